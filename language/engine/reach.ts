/**
 * The cheapest way to come to rest on each cell: fewest negative hexes (traps, hazardous
 * terrain) first, then fewest movement points. UNREACHABLE where it cannot get.
 */
export interface Reach {
    readonly from: number;
    readonly traps: Int32Array;
    readonly points: Int32Array;
    /** Cells entered from `from` (excluded) to the given cell, slides included. */
    path(to: number): number[];
}
