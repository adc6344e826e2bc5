import type { LangiumDocument } from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import type { CancellationToken, CodeLens, CodeLensParams } from 'vscode-languageserver';
import { GrammarUtils } from 'langium';
import { incompleteBoardBrief } from '../../language/explain/board-problem-words.js';
import { type Monster, isMonster, isRoundStatement, type RoundStatement } from '../../language/generated/ast.js';
import type { IncompleteBoard } from '../../language/scenario/incomplete-board.js';
import { takesTurn } from '../../language/model/monster-types.js';
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
        if (incomplete) {
            return notShownLenses(monsters, incomplete);
        }
        return [...this.roundLenses(context.scenario.statements.filter(isRoundStatement), uri), ...context.analysis.worded.flatMap(decision => {
            const monster = monsters.find(m => m.name === decision.monster && m.position?.label === decision.hex)
                ?? monsters.find(m => m.name === decision.monster);
            const name = monster && nameRange(monster);
            if (!name) {
                return [];
            }
            return [
                { range: name, command: { title: 'Run monster turn', command: RunMonsterTurnCommand, arguments: runMonsterTurnArguments(decision.monster, uri) } },
                { range: name, command: { title: summaryTitle(decision.summary, context.analysis.earlierTurns.get(decision.monster)), command: '' } }
            ];
        })];
    }

    /** Above the `round` keyword: a lens that plays the whole round. */
    private roundLenses(rounds: readonly RoundStatement[], uri: string): CodeLens[] {
        return rounds.flatMap(round => {
            const keyword = round.$cstNode && GrammarUtils.findNodeForKeyword(round.$cstNode, 'round');
            return keyword ? [{ range: keyword.range, command: { title: 'Run round', command: RunRoundCommand, arguments: runRoundArguments(uri) } }] : [];
        });
    }
}

/**
 * On a board that cannot be judged, no turn to play or read: above each monster that would act
 * (wherever it is written, on the board or not), why not, in a few words.
 */
function notShownLenses(monsters: readonly Monster[], incomplete: IncompleteBoard): CodeLens[] {
    const title = `Turn not shown: the board is incomplete (${incompleteBoardBrief(incomplete)})`;
    return monsters.filter(m => !m.removed && takesTurn(m)).flatMap(monster => {
        const range = nameRange(monster);
        return range ? [{ range, command: { title, command: '' } }] : [];
    });
}

function nameRange(monster: Monster): CodeLens['range'] | undefined {
    return (monster.$cstNode && GrammarUtils.findNodeForProperty(monster.$cstNode, 'name'))?.range;
}

/** The decision's summary, with a word when earlier turns will change the board it is decided on. */
function summaryTitle(summary: string, earlier: readonly FigureTurn[] | undefined): string {
    return earlier ? `${summary} · ${earlierTurnsLensWords(earlier)}` : summary;
}
