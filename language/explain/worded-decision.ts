import type { Edition } from '../model/board.js';
import type { Exclusion, FocusCriterion, Hindrance } from '../engine/decision.js';

/**
 * A monster's decision in words, as every surface shows it and as the board view, the CLI's JSON
 * and the editor's protocol carry it: hexes as scenario coordinates (`H3`), the reasons one
 * sentence a line. `wordDecision` makes it from the engine's data; no surface words anything
 * itself.
 */
export interface WordedDecision {
    readonly monster: string;
    readonly hex: string;
    readonly edition: Edition;
    /** The ability in words, e.g. `move 3 jumping, attack 2 range 3 target 2`. */
    readonly ability: string;
    /** Every enemy on the board, how it ranked as a focus and why it won or lost. */
    readonly enemies: readonly WordedEnemy[];
    /** The focus; more than one name when the rules tie and the players choose. */
    readonly focus: readonly string[];
    readonly focusCriterion: FocusCriterion;
    /** Set when there is no focus: the monster neither moves nor attacks. */
    readonly noFocusReason?: string;
    /** Every outcome the rules allow; more than one means the players choose. */
    readonly options: readonly WordedOption[];
    /** The conditions that stop its turn or part of it, each with its sentence. Absent when none does. */
    readonly hindrances?: readonly WordedHindrance[];
    /** Why the options tie, when there is more than one. */
    readonly tie?: WordedTie;
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

export type WordedHindrance = Hindrance & { readonly text: string };

export interface WordedEnemy {
    readonly name: string;
    readonly kind: 'character' | 'summon';
    /** A summon's owner, whose initiative it acts on. */
    readonly owner?: string;
    readonly hex: string;
    readonly initiative?: number;
    readonly longRest: boolean;
    readonly excluded?: Exclusion;
    readonly movement?: number;
    readonly negativeHexes?: number;
    readonly proximity?: number;
    readonly rank?: number;
    readonly outcome: 'focus' | 'tied-focus' | 'lost' | 'excluded';
    readonly lostOn?: FocusCriterion;
    readonly reason: string;
}

export interface WordedTarget {
    readonly name: string;
    readonly hex: string;
    readonly disadvantage: boolean;
}

export interface WordedOption {
    readonly focus: string;
    readonly destination: string;
    readonly path: readonly string[];
    readonly movementPoints: number;
    readonly negativeHexes: number;
    readonly targets: readonly WordedTarget[];
    readonly area?: readonly string[];
    readonly towards?: string;
    readonly movementLeft?: number;
    readonly among?: number;
    /** The criteria of the priority list that set this hex apart from the others, in words. */
    readonly chosenFor?: readonly string[];
}

export interface WordedTie {
    /** What the tied options share (equal movement, equal proximity, equal initiative…). */
    readonly equal: readonly string[];
    readonly text: string;
}
