import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { startServerProcess } from './server-process.js';

export { repo, skipReason } from './server-process.js';

/** A small room whose Guard focuses on Hero: proof, in the stdio tests, that the server still answers. */
export const ROOM = [
    'scenario "Room" {',
    '  map A1..C3',
    '  character Hero at C2 initiative 10',
    '  monster Guard at A1 { move 2 attack 2 }',
    '}'
].join('\n');

export interface Message {
    jsonrpc?: string;
    id?: unknown;
    method?: string;
    params?: unknown;
    result?: unknown;
    error?: { code: number; message: string };
}

/**
 * The client end of a server process, byte for byte: it writes whatever frame a test hands it,
 * well formed or not, and reads every frame the server writes, so a test sees exactly what an
 * editor would, including answers with an `id` of null and the server's log messages. It stays
 * apart from `LspTestClient` because that one speaks through vscode-jsonrpc, whose writer only
 * frames valid messages: broken headers, bodies that are not JSON and wrong lengths can be sent
 * only as raw bytes, and the answers to them (with an `id` of null) match no request of its own.
 */
export class RawServer {
    readonly received: Message[] = [];
    readonly stderr: string[] = [];
    readonly exited: Promise<number | null>;
    private buffer = Buffer.alloc(0);
    private nextId = 1;
    private readonly waiters: Array<() => void> = [];

    private constructor(readonly process: ChildProcessWithoutNullStreams) {
        process.stderr.on('data', chunk => this.stderr.push(String(chunk)));
        process.stdout.on('data', (chunk: Buffer) => this.read(chunk));
        // A write after the server has gone is part of what some tests show, not an error of the test.
        process.stdin.on('error', () => undefined);
        this.exited = new Promise(done => process.on('exit', code => {
            done(code);
            this.wake();
        }));
    }

    static start(): RawServer {
        return new RawServer(startServerProcess());
    }

    /** Starts a server and goes through `initialize` and `initialized`, as every editor does. */
    static async initialized(capabilities: object = {}, workspaceFolder?: string): Promise<RawServer> {
        const server = RawServer.start();
        const workspaceFolders = workspaceFolder ? [{ uri: workspaceFolder, name: 'workspace' }] : null;
        const init = await server.request('initialize', { processId: null, rootUri: workspaceFolder ?? null, workspaceFolders, capabilities });
        if (!init.result) {
            throw new Error(`initialize failed: ${JSON.stringify(init)} ${server.stderr.join('')}`);
        }
        server.notify('initialized', {});
        return server;
    }

    get alive(): boolean {
        return this.process.exitCode === null && this.process.signalCode === null;
    }

    writeRaw(bytes: string | Buffer): void {
        this.process.stdin.write(bytes);
    }

    /** A frame with a correct header around any body. */
    writeFrame(body: string): void {
        this.writeRaw(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }

    send(message: Message): void {
        this.writeFrame(JSON.stringify({ jsonrpc: '2.0', ...message }));
    }

    notify(method: string, params: unknown): void {
        this.send({ method, params });
    }

    async request(method: string, params?: unknown, timeoutMs = 30_000): Promise<Message> {
        const id = this.nextId++;
        this.send({ id, method, params });
        return this.waitFor(m => m.id === id && m.method === undefined, `the answer to ${method} (${id})`, timeoutMs);
    }

    /** The first message received from now on, or since `from`, that satisfies `accept`. */
    async waitFor(accept: (message: Message) => boolean, what: string, timeoutMs = 30_000, from = 0): Promise<Message> {
        const deadline = Date.now() + timeoutMs;
        for (let seen = from; ;) {
            const found = this.received.slice(seen).find(accept);
            if (found) {
                return found;
            }
            seen = this.received.length;
            if (!this.alive) {
                throw new Error(`the server exited (${this.process.exitCode}) while waiting for ${what}: ${this.stderr.join('')}`);
            }
            const left = deadline - Date.now();
            if (left <= 0) {
                throw new Error(`no ${what} within ${timeoutMs} ms; received ${JSON.stringify(this.received.slice(-5))}`);
            }
            await new Promise<void>(wake => {
                const timer = setTimeout(wake, left);
                this.waiters.push(() => {
                    clearTimeout(timer);
                    wake();
                });
            });
        }
    }

    /** Log messages (`window/logMessage`) the server has written, in order. */
    logs(): string[] {
        return this.received.filter(m => m.method === 'window/logMessage').map(m => (m.params as { message: string }).message);
    }

    diagnosticsFor(uri: string): Message[] {
        return this.received.filter(m => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri);
    }

    async stop(): Promise<void> {
        if (this.alive) {
            this.process.kill();
            await this.exited;
        }
    }

    private read(chunk: Buffer): void {
        this.buffer = Buffer.concat([this.buffer, chunk]);
        for (;;) {
            const headerEnd = this.buffer.indexOf('\r\n\r\n');
            if (headerEnd < 0) {
                break;
            }
            const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
            if (this.buffer.length < headerEnd + 4 + length) {
                break;
            }
            const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
            this.buffer = this.buffer.subarray(headerEnd + 4 + length);
            this.received.push(JSON.parse(body) as Message);
        }
        this.wake();
    }

    private wake(): void {
        this.waiters.splice(0).forEach(wake => wake());
    }
}
