import type { Attack } from '../generated/ast.js';
import type { AttackEffect } from '../rules/conditions.js';

/**
 * An attack as written, in the one rule an ability block and a card share: a value of its own
 * (`attack 3`, an ability block's) or a change to the stat card's (`attack +1`, a card's), a range
 * and a number of targets likewise, and what else it says. Which forms each place accepts is
 * validation's to say (`validation/attack-checks.ts`); the board reads the forms that place gives a meaning.
 */
export interface WrittenAttack {
    readonly value?: number;
    readonly change?: number;
    readonly range?: number;
    readonly rangeChange?: number;
    readonly targets?: number;
    readonly targetChange?: number;
    /** `target all`. */
    readonly allTargets: boolean;
    readonly pierce: number;
    readonly push: number;
    readonly pull: number;
    readonly conditions: readonly AttackEffect[];
}

export function writtenAttack(attack: Attack): WrittenAttack {
    let range: number | undefined;
    let rangeChange: number | undefined;
    let targets: number | undefined;
    let targetChange: number | undefined;
    let allTargets = false;
    const numbers = new Map<string, number>();
    const conditions: AttackEffect[] = [];
    for (const part of attack.parts) {
        switch (part.$type) {
            case 'AttackRange':
                range = part.value;
                rangeChange = part.change;
                break;
            case 'AttackNumber':
                if (part.kind === 'target') {
                    targets = part.value;
                    targetChange = part.change;
                    allTargets = part.all;
                } else {
                    numbers.set(part.kind, part.value ?? 0);
                }
                break;
            case 'AttackCondition':
                conditions.push(part.condition);
                break;
        }
    }
    return {
        value: attack.value, change: attack.change, range, rangeChange, targets, targetChange, allTargets,
        pierce: numbers.get('pierce') ?? 0, push: numbers.get('push') ?? 0, pull: numbers.get('pull') ?? 0, conditions
    };
}
