import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DidChangeTextDocumentNotification, ExitNotification, ShutdownRequest, createProtocolConnection } from 'vscode-languageserver-protocol/node';
import { columnLetters } from '../language/hex/offset.js';
import { Client, SMALL } from './robustness-bench.js';
import { median, ms, percentile } from './stats.js';

/** Another document's hovers must stay under this at the 95th percentile while the big one is read again. */
const OTHER_HOVER_TARGET_MS = 100;
/** One-character edits of the big document per run (GHS_BENCH_KEYSTROKES to change it). */
const KEYSTROKES = Number(process.env.GHS_BENCH_KEYSTROKES ?? 8);
/** How often the small document is hovered while the big one is read. */
const HOVER_EVERY_MS = 100;

/** A scenario of about 980 KB, under the 1 MB limit: 98,000 `trap` lines of 10 bytes over the hexes A1..Z9. */
export function bigScenario(lines = 98_000): string {
    const traps: string[] = [];
    for (let i = 0; i < lines; i++) {
        traps.push(`  trap ${columnLetters(1 + (i % 26))}${1 + (Math.floor(i / 26) % 9)}`);
    }
    return `scenario "Big" {\n  map A1..Z9\n  character Hero at Z9 initiative 10\n${traps.join('\n')}\n}\n`;
}

function load(): string {
    return `load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
}

/**
 * One big scenario open beside a small one: the small one's first hover after the big one is
 * opened, then a hover of it every 100 ms while the big one is edited one character at a time, each
 * edit read again in full. The figures are over every run, with the machine's load.
 */
export async function bigDocumentBench(runs: number): Promise<void> {
    const serverPath = resolve(process.cwd(), 'out/server/main.cjs');
    if (!existsSync(serverPath)) {
        console.log(`\nBig document: skipped, ${serverPath} is missing (run npm run build).`);
        return;
    }
    const text = bigScenario();
    console.log(`\nBig document: a ${(Buffer.byteLength(text) / 1000).toFixed(0)} KB scenario (98,000 trap lines) open beside a small one; ` +
        `${runs} runs of ${KEYSTROKES} one-character edits; ${load()}.`);
    const firsts: number[] = [];
    const during: number[] = [];
    const settles: number[] = [];
    for (let run = 0; run < runs; run++) {
        const child = spawn(process.execPath, [serverPath, '--stdio'], { stdio: 'pipe' });
        const client = new Client(createProtocolConnection(child.stdout, child.stdin));
        const small = 'file:///bench/small.ghs';
        const big = 'file:///bench/big.ghs';
        try {
            await client.start();
            await client.open(small, SMALL);
            const opening = client.open(big, text);
            firsts.push(await client.hover(small, 3, 11));
            await opening;
            for (let version = 2; version < 2 + KEYSTROKES; version++) {
                const from = client.published.length;
                const edited = text.replace('"Big"', `"Big${'x'.repeat(version % 5)}"`);
                await client.connection.sendNotification(DidChangeTextDocumentNotification.type,
                    { textDocument: { uri: big, version }, contentChanges: [{ text: edited }] });
                const started = performance.now();
                let settled = false;
                const waiting = client.until(p => p.uri === big && p.version === version, from).then(() => (settled = true));
                // A hover every HOVER_EVERY_MS whatever the answers, as a user moving the mouse: a hover
                // held up for a second counts as the many a user would have made meanwhile, not as one.
                const hovers: Array<Promise<number>> = [];
                while (!settled) {
                    hovers.push(client.hover(small, 3, 11));
                    await sleep(HOVER_EVERY_MS);
                }
                await waiting;
                settles.push(performance.now() - started);
                during.push(...await Promise.all(hovers));
            }
            await client.connection.sendRequest(ShutdownRequest.type);
            await client.connection.sendNotification(ExitNotification.type);
        } finally {
            client.connection.dispose();
            if (child.exitCode === null) {
                child.kill();
            }
        }
    }
    const p95 = percentile(during, 95);
    console.log(`  first hover of the small document after the big one is opened: median ${ms(median(firsts))}, worst ${ms(firsts.reduce((a, b) => Math.max(a, b), 0))}`);
    console.log(`  hovers of the small document while the big one is read again: ${during.length} hovers, median ${ms(median(during))}, ` +
        `95th percentile ${ms(p95)} (${p95 < OTHER_HOVER_TARGET_MS ? 'within' : 'OVER'} the ${OTHER_HOVER_TARGET_MS} ms target), worst ${ms(during.reduce((a, b) => Math.max(a, b), 0))}`);
    console.log(`  each edit of the big document to its diagnostics: median ${ms(median(settles))}, worst ${ms(settles.reduce((a, b) => Math.max(a, b), 0))}`);
    console.log(`  ${load()} afterwards`);
}
