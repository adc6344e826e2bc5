/**
 * What the conditions do to a figure's state (`rules/conditions.ts` names them and says how long
 * they last): applying one, the start and the end of a turn, what a figure may do, a heal.
 */
import { CONDITIONS, type ConditionName, expiryOf } from '../rules/conditions.js';
import { type ActiveCondition, type FigureState, sufferDamage } from './figure-state.js';

export function hasCondition(state: FigureState, name: ConditionName): boolean {
    return state.conditions.some(c => c.name === name);
}

export interface ConditionApplied {
    readonly state: FigureState;
    readonly applied: boolean;
    /** Why it did not take hold. */
    readonly refused?: 'immune' | 'down';
}

/**
 * Gives the figure a condition. One it has already is not doubled but starts its time again.
 * `ownTurn`: received during the figure's own turn, which then does not count as its next turn.
 */
export function applyCondition(state: FigureState, name: ConditionName, ownTurn = false): ConditionApplied {
    if (state.down) {
        return { state, applied: false, refused: 'down' };
    }
    if (state.immunities?.includes(name)) {
        return { state, applied: false, refused: 'immune' };
    }
    const entry: ActiveCondition = ownTurn && expiryOf(name) === 'end-of-next-turn' ? { name, fresh: true } : { name };
    return { state: { ...state, conditions: [...state.conditions.filter(c => c.name !== name), entry] }, applied: true };
}

export interface TurnStart {
    readonly state: FigureState;
    /** Damage suffered from wound (0 when not wounded). */
    readonly woundDamage: number;
    readonly hpBefore: number;
}

/** Wound: "it suffers one point of damage at the start of each of its turns". */
export function startOfTurn(state: FigureState): TurnStart {
    if (state.down || !hasCondition(state, 'wound')) {
        return { state, woundDamage: 0, hpBefore: state.hp };
    }
    const damage = sufferDamage(state, 1);
    return { state: damage.state, woundDamage: 1, hpBefore: damage.before };
}

export interface TurnEnd {
    readonly state: FigureState;
    /** The conditions that ended with this turn. */
    readonly expired: readonly ConditionName[];
}

/** Conditions that last "until the end of the figure's next turn" end here, unless received during this very turn. */
export function endOfTurn(state: FigureState): TurnEnd {
    const expired: ConditionName[] = [];
    const kept: ActiveCondition[] = [];
    for (const condition of state.conditions) {
        if (expiryOf(condition.name) === 'until-healed') {
            kept.push(condition);
        } else if (condition.fresh) {
            kept.push({ name: condition.name });
        } else {
            expired.push(condition.name);
        }
    }
    return { state: { ...state, conditions: kept }, expired };
}

/** What the figure may do on its turn, and why not. */
export interface TurnLimits {
    /** Stun: "cannot perform any abilities". */
    readonly acts: boolean;
    /** Immobilize: cannot move. */
    readonly moves: boolean;
    /** Disarm: cannot attack. */
    readonly attacks: boolean;
    readonly advantage: boolean;
    readonly disadvantage: boolean;
    /** The conditions behind each limit, in the order above. */
    readonly because: readonly ConditionName[];
}

export function turnLimits(state: FigureState): TurnLimits {
    const stunned = hasCondition(state, 'stun');
    const immobilized = hasCondition(state, 'immobilize');
    const disarmed = hasCondition(state, 'disarm');
    const because = CONDITIONS.filter(c => c !== 'poison' && c !== 'wound' && c !== 'invisible' && hasCondition(state, c));
    return {
        acts: !stunned,
        moves: !stunned && !immobilized,
        attacks: !stunned && !disarmed,
        advantage: hasCondition(state, 'strengthen'),
        disadvantage: hasCondition(state, 'muddle'),
        because
    };
}

/** Invisible: it cannot be focused on or targeted by enemies. */
export function targetable(state: FigureState): boolean {
    return !state.down && !hasCondition(state, 'invisible');
}

export interface HealResult {
    readonly state: FigureState;
    readonly healed: number;
    /** Poison and wound taken away by the heal. */
    readonly removed: readonly ConditionName[];
    /** True when poison took the heal: the heal removed the poison and healed nothing. */
    readonly poisoned: boolean;
}

/**
 * Heal N: hit points up to the maximum; it removes wound and poison, and "If a figure is both
 * poisoned and wounded, a Heal ability would remove both conditions but have no other effect."
 */
export function heal(state: FigureState, amount: number): HealResult {
    if (state.down) {
        return { state, healed: 0, removed: [], poisoned: false };
    }
    const poisoned = hasCondition(state, 'poison');
    const removed = state.conditions.filter(c => c.name === 'poison' || c.name === 'wound').map(c => c.name);
    const hp = poisoned ? state.hp : Math.min(state.maxHp, state.hp + Math.max(0, amount));
    return {
        state: { ...state, hp, conditions: state.conditions.filter(c => c.name !== 'poison' && c.name !== 'wound') },
        healed: hp - state.hp, removed, poisoned
    };
}
