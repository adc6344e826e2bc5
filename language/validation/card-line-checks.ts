import { GrammarUtils, type ValidationAcceptor } from 'langium';
import type { CardCondition, CardConsume, CardHeal, CardLine, CardSummon, ConsumeEffect, Scenario } from '../generated/ast.js';
import {
    isAttack, isAttackCondition, isAttackNumber, isCard, isCardCondition, isCardConsume, isCardHeal, isCardInfuse, isCardMove, isCardRetaliate,
    isCardShield, isCardSummon, isCharacter, isConsumeBonus, isElementBoard, isModifierDeck, isMonster, isMonsterType
} from '../generated/ast.js';
import { MAX_BLESSES, MAX_CURSES } from '../model/modifier-deck.js';
import { monsterTypesOf } from '../model/monster-types.js';
import { isPositiveCondition } from '../rules/conditions.js';
import { IssueCodes } from './issue-codes.js';
import { checkNumberForms } from './attack-checks.js';
import { readable } from './number-checks.js';

/**
 * The card lines beyond the move and the attacks, and the statements play writes for them: each
 * says whom it reaches, adds to a line that takes what it adds, summons a type that can be
 * placed; the element board, curses and standees are counted within what the game holds.
 */

/** A positive condition reaches the monster itself (`self`) or itself or an ally within range; one on itself has one target. */
export function checkCardCondition(line: CardCondition, accept: ValidationAcceptor): void {
    if (!isPositiveCondition(line.condition)) {
        return;
    }
    if (!line.self && line.range === undefined) {
        accept('error', `Say whom '${line.condition}' reaches: '${line.condition} self' for the monster itself, or '${line.condition} range N' for it or an ally within range.`,
            { node: line, property: 'condition', code: IssueCodes.ConditionWithoutTarget, data: { insert: ' self' } });
    } else if (line.self && line.targets) {
        accept('error', `'${line.condition} self' reaches the monster alone: remove the 'target', or write 'range N' to reach allies.`,
            { node: line.targets, code: IssueCodes.ConditionWithoutTarget });
    }
}

/** "Heals are always accompanied by one of two labels": `self`, or `range N`. */
export function checkCardHeal(heal: CardHeal, accept: ValidationAcceptor): void {
    if (!heal.self && heal.range === undefined) {
        accept('warning', `A heal says whom it reaches: 'heal ${heal.value} self' for the monster itself (as it is played), or 'heal ${heal.value} range N' for it or an ally within range.`,
            { node: heal, property: 'value', code: IssueCodes.ConditionWithoutTarget, data: { insert: ' self' } });
    }
}

/** What a line of each kind takes from a consumption printed below it. */
function takes(line: CardLine, effect: ConsumeEffect): boolean {
    if (isAttack(line)) {
        return isAttackNumber(effect) || isAttackCondition(effect) || (isConsumeBonus(effect) && (effect.kind === 'attack' || effect.kind === 'range'));
    }
    if (!isConsumeBonus(effect) && !(isAttackNumber(effect) && effect.kind === 'target')) {
        return false;
    }
    if (isCardMove(line)) {
        return isConsumeBonus(effect) && effect.kind === 'move';
    }
    if (isCardHeal(line)) {
        return isConsumeBonus(effect) && (effect.kind === 'heal' || (effect.kind === 'range' && line.range !== undefined));
    }
    if (isCardShield(line)) {
        return isConsumeBonus(effect) && effect.kind === 'shield';
    }
    if (isCardRetaliate(line)) {
        return isConsumeBonus(effect) && effect.kind === 'retaliate';
    }
    if (isCardCondition(line)) {
        return (isConsumeBonus(effect) && effect.kind === 'range') || isAttackNumber(effect);
    }
    return false;
}

/** Effects that add to the line above (the others are abilities of their own). */
function isBonus(effect: ConsumeEffect): boolean {
    return isConsumeBonus(effect) || isAttackNumber(effect) || isAttackCondition(effect);
}

function lineName(line: CardLine): string {
    return isAttack(line) ? 'attack' : isCardMove(line) ? 'move' : isCardHeal(line) ? 'heal' : isCardShield(line) ? 'shield'
        : isCardRetaliate(line) ? 'retaliate' : isCardCondition(line) ? line.condition : isCardSummon(line) ? 'summon' : 'line';
}

function effectWords(effect: ConsumeEffect): string {
    if (isConsumeBonus(effect)) {
        return `${effect.change >= 0 ? '+' : ''}${effect.change} ${effect.kind}`;
    }
    if (isAttackNumber(effect)) {
        return `${effect.kind} ${effect.all ? 'all' : effect.change !== undefined ? `${effect.change >= 0 ? '+' : ''}${effect.change}` : effect.value}`;
    }
    return isAttackCondition(effect) ? effect.condition : '';
}

/**
 * A consumption adds something (`consume fire: +1 attack`); what it adds to a line goes to the
 * ability line written above it, which must take it.
 */
export function checkCardConsume(consume: CardConsume, accept: ValidationAcceptor): void {
    if (!isCard(consume.$container)) {
        return;
    }
    const elements = consume.elements.join(' and ');
    // A colon with nothing readable after it is the parser's error already.
    const colon = consume.$cstNode && GrammarUtils.findNodeForKeyword(consume.$cstNode, ':');
    if (consume.effects.length === 0 && !colon) {
        accept('warning', `Consuming ${elements} adds nothing here: write what it adds after a colon, to the line above ('consume ${consume.elements[0] ?? 'fire'}: +1 attack') or as an ability of its own ('consume ${consume.elements[0] ?? 'fire'}: shield 1').`,
            { node: consume, keyword: 'consume', code: IssueCodes.ConsumeNothing });
        return;
    }
    checkNumberForms(consume.effects.filter(isAttackNumber), accept);
    const lines = consume.$container.lines;
    const above = lines.slice(0, lines.indexOf(consume)).reverse().find(l => !isCardInfuse(l) && !isCardConsume(l) && l.$type !== 'AreaPattern');
    for (const effect of consume.effects.filter(isBonus)) {
        if (!above || isCardSummon(above)) {
            accept('error', `'${effectWords(effect)}' adds to the ability written above the consumption, and there is none${above ? ' that takes it (a summon)' : ''}: move the 'consume' line below the line it adds to.`,
                { node: effect, code: IssueCodes.ConsumeBonusUnfit });
        } else if (!takes(above, effect)) {
            accept('error', `'${effectWords(effect)}' cannot add to the '${lineName(above)}' line above it: a consumption adds to the line written directly above it. Move it below the line it adds to.`,
                { node: effect, code: IssueCodes.ConsumeBonusUnfit });
        }
    }
}

/**
 * A summon needs the type's side of the stat card to place it; it fails while every standee of the
 * type is on the board (the type's `standees`).
 */
export function checkCardSummon(summon: CardSummon, accept: ValidationAcceptor): void {
    const type = summon.type?.ref;
    if (!type) {
        return; // the linker reports an unknown type
    }
    const level = summon.level ?? 'normal';
    if (!type.levels.some(l => l.level === level)) {
        accept('error', `The monster type ${type.name} has no ${level} stat card, so it cannot be summoned ${level}: add ${level === 'elite' ? 'an' : 'a'} '${level}' line to it.`,
            { node: summon, property: summon.level ? 'level' : 'type', code: IssueCodes.CardLineUnusable });
        return;
    }
    const scenario = type.$container;
    const standees = monsterTypesOf(scenario).get(type.name)?.standees ?? 0;
    const onBoard = scenario.statements.filter(s => isMonster(s) && s.type?.$refText === type.name && !s.removed).length;
    if (onBoard >= standees) {
        accept('warning', `All ${standees} ${type.name} standees are on the board, so this summon fails while they are: remove one (written 'removed'), or raise 'standees' in the type.`,
            { node: summon, property: 'type', code: IssueCodes.SummonNoStandee });
    }
}

/** The element board names each element once; the game holds ten curses a deck; a type's standees number at most its `standees`. */
export function checkCardState(scenario: Scenario, accept: ValidationAcceptor): void {
    const boards = scenario.statements.filter(isElementBoard);
    boards.slice(1).forEach(extra => accept('error', 'The scenario already has an element board: remove this one.', { node: extra, code: IssueCodes.DuplicateStatement }));
    const seen = new Set<string>();
    for (const entry of boards[0]?.entries ?? []) {
        if (entry.element && seen.has(entry.element)) {
            accept('error', `The element board already names ${entry.element}: an element is strong, waning or inert, once. Remove this one.`,
                { node: entry, code: IssueCodes.ElementRepeated });
        }
        seen.add(entry.element);
    }
    for (const character of scenario.statements.filter(isCharacter)) {
        if (character.curses !== undefined && character.curses > MAX_CURSES && readable(character.curses)) {
            accept('error', `A deck holds at most ${MAX_CURSES} curse cards, not ${character.curses}.`, { node: character, property: 'curses', code: IssueCodes.ValueRange });
        }
    }
    checkAdded(scenario, accept);
    checkStandeeCount(scenario, accept);
}

/** Blesses and curses added since a seeded shuffle, each after a card drawn; an `order` holds them among its cards. */
function checkAdded(scenario: Scenario, accept: ValidationAcceptor): void {
    const deck = scenario.statements.find(isModifierDeck);
    if (!deck || deck.added.length === 0) {
        return;
    }
    if (deck.order.length > 0) {
        accept('error', "With 'order', a bless or curse added is a card of the order, drawn where it stands: write it among the order's cards instead of 'added'.",
            { node: deck, keyword: 'added', code: IssueCodes.ModifierCountWithOrder });
        return;
    }
    deck.added.forEach(added => {
        if (added.after > deck.drawn.length && readable(added.after)) {
            accept('error', `'after ${added.after}' counts the cards drawn when the ${added.card} was added, and ${deck.drawn.length} ${deck.drawn.length === 1 ? 'is' : 'are'} drawn: use at most ${deck.drawn.length}.`,
                { node: added, property: 'after', code: IssueCodes.ValueRange });
        }
    });
    const count = (card: string, most: number): void => {
        const total = (card === 'bless' ? deck.bless ?? 0 : deck.curse ?? 0) + deck.added.filter(a => a.card === card).length;
        if (total > most) {
            accept('error', `A deck holds at most ${most} ${card} cards, not ${total}.`, { node: deck, keyword: 'added', code: IssueCodes.ValueRange });
        }
    };
    count('bless', MAX_BLESSES);
    count('curse', MAX_CURSES);
}

function checkStandeeCount(scenario: Scenario, accept: ValidationAcceptor): void {
    for (const type of scenario.statements.filter(isMonsterType)) {
        if (type.standees === undefined || !readable(type.standees)) {
            continue;
        }
        if (type.standees < 1) {
            accept('error', `A monster type has at least one standee, not ${type.standees}.`, { node: type, property: 'standees', code: IssueCodes.ValueRange });
            continue;
        }
        const standees = scenario.statements.filter(s => isMonster(s) && s.type?.$refText === type.name && !s.removed);
        if (standees.length > type.standees) {
            accept('error', `${type.name} has ${type.standees} standee${type.standees === 1 ? '' : 's'}, but ${standees.length} stand on the board: raise 'standees', or write the others 'removed'.`,
                { node: type, property: 'standees', code: IssueCodes.ValueRange });
        }
        for (const monster of standees.filter(isMonster)) {
            if (monster.number !== undefined && monster.number > type.standees && readable(monster.number)) {
                accept('error', `${type.name} has ${type.standees} standee${type.standees === 1 ? '' : 's'}, numbered 1 to ${type.standees}: give ${monster.name} one of those numbers.`,
                    { node: monster, property: 'number', code: IssueCodes.ValueRange });
            }
        }
    }
}
