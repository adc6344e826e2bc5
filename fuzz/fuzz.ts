import { type ChildProcessWithoutNullStreams, fork, spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { appendFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EmptyFileSystem, type LangiumDocument, URI } from 'langium';
import type { Scenario } from '../language/generated/ast.js';
import { createGhsCoreServices } from '../language/ghs-module.js';
import { MAX_LEXER_ERRORS } from '../language/ghs-lexer.js';
import { MAX_DOCUMENT_LENGTH } from '../language/ghs-parser.js';
import { MAX_DIAGNOSTICS } from '../language/validation/diagnostic-limit.js';
import { buildBoardView } from '../language/view/build-board-view.js';
import { renderBoardSvg } from '../language/view/svg.js';
import { MAX_FRAME_BYTES } from '../server/transport/frame-reader.js';
import { mutate, random, rawBytes, seedTexts } from './generators.js';
import { xmlProblem } from './well-formed-xml.js';

/**
 * Fuzzing at scale, for CI: raw bytes, corrupted scenarios (control characters in their texts among
 * them) and inputs past every limit through the parser and validation, each board drawn as SVG and
 * read back by an XML parser; and malformed, deeply nested, oversized, split, out-of-order,
 * concurrent and cancelled JSON-RPC through the built server over stdio. The inputs are split
 * across one worker per core; every worker checks that nothing escapes, nothing hangs, every SVG
 * is well-formed and the server still answers after each batch. A progress line comes at least
 * every 10,000 inputs, so a run stopped by a time limit still says how far it got.
 *
 *   node out/fuzz/fuzz.cjs [--inputs N] [--seed S]
 */

const BOUND_MS = 10_000;
const TRACE = process.env.GHS_FUZZ_TRACE;
const ANSWER_MS = 15_000;

interface Totals {
    inputs: number;
    byKind: Record<string, number>;
    failures: string[];
    slowestMs: number;
    /** SVGs drawn and read back as XML. */
    svgs: number;
    /** The server exited, or stopped answering. */
    crashes: number;
    hangs: number;
}

/** How often a worker tells the parent how far it got, in inputs. */
const PROGRESS_EVERY = 1_000;
/** How often the parent prints a progress line, in inputs. */
const PRINT_EVERY = 10_000;

function progress(totals: Totals): void {
    if (totals.inputs % PROGRESS_EVERY === 0) {
        process.send?.({ progress: totals.inputs, failures: totals.failures.length });
    }
}

const repo = process.cwd();

// ─── The language: parse and validate, and draw what can be drawn ────────────────────────────

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
    const { shared, Ghs } = createGhsCoreServices(EmptyFileSystem);
    const analyzer = Ghs.analysis.ScenarioAnalyzer;
    const documents = shared.workspace.LangiumDocuments;
    const factory = shared.workspace.LangiumDocumentFactory;
    const builder = shared.workspace.DocumentBuilder;
    const next = random(seedNumber);
    const seeds = seedTexts(repo);
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
            const problem = internal ? `internal error: ${String(internal.message)}` : (check?.(document) ?? drawingProblem(document) ?? (logged.splice(0).join(' | ') || undefined));
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
            totals.hangs++;
            totals.failures.push(`${kind} #${index}: took ${Math.round(elapsed)} ms on ${JSON.stringify(text.slice(0, 200))}`);
        }
        totals.inputs++;
        totals.byKind[kind] = (totals.byKind[kind] ?? 0) + 1;
        progress(totals);
    };
    /** The board as `ghs render` and the preview draw it, read back as XML: what the author wrote must never break it. */
    const drawingProblem = (document: LangiumDocument<Scenario>): string | undefined => {
        const scenario = document.parseResult.value;
        if (!scenario || document.textDocument.getText().length > 100_000) {
            return undefined; // past the limits, nothing is drawn
        }
        const analysis = analyzer.analyze(scenario);
        const view = buildBoardView(scenario, analysis.board, analysis.worded, analyzer.editionOf(scenario), analysis.incomplete);
        const problem = xmlProblem(renderBoardSvg(view));
        totals.svgs++;
        return problem && `the SVG is not well-formed XML: ${problem}`;
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
        this.frame(JSON.stringify({ jsonrpc: '2.0', ...message }));
    }

    /** A frame with a correct header around any body. */
    frame(body: string): void {
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

/** `levels` arrays one inside the other, written out: JSON.stringify itself cannot write them deep enough. */
function nested(levels: number): string {
    return '['.repeat(levels) + ']'.repeat(levels);
}

/** One frame an editor would never send, or would send at a bad moment. */
function hostileFrame(next: () => number, wire: Wire, id: number, uri: string, outside: string): void {
    const pick = Math.floor(next() * 20);
    const position = { line: Math.floor(next() * 6), character: Math.floor(next() * 40) };
    const deep = nested(100 + Math.floor(next() * 20_000));
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
        case 9: wire.send({ method: 'textDocument/didClose', params: { textDocument: { uri: `file:///fuzz/o${id - 1}.ghs` } } }); break;
        // Deeply nested JSON where the gate reads: the whole body, the method, the id, the params.
        case 10: wire.frame([deep, `{"jsonrpc":"2.0","id":${id},"method":${deep}}`, `{"jsonrpc":"2.0","id":${deep},"method":"textDocument/hover"}`,
            `{"jsonrpc":"2.0","id":${id},"method":"textDocument/hover","params":${deep}}`, `{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"x":${deep}}}`][Math.floor(next() * 5)]); break;
        // A frame inside a frame: the inner one's header and body as the outer one's body, or in a string of it.
        case 11: {
            const inner = JSON.stringify({ jsonrpc: '2.0', id, method: 'textDocument/hover', params: { textDocument: { uri }, position } });
            const framed = `Content-Length: ${Buffer.byteLength(inner)}\r\n\r\n${inner}`;
            wire.frame(next() < 0.5 ? framed : JSON.stringify({ jsonrpc: '2.0', method: 'x/nested', params: { text: framed } }));
            break;
        }
        // A length past the limit, with a short body or none: the frames after it must still be read.
        case 12: wire.raw(`Content-Length: ${MAX_FRAME_BYTES + 1 + Math.floor(next() * 1e9)}\r\n\r\n${next() < 0.5 ? '{}' : rawBytes(next, 50)}`); break;
        // One frame in two writes, the header cut anywhere.
        case 13: {
            const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'textDocument/hover', params: { textDocument: { uri }, position } });
            const whole = `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
            const cut = Math.floor(next() * whole.length);
            wire.raw(whole.slice(0, cut));
            wire.raw(whole.slice(cut));
            break;
        }
        case 14: wire.send({ method: 'textDocument/didChange', params: { textDocument: { uri, version: next() < 0.5 ? String(id) : -id }, contentChanges: [{ text: mutate(next, ROOM) }] } }); break;
        case 15: wire.send({ id, method: 'ghs/boardView', params: { uri, version: next() < 0.5 ? 'x' : id } }); break;
        case 16: wire.send({ id, method: 'ghs/editBoard', params: { uri, version: id, edit: [{ kind: 'thinWall' }, { kind: 'paint', terrain: 'lava', hexes: 'A1' }, { kind: 'resizeMap', edge: 'up', by: 1e9 }, { kind: 'moveFigure' }][Math.floor(next() * 4)] } }); break;
        case 17: wire.send({ method: 'workspace/didChangeWatchedFiles', params: { changes: [{ uri: outside, type: 1 + Math.floor(next() * 3) }] } }); break;
        case 18: wire.send({ id, method: 'ghs/threatMap', params: { uri, version: id, character: next() < 0.5 ? 'Hero' : rawBytes(next, 8) } }); break;
        default: wire.send({ id, method: 'textDocument/hover', params: { textDocument: { uri }, position: { line: -1, character: 'x' } } });
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
    // A scenario outside any workspace folder: a watched-file change naming it must not have it read.
    const outside = pathToFileURL(resolve(repo, 'examples', 'outside-every-workspace.ghs')).toString();
    let id = 1;
    try {
        await withTimeout(wire.request(id++, 'initialize', { processId: null, rootUri: null, workspaceFolders: null, capabilities: {} }), ANSWER_MS, 'initialize');
        wire.send({ method: 'initialized', params: {} });
        wire.send({ method: 'textDocument/didOpen', params: { textDocument: { uri: `${uri}.proof.ghs`, languageId: 'ghs', version: 1, text: ROOM } } });
        wire.send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'ghs', version: 1, text: ROOM } } });
        for (let sent = 0; sent < frames;) {
            const batch = Math.min(50, frames - sent);
            for (let i = 0; i < batch; i++) {
                hostileFrame(next, wire, id++, uri, outside);
            }
            sent += batch;
            const before = totals.inputs;
            totals.inputs += batch;
            totals.byKind['json-rpc-frame'] = (totals.byKind['json-rpc-frame'] ?? 0) + batch;
            if (Math.floor(totals.inputs / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY)) {
                process.send?.({ progress: totals.inputs, failures: totals.failures.length });
            }
            // Still answering: a hover on a document nobody has broken.
            const started = performance.now();
            try {
                const answer = await withTimeout(wire.request(`proof-${id}`, 'textDocument/hover', { textDocument: { uri: `${uri}.proof.ghs` }, position: { line: 3, character: 11 } }),
                    ANSWER_MS, `the hover after frame ${sent}`);
                if (!JSON.stringify(answer.result ?? '').includes('Focus')) {
                    totals.failures.push(`server: after frame ${sent} the hover answered ${JSON.stringify(answer).slice(0, 200)}`);
                }
            } catch (error) {
                const exited = child.exitCode !== null || child.signalCode !== null;
                totals.crashes += exited ? 1 : 0;
                totals.hangs += exited ? 0 : 1;
                totals.failures.push(`server: ${String(error)}; ${exited ? `it exited (${child.exitCode}): ${wire.stderr.join('').slice(0, 400)}` : 'it hangs'}`);
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
    const totals: Totals = { inputs: 0, byKind: {}, failures: [], slowestMs: 0, svgs: 0, crashes: 0, hangs: 0 };
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
    const reached = Array.from({ length: workers }, () => 0);
    const failing = Array.from({ length: workers }, () => 0);
    let printed = 0;
    const report = (): void => {
        const done = reached.reduce((a, b) => a + b, 0);
        if (Math.floor(done / PRINT_EVERY) > Math.floor(printed / PRINT_EVERY)) {
            printed = done;
            console.log(`fuzz: ${done} of ${inputs} inputs, ${failing.reduce((a, b) => a + b, 0)} failures so far, ${((performance.now() - started) / 1000).toFixed(0)} s`);
        }
    };
    const results = await Promise.all(Array.from({ length: workers }, (_, w) => new Promise<Totals>((done, fail) => {
        const child = fork(process.argv[1], ['--worker', '--seed', String(seed + w), '--inputs', String(Math.ceil(inputs / workers))]);
        let totals: Totals | undefined;
        child.on('message', message => {
            const told = message as Totals | { progress: number; failures: number };
            if ('progress' in told) {
                reached[w] = told.progress;
                failing[w] = told.failures;
                report();
            } else {
                totals = told;
            }
        });
        child.on('exit', code => (totals ? done(totals) : fail(new Error(`worker ${w} exited (${code}) without a result`))));
    })));
    const total = results.reduce((a, r) => a + r.inputs, 0);
    const byKind: Record<string, number> = {};
    results.forEach(r => Object.entries(r.byKind).forEach(([k, n]) => (byKind[k] = (byKind[k] ?? 0) + n)));
    const failures = results.flatMap(r => r.failures);
    const sum = (key: 'svgs' | 'crashes' | 'hangs'): number => results.reduce((a, r) => a + r[key], 0);
    const frames = byKind['json-rpc-frame'] ?? 0;
    console.log(`fuzz: ${total} inputs (${Object.entries(byKind).map(([k, n]) => `${k} ${n}`).join(', ')}), ` +
        `${failures.length} failures, slowest ${Math.max(...results.map(r => r.slowestMs)).toFixed(0)} ms, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(`fuzz: language ${total - frames} inputs, ${sum('svgs')} SVGs read back as XML; server ${frames} frames; ` +
        `${sum('crashes')} crashes, ${sum('hangs')} hangs, ${failures.length} failures`);
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
