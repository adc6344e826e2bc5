import { URI, isOperationCancelled } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { type CancellationToken, type Connection, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { BoardViewRequest, type BoardViewParams, type BoardViewResult } from '../protocol.js';
import type { GhsServices } from '../../language/ghs-module.js';
import { currentDocument } from './current-document.js';
import { analysedScenarioAsync } from './scenario-analysis.js';

/** The board view of a document at the text the server holds now, and that text's version. */
export async function boardViewOf(shared: LangiumSharedServices, params: BoardViewParams, cancelToken?: CancellationToken): Promise<BoardViewResult> {
    const document = await currentDocument(shared, URI.parse(params.uri), cancelToken);
    const { defaultEdition } = (shared.ServiceRegistry.getServices(document.uri) as GhsServices).settings.GhsSettings;
    const context = await analysedScenarioAsync(document, defaultEdition, cancelToken);
    if (!context) {
        throw new ResponseError(LSPErrorCodes.RequestFailed, `${params.uri} holds no scenario.`);
    }
    const { scenario, analysis } = context;
    return { ...buildBoardView(scenario, analysis.board, analysis.decisions, defaultEdition), version: document.textDocument.version };
}

export function registerBoardViewRequest(connection: Connection, shared: LangiumSharedServices): void {
    connection.onRequest(BoardViewRequest, async (params, cancelToken) => {
        try {
            return await boardViewOf(shared, params, cancelToken);
        } catch (error) {
            if (isOperationCancelled(error)) {
                throw new ResponseError(LSPErrorCodes.RequestCancelled, 'The request has been cancelled.');
            }
            throw error;
        }
    });
}
