import { URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken, Connection } from 'vscode-languageserver';
import { editBoard } from '../../language/edit/board-edit.js';
import { isScenario } from '../../language/generated/ast.js';
import { type EditBoardParams, EditBoardRequest, type EditBoardResult } from '../protocol.js';
import { refuseMalformed } from './cancellable-request.js';
import { currentDocument } from './current-document.js';
import { inLineEndingOf } from './line-endings.js';

/**
 * The edits that make one board edit in the text at the version the client named. A scenario
 * with syntax errors is refused: its tree lacks what the parser could not read, and an edit
 * worked out from it could write over the author's text.
 */
export async function editBoardOf(shared: LangiumSharedServices, params: EditBoardParams, cancelToken?: CancellationToken): Promise<EditBoardResult> {
    refuseMalformed(EditBoardRequest.method, params);
    const uri = URI.parse(params.uri);
    const known = shared.workspace.LangiumDocuments.getDocument(uri);
    if (!known) {
        return { error: `the server does not know ${params.uri}: open it first.` };
    }
    if (known.textDocument.version !== params.version) {
        return { error: `the scenario changed: the server has version ${known.textDocument.version}, the edit was asked for version ${params.version}.` };
    }
    const document = await currentDocument(shared, uri, cancelToken);
    const textDocument = document.textDocument;
    if (textDocument.version !== params.version) {
        return { error: `the scenario changed while the edit was worked out (now version ${textDocument.version}).` };
    }
    const scenario = document.parseResult.value;
    if (!isScenario(scenario) || document.parseResult.parserErrors.length > 0 || document.parseResult.lexerErrors.length > 0) {
        return { error: 'the scenario does not parse: mend its syntax errors before drawing.' };
    }
    const result = editBoard(scenario, textDocument.getText(), params.edit);
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
