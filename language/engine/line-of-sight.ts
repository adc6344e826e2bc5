import { type Board, type Edition, Terrain } from '../board/board.js';
import { CORNERS, chordMiddle, edgeCorners, latticeCentre, lineMeetsHexagon } from '../geometry/hex-lattice.js';
import { type Segment, convexHull, insideConvex, meetsConvex, touches } from '../geometry/plane.js';
import { EDITION_RULES } from './editions.js';

/**
 * Whether connected walls cut the corridor between two hexes: the hull of the pair is bounded by
 * parts of both hexes and two "long" edges joining them; a chain of walls (wall edges meet only at
 * corners) that touches both long edges is crossed or touched by every segment from one hex to the
 * other. A quick and certain "no" for most blocked pairs.
 *
 * Why: the corridor D (the hull without the hexes' interiors and without their back edges, those on
 * the hull's short edges) is a disk whose boundary runs: long edge, front of B, long edge, front of A.
 * A segment from A to B leaves A through A's front (its back lies on the hull, and the segment stays
 * in the hull) and enters B through B's front, so between those points it is a path across D from
 * one front to the other; a connected set in D that meets both long edges cuts every such path.
 * Walls on a hex's front edges lie in D and count (a hex walled in on its whole front sees nothing
 * ahead); walls on its back edges lie outside D and would join chains around the back of the hex.
 */
function separates(corridorWalls: readonly Segment[], hull: ReadonlyArray<[number, number]>, ax: number, ay: number, bx: number, by: number): boolean {
    let long0: Segment | undefined;
    let long1: Segment | undefined;
    let longCount = 0;
    const back: Segment[] = [];
    for (let i = 0; i < hull.length; i++) {
        const [px, py] = hull[i];
        const [qx, qy] = hull[(i + 1) % hull.length];
        const alongA = onHex(px, py, ax, ay) && onHex(qx, qy, ax, ay);
        const alongB = onHex(px, py, bx, by) && onHex(qx, qy, bx, by);
        const edge = { ax: px, ay: py, bx: qx, by: qy };
        if (alongA || alongB) {
            back.push(edge);
        } else {
            longCount++;
            if (longCount === 1) {
                long0 = edge;
            } else {
                long1 = edge;
            }
        }
    }
    if (longCount !== 2 || !long0 || !long1) {
        return false;
    }
    // A hull edge along one hex is one of that hex's own edges (a hull never cuts through a hex), and a
    // wall edge on it is that very edge: it closes the back of the hex, outside the corridor.
    const walls = corridorWalls.filter(w => !back.some(e => sameSegment(e, w)));
    const n = walls.length;
    // Which walls touch each long edge; without one on each, nothing separates.
    const first = new Uint8Array(n);
    const second = new Uint8Array(n);
    let anyFirst = false;
    let anySecond = false;
    for (let i = 0; i < n; i++) {
        first[i] = touches(long0.ax, long0.ay, long0.bx, long0.by, walls[i]) ? 1 : 0;
        second[i] = touches(long1.ax, long1.ay, long1.bx, long1.by, walls[i]) ? 1 : 0;
        anyFirst ||= first[i] === 1;
        anySecond ||= second[i] === 1;
    }
    if (!anyFirst || !anySecond) {
        return false;
    }
    // Union-find over wall segments joined at shared corners inside the corridor: a chain that
    // leaves the hull (around the back of a hex) separates nothing. The walls are few: each pair is compared.
    const parent = new Int32Array(n);
    for (let i = 0; i < n; i++) {
        parent[i] = i;
    }
    const find = (i: number): number => {
        while (parent[i] !== i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    const insideA = new Uint8Array(n);
    const insideB = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
        insideA[i] = insideConvex(walls[i].ax, walls[i].ay, hull) ? 1 : 0;
        insideB[i] = insideConvex(walls[i].bx, walls[i].by, hull) ? 1 : 0;
    }
    for (let i = 0; i < n; i++) {
        const w = walls[i];
        for (let j = i + 1; j < n; j++) {
            const v = walls[j];
            const shared = (insideA[i] === 1 && ((w.ax === v.ax && w.ay === v.ay) || (w.ax === v.bx && w.ay === v.by)))
                || (insideB[i] === 1 && ((w.bx === v.ax && w.by === v.ay) || (w.bx === v.bx && w.by === v.by)));
            if (shared) {
                parent[find(i)] = find(j);
            }
        }
    }
    const roots = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
        if (first[i] === 1) {
            roots[find(i)] = 1;
        }
    }
    for (let i = 0; i < n; i++) {
        if (second[i] === 1 && roots[find(i)] === 1) {
            return true;
        }
    }
    return false;
}

/** Whether a lattice point is a corner of the hexagon centred at (cx, cy). */
function onHex(x: number, y: number, cx: number, cy: number): boolean {
    const dx = Math.abs(x - cx);
    const dy = Math.abs(y - cy);
    return (dx === 2 && dy === 0) || (dx === 1 && dy === 1);
}

function sameSegment(e: Segment, w: Segment): boolean {
    return (e.ax === w.ax && e.ay === w.ay && e.bx === w.bx && e.by === w.by) || (e.ax === w.bx && e.ay === w.by && e.bx === w.ax && e.by === w.ay);
}

/** One key for a segment whichever way round it is written: a number on any board of sensible size. */
function segmentKey(segment: Segment): number | string {
    const coordinates = [segment.ax, segment.ay, segment.bx, segment.by];
    if (coordinates.some(c => c < -HALF_RANGE || c >= HALF_RANGE)) {
        const [p, q] = [`${segment.ax},${segment.ay}`, `${segment.bx},${segment.by}`].sort();
        return `${p} ${q}`;
    }
    const p = pointKey(segment.ax, segment.ay);
    const q = pointKey(segment.bx, segment.by);
    return p < q ? p * COORDINATE_RANGE * COORDINATE_RANGE + q : q * COORDINATE_RANGE * COORDINATE_RANGE + p;
}

/** Side of a bucket of the segment grid, in lattice units (a hex is 4 wide and 2 high). */
const BUCKET = 8;
const BUCKET_KEY = 1 << 16;

/** Shifts of the two points of a line, along its normal: two translations and two turns. */
const EVERY_NUDGE: ReadonlyArray<readonly [number, number]> = [[1, 1], [-1, -1], [1, -1], [-1, 1]];

/**
 * One turn suffices. Lines are points of the (direction, offset) plane, and each event point p is the
 * curve of the lines through it; free lines fill whole open cells of that arrangement. The lines
 * meeting the insides of both hexes have directions within an interval of at most a half turn, so a
 * free cell is bounded in direction: at its most clockwise line its upper and lower boundary curves
 * meet, at the line through two event points u and v that are neighbours along it (all pairs are
 * tried). Turning that line a hair anticlockwise about the middle of u and v lands inside the cell.
 * Shifting u by +n and v by -n, with n to the left of u→v, turns the line clockwise whichever way
 * round the pair is taken, so [-1, 1] is the one turn of the pair.
 */
const ONE_TURN: ReadonlyArray<readonly [number, number]> = [[-1, 1]];

/** Lattice coordinates below this in size pack into exact integer keys (four of them in 52 bits). */
const COORDINATE_RANGE = 1 << 13;
const HALF_RANGE = COORDINATE_RANGE / 2;

function pointKey(x: number, y: number): number {
    return (x + HALF_RANGE) * COORDINATE_RANGE + (y + HALF_RANGE);
}

/** Boards up to this many cells remember sight in a flat table of pairs, larger ones in a map. */
const LARGEST_TABLE_BOARD = 1024;
const UNKNOWN = 0;
const SEEN = 1;
const BLOCKED = 2;

/**
 * The convex hull of two hexes depends only on where the second lies from the first: hulls are
 * computed once per offset, relative to the first hex's centre, and shared by every board.
 */
const relativeHulls = new Map<number, ReadonlyArray<readonly [number, number]>>();

function pairHull(ax: number, ay: number, bx: number, by: number): Array<[number, number]> {
    const dx = bx - ax;
    const dy = by - ay;
    const key = pointKey(dx, dy);
    let relative = relativeHulls.get(key);
    if (!relative) {
        relative = convexHull(CORNERS.flatMap(([cx, cy]) => [[cx, cy], [dx + cx, dy + cy]] as Array<[number, number]>));
        relativeHulls.set(key, relative);
    }
    return relative.map(([x, y]) => [ax + x, ay + y]);
}

/**
 * Gloomhaven's rule, and the first try of the others: some line from a corner of one hex to a
 * corner of the other touches no wall. Neighbouring lines tend to be stopped by the same wall, so
 * a wall that stops one is moved to the front of `walls` and tried first on the next.
 */
function cornersSee(ax: number, ay: number, bx: number, by: number, walls: Segment[]): boolean {
    const n = walls.length;
    for (let i = 0; i < 6; i++) {
        const px = ax + CORNERS[i][0];
        const py = ay + CORNERS[i][1];
        for (let j = 0; j < 6; j++) {
            const qx = bx + CORNERS[j][0];
            const qy = by + CORNERS[j][1];
            let k = 0;
            while (k < n && !touches(px, py, qx, qy, walls[k])) {
                k++;
            }
            if (k === n) {
                return true;
            }
            if (k > 0) {
                const hit = walls[k];
                walls[k] = walls[0];
                walls[0] = hit;
            }
        }
    }
    return false;
}

/**
 * Line of sight between cells of one board, by the edition's rule, memoised for the lifetime of
 * one analysis (the board never changes under it).
 */
export class LineOfSight {
    private readonly segments: Segment[] = [];
    /** Segment indices per bucket of the coarse grid (key: gx * BUCKET_KEY + gy). */
    private readonly buckets = new Map<number, number[]>();
    private seen: Int32Array = new Int32Array(0);
    private stamp = 0;
    private readonly centreX: Int32Array;
    private readonly centreY: Int32Array;
    /** Pairs decided so far, asked for one by one: a board never pays for pairs nobody asks about. */
    private readonly memo: Map<number, boolean> | undefined;
    private readonly table: Uint8Array | undefined;
    private readonly vertexRule: boolean;

    constructor(private readonly board: Board, edition: Edition = board.edition) {
        this.vertexRule = EDITION_RULES[edition].sight.value === 'vertex';
        this.centreX = new Int32Array(board.size);
        this.centreY = new Int32Array(board.size);
        if (board.size <= LARGEST_TABLE_BOARD) {
            this.table = new Uint8Array(board.size * board.size);
        } else {
            this.memo = new Map();
        }
        for (let cell = 0; cell < board.size; cell++) {
            const h = board.hexOf(cell);
            [this.centreX[cell], this.centreY[cell]] = latticeCentre(h.q, h.r);
        }
        // An edge shared by two wall hexes (or a wall and a thin wall) is one segment.
        const known = new Set<number | string>();
        const add = (segment: Segment): void => {
            const key = segmentKey(segment);
            if (!known.has(key)) {
                known.add(key);
                this.segments.push(segment);
            }
        };
        for (let cell = 0; cell < board.size; cell++) {
            const cx = this.centreX[cell];
            const cy = this.centreY[cell];
            if (board.has(cell, Terrain.Wall)) {
                for (let i = 0; i < 6; i++) {
                    const [ax, ay] = CORNERS[i];
                    const [bx, by] = CORNERS[(i + 1) % 6];
                    add({ ax: cx + ax, ay: cy + ay, bx: cx + bx, by: cy + by });
                }
            }
            for (let d = 0; d < 3; d++) {
                // Each thin wall once: record it from the cell whose edge faces N, NE or SE.
                if (board.thinWallTowards(cell, d)) {
                    const [i, j] = edgeCorners(d);
                    add({ ax: cx + CORNERS[i][0], ay: cy + CORNERS[i][1], bx: cx + CORNERS[j][0], by: cy + CORNERS[j][1] });
                }
            }
        }
        this.seen = new Int32Array(this.segments.length);
        this.segments.forEach((segment, index) => {
            for (let gx = Math.floor(Math.min(segment.ax, segment.bx) / BUCKET); gx <= Math.floor(Math.max(segment.ax, segment.bx) / BUCKET); gx++) {
                for (let gy = Math.floor(Math.min(segment.ay, segment.by) / BUCKET); gy <= Math.floor(Math.max(segment.ay, segment.by) / BUCKET); gy++) {
                    const key = gx * BUCKET_KEY + gy;
                    const list = this.buckets.get(key);
                    if (list) {
                        list.push(index);
                    } else {
                        this.buckets.set(key, [index]);
                    }
                }
            }
        });
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
        if (this.table) {
            const known = this.table[key];
            if (known !== UNKNOWN) {
                return known === SEEN;
            }
            const seen = this.decide(a, b);
            this.table[key] = seen ? SEEN : BLOCKED;
            return seen;
        }
        let seen = this.memo!.get(key);
        if (seen === undefined) {
            seen = this.decide(a, b);
            this.memo!.set(key, seen);
        }
        return seen;
    }

    /**
     * For tests of the shortcut: whether the wall-chain proof finds the pair blocked, and the answer
     * of the exhaustive line search alone (any-point editions).
     */
    provenBlocked(a: number, b: number): boolean {
        const [ax, ay, bx, by] = [this.centreX[a], this.centreY[a], this.centreX[b], this.centreY[b]];
        const hull = pairHull(ax, ay, bx, by);
        const walls = this.segmentsNear(ax, ay, bx, by);
        return walls.length > 0 && separates(walls, hull, ax, ay, bx, by);
    }

    /**
     * The edition's rule by brute force, to check every shortcut against: the walls meeting the
     * pair's hull found by testing each wall of the board, every corner-to-corner line, then (any
     * point to any point) every candidate line nudged every way, and no proof.
     */
    searchedSight(a: number, b: number): boolean {
        const [ax, ay, bx, by] = [this.centreX[a], this.centreY[a], this.centreX[b], this.centreY[b]];
        const hull = pairHull(ax, ay, bx, by);
        const walls = this.segments.filter(segment => meetsConvex(segment, hull));
        return cornersSee(ax, ay, bx, by, walls) || (!this.vertexRule && this.anyPointToAnyPoint(a, b, walls, false, EVERY_NUDGE));
    }

    private decide(a: number, b: number): boolean {
        const ax = this.centreX[a];
        const ay = this.centreY[a];
        const bx = this.centreX[b];
        const by = this.centreY[b];
        const nearby = this.segmentsNear(ax, ay, bx, by);
        if (nearby.length === 0 || cornersSee(ax, ay, bx, by, nearby)) {
            return true;
        }
        return !this.vertexRule && this.anyPointToAnyPoint(a, b, nearby, true, ONE_TURN);
    }

    /**
     * Frosthaven and Jaws of the Lion, once no corner-to-corner line sees: some line from any point
     * of one hex to any point of the other touches no wall. Touching blocks, so the lines that see
     * form an open set: if it is not empty it holds lines as close as we like to a line through two
     * "event" points (corners of either hex, ends of nearby wall edges). Each such line is nudged a
     * hair and tried.
     */
    private anyPointToAnyPoint(a: number, b: number, nearby: Segment[], proof: boolean, nudges: ReadonlyArray<readonly [number, number]>): boolean {
        const ax = this.centreX[a];
        const ay = this.centreY[a];
        const bx = this.centreX[b];
        const by = this.centreY[b];
        // Every segment from A to B lies in the convex hull of the two hexes, and the walls are those meeting it.
        const hull = pairHull(ax, ay, bx, by);
        const walls = nearby;
        if (proof && separates(walls, hull, ax, ay, bx, by)) {
            return false;
        }
        // Candidate points as flat coordinates, duplicates left out by a scan: they are a few dozen.
        const xs: number[] = [];
        const ys: number[] = [];
        const add = (x: number, y: number): void => {
            for (let i = 0; i < xs.length; i++) {
                if (xs[i] === x && ys[i] === y) {
                    return;
                }
            }
            xs.push(x);
            ys.push(y);
        };
        for (const [dx, dy] of CORNERS) {
            add(ax + dx, ay + dy);
            add(bx + dx, by + dy);
        }
        // A free line that cannot be moved further is held by corners of the two hexes or by wall
        // ends inside the corridor; ends outside it hold nothing between the hexes.
        for (const segment of walls) {
            if (insideConvex(segment.ax, segment.ay, hull)) {
                add(segment.ax, segment.ay);
            }
            if (insideConvex(segment.bx, segment.by, hull)) {
                add(segment.bx, segment.by);
            }
        }
        const nudge = 1e-7;
        for (let i = 0; i < xs.length; i++) {
            const ux = xs[i];
            const uy = ys[i];
            for (let j = i + 1; j < xs.length; j++) {
                const vx = xs[j];
                const vy = ys[j];
                // A line that misses either closed hexagon still misses it after a nudge.
                if (!lineMeetsHexagon(ux, uy, vx, vy, ax, ay) || !lineMeetsHexagon(ux, uy, vx, vy, bx, by)) {
                    continue;
                }
                const length = Math.hypot(vx - ux, vy - uy);
                const nx = -(vy - uy) / length * nudge;
                const ny = (vx - ux) / length * nudge;
                for (const [su, sv] of nudges) {
                    if (this.seesAlong(ux + su * nx, uy + su * ny, vx + sv * nx, vy + sv * ny, a, b, walls)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the line through u and v crosses both hexes and, between them, touches no wall. */
    private seesAlong(ux: number, uy: number, vx: number, vy: number, a: number, b: number, walls: Segment[]): boolean {
        const ta = chordMiddle(ux, uy, vx, vy, this.centreX[a], this.centreY[a]);
        if (Number.isNaN(ta)) {
            return false;
        }
        const tb = chordMiddle(ux, uy, vx, vy, this.centreX[b], this.centreY[b]);
        if (Number.isNaN(tb)) {
            return false;
        }
        const px = ux + ta * (vx - ux);
        const py = uy + ta * (vy - uy);
        const qx = ux + tb * (vx - ux);
        const qy = uy + tb * (vy - uy);
        for (let i = 0; i < walls.length; i++) {
            if (touches(px, py, qx, qy, walls[i])) {
                // Neighbouring candidate lines tend to hit the same wall: try it first next time.
                if (i > 0) {
                    const hit = walls[i];
                    walls[i] = walls[0];
                    walls[0] = hit;
                }
                return false;
            }
        }
        return true;
    }

    /**
     * The wall segments meeting the convex hull of two hexes, found through a coarse grid of buckets.
     * The hull is a hexagon swept along the segment between the centres: its edges run along the
     * hexagon's three edge directions and along that segment, and wall edges run along the first
     * three. So a wall misses the hull exactly when their extents part on one of four axes: the
     * normals (0, 1), (1, 1) and (1, -1) of the hexagon's edges, on which the hexagon reaches 1, 2 and
     * 2 from its centre, and the normal of the sweep, across which it reaches `halfWidth`.
     */
    private segmentsNear(ax: number, ay: number, bx: number, by: number): Segment[] {
        const minX = Math.min(ax, bx) - 2;
        const maxX = Math.max(ax, bx) + 2;
        const minY = Math.min(ay, by) - 1;
        const maxY = Math.max(ay, by) + 1;
        const nx = ay - by;
        const ny = bx - ax;
        const centre = nx * ax + ny * ay;
        let halfWidth = 0;
        for (const [dx, dy] of CORNERS) {
            halfWidth = Math.max(halfWidth, Math.abs(nx * dx + ny * dy));
        }
        const minSum = Math.min(ax + ay, bx + by) - 2;
        const maxSum = Math.max(ax + ay, bx + by) + 2;
        const minDifference = Math.min(ax - ay, bx - by) - 2;
        const maxDifference = Math.max(ax - ay, bx - by) + 2;
        const found: Segment[] = [];
        this.stamp++;
        for (let gx = Math.floor(minX / BUCKET); gx <= Math.floor(maxX / BUCKET); gx++) {
            for (let gy = Math.floor(minY / BUCKET); gy <= Math.floor(maxY / BUCKET); gy++) {
                for (const index of this.buckets.get(gx * BUCKET_KEY + gy) ?? []) {
                    if (this.seen[index] === this.stamp) {
                        continue;
                    }
                    this.seen[index] = this.stamp;
                    const s = this.segments[index];
                    if (Math.max(s.ax, s.bx) < minX || Math.min(s.ax, s.bx) > maxX || Math.max(s.ay, s.by) < minY || Math.min(s.ay, s.by) > maxY) {
                        continue;
                    }
                    const p = nx * s.ax + ny * s.ay - centre;
                    const q = nx * s.bx + ny * s.by - centre;
                    if (Math.min(p, q) > halfWidth || Math.max(p, q) < -halfWidth) {
                        continue;
                    }
                    if (Math.max(s.ax + s.ay, s.bx + s.by) < minSum || Math.min(s.ax + s.ay, s.bx + s.by) > maxSum
                        || Math.max(s.ax - s.ay, s.bx - s.by) < minDifference || Math.min(s.ax - s.ay, s.bx - s.by) > maxDifference) {
                        continue;
                    }
                    found.push(s);
                }
            }
        }
        return found;
    }
}
