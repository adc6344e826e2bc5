import type { MapView } from './board-view.js';

/**
 * Where things go on the page: the pixel geometry of a map's hexes, apart from how they are
 * drawn, so that the board and anything stacked around it (captions, panels) agree on sizes.
 */

export interface LayoutOptions {
    /** Distance from a hex's centre to its corners, in SVG units. */
    readonly hexSize?: number;
    /** Column letters and row numbers around the grid: they need a wider margin. */
    readonly coordinates?: boolean;
    /** Turns the grid 90° clockwise, so columns become pointy-topped rows (column A on top). */
    readonly rotate?: boolean;
}

export interface Point {
    readonly x: number;
    readonly y: number;
}

export const SQRT3 = Math.sqrt(3);
const DEFAULT_HEX_SIZE = 36;

/** Pixel geometry of a map: flat-topped odd-q columns, optionally turned a quarter clockwise. */
export interface BoardLayout {
    readonly size: number;
    readonly width: number;
    readonly height: number;
    readonly rotate: boolean;
    /** Centre of the hex at column index `col` (A = 0) and row `row`. */
    center(col: number, row: number): Point;
    /** The six corners of a hex scaled by `scale` (1 = the hex itself). */
    corners(col: number, row: number, scale?: number): Point[];
    /** The end points of the edge a hex shares with its neighbour, or undefined when they are not adjacent. */
    sharedEdge(a: { col: number; row: number }, b: { col: number; row: number }): [Point, Point] | undefined;
}

export function createLayout(map: MapView, options: LayoutOptions = {}): BoardLayout {
    const size = options.hexSize ?? DEFAULT_HEX_SIZE;
    const rotate = options.rotate ?? false;
    const h = SQRT3 * size;
    // Odd columns (B, D, F…) sit half a hex lower, whatever column the map starts at.
    const flatCenter = (col: number, row: number): Point => ({
        x: 1.5 * size * (col - map.minCol),
        y: h * (row - map.minRow) + (col % 2 === 1 ? h / 2 : 0)
    });
    // A quarter turn clockwise with y pointing down: right becomes down.
    const turn = (p: Point): Point => (rotate ? { x: -p.y, y: p.x } : p);
    const flatCorner = (c: Point, i: number, radius: number): Point => ({
        x: c.x + radius * Math.cos((Math.PI / 3) * i),
        y: c.y + radius * Math.sin((Math.PI / 3) * i)
    });

    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let col = map.minCol; col <= map.maxCol; col++) {
        for (let row = map.minRow; row <= map.maxRow; row++) {
            const c = flatCenter(col, row);
            for (let i = 0; i < 6; i++) {
                const p = turn(flatCorner(c, i, size));
                minX = Math.min(minX, p.x);
                minY = Math.min(minY, p.y);
                maxX = Math.max(maxX, p.x);
                maxY = Math.max(maxY, p.y);
            }
        }
    }
    if (minX === Infinity) {
        minX = minY = maxX = maxY = 0;
    }
    const margin = margins(size, options.coordinates !== false, rotate);
    const shift = (p: Point): Point => ({ x: round(p.x - minX + margin.left), y: round(p.y - minY + margin.top) });

    return {
        size,
        rotate,
        width: round(maxX - minX + margin.left + margin.right),
        height: round(maxY - minY + margin.top + margin.bottom),
        center: (col, row) => shift(turn(flatCenter(col, row))),
        corners: (col, row, scale = 1) => {
            const c = flatCenter(col, row);
            return [0, 1, 2, 3, 4, 5].map(i => shift(turn(flatCorner(c, i, size * scale))));
        },
        sharedEdge: (a, b) => {
            const ca = flatCenter(a.col, a.row);
            const cb = flatCenter(b.col, b.row);
            const dx = cb.x - ca.x;
            const dy = cb.y - ca.y;
            if (Math.abs(Math.hypot(dx, dy) - h) > size * 1e-6) {
                return undefined;
            }
            // The shared edge is perpendicular to the line between the centres, its corners 30° either side.
            const angle = Math.atan2(dy, dx);
            const corner = (delta: number): Point => shift(turn({
                x: ca.x + size * Math.cos(angle + delta),
                y: ca.y + size * Math.sin(angle + delta)
            }));
            return [corner(-Math.PI / 6), corner(Math.PI / 6)];
        }
    };
}

/**
 * Room around the grid: a little on every side, and the room of the coordinates on the sides they
 * are written on (column letters above the columns, row numbers left of the rows; turned with
 * the grid, letters on the right and numbers on top).
 */
function margins(size: number, coordinates: boolean, rotate: boolean): { left: number; top: number; right: number; bottom: number } {
    const edge = size * 0.3;
    if (!coordinates) {
        return { left: edge, top: edge, right: edge, bottom: edge };
    }
    const above = size * COORDINATE_ROOM.above;
    const beside = size * COORDINATE_ROOM.beside;
    return rotate
        ? { left: edge, top: above, right: beside, bottom: edge }
        : { left: beside, top: above, right: edge, bottom: edge };
}

/** The room the coordinates take beyond the grid, in hex sizes: a line of text above it, two characters beside it. */
export const COORDINATE_ROOM = { above: 0.85, beside: 1.1 } as const;

/** Coordinates to two decimals: enough for the eye, and the SVG text stays short. */
export function round(n: number): number {
    return Math.round(n * 100) / 100;
}
