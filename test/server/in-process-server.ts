import { PassThrough } from 'node:stream';
import { EmptyFileSystem } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { createConnection } from 'vscode-languageserver/node';
import {
    DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, type InitializeParams, InitializeRequest, InitializedNotification,
    type ProtocolConnection, type PublishDiagnosticsParams, PublishDiagnosticsNotification, StreamMessageReader, StreamMessageWriter,
    createProtocolConnection
} from 'vscode-languageserver-protocol/node';
import { type GhsLspServices, createGhsServices } from '../../server/ghs-lsp-module.js';
import { registerBoardViewRequest } from '../../server/lsp/board-view-request.js';
import { registerEditBoardRequest } from '../../server/lsp/edit-board-request.js';
import { registerMonsterAtRequest } from '../../server/lsp/monster-at-request.js';
import { registerThreatMapRequest } from '../../server/lsp/threat-map-request.js';
import { keepSettingsInStep } from '../../server/lsp/settings.js';

/**
 * The language server as `server/main.ts` starts it, but in this process and over in-memory
 * streams, so a test can reach into its services (to hold a build at a gate, say) while it talks
 * to it as an editor does.
 */
export class InProcessServer {
    readonly client: ProtocolConnection;
    readonly services: GhsLspServices;
    private readonly published: PublishDiagnosticsParams[] = [];
    private readonly waiters: Array<() => void> = [];
    private readonly versions = new Map<string, number>();
    private readonly streams = [new PassThrough(), new PassThrough()];

    constructor(prepare: (services: GhsLspServices) => void = () => undefined) {
        const [toServer, toClient] = this.streams;
        const connection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
        const { shared, Ghs } = createGhsServices({ connection, ...EmptyFileSystem });
        this.services = Ghs;
        prepare(Ghs);
        registerBoardViewRequest(connection, shared);
        registerMonsterAtRequest(connection, shared);
        registerThreatMapRequest(connection, shared);
        registerEditBoardRequest(connection, shared);
        keepSettingsInStep(shared, Ghs.settings.GhsSettings);
        startLanguageServer(shared);
        this.client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
        this.client.onNotification(PublishDiagnosticsNotification.type, params => {
            this.published.push(params);
            this.waiters.splice(0).forEach(wake => wake());
        });
        this.client.listen();
    }

    /** `params` adds to a minimal `initialize`: the client's capabilities, `initializationOptions`. */
    async initialize(params: Partial<InitializeParams> = {}): Promise<void> {
        await this.client.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, workspaceFolders: null, capabilities: {}, ...params });
        await this.client.sendNotification(InitializedNotification.type, {});
    }

    /** Opens or replaces a document's text; resolves with the diagnostics published after that. */
    async setText(uri: string, text: string): Promise<{ version: number; diagnostics: Promise<PublishDiagnosticsParams> }> {
        const seen = this.published.length;
        const known = this.versions.get(uri);
        const version = (known ?? 0) + 1;
        this.versions.set(uri, version);
        if (known === undefined) {
            await this.client.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'ghs', version, text } });
        } else {
            await this.client.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
        }
        return { version, diagnostics: this.diagnosticsAfter(seen, uri) };
    }

    /** The next diagnostics published for `uri` after this call, as after a change of settings. */
    nextDiagnostics(uri: string): Promise<PublishDiagnosticsParams> {
        return this.diagnosticsAfter(this.published.length, uri);
    }

    private async diagnosticsAfter(seen: number, uri: string): Promise<PublishDiagnosticsParams> {
        for (;;) {
            const found = this.published.slice(seen).find(p => p.uri === uri);
            if (found) {
                return found;
            }
            await new Promise<void>(wake => this.waiters.push(wake));
        }
    }

    dispose(): void {
        this.client.dispose();
        this.streams.forEach(s => s.end());
    }
}
