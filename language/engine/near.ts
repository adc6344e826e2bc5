import type { Board } from '../model/board.js';

const RADII = 128;

/**
 * The cells of a map near each cell, listed when first asked and kept: per map layout (boards that
 * differ only in their figures share the neighbour table) and by center * RADII + radius. An
 * AttackMemory holds one for the boards its Workspace decides on.
 */
export class Balls {
    private readonly balls = new WeakMap<Int32Array, Map<number, Int32Array>>();
    private readonly allCells = new WeakMap<Int32Array, Int32Array>();

    /**
     * The cells of the map no more than `radius` hexes from `center` as the crow flies, in ascending
     * cell order. A distance around walls is never shorter, so whatever needs a hex within some
     * distance of another need look no further than this. The list is shared: callers only read it.
     */
    within(board: Board, center: number, radius: number): Int32Array {
        if (radius >= board.width + board.height) {
            return this.everyCell(board); // no two hexes of the map are further apart (a range may be huge)
        }
        if (radius >= RADII) {
            return listBall(board, center, radius);
        }
        let known = this.balls.get(board.neighbor);
        if (!known) {
            known = new Map();
            this.balls.set(board.neighbor, known);
        }
        const key = center * RADII + radius;
        let ball = known.get(key);
        if (!ball) {
            ball = listBall(board, center, radius);
            known.set(key, ball);
        }
        return ball;
    }

    private everyCell(board: Board): Int32Array {
        let cells = this.allCells.get(board.neighbor);
        if (!cells) {
            cells = Int32Array.from({ length: board.size }, (_, cell) => cell);
            this.allCells.set(board.neighbor, cells);
        }
        return cells;
    }
}

function listBall(board: Board, center: number, radius: number): Int32Array {
    const origin = board.hexOf(center);
    const found = new Int32Array(3 * radius * (radius + 1) + 1);
    const { minCol, maxCol, minRow, maxRow, height } = board;
    let count = 0;
    // Odd-q offsets worked out in place (a ball is listed for every enemy of a turn); columns come in
    // ascending order and rows within each, so the cells do too.
    for (let dq = -radius; dq <= radius; dq++) {
        const q = origin.q + dq;
        if (q < minCol || q > maxCol) {
            continue;
        }
        const shift = (q - (q & 1)) / 2;
        const low = Math.max(-radius, -dq - radius);
        const high = Math.min(radius, -dq + radius);
        for (let dr = low; dr <= high; dr++) {
            const row = origin.r + dr + shift;
            if (row >= minRow && row <= maxRow) {
                found[count++] = (q - minCol) * height + (row - minRow);
            }
        }
    }
    return found.slice(0, count);
}
