import type { Edition } from '../generated/ast.js';

/**
 * One rule on which the editions differ: the value the engine reads, the rule in one sentence
 * (lower case, no final stop: the hovers quote it after "Gloomhaven rules (in force here): " and
 * the language reference's edition table shows it) and where the rule comes from.
 */
export interface EditionRule<T> {
    readonly value: T;
    readonly rule: string;
    readonly source: string;
}

/** The monster rules on which the editions differ, one field per difference. */
export interface EditionRules {
    /** The edition's name as players know it. */
    readonly name: string;
    /** How line of sight is drawn: between corners of the two hexes, or between any of their points. */
    readonly sight: EditionRule<'vertex' | 'hex'>;
    /** Extra movement a jump pays for landing on difficult terrain. */
    readonly jumpLandingOnDifficult: EditionRule<number>;
    /** Whether proximity breaks a tie in movement between focus candidates (and extra targets). */
    readonly focusProximity: EditionRule<boolean>;
    /**
     * Whether an attack position first attacks the focus without disadvantage, then hits the most
     * targets; otherwise it hits the most targets, then attacks the fewest targets with
     * disadvantage, the focus counting like any other.
     */
    readonly focusDisadvantageFirst: EditionRule<boolean>;
    /**
     * Where a monster heads when it cannot attack this turn: the attack position the priority list
     * prefers, or simply the nearest hex that attacks its focus.
     */
    readonly unreachableGoal: EditionRule<'best-attack' | 'nearest-focus-attack'>;
    /** Whether the rules rank extra targets (by the focus rules) or leave them to the players. */
    readonly rankedExtraTargets: EditionRule<boolean>;
    /** Whether icy terrain is one of the edition's own terrains (the engine slides on it in every edition). */
    readonly icyTerrain: EditionRule<boolean>;
    /**
     * A monster's push or pull: the players choose among every path whose each hex is farther from
     * (closer to) the monster, a path ending where no hex is; or only among those that move the target as far as possible.
     */
    readonly forcedMovement: EditionRule<'any-path' | 'as-far-as-possible'>;
    /**
     * Who a positive condition with a range goes to: the players choose among the monster and its allies
     * within range and in sight; or the closest of them without the condition, then the earliest in initiative.
     */
    readonly positiveConditionTarget: EditionRule<'players-choose' | 'closest-without'>;
    /**
     * When a monster type consumes an element its card names: when its first monster performs the
     * ability the consumption is printed with; or when its first monster starts its turn.
     */
    readonly elementConsumption: EditionRule<'when-performed' | 'start-of-first-turn'>;
    /** Where a long-resting character stands in the initiative order that breaks focus ties: last, or at initiative 99. */
    readonly longRestFocus: EditionRule<'last' | 'initiative-99'>;
    /**
     * Whom a card's later attacks go to: a focus found again by the focus rules among the enemies not
     * yet attacked; or the same focus, a new one found only once it is killed or exhausted.
     */
    readonly laterAttackFocus: EditionRule<'others' | 'same-focus'>;
}

export type EditionRuleKey = Exclude<keyof EditionRules, 'name'>;

/** The differences in the order the hovers and the language reference list them, with their headings. */
export const EDITION_RULE_LABELS: Readonly<Record<EditionRuleKey, string>> = {
    sight: 'Line of sight',
    jumpLandingOnDifficult: 'Jumping',
    focusProximity: 'Focus',
    focusDisadvantageFirst: 'Attack position',
    unreachableGoal: 'No attack possible',
    rankedExtraTargets: 'Several targets',
    icyTerrain: 'Icy terrain',
    forcedMovement: 'Push and pull',
    positiveConditionTarget: 'Positive conditions',
    elementConsumption: 'Consuming elements',
    longRestFocus: 'Long rest',
    laterAttackFocus: 'Several attacks'
};

const TABLE = 'the edition table of shared/docs/ghs-language.md';
const GH2E_RULEBOOK = 'Gloomhaven second edition rulebook';
const GH2E_FAQ = 'Gloomhaven second edition FAQ';

const VERTEX_SIGHT: EditionRule<'vertex'> = {
    value: 'vertex',
    rule: 'vertex to vertex: a line between a corner of each hex that touches no wall',
    source: `${TABLE}; the rule scenarios on melee sight (test/fixtures/rules)`
};
const HEX_SIGHT: EditionRule<'hex'> = {
    value: 'hex',
    rule: 'hex to hex: a line from any point of one hex to any point of the other that touches no wall',
    source: TABLE
};
const JUMP_PAYS_DIFFICULT: EditionRule<number> = {
    value: 1,
    rule: 'difficult terrain on the last hex of a jump costs 2',
    source: TABLE
};
const JUMP_IGNORES_DIFFICULT: EditionRule<number> = {
    value: 0,
    rule: 'difficult terrain is ignored on a jump',
    source: TABLE
};
const PROXIMITY: EditionRule<boolean> = {
    value: true,
    rule: 'after path length, proximity decides, then initiative',
    source: `${TABLE}; "least amount of movement points, then proximity, then initiative" (shared/rules, the focus and movement FAQ)`
};
const NO_PROXIMITY: EditionRule<boolean> = {
    value: false,
    rule: 'after path length, initiative decides (proximity is not used)',
    source: TABLE
};
const FOCUS_DISADVANTAGE_FIRST: EditionRule<boolean> = {
    value: true,
    rule: 'losing disadvantage against the focus comes before hitting more targets',
    source: '"1st - Attack its primary focus, losing/avoiding disadvantage if possible; 2nd - Attack as many extra targets as possible" '
        + '(shared/rules, the focus and movement FAQ); Jaws of the Lion keeps this order in shared/conformance (jotl 137)'
};
const TARGETS_FIRST: EditionRule<boolean> = {
    value: false,
    rule: 'hitting more targets comes before losing disadvantage, then the fewest targets with disadvantage, the focus counting like any other',
    source: `"more targets first" in ${TABLE}; the focus's disadvantage counts with the others' in the reference answers of `
        + 'shared/conformance-random (frosthaven r00186, r00371, r00388)'
};
const BEST_ATTACK_GOAL: EditionRule<'best-attack'> = {
    value: 'best-attack',
    rule: 'a multi-target monster that cannot attack this turn moves toward the position that maximises its attack',
    source: `${TABLE}; "it will only move toward a hex where it is within range to perform its best possible attack" (shared/rules, the rulebook)`
};
const NEAREST_FOCUS_GOAL: EditionRule<'nearest-focus-attack'> = {
    value: 'nearest-focus-attack',
    rule: 'a monster that cannot attack this turn moves toward the closest hex from which it can attack its focus (a single target: without disadvantage first)',
    source: `${TABLE}; "When a monster performs a ranged attack on an adjacent target, it first moves away from that target if possible, so that the attack does not have disadvantage" (Frosthaven rulebook, "Monster Movement", p. 42)`
};
const RANKED_EXTRA_TARGETS: EditionRule<boolean> = {
    value: true,
    rule: 'extra targets are ranked by the focus rules',
    source: '"use the focus rules (least amount of movement points, then proximity, then initiative) from its starting position to determine which secondary target" '
        + '(shared/rules, the focus and movement FAQ)'
};
const NO_ICY_TERRAIN: EditionRule<boolean> = {
    value: false,
    rule: 'icy terrain is not part of this edition; where a scenario lays it, a figure slides on it as in Frosthaven',
    source: '"Frosthaven icy terrain" (shared/docs/ghs-language.md, the statements)'
};

const ANY_FORCED_PATH: EditionRule<'any-path'> = {
    value: 'any-path',
    rule: 'the players choose the push or pull path among every one whose each hex is farther from (closer to) the monster, a path ending where no such hex is',
    source: '"each hex moved must place the target farther away from the attacker than it was previously. If there are no viable hexes into which to push the target, the push ends" '
        + '(Gloomhaven rulebook p. 22); "multiple hexes a monster could push or pull a character into, the players must decide" (p. 32)'
};
const FORCED_AS_FAR_AS_POSSIBLE: EditionRule<'as-far-as-possible'> = {
    value: 'as-far-as-possible',
    rule: 'the players choose the push or pull path, but the target moves as far as possible',
    source: '"When a monster performs a push or a pull, the party decides the direction, but the target must move as far as possible" (Frosthaven rulebook, Forced Movement)'
};
const POSITIVE_PLAYERS_CHOOSE: EditionRule<'players-choose'> = {
    value: 'players-choose',
    rule: 'a positive condition with a range goes to the monster or an ally within range and in sight, as the players choose',
    source: '"any ally within Y hexes, or the figure performing the heal ... Like all ranged abilities, the recipient must be in line-of-sight" '
        + '(Gloomhaven rulebook p. 26); no rule ranks them, so "the players must decide" (p. 32)'
};
const POSITIVE_CLOSEST_WITHOUT: EditionRule<'closest-without'> = {
    value: 'closest-without',
    rule: 'a positive condition with a range goes to the closest figure (the monster or an ally within range) without it, then the earliest in initiative',
    source: '"It always targets the monster at the closest range that does not already have the condition. If there is a tie for closest range, it targets the monster that acts earliest in the initiative order" (Frosthaven rulebook, Other Monster Abilities)'
};
const CONSUME_WHEN_PERFORMED: EditionRule<'when-performed'> = {
    value: 'when-performed',
    rule: 'the first monster of a type to perform the ability a consumption is printed with consumes the element; every monster of the type gains the bonus that round',
    source: '"If an ability is used that consumes an element ... moving the token to the Inert column"; "Monsters always consume elements if they can, and every activated monster of that type will gain the benefit of the consumed element" (Gloomhaven rulebook p. 24)'
};
const CONSUME_AT_FIRST_TURN: EditionRule<'start-of-first-turn'> = {
    value: 'start-of-first-turn',
    rule: 'a type consumes the elements its card names when its first monster starts its turn; every monster of the type gains the bonus',
    source: '"a consumption occurs when the first monster of the set starts their turn and benefits every monster of the set" (Frosthaven rulebook, Monsters and Elements)'
};
const LONG_REST_LAST: EditionRule<'last'> = {
    value: 'last',
    rule: 'a long-resting character is focused on last when everything else ties',
    source: '"a character who is performing a long rest would be focused on last" (shared/rules, the rulebook, p. 30)'
};
const LONG_REST_AT_99: EditionRule<'initiative-99'> = {
    value: 'initiative-99',
    rule: 'a long-resting character acts at initiative 99, and ties for focus there with any other figure at 99',
    source: '"Any character long resting has an initiative of 99" (Frosthaven rulebook, p. 18); a monster "focuses on the one who acts earliest in the initiative order" (p. 41)'
};

const LATER_ATTACKS_ON_OTHERS: EditionRule<'others'> = {
    value: 'others',
    rule: "a card's later attacks find their focus by the focus rules, excluding the figures already attacked",
    source: '"If a monster has multiple attacks, it will choose the focus of its other attacks following normal focus rules, excluding figures it is already attacking" (shared/rules, monster attacks)'
};
const LATER_ATTACKS_ON_ONE_FOCUS: EditionRule<'same-focus'> = {
    value: 'same-focus',
    rule: "a card's later attacks go to the same focus; once it is killed or exhausted, the focus rules find a new one",
    source: '"When its ability card lists multiple attack abilities, a monster can perform all of those attacks on a single focus. If a monster kills or exhausts its focus and still has attacks remaining, it will use the focus rules to find a new focus" (Frosthaven rulebook, "Monster Attacks")'
};

/** Every edition's rules. The edition list is this record's keys: a new edition is one new entry (and its grammar keyword). */
export const EDITION_RULES: Readonly<Record<Edition, EditionRules>> = {
    gloomhaven: {
        name: 'Gloomhaven',
        sight: VERTEX_SIGHT,
        jumpLandingOnDifficult: JUMP_PAYS_DIFFICULT,
        focusProximity: PROXIMITY,
        focusDisadvantageFirst: FOCUS_DISADVANTAGE_FIRST,
        unreachableGoal: BEST_ATTACK_GOAL,
        rankedExtraTargets: RANKED_EXTRA_TARGETS,
        icyTerrain: NO_ICY_TERRAIN,
        forcedMovement: ANY_FORCED_PATH,
        positiveConditionTarget: POSITIVE_PLAYERS_CHOOSE,
        elementConsumption: CONSUME_WHEN_PERFORMED,
        longRestFocus: LONG_REST_LAST,
        laterAttackFocus: LATER_ATTACKS_ON_OTHERS
    },
    gloomhaven2e: {
        name: 'Gloomhaven (second edition)',
        sight: {
            ...HEX_SIGHT,
            source: `"Line-of-sight is established if a line can be drawn from any part of the acting figure's hex to any part of the target hex without touching a wall line" (${GH2E_RULEBOOK}, "Line-of-Sight", p. 19)`
        },
        jumpLandingOnDifficult: {
            ...JUMP_IGNORES_DIFFICULT,
            source: `"A figure requires 2 movement points to enter a difficult terrain hex, except when flying or jumping (even if the jump movement ends there)" (${GH2E_RULEBOOK}, "Difficult Terrain")`
        },
        focusProximity: {
            ...PROXIMITY,
            source: `"it focuses on the one who is closest by range to its current hex. If those enemies are all equally close, it focuses on the one who acts earliest in the initiative order" (${GH2E_RULEBOOK}, "Focus", p. 39)`
        },
        focusDisadvantageFirst: {
            ...TARGETS_FIRST,
            source: `"When a monster performs ranged attacks on multiple targets, it moves to attack the most possible targets (including its focus), with the fewest possible disadvantaged attacks, while using the fewest possible movement points" (${GH2E_RULEBOOK}, "Monster Movement", p. 40)`
        },
        unreachableGoal: {
            ...NEAREST_FOCUS_GOAL,
            source: `"If a monster is trying to make a multi-target attack this turn, but does not have enough movement to attack any targets, will it move towards its primary focus …? It will move towards its primary focus." (${GH2E_FAQ}, 5.8)`
        },
        rankedExtraTargets: {
            value: false,
            rule: 'extra targets are not ranked: the players choose them',
            source: `"players can choose the final destination hex and secondary, tertiary, etc. targets. Monsters do not use a focus process for finding additional targets" (${GH2E_FAQ}, 5.8)`
        },
        icyTerrain: {
            ...NO_ICY_TERRAIN,
            source: `the overlay tiles of the second edition are corridors, difficult terrain, traps, hazardous terrain, objectives, obstacles, pressure plates, doors, walls and treasures: no icy terrain (${GH2E_RULEBOOK}, "Overlay Tiles")`
        },
        longRestFocus: {
            ...LONG_REST_AT_99,
            source: `"Your Long Rest takes place at Initiative 99. It is not necessarily last in order … This is a change from the Gloomhaven 1e FAQ" (${GH2E_FAQ}, 5.5)`
        },
        forcedMovement: {
            ...FORCED_AS_FAR_AS_POSSIBLE,
            source: `"When a monster performs a push or a pull, the party decides the direction, but the target must move as far as possible" (${GH2E_RULEBOOK}, "Forced Movement", p. 30)`
        },
        positiveConditionTarget: {
            ...POSITIVE_CLOSEST_WITHOUT,
            source: `"It always targets the monster at the closest range that does not already have the condition. If there is a tie for closest range, it targets the monster that acts earliest in the initiative order" (${GH2E_RULEBOOK}, "Other Monster Abilities", p. 41)`
        },
        elementConsumption: {
            ...CONSUME_AT_FIRST_TURN,
            source: `"a consumption occurs when the first monster of the set starts their turn and benefits every monster of the set" (${GH2E_RULEBOOK}, "Monsters and Elements", p. 41)`
        },
        laterAttackFocus: {
            ...LATER_ATTACKS_ON_ONE_FOCUS,
            source: `"When its ability card lists multiple attack abilities, a monster can perform all of those attacks on a single focus. If a monster kills or exhausts its focus and still has attacks remaining, it will use the focus rules to find a new focus" (${GH2E_RULEBOOK}, "Monster Attacks")`
        }
    },
    frosthaven: {
        name: 'Frosthaven',
        sight: HEX_SIGHT,
        jumpLandingOnDifficult: JUMP_IGNORES_DIFFICULT,
        focusProximity: PROXIMITY,
        focusDisadvantageFirst: TARGETS_FIRST,
        unreachableGoal: NEAREST_FOCUS_GOAL,
        rankedExtraTargets: {
            value: false,
            rule: 'extra targets are not ranked: the players choose them',
            source: TABLE
        },
        icyTerrain: {
            value: true,
            rule: 'icy terrain: a figure that enters it slides on in the same direction',
            source: '"Frosthaven icy terrain: a figure that enters it slides on in the same direction" (shared/docs/ghs-language.md, the statements)'
        },
        forcedMovement: FORCED_AS_FAR_AS_POSSIBLE,
        positiveConditionTarget: POSITIVE_CLOSEST_WITHOUT,
        elementConsumption: CONSUME_AT_FIRST_TURN,
        longRestFocus: LONG_REST_AT_99,
        laterAttackFocus: LATER_ATTACKS_ON_ONE_FOCUS
    },
    jotl: {
        name: 'Jaws of the Lion',
        sight: HEX_SIGHT,
        jumpLandingOnDifficult: JUMP_IGNORES_DIFFICULT,
        focusProximity: NO_PROXIMITY,
        focusDisadvantageFirst: FOCUS_DISADVANTAGE_FIRST,
        unreachableGoal: BEST_ATTACK_GOAL,
        rankedExtraTargets: RANKED_EXTRA_TARGETS,
        icyTerrain: NO_ICY_TERRAIN,
        // No Jaws of the Lion text on these is at hand: it follows the first edition.
        forcedMovement: ANY_FORCED_PATH,
        positiveConditionTarget: POSITIVE_PLAYERS_CHOOSE,
        elementConsumption: CONSUME_WHEN_PERFORMED,
        longRestFocus: LONG_REST_LAST,
        laterAttackFocus: LATER_ATTACKS_ON_OTHERS
    }
};

/** The editions, in the order the grammar, the settings and the documentation list them. */
export const EDITIONS = Object.keys(EDITION_RULES) as readonly Edition[];

/** The edition used when a scenario has no `rules` statement and no setting names one. */
export const DEFAULT_EDITION: Edition = 'gloomhaven';

export function editionName(edition: Edition): string {
    return EDITION_RULES[edition].name;
}

/** The edition's rule for each difference, with its heading, in the documented order. */
export function editionRuleLines(edition: Edition): Array<{ label: string; rule: string }> {
    const rules = EDITION_RULES[edition];
    return (Object.keys(EDITION_RULE_LABELS) as EditionRuleKey[]).map(key => ({ label: EDITION_RULE_LABELS[key], rule: rules[key].rule }));
}
