import type { ActedRecord } from '../generated/ast.js';

/**
 * The damage an `acted` record says each target suffered. A `damage N` belongs to the target
 * written just before it (`attacks Hero10 damage 2, Wolf`), so it is matched by where it stands
 * in the text; a target written without one took damage the record does not know.
 */
export function actedDamage(record: ActedRecord): Map<string, number> {
    const damage = new Map<string, number>();
    for (const written of record.damages) {
        const at = written.$cstNode?.offset;
        if (at === undefined) {
            continue;
        }
        let target: string | undefined;
        let end = -1;
        for (const reference of record.targets) {
            const node = reference.$refNode;
            if (node && node.end <= at && node.end > end) {
                end = node.end;
                target = reference.$refText;
            }
        }
        if (target !== undefined) {
            damage.set(target, written.value);
        }
    }
    return damage;
}
