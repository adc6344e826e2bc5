/**
 * What the play modules know of a figure between steps: hit points, defences and conditions,
 * apart from the board and the syntax tree, so that a turn or a round can pass one figure's
 * state from step to step and write the last one back.
 */
import type { ConditionName } from '../rules/conditions.js';

export type FigureRole = 'monster' | 'character' | 'summon';

/** Retaliate N: after an attack on the figure, the attacker within `range` suffers N damage. */
export interface Retaliate {
    readonly value: number;
    /** 1 (adjacent) unless the card or stat card says `range N`. */
    readonly range: number;
}

export interface ActiveCondition {
    readonly name: ConditionName;
    /**
     * Received during the figure's own turn: that turn is not its "next turn", so the condition
     * survives the end of it. Cleared when that turn ends.
     */
    readonly fresh?: boolean;
}

/**
 * Defences granted by this round's ability card: "Ability card bonuses are activated through
 * actions only when the monster activates and are only active until the end of the round in which
 * the card was drawn."
 */
export interface RoundBonuses {
    readonly shield: number;
    readonly retaliate: readonly Retaliate[];
}

export interface FigureState {
    readonly name: string;
    readonly role: FigureRole;
    readonly hp: number;
    readonly maxHp: number;
    /** Shield from the stat card or the character's lasting effects. */
    readonly shield: number;
    readonly retaliate: readonly Retaliate[];
    readonly conditions: readonly ActiveCondition[];
    /** Conditions its stat card makes it immune to. */
    readonly immunities?: readonly ConditionName[];
    readonly round?: RoundBonuses;
    /**
     * At zero hit points a monster (or summon) "immediately dies and is removed from the board"; a
     * character who "drops below one hit point" is exhausted.
     */
    readonly down?: 'removed' | 'exhausted';
}

/** A figure at full health with nothing on it. */
export function figureState(name: string, role: FigureRole, maxHp: number, extra: Partial<FigureState> = {}): FigureState {
    return { name, role, hp: maxHp, maxHp, shield: 0, retaliate: [], conditions: [], ...extra };
}

/** Every shield the figure has now: its own and this round's card. */
export function totalShield(state: FigureState): number {
    return state.shield + (state.round?.shield ?? 0);
}

/** Every retaliate the figure has now: its own and this round's card. */
export function retaliations(state: FigureState): Retaliate[] {
    return [...state.retaliate, ...(state.round?.retaliate ?? [])];
}

export interface DamageResult {
    readonly state: FigureState;
    readonly before: number;
    readonly after: number;
}

/**
 * Hit points lost; at zero a monster or summon is removed and a character exhausted. A character
 * may lose cards instead of hit points: that is the players' choice and not made here.
 */
export function sufferDamage(state: FigureState, amount: number): DamageResult {
    const before = state.hp;
    const after = Math.max(0, before - Math.max(0, amount));
    const down = after === 0 ? (state.role === 'character' ? 'exhausted' : 'removed') : state.down;
    return { state: { ...state, hp: after, ...(down ? { down } : {}) }, before, after };
}

/** This round's shield, retaliate from the figure's ability card, added to any it already has this round. */
export function grantRoundBonuses(state: FigureState, bonuses: Partial<RoundBonuses>): FigureState {
    const round = state.round ?? { shield: 0, retaliate: [] };
    return {
        ...state,
        round: { shield: round.shield + (bonuses.shield ?? 0), retaliate: [...round.retaliate, ...(bonuses.retaliate ?? [])] }
    };
}

/** The end of the round takes away what this round's card gave. */
export function endRoundBonuses(state: FigureState): FigureState {
    if (!state.round) {
        return state;
    }
    const { round: _round, ...rest } = state;
    return rest;
}
