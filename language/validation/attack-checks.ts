import type { ValidationAcceptor } from 'langium';
import type { Attack, AttackNumber, AttackPart } from '../generated/ast.js';
import { isAttackCondition, isAttackNumber, isAttackRange, isCard } from '../generated/ast.js';
import { MAX_VALUE } from './ability-checks.js';
import { IssueCodes } from './issue-codes.js';
import { writtenNumber } from './scenario-facts.js';

/**
 * One attack, in the rule an ability block and a card share: its numbers within what a card
 * prints, each part once, and the forms its place gives a meaning. An ability block's attack is the
 * monster's own (`attack 3 range 2 target 2`); a card's is read against the stat card
 * (`attack +1 range +1 target +1 pierce 1 poison`, or `range 2`, `target 2` replacing the stat card's).
 */
export function checkAttack(attack: Attack, accept: ValidationAcceptor): void {
    checkAttackNumbers(attack, accept);
    checkPartsOnce(attack, accept);
    checkNumberForms(attack.parts.filter(isAttackNumber), accept);
    if (isCard(attack.$container)) {
        checkCardForm(attack, accept);
    } else {
        checkAbilityForm(attack, accept);
    }
}

function checkAttackNumbers(attack: Attack, accept: ValidationAcceptor): void {
    if (attack.value !== undefined && attack.value > MAX_VALUE) {
        accept('error', `An attack of ${writtenNumber(attack, 'value', attack.value)} is more than any card gives: use at most ${MAX_VALUE}.`,
            { node: attack, property: 'value', code: IssueCodes.ValueRange });
    }
    for (const part of attack.parts) {
        if ((isAttackRange(part) || isAttackNumber(part)) && part.value !== undefined && part.value > MAX_VALUE) {
            const kind = isAttackRange(part) ? 'range' : part.kind;
            accept('error', `A ${kind} of ${writtenNumber(part, 'value', part.value)} is more than any card gives: use at most ${MAX_VALUE}.`,
                { node: part, property: 'value', code: IssueCodes.ValueRange });
        }
    }
}

function partKey(part: AttackPart): string {
    return isAttackRange(part) ? 'range' : isAttackCondition(part) ? part.condition : part.kind;
}

function checkPartsOnce(attack: Attack, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const part of attack.parts) {
        const key = partKey(part);
        if (seen.has(key) && key === 'target') {
            accept('error', "This attack already says how many targets it has: 'target all' and 'target N' cannot both hold. Remove one.",
                { node: part, code: IssueCodes.AbilityRepeated });
        } else if (seen.has(key)) {
            accept('error', isAttackCondition(part) ? `This attack already adds ${key}: remove one.` : `This attack already has a '${key}': remove one.`,
                { node: part, code: IssueCodes.AbilityRepeated });
        }
        seen.add(key);
    }
}

/** An ability block says the monster's own attack: no change to a stat card, no card-only parts. */
function checkAbilityForm(attack: Attack, accept: ValidationAcceptor): void {
    if (attack.change !== undefined) {
        accept('error', `An ability block's attack is the monster's own, not a change to a stat card: write 'attack ${Math.abs(attack.change)}'.`,
            { node: attack, property: 'change', code: IssueCodes.AttackForm });
    }
    for (const part of attack.parts) {
        if (isAttackRange(part) && part.change !== undefined) {
            accept('error', `An ability block's range is the monster's own, not a change to a stat card: write 'range ${Math.abs(part.change)}'.`,
                { node: part, property: 'change', code: IssueCodes.AttackForm });
        } else if (isAttackNumber(part) && part.kind === 'target' && part.change !== undefined) {
            accept('error', `An ability block's number of targets is the monster's own, not a change to a stat card: write 'target ${Math.max(1, part.change)}'.`,
                { node: part, property: 'change', code: IssueCodes.AttackForm });
        } else if (isAttackCondition(part) || (isAttackNumber(part) && part.kind !== 'target')) {
            accept('error', `An ability block's attack has a range and a number of targets only: '${partKey(part)}' is written on the attack of a card (a monster type's deck).`,
                { node: part, code: IssueCodes.AttackForm });
        }
    }
}

/**
 * A card says how each attack changes the stat card's: a signed value. Its range and targets may
 * change the stat card's (`range +1`, `target +1`) or replace them as printed (`range 2`, `target 2`).
 */
function checkCardForm(attack: Attack, accept: ValidationAcceptor): void {
    if (attack.value !== undefined) {
        accept('error', `A card's attack changes the stat card's: write 'attack +${attack.value}' (or 'attack +0' for the stat card's own).`,
            { node: attack, property: 'value', code: IssueCodes.AttackForm });
    } else if (attack.change === undefined) {
        accept('error', "A card's attack says how it changes the stat card's: write 'attack +0' for the stat card's own.",
            { node: attack, keyword: 'attack', code: IssueCodes.AttackForm });
    }
}

/** `pierce`, `push` and `pull` are printed numbers; only `target` also takes a change or `all`. */
export function checkNumberForms(parts: readonly AttackNumber[], accept: ValidationAcceptor): void {
    for (const part of parts) {
        if (part.kind === 'target') {
            continue;
        }
        if (part.change !== undefined) {
            accept('error', `'${part.kind}' takes a number of its own: write '${part.kind} ${Math.max(0, part.change)}'.`,
                { node: part, property: 'change', code: IssueCodes.AttackForm });
        } else if (part.all) {
            accept('error', `'all' is a number of targets: write '${part.kind} 1' or another number.`,
                { node: part, keyword: 'all', code: IssueCodes.AttackForm });
        }
    }
}
