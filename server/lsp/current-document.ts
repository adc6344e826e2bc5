import { DocumentState, type LangiumDocument, type URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { CancellationToken, Disposable, LSPErrorCodes, ResponseError } from 'vscode-languageserver';

/** True when the syntax tree was parsed from the text the server holds now. */
export function parsedFromCurrentText(document: LangiumDocument): boolean {
    return document.parseResult.value.$cstNode?.root.fullText === document.textDocument.getText();
}

/**
 * The document validated at the text the server holds now. A change the client sent just before
 * this request may not have been parsed yet, and the document can still say `Validated` from the
 * text before; then this waits for the build that parses the change. It waits for this document
 * only, never for the whole workspace.
 */
export async function currentDocument(shared: LangiumSharedServices, uri: URI, cancelToken = CancellationToken.None): Promise<LangiumDocument> {
    const builder = shared.workspace.DocumentBuilder;
    for (;;) {
        const document = shared.workspace.LangiumDocuments.getDocument(uri);
        if (!document) {
            throw new ResponseError(LSPErrorCodes.RequestFailed, `The server does not know ${uri.toString()}: open it first.`);
        }
        await builder.waitUntil(DocumentState.Validated, uri, cancelToken);
        if (parsedFromCurrentText(document)) {
            return document;
        }
        await nextValidation(shared, uri, cancelToken);
    }
}

function nextValidation(shared: LangiumSharedServices, uri: URI, cancelToken: CancellationToken): Promise<void> {
    return new Promise((resolve, reject) => {
        const subscriptions: Disposable[] = [];
        const settle = (done: () => void): void => {
            subscriptions.forEach(s => s.dispose());
            done();
        };
        subscriptions.push(shared.workspace.DocumentBuilder.onDocumentPhase(DocumentState.Validated, document => {
            if (document.uri.toString() === uri.toString()) {
                settle(resolve);
            }
        }));
        subscriptions.push(cancelToken.onCancellationRequested(() =>
            settle(() => reject(new ResponseError(LSPErrorCodes.RequestCancelled, 'The request has been cancelled.')))));
    });
}
