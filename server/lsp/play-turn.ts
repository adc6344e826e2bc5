import { CstUtils, GrammarUtils, type LangiumDocument } from 'langium';
import { type Position, TextEdit } from 'vscode-languageserver';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { takesTurn } from '../../language/board/monster-types.js';
import type { Scenario, Statement } from '../../language/generated/ast.js';
import { isActedRecord, isCharacter, isMonster, isSummon } from '../../language/generated/ast.js';
import { whereWords } from '../../language/analysis/incomplete-board.js';
import { asWritten, writtenOption } from '../../language/words/options.js';
import type { PlayTurnResult } from '../protocol.js';
import { spacesAfter } from './formatter.js';
import { actedRecordOf, decisionOf } from './scenario-analysis.js';

/**
 * The edits that play one option of a monster's turn: the monster moves to the option's
 * destination, and an `acted` record says where it came from and whom it attacked, so that it
 * takes no second turn and the next monster sees it where it now stands. Refuses, with the
 * reason, whatever cannot be played. The analysis comes from the same service the editor's
 * views asked, so the turn played is the one they showed.
 */
export function playTurnEdits(analyzer: ScenarioAnalyzer, document: LangiumDocument, monsterName: string, optionIndex: number): PlayTurnResult {
    const context = analyzer.analyzeDocument(document);
    if (!context) {
        return { error: 'the document holds no scenario.' };
    }
    const { scenario, analysis } = context;
    if (analysis.incomplete) {
        return { error: `the scenario does not parse (${whereWords(analysis.incomplete)}): mend its syntax errors first.` };
    }
    if (!analysis.board) {
        return { error: 'the scenario has no usable board: it needs a valid `map` statement.' };
    }
    const monster = scenario.statements.find(s => (isMonster(s) || isCharacter(s) || isSummon(s)) && s.name === monsterName);
    if (!monster) {
        return { error: `there is no figure named ${monsterName}.` };
    }
    if (!isMonster(monster)) {
        return { error: `${monsterName} is not a monster: only monsters' turns are played.` };
    }
    const record = actedRecordOf(scenario, monsterName);
    if (record) {
        const line = record.$cstNode ? ` (line ${record.$cstNode.range.start.line + 1})` : '';
        return { error: `${monsterName} has already acted this round${line}.` };
    }
    if (!takesTurn(monster)) {
        return { error: `${monsterName} has no ability this round: it takes no turn.` };
    }
    const decision = decisionOf(analysis, monsterName);
    const position = monster.position?.$cstNode;
    if (!decision || !position) {
        return { error: `${monsterName} is not on the board (its hex is missing, off the map, or taken by another figure).` };
    }
    if (!Number.isInteger(optionIndex) || optionIndex < 0 || optionIndex >= decision.options.length) {
        const count = decision.options.length;
        return { error: `option ${optionIndex} does not exist: ${monsterName}'s turn has ${count} option${count === 1 ? '' : 's'} (0${count > 1 ? `..${count - 1}` : ''}).` };
    }
    const option = decision.options[optionIndex];
    const line = `acted${' '.repeat(spacesAfter('acted'))}${monsterName} from ${decision.hex} to ${writtenOption(asWritten(option))}`;
    const edits: TextEdit[] = [];
    if (option.destination !== decision.hex) {
        edits.push(TextEdit.replace(position.range, option.destination));
    }
    const insertion = recordInsertion(document, scenario);
    if (!insertion) {
        return { error: 'found no place for the record of the turn in the scenario block.' };
    }
    edits.push(TextEdit.insert(insertion.position, `\n${insertion.indentation}${line}`));
    return { edits };
}

/**
 * The record goes on a line of its own after the last figure or record, indented like it. It
 * goes after a comment that ends that line, but never into a block comment or past the
 * scenario's closing brace.
 */
function recordInsertion(document: LangiumDocument, scenario: Scenario): { position: Position; indentation: string } | undefined {
    const last = [...scenario.statements].reverse().find((s: Statement) => isMonster(s) || isCharacter(s) || isSummon(s) || isActedRecord(s));
    const cst = last?.$cstNode;
    const scenarioCst = scenario.$cstNode;
    if (!cst || !scenarioCst) {
        return undefined;
    }
    const text = document.textDocument.getText();
    const braces = GrammarUtils.findNodesForKeyword(scenarioCst, '}');
    const close = braces[braces.length - 1];
    const newline = text.indexOf('\n', cst.end);
    let offset = newline < 0 ? text.length : text[newline - 1] === '\r' ? newline - 1 : newline;
    const crossesComment = CstUtils.flattenCst(scenarioCst.root).some(leaf => leaf.hidden && leaf.offset < offset && leaf.end > offset);
    if ((close && offset > close.offset) || crossesComment) {
        offset = cst.end;
    }
    const lineStart = text.lastIndexOf('\n', cst.offset - 1) + 1;
    const indentation = /^[ \t]*/.exec(text.slice(lineStart, cst.offset))?.[0] ?? '';
    return { position: document.textDocument.positionAt(offset), indentation };
}
