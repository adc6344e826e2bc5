import { DefaultDocumentBuilder, DocumentState, type URI } from 'langium';
import { type CancellationToken, LSPErrorCodes, ResponseError } from 'vscode-languageserver';

/**
 * A scenario links only to itself (its figures are not exported), so a change in one file can
 * never mend or break a reference in another. Langium's default relinks every document that has
 * an unresolved reference whenever any file changes; here that would put a half-typed scenario
 * back into every other file's build, and a hover there would wait for it.
 */
export class SelfContainedDocumentBuilder extends DefaultDocumentBuilder {
    protected override shouldRelink(): boolean {
        return false;
    }

    /**
     * Marks a document as changed before its update runs, so that a request about it waits for
     * the new text instead of answering from the old tree against the new text's positions.
     */
    announceChange(uri: URI): void {
        const document = this.langiumDocuments.getDocument(uri);
        if (document) {
            document.state = DocumentState.Changed;
            this.currentState = DocumentState.Changed;
        }
    }

    /**
     * A document the client has opened is awaited even before its update has started. Langium
     * refuses a request about a document it does not hold yet (ServerCancelled), and while the
     * workspace loads, an opening waits behind the whole first build.
     */
    protected override awaitDocumentState(state: DocumentState, uri: URI, cancelToken: CancellationToken): Promise<URI> {
        if (!this.langiumDocuments.hasDocument(uri) && this.textDocuments?.get(uri.toString())) {
            return this.untilOpenedDocument(state, uri, cancelToken);
        }
        return super.awaitDocumentState(state, uri, cancelToken);
    }

    private untilOpenedDocument(state: DocumentState, uri: URI, cancelToken: CancellationToken): Promise<URI> {
        return new Promise((resolve, reject) => {
            const key = uri.toString();
            const subscriptions = [
                this.onDocumentPhase(state, document => {
                    if (document.uri.toString() === key) {
                        settle(() => resolve(document.uri));
                    }
                }),
                this.onUpdate((_changed, deleted) => {
                    if (deleted.some(d => d.toString() === key)) {
                        settle(() => reject(new ResponseError(LSPErrorCodes.RequestFailed, `${key} was closed before it was read.`)));
                    }
                }),
                cancelToken.onCancellationRequested(() =>
                    settle(() => reject(new ResponseError(LSPErrorCodes.RequestCancelled, 'The request has been cancelled.'))))
            ];
            function settle(done: () => void): void {
                subscriptions.forEach(s => s.dispose());
                done();
            }
        });
    }
}
