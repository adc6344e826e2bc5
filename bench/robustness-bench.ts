import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmptyFileSystem } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { createConnection } from 'vscode-languageserver/node';
import {
    DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, HoverRequest, InitializeRequest,
    InitializedNotification, type ProtocolConnection, type PublishDiagnosticsParams, PublishDiagnosticsNotification, ShutdownRequest,
    StreamMessageReader, StreamMessageWriter, createProtocolConnection
} from 'vscode-languageserver-protocol/node';
import { createGhsServices } from '../server/ghs-lsp-module.js';
import { boardToGhs } from './board-to-ghs.js';
import { median, ms, percentile } from './stats.js';
import { largeBoard } from './synthetic.js';

const OTHER_HOVER_TARGET_MS = 50;
const MONSTERS = 500;
/** Keystrokes per storm, and the pause between them: a fast typist. */
const KEYSTROKES = 60;
const KEYSTROKE_MS = 25;
const STORMS = 3;

export const SMALL = 'scenario "Room" {\n  map A1..C3\n  character Hero at C2 initiative 10\n  monster Guard at A1 { move 2 attack 2 }\n}\n';

/** A client end over any pair of streams: diagnostics as they arrive. */
export class Client {
    readonly published: PublishDiagnosticsParams[] = [];
    private readonly waiters: Array<() => void> = [];

    constructor(readonly connection: ProtocolConnection) {
        connection.onNotification(PublishDiagnosticsNotification.type, params => {
            this.published.push(params);
            this.waiters.splice(0).forEach(wake => wake());
        });
        connection.listen();
    }

    async start(): Promise<void> {
        await this.connection.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, workspaceFolders: null, capabilities: {} });
        await this.connection.sendNotification(InitializedNotification.type, {});
    }

    async open(uri: string, text: string): Promise<void> {
        const seen = this.published.length;
        await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'ghs', version: 1, text } });
        await this.diagnosticsAfter(seen, uri);
    }

    async diagnosticsAfter(seen: number, uri: string): Promise<void> {
        await this.until(p => p.uri === uri, seen);
    }

    /** Until diagnostics that `accept` takes have arrived, from the `from`-th on. */
    async until(accept: (p: PublishDiagnosticsParams) => boolean, from: number): Promise<void> {
        while (!this.published.slice(from).some(accept)) {
            await new Promise<void>(wake => this.waiters.push(wake));
        }
    }

    async hover(uri: string, line: number, character: number): Promise<number> {
        const start = performance.now();
        await this.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line, character } });
        return performance.now() - start;
    }

    /**
     * Types into the large scenario's name, one keystroke every KEYSTROKE_MS, while hovering the
     * small document back to back; ends when the last keystroke's diagnostics are in.
     */
    async storm(large: { uri: string; text: string }, version: number, small: string): Promise<{ hovers: number[]; whileTyping: number[]; version: number; settled: number }> {
        const hovers: number[] = [];
        const whileTyping: number[] = [];
        let stormy = true;
        let typing = true;
        const hovering = (async () => {
            while (stormy) {
                const took = await this.hover(small, 3, 11);
                hovers.push(took);
                if (typing) {
                    whileTyping.push(took);
                }
                await sleep(5);
            }
        })();
        const started = performance.now();
        let seen = this.published.length;
        for (let i = 0; i < KEYSTROKES; i++) {
            seen = this.published.length;
            const text = large.text.replace('scenario "Storm', `scenario "Storm ${'x'.repeat(i % 7)}${version}`);
            await this.connection.sendNotification(DidChangeTextDocumentNotification.type,
                { textDocument: { uri: large.uri, version: ++version }, contentChanges: [{ text }] });
            await sleep(KEYSTROKE_MS);
        }
        typing = false;
        await this.diagnosticsAfter(seen, large.uri);
        stormy = false;
        await hovering;
        return { hovers, whileTyping, version, settled: performance.now() - started };
    }
}

function summary(samples: readonly number[]): string {
    return `${samples.length} hovers, median ${ms(median(samples))}, 95th percentile ${ms(percentile(samples, 95))}, worst ${ms(Math.max(...samples))}`;
}

function megabytes(bytes: number): string {
    return `${(bytes / 2 ** 20).toFixed(1)} MB`;
}

/**
 * The server under an edit storm on a large scenario: the built server over stdio for the
 * hovers another document gets meanwhile, and the same server in this process for its heap
 * after a forced collection, storm after storm (run with --expose-gc).
 */
export async function robustnessBench(): Promise<void> {
    const serverPath = resolve(process.cwd(), 'out/server/main.cjs');
    if (!existsSync(serverPath)) {
        console.log(`\nRobustness: skipped, ${serverPath} is missing (run npm run build).`);
        return;
    }
    const text = boardToGhs(largeBoard('gloomhaven', 60, MONSTERS), 'Storm');
    const large = { uri: 'file:///bench/storm.ghs', text };
    const small = 'file:///bench/other.ghs';
    console.log(`\nRobustness: edit storms of ${KEYSTROKES} keystrokes ${KEYSTROKE_MS} ms apart on a 60 × 60 scenario with ${MONSTERS} monsters ` +
        `(${text.split('\n').length} lines), hovers in another document meanwhile.`);

    const child = spawn(process.execPath, [serverPath, '--stdio'], { stdio: 'pipe' });
    const overStdio = new Client(createProtocolConnection(child.stdout, child.stdin));
    try {
        await overStdio.start();
        await overStdio.open(small, SMALL);
        const opened = performance.now();
        await overStdio.open(large.uri, text);
        console.log(`  first diagnostics of the large scenario after ${ms(performance.now() - opened)}`);
        let version = 1;
        const all: number[] = [];
        const typing: number[] = [];
        for (let storm = 1; storm <= STORMS; storm++) {
            const result = await overStdio.storm(large, version, small);
            version = result.version;
            all.push(...result.hovers);
            typing.push(...result.whileTyping);
            console.log(`  storm ${storm}: ${summary(result.hovers)}; settled after ${ms(result.settled)}`);
        }
        // Apart: while keys arrive each one is parsed; after the last, the engine runs monster by monster.
        console.log(`  of which while typing: ${summary(typing)}`);
        const p95 = percentile(all, 95);
        console.log(`  hover in another document during the storms: ${summary(all)} ` +
            `(${p95 < OTHER_HOVER_TARGET_MS ? 'within' : 'OVER'} the ${OTHER_HOVER_TARGET_MS} ms target at the 95th percentile)`);
        await overStdio.connection.sendRequest(ShutdownRequest.type);
        await overStdio.connection.sendNotification(ExitNotification.type);
    } finally {
        overStdio.connection.dispose();
        if (child.exitCode === null) {
            child.kill();
        }
    }
    await heapAcrossStorms(large, small);
}

async function heapAcrossStorms(large: { uri: string; text: string }, small: string): Promise<void> {
    const collect = (globalThis as { gc?: () => void }).gc;
    if (!collect) {
        console.log('  heap after storms: skipped, run the bench with node --expose-gc (npm run bench does).');
        return;
    }
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    const connection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
    const { shared } = createGhsServices({ connection, ...EmptyFileSystem });
    startLanguageServer(shared);
    const client = new Client(createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer)));
    try {
        await client.start();
        await client.open(small, SMALL);
        await client.open(large.uri, large.text);
        const heap = (): number => {
            collect();
            collect();
            return process.memoryUsage().heapUsed;
        };
        const heaps = [heap()];
        let version = 1;
        for (let storm = 1; storm <= STORMS; storm++) {
            version = (await client.storm(large, version, small)).version;
            heaps.push(heap());
        }
        console.log(`  heap after a forced collection (server in this process): after opening ${megabytes(heaps[0])}, ` +
            `${heaps.slice(1).map((h, i) => `after storm ${i + 1} ${megabytes(h)}`).join(', ')}`);
    } finally {
        client.connection.dispose();
        connection.dispose();
    }
}
