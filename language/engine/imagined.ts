import type { Board } from '../model/board.js';
import type { Reach } from './reach.js';
import { UNREACHABLE } from './wall-distance.js';

/**
 * A walking monster's cheapest costs (negative hexes, then points) from one hex, or to one hex, on
 * the board without the imagined figure, and, per cell, 1 where some other cell's every cheapest
 * route passes through it.
 */
export interface SoleRoutes {
    readonly traps: Int32Array;
    readonly points: Int32Array;
    readonly onSoleRoute: Uint8Array;
    /** Per reached cell, the nearest cell on each of its cheapest routes (its immediate dominator); -1 elsewhere. */
    readonly dominator: Int32Array;
    /** The reached cells but the search's start, cheapest first: each comes after its dominator. */
    readonly order: Int32Array;
}

/**
 * The cells whose cost changes when `cell` is blocked: those it lies on every cheapest route to
 * (not `cell` itself), as 1 in the table returned.
 */
export function behind(routes: SoleRoutes, cell: number): Uint8Array {
    const { dominator, order } = routes;
    const found = new Uint8Array(dominator.length);
    for (const c of order) {
        const d = dominator[c];
        if (d === cell || found[d] === 1) {
            found[c] = 1;
        }
    }
    return found;
}

/**
 * One figure imagined on hex after hex of a board, everything else as written (the threat map).
 * Most of what a monster computes about moving does not depend on where that figure stands, or
 * provably does not on a given hex: it is worked out once on the board without the figure and
 * reused for every imagined board (see `WalkingMover.reach`).
 */
export class ImaginedFigure {
    /** The hexes of the monsters' enemies but the imagined figure's, which no walking monster enters. */
    readonly blocked: Uint8Array;
    private readonly unlimited = new Map<number, SoleRoutes>();
    private readonly towards = new Map<number, SoleRoutes>();
    private readonly limited = new Map<number, Reach>();
    private readonly fixed = new Map<string, Reach>();

    /**
     * `board` as written; the boards the figure is imagined on are `board.withFigureAt(figure, cell)`.
     * Goals are many on a large map: the searches back from them kept stay within `goalsKept`
     * (by default about a million cells' worth), the oldest let go.
     */
    constructor(private readonly board: Board, readonly figure: number,
        private readonly goalsKept = Math.max(16, Math.floor(2 ** 20 / board.size))) {
        this.blocked = new Uint8Array(board.size);
        board.figures.forEach((f, i) => {
            if (f.kind !== 'monster' && i !== figure) {
                this.blocked[f.cell] = 1;
            }
        });
    }

    /**
     * Where the figure stands on `board`, when `board` is the written one with only this figure
     * moved (and the figure is an enemy of the monsters); otherwise -1, and nothing is shared.
     */
    cellOn(board: Board): number {
        const written = this.board;
        if (board.terrain !== written.terrain || board.neighbor !== written.neighbor || board.edition !== written.edition
            || board.figures.length !== written.figures.length || written.figures[this.figure].kind === 'monster') {
            return -1;
        }
        for (let i = 0; i < board.figures.length; i++) {
            if (i !== this.figure && board.figures[i] !== written.figures[i]) {
                return -1;
            }
        }
        return board.figures[this.figure].cell;
    }

    unlimitedFrom(from: number, search: () => SoleRoutes): SoleRoutes {
        return remembered(this.unlimited, from, search);
    }

    costsTo(to: number, search: () => SoleRoutes): SoleRoutes {
        let found = this.towards.get(to);
        if (!found) {
            found = search();
            if (this.towards.size >= this.goalsKept) {
                this.towards.delete(this.towards.keys().next().value!);
            }
            this.towards.set(to, found);
        }
        return found;
    }

    limitedFrom(from: number, budget: number, search: () => Reach): Reach {
        // A limited search has a budget below twice the map's size, so the key is unique.
        return remembered(this.limited, budget * this.board.size + from, search);
    }

    /** A reach that depends on the walls and terrain alone (flying, jumping): one per mode, start and budget. */
    figureFree(key: string, search: () => Reach): Reach {
        return remembered(this.fixed, key, search);
    }
}

/** Steps per cell, as in movement.ts: entries start[c] to start[c + 1] - 1. */
interface Steps {
    readonly start: Int32Array;
    readonly other: Int32Array;
    readonly step: Int32Array;
}

/**
 * Per cell, 1 when it lies on every cheapest route from `source` to some other cell. Blocking such
 * a cell changes that cell's cost; blocking any other cell changes no cost but its own, as every
 * other cell keeps a cheapest route around it (and no cheaper route appears by blocking). Worked
 * out as the dominators of the graph of the steps that are cheapest ways on: costs rise strictly
 * along a step (every step costs a point), so cells in cost order are in an order of that graph.
 * `ways` lists, per cell, the steps by which the search may come to it (with the cell it comes
 * from); a search goes on from no `blocked` cell.
 */
export function soleRoutes(source: number, traps: Int32Array, points: Int32Array, ways: Steps,
    stepTraps: Uint16Array, stepPoints: Uint8Array, blocked: Uint8Array): SoleRoutes {
    const size = traps.length;
    // Each reached cell as one number ordered as (negative hexes, points, cell), so a typed sort orders them.
    const keys = new Float64Array(size);
    let count = 0;
    for (let cell = 0; cell < size; cell++) {
        if (points[cell] !== UNREACHABLE && cell !== source) {
            keys[count++] = (traps[cell] * POINTS_SCALE + points[cell]) * size + cell;
        }
    }
    const order = new Int32Array(count);
    keys.subarray(0, count).sort().forEach((key, i) => {
        order[i] = key % size;
    });
    const dominator = new Int32Array(size).fill(-1);
    const depth = new Int32Array(size);
    const sole = new Uint8Array(size);
    const routes = { traps, points, onSoleRoute: sole, dominator, order };
    dominator[source] = source;
    const { start, other, step } = ways;
    for (const cell of order) {
        let common = -1;
        for (let k = start[cell]; k < start[cell + 1]; k++) {
            const from = other[k];
            if (points[from] === UNREACHABLE || blocked[from] === 1 || traps[from] + stepTraps[step[k]] !== traps[cell]
                || points[from] + stepPoints[step[k]] !== points[cell]) {
                continue;
            }
            common = common < 0 ? from : nearestCommon(common, from, dominator, depth);
        }
        // A reached cell other than the source has a cheapest way in; the guard is for safety's sake.
        if (common < 0) {
            sole.fill(1);
            return routes;
        }
        dominator[cell] = common;
        depth[cell] = depth[common] + 1;
        sole[common] = 1;
    }
    return routes;
}

/** Points stay below this, so (negative hexes, points) fits one number; with the cell, well within 2^53. */
const POINTS_SCALE = 1 << 20;

function nearestCommon(a: number, b: number, dominator: Int32Array, depth: Int32Array): number {
    while (a !== b) {
        if (depth[a] >= depth[b]) {
            a = dominator[a];
        } else {
            b = dominator[b];
        }
    }
    return a;
}

/** The value kept under `key`, searched for and kept the first time it is asked for. */
function remembered<K, V>(kept: Map<K, V>, key: K, search: () => V): V {
    let found = kept.get(key);
    if (found === undefined) {
        found = search();
        kept.set(key, found);
    }
    return found;
}
