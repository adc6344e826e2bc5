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
 * Distance fields of one board, computed on first use and kept for the analysis: proximity, range
 * and flying or jumping moves all ask for the same fields many times.
 */
export class WallDistances {
    private readonly fields = new Map<number, Int32Array>();
    private readonly paths = new Map<number, Int32Array>();
    /** Fields cut off at a radius, by cell * RADII + radius. */
    private readonly near = new Map<number, Int32Array>();

    constructor(readonly board: Board) { }

    /** Range: hexes counted over the map, never through a link. */
    from(cell: number): Int32Array {
        let field = this.fields.get(cell);
        if (!field) {
            field = wallDistances(this.board, cell);
            this.fields.set(cell, field);
        }
        return field;
    }

    /**
     * Range out to `radius`: exact where it is `radius` or less, UNREACHABLE or some larger count
     * elsewhere. Asking whether a hex is within an attack's range needs no more, and on a large map
     * it explores a few dozen hexes instead of all of them.
     */
    within(cell: number, radius: number): Int32Array {
        const full = this.fields.get(cell);
        if (full || radius >= RADII) {
            return full ?? this.from(cell);
        }
        const key = cell * RADII + radius;
        let field = this.near.get(key);
        if (!field) {
            field = wallDistances(this.board, cell, false, radius);
            this.near.set(key, field);
        }
        return field;
    }

    /** Path length: as `from`, and a link is one step. The same field on a board without links. */
    path(cell: number): Int32Array {
        if (!this.board.hasLinks) {
            return this.from(cell);
        }
        let field = this.paths.get(cell);
        if (!field) {
            field = wallDistances(this.board, cell, true);
            this.paths.set(cell, field);
        }
        return field;
    }
}
