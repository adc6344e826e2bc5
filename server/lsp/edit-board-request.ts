import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { editBoard } from '../../language/edit/board-edit.js';
import { type EditBoardParams, EditBoardRequest, type EditBoardResult } from '../protocol.js';
import { versionedScenario } from './versioned-scenario.js';
import { textEdits } from './play-turn.js';

/** The edits that make one board edit in the text at the version the client named. */
export async function editBoardOf(shared: LangiumSharedServices, params: EditBoardParams, cancelToken?: CancellationToken): Promise<EditBoardResult> {
    if (typeof params?.uri !== 'string' || typeof params.version !== 'number' || typeof params.edit?.kind !== 'string') {
        return { error: 'expected { uri, version, edit }.' };
    }
    const current = await versionedScenario(shared, params, 'drawing', cancelToken);
    if ('error' in current) {
        return current;
    }
    const result = editBoard(current.scenario, current.document.textDocument.getText(), params.edit);
    if ('error' in result) {
        return result;
    }
    return { edits: textEdits(current.document, result.changes) };
}

export function registerEditBoardRequest(connection: Connection, shared: LangiumSharedServices): void {
    connection.onRequest(EditBoardRequest, (params, cancelToken) => editBoardOf(shared, params, cancelToken));
}
