import type { AbilitySpec, AreaSpec, MoveMode } from './ability-spec.js';
import type { AttackEffect, CardLineSpec, ConsumeBonusSpec, ConsumeSpec, HealSpec } from './card-lines.js';
import type { CardSpec, Condition, Element, RetaliateSpec, StatSpec } from './monster-types.js';

/** One attack of a standee's turn: the stat card's values changed by the ability card. */
export interface EffectiveAttack {
    readonly value: number;
    /** The stat card's attack the card changes, so that play can show the arithmetic. */
    readonly base?: number;
    /** 0 means melee. */
    readonly range: number;
    readonly targets: number;
    /** `target all`: every enemy the attack can reach. */
    readonly allTargets?: boolean;
    readonly pierce: number;
    readonly push: number;
    readonly pull: number;
    /** The card's conditions (and curse) and those the stat card adds to every attack. */
    readonly conditions: readonly AttackEffect[];
    readonly area?: AreaSpec;
}

/**
 * One line of the card as the standee performs it, in the order printed: the move in movement
 * points; every other line as the card prints it (an attack's `index` is into the card's `attacks`).
 */
export type EffectiveLine =
    | { readonly kind: 'move'; readonly points: number; readonly mode: MoveMode }
    | Exclude<CardLineSpec, { readonly kind: 'move' }>;

/** What a standee does this round: its type's revealed card read against its side of the stat card. */
export interface EffectiveCard {
    readonly card: string;
    readonly initiative: number;
    readonly shuffle: boolean;
    /** Every line in the order printed. */
    readonly lines: readonly EffectiveLine[];
    readonly move?: { readonly points: number; readonly mode: MoveMode };
    /** Every attack on the card in the order printed; empty when the card has none. */
    readonly attacks: readonly EffectiveAttack[];
    /** The card's shield bonus (the stat card's own shield is the figure's). */
    readonly shield?: number;
    readonly retaliate?: RetaliateSpec;
    readonly heal?: HealSpec;
    readonly infuse: readonly Element[];
    readonly consume: readonly Element[];
}

/**
 * "Any attack that does not specify a range on the monster ability card should use the base range
 * of the monster written on its stat card"; `range +N` on the card changes that base range, and
 * `range N` is the range itself: an attack printed with a range is ranged even for a type whose
 * stat card has none.
 */
function effectiveRange(stat: StatSpec, range: number | undefined, rangeChange: number | undefined): number {
    return range ?? Math.max(0, stat.range + (rangeChange ?? 0));
}

/** `target N` on the card replaces the stat card's targets, `target +N` changes them (never below 1). */
function effectiveTargets(stat: StatSpec, targets: number | undefined, change: number | undefined): number {
    return targets ?? Math.max(1, stat.targets + (change ?? 0));
}

export function effectiveCard(stat: StatSpec, card: CardSpec): EffectiveCard {
    const mode: MoveMode = card.move?.mode ?? (stat.flying ? 'flying' : stat.jumping ? 'jumping' : 'normal');
    const attacks = card.attacks.map((attack): EffectiveAttack => ({
        value: Math.max(0, (stat.attack ?? 0) + attack.change),
        base: stat.attack ?? 0,
        range: effectiveRange(stat, attack.range, attack.rangeChange),
        targets: effectiveTargets(stat, attack.targets, attack.targetChange),
        ...(attack.allTargets ? { allTargets: true } : {}),
        pierce: stat.pierce + attack.pierce,
        push: attack.push,
        pull: attack.pull,
        conditions: [...new Set<AttackEffect>([...attack.conditions, ...stat.adds])],
        ...(attack.area ? { area: attack.area } : {})
    }));
    const lines = card.lines.map((line): EffectiveLine => {
        switch (line.kind) {
            case 'move':
                return { kind: 'move', points: Math.max(0, stat.move + line.change), mode: line.mode ?? mode };
            case 'attack':
                return { kind: 'attack', index: line.index };
            case 'shield':
                return { kind: 'shield', value: line.value };
            case 'retaliate':
                return { kind: 'retaliate', retaliate: line.retaliate };
            case 'heal':
                return { kind: 'heal', heal: line.heal };
            case 'condition':
                return { kind: 'condition', condition: line.condition };
            case 'summon':
                return { kind: 'summon', summon: line.summon };
            case 'infuse':
                return { kind: 'infuse', element: line.element };
            case 'consume':
                return { kind: 'consume', consume: line.consume };
        }
    });
    return {
        card: card.name, initiative: card.initiative, shuffle: card.shuffle, lines,
        move: card.move ? { points: Math.max(0, stat.move + card.move.change), mode } : undefined,
        attacks, shield: card.shield, retaliate: card.retaliate, heal: card.heal, infuse: card.infuse, consume: card.consume
    };
}

/** The consumptions whose bonus adds to the card's line `index`. */
export function consumptionsOf(card: EffectiveCard, index: number): ConsumeSpec[] {
    return card.lines.flatMap(line => (line.kind === 'consume' && line.consume.to === index && line.consume.bonus ? [line.consume] : []));
}

/** An attack with what a consumption adds to it: "+1 attack", "pierce 1", "wound", "target all"… */
export function withAttackBonus(attack: EffectiveAttack, bonus: ConsumeBonusSpec): EffectiveAttack {
    const targets = bonus.targets ?? Math.max(1, attack.targets + bonus.targetChange);
    return {
        ...attack,
        value: Math.max(0, attack.value + bonus.attack),
        range: Math.max(0, attack.range + bonus.range),
        targets,
        ...(attack.allTargets || bonus.allTargets ? { allTargets: true } : {}),
        pierce: attack.pierce + bonus.pierce,
        push: attack.push + bonus.push,
        pull: attack.pull + bonus.pull,
        conditions: [...new Set([...attack.conditions, ...bonus.conditions])]
    };
}

/** Whether the elements a consumption names are to be had: `available` answers for each. */
export type ElementsAvailable = (elements: readonly Element[]) => boolean;

const NONE_AVAILABLE: ElementsAvailable = () => false;

/** The card's line `index` with what the consumptions that can be made add to it, for the decision. */
function bonusesFor(card: EffectiveCard, index: number, available: ElementsAvailable): ConsumeBonusSpec[] {
    return consumptionsOf(card, index).filter(c => available(c.elements)).map(c => c.bonus!);
}

/**
 * The turn the engine decides: the move and the first attack, each with what the consumptions it
 * can make add to them ("Monsters always consume elements if they can"). A monster attacks only if
 * an attack is on its card; muddle gives disadvantage. A card whose first attack is printed before
 * its move attacks from where the monster stands: it is decided with no move ("If a monster has a
 * move but no attack afterward … it will use its movement to get as close as possible to its
 * focused target", played after the attack).
 */
export function abilityOfCard(card: EffectiveCard, conditions: readonly Condition[], available: ElementsAvailable = NONE_AVAILABLE): AbilitySpec {
    const moveAt = card.lines.findIndex(line => line.kind === 'move');
    const attackAt = card.lines.findIndex(line => line.kind === 'attack');
    const moveLine = moveAt >= 0 ? card.lines[moveAt] : undefined;
    const attackLine = attackAt >= 0 ? card.lines[attackAt] : undefined;
    const attackFirst = attackAt >= 0 && moveAt > attackAt;
    const move = moveLine?.kind === 'move' && !attackFirst
        ? { points: bonusesFor(card, moveAt, available).reduce((points, b) => Math.max(0, points + b.move), moveLine.points), mode: moveLine.mode, teleport: false }
        : undefined;
    const first = attackLine?.kind === 'attack'
        ? bonusesFor(card, attackAt, available).reduce(withAttackBonus, card.attacks[attackLine.index])
        : undefined;
    return {
        move,
        attack: first ? { value: first.value, range: first.range, targets: first.targets, ...(first.allTargets ? { all: true } : {}) } : undefined,
        area: first?.area,
        muddled: conditions.includes('muddle')
    };
}
