/**
 * The steps of a played monster turn, as data: `explain/play-words.ts` words them. Where the rules
 * leave a choice to the players, a step says how many ways there were (`ways`) and which was taken
 * (`chosen`, an index into them; 0, the first, unless the players chose another).
 */
import type { Hex } from '../hex/hex.js';
import type { Element } from '../model/elements.js';
import type { Level } from '../model/monster-types.js';
import type { ConsumeBonusSpec } from '../model/card-lines.js';
import type { FocusCriterion, Hindrance, NoFocus } from '../engine/decision.js';
import type { ConditionName, GivenCondition } from '../rules/conditions.js';
import type { AttackStep } from './attack-resolution.js';
import type { SelfStep } from './self-lines.js';

export type TurnStep =
    | { readonly kind: 'self'; readonly phase: 'start' | 'card' | 'end'; readonly step: SelfStep }
    | { readonly kind: 'skip'; readonly reason: 'stun' | 'immobilize' | 'disarm' | 'down' }
    | { readonly kind: 'move'; readonly from: Hex; readonly to: Hex; readonly path: readonly Hex[]; readonly points: number }
    | TargetsStep
    | AttackTurnStep
    | HealStep
    | ConditionStep
    | SummonStep
    | ElementStep
    | { readonly kind: 'not-played'; readonly line: NotPlayedLine };

/** One target of one attack of the card, resolved step by step. */
export interface AttackTurnStep {
    readonly kind: 'attack';
    readonly attack: number;
    readonly target: string;
    /** False when the target's hit points are unknown or the attack has no value: no card is drawn. */
    readonly resolved: boolean;
    readonly damage?: number;
    readonly steps: readonly AttackStep[];
    /** Why an attack is not resolved. */
    readonly unresolved?: 'hit-points-unknown' | 'no-value';
}

/** Whom one attack of the card goes to, and how that was found. */
export interface TargetsStep {
    readonly kind: 'targets';
    readonly attack: number;
    readonly targets: readonly string[];
    /** How many ways the rules allowed (more than one: the players choose; `chosen` was taken). */
    readonly ways: number;
    readonly chosen?: number;
    /** Where the monster attacks from. */
    readonly from: Hex;
    /** A later attack's focus, found by the focus rules, and the criterion that decided it. */
    readonly focus?: { readonly names: readonly string[]; readonly criterion: FocusCriterion };
    /**
     * Why it has no target: it has no focus (a first attack that finds none, and every later one:
     * "If an enemy can't find a focus, it doesn't move or attack on its turn"); its focus cannot be
     * attacked from where it stands; no enemy it is not already attacking can be (a later attack).
     */
    readonly none?: 'no-focus' | 'focus-out-of-reach' | 'none-left';
}

/** A heal with a range: the figure in reach that lost the most hit points (`among`: those tied). */
export interface HealStep {
    readonly kind: 'heal';
    readonly value: number;
    readonly range: number;
    /** The figure healed; absent when no figure in reach has known hit points. */
    readonly target?: string;
    /** The figures that lost the most hit points, the players' choice among them. */
    readonly among: readonly string[];
    readonly chosen: number;
    /** Hit points the target had lost before the heal. */
    readonly lost?: number;
    readonly healed?: number;
    readonly before?: number;
    readonly after?: number;
    readonly removed?: readonly ConditionName[];
    readonly poisoned?: boolean;
}

/** How a condition (or bless or curse) given by a card line landed on one figure. */
export interface ConditionOutcome {
    readonly figure: string;
    readonly applied: boolean;
    /** Why it did not take hold: immune, down, or a deck that holds all ten of those cards. */
    readonly refused?: 'immune' | 'down' | 'full';
    /** It had the condition already: its time starts again. */
    readonly already?: true;
    /** A bless or curse: the deck it went into and how many of that card are in it now. */
    readonly deck?: { readonly of: 'monsters' | string; readonly count: number };
}

/** A condition line of the card: to itself, to itself or an ally in range, or to enemies found by the focus rules. */
export interface ConditionStep {
    readonly kind: 'condition';
    readonly condition: GivenCondition;
    readonly to: 'self' | 'ally' | 'enemy';
    readonly range?: number;
    readonly outcomes: readonly ConditionOutcome[];
    /** The ways the players could choose among, and the one taken. */
    readonly ways: number;
    readonly chosen: number;
    /** For enemies: the focus found by the focus rules and why. */
    readonly focus?: { readonly names: readonly string[]; readonly criterion: FocusCriterion };
}

/** A summon line: where the new standee stands, or why the summon failed. */
export interface SummonStep {
    readonly kind: 'summon';
    readonly type: string;
    readonly level: Level;
    readonly name?: string;
    readonly number?: number;
    readonly hex?: Hex;
    /** The empty hexes next to the summoner as close to an enemy as any: the players' choice. */
    readonly among: readonly Hex[];
    readonly chosen: number;
    /** Hexes from the chosen one to the nearest enemy. */
    readonly enemyAt?: number;
    readonly failed?: 'no-hex' | 'no-standee' | 'unknown-type';
    /** The type's standees, for a summon that failed for want of one. */
    readonly standees?: number;
}

/**
 * An element consumed or infused. Consumed: by this monster (`consumed`), already by its type
 * this round (`type-consumed`: it gains the bonus all the same), or not to be had (`unavailable`),
 * or not attempted as the line it adds to was not performed (`not-performed`). Infused: now, at the
 * end of the type's last turn of the round (`infused`), or by that later turn (`later`).
 */
export interface ElementStep {
    readonly kind: 'element';
    readonly action: 'consume' | 'infuse';
    readonly elements: readonly Element[];
    readonly outcome: 'consumed' | 'type-consumed' | 'unavailable' | 'not-performed' | 'infused' | 'later';
    /** For a consumption: what it adds to the line above, and which line that is. */
    readonly bonus?: ConsumeBonusSpec;
    readonly line?: LineRef;
}

/** A line of the card as the words name it: `attack 2`, `move`, `heal`… */
export interface LineRef {
    readonly kind: 'move' | 'attack' | 'shield' | 'retaliate' | 'heal' | 'condition';
    /** For an attack, its number on the card (from 1). */
    readonly attack?: number;
}

/** A part of the turn that playing does not perform. */
export type NotPlayedLine = { readonly kind: 'focus'; readonly noFocus: NoFocus; readonly hindrances: readonly Hindrance[] };
