import { DocumentState, type LangiumDocument, type URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import { CancellationToken, Disposable, LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type { GhsLspServices } from '../ghs-lsp-module.js';

/**
 * Per document, the version of the text its syntax tree was read from. The tree cannot tell by
 * itself: the parser may read only the start of a badly broken file, and a change that leaves the
 * text as it was keeps the tree. A service (`services.lspWorkspace.ParsedVersions`), created with
 * the language server's services so that it hears every build from the first.
 */
export class ParsedVersions {
    private readonly versions = new Map<string, number>();

    /**
     * Notes each document's version when a build has indexed it: no message from the client is
     * read between parsing a text and that phase, so the version is the one that was parsed.
     */
    constructor(shared: LangiumSharedServices) {
        const builder = shared.workspace.DocumentBuilder;
        builder.onDocumentPhase(DocumentState.IndexedContent, document => {
            this.versions.set(document.uri.toString(), document.textDocument.version);
        });
        builder.onUpdate((_changed, deleted) => deleted.forEach(uri => this.versions.delete(uri.toString())));
    }

    /** The version of the text the document's tree was last read from, if it has been read. */
    versionParsed(uri: string): number | undefined {
        return this.versions.get(uri);
    }

    /** Whether the document is validated at the text the server holds now. */
    isCurrent(document: LangiumDocument): boolean {
        return document.state >= DocumentState.Validated && this.versions.get(document.uri.toString()) === document.textDocument.version;
    }
}

function isCurrent(shared: LangiumSharedServices, document: LangiumDocument): boolean {
    return (shared.ServiceRegistry.getServices(document.uri) as GhsLspServices).lspWorkspace.ParsedVersions.isCurrent(document);
}

/**
 * The document validated at the text the server holds now. A change the client sent just before
 * this request may not have been parsed yet while the document still says `Validated` from the
 * text before; then this waits for the build that parses the change. It waits for this document
 * only, never for the whole workspace.
 */
export async function currentDocument(shared: LangiumSharedServices, uri: URI, cancelToken = CancellationToken.None): Promise<LangiumDocument> {
    const builder = shared.workspace.DocumentBuilder;
    for (;;) {
        const document = shared.workspace.LangiumDocuments.getDocument(uri);
        if (!document && shared.workspace.TextDocuments.get(uri.toString())) {
            // Opened, but its update has not started yet (as while the workspace loads).
            await builder.waitUntil(DocumentState.Validated, uri, cancelToken);
            continue;
        }
        if (!document) {
            throw new ResponseError(LSPErrorCodes.RequestFailed, `The server does not know ${uri.toString()}: open it first.`);
        }
        await builder.waitUntil(DocumentState.Validated, uri, cancelToken);
        if (isCurrent(shared, document)) {
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
