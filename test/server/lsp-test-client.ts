import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { EmptyFileSystem } from 'langium';
import { createConnection } from 'vscode-languageserver/node';
import {
    DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, type InitializeParams, InitializeRequest, type InitializeResult,
    InitializedNotification, LogMessageNotification, type LogMessageParams, type ProtocolConnection, type PublishDiagnosticsParams,
    PublishDiagnosticsNotification, StreamMessageReader, StreamMessageWriter, createProtocolConnection
} from 'vscode-languageserver-protocol/node';
import type { GhsLspServices } from '../../server/ghs-lsp-module.js';
import { serveGhs } from '../../server/serve.js';
import { startServerProcess } from './server-process.js';

/** Where the client's messages go and the server's come from, and how to tell that the server has gone. */
export interface Transport {
    /** What the server writes. */
    readonly fromServer: NodeJS.ReadableStream;
    /** What the server reads. */
    readonly toServer: NodeJS.WritableStream;
    /** Settles once the server can answer no more. */
    readonly ended: Promise<unknown>;
    /** Why the server can answer no more, once it cannot. */
    failure(): string | undefined;
    close(): Promise<void>;
}

/**
 * The language server as `server/main.ts` starts it, but in this process and over in-memory
 * streams, so a test can reach into its services (to hold a build at a gate, say) while it talks
 * to it as an editor does.
 */
export class InProcessTransport implements Transport {
    readonly services: GhsLspServices;
    readonly fromServer = new PassThrough();
    readonly toServer = new PassThrough();
    readonly ended: Promise<unknown>;
    private closed = false;

    constructor(prepare: (services: GhsLspServices) => void = () => undefined) {
        const connection = createConnection(new StreamMessageReader(this.toServer), new StreamMessageWriter(this.fromServer));
        this.services = serveGhs(connection, EmptyFileSystem, prepare);
        this.ended = new Promise(done => this.toServer.on('finish', done));
    }

    failure(): string | undefined {
        return this.closed ? 'the in-process server was closed' : undefined;
    }

    close(): Promise<void> {
        this.closed = true;
        this.toServer.end();
        this.fromServer.end();
        return Promise.resolve();
    }
}

/** The built server in a process of its own on the machine's Node, over stdio, as an editor starts it. */
export class StdioTransport implements Transport {
    readonly process: ChildProcessWithoutNullStreams = startServerProcess();
    readonly stderr: string[] = [];
    readonly exited: Promise<number | null>;

    constructor() {
        this.process.stderr.on('data', chunk => this.stderr.push(String(chunk)));
        this.exited = new Promise(done => this.process.on('exit', done));
    }

    get fromServer(): NodeJS.ReadableStream {
        return this.process.stdout;
    }

    get toServer(): NodeJS.WritableStream {
        return this.process.stdin;
    }

    get ended(): Promise<unknown> {
        return this.exited;
    }

    failure(): string | undefined {
        const { exitCode, signalCode } = this.process;
        return exitCode === null && signalCode === null ? undefined : `the server exited (${exitCode ?? signalCode}): ${this.stderr.join('')}`;
    }

    async close(): Promise<void> {
        if (this.failure() === undefined) {
            this.process.kill();
            await this.exited;
        }
    }
}

/**
 * An editor's side of the conversation with the language server, whichever transport carries
 * it: requests and notifications over one connection, the diagnostics and log messages as they
 * arrive, and the version of each document it has opened.
 */
export class LspTestClient<T extends Transport = Transport> {
    readonly connection: ProtocolConnection;
    readonly diagnostics: PublishDiagnosticsParams[] = [];
    /** Every `window/logMessage`: a guarded feature that crashes logs an error there and answers empty. */
    readonly logged: LogMessageParams[] = [];
    private readonly waiters: Array<() => void> = [];
    private readonly versions = new Map<string, number>();
    private disposed = false;

    constructor(readonly transport: T) {
        this.connection = createProtocolConnection(new StreamMessageReader(transport.fromServer), new StreamMessageWriter(transport.toServer));
        this.connection.onNotification(PublishDiagnosticsNotification.type, params => {
            this.diagnostics.push(params);
            this.wake();
        });
        this.connection.onNotification(LogMessageNotification.type, params => { this.logged.push(params); });
        void transport.ended.then(() => this.wake());
        this.connection.listen();
    }

    /** A client of a server in this process; `prepare` may change its services before it starts. */
    static inProcess(prepare?: (services: GhsLspServices) => void): InProcessClient {
        return new LspTestClient(new InProcessTransport(prepare));
    }

    /** A client of the built server, started in a process of its own. */
    static spawned(): StdioClient {
        return new LspTestClient(new StdioTransport());
    }

    /**
     * `initialize`, then `initialized`, as every editor starts. `params` adds to a minimal
     * `initialize`: the client's capabilities, `initializationOptions`. Fails at once if the
     * server goes before it answers.
     */
    async initialize(params: Partial<InitializeParams> = {}): Promise<InitializeResult> {
        const gone = this.transport.ended.then(() => {
            throw new Error(`${this.transport.failure() ?? 'the server went'} before answering initialize`);
        });
        gone.catch(() => undefined);
        const result = await Promise.race([gone, this.connection.sendRequest(InitializeRequest.type,
            { processId: null, rootUri: null, workspaceFolders: null, capabilities: {}, ...params })]);
        await this.connection.sendNotification(InitializedNotification.type, {});
        return result;
    }

    /** Opens or replaces a document's text; resolves with the diagnostics published after that. */
    async setText(uri: string, text: string): Promise<{ version: number; diagnostics: Promise<PublishDiagnosticsParams> }> {
        const seen = this.diagnostics.length;
        const known = this.versions.get(uri);
        const version = (known ?? 0) + 1;
        this.versions.set(uri, version);
        if (known === undefined) {
            await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'ghs', version, text } });
        } else {
            await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
        }
        return { version, diagnostics: this.diagnosticsWhere(p => p.uri === uri, seen) };
    }

    /** The next diagnostics published for `uri` after this call, as after a change of settings. */
    nextDiagnostics(uri: string): Promise<PublishDiagnosticsParams> {
        return this.diagnosticsWhere(p => p.uri === uri, this.diagnostics.length);
    }

    /**
     * The first diagnostics notification, from the `from`-th on, that satisfies `accept`; fails
     * at once if the server goes. Once the test has ended the conversation (`dispose`), a wait
     * still pending stays pending: the test no longer listens, and a failure would be reported
     * as an error of its own.
     */
    async diagnosticsWhere(accept: (params: PublishDiagnosticsParams) => boolean, from = 0): Promise<PublishDiagnosticsParams> {
        for (let seen = from; ;) {
            const found = this.diagnostics.slice(seen).find(accept);
            if (found) {
                return found;
            }
            seen = Math.max(seen, this.diagnostics.length);
            const failure = this.disposed ? undefined : this.transport.failure();
            if (failure !== undefined) {
                throw new Error(`${failure}, while diagnostics were awaited`);
            }
            await new Promise<void>(wake => this.waiters.push(wake));
        }
    }

    async dispose(): Promise<void> {
        this.disposed = true;
        this.connection.dispose();
        await this.transport.close();
    }

    private wake(): void {
        this.waiters.splice(0).forEach(wake => wake());
    }
}

export type InProcessClient = LspTestClient<InProcessTransport>;
export type StdioClient = LspTestClient<StdioTransport>;
