/**
 * What the new card lines change in a scenario's text once played: the element board (`elements`),
 * the curses on characters' lines (`curse N`), the standees monsters summoned (a new `monster` line
 * each, `summoned` until the round ends). `scenario-state.ts` adds these to the other changes.
 */
import { GrammarUtils } from 'langium';
import type { Character, Monster, Scenario } from '../generated/ast.js';
import { isCharacter, isElementBoard, isModifierDeck, isMonster, isRoundStatement, isSummon } from '../generated/ast.js';
import { hexLabel } from '../hex/offset.js';
import { ELEMENTS, type ElementBoardState } from '../model/elements.js';
import type { PlayState, SummonRecord } from '../model/play-state.js';
import { spacesAfterKeyword } from './keyword-column.js';
import { insertLine, insertionAfter, removeStatement } from './statement-layout.js';
import type { TextChange } from './text-change.js';

/** The element board as a line, `elements fire strong, ice waning`; undefined when every element is inert. */
export function elementsText(board: ElementBoardState): string | undefined {
    const entries = ELEMENTS.filter(e => board.has(e)).map(e => `${e} ${board.get(e)}`);
    return entries.length > 0 ? `elements ${entries.join(', ')}` : undefined;
}

/**
 * The `elements` line the state's board calls for: rewritten when it changed, removed when every
 * element is inert, written after the `modifiers` line (or the `round` block, or the last
 * statement) when the scenario has none.
 */
export function elementChanges(text: string, scenario: Scenario, state: PlayState): TextChange[] {
    const node = scenario.statements.find(isElementBoard);
    const written = elementsText(state.elements);
    if (node?.$cstNode) {
        if (written === undefined) {
            const removal = removeStatement(text, node);
            return removal ? [removal] : [];
        }
        return written === node.$cstNode.text ? [] : [{ start: node.$cstNode.offset, end: node.$cstNode.end, text: written }];
    }
    if (written === undefined) {
        return [];
    }
    const anchor = scenario.statements.find(isModifierDeck) ?? scenario.statements.find(isRoundStatement) ?? scenario.statements[scenario.statements.length - 1];
    const insertion = anchor && insertionAfter(text, scenario, anchor);
    return insertion ? [insertLine(insertion, written)] : [];
}

/** A character's `curse N`: replaced, or written at the end of its line. */
export function curseChanges(node: Character, state: PlayState): TextChange[] {
    const now = state.curses.get(node.name);
    const cst = node.$cstNode;
    if (now === undefined || now === (node.curses ?? 0) || !cst) {
        return [];
    }
    const written = GrammarUtils.findNodeForProperty(cst, 'curses');
    if (written) {
        return [{ start: written.offset, end: written.end, text: String(now) }];
    }
    return [{ start: cst.end, end: cst.end, text: ` curse ${now}` }];
}

/** The `summoned` word of a standee summoned in a round that has ended: it takes turns from now on. */
export function summonedWordChanges(node: Monster, state: PlayState): TextChange[] {
    const cst = node.$cstNode;
    const word = node.summoned && cst ? GrammarUtils.findNodeForKeyword(cst, 'summoned') : undefined;
    if (!word || state.board.figureNamed(node.name)?.summoned || state.down.has(node.name)) {
        return [];
    }
    let start = word.offset;
    while (start > 0 && cst!.root.fullText[start - 1] === ' ') {
        start--;
    }
    return [{ start, end: word.end, text: '' }];
}

/** A standee the play summoned, as its `monster` line. */
function summonedLine(name: string, state: PlayState): string | undefined {
    const figure = state.board.figureNamed(name);
    const vitals = state.vitals.get(name);
    const standee = figure?.standee;
    if (!figure || !standee) {
        return undefined;
    }
    const parts = [`monster${' '.repeat(spacesAfterKeyword('monster'))}${name} of ${standee.type} at ${hexLabel(figure.hex)}`];
    if (standee.level === 'elite') {
        parts.push('elite');
    }
    if (standee.number !== undefined) {
        parts.push(`number ${standee.number}`);
    }
    if (vitals && vitals.hp !== vitals.maxHp) {
        parts.push(`hp ${vitals.hp}`);
    }
    const conditions = state.conditions.get(name) ?? [];
    if (conditions.length > 0) {
        parts.push(`conditions ${conditions.join(', ')}`);
    }
    if (figure.summoned) {
        parts.push('summoned');
    }
    return parts.join(' ');
}

/**
 * A standee summoned and removed in the same play: its line keeps its name for what names it, and
 * the hex it was summoned on, as a removed standee's line keeps the hex it was written at.
 */
function removedSummonLine(name: string, summon: SummonRecord): string {
    const level = summon.level === 'elite' ? ' elite' : '';
    return `monster${' '.repeat(spacesAfterKeyword('monster'))}${name} of ${summon.type} at ${hexLabel(summon.hex)}${level} number ${summon.number} hp 0 removed`;
}

/** The lines of standees the play summoned that the text does not have yet, after the last figure. */
export function summonedLines(text: string, scenario: Scenario, state: PlayState): TextChange[] {
    const written = new Set(scenario.statements.filter((s): s is Monster | Character => isMonster(s) || isCharacter(s) || isSummon(s)).map(s => s.name));
    const lines: string[] = [];
    for (const [name, summon] of state.summons) {
        if (written.has(name)) {
            continue;
        }
        const line = state.down.has(name) ? removedSummonLine(name, summon) : summonedLine(name, state);
        if (line) {
            lines.push(line);
        }
    }
    const anchor = [...scenario.statements].reverse().find(s => isMonster(s) || isCharacter(s) || isSummon(s));
    const insertion = anchor && insertionAfter(text, scenario, anchor);
    return lines.length > 0 && insertion ? [insertLine(insertion, lines.join(`\n${insertion.indentation}`))] : [];
}
