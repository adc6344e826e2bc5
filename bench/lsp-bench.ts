import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
    DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, ExitNotification, HoverRequest, InitializeRequest,
    InitializedNotification, type Position, type PublishDiagnosticsParams, PublishDiagnosticsNotification, ShutdownRequest,
    createProtocolConnection
} from 'vscode-languageserver-protocol/node';
import { boardToGhs } from './board-to-ghs.js';
import { median, ms, percentile } from './stats.js';
import { largeBoard } from './synthetic.js';
import type { TargetTable } from './target-table.js';

const HOVER_TARGET_MS = 20;
const DIAGNOSTICS_TARGET_MS = 150;

function positionOf(text: string, offset: number): Position {
    const before = text.slice(0, offset);
    const line = before.split('\n').length - 1;
    return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

function report(label: string, samples: readonly number[], target: number): void {
    const p95 = percentile(samples, 95);
    const verdict = p95 < target ? 'within' : 'OVER';
    console.log(`  ${label}: ${samples.length} samples, median ${ms(median(samples))}, 95th percentile ${ms(p95)} (${verdict} the ${target} ms target), worst ${ms(Math.max(...samples))}`);
}

function load(): string {
    return loadavg().map(l => l.toFixed(2)).join(', ');
}

/**
 * The language server as an editor meets it: the built server over stdio, the large synthetic
 * board opened as a scenario, hovers on its monsters' names, and the time from a keystroke
 * (`didChange`) to the diagnostics that follow it.
 */
export async function lspBench(runs: number, table?: TargetTable): Promise<void> {
    const server = resolve(process.cwd(), 'out/server/main.cjs');
    if (!existsSync(server)) {
        console.log(`\nLanguage server: skipped, ${server} is missing (run npm run build).`);
        return;
    }
    const samples = Math.max(30, runs);
    const child = spawn(process.execPath, [server, '--stdio'], { stdio: 'pipe' });
    const stderr: string[] = [];
    child.stderr.on('data', chunk => stderr.push(String(chunk)));
    const exited = new Promise<number | null>(done => child.on('exit', done));
    const connection = createProtocolConnection(child.stdout, child.stdin);
    const published: PublishDiagnosticsParams[] = [];
    const waiters: Array<() => void> = [];
    connection.onNotification(PublishDiagnosticsNotification.type, params => {
        published.push(params);
        waiters.splice(0).forEach(wake => wake());
    });
    connection.listen();
    const diagnosticsAfter = async (seen: number, uri: string): Promise<PublishDiagnosticsParams> => {
        for (;;) {
            const found = published.slice(seen).find(p => p.uri === uri);
            if (found) {
                return found;
            }
            if (child.exitCode !== null) {
                throw new Error(`the server exited: ${stderr.join('')}`);
            }
            await new Promise<void>(wake => waiters.push(wake));
        }
    };

    try {
        console.log(`\nLanguage server over stdio (${server}), load average ${load()} at the start.`);
        await connection.sendRequest(InitializeRequest.type, {
            processId: process.pid, rootUri: null, workspaceFolders: null,
            capabilities: { textDocument: { hover: { contentFormat: ['markdown'] } } }
        });
        await connection.sendNotification(InitializedNotification.type, {});

        const uri = pathToFileURL(resolve(process.cwd(), 'bench/large.ghs')).toString();
        const text = boardToGhs(largeBoard(), 'Large synthetic board');
        const opened = performance.now();
        let seen = published.length;
        await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'ghs', version: 1, text } });
        const first = await diagnosticsAfter(seen, uri);
        const summaries = first.diagnostics.filter(d => d.code === 'ghs.turn-summary').length;
        console.log(`  opened a 40 × 40 scenario of ${text.split('\n').length} lines: first diagnostics after ${ms(performance.now() - opened)}, ${summaries} monster turns explained`);

        const names = [...text.matchAll(/monster +(\w+)/g)].map(m => positionOf(text, (m.index ?? 0) + m[0].length - m[1].length + 1));
        const hover = async (position: Position): Promise<number> => {
            const start = performance.now();
            const answer = await connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
            if (!answer) {
                throw new Error(`no hover at ${JSON.stringify(position)}`);
            }
            return performance.now() - start;
        };
        for (const position of names.slice(0, 3)) {
            await hover(position); // warm the server's JIT
        }
        const hovers: number[] = [];
        while (hovers.length < samples) {
            for (const position of names) {
                hovers.push(await hover(position));
            }
        }
        report('hover on a monster name', hovers, HOVER_TARGET_MS);

        // Keystrokes: a letter typed into the scenario's name (the analysis runs again on the new
        // text), and a character's initiative changed (the decisions change too).
        const edits = [
            (i: number) => text.replace('scenario "Large synthetic board"', `scenario "Large synthetic board ${i}"`),
            (i: number) => text.replace(/(character Hero1 at \w+ initiative )\d+/, `$1${10 + (i % 80)}`)
        ];
        const changes: number[] = [];
        for (let i = 0; i < samples; i++) {
            seen = published.length;
            const start = performance.now();
            await connection.sendNotification(DidChangeTextDocumentNotification.type,
                { textDocument: { uri, version: i + 2 }, contentChanges: [{ text: edits[i % edits.length](i) }] });
            await diagnosticsAfter(seen, uri);
            changes.push(performance.now() - start);
        }
        report('didChange to publishDiagnostics', changes, DIAGNOSTICS_TARGET_MS);
        table?.add('didChange → diagnostics p95, 40 × 40 board', '109 ms', '< 60 ms', `${ms(percentile(changes, 95))} p95, ${ms(median(changes))} p50`);

        // A hover in a small file sent right behind a keystroke in the large one: Langium lets it
        // run between the build's steps, but not inside one (the engine's analysis is one step).
        const small = pathToFileURL(resolve(process.cwd(), 'bench/small.ghs')).toString();
        const room = 'scenario "Room" {\n  map A1..C3\n  character Hero at C2 initiative 10\n  monster Guard at A1 { move 2 attack }\n}\n';
        seen = published.length;
        await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: small, languageId: 'ghs', version: 1, text: room } });
        await diagnosticsAfter(seen, small);
        const elsewhere: number[] = [];
        for (let i = 0; i < samples; i++) {
            seen = published.length;
            await connection.sendNotification(DidChangeTextDocumentNotification.type,
                { textDocument: { uri, version: samples + i + 2 }, contentChanges: [{ text: edits[i % edits.length](samples + i) }] });
            const start = performance.now();
            await connection.sendRequest(HoverRequest.type, { textDocument: { uri: small }, position: { line: 3, character: 11 } });
            elsewhere.push(performance.now() - start);
            await diagnosticsAfter(seen, uri);
        }
        report('hover in a small file during the large file\'s rebuild', elsewhere, HOVER_TARGET_MS);

        // A crowded room opened (three times, as three documents with one more character each, so
        // that no decision of one serves another) while the small file is hovered without pause:
        // the time to its first diagnostics, and the hovers' times meanwhile.
        const crowdTimes: number[] = [];
        const meanwhile: number[] = [];
        for (let copy = 0; copy < 3; copy++) {
            const crowdText = boardToGhs(largeBoard('gloomhaven', 60, 500, 6 + copy), 'Crowded synthetic room');
            const crowd = pathToFileURL(resolve(process.cwd(), `bench/crowd-${copy}.ghs`)).toString();
            seen = published.length;
            const crowdOpened = performance.now();
            await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: crowd, languageId: 'ghs', version: 1, text: crowdText } });
            let crowdDone = false;
            const crowdFirst = diagnosticsAfter(seen, crowd).then(() => {
                crowdDone = true;
                return performance.now() - crowdOpened;
            });
            while (!crowdDone) {
                const start = performance.now();
                await connection.sendRequest(HoverRequest.type, { textDocument: { uri: small }, position: { line: 3, character: 11 } });
                meanwhile.push(performance.now() - start);
            }
            crowdTimes.push(await crowdFirst);
        }
        const crowdTime = median(crowdTimes);
        console.log(`  opened a 60 × 60 room with 500 monsters: first diagnostics after ${crowdTimes.map(ms).join(', ')} (median ${ms(crowdTime)})`);
        report('hover in a small file meanwhile', meanwhile, HOVER_TARGET_MS);
        table?.add('60 × 60, 500 monsters: first diagnostics', '6.0 s', '< 1.5 s', ms(crowdTime));
        table?.add('60 × 60, 500 monsters: other document\'s hover p95', '82 ms', '< 50 ms', `${ms(percentile(meanwhile, 95))} (${meanwhile.length} hovers)`);
        console.log(`  load average ${load()} at the end (2 cores).`);

        await connection.sendRequest(ShutdownRequest.type);
        await connection.sendNotification(ExitNotification.type);
        await exited;
    } finally {
        connection.dispose();
        if (child.exitCode === null) {
            child.kill();
        }
    }
}
