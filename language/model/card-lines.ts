import type { AreaPattern, Attack, Card, CardCondition, CardConsume, ConsumeEffect, Element, Level, MoveMode } from '../generated/ast.js';
import { isAreaPattern, isAttack, isAttackCondition, isAttackNumber, isCardCondition, isCardConsume, isCardHeal, isCardInfuse, isCardMove, isCardRetaliate, isCardShield, isCardSummon, isConsumeBonus } from '../generated/ast.js';
import type { Hex } from '../hex/hex.js';
import type { AttackEffect, GivenCondition } from '../rules/conditions.js';
import { isPositiveCondition } from '../rules/conditions.js';
import type { AreaSpec, RetaliateSpec } from './ability-spec.js';
import { hexOfRef } from './hex-ref.js';
import { type WrittenAttack, writtenAttack } from './written-attack.js';

/**
 * An ability card's lines as printed, read from the syntax tree in the order written: a monster
 * performs them in that order ("it then performs the abilities listed on its ability card in
 * order"). Values are the card's own, before the stat card reads them (`effective-ability.ts`).
 */

export type { AttackEffect };

/**
 * One attack printed on an ability card, as changes to the stat card: the card's `range +N` and
 * `target +N` change the stat card's, its `range N` and `target N` replace them (a melee type's
 * attack becomes ranged), as `WrittenAttack` reads them.
 */
export interface CardAttackSpec extends Omit<WrittenAttack, 'value' | 'change'> {
    /** The change to the stat card's attack (0 when the card prints `attack` alone). */
    readonly change: number;
    /** The area written after this attack (before the next one). */
    readonly area?: AreaSpec;
}

export interface HealSpec {
    readonly value: number;
    readonly self: boolean;
    readonly range?: number;
}

/**
 * A condition given without an attack: to the monster itself (`strengthen self`), to itself or an
 * ally within range (`strengthen range 2`), or to enemies found by the focus rules (`inflict muddle
 * range 2`). A positive condition written with neither `self` nor a range is the monster's own.
 */
export interface ConditionLineSpec {
    readonly condition: GivenCondition;
    readonly to: 'self' | 'ally' | 'enemy';
    /** For an enemy, absent means adjacent (range 1, as a melee attack); for an ally, the range written. */
    readonly range?: number;
    /** How many figures it reaches (1 unless written). */
    readonly targets: number;
    readonly allTargets: boolean;
}

export interface SummonSpec {
    readonly type: string;
    readonly level: Level;
}

/** What consuming adds to the line above it: changes to its numbers and effects added to an attack. */
export interface ConsumeBonusSpec {
    readonly attack: number;
    readonly range: number;
    readonly move: number;
    readonly heal: number;
    readonly shield: number;
    readonly retaliate: number;
    readonly pierce: number;
    readonly push: number;
    readonly pull: number;
    /** `target N`: so many targets; `target +N` is `targetChange`. */
    readonly targets?: number;
    readonly targetChange: number;
    readonly allTargets: boolean;
    readonly conditions: readonly AttackEffect[];
}

/** An ability a consumption performs of its own, at the consumption's place on the card. */
export type StandaloneAbility =
    | { readonly kind: 'shield'; readonly value: number }
    | { readonly kind: 'retaliate'; readonly retaliate: RetaliateSpec }
    | { readonly kind: 'heal'; readonly heal: HealSpec }
    | { readonly kind: 'condition'; readonly condition: ConditionLineSpec };

/** A consumption: the elements it takes (all of them, or it adds nothing), what it adds to which line. */
export interface ConsumeSpec {
    readonly elements: readonly Element[];
    /** The index among the card's lines of the line its bonus adds to, when it has a bonus and a line above. */
    readonly to?: number;
    readonly bonus?: ConsumeBonusSpec;
    readonly abilities: readonly StandaloneAbility[];
}

/** One line of a card, in the order printed; an area belongs to its attack. */
export type CardLineSpec =
    | { readonly kind: 'move'; readonly change: number; readonly mode?: MoveMode }
    | { readonly kind: 'attack'; readonly index: number }
    | { readonly kind: 'shield'; readonly value: number }
    | { readonly kind: 'retaliate'; readonly retaliate: RetaliateSpec }
    | { readonly kind: 'heal'; readonly heal: HealSpec }
    | { readonly kind: 'condition'; readonly condition: ConditionLineSpec }
    | { readonly kind: 'summon'; readonly summon: SummonSpec }
    | { readonly kind: 'infuse'; readonly element: Element }
    | { readonly kind: 'consume'; readonly consume: ConsumeSpec };

export function areaSpec(area: AreaPattern): AreaSpec {
    return { origin: hexOfRef(area.origin), hexes: area.hexes.map(hexOfRef).filter((h): h is Hex => h !== undefined) };
}

export function cardAttackSpec(attack: Attack): CardAttackSpec {
    const written = writtenAttack(attack);
    return {
        change: written.change ?? 0,
        ...(written.rangeChange !== undefined ? { rangeChange: written.rangeChange } : {}),
        ...(written.range !== undefined ? { range: written.range } : {}),
        ...(written.targets !== undefined ? { targets: written.targets } : {}),
        ...(written.targetChange !== undefined ? { targetChange: written.targetChange } : {}),
        allTargets: written.allTargets,
        pierce: written.pierce, push: written.push, pull: written.pull, conditions: written.conditions
    };
}

export function conditionLineSpec(line: CardCondition): ConditionLineSpec {
    const positive = isPositiveCondition(line.condition);
    const to = !positive ? 'enemy' : line.self || line.range === undefined ? 'self' : 'ally';
    return {
        condition: line.condition, to, ...(line.range !== undefined ? { range: line.range } : {}),
        targets: line.targets?.value ?? 1, allTargets: line.targets?.all ?? false
    };
}

function bonusOf(effects: readonly ConsumeEffect[]): ConsumeBonusSpec | undefined {
    const bonus = {
        attack: 0, range: 0, move: 0, heal: 0, shield: 0, retaliate: 0, pierce: 0, push: 0, pull: 0,
        targets: undefined as number | undefined, targetChange: 0, allTargets: false, conditions: [] as AttackEffect[]
    };
    let any = false;
    for (const effect of effects) {
        if (isConsumeBonus(effect)) {
            bonus[effect.kind] += effect.change;
            any = true;
        } else if (isAttackNumber(effect)) {
            if (effect.kind === 'target') {
                bonus.allTargets ||= effect.all;
                bonus.targetChange += effect.change ?? 0;
                bonus.targets = effect.value ?? bonus.targets;
            } else {
                bonus[effect.kind] += effect.value ?? 0;
            }
            any = true;
        } else if (isAttackCondition(effect)) {
            bonus.conditions.push(effect.condition);
            any = true;
        }
    }
    if (!any) {
        return undefined;
    }
    const { targets, ...rest } = bonus;
    return targets !== undefined ? { ...rest, targets } : rest;
}

function standaloneOf(effect: ConsumeEffect): StandaloneAbility | undefined {
    if (isCardShield(effect)) {
        return { kind: 'shield', value: effect.value };
    }
    if (isCardRetaliate(effect)) {
        return { kind: 'retaliate', retaliate: { value: effect.value, range: effect.range ?? 1 } };
    }
    if (isCardHeal(effect)) {
        return { kind: 'heal', heal: { value: effect.value, self: effect.self, ...(effect.range !== undefined ? { range: effect.range } : {}) } };
    }
    if (isCardCondition(effect)) {
        return { kind: 'condition', condition: conditionLineSpec(effect) };
    }
    return undefined;
}

/** The line a consumption's bonus adds to: the nearest ability written above it (an area is its attack's). */
function lineAbove(lines: readonly CardLineSpec[]): number | undefined {
    for (let i = lines.length - 1; i >= 0; i--) {
        const kind = lines[i].kind;
        if (kind !== 'infuse' && kind !== 'consume' && kind !== 'summon') {
            return i;
        }
        if (kind === 'summon') {
            return undefined;
        }
    }
    return undefined;
}

function consumeSpec(line: CardConsume, above: readonly CardLineSpec[]): ConsumeSpec {
    const bonus = bonusOf(line.effects);
    const to = bonus ? lineAbove(above) : undefined;
    const abilities = line.effects.map(standaloneOf).filter((a): a is StandaloneAbility => a !== undefined);
    return { elements: [...line.elements], ...(to !== undefined ? { to } : {}), ...(bonus ? { bonus } : {}), abilities };
}

/** A card's lines in printed order, with its attacks apart (each with the area written below it). */
export function cardLines(card: Card): { lines: CardLineSpec[]; attacks: CardAttackSpec[] } {
    const lines: CardLineSpec[] = [];
    const attacks: CardAttackSpec[] = [];
    const areas: Array<{ after: number; area: AreaSpec }> = [];
    for (const line of card.lines) {
        if (isCardMove(line)) {
            lines.push({ kind: 'move', change: line.value, ...(line.mode ? { mode: line.mode } : {}) });
        } else if (isAttack(line)) {
            lines.push({ kind: 'attack', index: attacks.length });
            attacks.push(cardAttackSpec(line));
        } else if (isAreaPattern(line)) {
            // The area belongs to the attack written above it, or to the first when none is.
            areas.push({ after: Math.max(0, attacks.length - 1), area: areaSpec(line) });
        } else if (isCardShield(line)) {
            lines.push({ kind: 'shield', value: line.value });
        } else if (isCardRetaliate(line)) {
            lines.push({ kind: 'retaliate', retaliate: { value: line.value, range: line.range ?? 1 } });
        } else if (isCardHeal(line)) {
            lines.push({ kind: 'heal', heal: { value: line.value, self: line.self, ...(line.range !== undefined ? { range: line.range } : {}) } });
        } else if (isCardCondition(line)) {
            lines.push({ kind: 'condition', condition: conditionLineSpec(line) });
        } else if (isCardSummon(line)) {
            if (line.type?.$refText) {
                lines.push({ kind: 'summon', summon: { type: line.type.$refText, level: line.level ?? 'normal' } });
            }
        } else if (isCardInfuse(line)) {
            lines.push({ kind: 'infuse', element: line.element });
        } else if (isCardConsume(line)) {
            lines.push({ kind: 'consume', consume: consumeSpec(line, lines) });
        }
    }
    const withAreas = attacks.map((attack, index) => {
        const area = areas.find(a => a.after === index)?.area;
        return area ? { ...attack, area } : attack;
    });
    return { lines, attacks: withAreas };
}
