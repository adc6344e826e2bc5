import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBrowserOnly, browserBuilds, nodeBuiltinsIn } from '../../scripts/browser-bundles.mjs';
import { repoRoot } from '../client/webview-page.js';

/**
 * The language server as the browser runs it: the worker bundle, built as esbuild.mjs builds it,
 * started on one end of a `MessageChannel` (what `self` is in a worker) with no file system, and
 * talked to in JSON-RPC messages from the other end, as the web extension's client does.
 */

async function build(options: esbuild.BuildOptions): Promise<esbuild.BuildResult & { metafile: esbuild.Metafile; outputFiles: esbuild.OutputFile[] }> {
    return await esbuild.build({ ...options, absWorkingDir: repoRoot, write: false, sourcemap: false, logLevel: 'silent' }) as never;
}

describe('the browser bundles load no Node built-in', () => {
    it('the worker and the web extension, as built', async () => {
        for (const options of browserBuilds(true)) {
            const { metafile } = await build(options);
            expect(nodeBuiltinsIn(metafile)).toEqual([]);
            expect(() => assertBrowserOnly('bundle', metafile)).not.toThrow();
        }
    });

    it('names a built-in left outside the bundle, with the file that imports it', async () => {
        const { metafile } = await esbuild.build({
            stdin: { contents: 'import { join } from "node:path"; import { readFileSync } from "fs"; export const x = [join, readFileSync];', sourcefile: 'entry.ts', loader: 'ts' },
            bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent', external: ['node:path', 'fs']
        });
        expect(nodeBuiltinsIn(metafile)).toEqual([{ module: 'node:path', importer: 'entry.ts' }, { module: 'fs', importer: 'entry.ts' }]);
        expect(() => assertBrowserOnly('server/browser-main', metafile)).toThrow(
            'server/browser-main must run in a browser, but it pulls in Node built-ins:\n  node:path (imported by entry.ts)\n  fs (imported by entry.ts)');
    });

    it('names a built-in that a package\'s browser field turns off', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'ghs-browser-field-'));
        try {
            writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'uses-fs', browser: { fs: false } }));
            writeFileSync(join(dir, 'index.js'), 'const fs = require("fs"); module.exports = fs;');
            const { metafile } = await esbuild.build({
                entryPoints: [join(dir, 'index.js')], absWorkingDir: dir, bundle: true, platform: 'browser', write: false, metafile: true, logLevel: 'silent'
            });
            expect(nodeBuiltinsIn(metafile).map(f => f.module)).toEqual(['fs']);
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});

interface Message {
    readonly id?: number;
    readonly method?: string;
    readonly params?: unknown;
    readonly result?: unknown;
    readonly error?: { code: number; message: string };
}

/** The client's end of the channel: requests by id, notifications kept for whoever waits on them. */
class PortClient {
    private nextId = 1;
    private readonly pending = new Map<number, (message: Message) => void>();
    private readonly notifications: Message[] = [];
    private readonly waiting: Array<{ accept(message: Message): boolean }> = [];

    constructor(private readonly port: MessagePort) {
        port.on('message', (message: Message) => this.receive(message));
    }

    private receive(message: Message): void {
        if (message.id !== undefined && message.method === undefined) {
            this.pending.get(message.id)?.(message);
            this.pending.delete(message.id);
            return;
        }
        if (message.id !== undefined && message.method !== undefined) {
            // The server asks the client (configuration, capability registration): an empty answer will do.
            this.port.postMessage({ jsonrpc: '2.0', id: message.id, result: message.method === 'workspace/configuration' ? [] : null });
            return;
        }
        this.notifications.push(message);
        for (const waiter of [...this.waiting]) {
            if (waiter.accept(message)) {
                this.waiting.splice(this.waiting.indexOf(waiter), 1);
            }
        }
    }

    /** The server's whole answer: its result or its error. */
    call(method: string, params: unknown): Promise<Message> {
        const id = this.nextId++;
        return new Promise(resolve => {
            this.pending.set(id, resolve);
            this.port.postMessage({ jsonrpc: '2.0', id, method, params });
        });
    }

    async request<T>(method: string, params: unknown): Promise<T> {
        const answer = await this.call(method, params);
        if (answer.error) {
            throw new Error(answer.error.message);
        }
        return answer.result as T;
    }

    notify(method: string, params: unknown): void {
        this.port.postMessage({ jsonrpc: '2.0', method, params });
    }

    /** The first notification, past or to come, that `matches`. */
    notification(matches: (message: Message) => boolean): Promise<Message> {
        const seen = this.notifications.find(matches);
        return seen ? Promise.resolve(seen) : new Promise(resolve => this.waiting.push({ accept: message => (matches(message) ? (resolve(message), true) : false) }));
    }
}

describe('the worker\'s language server over a MessageChannel, with no file system', () => {
    let channel: MessageChannel;
    let client: PortClient;

    beforeAll(async () => {
        const { outputFiles } = await build(browserBuilds(false)[0]);
        const worker = outputFiles.find(file => file.path.endsWith('browser-main.js'));
        expect(worker, 'the worker bundle').toBeDefined();
        channel = new MessageChannel();
        // The bundle is the worker's script: its `self` is the port the client talks to.
        new Function('self', worker!.text)(channel.port1);
        client = new PortClient(channel.port2);
    });

    it('answers a request before initialize with LSP\'s error, as on stdio', async () => {
        const answer = await client.call('textDocument/hover', { textDocument: { uri: 'file:///workspace/none.ghs' }, position: { line: 0, character: 0 } });
        expect(answer.error).toEqual({ code: -32002, message: 'The server is not initialized: send initialize first.' });
        await client.request('initialize', { processId: null, rootUri: null, capabilities: {}, workspaceFolders: null });
        client.notify('initialized', {});
    });

    it('answers a request whose params lack what its handler reads with InvalidParams', async () => {
        const answer = await client.call('textDocument/hover', { textDocument: { uri: 'file:///workspace/none.ghs' } });
        expect(answer.error).toEqual({ code: -32602, message: 'Invalid params: textDocument/hover needs position { line, character }, whole numbers from 0.' });
    });

    afterAll(() => {
        channel?.port1.close();
        channel?.port2.close();
    });

    const fixture = (name: string): string => readFileSync(resolve(repoRoot, 'test/fixtures/e2e-workspace', name), 'utf8');
    const open = (name: string): string => {
        const uri = `file:///workspace/${name}`;
        client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'ghs', version: 1, text: fixture(name) } });
        return uri;
    };

    it('publishes the diagnostics of an opened document', async () => {
        const uri = open('broken.ghs');
        const published = await client.notification(m => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri);
        const { diagnostics } = published.params as { diagnostics: Array<{ message: string; range: unknown; severity: number }> };
        expect(diagnostics.filter(d => d.severity === 1).map(({ message, range }) => ({ message, range }))).toEqual([{
            message: 'This hex Z9 is outside the map A1..C3: move it inside, or widen the \'map\'.',
            range: { start: { line: 3, character: 20 }, end: { line: 3, character: 22 } }
        }]);
    });

    it('answers a hover on a monster with its focus', async () => {
        const uri = open('guard-post.ghs');
        await client.notification(m => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri);
        const lines = fixture('guard-post.ghs').split('\n');
        const line = lines.findIndex(text => text.includes('monster   Guard at G3'));
        const position = { line, character: lines[line].indexOf('Guard') };
        const hover = await client.request<{ contents: { kind: string; value: string } }>('textDocument/hover', { textDocument: { uri }, position });
        expect(hover.contents.kind).toBe('markdown');
        expect(hover.contents.value).toMatch(/^\*\*Guard\*\* · monster at G3 · Gloomhaven rules/);
        expect(hover.contents.value).toContain('**Focus: Hero20**, decided on movement: the fewest movement points to a hex it can attack from.');
    });
});
