import type { ActedRecord } from '../generated/ast.js';
import { attackedName } from './attacked-target.js';

/**
 * The damage an `acted` record says each target suffered (`attacks Hero10 damage 2, Wolf`); a
 * target written without one took damage the record does not know.
 */
export function actedDamage(record: ActedRecord): Map<string, number> {
    const damage = new Map<string, number>();
    for (const target of record.targets) {
        if (target.damage !== undefined) {
            damage.set(attackedName(target), target.damage);
        }
    }
    return damage;
}
