import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { boardFromScenario } from '../language/model/from-ast.js';
import { type BoardGeometry, actingMonsters, boardGeometry } from '../language/engine/analyze.js';
import { isThreatMap, threatHexes, threatMapOfBoard } from '../language/scenario/threat-map.js';
import { collectSources } from '../cli/inputs.js';
import { loadScenarios } from '../cli/load.js';
import { bareRoom, largeBoard } from './synthetic.js';
import type { TargetTable } from './target-table.js';
import { median, ms } from './stats.js';
import type { Board } from '../language/model/board.js';
import { STANDARD_MONSTER_DECK } from '../language/model/modifier-deck.js';

/**
 * Cold without a geometry: it is built as the first map of a new wall layout would build it. The
 * whole room is mapped, without the work limit the editor puts on one map: the targets are whole maps.
 */
function timeMap(board: Board, character: string, warmGeometry?: BoardGeometry): number {
    const geometry = warmGeometry ?? boardGeometry(board);
    const start = performance.now();
    const map = threatMapOfBoard(board, character, geometry, STANDARD_MONSTER_DECK, { workLimit: Infinity });
    const elapsed = performance.now() - start;
    if (!isThreatMap(map)) {
        throw new Error(map.error);
    }
    return elapsed;
}

/** A row of the section: the map timed with the geometry built anew (cold) and with it kept (warm); the cold median is returned. */
function row(label: string, board: Board, character: string, runs: number): number {
    const figure = board.figures.findIndex(f => f.name === character);
    const hexes = threatHexes(board, figure).length;
    const decisions = hexes * actingMonsters(board).length;
    timeMap(board, character); // warm the JIT
    const cold = Array.from({ length: runs }, () => timeMap(board, character));
    // Warm: the geometry of the wall layout is already known, as the editor keeps it between edits.
    const geometry = boardGeometry(board);
    const warm = Array.from({ length: runs }, () => timeMap(board, character, geometry));
    console.log(`  ${label.padEnd(46)} ${String(hexes).padStart(5)} hexes ${String(decisions).padStart(6)} turns  `
        + `cold geometry ${ms(median(cold)).padStart(10)}  warm ${ms(median(warm)).padStart(10)}  (${runs} runs, load ${loadavg()[0].toFixed(2)})`);
    return median(cold);
}

/**
 * The threat map: every open hex of a room, every acting monster's turn that can concern one
 * character imagined there. The examples, then the synthetic rooms the speed targets name: how
 * the map grows with a bare room's size, and with the figures on it. `hugeRuns` bounds the runs
 * of the 100 × 100 room, whose every run decides ten thousand hexes.
 */
export async function threatBench(runs: number, table?: TargetTable, hugeRuns = Math.max(1, Math.min(3, runs))): Promise<void> {
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
    const few = Math.max(3, Math.ceil(runs / 6));
    const room = row('synthetic 20 × 20, 6 monsters (Hero1)', largeBoard('gloomhaven', 20, 6), 'Hero1', few);
    table?.add('threat map, 20 × 20, 6 monsters', '265–300 ms', '< 60 ms', ms(room));
    const bare40 = row('bare 40 × 40, 1 monster, 1 character', bareRoom(40), 'Hero1', few);
    table?.add('threat map, 40 × 40, 1 monster', '1.5 s', '< 150 ms', ms(bare40));
    row('bare 70 × 70, 1 monster, 1 character', bareRoom(70), 'Hero1', Math.max(1, Math.ceil(few / 2)));
    const bare100 = row('bare 100 × 100, 1 monster, 1 character', bareRoom(100), 'Hero1', hugeRuns);
    table?.add('threat map, 100 × 100, 1 monster', '> 400 s', '< 3 s', ms(bare100));
    const crowd = row('synthetic 40 × 40, 12 monsters, 10 characters', largeBoard('gloomhaven', 40, 12, 10), 'Hero1', few);
    table?.add('threat map, 40 × 40, 12 monsters, 10 characters', '—', '< 1 s', ms(crowd));
    console.log(`  load average afterwards ${loadavg().map(l => l.toFixed(2)).join(' ')}`);
}
