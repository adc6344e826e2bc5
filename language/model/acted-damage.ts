import type { ActedRecord } from '../generated/ast.js';

/**
 * The damage an `acted` record says each target suffered (`attacks Hero10 damage 2, Wolf`); a
 * target written without one took damage the record does not know.
 */
export function actedDamage(record: ActedRecord): Map<string, number> {
    const damage = new Map<string, number>();
    for (const { target, damage: suffered } of record.targets) {
        // A target the parser could not read (`attacks damage 3`) names no one.
        if (suffered !== undefined && target) {
            damage.set(target.$refText, suffered);
        }
    }
    return damage;
}
