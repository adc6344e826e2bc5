import type { Hex } from '../hex/hex.js';
import type { AbilitySpec, Edition, MoveMode } from '../model/board.js';

/**
 * The engine's answer for one monster's turn, as data: what it does, every choice left to the
 * players, and what the rules weighed on the way. Hexes are cube/axial values, figures are named,
 * criteria are enums. `explain/decision-words.ts` puts it into words for every surface (CLI,
 * hover, diagnostics, preview); nothing here is prose.
 */
export interface MonsterDecision {
    readonly monster: string;
    readonly hex: Hex;
    readonly edition: Edition;
    /** The ability it acts on this round, as the board holds it. */
    readonly ability: AbilitySpec | undefined;
    /** How its move goes: the verb of its movement and whether a path is shown. */
    readonly move: { readonly mode: MoveMode; readonly teleport: boolean };
    /** False when the ability has no attack: it moves as if for a melee attack and attacks no one. */
    readonly attacks: boolean;
    /** Every enemy on the board, how it ranked as a focus. */
    readonly enemies: readonly EnemyStanding[];
    /** The focus; more than one name when the rules tie and the players choose. */
    readonly focus: readonly string[];
    /** The criterion that decided the focus. */
    readonly focusCriterion: FocusCriterion;
    /** Set when there is no focus: the monster neither moves nor attacks. */
    readonly noFocus?: NoFocus;
    /** Every outcome the rules allow; more than one means the players choose. */
    readonly options: readonly DecisionOption[];
    /**
     * The conditions that stop its turn or part of it, as playing the turn plays them: a wound
     * that removes it before it acts (no options), stun (it stays and attacks no one), disarm
     * (no targets), immobilize (no move). Empty when none does.
     */
    readonly hindrances: readonly Hindrance[];
}

/**
 * Why a monster has no focus: no enemy it could focus on at all (invisible ones do not count), no
 * enemy it could ever reach a hex to attack from, or a condition that stops its turn first.
 */
export type NoFocus = 'no-enemy' | 'unreachable' | 'hindered';

/** A condition that stops a monster's turn, or part of it. */
export type Hindrance =
    | {
        readonly condition: 'wound';
        /** Its hit points at the start of its turn, no more than the wound's damage. */
        readonly hp: number;
        readonly damage: number;
    }
    | { readonly condition: 'stun' | 'disarm' | 'immobilize' };

/** The conditions of a decision, as data or in words (where none are listed when there are none). */
interface Hindered {
    readonly hindrances?: readonly Pick<Hindrance, 'condition'>[];
}

/** Whether the monster's wound removes it at the start of its turn, before it acts. */
export function removedByWound(decision: Hindered): boolean {
    return decision.hindrances?.some(h => h.condition === 'wound') ?? false;
}

/** Whether a wound or a stun leaves it nothing to decide: no focus, no move, no attack. */
export function stoppedTurn(decision: Pick<MonsterDecision, 'hindrances'>): boolean {
    return decision.hindrances.some(h => h.condition === 'wound' || h.condition === 'stun');
}

/** Whether it attacks this turn at all: it has an attack and is not disarmed. */
export function armed(decision: Pick<MonsterDecision, 'attacks' | 'hindrances'>): boolean {
    return decision.attacks && !decision.hindrances.some(h => h.condition === 'disarm');
}

/**
 * Whether playing its turn changes anything: it does when the rules give an option, and when its
 * wound removes it (the turn then ends at its start).
 */
export function hasTurnToPlay(decision: Hindered & { readonly options: readonly unknown[] }): boolean {
    return decision.options.length > 0 || removedByWound(decision);
}

export type FocusCriterion =
    | 'only-candidate' | 'negative-hexes' | 'movement' | 'proximity' | 'initiative' | 'players-choose' | 'no-focus'
    /** A later attack of the card kept the focus of the attacks before (rules/editions.ts, `laterAttackFocus`). */
    | 'same-focus';

export type Exclusion = 'invisible' | 'unreachable';

export interface EnemyStanding {
    readonly name: string;
    readonly kind: 'character' | 'summon';
    readonly hex: Hex;
    /** Initiative used for focus ties (a summon's is its owner's). */
    readonly initiative?: number;
    readonly longRest: boolean;
    /** For a summon, the character who summoned it. */
    readonly owner?: string;
    /** Present when the enemy could not be a focus at all. */
    readonly excluded?: Exclusion;
    /** Movement points to the nearest hex from which it can be attacked, with unlimited movement. */
    readonly movement?: number;
    /** Negative hexes (traps, hazardous terrain) on that path. */
    readonly negativeHexes?: number;
    /** Hexes from the monster, counted around walls only; absent when no way around the walls reaches it. */
    readonly proximity?: number;
    /** 1 for the best-ranked enemy; equal ranks tie. Undefined when excluded as invisible. */
    readonly rank?: number;
    readonly outcome: 'focus' | 'tied-focus' | 'lost' | 'excluded';
    /** The criterion on which it lost to the focus. */
    readonly lostOn?: FocusCriterion;
    /** For the focus: the hex from which the cheapest attack on it would be made. */
    readonly attackFrom?: Hex;
}

export interface AttackTarget {
    readonly name: string;
    readonly hex: Hex;
    readonly disadvantage: boolean;
}

/**
 * The criteria of the attack-position priority list, in the order the rules apply them, that can
 * set the chosen hex apart from the others it could attack the focus from.
 */
export type PositionCriterion =
    | 'fewest-negative-hexes' | 'focus-without-disadvantage' | 'most-targets'
    | 'best-ranked-extra-targets' | 'fewest-disadvantaged-targets' | 'least-movement';

export interface DecisionOption {
    /** The focus this option attacks (or moves toward); empty when it has none. */
    readonly focus: string;
    /** Where the monster ends its movement (its own hex if it stays). */
    readonly destination: Hex;
    /** Hexes entered, from the start (excluded) to the destination, slides included. */
    readonly path: readonly Hex[];
    /** The hexes of `path` on icy terrain, where a walking monster slides. */
    readonly icy: readonly Hex[];
    readonly movementPoints: number;
    readonly negativeHexes: number;
    /** The figures attacked from the destination; empty when it cannot attack this turn. */
    readonly targets: readonly AttackTarget[];
    /** The hexes of the area attack as placed, when the ability has one. */
    readonly area?: readonly Hex[];
    /** When it cannot attack this turn: the attack position it moves toward. */
    readonly towards?: Hex;
    /** With `towards`: the movement points still needed from the destination to reach it. */
    readonly movementLeft?: number;
    /** When it attacks this turn: how many hexes it could have attacked the focus from. */
    readonly among?: number;
    /** The criteria of the priority list that set this hex apart from those others, in order. */
    readonly chosenFor?: readonly PositionCriterion[];
}
