import type { Edition } from '../model/board.js';

/**
 * The engine's answer for one monster's turn: what it does, every choice left to the players,
 * and why. Hexes are written as scenario coordinates (`H3`). Every surface (CLI, hover,
 * diagnostics, preview) renders this object and computes nothing of its own.
 */
export interface MonsterDecision {
    readonly monster: string;
    readonly hex: string;
    readonly edition: Edition;
    /** The ability in words, e.g. `move 3 jumping, attack 2 range 3 target 2`. */
    readonly ability: string;
    /** Every enemy on the board, how it ranked as a focus and why it won or lost. */
    readonly enemies: readonly EnemyAssessment[];
    /** The focus; more than one name when the rules tie and the players choose. */
    readonly focus: readonly string[];
    /** The criterion that decided the focus. */
    readonly focusCriterion: FocusCriterion;
    /** Set when there is no focus: the monster neither moves nor attacks. */
    readonly noFocusReason?: string;
    /** Every outcome the rules allow; more than one means the players choose. */
    readonly options: readonly DecisionOption[];
    /**
     * The conditions that stop its turn or part of it, as playing the turn plays them: a wound
     * that removes it before it acts (no options), stun (it stays and attacks no one), disarm
     * (no targets), immobilize (no move). Absent or empty when none does.
     */
    readonly hindrances?: readonly Hindrance[];
    /** Why the options tie, when there is more than one. */
    readonly tie?: TieExplanation;
    /** Plain-language explanation, one sentence a line, in the order the rules apply. */
    readonly reasons: readonly string[];
    /** One line: `focus Hero10 · moves to H3 · attacks Hero10, Hero20`. */
    readonly summary: string;
    /**
     * Set by the scenario's analysis when characters' or summons' turns still to come before this
     * one change the board it is decided on (a wound, a condition that ends): what they change.
     */
    readonly earlierTurns?: string;
}

/** A condition that stops a monster's turn, or part of it, with the sentence that says so. */
export type Hindrance =
    | {
        readonly condition: 'wound';
        /** Its hit points at the start of its turn, no more than the wound's damage. */
        readonly hp: number;
        readonly damage: number;
        readonly text: string;
    }
    | { readonly condition: 'stun' | 'disarm' | 'immobilize'; readonly text: string };

/** Whether the monster's wound removes it at the start of its turn, before it acts. */
export function removedByWound(decision: Pick<MonsterDecision, 'hindrances'>): boolean {
    return decision.hindrances?.some(h => h.condition === 'wound') ?? false;
}

/**
 * Whether playing its turn changes anything: it does when the rules give an option, and when its
 * wound removes it (the turn then ends at its start).
 */
export function hasTurnToPlay(decision: Pick<MonsterDecision, 'options' | 'hindrances'>): boolean {
    return decision.options.length > 0 || removedByWound(decision);
}

export type FocusCriterion =
    | 'only-candidate' | 'negative-hexes' | 'movement' | 'proximity' | 'initiative' | 'players-choose' | 'no-focus';

export type Exclusion = 'invisible' | 'unreachable';

export interface EnemyAssessment {
    readonly name: string;
    readonly kind: 'character' | 'summon';
    readonly hex: string;
    /** Initiative used for focus ties (a summon's is its owner's). */
    readonly initiative?: number;
    readonly longRest: boolean;
    /** Present when the enemy could not be a focus at all. */
    readonly excluded?: Exclusion;
    /** Movement points to the nearest hex from which it can be attacked, with unlimited movement. */
    readonly movement?: number;
    /** Negative hexes (traps, hazardous terrain) on that path. */
    readonly negativeHexes?: number;
    /** Hexes from the monster, counted around walls only. */
    readonly proximity?: number;
    /** 1 for the best-ranked enemy; equal ranks tie. Undefined when excluded. */
    readonly rank?: number;
    readonly outcome: 'focus' | 'tied-focus' | 'lost' | 'excluded';
    /** The criterion on which it lost to the focus. */
    readonly lostOn?: FocusCriterion;
    readonly reason: string;
}

export interface AttackTarget {
    readonly name: string;
    readonly hex: string;
    readonly disadvantage: boolean;
}

export interface DecisionOption {
    /** The focus this option attacks (or moves toward). */
    readonly focus: string;
    /** Where the monster ends its movement (its own hex if it stays). */
    readonly destination: string;
    /** Hexes entered, from the start (excluded) to the destination, slides included. */
    readonly path: readonly string[];
    readonly movementPoints: number;
    readonly negativeHexes: number;
    /** The figures attacked from the destination; empty when it cannot attack this turn. */
    readonly targets: readonly AttackTarget[];
    /** The hexes of the area attack as placed, when the ability has one. */
    readonly area?: readonly string[];
    /** When it cannot attack this turn: the attack position it moves toward. */
    readonly towards?: string;
    /** With `towards`: the movement points still needed from the destination to reach it. */
    readonly movementLeft?: number;
    /** When it attacks this turn: how many hexes it could have attacked the focus from. */
    readonly among?: number;
    /** The criteria of the priority list that set this hex apart from those others, in order. */
    readonly chosenFor?: readonly string[];
}

export interface TieExplanation {
    /** What the tied options share (equal movement, equal proximity, equal initiative…). */
    readonly equal: readonly string[];
    readonly text: string;
}
