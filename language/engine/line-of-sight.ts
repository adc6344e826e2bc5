import { type Board, type Edition, Terrain } from '../board/board.js';

/**
 * Line of sight on an exact integer lattice: a hex (q, r) has its centre at (3q, 2r + q) and its
 * corners at the centre plus CORNERS[i] (a scaled flat-topped hexagon), so every test below is an
 * integer cross product with no rounding.
 */
const CORNERS: ReadonlyArray<readonly [number, number]> = [[2, 0], [1, 1], [-1, 1], [-2, 0], [-1, -1], [1, -1]];

/** The corner indices bounding the edge towards direction d (see hex.ts for the order). */
export function edgeCorners(direction: number): readonly [number, number] {
    return [(direction + 4) % 6, (direction + 5) % 6];
}

interface Segment {
    readonly ax: number;
    readonly ay: number;
    readonly bx: number;
    readonly by: number;
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
    return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
    return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** True when the closed segments p and s share at least one point. */
function touches(px: number, py: number, qx: number, qy: number, s: Segment): boolean {
    const o1 = orient(px, py, qx, qy, s.ax, s.ay);
    const o2 = orient(px, py, qx, qy, s.bx, s.by);
    const o3 = orient(s.ax, s.ay, s.bx, s.by, px, py);
    const o4 = orient(s.ax, s.ay, s.bx, s.by, qx, qy);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return true;
    }
    return (o1 === 0 && onSegment(px, py, qx, qy, s.ax, s.ay))
        || (o2 === 0 && onSegment(px, py, qx, qy, s.bx, s.by))
        || (o3 === 0 && onSegment(s.ax, s.ay, s.bx, s.by, px, py))
        || (o4 === 0 && onSegment(s.ax, s.ay, s.bx, s.by, qx, qy));
}

/** True when segment p crosses s at an inner point of both, or runs along it for some length. */
function crossesOrOverlaps(px: number, py: number, qx: number, qy: number, s: Segment): boolean {
    const o1 = orient(px, py, qx, qy, s.ax, s.ay);
    const o2 = orient(px, py, qx, qy, s.bx, s.by);
    const o3 = orient(s.ax, s.ay, s.bx, s.by, px, py);
    const o4 = orient(s.ax, s.ay, s.bx, s.by, qx, qy);
    if (o1 * o2 < 0 && o3 * o4 < 0) {
        return true;
    }
    if (o1 !== 0 || o2 !== 0) {
        return false;
    }
    // Collinear: project on the longer axis and look for an overlap of positive length.
    const horizontal = Math.abs(qx - px) >= Math.abs(qy - py);
    const [p0, p1] = horizontal ? [px, qx] : [py, qy];
    const [s0, s1] = horizontal ? [s.ax, s.bx] : [s.ay, s.by];
    return Math.min(Math.max(p0, p1), Math.max(s0, s1)) > Math.max(Math.min(p0, p1), Math.min(s0, s1));
}

/**
 * Whether the segment p→q enters the interior of the hexagon centred at (cx, cy) or runs along
 * one of its edges: the part of the segment inside the closed hexagon has positive length.
 */
function entersHexagon(px: number, py: number, qx: number, qy: number, cx: number, cy: number): boolean {
    // Clip t in [0, 1] against each edge's closed half-plane; bounds are fractions n/d with d > 0.
    let lowN = 0;
    let lowD = 1;
    let highN = 1;
    let highD = 1;
    const dx = qx - px;
    const dy = qy - py;
    for (let i = 0; i < 6; i++) {
        const [ax, ay] = CORNERS[i];
        const [bx, by] = CORNERS[(i + 1) % 6];
        const ex = bx - ax;
        const ey = by - ay;
        // Inside lies where cross(edge, point - corner) >= 0: value num at t = 0, slope den.
        const num = ex * (py - (cy + ay)) - ey * (px - (cx + ax));
        const den = ex * dy - ey * dx;
        if (den === 0) {
            if (num < 0) {
                return false;
            }
        } else if (den > 0) {
            if (-num * lowD > lowN * den) {
                lowN = -num;
                lowD = den;
            }
        } else if (num * highD < highN * -den) {
            highN = num;
            highD = -den;
        }
    }
    return highN * lowD > lowN * highD;
}

/**
 * Line of sight between cells of one board, by the edition's rule, memoised for the lifetime of
 * one analysis (the board never changes under it).
 */
export class LineOfSight {
    private readonly segments: Segment[] = [];
    private readonly wallCentres: Array<readonly [number, number]> = [];
    private readonly centreX: Int32Array;
    private readonly centreY: Int32Array;
    private readonly memo: Map<number, boolean> = new Map();
    private readonly vertexRule: boolean;

    constructor(private readonly board: Board, edition: Edition = board.edition) {
        this.vertexRule = edition === 'gloomhaven';
        this.centreX = new Int32Array(board.size);
        this.centreY = new Int32Array(board.size);
        for (let cell = 0; cell < board.size; cell++) {
            const h = board.hexOf(cell);
            this.centreX[cell] = 3 * h.q;
            this.centreY[cell] = 2 * h.r + h.q;
        }
        for (let cell = 0; cell < board.size; cell++) {
            const cx = this.centreX[cell];
            const cy = this.centreY[cell];
            if (board.has(cell, Terrain.Wall)) {
                this.wallCentres.push([cx, cy]);
                for (let i = 0; i < 6; i++) {
                    const [ax, ay] = CORNERS[i];
                    const [bx, by] = CORNERS[(i + 1) % 6];
                    this.segments.push({ ax: cx + ax, ay: cy + ay, bx: cx + bx, by: cy + by });
                }
            }
            for (let d = 0; d < 3; d++) {
                // Each thin wall once: record it from the cell whose edge faces N, NE or SE.
                if (board.thinWallTowards(cell, d)) {
                    const [i, j] = edgeCorners(d);
                    this.segments.push({
                        ax: cx + CORNERS[i][0], ay: cy + CORNERS[i][1], bx: cx + CORNERS[j][0], by: cy + CORNERS[j][1]
                    });
                }
            }
        }
    }

    /** Whether anything can block sight on this board at all. */
    get open(): boolean {
        return this.segments.length === 0;
    }

    between(a: number, b: number): boolean {
        if (a === b || this.segments.length === 0) {
            return true;
        }
        const key = a < b ? a * this.board.size + b : b * this.board.size + a;
        let seen = this.memo.get(key);
        if (seen === undefined) {
            seen = this.vertexRule ? this.cornerToCorner(a, b) : this.centreToCentre(a, b);
            this.memo.set(key, seen);
        }
        return seen;
    }

    /** Gloomhaven: some line from a corner of one hex to a corner of the other touches no wall. */
    private cornerToCorner(a: number, b: number): boolean {
        const ax = this.centreX[a];
        const ay = this.centreY[a];
        const bx = this.centreX[b];
        const by = this.centreY[b];
        const nearby = this.segmentsNear(ax, ay, bx, by);
        if (nearby.length === 0) {
            return true;
        }
        for (let i = 0; i < 6; i++) {
            const px = ax + CORNERS[i][0];
            const py = ay + CORNERS[i][1];
            for (let j = 0; j < 6; j++) {
                const qx = bx + CORNERS[j][0];
                const qy = by + CORNERS[j][1];
                if (!nearby.some(s => touches(px, py, qx, qy, s))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Frosthaven and Jaws of the Lion: the line between the hexes' centres passes no wall. */
    private centreToCentre(a: number, b: number): boolean {
        const px = this.centreX[a];
        const py = this.centreY[a];
        const qx = this.centreX[b];
        const qy = this.centreY[b];
        for (const s of this.segmentsNear(px, py, qx, qy)) {
            if (crossesOrOverlaps(px, py, qx, qy, s)) {
                return false;
            }
        }
        for (const [cx, cy] of this.wallCentres) {
            if (cx + 2 < Math.min(px, qx) || cx - 2 > Math.max(px, qx) || cy + 1 < Math.min(py, qy) || cy - 1 > Math.max(py, qy)) {
                continue;
            }
            if (entersHexagon(px, py, qx, qy, cx, cy)) {
                return false;
            }
        }
        return true;
    }

    private segmentsNear(ax: number, ay: number, bx: number, by: number): Segment[] {
        const minX = Math.min(ax, bx) - 2;
        const maxX = Math.max(ax, bx) + 2;
        const minY = Math.min(ay, by) - 1;
        const maxY = Math.max(ay, by) + 1;
        return this.segments.filter(s =>
            Math.max(s.ax, s.bx) >= minX && Math.min(s.ax, s.bx) <= maxX && Math.max(s.ay, s.by) >= minY && Math.min(s.ay, s.by) <= maxY);
    }
}
