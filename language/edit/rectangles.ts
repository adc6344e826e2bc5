import { type OffsetCoord, formatCoordinate } from '../hex/offset.js';

/** A rectangle of hexes in offset coordinates, corners included, as an `Area` writes it. */
export interface Rect {
    readonly c0: number;
    readonly c1: number;
    readonly r0: number;
    readonly r1: number;
}

export function rectOf(from: OffsetCoord, to: OffsetCoord = from): Rect {
    return { c0: Math.min(from.col, to.col), c1: Math.max(from.col, to.col), r0: Math.min(from.row, to.row), r1: Math.max(from.row, to.row) };
}

/** `C3` for one hex, `C3..C7` for more. */
export function formatRect(rect: Rect): string {
    const from = formatCoordinate({ col: rect.c0, row: rect.r0 });
    return rect.c0 === rect.c1 && rect.r0 === rect.r1 ? from : `${from}..${formatCoordinate({ col: rect.c1, row: rect.r1 })}`;
}

export function coordKey(coord: OffsetCoord): string {
    return `${coord.col},${coord.row}`;
}

export function rectCoords(rect: Rect): OffsetCoord[] {
    const coords: OffsetCoord[] = [];
    for (let col = rect.c0; col <= rect.c1; col++) {
        for (let row = rect.r0; row <= rect.r1; row++) {
            coords.push({ col, row });
        }
    }
    return coords;
}

export function rectContains(rect: Rect, coord: OffsetCoord): boolean {
    return coord.col >= rect.c0 && coord.col <= rect.c1 && coord.row >= rect.r0 && coord.row <= rect.r1;
}

/** The rectangle covering exactly both, when there is one (they line up and touch or overlap). */
export function rectUnion(a: Rect, b: Rect): Rect | undefined {
    if (a.c0 === b.c0 && a.c1 === b.c1 && a.r0 <= b.r1 + 1 && b.r0 <= a.r1 + 1) {
        return { c0: a.c0, c1: a.c1, r0: Math.min(a.r0, b.r0), r1: Math.max(a.r1, b.r1) };
    }
    if (a.r0 === b.r0 && a.r1 === b.r1 && a.c0 <= b.c1 + 1 && b.c0 <= a.c1 + 1) {
        return { c0: Math.min(a.c0, b.c0), c1: Math.max(a.c1, b.c1), r0: a.r0, r1: a.r1 };
    }
    return undefined;
}

/**
 * Few rectangles covering exactly the given hexes, in board order (column, then row). Runs are
 * gathered down each column and joined across columns, and the same across rows; whichever
 * reading needs fewer rectangles wins (down the columns on a tie, as `C3..C7` reads).
 */
export function compactRects(coords: Iterable<OffsetCoord>): Rect[] {
    const unique = new Map<string, OffsetCoord>();
    for (const coord of coords) {
        unique.set(coordKey(coord), coord);
    }
    const list = [...unique.values()];
    const byColumns = runsJoined(list, c => c.col, c => c.row).map(r => ({ c0: r.a0, c1: r.a1, r0: r.b0, r1: r.b1 }));
    const byRows = runsJoined(list, c => c.row, c => c.col).map(r => ({ c0: r.b0, c1: r.b1, r0: r.a0, r1: r.a1 }));
    const best = byRows.length < byColumns.length ? byRows : byColumns;
    return best.sort((x, y) => x.c0 - y.c0 || x.r0 - y.r0);
}

interface Band { a0: number; a1: number; b0: number; b1: number }

/** Runs along `inner` within each line of `outer`, joined across neighbouring lines with the same run. */
function runsJoined(coords: OffsetCoord[], outer: (c: OffsetCoord) => number, inner: (c: OffsetCoord) => number): Band[] {
    const lines = new Map<number, number[]>();
    for (const coord of coords) {
        const list = lines.get(outer(coord)) ?? [];
        list.push(inner(coord));
        lines.set(outer(coord), list);
    }
    const done: Band[] = [];
    let open = new Map<string, Band>();
    for (const line of [...lines.keys()].sort((x, y) => x - y)) {
        const values = lines.get(line)!.sort((x, y) => x - y);
        const next = new Map<string, Band>();
        let start = 0;
        for (let i = 1; i <= values.length; i++) {
            if (i === values.length || values[i] !== values[i - 1] + 1) {
                const b0 = values[start];
                const b1 = values[i - 1];
                const key = `${b0}..${b1}`;
                const previous = open.get(key);
                if (previous && previous.a1 === line - 1) {
                    previous.a1 = line;
                    next.set(key, previous);
                    open.delete(key);
                } else {
                    next.set(key, { a0: line, a1: line, b0, b1 });
                }
                start = i;
            }
        }
        done.push(...open.values());
        open = next;
    }
    done.push(...open.values());
    return done;
}
