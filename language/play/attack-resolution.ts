/**
 * One attack against one target, step by step as the attack text lays it out ("Monster attacks
 * function exactly like character attacks"), with every number kept so that hovers and the CLI
 * can print the arithmetic (`explain/attack-words.ts` words it):
 *
 * 1. "Start with base monster attack stat", then "Add the attacker's attack bonuses": the card's
 *    `attack ±X`, poison on the target (+1 attack) and any other bonus; an attack value is never
 *    below 0.
 * 2. "Draw an attack modifier card from the monster attack modifier deck, and add or subtract that
 *    value", two cards with advantage (strengthen) or disadvantage (muddle; a ranged attack on an
 *    adjacent target); the two cancel out. `x2` doubles, `null` makes 0.
 * 3. "Subtract the defense bonuses of their target": its shield, less the attack's pierce, never
 *    below 0.
 * 4. "Apply that much damage": at 0 hit points a monster is removed, a character exhausted (a
 *    character's choice to lose cards instead is the players' and is not made here).
 * Then the attack's conditions take hold: "Conditions are applied regardless of whether the
 * corresponding attack does damage", so after a `null` too; but "Any additional effects of an
 * attack are not applied once a monster dies" (nor on an exhausted character, who has left the
 * board). Last, the target's retaliate: "A retaliate takes effect after the attack that initiated
 * it. If the retaliating figure is killed or exhausted by the attack, then the retaliate does not
 * activate"; it reaches an attacker "from an adjacent hex", or "within Y hexes" with a range; "A
 * shield bonus only applies to damage caused by an attack", and retaliate is not one.
 *
 * "Repeat these steps 1-4 for each target of the attack (drawing a new attack modifier card for
 * each separate target)": "each target constitutes a separate attack", so `resolveAttackAbility`
 * attacks the targets in turn, each followed by its retaliation; an attacker killed by a
 * retaliation makes no further attack.
 */
import type { ConditionName } from '../rules/conditions.js';
import type { Hex } from '../hex/hex.js';
import { applyCondition, hasCondition, turnLimits } from '../model/condition-effects.js';
import { type FigureState, retaliations, sufferDamage, totalShield } from '../model/figure-state.js';
import { type DeckState, type DrawMode, type ModifierCard, applyCard, drawMode, drawModifier } from '../model/modifier-deck.js';

export interface AttackBonus {
    /** How the bonus is named in the words: `card`, `poison`, `elite`… */
    readonly label: string;
    readonly value: number;
}

/** One attack of a monster's ability as it meets one target. */
export interface AttackAgainst {
    /** The attack value on the stat card. */
    readonly base: number;
    /** The card's `attack ±X`. */
    readonly card?: number;
    readonly bonuses?: readonly AttackBonus[];
    readonly pierce?: number;
    /** Conditions the attack adds (from the stat card or the card). */
    readonly conditions?: readonly ConditionName[];
    /** A ranged attack (range on the card or stat card), as opposed to melee. */
    readonly ranged: boolean;
    /** Hexes from attacker to target: an adjacent target is at 1; retaliate reaches within its range. */
    readonly distance: number;
    /** Ranged attacks on adjacent targets have disadvantage (true in every edition supported). */
    readonly rangedAdjacentDisadvantage?: boolean;
}

export type DrawReason = 'strengthen' | 'muddle' | 'ranged attack on an adjacent target';

export type AttackStep =
    | { readonly kind: 'base'; readonly value: number }
    | { readonly kind: 'bonus'; readonly label: string; readonly value: number; readonly total: number }
    | {
        readonly kind: 'draw'; readonly mode: DrawMode; readonly reasons: readonly DrawReason[];
        readonly cards: readonly ModifierCard[]; readonly kept: ModifierCard; readonly reshuffled: boolean;
        readonly before: number; readonly total: number;
    }
    | { readonly kind: 'shield'; readonly target: string; readonly shield: number; readonly pierce: number; readonly damage: number }
    | { readonly kind: 'damage'; readonly target: string; readonly amount: number; readonly before: number; readonly after: number }
    | { readonly kind: 'down'; readonly figure: string; readonly how: 'removed' | 'exhausted' }
    | { readonly kind: 'condition'; readonly target: string; readonly condition: ConditionName; readonly applied: boolean; readonly refused?: 'immune' | 'down';
        /** The target had the condition already: it is not doubled (a timed one starts again). */
        readonly already?: true }
    | {
        readonly kind: 'retaliate'; readonly from: string; readonly to: string; readonly value: number;
        readonly before: number; readonly after: number;
    }
    /**
     * A curse shuffled into the attack modifier deck the target draws from (a summon's is its
     * owner's): `count` curses are in it now; refused when all ten are in it already.
     */
    | { readonly kind: 'curse'; readonly target: string; readonly deck: string; readonly applied: boolean; readonly count: number }
    /**
     * The target pushed or pulled along `path` (the hexes entered), the first of `ways` the players may
     * choose; `sprung`: the traps and hazardous terrain it entered. An empty path: no hex was viable.
     */
    | {
        readonly kind: 'forced'; readonly how: 'push' | 'pull'; readonly target: string; readonly amount: number;
        readonly from: Hex; readonly path: readonly Hex[]; readonly ways: number; readonly chosen: number;
        readonly sprung: ReadonlyArray<{ readonly hex: Hex; readonly terrain: 'trap' | 'hazardous' }>;
    };

export interface TargetResult {
    readonly target: FigureState;
    readonly deck: DeckState;
    /** Attack value after the modifier card, before the shield. */
    readonly value: number;
    readonly damage: number;
    readonly steps: readonly AttackStep[];
}

/**
 * Steps 1–4 and the added conditions for one target. The attacker's conditions decide advantage and
 * disadvantage; the target's poison adds to the attack.
 */
export function resolveTarget(attacker: FigureState, target: FigureState, attack: AttackAgainst, deck: DeckState): TargetResult {
    const steps: AttackStep[] = [{ kind: 'base', value: attack.base }];
    let value = attack.base;
    const bonuses: AttackBonus[] = [
        ...(attack.card !== undefined && attack.card !== 0 ? [{ label: 'card', value: attack.card }] : []),
        ...(hasCondition(target, 'poison') ? [{ label: 'poison', value: 1 }] : []),
        ...(attack.bonuses ?? []).filter(b => b.value !== 0)
    ];
    for (const bonus of bonuses) {
        value += bonus.value;
        steps.push({ kind: 'bonus', label: bonus.label, value: bonus.value, total: Math.max(0, value) });
    }
    value = Math.max(0, value);

    const limits = turnLimits(attacker);
    const reasons: DrawReason[] = [];
    if (limits.advantage) {
        reasons.push('strengthen');
    }
    if (limits.disadvantage) {
        reasons.push('muddle');
    }
    const rangedAdjacent = attack.ranged && attack.distance <= 1 && (attack.rangedAdjacentDisadvantage ?? true);
    if (rangedAdjacent) {
        reasons.push('ranged attack on an adjacent target');
    }
    const mode = drawMode(limits.advantage, limits.disadvantage || rangedAdjacent);
    const draw = drawModifier(deck, value, mode);
    const drawn = applyCard(draw.kept, value);
    steps.push({ kind: 'draw', mode, reasons, cards: draw.cards, kept: draw.kept, reshuffled: draw.reshuffled, before: value, total: drawn });

    const shield = totalShield(target);
    const pierce = attack.pierce ?? 0;
    const damage = Math.max(0, drawn - Math.max(0, shield - pierce));
    if (shield > 0) {
        steps.push({ kind: 'shield', target: target.name, shield, pierce, damage });
    }
    const hurt = sufferDamage(target, damage);
    steps.push({ kind: 'damage', target: target.name, amount: damage, before: hurt.before, after: hurt.after });
    let after = hurt.state;
    if (after.down && !target.down) {
        steps.push({ kind: 'down', figure: target.name, how: after.down });
    }
    for (const condition of attack.conditions ?? []) {
        const taken = takeCondition(after, condition);
        after = taken.state;
        steps.push(taken.step);
    }
    return { target: after, deck: draw.state, value: drawn, damage, steps };
}

export interface Retaliation {
    readonly attacker: FigureState;
    readonly steps: readonly AttackStep[];
}

/** After the attack, a target still standing deals its retaliate to an attacker within range. */
export function retaliate(attacker: FigureState, target: FigureState, distance: number): Retaliation {
    const steps: AttackStep[] = [];
    let current = attacker;
    if (target.down) {
        return { attacker, steps };
    }
    for (const r of retaliations(target)) {
        if (current.down || distance > r.range || r.value <= 0) {
            continue;
        }
        const hurt = sufferDamage(current, r.value);
        steps.push({ kind: 'retaliate', from: target.name, to: current.name, value: r.value, before: hurt.before, after: hurt.after });
        if (hurt.state.down && !current.down) {
            steps.push({ kind: 'down', figure: current.name, how: hurt.state.down });
        }
        current = hurt.state;
    }
    return { attacker: current, steps };
}

export interface AttackResult extends TargetResult {
    readonly attacker: FigureState;
}

/** One attack on one target, retaliation included. */
export function resolveAttack(attacker: FigureState, target: FigureState, attack: AttackAgainst, deck: DeckState): AttackResult {
    const hit = resolveTarget(attacker, target, attack, deck);
    const back = retaliate(attacker, hit.target, attack.distance);
    return { ...hit, attacker: back.attacker, steps: [...hit.steps, ...back.steps] };
}

export interface AbilityResult {
    readonly attacker: FigureState;
    /** Each target's result (retaliation included), in the order attacked. */
    readonly targets: readonly AttackResult[];
    readonly deck: DeckState;
}

/**
 * One attack ability on several targets: a new draw for each, each attack followed by the target's
 * retaliation. A disarmed or stunned attacker makes no attack; one that falls stops attacking.
 */
export function resolveAttackAbility(attacker: FigureState, targets: ReadonlyArray<{ readonly target: FigureState; readonly attack: AttackAgainst }>,
    deck: DeckState): AbilityResult {
    if (!turnLimits(attacker).attacks || attacker.down) {
        return { attacker, targets: [], deck };
    }
    const results: AttackResult[] = [];
    let self = attacker;
    let current = deck;
    for (const { target, attack } of targets) {
        if (self.down) {
            break;
        }
        const result = resolveAttack(self, target, attack, current);
        results.push(result);
        self = result.attacker;
        current = result.deck;
    }
    return { attacker: self, targets: results, deck: current };
}

/** An attack's condition on its target, with the step that says whether it took hold. */
export function takeCondition(target: FigureState, condition: ConditionName): { state: FigureState; step: Extract<AttackStep, { kind: 'condition' }> } {
    const already = hasCondition(target, condition);
    const applied = applyCondition(target, condition);
    return {
        state: applied.state,
        step: {
            kind: 'condition', target: target.name, condition, applied: applied.applied,
            ...(applied.refused ? { refused: applied.refused } : {}), ...(already && applied.applied ? { already: true as const } : {})
        }
    };
}
