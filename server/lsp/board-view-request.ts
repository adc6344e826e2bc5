import { URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { type CancellationToken, type Connection, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import { buildBoardView } from '../../language/view/build-board-view.js';
import type { ScenarioAnalysis } from '../../language/analysis/judgement.js';
import { type AtTurnEntry, BoardViewRequest, type BoardViewParams, type BoardViewResult, type TurnOrderEntry } from '../protocol.js';
import type { Scenario } from '../../language/generated/ast.js';
import { decisionAtTurn } from '../../language/scenario/earlier-turns.js';
import { optionLine } from '../../language/explain/option-words.js';
import { wordDecision } from '../../language/explain/decision-words.js';
import { comingAbilityWords } from '../../language/explain/coming-turn-words.js';
import type { PlayedLinesView } from '../../language/view/board-view.js';
import { hexEquals } from '../../language/hex/hex.js';
import { hexLabel } from '../../language/hex/offset.js';
import type { GhsServices } from '../../language/ghs-module.js';
import { currentDocument } from './current-document.js';
import { onCancellableRequest, refuseMalformed } from './cancellable-request.js';

/** The board view of a document at the text the server holds now, and that text's version. */
export async function boardViewOf(shared: LangiumSharedServices, params: BoardViewParams, cancelToken?: CancellationToken): Promise<BoardViewResult> {
    refuseMalformed(BoardViewRequest.method, params);
    const document = await currentDocument(shared, URI.parse(params.uri), cancelToken);
    const analyzer = (shared.ServiceRegistry.getServices(document.uri) as GhsServices).analysis.ScenarioAnalyzer;
    const context = await analyzer.analyzeDocumentAsync(document, cancelToken);
    if (!context) {
        throw new ResponseError(LSPErrorCodes.RequestFailed, `${params.uri} holds no scenario.`);
    }
    const { scenario, analysis, edition } = context;
    const view = buildBoardView(scenario, analysis.board, analysis.worded, edition, analysis.incomplete);
    const atTurn = atTurnOf(scenario, analysis, view.optionWords);
    const played = analysis.incomplete ? [] : analysis.worded.flatMap((decision): PlayedLinesView[] => {
        const coming = analyzer.comingTurn(scenario, decision.monster);
        const words = coming && comingAbilityWords(coming);
        return words ? [{ monster: decision.monster, ...words }] : [];
    });
    return {
        ...view,
        ...(played.length > 0 ? { played } : {}),
        version: document.textDocument.version,
        turnOrder: turnOrderOf(analysis),
        ...(atTurn.length > 0 ? { atTurn } : {})
    };
}

/** The monsters whose options change once the earlier characters' and summons' turns are played. */
export function atTurnOf(scenario: Scenario, analysis: ScenarioAnalysis, written: BoardViewResult['optionWords']): AtTurnEntry[] {
    const board = analysis.board;
    if (!board || analysis.incomplete) {
        return [];
    }
    return analysis.worded.flatMap(shown => {
        const found = shown.earlierTurns ? decisionAtTurn(scenario, board, shown.monster) : undefined;
        if (!found || !shown.earlierTurns) {
            return [];
        }
        const decision = wordDecision(found);
        const options = decision.options.map(option => optionLine(decision, option));
        const same = JSON.stringify(options) === JSON.stringify(written.find(w => w.monster === shown.monster)?.options ?? []);
        return same ? [] : [{ monster: shown.monster, note: shown.earlierTurns, decision, options }];
    });
}

/** The engine decides the monsters in the order they act; each one's initiative is read off the board. */
export function turnOrderOf(analysis: ScenarioAnalysis): TurnOrderEntry[] {
    const board = analysis.board;
    if (analysis.incomplete) {
        return [];
    }
    return analysis.decisions.map(decision => {
        const figure = board?.figures.find(f => f.name === decision.monster && hexEquals(f.hex, decision.hex));
        return { monster: decision.monster, hex: hexLabel(decision.hex), ...(figure?.initiative !== undefined && { initiative: figure.initiative }) };
    });
}

export function registerBoardViewRequest(connection: Connection, shared: LangiumSharedServices): void {
    onCancellableRequest(connection, BoardViewRequest, (params, cancelToken) => boardViewOf(shared, params, cancelToken));
}
