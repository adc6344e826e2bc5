import { type Board, Terrain } from '../board/board.js';

export const UNREACHABLE = 0x3fffffff;

/**
 * Hex counts from `from` to every cell, walking around walls and thin walls only: obstacles and
 * figures do not lengthen it. This is both proximity (focus ties) and range (attacks).
 */
export function wallDistances(board: Board, from: number): Int32Array {
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
        for (let d = 0; d < 6; d++) {
            const to = board.step(cell, d);
            if (to < 0 || distance[to] !== UNREACHABLE || board.has(to, Terrain.Wall) || board.thinWallTowards(cell, d)) {
                continue;
            }
            distance[to] = next;
            queue[tail++] = to;
        }
    }
    return distance;
}

/**
 * Distance fields of one board, computed on first use and kept for the analysis: proximity, range
 * and flying or jumping moves all ask for the same fields many times.
 */
export class WallDistances {
    private readonly fields = new Map<number, Int32Array>();

    constructor(readonly board: Board) { }

    from(cell: number): Int32Array {
        let field = this.fields.get(cell);
        if (!field) {
            field = wallDistances(this.board, cell);
            this.fields.set(cell, field);
        }
        return field;
    }
}
