import type { Board, Figure } from '../board/board.js';
import type { DecisionOption, MonsterDecision } from '../engine/decision.js';
import { expectedDamage } from '../play/expected-damage.js';
import { type ModifierCard, STANDARD_MONSTER_DECK, drawMode } from '../play/modifier-deck.js';

/**
 * The damage a monster's option is expected to deal to the character, averaged over the
 * monster modifier deck; `undefined` when the option does not attack it, or when the attack has
 * no value to start from (an inline `attack` written without one).
 *
 * Only the card's first attack counts: later attacks on the card choose their focus among the
 * figures the first one does not attack, which a single imagined hex does not settle.
 */
export function optionDamage(monster: Figure, option: DecisionOption, character: Figure,
    pile: readonly ModifierCard[] = STANDARD_MONSTER_DECK): number | undefined {
    const target = option.targets.find(t => t.name === character.name);
    const attack = monster.card?.attacks[0];
    const value = attack?.value ?? monster.ability?.attack?.value;
    if (!target || value === undefined) {
        return undefined;
    }
    const poisoned = character.conditions?.includes('poison') ?? false;
    const strengthened = monster.conditions?.includes('strengthen') ?? false;
    return expectedDamage({
        value: value + (poisoned ? 1 : 0),
        shield: Math.max(0, (character.shield ?? 0) - (attack?.pierce ?? 0)),
        mode: drawMode(strengthened, target.disadvantage)
    }, pile);
}

/**
 * What a monster is expected to deal to the character on this board: the most over the options
 * that attack it, since the players choose among them and a hero's safety is judged by the worst
 * they may pick; 0 when no option attacks it; `undefined` when some attack has no value.
 */
export function decisionDamage(board: Board, decision: MonsterDecision, character: Figure,
    pile?: readonly ModifierCard[]): number | undefined {
    const monster = board.figures.find(f => f.name === decision.monster);
    let most = 0;
    for (const option of decision.options) {
        if (!option.targets.some(t => t.name === character.name)) {
            continue;
        }
        const damage = monster ? optionDamage(monster, option, character, pile) : undefined;
        if (damage === undefined) {
            return undefined;
        }
        most = Math.max(most, damage);
    }
    return most;
}
