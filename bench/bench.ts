import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Board } from '../language/model/board.js';
import { boardFromScenario } from '../language/model/from-ast.js';
import { analyzeBoard, actingMonsters, boardGeometry, decideTurn } from '../language/engine/analyze.js';
import { wordDecision } from '../language/explain/decision-words.js';
import { collectSources } from '../cli/inputs.js';
import { loadScenarios } from '../cli/load.js';
import { largeBoard } from './synthetic.js';
import { extremesBench } from './extremes.js';
import { lspBench } from './lsp-bench.js';
import { keystrokeBench } from './keystroke-bench.js';
import { startupBench } from './startup-bench.js';
import { browserBench } from './browser-bench.js';
import { threatBench } from './threat-bench.js';
import { robustnessBench } from './robustness-bench.js';
import { frameBench } from './frame-bench.js';
import { bigDocumentBench } from './big-document-bench.js';
import { interruptedWritesBench } from './interrupted-writes.js';
import { median, ms, percentile } from './stats.js';
import { TargetTable } from './target-table.js';

const RUNS = Number(process.env.GHS_BENCH_RUNS ?? 30);

function time(run: () => void): number {
    const start = performance.now();
    run();
    return performance.now() - start;
}

/** The boards of both reference corpora (or of the examples, without them), named from their corpus folder. */
async function conformanceBoards(): Promise<Array<{ name: string; board: Board }>> {
    const shared = resolve(process.cwd(), '../shared');
    const corpora = ['conformance', 'conformance-random'].map(name => resolve(shared, name)).filter(existsSync);
    const folders = corpora.length > 0 ? corpora : [resolve(process.cwd(), 'examples')];
    const { sources } = collectSources(folders);
    const { documents } = await loadScenarios(sources);
    const base = corpora.length > 0 ? shared : folders[0];
    return documents.flatMap((document, i) => {
        const board = boardFromScenario(document.parseResult.value);
        return board ? [{ name: sources[i].path!.slice(base.length + 1), board }] : [];
    });
}

function load(): string {
    return `load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
}

async function main(): Promise<void> {
    if (process.env.GHS_BENCH_SECTION === 'robustness') {
        await robustnessBench();
        return;
    }
    const only = process.env.GHS_BENCH_ONLY;
    const table = new TargetTable();
    if (only === 'threat') {
        await threatBench(RUNS, table); // the threat map's rows alone
        table.print(availableParallelism());
        return;
    }
    if (only === 'lsp') {
        await keystrokeBench(RUNS, table);
        await lspBench(RUNS, table); // the language server's rows alone
        table.print(availableParallelism());
        return;
    }
    if (only === 'browser') {
        await browserBench(RUNS); // the browser's downloads and first diagnostics alone
        return;
    }
    if (only === 'big-document') {
        await bigDocumentBench(Math.max(1, Math.min(RUNS, 3))); // one big scenario beside a small one
        return;
    }
    if (only === 'interrupted-writes') {
        await interruptedWritesBench(RUNS); // ghs play --write killed at random moments
        return;
    }
    if (only === 'frames') {
        frameBench(Math.min(RUNS, 7)); // the frame reader alone
        return;
    }
    if (only === 'startup') {
        startupBench(RUNS); // start-up alone
        return;
    }
    const boards = (await conformanceBoards()).filter(b => !only || b.name.includes(only));
    console.log(`Engine: ${boards.length} scenarios, ${RUNS} cold solves each (sight and distances built anew), one process; ${load()}.`);
    for (const { board } of boards) {
        analyzeBoard(board); // warm the JIT before measuring
    }
    const rows = boards.map(({ name, board }) => {
        const samples = Array.from({ length: RUNS }, () => time(() => analyzeBoard(board)));
        return { name, median: median(samples), worst: Math.max(...samples) };
    });
    const medians = rows.map(r => r.median);
    const total = medians.reduce((a, b) => a + b, 0);
    rows.sort((a, b) => b.median - a.median);
    console.log(`  median of per-scenario medians: ${ms(median(medians))}`);
    console.log(`  95th percentile of medians:     ${ms(percentile(medians, 95))}`);
    console.log(`  slowest median:                 ${ms(rows[0].median)} (${rows[0].name})`);
    console.log(`  worst single solve:             ${ms(Math.max(...rows.map(r => r.worst)))}`);
    console.log(`  all scenarios once (sum of medians): ${ms(total)}`);
    // The reference solver does not run beside the engine here: its figures are the engine's alone.
    table.add(`slowest board's cold decision (${boards.length} boards)`, 'ratio 1.0–1.1', 'ratio < 0.5', `${ms(rows[0].median)}, no reference`);
    table.add(`median cold decision (${boards.length} boards)`, 'ratio 0.055', 'ratio < 0.03', `${ms(median(medians))}, no reference`);
    for (const row of rows.filter(r => /\/131-/.test(r.name)).sort((a, b) => a.name.localeCompare(b.name))) {
        // Decisions put their words together when read: the same turns with every explanation read, for comparison.
        const board = boards.find(b => b.name === row.name)!.board;
        const worded = median(Array.from({ length: RUNS }, () => time(() => analyzeBoard(board).forEach(d => wordDecision(d).reasons))));
        console.log(`  131, ${row.name.split('/').slice(-2)[0].padEnd(12)}         ${ms(row.median).padStart(10)} median  ${ms(row.worst).padStart(10)} worst  ${ms(worded).padStart(10)} with the reasons read`);
    }
    console.log('  slowest ten:');
    for (const row of rows.slice(0, 10)) {
        console.log(`    ${ms(row.median).padStart(10)} median  ${ms(row.worst).padStart(10)} worst  ${row.name}`);
    }

    if (only) {
        table.print(availableParallelism());
        return;
    }
    const large = largeBoard();
    const monsters = actingMonsters(large);
    decideTurn(large, monsters[0]);
    console.log(`\nLarge board: 40 × 40, ${large.figures.filter(f => f.kind === 'character').length} characters, ${monsters.length} monsters (one includes an area attack with target 3).`);
    const perMonster: number[] = [];
    for (let run = 0; run < Math.max(3, Math.floor(RUNS / 5)); run++) {
        for (const monster of monsters) {
            perMonster.push(time(() => decideTurn(large, monster, boardGeometry(large))));
        }
    }
    console.log(`  per monster: median ${ms(median(perMonster))}, 95th percentile ${ms(percentile(perMonster, 95))}, worst ${ms(Math.max(...perMonster))}`);
    const whole = Array.from({ length: 5 }, () => time(() => analyzeBoard(large)));
    console.log(`  whole board (all monsters, shared line-of-sight cache): median ${ms(median(whole))}`);

    const huge = largeBoard('gloomhaven', 100, 12, 100);
    const hugeMonsters = actingMonsters(huge);
    decideTurn(huge, hugeMonsters[0]);
    const perHugeMonster: number[] = [];
    for (let run = 0; run < 3; run++) {
        for (const monster of hugeMonsters) {
            perHugeMonster.push(time(() => decideTurn(huge, monster, boardGeometry(huge))));
        }
    }
    console.log(`\nHuge board: 100 × 100, 100 characters, ${hugeMonsters.length} monsters, cold geometry per turn; ${load()}.`);
    console.log(`  per monster: median ${ms(median(perHugeMonster))}, worst ${ms(Math.max(...perHugeMonster))}`);

    await extremesBench(RUNS);
    await threatBench(RUNS, table);
    await keystrokeBench(RUNS, table);
    await lspBench(RUNS, table);
    frameBench(Math.min(RUNS, 7));
    await bigDocumentBench(Math.max(1, Math.min(RUNS, 3)));
    await interruptedWritesBench(RUNS);
    await robustnessBench();
    startupBench(RUNS);
    await browserBench(RUNS);
    table.print(availableParallelism());
    console.log(`\nDone; ${load()}.`);
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
