import { hexLabel } from '../hex/offset.js';
/**
 * A play state written back into the document as the smallest changes to its text: figures'
 * hexes, `hp`, `conditions`, removed standees and summons (the `removed` flag) and exhausted
 * characters (the `exhausted` flag), whose lines stay so that what names them still resolves, the
 * `acted` records, the `modifiers` line, the `round` block and, when a round ends, the round its
 * expectations of turns belong to. Everything else, comments and layout included, stays
 * as the author wrote it.
 */
import { type AstNode, type CstNode, GrammarUtils } from 'langium';
import type { Character, Monster, Scenario, Statement, Summon } from '../generated/ast.js';
import { isActedRecord, isCharacter, isExpectation, isModifierDeck, isMonster, isRoundStatement, isStateExpectation, isSummon } from '../generated/ast.js';
import { roundNumberOf, standeeStat } from '../model/monster-types.js';
import type { ConditionName } from '../rules/conditions.js';
import { type DeckState, drawPile, reshuffle, seededDeck, shuffleDueWord } from '../model/modifier-deck.js';
import type { ActedEntry, PlayState, RevealState } from '../model/play-state.js';
import { spacesAfterKeyword } from './keyword-column.js';
import { insertLine, insertionAfter, removeStatement } from './statement-layout.js';
import type { TextChange } from './text-change.js';
import { conditionsListChange } from './conditions-list.js';
import { curseChanges, elementChanges, summonedLines, summonedWordChanges } from './card-state.js';

type FigureStatement = Character | Summon | Monster;

function isFigure(s: Statement): s is FigureStatement {
    return isCharacter(s) || isSummon(s) || isMonster(s);
}

export interface StateWriting {
    /** The round ended: the `acted` records go, and the `round` block and reveals are the state's. */
    readonly roundEnded?: boolean;
}

/** The changes that make the document's text say what `state` says. */
export function stateChanges(text: string, scenario: Scenario, state: PlayState, writing: StateWriting = {}): TextChange[] {
    const changes: TextChange[] = scenario.statements.filter(isFigure).flatMap(node => figureChanges(node, state));
    changes.push(...summonedLines(text, scenario, state));
    const removed = new Set<AstNode>();
    const acted = scenario.statements.filter(isActedRecord);
    if (writing.roundEnded) {
        for (const record of acted) {
            const change = removeStatement(text, record);
            if (change) {
                changes.push(change);
                removed.add(record);
            }
        }
        changes.push(...roundStamps(scenario));
    } else {
        const written = new Set(acted.map(a => a.monster?.$refText));
        const fresh = state.acted.filter(a => !written.has(a.monster));
        const anchor = [...scenario.statements].reverse().find(s => isFigure(s) || isActedRecord(s));
        const insertion = anchor && insertionAfter(text, scenario, anchor);
        if (fresh.length > 0 && insertion) {
            changes.push(insertLine(insertion, fresh.map(actedLine).join(`\n${insertion.indentation}`)));
        }
    }
    changes.push(...deckChanges(text, scenario, state, removed));
    changes.push(...elementChanges(text, scenario, state));
    if (writing.roundEnded) {
        changes.push(...roundChanges(text, scenario, state));
    }
    return joinInsertions(changes);
}

/**
 * New lines anchored on one place (a summoned standee's and an `acted` record after the last figure,
 * a `modifiers` and an `elements` line after the last statement, an `elements` line after a
 * rewritten `modifiers` line) are one change with what ends there, in the order made: two changes
 * meeting at one offset would leave their order to the editor.
 */
function joinInsertions(changes: readonly TextChange[]): TextChange[] {
    const joined: TextChange[] = [];
    for (const change of changes) {
        // An insertion where another change ends (a new line after a rewritten one) is joined to it too.
        const same = change.start === change.end ? joined.findIndex(c => c.end === change.start) : -1;
        if (same >= 0) {
            joined[same] = { ...joined[same], text: joined[same].text + change.text };
        } else {
            joined.push(change);
        }
    }
    return joined;
}

/** An `acted` record as a turn writes it. */
export function actedLine(entry: ActedEntry): string {
    const damage = (target: string): string => entry.damage?.[target] !== undefined ? ` damage ${entry.damage[target]}` : '';
    const attacks = entry.attacks.length > 0 ? ` attacks ${entry.attacks.map(target => `${target}${damage(target)}`).join(', ')}` : '';
    const consumed = entry.consumed && entry.consumed.length > 0 ? ` consumed ${entry.consumed.join(', ')}` : '';
    return `acted${' '.repeat(spacesAfterKeyword('acted'))}${entry.monster} from ${entry.from ? hexLabel(entry.from) : ''} to ${entry.to ? hexLabel(entry.to) : ''}${attacks}${consumed}`;
}

function replace(node: CstNode, text: string): TextChange {
    return { start: node.offset, end: node.end, text };
}

/** The end of the last of these properties written on the node (they come in this order in the grammar). */
function endOfLast(node: AstNode, properties: readonly string[]): number | undefined {
    const cst = node.$cstNode;
    if (!cst) {
        return undefined;
    }
    const ends = properties.flatMap(p => GrammarUtils.findNodesForProperty(cst, p)).map(n => n.end);
    return ends.length > 0 ? Math.max(...ends) : undefined;
}

function figureChanges(node: FigureStatement, state: PlayState): TextChange[] {
    const cst = node.$cstNode;
    if (!cst) {
        return [];
    }
    const changes: TextChange[] = [];
    const figure = state.board.figureNamed(node.name);
    const position = GrammarUtils.findNodeForProperty(cst, 'position');
    if (figure && position && position.text !== state.board.labelOf(figure.cell)) {
        changes.push(replace(position, state.board.labelOf(figure.cell)));
    }
    const exhausted = isCharacter(node) && state.down.get(node.name) === 'exhausted' && !node.flags.includes('exhausted');
    if (exhausted) {
        const at = endOfLast(node, ['position', 'initiative', 'flags']);
        if (at !== undefined) {
            changes.push({ start: at, end: at, text: ' exhausted' });
        }
    }
    const vitals = state.vitals.get(node.name);
    // Parts a monster has never written yet go in one insertion, in the grammar's order.
    const inserted: string[] = [];
    if (vitals && vitals.hp !== (node.hp ?? (isMonster(node) ? standeeStat(node)?.health : undefined))) {
        const hp = GrammarUtils.findNodeForProperty(cst, 'hp');
        if (hp) {
            changes.push(replace(hp, String(vitals.hp)));
        } else if (isMonster(node)) {
            inserted.push(`hp ${vitals.hp}`);
        }
    }
    const conditions = state.conditions.get(node.name);
    if (conditions && !sameList(conditions, node.conditions)) {
        const keyword = GrammarUtils.findNodeForKeyword(cst, 'conditions');
        const values = GrammarUtils.findNodesForProperty(cst, 'conditions');
        const clause = conditionsClause(conditions);
        if (keyword && values.length > 0) {
            const written = {
                keyword,
                values: values.map((v, i) => ({ offset: v.offset, end: v.end, name: node.conditions[i] })),
                commas: GrammarUtils.findNodesForKeyword(cst, ',')
            };
            const change = conditionsListChange(cst.root.fullText, written, conditions);
            if (change) {
                changes.push(change);
            }
        } else if (clause) {
            if (isMonster(node)) {
                inserted.push(clause);
            } else {
                const at = endOfLast(node, ['position', 'initiative', 'flags', 'hp', 'maxHp', 'shield', 'retaliate', 'retaliateRange']);
                if (at !== undefined) {
                    changes.push({ start: at, end: at, text: ` ${clause}` });
                }
            }
        }
    }
    if (inserted.length > 0) {
        const at = endOfLast(node, ['position', 'initiative', 'level', 'number', 'hp']);
        if (at !== undefined) {
            changes.push({ start: at, end: at, text: ` ${inserted.join(' ')}` });
        }
    }
    if (isMonster(node)) {
        changes.push(...summonedWordChanges(node, state));
    }
    if (!isCharacter(node) && state.down.get(node.name) === 'removed' && !node.removed) {
        const at = endOfLast(node, ['position', 'initiative', 'level', 'number', 'hp', 'maxHp', 'shield', 'retaliate', 'retaliateRange', 'conditions', 'summoned']);
        if (at !== undefined) {
            return appendAt(changes, at, ' removed');
        }
    }
    if (isCharacter(node)) {
        for (const curse of curseChanges(node, state)) {
            if (curse.start === curse.end) {
                return appendAt(changes, curse.start, curse.text);
            }
            changes.push(curse);
        }
    }
    return changes;
}

/**
 * The changes with `text` written at `offset`: joined to a change that ends there, so that no two
 * changes meet at one offset, where their order would be the editor's to choose.
 */
function appendAt(changes: readonly TextChange[], offset: number, text: string): TextChange[] {
    const index = changes.findIndex(c => c.end === offset);
    if (index < 0) {
        return [...changes, { start: offset, end: offset, text }];
    }
    return changes.map((c, i) => i === index ? { ...c, text: c.text + text } : c);
}

/**
 * At the end of a round, each option expectation and `expect after` a monster that speaks of the
 * current round (no `in round`) is stamped with it: it becomes history, not a claim on the next round.
 */
function roundStamps(scenario: Scenario): TextChange[] {
    const round = roundNumberOf(scenario) ?? 1;
    return scenario.statements.flatMap(node => {
        const name = (isExpectation(node) || isStateExpectation(node)) && node.inRound === undefined ? node.monster?.$refNode : undefined;
        return name ? [{ start: name.end, end: name.end, text: ` in round ${round}` }] : [];
    });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}

function conditionsClause(conditions: readonly ConditionName[]): string {
    return conditions.length > 0 ? `conditions ${conditions.join(', ')}` : '';
}

/**
 * The `modifiers` statement that writes the deck. A seed can only name a shuffle of the standard
 * cards (with blesses and curses), so a `custom` deck is always written as its order: the cards
 * still to draw (a new shuffle of its cards when none are left) and those drawn.
 */
export function modifiersText(deck: DeckState, custom: boolean): string {
    const parts = ['modifiers'];
    if (custom) {
        const current = drawPile(deck).length > 0 ? deck : reshuffle(deck);
        parts.push('order', drawPile(current).join(', '));
        parts.push(...drawnWords(current), 'custom');
        return parts.join(' ');
    }
    // A written order can never be empty: an order all drawn is written as the shuffle its next draw makes.
    const current = deck.order !== undefined && deck.shuffle === 0 && drawPile(deck).length === 0 ? reshuffle(deck) : deck;
    if (current.order !== undefined && current.shuffle === 0) {
        parts.push('order', drawPile(current).join(', '));
    } else {
        parts.push('seed', String(current.seed));
        if (current.shuffle > 0) {
            parts.push('shuffle', String(current.shuffle));
        }
        const bless = current.cards.filter(c => c === 'bless').length;
        const curse = current.cards.filter(c => c === 'curse').length;
        if (bless > 0) {
            parts.push('bless', String(bless));
        }
        if (curse > 0) {
            parts.push('curse', String(curse));
        }
        parts.push(...drawnWords(current, false));
        if (current.added.length > 0) {
            parts.push('added', current.added.map(a => `${a.card} after ${a.after}`).join(', '));
        }
        parts.push(...dueWord(current));
        return parts.join(' ');
    }
    parts.push(...drawnWords(current));
    return parts.join(' ');
}

/** `drawn <cards>` and, when the round's end still shuffles for a card no longer among them, `shuffle-due`. */
function drawnWords(deck: DeckState, due = true): string[] {
    return [...(deck.drawn.length > 0 ? ['drawn', deck.drawn.join(', ')] : []), ...(due ? dueWord(deck) : [])];
}

function dueWord(deck: DeckState): string[] {
    return shuffleDueWord(deck) ? ['shuffle-due'] : [];
}

function deckChanges(text: string, scenario: Scenario, state: PlayState, removed: ReadonlySet<AstNode>): TextChange[] {
    const node = scenario.statements.find(isModifierDeck);
    if (node?.$cstNode) {
        const written = modifiersText(state.deck, node.custom);
        return written === node.$cstNode.text ? [] : [replace(node.$cstNode, written)];
    }
    if (state.deck.drawn.length === 0 && state.deck.shuffle === 0) {
        return [];
    }
    // A scenario without a deck gets one when a card is drawn, after its last statement.
    const last = [...scenario.statements].reverse().find(s => !removed.has(s) && !isActedRecord(s));
    const insertion = last && insertionAfter(text, scenario, last);
    return insertion ? [insertLine(insertion, modifiersText(state.deck, false))] : [];
}

/**
 * The `modifiers` line of the standard deck shuffled by `seed`, after the last statement of a
 * scenario that has none: the deck such a scenario is played with, written down (no change
 * when it has one).
 */
export function seededDeckChanges(text: string, scenario: Scenario, seed: number): TextChange[] {
    if (scenario.statements.some(isModifierDeck)) {
        return [];
    }
    const last = scenario.statements[scenario.statements.length - 1];
    const insertion = last && insertionAfter(text, scenario, last);
    return insertion ? [insertLine(insertion, modifiersText(seededDeck(seed), false))] : [];
}

/** A reveal's words after the type: `"Rush"` or `seed 7 shuffle 1 card 2`. */
export function revealArguments(reveal: RevealState): string {
    if (reveal.kind === 'named') {
        return `"${reveal.card}"`;
    }
    return `seed ${reveal.seed}${reveal.shuffle > 0 ? ` shuffle ${reveal.shuffle}` : ''}${reveal.position !== 1 ? ` card ${reveal.position}` : ''}`;
}

function roundChanges(text: string, scenario: Scenario, state: PlayState): TextChange[] {
    const node = scenario.statements.find(isRoundStatement);
    if (!node) {
        return newRoundStatement(text, scenario, state);
    }
    const cst = node.$cstNode;
    if (!cst) {
        return [];
    }
    const changes: TextChange[] = [];
    const number = GrammarUtils.findNodeForProperty(cst, 'number');
    if (number && state.round !== undefined && String(state.round) !== number.text) {
        changes.push(replace(number, String(state.round)));
    }
    for (const reveal of node.reveals) {
        const type = reveal.type?.$refText;
        const next = state.reveals.find(r => r.type === type);
        const revealCst = reveal.$cstNode;
        const typeCst = revealCst && GrammarUtils.findNodeForProperty(revealCst, 'type');
        if (!next || !revealCst || !typeCst) {
            continue;
        }
        const written = revealArguments(next);
        const current = revealCst.text.slice(typeCst.end - revealCst.offset).trim();
        if (current !== written) {
            changes.push({ start: typeCst.end, end: revealCst.end, text: ` ${written}` });
        }
    }
    return changes;
}

/**
 * A scenario written without a `round` statement is in round 1; once that round is over the new
 * round number has to be written, or the expectations stamped with the round just played would
 * still be judged as the current round's. It goes on a line after the last figure, without
 * braces: there is no reveal to write in them.
 */
function newRoundStatement(text: string, scenario: Scenario, state: PlayState): TextChange[] {
    const anchor = [...scenario.statements].reverse().find(isFigure);
    const insertion = anchor && insertionAfter(text, scenario, anchor);
    if (state.round === undefined || state.round === 1 || !insertion) {
        return [];
    }
    return [insertLine(insertion, `round ${state.round}`)];
}
