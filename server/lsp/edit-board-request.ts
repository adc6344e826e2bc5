import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { editBoard } from '../../language/edit/board-edit.js';
import { type EditBoardParams, EditBoardRequest, type EditBoardResult } from '../protocol.js';
import { refuseMalformed } from './cancellable-request.js';
import { inLineEndingOf } from './line-endings.js';
import { versionedScenario } from './versioned-scenario.js';

/** The edits that make one board edit in the text at the version the client named (see versionedScenario). */
export async function editBoardOf(shared: LangiumSharedServices, params: EditBoardParams, cancelToken?: CancellationToken): Promise<EditBoardResult> {
    refuseMalformed(EditBoardRequest.method, params);
    const current = await versionedScenario(shared, params, 'drawing', cancelToken);
    if ('error' in current) {
        return current;
    }
    const textDocument = current.document.textDocument;
    const result = editBoard(current.scenario, textDocument.getText(), params.edit);
    if ('error' in result) {
        return result;
    }
    return {
        edits: inLineEndingOf(textDocument, result.changes.map(c => ({ range: { start: textDocument.positionAt(c.start), end: textDocument.positionAt(c.end) }, newText: c.text })))
    };
}

export function registerEditBoardRequest(connection: Connection, shared: LangiumSharedServices): void {
    connection.onRequest(EditBoardRequest, (params, cancelToken) => editBoardOf(shared, params, cancelToken));
}
