import * as vscode from 'vscode';
import { makeNonce, previewHtml } from './preview-html.js';
import { type FromWebview, type PreviewSettings, type ToWebview, parseFromWebview, parseState } from './preview-protocol.js';
import type { GhsServer } from './server-api.js';
import { currentBoard } from './turn-flow.js';
import { playPreviewOption } from './turns.js';
import { ThreatFeed } from './threat-feed.js';
import type { ThreatToWebview } from './threat-protocol.js';
import { drawOnBoard } from './board-drawing.js';
import { applyAtVersion } from './versioned-apply.js';
import { type DrawFromWebview, type DrawToWebview, parseDrawFromWebview } from './draw-protocol.js';

/** Edits come in bursts while typing: one board request after a pause is enough. */
const EDIT_DEBOUNCE_MS = 300;

export interface PreviewContext {
    readonly extensionUri: vscode.Uri;
    readonly server: GhsServer;
}

/**
 * The board preview: one panel that follows the active `.ghs` editor, asks the language server
 * for the board view and hands it to the page. The page draws; this class only moves messages.
 */
export class PreviewPanel {
    static readonly viewType = 'ghs.preview';
    private static current: PreviewPanel | undefined;

    private document: vscode.TextDocument | undefined;
    /** The page sends `ready` once its listener is installed; messages before that would be lost. */
    private ready = false;
    private lastBoard: Extract<ToWebview, { type: 'board' }> | undefined;
    private lastSelected: string | undefined;
    /** Counts cursor moves, so that only the answer about the latest one is used. */
    private cursorSerial = 0;
    private debounce: ReturnType<typeof setTimeout> | undefined;
    /** Counts requests so an answer overtaken by a newer request is dropped. */
    private requestSerial = 0;
    /** A document whose board request failed: asked again when the server next reports on it. */
    private awaitingServer: vscode.TextDocument | undefined;
    private readonly disposables: vscode.Disposable[] = [];
    private readonly threat: ThreatFeed<vscode.TextDocument>;

    static createOrShow(context: PreviewContext, document: vscode.TextDocument | undefined, column: vscode.ViewColumn): void {
        if (PreviewPanel.current) {
            PreviewPanel.current.panel.reveal(column, true);
            if (document) {
                PreviewPanel.current.follow(document);
            }
            return;
        }
        const panel = vscode.window.createWebviewPanel(PreviewPanel.viewType, 'GHS Preview', { viewColumn: column, preserveFocus: true },
            webviewOptions(context.extensionUri));
        PreviewPanel.current = new PreviewPanel(panel, context, document);
    }

    /** Restores a panel VS Code kept across a reload, with the document the page remembered. */
    static async revive(panel: vscode.WebviewPanel, context: PreviewContext, state: unknown): Promise<void> {
        const uri = parseState(state).uri;
        const open = vscode.workspace.textDocuments.find(d => d.uri.toString() === uri);
        const document = open ?? (uri ? await vscode.workspace.openTextDocument(vscode.Uri.parse(uri)).then(d => d, () => undefined) : undefined);
        panel.webview.options = webviewOptions(context.extensionUri);
        PreviewPanel.current?.dispose();
        PreviewPanel.current = new PreviewPanel(panel, context, document ?? vscode.window.activeTextEditor?.document);
    }

    /** The preview's document, for commands that act on what it shows. */
    static get shownDocument(): vscode.TextDocument | undefined {
        return PreviewPanel.current?.document;
    }

    /** Draws one of a monster's options as chosen, as the user browses them in a picker. */
    static showOption(document: vscode.TextDocument, monster: string, option: number): void {
        const current = PreviewPanel.current;
        if (current && current.document === document) {
            current.lastSelected = monster;
            current.post({ type: 'select', monster, option });
        }
    }

    private constructor(
        private readonly panel: vscode.WebviewPanel,
        private readonly context: PreviewContext,
        document: vscode.TextDocument | undefined
    ) {
        this.document = document?.languageId === 'ghs' ? document : undefined;
        this.threat = new ThreatFeed((d, character, token) => context.server.threatMap(d, character, token), message => this.post(message));
        this.panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'media', 'ghs-file.svg');
        this.panel.webview.html = this.html();
        this.updateTitle();
        this.panel.onDidDispose(() => this.dispose(), null, this.disposables);
        this.panel.webview.onDidReceiveMessage(data => {
            const drawn = parseDrawFromWebview(data);
            if (drawn) {
                void this.draw(drawn);
            } else if (!this.threat.receive(data, this.document)) {
                this.onMessage(parseFromWebview(data));
            }
        }, null, this.disposables);
        vscode.window.onDidChangeActiveTextEditor(editor => {
            if (editor?.document.languageId === 'ghs') {
                this.follow(editor.document);
            }
        }, null, this.disposables);
        vscode.workspace.onDidChangeTextDocument(event => {
            if (event.document === this.document && event.contentChanges.length > 0) {
                this.scheduleRefresh();
            }
        }, null, this.disposables);
        vscode.window.onDidChangeTextEditorSelection(event => {
            if (event.textEditor.document === this.document) {
                this.followCursor(event.textEditor);
            }
        }, null, this.disposables);
        // A file opened a moment ago may not be read by the server yet: its first diagnostics say it is.
        vscode.languages.onDidChangeDiagnostics(event => {
            const waiting = this.awaitingServer;
            if (waiting && waiting === this.document && event.uris.some(uri => uri.toString() === waiting.uri.toString())) {
                this.scheduleRefresh();
            }
        }, null, this.disposables);
        vscode.workspace.onDidChangeConfiguration(event => {
            if (event.affectsConfiguration('ghs.preview')) {
                this.post({ type: 'settings', settings: readSettings() });
            }
            // The server analyses a file without a rules line anew by the new edition.
            if (event.affectsConfiguration('ghs.defaultEdition')) {
                this.scheduleRefresh();
            }
        }, null, this.disposables);
    }

    private html(): string {
        const webview = this.panel.webview;
        const media = (file: string): string => webview.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'media', file)).toString();
        return previewHtml({ cspSource: webview.cspSource, nonce: makeNonce(), scriptUri: media('preview.js'), styleUri: media('preview.css') });
    }

    private follow(document: vscode.TextDocument): void {
        if (document === this.document) {
            return;
        }
        this.document = document;
        this.lastBoard = undefined;
        this.lastSelected = undefined;
        this.updateTitle();
        void this.refresh();
    }

    private updateTitle(): void {
        const name = this.document ? this.document.uri.path.split('/').pop() : undefined;
        this.panel.title = name ? `Preview ${name}` : 'GHS Preview';
    }

    private onMessage(message: FromWebview | undefined): void {
        if (!message) {
            return;
        }
        switch (message.type) {
            case 'ready':
                this.ready = true;
                this.post({ type: 'settings', settings: readSettings() });
                if (this.lastBoard) {
                    this.post(this.lastBoard);
                }
                void this.refresh();
                break;
            case 'reveal':
                void this.reveal(message.line, message.character);
                break;
            case 'playTurn':
                // The option is one of the board drawn: the server refuses it if the text has moved on since.
                if (this.document && this.lastBoard && this.lastBoard.uri === this.document.uri.toString()) {
                    void playPreviewOption(this.context, this.document, message.monster, message.option, this.lastBoard.version);
                }
                break;
        }
    }

    /** One stroke drawn in the page: one workspace edit, so one undo takes it back. */
    private async draw(message: DrawFromWebview): Promise<void> {
        const document = this.document;
        if (!document) {
            return;
        }
        await drawOnBoard({
            version: () => document.version,
            editBoard: (version, edit) => this.context.server.editBoard(document, version, edit),
            apply: (edits, version) => applyAtVersion(document, version, () => this.context.server.asTextEdits(edits), textEdits => {
                const edit = new vscode.WorkspaceEdit();
                edit.set(document.uri, textEdits);
                return vscode.workspace.applyEdit(edit);
            }),
            tell: refusal => this.post(refusal)
        }, message.edit);
    }

    private scheduleRefresh(): void {
        clearTimeout(this.debounce);
        this.debounce = setTimeout(() => void this.refresh(), EDIT_DEBOUNCE_MS);
    }

    private async refresh(): Promise<void> {
        const document = this.document;
        if (!document) {
            this.post({ type: 'waiting', reason: 'Open a .ghs scenario to see its board here.' });
            return;
        }
        if (!this.lastBoard) {
            this.post({ type: 'waiting', reason: 'Waiting for the language server…' });
        }
        const serial = ++this.requestSerial;
        this.awaitingServer = undefined;
        try {
            // An answer built from an older text than the one asked about is dropped and asked again.
            const { version, ...view } = await currentBoard({
                board: asked => this.context.server.boardView(document, asked),
                version: () => document.version
            });
            if (serial !== this.requestSerial || document !== this.document || document.version !== version) {
                return; // a newer request or a newer text is on its way
            }
            this.lastBoard = { type: 'board', view, uri: document.uri.toString(), version };
            this.post(this.lastBoard);
            void this.threat.refresh(document);
            const editor = vscode.window.visibleTextEditors.find(e => e.document === document);
            if (editor) {
                this.followCursor(editor);
            }
        } catch (error) {
            if (serial === this.requestSerial) {
                this.awaitingServer = document;
                this.post({ type: 'waiting', reason: waitingReason(error) });
            }
        }
    }

    private followCursor(editor: vscode.TextEditor): void {
        const serial = ++this.cursorSerial;
        void this.context.server.monsterAt(editor.document, editor.selection.active).then(monster => {
            // The cursor moved again, or the preview follows another file: that answer is the one to use.
            if (serial !== this.cursorSerial || editor.document !== this.document) {
                return;
            }
            if (monster && monster !== this.lastSelected) {
                this.lastSelected = monster;
                this.post({ type: 'select', monster });
            }
        }, () => undefined);
    }

    private async reveal(line: number, character: number): Promise<void> {
        if (!this.document) {
            return;
        }
        const position = this.document.validatePosition(new vscode.Position(line, character));
        const visible = vscode.window.visibleTextEditors.find(e => e.document === this.document);
        const editor = await vscode.window.showTextDocument(this.document, {
            viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
            selection: new vscode.Range(position, position)
        });
        editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }

    private post(message: ToWebview | ThreatToWebview | DrawToWebview): void {
        if (this.ready) {
            void this.panel.webview.postMessage(message);
        }
    }

    private dispose(): void {
        if (PreviewPanel.current === this) {
            PreviewPanel.current = undefined;
        }
        clearTimeout(this.debounce);
        this.threat.cancel();
        this.panel.dispose();
        for (const disposable of this.disposables.splice(0)) {
            disposable.dispose();
        }
    }
}

/** JSON-RPC's "method not found": a server that answers but has no board view to give. */
const METHOD_NOT_FOUND = -32601;

function waitingReason(error: unknown): string {
    if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === METHOD_NOT_FOUND) {
        return 'This language server does not draw boards (it has no ghs/boardView request); update the extension.';
    }
    return `Waiting for the language server: ${error instanceof Error ? error.message : String(error)}`;
}

function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
        enableScripts: true,
        retainContextWhenHidden: false,
        localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media')]
    };
}

function readSettings(): PreviewSettings {
    const config = vscode.workspace.getConfiguration('ghs.preview');
    return {
        coordinates: config.get<boolean>('showCoordinates', true),
        orientation: config.get<string>('orientation', 'flat') === 'pointy' ? 'pointy' : 'flat'
    };
}
