import type { Board } from '../model/board.js';
import { type BoardGeometry, boardGeometry, geometryKey } from '../engine/analyze.js';
import { RecentValues } from './recent-values.js';

/** How many wall layouts keep their geometry. */
const GEOMETRIES_KEPT = 8;
/** Larger boards are rare and their geometry large: it is computed for each use and not kept. */
const LARGEST_SHARED_BOARD = 2500;

/**
 * Sight and distances depend on the walls only, which most edits leave alone: the geometry of
 * the last few wall layouts is kept so that re-analysing after such an edit starts warm. A
 * service (`services.analysis.BoardGeometries`), so that each set of services keeps its own.
 */
export class BoardGeometries {
    private readonly recent = new RecentValues<BoardGeometry>(GEOMETRIES_KEPT);

    /** The geometry of the board's wall layout, computed once per layout while it is among the last few used. */
    of(board: Board): BoardGeometry {
        if (board.size > LARGEST_SHARED_BOARD) {
            return boardGeometry(board);
        }
        const key = geometryKey(board);
        return this.recent.get(key) ?? this.recent.set(key, boardGeometry(board));
    }
}
