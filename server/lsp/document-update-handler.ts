import { URI, UriUtils } from 'langium';
import { DefaultDocumentUpdateHandler, type LangiumSharedServices } from 'langium/lsp';
import type { TextDocumentChangeEvent } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

/**
 * Langium keeps a closed document as it was last typed, answering requests about it and holding
 * its syntax tree for good. Here a closed document goes back to its file when the file is part
 * of the workspace (as if it had never been opened), and is forgotten otherwise: its
 * diagnostics are cleared and the memory is freed.
 */
export class GhsDocumentUpdateHandler extends DefaultDocumentUpdateHandler {
    constructor(private readonly shared: LangiumSharedServices) {
        super(shared);
    }

    didCloseDocument(event: TextDocumentChangeEvent<TextDocument>): void {
        const uri = URI.parse(event.document.uri);
        this.workspaceManager.ready
            .then(() => this.workspaceLock.write(async token => {
                if (this.shared.workspace.TextDocuments.get(uri.toString())) {
                    return; // opened again meanwhile: the opening's own update holds
                }
                const keep = this.inWorkspace(uri) && await this.shared.workspace.FileSystemProvider.exists(uri);
                await this.documentBuilder.update(keep ? [uri] : [], keep ? [] : [uri], token);
            }))
            .catch((error: unknown) => this.shared.lsp.Connection?.console.error(`Could not forget the closed ${uri.toString()}: ${String(error)}`));
    }

    private inWorkspace(uri: URI): boolean {
        return (this.workspaceManager.workspaceFolders ?? []).some(folder => UriUtils.contains(URI.parse(folder.uri), uri));
    }
}
