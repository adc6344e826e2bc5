import { orient } from './plane.js';

/**
 * Hexagons on an exact integer lattice: a hex (q, r) has its centre at (3q, 2r + q) and its
 * corners at the centre plus CORNERS[i] (a scaled flat-topped hexagon), so every test on corners
 * and edges is an integer cross product with no rounding.
 */
export const CORNERS: ReadonlyArray<readonly [number, number]> = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];

/** The lattice point at the centre of hex (q, r). */
export function latticeCentre(q: number, r: number): readonly [number, number] {
    return [3 * q, 2 * r + q];
}

/** The corner indices bounding the edge towards direction d (see hex/hex.ts for the order). */
export function edgeCorners(direction: number): readonly [number, number] {
    return [(direction + 4) % 6, (direction + 5) % 6];
}

/** Whether the infinite line through u and v meets the closed hexagon centred at (cx, cy). */
export function lineMeetsHexagon(ux: number, uy: number, vx: number, vy: number, cx: number, cy: number): boolean {
    let above = false;
    let below = false;
    for (const [dx, dy] of CORNERS) {
        const side = orient(ux, uy, vx, vy, cx + dx, cy + dy);
        if (side === 0) {
            return true;
        }
        above ||= side > 0;
        below ||= side < 0;
    }
    return above && below;
}

/**
 * The parameter interval (t along u→v) where the infinite line through u and v lies strictly
 * inside the hexagon centred at (cx, cy), or undefined when it misses it.
 */
export function chord(ux: number, uy: number, vx: number, vy: number, cx: number, cy: number): [number, number] | undefined {
    const bounds = new Float64Array(2);
    return clipToHexagon(ux, uy, vx, vy, cx, cy, bounds) ? [bounds[0], bounds[1]] : undefined;
}

/**
 * The middle of `chord`'s interval, or NaN when the line misses the hexagon. It is asked for every
 * candidate line of the sight search, so the interval is worked out in the caller's `bounds` (two
 * numbers) and nothing is allocated.
 */
export function chordMiddle(ux: number, uy: number, vx: number, vy: number, cx: number, cy: number, bounds: Float64Array): number {
    return clipToHexagon(ux, uy, vx, vy, cx, cy, bounds) ? (bounds[0] + bounds[1]) / 2 : NaN;
}

/** Per edge i of the hexagon (corner i to corner i + 1): its first corner and its direction. */
const EDGE_AX = Int32Array.from(CORNERS, c => c[0]);
const EDGE_AY = Int32Array.from(CORNERS, c => c[1]);
const EDGE_EX = Int32Array.from(CORNERS, (c, i) => CORNERS[(i + 1) % 6][0] - c[0]);
const EDGE_EY = Int32Array.from(CORNERS, (c, i) => CORNERS[(i + 1) % 6][1] - c[1]);

/** Clips the line's parameter to the inside of the hexagon, into `bounds`; false when nothing is left. */
function clipToHexagon(ux: number, uy: number, vx: number, vy: number, cx: number, cy: number, bounds: Float64Array): boolean {
    let low = -Infinity;
    let high = Infinity;
    const dx = vx - ux;
    const dy = vy - uy;
    for (let i = 0; i < 6; i++) {
        const ax = EDGE_AX[i];
        const ay = EDGE_AY[i];
        const ex = EDGE_EX[i];
        const ey = EDGE_EY[i];
        // Inside lies where cross(edge, point - corner) > 0: value at t = 0, and its slope.
        const value = ex * (uy - (cy + ay)) - ey * (ux - (cx + ax));
        const slope = ex * dy - ey * dx;
        if (slope === 0) {
            if (value <= 0) {
                return false;
            }
        } else if (slope > 0) {
            low = Math.max(low, -value / slope);
        } else {
            high = Math.min(high, -value / slope);
        }
        if (high <= low) {
            return false; // later edges only narrow the interval further
        }
    }
    bounds[0] = low;
    bounds[1] = high;
    return high > low;
}

/**
 * The convex hull of the hexagon at the origin and the one centred at (dx, dy), as `convexHull`
 * gives it for their twelve corners (counter-clockwise from the lowest-leftmost corner, no point
 * on an edge twice or between two others), found by wrapping the twelve in integers.
 */
export function hexPairHull(dx: number, dy: number): Array<[number, number]> {
    const flat = hexPairCorners(dx, dy);
    const hull: Array<[number, number]> = [];
    for (let i = 0; i < flat.length; i += 2) {
        hull.push([flat[i], flat[i + 1]]);
    }
    return hull;
}

/**
 * `hexPairHull` as x, y pairs in one array. Asked for every offset between two hexes whose sight is
 * decided, mostly in a fresh process, where sorting and copying arrays of points costs far more.
 */
export function hexPairCorners(dx: number, dy: number): Int32Array {
    // The twelve corners of the two hexes, and the hull found among them.
    const xs = new Int32Array(12);
    const ys = new Int32Array(12);
    let start = 0;
    for (let i = 0; i < 6; i++) {
        xs[2 * i] = CORNERS[i][0];
        ys[2 * i] = CORNERS[i][1];
        xs[2 * i + 1] = dx + CORNERS[i][0];
        ys[2 * i + 1] = dy + CORNERS[i][1];
    }
    for (let i = 1; i < 12; i++) {
        if (xs[i] < xs[start] || (xs[i] === xs[start] && ys[i] < ys[start])) {
            start = i;
        }
    }
    const found = new Int32Array(24);
    let count = 0;
    let at = start;
    do {
        found[count++] = xs[at];
        found[count++] = ys[at];
        // The next corner leaves every other on its left; of those in line with it, the furthest.
        let next = -1;
        for (let i = 0; i < 12; i++) {
            if (xs[i] === xs[at] && ys[i] === ys[at]) {
                continue;
            }
            if (next < 0) {
                next = i;
                continue;
            }
            const ax = xs[next] - xs[at];
            const ay = ys[next] - ys[at];
            const bx = xs[i] - xs[at];
            const by = ys[i] - ys[at];
            const cross = ax * by - ay * bx;
            if (cross < 0 || (cross === 0 && bx * bx + by * by > ax * ax + ay * ay)) {
                next = i;
            }
        }
        at = next;
    } while (xs[at] !== xs[start] || ys[at] !== ys[start]);
    return found.slice(0, count);
}

/**
 * The two long edges of `hexPairHull(dx, dy)` (those joining the two hexes), into `out` as x0, y0,
 * x1, y1 twice, worked out from the corners alone: each lies on a line along (dx, dy) that touches
 * both hexes from one side, and runs between the furthest-apart corners on it. Asked for every pair
 * of hexes whose sight is decided; the whole hull is needed far more rarely.
 */
export function hexPairLongEdges(dx: number, dy: number, out: Int32Array): void {
    let high = -Infinity;
    let low = Infinity;
    for (let i = 0; i < 6; i++) {
        const side = dx * CORNERS[i][1] - dy * CORNERS[i][0];
        high = Math.max(high, side);
        low = Math.min(low, side);
    }
    longEdge(dx, dy, high, out, 0);
    longEdge(dx, dy, low, out, 4);
}

/** The long edge on the side where the corners' cross product with (dx, dy) is `side`, into out[at..at + 3]. */
function longEdge(dx: number, dy: number, side: number, out: Int32Array, at: number): void {
    let back = -1;
    let front = -1;
    for (let i = 0; i < 6; i++) {
        if (dx * CORNERS[i][1] - dy * CORNERS[i][0] !== side) {
            continue;
        }
        const along = dx * CORNERS[i][0] + dy * CORNERS[i][1];
        if (back < 0 || along < dx * CORNERS[back][0] + dy * CORNERS[back][1]) {
            back = i;
        }
        if (front < 0 || along > dx * CORNERS[front][0] + dy * CORNERS[front][1]) {
            front = i;
        }
    }
    out[at] = CORNERS[back][0];
    out[at + 1] = CORNERS[back][1];
    out[at + 2] = dx + CORNERS[front][0];
    out[at + 3] = dy + CORNERS[front][1];
}
