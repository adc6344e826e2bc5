/**
 * What the `expect after` blocks and the `damage` of expected options say, read from the syntax
 * tree into the plain data the judge compares.
 */
import type { ExpectOption, ExpectedDamage, StateFact } from '../generated/ast.js';
import { hexOfRef } from '../model/hex-ref.js';
import { hexLabel } from '../hex/offset.js';
import type { ExpectedFact } from './state-expectations.js';

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
    readonly node: ExpectedDamage;
}

/**
 * Each `damage N` of an option with the target written just before it: the grammar keeps targets
 * and damages in two lists, so the text's order pairs them.
 */
export function expectedDamages(option: ExpectOption): WrittenDamage[] {
    const targets = option.targets.map(ref => ({ name: ref.$refText, offset: ref.$refNode?.offset ?? -1 }));
    return option.damages.flatMap(node => {
        const offset = node.$cstNode?.offset ?? -1;
        const before = targets.filter(t => t.offset >= 0 && t.offset < offset);
        const target = before[before.length - 1];
        return target ? [{ target: target.name, damage: node.value, node }] : [];
    });
}
