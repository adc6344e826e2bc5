import { type ChildProcessWithoutNullStreams, fork, spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EmptyFileSystem, type LangiumDocument, URI } from 'langium';
import type { Scenario } from '../language/generated/ast.js';
import { createGhsCoreServices } from '../language/ghs-module.js';
import { MAX_LEXER_ERRORS } from '../language/ghs-lexer.js';
import { MAX_DOCUMENT_LENGTH } from '../language/ghs-parser.js';
import { MAX_DIAGNOSTICS } from '../language/validation/diagnostic-limit.js';

/**
 * Fuzzing at scale, for CI: raw bytes, corrupted scenarios and inputs past every limit through the
 * parser and validation, and malformed, out-of-order, concurrent and cancelled JSON-RPC through the
 * built server over stdio. The inputs are split across one worker per core; every worker checks
 * that nothing escapes, nothing hangs, and the server still answers after each batch.
 *
 *   node out/fuzz/fuzz.cjs [--inputs N] [--seed S]
 */

const BOUND_MS = 10_000;
const TRACE = process.env.GHS_FUZZ_TRACE;
const ANSWER_MS = 15_000;

interface Totals { inputs: number; byKind: Record<string, number>; failures: string[]; slowestMs: number }

/** A deterministic sequence from a seed, so a failure can be replayed. */
function random(seed: number): () => number {
    let state = seed >>> 0 || 1;
    return () => {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        return (state >>> 0) / 2 ** 32;
    };
}

const repo = process.cwd();

function seedTexts(): string[] {
    const folders = [resolve(repo, '../shared/conformance'), resolve(repo, 'examples')].filter(existsSync);
    const files: string[] = [];
    const visit = (folder: string): void => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
            const path = join(folder, entry.name);
            if (entry.isDirectory()) {
                visit(path);
            } else if (entry.name.endsWith('.ghs') && files.length < 400) {
                files.push(path);
            }
        }
    };
    folders.forEach(visit);
    const texts = files.map(f => readFileSync(f, 'utf8'));
    return texts.length > 0 ? texts : ['scenario "Seed" {\n  map A1..F6\n  character Hero at C3 initiative 10\n  monster Guard at E4 { move 2 attack 3 }\n}'];
}

// ─── The language: parse and validate ─────────────────────────────────────────────────────────

function rawBytes(next: () => number, length: number): string {
    const bytes = Buffer.alloc(length);
    for (let i = 0; i < length; i++) {
        bytes[i] = Math.floor(next() * 256);
    }
    return bytes.toString(next() < 0.5 ? 'utf8' : 'latin1');
}

function mutate(next: () => number, text: string): string {
    let result = text;
    const edits = 1 + Math.floor(next() * 6);
    for (let e = 0; e < edits; e++) {
        const at = Math.floor(next() * (result.length + 1));
        const span = Math.floor(next() * 24);
        const choice = next();
        if (choice < 0.3) {
            result = result.slice(0, at) + result.slice(at + span);
        } else if (choice < 0.6) {
            result = result.slice(0, at) + result.slice(at, at + span).repeat(1 + Math.floor(next() * 4)) + result.slice(at);
        } else if (choice < 0.8) {
            result = result.slice(0, at) + rawBytes(next, span) + result.slice(at);
        } else {
            const other = Math.floor(next() * (result.length + 1));
            result = result.slice(0, Math.min(at, other)) + result.slice(Math.max(at, other)) + result.slice(Math.min(at, other), Math.max(at, other));
        }
    }
    return result;
}

/** Inputs past the limits: a few, since each costs a second or so. */
function pastTheLimits(next: () => number, seeds: readonly string[]): Array<{ kind: string; text: string; check: (d: LangiumDocument) => string | undefined }> {
    const seed = seeds[Math.floor(next() * seeds.length)];
    return [
        {
            kind: 'past-size-limit',
            text: seed + ' '.repeat(MAX_DOCUMENT_LENGTH),
            check: d => (d.diagnostics?.length === 1 ? undefined : `${d.diagnostics?.length} diagnostics on a text past the size limit`)
        },
        {
            kind: 'past-lexer-limit',
            text: rawBytes(next, 200_000),
            check: d => (d.parseResult.lexerErrors.length <= MAX_LEXER_ERRORS ? undefined : `${d.parseResult.lexerErrors.length} lexer errors`)
        },
        {
            kind: 'past-diagnostic-limit',
            text: `scenario "Many" {\n  map A1..C3\n${'  trap B2\n'.repeat(MAX_DIAGNOSTICS * 2)}}`,
            check: d => (d.diagnostics?.length === MAX_DIAGNOSTICS + 1 ? undefined : `${d.diagnostics?.length} diagnostics past the limit`)
        }
    ];
}

async function fuzzLanguage(seedNumber: number, count: number, totals: Totals): Promise<void> {
    const { shared } = createGhsCoreServices(EmptyFileSystem);
    const documents = shared.workspace.LangiumDocuments;
    const factory = shared.workspace.LangiumDocumentFactory;
    const builder = shared.workspace.DocumentBuilder;
    const next = random(seedNumber);
    const seeds = seedTexts();
    const logged: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    let index = 0;
    const run = async (kind: string, text: string, check?: (d: LangiumDocument) => string | undefined): Promise<void> => {
        // One address for every input, dropped after each: Langium keeps per-address state.
        const uri = URI.parse(`file:///fuzz/language-${seedNumber}.ghs`);
        index++;
        const started = performance.now();
        try {
            const document = factory.fromString<Scenario>(text, uri);
            documents.addDocument(document);
            await builder.build([document], { validation: true });
            const internal = (document.diagnostics ?? []).find(d => String(d.message).startsWith('An error occurred') || d.code === 'ghs.validation-failed');
            const problem = internal ? `internal error: ${String(internal.message)}` : (check?.(document) ?? (logged.splice(0).join(' | ') || undefined));
            if (problem) {
                totals.failures.push(`${kind} #${index}: ${problem} on ${JSON.stringify(text.slice(0, 200))}`);
            }
        } catch (escaped) {
            totals.failures.push(`${kind} #${index}: escaped ${String(escaped)} on ${JSON.stringify(text.slice(0, 200))}`);
        } finally {
            await builder.update([], [uri]);
        }
        const elapsed = performance.now() - started;
        totals.slowestMs = Math.max(totals.slowestMs, elapsed);
        if (elapsed > BOUND_MS) {
            totals.failures.push(`${kind} #${index}: took ${Math.round(elapsed)} ms on ${JSON.stringify(text.slice(0, 200))}`);
        }
        totals.inputs++;
        totals.byKind[kind] = (totals.byKind[kind] ?? 0) + 1;
    };
    try {
        for (const { kind, text, check } of pastTheLimits(next, seeds)) {
            await run(kind, text, check);
        }
        while (totals.inputs < count) {
            const choice = next();
            if (choice < 0.4) {
                await run('raw-bytes', rawBytes(next, 1 + Math.floor(next() * 600)));
            } else if (choice < 0.9) {
                await run('mutated-seed', mutate(next, seeds[Math.floor(next() * seeds.length)]));
            } else {
                const seed = seeds[Math.floor(next() * seeds.length)];
                await run('truncated-seed', seed.slice(0, Math.floor(next() * seed.length)));
            }
        }
    } finally {
        console.error = error;
    }
}

// ─── The server: frames, ids, order, cancellation ─────────────────────────────────────────────

const ROOM = 'scenario "Room" {\n  map A1..C3\n  character Hero at C2 initiative 10\n  monster Guard at A1 { move 2 attack 2 }\n}';

class Wire {
    private buffer: Buffer = Buffer.alloc(0);
    private readonly answers = new Map<number | string, (m: { result?: unknown; error?: unknown }) => void>();
    readonly stderr: string[] = [];

    constructor(readonly child: ChildProcessWithoutNullStreams) {
        child.stdin.on('error', () => undefined);
        child.stderr.on('data', chunk => this.stderr.push(String(chunk)));
        child.stdout.on('data', (chunk: Buffer) => {
            this.buffer = Buffer.concat([this.buffer, chunk]);
            for (;;) {
                const end = this.buffer.indexOf('\r\n\r\n');
                const length = end < 0 ? NaN : Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
                if (end < 0 || this.buffer.length < end + 4 + length) {
                    return;
                }
                const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as { id?: number | string; result?: unknown; error?: unknown };
                this.buffer = this.buffer.subarray(end + 4 + length);
                if (message.id !== undefined && message.id !== null) {
                    this.answers.get(message.id)?.(message);
                    this.answers.delete(message.id);
                }
            }
        });
    }

    raw(bytes: string | Buffer): void {
        if (TRACE) {
            // Every byte sent, to replay a failure by hand: GHS_FUZZ_TRACE=file.
            appendFileSync(TRACE, bytes);
        }
        this.child.stdin.write(bytes);
    }

    send(message: object): void {
        const body = JSON.stringify({ jsonrpc: '2.0', ...message });
        this.raw(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }

    request(id: number | string, method: string, params: unknown): Promise<{ result?: unknown; error?: unknown }> {
        const answer = new Promise<{ result?: unknown; error?: unknown }>(done => this.answers.set(id, done));
        this.send({ id, method, params });
        return answer;
    }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
    return Promise.race([promise, new Promise<T>((_, fail) => setTimeout(() => fail(new Error(`no answer to ${what} within ${ms} ms`)), ms).unref())]);
}

/** One frame an editor would never send, or would send at a bad moment. */
function hostileFrame(next: () => number, wire: Wire, id: number, uri: string): void {
    const pick = Math.floor(next() * 10);
    const position = { line: Math.floor(next() * 6), character: Math.floor(next() * 40) };
    switch (pick) {
        case 0: wire.raw(`Content-Length: ${Math.floor(next() * 400)}\r\n\r\n${rawBytes(next, Math.floor(next() * 300))}`); break;
        case 1: wire.raw(`Content-Length: x${id}\r\n\r\n{}`); break;
        case 2: wire.send({ id: next() < 0.5 ? { id } : [id], method: 'textDocument/hover', params: { textDocument: { uri }, position } }); break;
        case 3: wire.send({ id, method: `$/unknown/${id}`, params: rawBytes(next, 20) }); break;
        case 4: wire.send({ method: '$/cancelRequest', params: { id: id - 1 } }); break;
        case 5: wire.send({ method: 'textDocument/didChange', params: { textDocument: { uri, version: id }, contentChanges: [{ text: mutate(next, ROOM) }] } }); break;
        case 6: wire.send({ id, method: 'textDocument/hover', params: { textDocument: { uri }, position } }); break;
        case 7: wire.send({ id, method: 'textDocument/codeLens', params: { textDocument: { uri: next() < 0.5 ? uri : `file:///fuzz/unknown-${id}.ghs` } } }); break;
        case 8: wire.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: `file:///fuzz/o${id}.${next() < 0.5 ? 'ghs' : 'py'}`, languageId: next() < 0.5 ? 'ghs' : 'python', version: 1, text: next() < 0.2 ? null : mutate(next, ROOM) } } }); break;
        default: wire.send({ method: 'textDocument/didClose', params: { textDocument: { uri: `file:///fuzz/o${id - 1}.ghs` } } });
    }
}

async function fuzzServer(seedNumber: number, frames: number, totals: Totals): Promise<void> {
    const server = resolve(repo, 'out/server/main.cjs');
    // The machine's own Node when there is one, as an editor starts the server.
    const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
    const child = spawn(node, [server, '--stdio'], { stdio: 'pipe' });
    const wire = new Wire(child);
    const next = random(seedNumber * 7919);
    const uri = `file:///fuzz/server-${seedNumber}.ghs`;
    let id = 1;
    try {
        await withTimeout(wire.request(id++, 'initialize', { processId: null, rootUri: null, workspaceFolders: null, capabilities: {} }), ANSWER_MS, 'initialize');
        wire.send({ method: 'initialized', params: {} });
        wire.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: `${uri}.proof.ghs`, languageId: 'ghs', version: 1, text: ROOM } } });
        wire.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'ghs', version: 1, text: ROOM } } });
        for (let sent = 0; sent < frames;) {
            const batch = Math.min(50, frames - sent);
            for (let i = 0; i < batch; i++) {
                hostileFrame(next, wire, id++, uri);
            }
            sent += batch;
            totals.inputs += batch;
            totals.byKind['json-rpc-frame'] = (totals.byKind['json-rpc-frame'] ?? 0) + batch;
            // Still answering: a hover on a document nobody has broken.
            const started = performance.now();
            try {
                const answer = await withTimeout(wire.request(`proof-${id}`, 'textDocument/hover', { textDocument: { uri: `${uri}.proof.ghs` }, position: { line: 3, character: 11 } }),
                    ANSWER_MS, `the hover after frame ${sent}`);
                if (!JSON.stringify(answer.result ?? '').includes('Focus')) {
                    totals.failures.push(`server: after frame ${sent} the hover answered ${JSON.stringify(answer).slice(0, 200)}`);
                }
            } catch (error) {
                totals.failures.push(`server: ${String(error)}; ${child.exitCode !== null ? `it exited (${child.exitCode}): ${wire.stderr.join('').slice(0, 400)}` : 'it hangs'}`);
                return;
            }
            totals.slowestMs = Math.max(totals.slowestMs, performance.now() - started);
        }
    } finally {
        child.kill();
    }
}

// ─── Workers ──────────────────────────────────────────────────────────────────────────────────

function argument(name: string, fallback: number): number {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function worker(): Promise<void> {
    const seed = argument('seed', 1);
    const inputs = argument('inputs', 50_000);
    const frames = Math.round(inputs * 0.1);
    const totals: Totals = { inputs: 0, byKind: {}, failures: [], slowestMs: 0 };
    await fuzzServer(seed, frames, totals);
    await fuzzLanguage(seed, inputs, totals);
    if (process.send) {
        process.send(totals);
    } else {
        console.log(JSON.stringify(totals, null, 1));
    }
}

async function main(): Promise<void> {
    const inputs = argument('inputs', 100_000);
    const seed = argument('seed', Date.now() % 100_000);
    const workers = Math.max(1, Math.min(2, cpus().length));
    const started = performance.now();
    console.log(`fuzz: ${inputs} inputs over ${workers} workers, seed ${seed} (replay with --seed ${seed})`);
    const results = await Promise.all(Array.from({ length: workers }, (_, w) => new Promise<Totals>((done, fail) => {
        const child = fork(process.argv[1], ['--worker', '--seed', String(seed + w), '--inputs', String(Math.ceil(inputs / workers))]);
        let totals: Totals | undefined;
        child.on('message', message => (totals = message as Totals));
        child.on('exit', code => (totals ? done(totals) : fail(new Error(`worker ${w} exited (${code}) without a result`))));
    })));
    const total = results.reduce((a, r) => a + r.inputs, 0);
    const byKind: Record<string, number> = {};
    results.forEach(r => Object.entries(r.byKind).forEach(([k, n]) => (byKind[k] = (byKind[k] ?? 0) + n)));
    const failures = results.flatMap(r => r.failures);
    console.log(`fuzz: ${total} inputs (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')}), ` +
        `${failures.length} failures, slowest ${Math.max(...results.map(r => r.slowestMs)).toFixed(0)} ms, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    failures.slice(0, 20).forEach(f => console.log(`  ${f}`));
    process.exitCode = failures.length > 0 || total < inputs ? 1 : 0;
}

if (process.argv.includes('--worker')) {
    worker().catch(error => {
        console.error(error);
        process.exit(1);
    });
} else {
    main().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
}
