/**
 * What the `expect after` blocks and the `damage` of expected options say, read from the syntax
 * tree into the plain data the judge compares.
 */
import type { AttackedTarget, ExpectOption, StateFact } from '../generated/ast.js';
import { hexOfRef } from '../model/hex-ref.js';
import { hexLabel } from '../hex/offset.js';
import type { ExpectedFact } from './state-expectations.js';
import { attackedName } from '../model/attacked-target.js';

export function expectedFactOf(fact: StateFact): ExpectedFact {
    const hex = fact.position ? hexOfRef(fact.position) : undefined;
    return {
        figure: fact.figure?.$refText ?? '',
        ...(fact.down === 'removed' || fact.down === 'exhausted' ? { down: fact.down } : {}),
        ...(fact.position ? { at: hex ? hexLabel(hex) : fact.position.label } : {}),
        ...(fact.hp !== undefined ? { hp: fact.hp } : {}),
        ...(fact.noConditions ? { conditions: [] } : fact.conditions.length > 0 ? { conditions: [...fact.conditions] } : {})
    };
}

export interface WrittenDamage {
    readonly target: string;
    readonly damage: number;
    /** The target written with its `damage N`. */
    readonly node: AttackedTarget;
}

/** Each target of an option written with a `damage N`. */
export function expectedDamages(option: ExpectOption): WrittenDamage[] {
    return option.targets.flatMap(node => (node.damage !== undefined ? [{ target: attackedName(node), damage: node.damage, node }] : []));
}

/** Whether an option says the damage of some target. */
export function writesDamage(option: ExpectOption): boolean {
    return option.targets.some(t => t.damage !== undefined);
}
