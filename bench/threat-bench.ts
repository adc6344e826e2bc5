import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { boardFromScenario } from '../language/model/from-ast.js';
import { type BoardGeometry, actingMonsters, boardGeometry } from '../language/engine/analyze.js';
import { isThreatMap, threatHexes, threatMapOfBoard } from '../language/scenario/threat-map.js';
import { collectSources } from '../cli/inputs.js';
import { loadScenarios } from '../cli/load.js';
import { largeBoard } from './synthetic.js';
import { median, ms } from './stats.js';
import type { Board } from '../language/model/board.js';

/** Cold without a geometry: it is built as the first map of a new wall layout would build it. */
function timeMap(board: Board, character: string, warmGeometry?: BoardGeometry): number {
    const geometry = warmGeometry ?? boardGeometry(board);
    const start = performance.now();
    const map = threatMapOfBoard(board, character, geometry);
    const elapsed = performance.now() - start;
    if (!isThreatMap(map)) {
        throw new Error(map.error);
    }
    return elapsed;
}

function row(label: string, board: Board, character: string, runs: number): void {
    const figure = board.figures.findIndex(f => f.name === character);
    const hexes = threatHexes(board, figure).length;
    const decisions = hexes * actingMonsters(board).length;
    timeMap(board, character); // warm the JIT
    const cold = Array.from({ length: runs }, () => timeMap(board, character));
    // Warm: the geometry of the wall layout is already known, as the editor keeps it between edits.
    const geometry = boardGeometry(board);
    const warm = Array.from({ length: runs }, () => timeMap(board, character, geometry));
    console.log(`  ${label.padEnd(42)} ${String(hexes).padStart(4)} hexes ${String(decisions).padStart(5)} turns  `
        + `cold geometry ${ms(median(cold)).padStart(9)}  warm ${ms(median(warm)).padStart(9)}`);
}

/** The threat map: every open hex of a room, every acting monster's turn decided with one character imagined there. */
export async function threatBench(runs: number): Promise<void> {
    const folder = resolve(process.cwd(), 'examples');
    const { sources } = collectSources([folder]);
    const { documents } = await loadScenarios(sources);
    console.log(`\nThreat map (median of ${runs} runs; load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores):`);
    documents.forEach((document, i) => {
        const board = boardFromScenario(document.parseResult.value);
        const character = board?.figures.find(f => f.kind === 'character');
        if (board && character) {
            row(`${sources[i].path!.slice(folder.length + 1)} (${character.name})`, board, character.name, runs);
        }
    });
    const room = largeBoard('gloomhaven', 20, 6);
    row('synthetic 20 × 20, 6 monsters (Hero1)', room, 'Hero1', Math.max(3, Math.ceil(runs / 6)));
    console.log(`  load average afterwards ${loadavg().map(l => l.toFixed(2)).join(' ')}`);
}
