import { URI, UriUtils } from 'langium';
import { DefaultDocumentUpdateHandler, type LangiumSharedServices } from 'langium/lsp';
import type { DidChangeWatchedFilesParams, TextDocumentChangeEvent } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { SelfContainedDocumentBuilder } from './self-contained-builder.js';

/** How long the text of a changed document must be still before it is read again. */
export const QUIET_MS = 40;
/** The longest a change waits to be read while keystrokes keep coming. */
export const MAX_WAIT_MS = 300;

/**
 * Langium keeps a closed document as it was last typed, answering requests about it and holding
 * its syntax tree for good. Here a closed document goes back to its file when the file is part
 * of the workspace (as if it had never been opened), and is forgotten otherwise: its
 * diagnostics are cleared and the memory is freed.
 */
export class GhsDocumentUpdateHandler extends DefaultDocumentUpdateHandler {
    private readonly pending = new Map<string, URI>();
    private quiet: NodeJS.Timeout | undefined;
    private firstPending: number | undefined;

    constructor(private readonly shared: LangiumSharedServices) {
        super(shared);
    }

    /**
     * Keystrokes that come faster than a large scenario is read are read together: each rebuild
     * starts once the text has been still for {@link QUIET_MS}, or {@link MAX_WAIT_MS} after the
     * first change it holds. Meanwhile the document counts as changed, so a request about it waits
     * for the new text; a request about another document no longer waits behind a parse of a
     * text that the next keystroke has already replaced. An opening is read at once.
     */
    override didChangeContent(change: TextDocumentChangeEvent<TextDocument>): void {
        const uri = URI.parse(change.document.uri);
        const builder = this.documentBuilder;
        if (!this.shared.workspace.LangiumDocuments.hasDocument(uri) || !(builder instanceof SelfContainedDocumentBuilder)) {
            super.didChangeContent(change);
            return;
        }
        if (!this.overdueBuild) {
            // Stops the build of the old text at once, as an update would; but not a build that
            // was overdue, or keys that never pause would stop every one of them.
            this.workspaceLock.cancelWrite();
        }
        builder.announceChange(uri);
        this.pending.set(uri.toString(), uri);
        this.firstPending ??= Date.now();
        clearTimeout(this.quiet);
        const left = this.firstPending + MAX_WAIT_MS - Date.now();
        this.quiet = setTimeout(() => this.flush(left <= QUIET_MS), Math.max(0, Math.min(QUIET_MS, left)));
    }

    private overdueBuild: Promise<unknown> | undefined;

    private flush(overdue: boolean): void {
        const changed = [...this.pending.values()];
        this.pending.clear();
        this.firstPending = undefined;
        this.quiet = undefined;
        if (changed.length === 0) {
            return;
        }
        const build = this.workspaceManager.ready
            .then(() => this.workspaceLock.write(token => this.documentBuilder.update(changed, [], token)))
            .catch((error: unknown) => this.report(`Could not read the changed documents: ${String(error)}`));
        if (overdue) {
            this.overdueBuild = build;
            void build.finally(() => {
                if (this.overdueBuild === build) {
                    this.overdueBuild = undefined;
                }
            });
        }
    }

    /**
     * Logs a failed read. A read still pending when the client goes away fails with it, and the
     * log, sent on the same closed connection, would throw in turn: there is nobody left to tell.
     */
    private report(message: string, level: 'error' | 'warn' = 'error'): void {
        try {
            this.shared.lsp.Connection?.console[level](message);
        } catch {
            // The connection is closed.
        }
    }

    didCloseDocument(event: TextDocumentChangeEvent<TextDocument>): void {
        const uri = URI.parse(event.document.uri);
        this.pending.delete(uri.toString());
        this.workspaceManager.ready
            .then(() => this.workspaceLock.write(async token => {
                if (this.shared.workspace.TextDocuments.get(uri.toString())) {
                    return; // opened again meanwhile: the opening's own update holds
                }
                const keep = this.inWorkspace(uri) && await this.shared.workspace.FileSystemProvider.exists(uri);
                await this.documentBuilder.update(keep ? [uri] : [], keep ? [] : [uri], token);
            }))
            .catch((error: unknown) => this.report(`Could not forget the closed ${uri.toString()}: ${String(error)}`));
    }

    /**
     * Only files inside the workspace folders are read: a client that names any other file (by
     * mistake or not) would otherwise have the server read it from the disk, serve its board and
     * list it among the workspace's symbols.
     */
    override didChangeWatchedFiles(params: DidChangeWatchedFilesParams): void {
        const changes = Array.isArray(params?.changes) ? params.changes : [];
        const inside = changes.filter(change => typeof change?.uri === 'string' && this.inWorkspace(URI.parse(change.uri)));
        if (inside.length < changes.length) {
            this.report(`Ignored ${changes.length - inside.length} watched file change(s) outside the workspace folders.`, 'warn');
        }
        if (inside.length > 0) {
            super.didChangeWatchedFiles({ changes: inside });
        }
    }

    private inWorkspace(uri: URI): boolean {
        // `..` is resolved first: /work/../etc is not inside /work.
        const resolved = UriUtils.resolvePath(uri);
        return resolved.path === uri.path
            && (this.workspaceManager.workspaceFolders ?? []).some(folder => UriUtils.contains(URI.parse(folder.uri), resolved));
    }
}
