import type { LangiumDocument } from 'langium';
import { TextEdit } from 'vscode-languageserver';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { playTurnEdits as playTurnChanges } from '../../language/edit/play-edits.js';
import type { TextChange } from '../../language/edit/text-change.js';
import { wordFigureTurn, wordTurnReport } from '../../language/explain/play-words.js';
import type { PlayTurnResult } from '../protocol.js';
import { inLineEndingOf } from './line-endings.js';

/**
 * The edits that play a monster's whole turn with one option of its decision, after the earlier
 * characters' and summons' turns (see language/edit/play-edits.ts), as LSP text edits of the
 * document, with the report of those turns.
 */
export function playTurnEdits(analyzer: ScenarioAnalyzer, document: LangiumDocument, monsterName: string, optionIndex: number,
    ways?: readonly number[]): PlayTurnResult {
    const played = playTurnChanges(analyzer, document, monsterName, optionIndex, ways ? { ways } : {});
    if ('error' in played) {
        return { error: played.error };
    }
    return { edits: textEdits(document, played.edits), ...(played.before.length > 0 ? { before: played.before.map(wordFigureTurn) } : {}), report: wordTurnReport(played.report) };
}

/** Offsets into the document's text as LSP ranges, in the document's line ending. */
export function textEdits(document: LangiumDocument, changes: readonly TextChange[]): TextEdit[] {
    const text = document.textDocument;
    return inLineEndingOf(text, changes.map(c => TextEdit.replace({ start: text.positionAt(c.start), end: text.positionAt(c.end) }, c.text)));
}
