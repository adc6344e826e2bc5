/**
 * The lines of a monster's ability card that act on the monster itself — `shield N`,
 * `retaliate N [range N]`, `heal N self` — and the turn's condition steps, as data for a log
 * (`explain/play-words.ts` words them).
 *
 * "Ability card bonuses are activated through actions only when the monster activates and are
 * only active until the end of the round in which the card was drawn": shield and retaliate are
 * granted when the monster performs them and taken away by `endRoundBonuses` at the end of the
 * round. A heal on itself follows the heal rules of `model/condition-effects.ts`.
 */
import { endOfTurn, heal, startOfTurn } from '../model/condition-effects.js';
import { type ConditionName } from '../rules/conditions.js';
import { type FigureState, type Retaliate, grantRoundBonuses } from '../model/figure-state.js';

export interface SelfLines {
    readonly shield?: number;
    readonly retaliate?: readonly Retaliate[];
    readonly heal?: number;
}

export type SelfStep =
    | { readonly kind: 'wound'; readonly figure: string; readonly before: number; readonly after: number; readonly down?: 'removed' | 'exhausted' }
    | { readonly kind: 'shield'; readonly figure: string; readonly value: number }
    | { readonly kind: 'retaliate'; readonly figure: string; readonly value: number; readonly range: number }
    | {
        readonly kind: 'heal'; readonly figure: string; readonly value: number; readonly healed: number;
        readonly before: number; readonly after: number; readonly removed: readonly ConditionName[]; readonly poisoned: boolean;
    }
    | { readonly kind: 'expired'; readonly figure: string; readonly conditions: readonly ConditionName[] };

export interface SelfResult {
    readonly state: FigureState;
    readonly steps: readonly SelfStep[];
}

/** Performs the card's shield, retaliate and heal-self lines, in that order as printed lines come. */
export function performSelfLines(state: FigureState, lines: SelfLines): SelfResult {
    const steps: SelfStep[] = [];
    let current = state;
    if (current.down) {
        return { state, steps };
    }
    if (lines.shield) {
        current = grantRoundBonuses(current, { shield: lines.shield });
        steps.push({ kind: 'shield', figure: current.name, value: lines.shield });
    }
    for (const r of lines.retaliate ?? []) {
        current = grantRoundBonuses(current, { retaliate: [r] });
        steps.push({ kind: 'retaliate', figure: current.name, value: r.value, range: r.range });
    }
    if (lines.heal !== undefined) {
        const healed = heal(current, lines.heal);
        steps.push({
            kind: 'heal', figure: current.name, value: lines.heal, healed: healed.healed,
            before: current.hp, after: healed.state.hp, removed: healed.removed, poisoned: healed.poisoned
        });
        current = healed.state;
    }
    return { state: current, steps };
}

/** The start of the figure's turn: wound. */
export function turnStart(state: FigureState): SelfResult {
    const start = startOfTurn(state);
    if (start.woundDamage === 0) {
        return { state, steps: [] };
    }
    return {
        state: start.state,
        steps: [{ kind: 'wound', figure: state.name, before: start.hpBefore, after: start.state.hp, ...(start.state.down ? { down: start.state.down } : {}) }]
    };
}

/** The end of the figure's turn: conditions that end with it. */
export function turnEnd(state: FigureState): SelfResult {
    const end = endOfTurn(state);
    return { state: end.state, steps: end.expired.length > 0 ? [{ kind: 'expired', figure: state.name, conditions: end.expired }] : [] };
}
