import type { ActedRecord } from '../generated/ast.js';
import { attackedName } from './attacked-target.js';

/**
 * The damage an `acted` record says each target suffered (`attacks Hero10 damage 2, Wolf`); a
 * target written without one took damage the record does not know.
 */
export function actedDamage(record: ActedRecord): Map<string, number> {
    const damage = new Map<string, number>();
    for (const target of record.targets) {
        const name = attackedName(target);
        // A target the parser could not read (`attacks damage 3`) names no one.
        if (target.damage !== undefined && name !== '') {
            damage.set(name, target.damage);
        }
    }
    return damage;
}
