import { GrammarUtils, type ValidationAcceptor } from 'langium';
import type { Range } from 'vscode-languageserver-types';
import type { Deck, ModifierDeck, Monster, Reveal, Scenario } from '../generated/ast.js';
import { MAX_BLESSES, MAX_CURSES } from '../model/modifier-deck.js';
import { isCharacter, isDeck, isModifierDeck, isMonster, isMonsterType, isRoundStatement, isSummon } from '../generated/ast.js';
import { type MonsterTypeSpec, STANDARD_MODIFIER_DECK, modifierCardName, monsterTypesOf } from '../model/monster-types.js';
import { levelInPlay, statCardsInPlay } from '../model/type-levels.js';
import { listWords, nearestWord } from '../parser/nearest-word.js';
import { IssueCodes } from './issue-codes.js';
import { readable } from './number-checks.js';
import { writtenNumber } from './scenario-facts.js';

/** Monster types, decks, cards within a deck: each name once. */
export function checkTypeNames(scenario: Scenario, accept: ValidationAcceptor): void {
    const types = new Set<string>();
    for (const type of scenario.statements.filter(isMonsterType)) {
        if (type.name && types.has(type.name)) {
            accept('error', `There is already a monster type named ${type.name}: give this one another name.`,
                { node: type, property: 'name', code: IssueCodes.DuplicateName });
        }
        types.add(type.name);
    }
    const decks = new Set<string>();
    for (const deck of scenario.statements.filter(isDeck)) {
        if (deck.name && decks.has(deck.name)) {
            accept('error', `There is already a deck named ${deck.name}: give this one another name.`,
                { node: deck, property: 'name', code: IssueCodes.DuplicateName });
        }
        decks.add(deck.name);
    }
}

/** A card named twice in one deck could not be told apart when it is revealed. */
export function checkDeck(deck: Deck, accept: ValidationAcceptor): void {
    const names = new Set<string>();
    for (const card of deck.cards) {
        if (card.name !== undefined && names.has(card.name)) {
            accept('error', `The deck ${deck.name} already has a card named "${card.name}": give this one another name.`,
                { node: card, property: 'name', code: IssueCodes.CardRepeated });
        }
        names.add(card.name);
        if (card.initiative !== undefined && (card.initiative < 1 || card.initiative > 99)) {
            accept('error', `Initiative must be between 1 and 99, not ${writtenNumber(card, 'initiative', card.initiative)}.`,
                { node: card, property: 'initiative', code: IssueCodes.InitiativeRange });
        }
    }
}

/**
 * Hit points above the maximum: a standee's stat card health, a character's or summon's `of`. A
 * figure at 0 hit points has left the board, and is written so: play would otherwise give a
 * standee with no hit points its turn.
 */
export function checkHitPoints(scenario: Scenario, accept: ValidationAcceptor): void {
    const types = monsterTypesOf(scenario);
    for (const node of scenario.statements) {
        checkZeroHitPoints(node, accept);
        if (isMonster(node)) {
            checkStandeeHitPoints(node, types, accept);
        } else if ((isCharacter(node) || isSummon(node)) && node.hp !== undefined && node.maxHp !== undefined && node.hp > node.maxHp && readable(node.hp, node.maxHp)) {
            accept('error', `${node.name} has ${node.hp} hit points, more than its maximum of ${node.maxHp}: lower them to at most ${node.maxHp}.`,
                { node, property: 'hp', code: IssueCodes.HitPointsAboveMaximum, data: { maximum: node.maxHp } });
        }
    }
}

function checkZeroHitPoints(node: Scenario['statements'][number], accept: ValidationAcceptor): void {
    if (isCharacter(node) && node.hp === 0 && !node.flags.includes('exhausted')) {
        accept('error', `${node.name} has 0 hit points, so it is exhausted and off the board: write 'exhausted' after its initiative, or give it hit points.`,
            { node, property: 'hp', code: IssueCodes.ZeroHitPointsOnBoard });
    } else if ((isSummon(node) || (isMonster(node) && node.type !== undefined)) && node.hp === 0 && !node.removed) {
        accept('error', `${node.name} has 0 hit points, so it is removed from the board: write 'removed' ${isSummon(node) ? 'at the end of its line' : 'after its conditions'}, or give it hit points.`,
            { node, property: 'hp', code: IssueCodes.ZeroHitPointsOnBoard });
    }
}

function checkStandeeHitPoints(node: Monster, types: ReadonlyMap<string, MonsterTypeSpec>, accept: ValidationAcceptor): void {
    const type = node.type?.$refText === undefined ? undefined : types.get(node.type.$refText);
    if (node.hp === undefined || !type) {
        return;
    }
    const level = node.level ?? 'normal';
    const health = (level === 'elite' ? type.elite : type.normal)?.health;
    if (health !== undefined && node.hp > health && readable(node.hp)) {
        accept('error', `${node.name} has ${node.hp} hit points, more than the ${level} ${type.name}'s stat card gives (${health}): lower them to at most ${health}.`,
            { node, property: 'hp', code: IssueCodes.HitPointsAboveMaximum, data: { maximum: health } });
    }
}

/** Standee words (`elite`, `number`, `hp`) say nothing without a type; a standee's side needs a stat card. */
export function checkStandee(node: Monster, accept: ValidationAcceptor): void {
    const type = node.type?.ref;
    if (!type) {
        return;
    }
    const level = node.level ?? 'normal';
    // A type written by level without a block in play is reported once, on the type.
    const block = levelInPlay(type);
    if ((type.typeLevels.length === 0 || block) && !statCardsInPlay(type).some(l => l.level === level)) {
        const where = block ? `its level ${block.value} block` : 'it';
        accept('error', `The monster type ${type.name} has no ${level} stat card: add a '${level}' line to ${where}, or make ${node.name} ${level === 'elite' ? 'normal' : 'elite'}.`,
            { node, property: node.level ? 'level' : 'type', code: IssueCodes.StatCardMissing });
    }
}

/**
 * Types share a deck by each naming it with `deck X`. A type that draws from a deck by its own name
 * while another type names that deck is most likely a mistake: two Guards would reveal one card.
 */
export function checkSharedDecks(scenario: Scenario, accept: ValidationAcceptor): void {
    const types = scenario.statements.filter(isMonsterType);
    for (const type of types) {
        if (!type.name || type.deck) {
            continue;
        }
        const others = types.filter(t => t !== type && t.deck?.$refText === type.name).map(t => t.name);
        if (others.length > 0) {
            accept('error', `${listWords(others, 'and')} ${others.length === 1 ? 'draws' : 'draw'} from the deck ${type.name}, which ${type.name} draws from by its name: to share it, write 'deck ${type.name}' in ${type.name} too; otherwise give the deck another name.`,
                { node: type, property: 'name', code: IssueCodes.DeckNotShared, data: { deck: type.name } });
        }
    }
}

/** A revealed card must be in the type's deck, and a type reveals one card a round. */
export function checkRound(scenario: Scenario, accept: ValidationAcceptor): void {
    const rounds = scenario.statements.filter(isRoundStatement);
    rounds.slice(1).forEach(extra => accept('error', 'The scenario already has a round: it describes one round. Remove this one.',
        { node: extra, code: IssueCodes.DuplicateStatement }));
    const modifiers = scenario.statements.filter(isModifierDeck);
    modifiers.slice(1).forEach(extra => accept('error', 'The scenario already has a modifier deck: remove this one.',
        { node: extra, code: IssueCodes.DuplicateStatement }));
    const decks = new Map(scenario.statements.filter(isDeck).map(d => [d.name, d]));
    const types = monsterTypesOf(scenario);
    const revealedBy = new Map<string, Reveal>();
    for (const reveal of rounds[0]?.reveals ?? []) {
        const typeName = reveal.type?.$refText;
        const type = typeName === undefined ? undefined : types.get(typeName);
        if (!type) {
            continue; // the linker reports an unknown type
        }
        if (revealedBy.has(type.name)) {
            accept('error', `${type.name} already reveals a card this round: remove this reveal.`,
                { node: reveal, code: IssueCodes.RevealRepeated });
            continue;
        }
        const sharer = [...revealedBy.entries()].find(([name]) => types.get(name)?.deck === type.deck && types.get(name)?.deckWritten && type.deckWritten);
        revealedBy.set(type.name, reveal);
        checkReveal(reveal, type, decks.get(type.deck), accept);
        if (sharer && !sameReveal(sharer[1], reveal)) {
            accept('error', `${type.name} shares the deck ${type.deck} with ${sharer[0]}, so both act on the one card it reveals: reveal it once, or reveal the same card.`,
                { node: reveal, code: IssueCodes.RevealRepeated });
        }
    }
}

function sameReveal(a: Reveal, b: Reveal): boolean {
    return a.card === b.card && a.seed === b.seed && (a.shuffle ?? 0) === (b.shuffle ?? 0) && (a.position ?? 1) === (b.position ?? 1);
}

/** The standees of a type are numbered from 1, as printed on them: 0 names none of them. */
export function checkStandeeNumber(node: Monster, accept: ValidationAcceptor): void {
    if (node.number === 0) {
        accept('error', `Standee numbers start at 1: give ${node.name} a number from 1 up, not 0.`,
            { node, property: 'number', code: IssueCodes.ValueRange });
    }
}

/** Two standees of one type never carry the same number. */
export function checkStandeeNumbers(scenario: Scenario, accept: ValidationAcceptor): void {
    const seen = new Map<string, string>();
    for (const monster of scenario.statements.filter(isMonster)) {
        const type = monster.type?.$refText;
        if (type === undefined || monster.number === undefined) {
            continue;
        }
        const key = `${type} ${monster.number}`;
        const first = seen.get(key);
        if (first !== undefined) {
            accept('error', `${first} is already ${type} number ${monster.number}: give ${monster.name} another number.`,
                { node: monster, property: 'number', code: IssueCodes.StandeeNumberRepeated });
        } else {
            seen.set(key, monster.name);
        }
    }
}

function checkReveal(reveal: Reveal, type: MonsterTypeSpec, deck: Deck | undefined, accept: ValidationAcceptor): void {
    if (!deck) {
        accept('error', `${type.name} draws from the deck ${type.deck}, which this scenario does not have: add deck ${type.deck} { card "Name" initiative 50 { move +0 attack +0 } }.`,
            { node: reveal, property: 'type', code: IssueCodes.DeckMissing });
        return;
    }
    if (reveal.card !== undefined) {
        const names = deck.cards.map(c => c.name).filter(n => n !== undefined);
        if (!names.includes(reveal.card)) {
            const meant = nearestWord(reveal.card, names);
            const listed = names.length === 0 ? 'it has no cards yet' : `its cards: ${listWords(names.map(n => `"${n}"`), 'and')}`;
            accept('error', meant
                ? `The deck ${deck.name} has no card "${reveal.card}"; did you mean "${meant}"?`
                : `The deck ${deck.name} has no card "${reveal.card}" (${listed}).`,
            { node: reveal, property: 'card', code: IssueCodes.CardNotInDeck, data: meant ? { meant } : undefined });
        }
    } else if (reveal.position !== undefined && (reveal.position < 1 || reveal.position > deck.cards.length) && readable(reveal.position)) {
        const count = deck.cards.length;
        accept('error', `The deck ${deck.name} has ${count} card${count === 1 ? '' : 's'}: 'card ${reveal.position}' must be ${count === 1 ? '1' : `1 to ${count}`}.`,
            { node: reveal, property: 'position', code: IssueCodes.ValueRange });
    }
}

/**
 * The monster modifier deck is the standard 20 cards plus blesses and curses, unless declared
 * `custom`: written in order, the cards still to draw and those drawn make up exactly that; with a
 * seed, the cards drawn are some of it.
 */
export function checkModifierDeck(scenario: Scenario, accept: ValidationAcceptor): void {
    const node = scenario.statements.find(isModifierDeck);
    if (!node) {
        return;
    }
    // There are ten bless and ten curse cards: a deck cannot hold more, custom or not.
    for (const [property, most] of [['bless', MAX_BLESSES], ['curse', MAX_CURSES]] as const) {
        const count = node[property];
        if (count !== undefined && node.order.length > 0 && readable(count)) {
            // Play reads an ordered deck from its order alone: a count after it would be dropped.
            accept('error', `With 'order', the ${property === 'bless' ? 'blesses' : 'curses'} are cards of the order, drawn where they stand: write '${property}' among its cards (order ${property}, +1, …) instead of '${property} ${writtenNumber(node, property, count)}'.`,
                { node, range: countRange(node, property), code: IssueCodes.ModifierCountWithOrder, data: { card: property, count } });
        } else if (count !== undefined && count > most && readable(count)) {
            accept('error', `A deck holds at most ${most} ${property} cards, not ${count}.`, { node, property, code: IssueCodes.ValueRange });
        }
    }
    if (node.shuffleDue && node.drawn.some(card => card === 'x2' || card === 'null')) {
        accept('warning', "The cards drawn hold a standard x2 or null, so the end of the round shuffles the deck already: 'shuffle-due' says nothing more. Remove it.",
            { node, keyword: 'shuffle-due', code: IssueCodes.ShuffleDueRedundant });
    }
    if (node.custom) {
        return;
    }
    const written = [...node.order, ...node.drawn].map(modifierCardName).filter(c => c !== 'bless' && c !== 'curse');
    const missing = countDifference(STANDARD_MODIFIER_DECK, written);
    const extra = countDifference(written, STANDARD_MODIFIER_DECK);
    const inOrder = node.order.length > 0;
    if (extra.length === 0 && (!inOrder || missing.length === 0)) {
        return;
    }
    const parts = [
        extra.length > 0 ? `${listWords(extra, 'and')} too many` : '',
        inOrder && missing.length > 0 ? `${listWords(missing, 'and')} missing` : ''
    ].filter(p => p !== '');
    accept('error', `The monster modifier deck is the 20 standard cards (six +0, five +1, five -1, +2, -2, x2 and null) plus blesses and curses; this one has ${parts.join(' and ')}. ` +
        "Correct the cards, or end the line with 'custom' to declare a deck of your own.",
    { node, keyword: 'modifiers', code: IssueCodes.ModifierDeckNotStandard });
}

/** `bless 2`: the keyword and its count (the keyword alone is also a card's name in the order). */
function countRange(node: ModifierDeck, property: 'bless' | 'curse'): Range | undefined {
    const value = GrammarUtils.findNodeForProperty(node.$cstNode, property);
    const keyword = node.$cstNode && GrammarUtils.findNodesForKeyword(node.$cstNode, property).filter(k => value && k.offset < value.offset).at(-1);
    return value && keyword ? { start: keyword.range.start, end: value.range.end } : value?.range;
}

/** The cards of `a` not matched by one of `b`, counted: `2 × x2`. */
function countDifference(a: readonly string[], b: readonly string[]): string[] {
    const counts = new Map<string, number>();
    a.forEach(c => counts.set(c, (counts.get(c) ?? 0) + 1));
    b.forEach(c => counts.set(c, (counts.get(c) ?? 0) - 1));
    return [...counts].filter(([, n]) => n > 0).map(([card, n]) => n === 1 ? `one ${card}` : `${n} × ${card}`);
}
