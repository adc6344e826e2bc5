import type { ValidationAcceptor } from 'langium';
import type { Ability, AreaPattern, Move } from '../generated/ast.js';
import { isAttackNumber, isAttackRange } from '../generated/ast.js';
import { hexOfRef } from '../model/from-ast.js';
import { hexKey } from '../hex/hex.js';
import { IssueCodes } from './issue-codes.js';
import { writtenNumber } from './scenario-facts.js';

/** No card prints a larger move, attack, range or target. */
export const MAX_VALUE = 99;

export const AREA_WITHOUT_ATTACK = "An 'aoe' without an 'attack' line hits nobody: add 'attack', or remove the area.";
export const TARGET_ZERO_WITHOUT_AREA = "'target 0' without an 'aoe' means the monster does not attack at all (it moves as for a melee attack). Remove the 'attack' line to say so plainly.";

/** One line of each kind per ability; areas that can be used; numbers a card could print. */
export function checkAbility(ability: Ability, accept: ValidationAcceptor): void {
    const repeated = [
        ['moves', 'a', 'move'], ['attacks', 'an', 'attack'], ['areas', 'an', 'aoe'], ['muddled', 'a', 'muddled']
    ] as const;
    for (const [property, article, word] of repeated) {
        for (let index = 1; index < ability[property].length; index++) {
            accept('error', `This ability already has ${article} '${word}' line: an ability card has one. Merge or remove this one.`,
                { node: ability, property, index, code: IssueCodes.AbilityRepeated });
        }
    }
    const attack = ability.attacks[0];
    const area = ability.areas[0];
    const targets = attack?.parts.filter(isAttackNumber).find(p => p.kind === 'target');
    const range = attack?.parts.find(isAttackRange);
    if (area && !attack) {
        accept('warning', AREA_WITHOUT_ATTACK,
            { node: ability, property: 'areas', index: 0, code: IssueCodes.AreaWithoutAttack });
    }
    if (targets && targets.value === 0 && !area) {
        accept('warning', TARGET_ZERO_WITHOUT_AREA,
            { node: targets, code: IssueCodes.TargetZeroWithoutArea });
    }
    if (area) {
        // A malformed origin is still an origin (reported as a coordinate error), never a ranged area.
        if (area.origin) {
            checkAreaOrigin(area, accept);
        } else if (attack && (!range || !range.value) && (targets?.value ?? 1) > 0) {
            accept('error', "An area without 'origin' is a ranged area, so the attack needs a range: add 'range N' to the attack, or give the area an 'origin' to make it a melee area.",
                { node: area, code: IssueCodes.RangedAreaRangeZero });
        }
    }
}

/** The origin is where the monster stands, so it is never one of the area's hexes. */
export function checkAreaOrigin(area: AreaPattern, accept: ValidationAcceptor): void {
    const origin = hexOfRef(area.origin);
    const index = origin ? area.hexes.findIndex(h => { const x = hexOfRef(h); return x !== undefined && hexKey(x) === hexKey(origin); }) : -1;
    if (index >= 0) {
        accept('error', `The origin ${area.origin?.label} is the monster's own hex, which an area attack never targets: remove it from 'hexes'.`,
            { node: area, property: 'hexes', index, code: IssueCodes.AreaOriginInPattern });
    }
}

export function checkMoveValue(move: Move, accept: ValidationAcceptor): void {
    if (move.value > MAX_VALUE) {
        accept('error', `A move of ${writtenNumber(move, 'value', move.value)} is more than any card gives: use at most ${MAX_VALUE}.`,
            { node: move, property: 'value', code: IssueCodes.ValueRange });
    }
}
