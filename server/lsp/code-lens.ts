import type { LangiumDocument } from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import type { CancellationToken, CodeLens, CodeLensParams } from 'vscode-languageserver';
import { GrammarUtils } from 'langium';
import { whereWords } from '../../language/explain/board-problem-words.js';
import { isMonster, isRoundStatement, type RoundStatement } from '../../language/generated/ast.js';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { ExtensionCommands } from '../protocol.js';
import type { FigureTurn } from '../../language/play/round.js';
import { earlierTurnsLensWords } from '../../language/explain/earlier-turn-words.js';

/** The extension's command (`client/src/turns.ts`). */
export const RunMonsterTurnCommand = ExtensionCommands.runMonsterTurn;

/**
 * The command's arguments, in the order the extension reads them: `(monster?, option?, uri?)`.
 * A keybinding names the monster and perhaps the option; the lens names the monster and its
 * document, and leaves the option to the user (`null`: JSON has no `undefined`), so the turn
 * played is this lens's monster in this lens's file wherever the cursor is.
 */
export function runMonsterTurnArguments(monster: string, uri: string): [string, null, string] {
    return [monster, null, uri];
}

/** The extension's command that plays the round (`client/src/turns.ts`). */
export const RunRoundCommand = ExtensionCommands.runRound;

/** The round lens names its document, so the round played is this file's wherever the focus is. */
export function runRoundArguments(uri: string): [string] {
    return [uri];
}

/**
 * Above each monster that acts this round: a lens that plays its turn, and its turn in one line.
 * The second lens has no command: it is there to be read.
 */
export class GhsCodeLensProvider implements CodeLensProvider {
    constructor(private readonly analyzer: ScenarioAnalyzer) {}

    async provideCodeLens(document: LangiumDocument, _params: CodeLensParams, cancelToken?: CancellationToken): Promise<CodeLens[]> {
        const context = await this.analyzer.analyzeDocumentAsync(document, cancelToken);
        if (!context) {
            return [];
        }
        const uri = document.textDocument.uri;
        const monsters = context.scenario.statements.filter(isMonster);
        const { incomplete } = context.analysis;
        return [...this.roundLenses(context.scenario.statements.filter(isRoundStatement), uri, incomplete !== undefined), ...context.analysis.worded.flatMap(decision => {
            const monster = monsters.find(m => m.name === decision.monster && m.position?.label === decision.hex)
                ?? monsters.find(m => m.name === decision.monster);
            const name = monster?.$cstNode && GrammarUtils.findNodeForProperty(monster.$cstNode, 'name');
            if (!name) {
                return [];
            }
            if (incomplete) {
                // No turn to play or read on a board that lacks what the syntax errors dropped.
                return [{ range: name.range, command: { title: `Turn not shown: the board is incomplete (syntax ${incomplete.errors === 1 ? 'error' : 'errors'} on ${whereWords(incomplete)})`, command: '' } }];
            }
            return [
                { range: name.range, command: { title: 'Run monster turn', command: RunMonsterTurnCommand, arguments: runMonsterTurnArguments(decision.monster, uri) } },
                { range: name.range, command: { title: summaryTitle(decision.summary, context.analysis.earlierTurns.get(decision.monster)), command: '' } }
            ];
        })];
    }

    /** Above the `round` keyword: a lens that plays the whole round; none on a board the syntax errors left incomplete. */
    private roundLenses(rounds: readonly RoundStatement[], uri: string, incomplete: boolean): CodeLens[] {
        if (incomplete) {
            return [];
        }
        return rounds.flatMap(round => {
            const keyword = round.$cstNode && GrammarUtils.findNodeForKeyword(round.$cstNode, 'round');
            return keyword ? [{ range: keyword.range, command: { title: 'Run round', command: RunRoundCommand, arguments: runRoundArguments(uri) } }] : [];
        });
    }
}

/** The decision's summary, with a word when earlier turns will change the board it is decided on. */
function summaryTitle(summary: string, earlier: readonly FigureTurn[] | undefined): string {
    return earlier ? `${summary} · ${earlierTurnsLensWords(earlier)}` : summary;
}
