import type { ValidationAcceptor } from 'langium';
import type { AreaPattern, Attack, Card, CardLine, Scenario } from '../generated/ast.js';
import { isAreaPattern, isAttack, isAttackNumber, isAttackRange, isCardConsume, isCardHeal, isCardInfuse, isCardMove, isCardRetaliate, isCardShield } from '../generated/ast.js';
import { type MonsterTypeSpec, type StatSpec, monsterTypesOf } from '../model/monster-types.js';
import { listWords } from '../parser/nearest-word.js';
import { AREA_WITHOUT_ATTACK, TARGET_ZERO_WITHOUT_AREA, checkAreaOrigin } from './ability-checks.js';
import { IssueCodes } from './issue-codes.js';

/** An attack of a card and the area written below it, before the next attack. */
interface AttackWithArea {
    readonly attack: Attack;
    readonly area?: AreaPattern;
}

function attacksWithAreas(card: Card): AttackWithArea[] {
    const attacks: Array<{ attack: Attack; area?: AreaPattern }> = [];
    // An area above every attack belongs to none: it is reported, not read as the first's.
    for (const line of card.lines) {
        if (isAttack(line)) {
            attacks.push({ attack: line });
        } else if (isAreaPattern(line) && attacks.length > 0) {
            attacks[attacks.length - 1].area ??= line;
        }
    }
    return attacks;
}

/** The lines a card prints at most once; several `attack` lines are several attacks, each with its one area. */
function onceLine(line: CardLine): string | undefined {
    return isCardMove(line) ? 'move' : isCardShield(line) ? 'shield' : isCardRetaliate(line) ? 'retaliate' : isCardHeal(line) ? 'heal' : undefined;
}

/**
 * A card's lines as strictly as an inline ability block's: one move, shield, retaliate and heal
 * (play would keep only the last), each area below the attack it belongs to and one per attack
 * (each attack's own parts are `checkAttack`'s).
 */
export function checkCardLines(card: Card, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    const hasAttack = card.lines.some(isAttack);
    let attacks = 0;
    let areaOfAttack = false;
    for (const line of card.lines) {
        if (isAttack(line)) {
            attacks++;
            areaOfAttack = false;
        } else if (isAreaPattern(line)) {
            checkCardArea(line, { hasAttack, above: attacks > 0, areaOfAttack }, accept);
            areaOfAttack ||= attacks > 0;
        } else if (isCardInfuse(line) || isCardConsume(line)) {
            const action = isCardInfuse(line) ? 'infuse' : 'consume';
            for (const element of isCardInfuse(line) ? [line.element] : line.elements) {
                const key = `${action} ${element}`;
                if (seen.has(key)) {
                    accept('error', `This card already has '${key}': remove this line.`, { node: line, code: IssueCodes.AbilityRepeated });
                }
                seen.add(key);
            }
        } else {
            const once = onceLine(line);
            if (once && seen.has(once)) {
                accept('error', `This card already has a '${once}' line: an ability card has one. Merge or remove this one.`,
                    { node: line, code: IssueCodes.AbilityRepeated });
            }
            if (once) {
                seen.add(once);
            }
        }
    }
    for (const { attack, area } of attacksWithAreas(card)) {
        const targets = attack.parts.filter(isAttackNumber).find(p => p.kind === 'target');
        if (targets?.value === 0 && !area) {
            accept('warning', TARGET_ZERO_WITHOUT_AREA, { node: targets, code: IssueCodes.TargetZeroWithoutArea });
        }
    }
}

interface AreaPlace {
    /** The card has an attack somewhere. */
    readonly hasAttack: boolean;
    /** An attack is written above the area. */
    readonly above: boolean;
    /** The attack above already has its area. */
    readonly areaOfAttack: boolean;
}

function checkCardArea(area: AreaPattern, place: AreaPlace, accept: ValidationAcceptor): void {
    if (!place.hasAttack) {
        accept('warning', AREA_WITHOUT_ATTACK, { node: area, code: IssueCodes.AreaWithoutAttack });
    } else if (!place.above) {
        accept('error', "An 'aoe' line is the area of the attack written above it, and no attack is written above this one: move it below its 'attack' line.",
            { node: area, code: IssueCodes.AreaBeforeAttack });
    } else if (place.areaOfAttack) {
        accept('error', "This attack already has an 'aoe' line: an attack has one area. Merge or remove this one.",
            { node: area, code: IssueCodes.AbilityRepeated });
    }
    if (area.origin) {
        checkAreaOrigin(area, accept);
    }
}

/** The types that draw from a deck, with their specs. */
function typesDrawingFrom(scenario: Scenario, deckName: string): MonsterTypeSpec[] {
    return [...monsterTypesOf(scenario).values()].filter(t => t.deck === deckName);
}

function sides(type: MonsterTypeSpec): Array<[string, StatSpec]> {
    return [['normal', type.normal], ['elite', type.elite]].filter((s): s is [string, StatSpec] => s[1] !== undefined);
}

/**
 * Lines a type cannot use: an attack when its stat card has no attack value, a range change when it
 * is a melee type, a ranged area when the attack has no range. Every type drawing from the deck
 * must be able to use the card.
 */
export function checkCard(card: Card, accept: ValidationAcceptor): void {
    const deck = card.$container;
    const scenario = deck.$container;
    if (!deck.name) {
        return;
    }
    const types = typesDrawingFrom(scenario, deck.name);
    for (const { attack, area } of attacksWithAreas(card)) {
        for (const type of types) {
            if (checkAttackUse(type, attack, accept) && area && !area.origin) {
                checkRangedArea(type, attack, area, accept);
            }
        }
    }
}

/** False when the type cannot attack at all, which says all there is to say about the attack. */
function checkAttackUse(type: MonsterTypeSpec, attack: Attack, accept: ValidationAcceptor): boolean {
    const noAttack = sides(type).filter(([, stat]) => stat.attack === undefined).map(([side]) => side);
    if (noAttack.length > 0) {
        accept('error', `${type.name} has no attack on its ${statCards(noAttack)}, so it cannot use 'attack ${signed(attack.change ?? attack.value ?? 0)}': give the stat card an attack, or remove this line.`,
            { node: attack, property: attack.change !== undefined ? 'change' : 'value', code: IssueCodes.CardLineUnusable });
        return false;
    }
    const range = attack.parts.find(isAttackRange);
    const melee = sides(type).filter(([, stat]) => stat.range === 0).map(([side]) => side);
    // An unsigned range is not a change (`checkAttack` says how to write one).
    if (range?.change !== undefined && melee.length > 0) {
        accept('error', `${type.name} attacks in melee (no range on its ${statCards(melee)}), so 'range ${signed(range.change)}' has no range to change: give the stat card a range, or remove it.`,
            { node: range, code: IssueCodes.CardLineUnusable });
    }
    return true;
}

/**
 * An area without an origin is placed at range, as in an inline ability block; the range is the
 * stat card's, changed by the card's `range`. A melee side has none to place it with.
 */
function checkRangedArea(type: MonsterTypeSpec, attack: Attack, area: AreaPattern, accept: ValidationAcceptor): void {
    const targets = attack.parts.filter(isAttackNumber).find(p => p.kind === 'target');
    if (targets?.value === 0) {
        return;
    }
    const change = attack.parts.find(isAttackRange)?.change;
    const rangeless = sides(type).filter(([, stat]) => stat.range + (change ?? 0) <= 0).map(([side]) => side);
    if (rangeless.length === 0) {
        return;
    }
    const why = change !== undefined && change < 0
        ? `but 'range ${signed(change)}' leaves ${type.name} none on its ${statCards(rangeless)}: give the area an 'origin' to make it a melee area, or change the range.`
        : `but ${type.name} attacks in melee (no range on its ${statCards(rangeless)}, and this attack adds none): give the area an 'origin' to make it a melee area, or give the stat card a range.`;
    accept('error', `An area without 'origin' is a ranged area, so the attack needs a range, ${why}`, { node: area, code: IssueCodes.RangedAreaRangeZero });
}

/** `normal stat card`, `normal and elite stat cards`. */
function statCards(sides: readonly string[]): string {
    return `${listWords(sides, 'and')} stat card${sides.length > 1 ? 's' : ''}`;
}

function signed(value: number): string {
    return value >= 0 ? `+${value}` : `${value}`;
}
