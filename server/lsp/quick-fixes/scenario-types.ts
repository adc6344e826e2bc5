import { GrammarUtils, type LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Character, Monster, Scenario, Summon } from '../../../language/generated/ast.js';
import { isCharacter, isModifierDeck, isMonster, isMonsterType, isSummon } from '../../../language/generated/ast.js';
import { MAX_BLESSES } from '../../../language/model/modifier-deck.js';
import { nodeAt } from './quick-fix.js';

function fix(title: string, diagnostic: Diagnostic, document: LangiumDocument<Scenario>, edits: TextEdit[]): CodeAction[] {
    return [{ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: { changes: { [document.textDocument.uri]: edits } } }];
}

/** Hit points above the maximum become the maximum: a standee at full health is the likeliest meaning. */
export function lowerHitPoints(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const maximum = (diagnostic.data as { maximum?: unknown } | undefined)?.maximum;
    const written = document.textDocument.getText(diagnostic.range);
    if (typeof maximum !== 'number' || !/^[0-9]+$/.test(written)) {
        return [];
    }
    return fix(`Lower the hit points to ${maximum}`, diagnostic, document, [TextEdit.replace(diagnostic.range, String(maximum))]);
}

/**
 * A figure at 0 hit points written as off the board: a character `exhausted` after its
 * initiative, a standee `removed` after its conditions (before its ability block), a summon
 * `removed` at the end of its line.
 */
export function writeOffTheBoard(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const figure = nodeAt(document, diagnostic, (n): n is Character | Monster | Summon => isCharacter(n) || isMonster(n) || isSummon(n));
    const cst = figure?.$cstNode;
    if (!figure || !cst) {
        return [];
    }
    if (isCharacter(figure)) {
        const initiative = GrammarUtils.findNodeForProperty(cst, 'initiative');
        return initiative && !figure.flags.includes('exhausted')
            ? fix(`Write ${figure.name} 'exhausted'`, diagnostic, document, [TextEdit.insert(initiative.range.end, ' exhausted')])
            : [];
    }
    if (figure.removed) {
        return [];
    }
    const ability = isMonster(figure) ? figure.ability?.$cstNode : undefined;
    return fix(`Write ${figure.name} 'removed'`, diagnostic, document,
        [ability ? TextEdit.insert(ability.range.start, 'removed ') : TextEdit.insert(cst.range.end, ' removed')]);
}

/** A deck other than the standard one, declared as the author's own. */
export function declareCustomModifierDeck(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const deck = nodeAt(document, diagnostic, isModifierDeck);
    if (!deck?.$cstNode || deck.custom) {
        return [];
    }
    return fix("Declare the modifier deck 'custom'", diagnostic, document, [TextEdit.insert(deck.$cstNode.range.end, ' custom')]);
}

/** `shuffle-due` beside an x2 or null among the cards drawn, removed with the space before it. */
export function removeShuffleDue(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const deck = nodeAt(document, diagnostic, isModifierDeck);
    const word = deck?.$cstNode && GrammarUtils.findNodeForKeyword(deck.$cstNode, 'shuffle-due');
    if (!word) {
        return [];
    }
    const textDocument = document.textDocument;
    const before = textDocument.getText().substring(0, word.offset);
    const start = word.offset - (/[ \t]*$/.exec(before)?.[0].length ?? 0);
    return fix("Remove 'shuffle-due'", diagnostic, document, [TextEdit.del({ start: textDocument.positionAt(start), end: word.range.end })]);
}

/**
 * `bless N` after an `order` becomes N blesses at the end of the order: drawn last, the one place
 * that leaves the cards written before them as they were.
 */
export function moveCountIntoOrder(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const { card, count } = (diagnostic.data ?? {}) as { card?: unknown; count?: unknown };
    const deck = nodeAt(document, diagnostic, isModifierDeck);
    const last = deck?.$cstNode && GrammarUtils.findNodesForProperty(deck.$cstNode, 'order').at(-1);
    if ((card !== 'bless' && card !== 'curse') || typeof count !== 'number' || count > MAX_BLESSES || !last) {
        return [];
    }
    const textDocument = document.textDocument;
    const text = textDocument.getText();
    const start = textDocument.offsetAt(diagnostic.range.start);
    const removedFrom = start - (/\s*$/.exec(text.substring(0, start))?.[0].length ?? 0);
    const added = Array<string>(count).fill(`, ${card}`).join('');
    const edits = removedFrom === last.end
        ? [TextEdit.replace({ start: last.range.end, end: diagnostic.range.end }, added)]
        : [TextEdit.insert(last.range.end, added), TextEdit.del({ start: textDocument.positionAt(removedFrom), end: diagnostic.range.end })];
    const title = count === 0 ? `Remove '${card} 0'` : `Write ${count === 1 ? `the ${card}` : `the ${count} ${card === 'bless' ? 'blesses' : 'curses'}`} at the end of the order`;
    return fix(title, diagnostic, document, edits);
}

/** The type that draws from a deck by its own name names it too, which is how types share a deck. */
export function writeSharedDeck(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const type = nodeAt(document, diagnostic, isMonsterType);
    const closing = type?.$cstNode && GrammarUtils.findNodesForKeyword(type.$cstNode, '}').at(-1);
    if (!type?.name || type.deck || !closing) {
        return [];
    }
    const text = document.textDocument.getText();
    const lineStart = text.lastIndexOf('\n', closing.offset - 1) + 1;
    const onOwnLine = text.substring(lineStart, closing.offset).trim() === '';
    // On a line of its own when the closing brace is, indented like the type's stat lines; else before the brace.
    const edit = onOwnLine
        ? TextEdit.insert({ line: closing.range.start.line, character: 0 }, `${indentOfBlock(text, type.$cstNode?.offset ?? 0)}deck ${type.name}\n`)
        : TextEdit.insert(closing.range.start, `deck ${type.name} `);
    return fix(`Write 'deck ${type.name}' in ${type.name} to share the deck`, diagnostic, document, [edit]);
}

function indentOfBlock(text: string, offset: number): string {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const indentation = /^[ \t]*/.exec(text.substring(lineStart))?.[0] ?? '';
    return `${indentation}  `;
}

/** A revealed card's name that is a typo of one in the deck. */
export function revealMeantCard(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const meant = (diagnostic.data as { meant?: unknown } | undefined)?.meant;
    if (typeof meant !== 'string') {
        return [];
    }
    return fix(`Reveal "${meant}"`, diagnostic, document, [TextEdit.replace(diagnostic.range, `"${meant}"`)]);
}
