import { URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { type CancellationToken, type Connection, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import { buildBoardView } from '../../language/view/build-board-view.js';
import type { ScenarioAnalysis } from '../../language/analysis/scenario-analysis.js';
import { BoardViewRequest, type BoardViewParams, type BoardViewResult, type TurnOrderEntry } from '../protocol.js';
import type { GhsServices } from '../../language/ghs-module.js';
import { currentDocument } from './current-document.js';
import { onCancellableRequest } from './cancellable-request.js';
import { hasUriAnd, invalidParams } from './request-params.js';

/** The board view of a document at the text the server holds now, and that text's version. */
export async function boardViewOf(shared: LangiumSharedServices, params: BoardViewParams, cancelToken?: CancellationToken): Promise<BoardViewResult> {
    if (!hasUriAnd(params)) {
        throw invalidParams(BoardViewRequest.method, '{ uri, version }');
    }
    const document = await currentDocument(shared, URI.parse(params.uri), cancelToken);
    const analyzer = (shared.ServiceRegistry.getServices(document.uri) as GhsServices).analysis.ScenarioAnalyzer;
    const context = await analyzer.analyzeDocumentAsync(document, cancelToken);
    if (!context) {
        throw new ResponseError(LSPErrorCodes.RequestFailed, `${params.uri} holds no scenario.`);
    }
    const { scenario, analysis, edition } = context;
    return {
        ...buildBoardView(scenario, analysis.board, analysis.decisions, edition, analysis.incomplete),
        version: document.textDocument.version,
        turnOrder: turnOrderOf(analysis)
    };
}

/** The engine decides the monsters in the order they act; each one's initiative is read off the board. */
export function turnOrderOf(analysis: ScenarioAnalysis): TurnOrderEntry[] {
    const board = analysis.board;
    return analysis.decisions.map(decision => {
        const figure = board?.figures.find(f => f.name === decision.monster && board.labelOf(f.cell) === decision.hex);
        return { monster: decision.monster, hex: decision.hex, ...(figure?.initiative !== undefined && { initiative: figure.initiative }) };
    });
}

export function registerBoardViewRequest(connection: Connection, shared: LangiumSharedServices): void {
    onCancellableRequest(connection, BoardViewRequest, (params, cancelToken) => boardViewOf(shared, params, cancelToken));
}
