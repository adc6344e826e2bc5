import { type Board, Terrain } from '../model/board.js';

export const UNREACHABLE = 0x3fffffff;

/**
 * Hex counts from `from` to every cell, walking around walls and thin walls only: obstacles and
 * figures do not lengthen it. Without links this is range (attacks); through links it is path
 * length (proximity, flying and jumping), as linked hexes are adjacent only for movement.
 */
export function wallDistances(board: Board, from: number, throughLinks = false, limit = UNREACHABLE): Int32Array {
    const distance = new Int32Array(board.size).fill(UNREACHABLE);
    if (from < 0 || board.has(from, Terrain.Wall)) {
        return distance;
    }
    const queue = new Int32Array(board.size);
    let head = 0;
    let tail = 0;
    distance[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        const cell = queue[head++];
        const next = distance[cell] + 1;
        if (next > limit) {
            break; // breadth first: every cell still queued is as far as this one
        }
        for (let d = 0; d < 6; d++) {
            const to = board.step(cell, d);
            if (to < 0 || distance[to] !== UNREACHABLE || board.has(to, Terrain.Wall) || board.thinWallTowards(cell, d)) {
                continue;
            }
            distance[to] = next;
            queue[tail++] = to;
        }
        if (throughLinks) {
            for (let k = board.linkStart[cell]; k < board.linkStart[cell + 1]; k++) {
                const to = board.linkTo[k];
                if (distance[to] === UNREACHABLE && !board.has(to, Terrain.Wall)) {
                    distance[to] = next;
                    queue[tail++] = to;
                }
            }
        }
    }
    return distance;
}

/** Radii beyond this get the whole field. */
const RADII = 64;

/**
 * Range out to a radius from one hex: exact where it is the radius or less, UNREACHABLE or some
 * larger count elsewhere. Asking whether a hex is within an attack's range needs no more.
 */
export interface NearField {
    at(cell: number): number;
}

/** A whole field read as a near one. */
class WholeField implements NearField {
    constructor(private readonly field: Int32Array) { }

    at(cell: number): number {
        return this.field[cell];
    }
}

/**
 * Range out to `radius` in a window of the hexes within `radius` of the centre as the crow flies,
 * indexed by their offset from it: a walk of at most `radius` steps never leaves that window, so
 * searching inside it alone gives the same counts, at the cost of the window instead of the map.
 */
class WindowField implements NearField {
    private readonly side: number;
    private readonly counts: Int32Array;
    private readonly q: number;
    private readonly r: number;

    constructor(private readonly board: Board, centre: number, private readonly radius: number) {
        const side = 2 * radius + 1;
        this.side = side;
        this.counts = new Int32Array(side * side).fill(UNREACHABLE);
        const origin = board.hexOf(centre);
        this.q = origin.q;
        this.r = origin.r;
        if (board.has(centre, Terrain.Wall)) {
            return;
        }
        const queue = new Int32Array(3 * radius * (radius + 1) + 1);
        let head = 0;
        let tail = 0;
        this.counts[this.slot(origin.q, origin.r)] = 0;
        queue[tail++] = centre;
        while (head < tail) {
            const cell = queue[head++];
            const here = board.hexOf(cell);
            const next = this.counts[this.slot(here.q, here.r)] + 1;
            if (next > radius) {
                break; // breadth first: every cell still queued is as far as this one
            }
            for (let d = 0; d < 6; d++) {
                const to = board.step(cell, d);
                if (to < 0 || board.has(to, Terrain.Wall) || board.thinWallTowards(cell, d)) {
                    continue;
                }
                const there = board.hexOf(to);
                const slot = this.slot(there.q, there.r);
                if (this.counts[slot] === UNREACHABLE) {
                    this.counts[slot] = next;
                    queue[tail++] = to;
                }
            }
        }
    }

    /** The window's entry of a hex within `radius` of the centre as the crow flies. */
    private slot(q: number, r: number): number {
        return (q - this.q + this.radius) * this.side + (r - this.r + this.radius);
    }

    at(cell: number): number {
        const h = this.board.hexOf(cell);
        const dq = h.q - this.q;
        const dr = h.r - this.r;
        const radius = this.radius;
        if (dq < -radius || dq > radius || dr < -radius || dr > radius || dq + dr < -radius || dq + dr > radius) {
            return UNREACHABLE;
        }
        return this.counts[(dq + radius) * this.side + (dr + radius)];
    }
}

/** How many cells' worth of whole fields a WallDistances keeps (a field holds one count per cell). */
const KEPT_CELLS = 1 << 22;

/**
 * Fields by cell, the oldest let go beyond `limit`: a threat map asks for fields from hex after hex
 * of a large room, which would otherwise all be kept. A hit leaves the order as it is: fields are
 * asked for in the engine's innermost loops, where reordering on every hit costs more than the
 * odd field measured again.
 */
class RecentFields {
    private readonly fields = new Map<number, Int32Array>();

    constructor(private readonly limit: number) { }

    get(cell: number): Int32Array | undefined {
        return this.fields.get(cell);
    }

    set(cell: number, field: Int32Array): Int32Array {
        if (this.fields.size >= this.limit) {
            this.fields.delete(this.fields.keys().next().value!);
        }
        this.fields.set(cell, field);
        return field;
    }
}

/**
 * Distance fields of one board, computed on first use and kept for the analysis: proximity, range
 * and flying or jumping moves all ask for the same fields many times. Whole fields are kept up to
 * a few million cells' worth, the oldest let go.
 */
export class WallDistances {
    private readonly fields: RecentFields;
    private readonly paths: RecentFields;
    /** Fields cut off at a radius, by cell * RADII + radius. */
    private readonly near = new Map<number, NearField>();

    constructor(readonly board: Board) {
        const limit = Math.max(64, Math.floor(KEPT_CELLS / Math.max(1, board.size)));
        this.fields = new RecentFields(limit);
        this.paths = new RecentFields(limit);
    }

    /** Range: hexes counted over the map, never through a link. */
    from(cell: number): Int32Array {
        return this.fields.get(cell) ?? this.fields.set(cell, wallDistances(this.board, cell));
    }

    /**
     * Range out to `radius` (see NearField): on a large map it explores a few dozen hexes instead
     * of all of them, and keeps no more than it explores.
     */
    within(cell: number, radius: number): NearField {
        const side = 2 * radius + 1;
        if (radius >= RADII || side * side >= this.board.size) {
            return new WholeField(this.from(cell));
        }
        const key = cell * RADII + radius;
        let field = this.near.get(key);
        if (!field) {
            field = new WindowField(this.board, cell, radius);
            this.near.set(key, field);
        }
        return field;
    }

    /** Path length: as `from`, and a link is one step. The same field on a board without links. */
    path(cell: number): Int32Array {
        if (!this.board.hasLinks) {
            return this.from(cell);
        }
        return this.paths.get(cell) ?? this.paths.set(cell, wallDistances(this.board, cell, true));
    }
}
