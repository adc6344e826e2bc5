/**
 * The conditions a monster turn can meet, as the Gloomhaven rulebook defines them (Jaws of the
 * Lion and Frosthaven keep these eight alike):
 *
 * - poison: "all enemies add +1 Attack to all of their attacks targeting the figure" (an attacker's
 *   bonus, added before the modifier card); "If a Heal ability is used on a poisoned figure, the
 *   POISON token is removed, and the Heal has no other effect."
 * - wound: "it suffers one point of damage at the start of each of its turns"; a heal removes it
 *   "and the Heal continues normally", unless the figure is also poisoned.
 * - immobilize: "it cannot perform any move abilities"; disarm: "it cannot perform any attack
 *   abilities"; stun: "it cannot perform any abilities"; muddle: "it gains Disadvantage on all of
 *   its attacks"; strengthen: "it gains Advantage on all of its attacks"; invisible: "it cannot be
 *   focused on or targeted by an enemy".
 *
 * Poison and wound stay until healed; the six others are removed "At the end of its next turn",
 * so one received during the figure's own turn (a monster strengthening itself) lasts until the
 * end of the turn after. "Only one of each condition type may be applied to any single figure at
 * a time, however conditions can be reapplied to refresh their duration." A boss's stat card lists
 * the conditions it is immune to (`immunities`).
 *
 * Shield, retaliate and heal on a monster's card are not conditions: see `model/figure-state.ts`
 * (round bonuses) and `heal` in `model/condition-effects.ts`.
 */
export type ConditionName = 'poison' | 'wound' | 'muddle' | 'immobilize' | 'disarm' | 'stun' | 'strengthen' | 'invisible';

export const CONDITIONS: readonly ConditionName[] = ['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible'];

export type Expiry = 'end-of-next-turn' | 'until-healed';

export function isCondition(text: string): text is ConditionName {
    return (CONDITIONS as readonly string[]).includes(text);
}

export function expiryOf(name: ConditionName): Expiry {
    return name === 'poison' || name === 'wound' ? 'until-healed' : 'end-of-next-turn';
}

/**
 * Bless and curse are not tokens on the figure: "If a figure is blessed, it must shuffle a BLESS
 * card into its remaining attack modifier deck", and a curse likewise (Gloomhaven rulebook p. 23).
 * A monster's go into the monster attack modifier deck; a character's or its summon's into the
 * character's deck ("cards can only be placed in a character's attack deck (when a character or
 * character summon is cursed)"), which play does not draw from: it counts them on the character's line.
 */
export type DeckCondition = 'bless' | 'curse';

/** What a card can give a figure: a condition token, or a bless or curse card. */
export type GivenCondition = ConditionName | DeckCondition;

/**
 * The conditions a monster gives itself or its allies; the others it gives its enemies ("Positive
 * conditions", "Negative conditions": rulebook pp. 22–23).
 */
export const POSITIVE_CONDITIONS: readonly GivenCondition[] = ['strengthen', 'invisible', 'bless'];

export function isPositiveCondition(condition: GivenCondition): boolean {
    return POSITIVE_CONDITIONS.includes(condition);
}

export function isDeckCondition(condition: GivenCondition): condition is DeckCondition {
    return condition === 'bless' || condition === 'curse';
}

/** What an attack adds to its targets: a condition, or a curse card. */
export type AttackEffect = ConditionName | 'curse';
