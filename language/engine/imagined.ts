import type { Board } from '../model/board.js';
import type { Reach } from './reach.js';
import { UNREACHABLE } from './wall-distance.js';

/**
 * A walking monster's cheapest costs (negative hexes, then points) from one hex on the board
 * without the imagined figure, with the tree of the cells that lie on every cheapest route to
 * another: blocking a cell changes the costs of the cells under it in that tree, and of no other.
 */
export interface SoleRoutes {
    readonly traps: Int32Array;
    readonly points: Int32Array;
    /** Per reached cell, the nearest cell on each of its cheapest routes (its immediate dominator); -1 elsewhere. */
    readonly dominator: Int32Array;
    /** The reached cells but the search's start, cheapest first: each comes after its dominator. */
    readonly order: Int32Array;
    /**
     * The tree of dominators laid out in preorder: the cells under cell c (c first) are the entries
     * `enter[c]` to `enter[c] + extent[c] - 1` of `preorder`. `enter` is -1 and `extent` 0 where
     * the search did not come.
     */
    readonly enter: Int32Array;
    readonly extent: Int32Array;
    readonly preorder: Int32Array;
    /**
     * False when some reached cell had no cheapest way in, which a search never leaves: the tree is
     * then not to be trusted, and callers search instead.
     */
    readonly complete: boolean;
}

/**
 * The cells whose cost changes when `cell` is blocked: those it lies on every cheapest route to
 * (not `cell` itself), in the tree's preorder.
 */
export function behind(routes: SoleRoutes, cell: number): Int32Array {
    const at = routes.enter[cell];
    return at < 0 ? routes.preorder.subarray(0, 0) : routes.preorder.subarray(at + 1, at + routes.extent[cell]);
}

/** Whether `cell` lies on every cheapest route to `to` (another cell), so that blocking it changes the cost of `to`. */
export function onEveryRoute(routes: SoleRoutes, cell: number, to: number): boolean {
    const at = routes.enter[cell];
    const there = routes.enter[to];
    return at >= 0 && there > at && there < at + routes.extent[cell];
}

/** Whether `cell` lies on every cheapest route to some other cell. */
export function onSomeSoleRoute(routes: SoleRoutes, cell: number): boolean {
    return routes.extent[cell] > 1;
}

/**
 * What is kept of the searches from hexes on the board without the imagined figure: a few million
 * cells' worth (each search holds a dozen tables of the map's size), the least recently used let go.
 */
const KEPT_CELLS = 1 << 22;

/**
 * One figure imagined on hex after hex of a board, everything else as written (the threat map).
 * Most of what a monster computes about moving does not depend on where that figure stands, or
 * provably does not on a given hex: it is worked out once on the board without the figure and
 * reused for every imagined board (see `WalkingMover.reach` and `WalkingMover.restTo`). A decision
 * made with it is to be read before the next board's: the costs it saw are changed in place for that one.
 */
export class ImaginedFigure {
    /** The hexes of the monsters' enemies but the imagined figure's, which no walking monster enters. */
    readonly blocked: Uint8Array;
    private readonly unlimited: Map<number, SoleRoutes>;
    private readonly unlimitedKept: number;
    private readonly limited = new Map<number, Reach>();
    private readonly changes = new Map<number, ChangedCosts>();
    private readonly fixed = new Map<string, Reach>();

    /**
     * `board` as written; the boards the figure is imagined on are `board.withFigureAt(figure, cell)`.
     * The searches from hexes kept stay within `routesKept` (by default about four million cells' worth).
     */
    constructor(private readonly board: Board, readonly figure: number,
        routesKept = Math.max(16, Math.floor(KEPT_CELLS / board.size))) {
        this.blocked = new Uint8Array(board.size);
        board.figures.forEach((f, i) => {
            if (f.kind !== 'monster' && i !== figure) {
                this.blocked[f.cell] = 1;
            }
        });
        this.unlimited = new Map();
        this.unlimitedKept = routesKept;
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

    /** The cheapest routes from `from` on the board without the figure, searched for once while kept. */
    unlimitedFrom(from: number, search: () => SoleRoutes): SoleRoutes {
        const kept = this.unlimited;
        let found = kept.get(from);
        if (found) {
            kept.delete(from);
        } else {
            found = search();
            if (kept.size >= this.unlimitedKept) {
                kept.delete(kept.keys().next().value!);
            }
        }
        kept.set(from, found);
        return found;
    }

    /**
     * The costs of `routes` (the search from `from` kept here) in a copy that is changed in place for
     * one imagined board after another: the cells changed for the last board are put back first, so
     * a board pays only for what its figure's hex changes, not for a copy of the map. Valid until
     * the next call for the same `from`.
     */
    changedCosts(from: number, routes: SoleRoutes): ChangedCosts {
        let changed = this.changes.get(from);
        if (!changed || changed.routes !== routes) {
            changed = new ChangedCosts(routes);
            if (this.changes.size >= this.unlimitedKept) {
                this.changes.delete(this.changes.keys().next().value!);
            }
            this.changes.set(from, changed);
        } else {
            changed.reset();
        }
        return changed;
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

/** A copy of a search's costs, some cells changed, that remembers which to put back. */
export class ChangedCosts {
    readonly traps: Int32Array;
    readonly points: Int32Array;
    private readonly changed: number[] = [];

    constructor(readonly routes: SoleRoutes) {
        this.traps = routes.traps.slice();
        this.points = routes.points.slice();
    }

    set(cell: number, traps: number, points: number): void {
        this.changed.push(cell);
        this.traps[cell] = traps;
        this.points[cell] = points;
    }

    /** Every cell changed back to the search's cost. */
    reset(): void {
        const { traps, points } = this.routes;
        for (const cell of this.changed) {
            this.traps[cell] = traps[cell];
            this.points[cell] = points[cell];
        }
        this.changed.length = 0;
    }
}

/** Steps per cell, as in movement.ts: entries start[c] to start[c + 1] - 1. */
interface Steps {
    readonly start: Int32Array;
    readonly other: Int32Array;
    readonly step: Int32Array;
}

/**
 * The tree of the cells that lie on every cheapest route from `source` to another cell. Blocking
 * such a cell changes the cost of the cells under it; blocking any other cell changes no cost but
 * its own, as every other cell keeps a cheapest route around it (and no cheaper route appears by
 * blocking). Worked out as the dominators of the graph of the steps that are cheapest ways on:
 * costs rise strictly along a step (every step costs a point), so cells in cost order are in an
 * order of that graph. `ways` lists, per cell, the steps by which the search may come to it (with
 * the cell it comes from); a search goes on from no `blocked` cell.
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
    dominator[source] = source;
    const { start, other, step } = ways;
    let complete = true;
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
            complete = false;
            break;
        }
        dominator[cell] = common;
        depth[cell] = depth[common] + 1;
    }
    // The tree in preorder: sizes summed from the leaves up (the costliest first), then each cell
    // placed after its dominator and the subtrees of its earlier children.
    const extent = new Int32Array(size);
    const enter = new Int32Array(size).fill(-1);
    const preorder = new Int32Array(count + 1);
    if (complete) {
        extent[source] = 1;
        for (let i = 0; i < count; i++) {
            extent[order[i]] = 1;
        }
        for (let i = count - 1; i >= 0; i--) {
            extent[dominator[order[i]]] += extent[order[i]];
        }
        const next = depth; // no longer needed: the next free entry under each cell
        enter[source] = 0;
        preorder[0] = source;
        next[source] = 1;
        for (let i = 0; i < count; i++) {
            const cell = order[i];
            const d = dominator[cell];
            enter[cell] = next[d];
            next[d] += extent[cell];
            next[cell] = enter[cell] + 1;
            preorder[enter[cell]] = cell;
        }
    }
    return { traps, points, dominator, order, enter, extent, preorder, complete };
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
