import type { Figure } from '../model/board.js';
import type { Hindrance } from './decision.js';

/**
 * The conditions that stop a monster's turn or part of it, read the way playing the turn reads
 * them (language/play/monster-turn.ts), so that the decision every surface shows is the turn
 * that is played:
 *
 * - wound: "it suffers one point of damage at the start of each of its turns"; a monster left at
 *   0 hit points is removed there, before it performs anything (shield reduces attacks only);
 * - stun: "it cannot perform any abilities": it neither focuses, moves nor attacks;
 * - disarm: "it cannot perform any attack abilities": it still moves as its card says, to the
 *   hex it would attack from, and attacks no one;
 * - immobilize: "it cannot perform any move abilities" (the board model has already taken its
 *   move away; the decision only says why it stays).
 */

/** The damage a wound deals at the start of each of the figure's turns. */
export const WOUND_DAMAGE = 1;

export function turnHindrances(monster: Figure): Hindrance[] {
    const conditions = monster.conditions ?? [];
    // A figure whose hit points the scenario does not give suffers no damage when played.
    if (conditions.includes('wound') && monster.hp !== undefined && monster.hp <= WOUND_DAMAGE) {
        return [{ condition: 'wound', hp: monster.hp, damage: WOUND_DAMAGE }];
    }
    if (conditions.includes('stun')) {
        return [{ condition: 'stun' }];
    }
    const hindrances: Hindrance[] = [];
    if (conditions.includes('immobilize')) {
        hindrances.push({ condition: 'immobilize' });
    }
    if (conditions.includes('disarm') && (monster.ability?.attack !== undefined || (monster.card?.attacks.length ?? 0) > 0)) {
        hindrances.push({ condition: 'disarm' });
    }
    return hindrances;
}

/** Whether the hindrances leave the monster no move and no attack to decide. */
export function stopsTurn(hindrances: readonly Hindrance[]): boolean {
    return hindrances.some(h => h.condition === 'wound' || h.condition === 'stun');
}

export function disarmed(hindrances: readonly Hindrance[]): boolean {
    return hindrances.some(h => h.condition === 'disarm');
}
