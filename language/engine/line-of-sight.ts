import { type Board, type Edition, Terrain } from '../model/board.js';
import { CORNERS, chordMiddle, edgeCorners, hexPairCorners, hexPairLongEdges, latticeCentre, lineMeetsHexagon } from '../geometry/hex-lattice.js';
import { type Segment, insideConvex, meetsConvex, touches } from '../geometry/plane.js';
import { EDITION_RULES } from '../rules/editions.js';
import { SightObstacles } from './sight-obstacles.js';

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
function separates(scratch: SightScratch, walls: readonly Segment[], shape: PairShape, ax: number, ay: number): boolean {
    const { insideA, insideB } = scratch;
    const longs = shape.longs;
    if (!longs) {
        return false;
    }
    const n = walls.length;
    const kept = scratch.kept;
    const first = scratch.first;
    const second = scratch.second;
    const parent = scratch.parent;
    let m = 0;
    let anyFirst = false;
    let anySecond = false;
    for (let i = 0; i < n; i++) {
        const w = walls[i];
        // A hull edge along one hex is one of that hex's own edges (a hull never cuts through a hex), and a
        // wall edge on it is that very edge: it closes the back of the hex, outside the corridor.
        if (onBack(w, shape.backs, ax, ay)) {
            continue;
        }
        // Which walls touch each long edge; without one on each, nothing separates.
        const f = touches(ax + longs[0], ay + longs[1], ax + longs[2], ay + longs[3], w);
        const g = touches(ax + longs[4], ay + longs[5], ax + longs[6], ay + longs[7], w);
        anyFirst ||= f;
        anySecond ||= g;
        kept[m] = i;
        first[m] = f ? 1 : 0;
        second[m] = g ? 1 : 0;
        parent[m] = m;
        m++;
    }
    if (!anyFirst || !anySecond) {
        return false;
    }
    // Union-find over wall segments joined at shared corners inside the corridor: a chain that
    // leaves the hull (around the back of a hex) separates nothing. The walls are few: each pair is compared.
    const find = (i: number): number => {
        while (parent[i] !== i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    };
    // Each end inside the hull is looked up among the ends met so far (a small table, stamped per
    // call): walls meeting there are joined.
    const ends = scratch.endTable(2 * m);
    const join = (x: number, y: number, p: number): void => {
        let slot = (Math.imul(x, 73856093) ^ Math.imul(y, 19349663)) & ends.mask;
        while (ends.stamps[slot] === ends.stamp) {
            if (ends.xs[slot] === x && ends.ys[slot] === y) {
                parent[find(p)] = find(ends.walls[slot]);
                return;
            }
            slot = (slot + 1) & ends.mask;
        }
        ends.stamps[slot] = ends.stamp;
        ends.xs[slot] = x;
        ends.ys[slot] = y;
        ends.walls[slot] = p;
    };
    for (let p = 0; p < m; p++) {
        const i = kept[p];
        const w = walls[i];
        if (insideA[i] === 1) {
            join(w.ax, w.ay, p);
        }
        if (insideB[i] === 1) {
            join(w.bx, w.by, p);
        }
    }
    const roots = scratch.roots;
    roots.fill(0, 0, m);
    for (let p = 0; p < m; p++) {
        if (first[p] === 1) {
            roots[find(p)] = 1;
        }
    }
    for (let p = 0; p < m; p++) {
        if (second[p] === 1 && roots[find(p)] === 1) {
            return true;
        }
    }
    return false;
}

/** Whether a wall is one of the back edges (given relative to the first hex's centre at ax, ay). */
function onBack(w: Segment, backs: Int32Array, ax: number, ay: number): boolean {
    const px = w.ax - ax;
    const py = w.ay - ay;
    const qx = w.bx - ax;
    const qy = w.by - ay;
    for (let e = 0; e < backs.length; e += 4) {
        if ((backs[e] === px && backs[e + 1] === py && backs[e + 2] === qx && backs[e + 3] === qy)
            || (backs[e] === qx && backs[e + 1] === qy && backs[e + 2] === px && backs[e + 3] === py)) {
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

/** Shifts of the two points of a line, along its normal: two translations and two turns. */
const EVERY_NUDGE: ReadonlyArray<readonly [number, number]> = [[1, 1], [-1, -1], [1, -1], [-1, 1]];

/**
 * One turn suffices. Lines are points of the (direction, offset) plane, and each event point p is the
 * curve of the lines through it; free lines fill whole open cells of that arrangement. The lines
 * meeting the insides of both hexes have directions within an interval of at most a half turn, so a
 * free region is bounded in direction: at its most clockwise line its upper and lower boundary
 * curves meet, at the line through the two event points u and v that hold it (all pairs are tried).
 * Turning that line a hair anticlockwise about the middle of u and v puts it between their curves
 * (the middle lies between them along the line), inside the region.
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
 * The convex hull of two hexes, relative to the first hex's centre: it depends only on where the
 * second lies from the first, so a SightScratch works it out once per offset.
 */
interface PairShape {
    /** The hull's corners, counter-clockwise, as x, y pairs relative to the first hex's centre. */
    readonly corners: Int32Array;
    /** The two long edges (joining the hexes) as x0, y0, x1, y1 each; undefined unless there are exactly two. */
    readonly longs: Int32Array | undefined;
    /** The back edges (along one hex), four numbers each. */
    readonly backs: Int32Array;
}

/** The hull of the pair of hexes (dx, dy) apart, split into its long and back edges (see PairShape). */
function pairShapeOf(dx: number, dy: number): PairShape {
    const corners = hexPairCorners(dx, dy);
    // Each edge of the hull, four numbers, into the long edges or the back edges.
    const longs = new Int32Array(8);
    const backs = new Int32Array(2 * corners.length);
    let longEdges = 0;
    let backCount = 0;
    for (let i = 0; i < corners.length; i += 2) {
        const px = corners[i];
        const py = corners[i + 1];
        const qx = corners[i + 2 === corners.length ? 0 : i + 2];
        const qy = corners[i + 2 === corners.length ? 1 : i + 3];
        const alongA = onHex(px, py, 0, 0) && onHex(qx, qy, 0, 0);
        const alongB = onHex(px, py, dx, dy) && onHex(qx, qy, dx, dy);
        if (alongA || alongB) {
            backs[backCount++] = px;
            backs[backCount++] = py;
            backs[backCount++] = qx;
            backs[backCount++] = qy;
        } else {
            if (longEdges < 2) {
                longs[4 * longEdges] = px;
                longs[4 * longEdges + 1] = py;
                longs[4 * longEdges + 2] = qx;
                longs[4 * longEdges + 3] = qy;
            }
            longEdges++;
        }
    }
    return { corners, longs: longEdges === 2 ? longs : undefined, backs: backs.slice(0, backCount) };
}

/** Which ends of each wall lie in the hull (given relative to ax, ay), into the scratch flags. */
function markInside(scratch: SightScratch, walls: readonly Segment[], hull: ReadonlyArray<[number, number]>, ax: number, ay: number): void {
    scratch.reserve(walls.length);
    for (let i = 0; i < walls.length; i++) {
        const w = walls[i];
        scratch.insideA[i] = insideConvex(w.ax - ax, w.ay - ay, hull) ? 1 : 0;
        scratch.insideB[i] = insideConvex(w.bx - ax, w.by - ay, hull) ? 1 : 0;
    }
}

/** The pair's hull as points, relative to (ax, ay): for the exhaustive search, which tests against it. */
function hullPoints(corners: Int32Array, ax: number, ay: number): Array<[number, number]> {
    const points: Array<[number, number]> = [];
    for (let i = 0; i < corners.length; i += 2) {
        points.push([ax + corners[i], ay + corners[i + 1]]);
    }
    return points;
}

/**
 * The sight search's working memory: tables sized for the walls of one pair (grown when a pair has
 * more) and overwritten by each search, the open-addressing table of wall ends (valid where its
 * stamps hold the current stamp, so nothing is cleared between calls), and the hulls of pairs of
 * hexes by offset, worked out once. Each LineOfSight has its own.
 */
class SightScratch {
    kept = new Int32Array(64);
    first = new Uint8Array(64);
    second = new Uint8Array(64);
    parent = new Int32Array(64);
    roots = new Uint8Array(64);
    insideA = new Uint8Array(64);
    insideB = new Uint8Array(64);
    xs = new Int32Array(140);
    ys = new Int32Array(140);
    degree = new Uint8Array(140);
    farX = new Int32Array(420);
    farY = new Int32Array(420);
    /** The long edges of the pair being decided, worked out in place. */
    readonly longs = new Int32Array(8);
    /** The interval of a chord, worked out in place. */
    readonly chord = new Float64Array(2);
    private readonly ends = { xs: new Int32Array(256), ys: new Int32Array(256), walls: new Int32Array(256), stamps: new Int32Array(256), stamp: 0, mask: 255 };
    /**
     * The convex hull of two hexes depends only on where the second lies from the first: hulls, and
     * which of their edges run along a hex, are worked out once per offset relative to the first
     * hex's centre.
     */
    private readonly shapes = new Map<number, PairShape>();

    reserve(walls: number): void {
        if (this.kept.length < walls) {
            const size = 2 * walls;
            this.kept = new Int32Array(size);
            this.first = new Uint8Array(size);
            this.second = new Uint8Array(size);
            this.parent = new Int32Array(size);
            this.roots = new Uint8Array(size);
            this.insideA = new Uint8Array(size);
            this.insideB = new Uint8Array(size);
            this.xs = new Int32Array(2 * size + 12);
            this.ys = new Int32Array(2 * size + 12);
            this.degree = new Uint8Array(2 * size + 12);
            this.farX = new Int32Array(3 * (2 * size + 12));
            this.farY = new Int32Array(3 * (2 * size + 12));
        }
    }

    /** The table of wall ends, with a fresh stamp, for `entries` ends at most. */
    endTable(entries: number): SightScratch['ends'] {
        const ends = this.ends;
        if (4 * entries > ends.stamps.length || ends.stamp >= 0x7ffffffe) {
            let size = ends.stamps.length;
            while (4 * entries > size) {
                size *= 2;
            }
            ends.xs = new Int32Array(size);
            ends.ys = new Int32Array(size);
            ends.walls = new Int32Array(size);
            ends.stamps = new Int32Array(size);
            ends.stamp = 0;
            ends.mask = size - 1;
        }
        ends.stamp++;
        return ends;
    }

    pairShape(dx: number, dy: number): PairShape {
        const key = pointKey(dx, dy);
        let shape = this.shapes.get(key);
        if (!shape) {
            shape = pairShapeOf(dx, dy);
            this.shapes.set(key, shape);
        }
        return shape;
    }

    /** The corners of a pair's hull, relative to the first hex's centre (see PairShape). */
    readonly pairCorners = (dx: number, dy: number): Int32Array => this.pairShape(dx, dy).corners;

    pairHull(ax: number, ay: number, bx: number, by: number): Array<[number, number]> {
        return hullPoints(this.pairShape(bx - ax, by - ay).corners, ax, ay);
    }
}

/**
 * Gloomhaven's rule, and the first try of the others: some line from a corner of one hex to a
 * corner of the other touches no wall. Neighbouring lines tend to be stopped by the same wall, so
 * the wall that stopped the last line is tried first on the next.
 */
function cornersSee(ax: number, ay: number, bx: number, by: number, walls: readonly Segment[]): boolean {
    const n = walls.length;
    let last = 0;
    for (let i = 0; i < 6; i++) {
        const px = ax + CORNERS[i][0];
        const py = ay + CORNERS[i][1];
        for (let j = 0; j < 6; j++) {
            const qx = bx + CORNERS[j][0];
            const qy = by + CORNERS[j][1];
            if (n > 0 && touches(px, py, qx, qy, walls[last])) {
                continue;
            }
            let k = 0;
            while (k < n && (k === last || !touches(px, py, qx, qy, walls[k]))) {
                k++;
            }
            if (k === n) {
                return true;
            }
            last = k;
        }
    }
    return false;
}

/**
 * `cornersSee` against the obstacles found near the pair: wall hexes whole, so far fewer tests. The
 * lines parallel to the one between the centres see most often, so they are tried first (on the
 * stress board `131`, a pair that sees is found after 6.6 lines instead of 9).
 */
function cornersClear(ax: number, ay: number, bx: number, by: number, obstacles: SightObstacles): boolean {
    for (let s = 0; s < 6; s++) {
        const shift = CORNER_SHIFTS[s];
        for (let i = 0; i < 6; i++) {
            const j = (i + shift) % 6;
            if (!obstacles.touchesAny(ax + CORNERS[i][0], ay + CORNERS[i][1], bx + CORNERS[j][0], by + CORNERS[j][1])) {
                return true;
            }
        }
    }
    return false;
}

/**
 * The corner lines in the order `cornersClear` tries them: corner i of one hex to corner i + shift of
 * the other, the six lines parallel to the one between the centres first, those nearly so next.
 */
const CORNER_SHIFTS = [0, 1, 5, 2, 4, 3];

/**
 * Line of sight between cells of one board, by the edition's rule, memoised for the lifetime of
 * one analysis (the board never changes under it).
 */
export class LineOfSight {
    /**
     * The walls as segments, whole wall hexes and thin walls (`obstacles`), and the hexes' centres:
     * built when the first pair is decided, so that a board pays only for the pairs it asks about,
     * and nothing on a board where no sight is asked or no wall stands.
     */
    private segments: Segment[] = [];
    /** Per wall hex (in the obstacles' order), its six edges as indices into `segments`; per thin wall, its one. */
    private hexEdges = new Int32Array(0);
    private thinEdges = new Int32Array(0);
    private seen: Int32Array = new Int32Array(0);
    private stamp = 0;
    private centreX = new Int32Array(0);
    private centreY = new Int32Array(0);
    private obstacles!: SightObstacles;
    private built = false;
    private segmentsBuilt = false;
    /** Whether no wall hex and no thin wall stands on the board: every pair sees. */
    private readonly wallless: boolean;
    /** Pairs decided so far, asked for one by one: a board never pays for pairs nobody asks about. */
    private memo: Map<number, boolean> | undefined;
    private table: Uint8Array | undefined;
    private readonly vertexRule: boolean;
    private readonly scratch = new SightScratch();

    constructor(private readonly board: Board, edition: Edition = board.edition) {
        this.vertexRule = EDITION_RULES[edition].sight.value === 'vertex';
        let walls = false;
        for (let cell = 0; cell < board.size && !walls; cell++) {
            walls = board.has(cell, Terrain.Wall) || board.thinWallMask[cell] !== 0;
        }
        this.wallless = !walls;
    }

    /**
     * The centres, the table of pairs and the obstacles (whole wall hexes and thin walls), once: most
     * pairs are settled by them alone.
     */
    private build(): void {
        if (this.built) {
            return;
        }
        this.built = true;
        const board = this.board;
        if (board.size <= LARGEST_TABLE_BOARD) {
            this.table = new Uint8Array(board.size * board.size);
        } else {
            this.memo = new Map();
        }
        this.centreX = new Int32Array(board.size);
        this.centreY = new Int32Array(board.size);
        const hexCentres: number[] = [];
        const thin: Segment[] = [];
        for (let cell = 0; cell < board.size; cell++) {
            const h = board.hexOf(cell);
            const [cx, cy] = latticeCentre(h.q, h.r);
            this.centreX[cell] = cx;
            this.centreY[cell] = cy;
            if (board.has(cell, Terrain.Wall)) {
                hexCentres.push(cx, cy);
            }
            if (board.thinWallMask[cell] !== 0) {
                this.eachThinWall(cell, segment => thin.push(segment));
            }
        }
        this.obstacles = new SightObstacles(hexCentres, thin);
    }

    /** The thin walls recorded from `cell`: each once, from the cell whose edge faces N, NE or SE. */
    private eachThinWall(cell: number, take: (segment: Segment) => void): void {
        const cx = this.centreX[cell];
        const cy = this.centreY[cell];
        for (let d = 0; d < 3; d++) {
            if (this.board.thinWallTowards(cell, d)) {
                const [i, j] = edgeCorners(d);
                take({ ax: cx + CORNERS[i][0], ay: cy + CORNERS[i][1], bx: cx + CORNERS[j][0], by: cy + CORNERS[j][1] });
            }
        }
    }

    /**
     * The wall edges as segments, in the obstacles' order, once: only the search among lines from any
     * point to any point (and the tests' reference) needs them.
     */
    private buildSegments(): void {
        if (this.segmentsBuilt) {
            return;
        }
        this.segmentsBuilt = true;
        this.build();
        const board = this.board;
        // An edge shared by two wall hexes (or a wall and a thin wall) is one segment: the edge of a
        // hex towards direction d is its neighbour's towards the opposite one, so each edge made is
        // recorded on both sides.
        const edgeOf = new Int32Array(board.size * 6).fill(-1);
        const edge = (cell: number, d: number, make: () => Segment): number => {
            let index = edgeOf[cell * 6 + d];
            if (index < 0) {
                index = this.segments.length;
                this.segments.push(make());
                edgeOf[cell * 6 + d] = index;
                const next = board.step(cell, d);
                if (next >= 0) {
                    edgeOf[next * 6 + (d + 3) % 6] = index;
                }
            }
            return index;
        };
        const hexEdges: number[] = [];
        const thinEdges: number[] = [];
        for (let cell = 0; cell < board.size; cell++) {
            const cx = this.centreX[cell];
            const cy = this.centreY[cell];
            if (board.has(cell, Terrain.Wall)) {
                for (let i = 0; i < 6; i++) {
                    // The edge from corner i to the next faces direction i + 2 (see edgeCorners).
                    hexEdges.push(edge(cell, (i + 2) % 6, () => {
                        const [ax, ay] = CORNERS[i];
                        const [bx, by] = CORNERS[(i + 1) % 6];
                        return { ax: cx + ax, ay: cy + ay, bx: cx + bx, by: cy + by };
                    }));
                }
            }
            for (let d = 0; d < 3; d++) {
                // Each thin wall once: recorded from the cell whose edge faces N, NE or SE.
                if (board.thinWallTowards(cell, d)) {
                    thinEdges.push(edge(cell, d, () => {
                        const [i, j] = edgeCorners(d);
                        return { ax: cx + CORNERS[i][0], ay: cy + CORNERS[i][1], bx: cx + CORNERS[j][0], by: cy + CORNERS[j][1] };
                    }));
                }
            }
        }
        this.hexEdges = Int32Array.from(hexEdges);
        this.thinEdges = Int32Array.from(thinEdges);
        this.seen = new Int32Array(this.segments.length);
        this.scratch.reserve(this.segments.length);
    }

    /** Whether anything can block sight on this board at all. */
    get open(): boolean {
        return this.wallless;
    }

    between(a: number, b: number): boolean {
        if (a === b || this.wallless) {
            return true;
        }
        this.build();
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
        this.build();
        const [ax, ay, bx, by] = [this.centreX[a], this.centreY[a], this.centreX[b], this.centreY[b]];
        this.obstacles.near(ax, ay, bx, by);
        const walls = this.segmentsNear(ax, ay, bx, by);
        const shape = this.scratch.pairShape(bx - ax, by - ay);
        return walls.length > 0 && separates(this.scratch, walls, shape, ax, ay);
    }

    /**
     * Whether wall hexes side by side, joined inside the pair's hull, reach from one of its long edges
     * to the other (one hex may do it alone): they cut the hull between the two hexes, so no segment
     * from one to the other misses them, whatever the edition's rule (corner to corner, or any point
     * to any point). Whole hexes are few next to their edges: this settles most of the pairs that
     * no corner line sees before any line is tried. The obstacles near the pair must have been
     * found (`obstacles.near`).
     */
    private wallHexesBetween(ax: number, ay: number, bx: number, by: number): boolean {
        // The long edges alone, from the corners: the whole hull only if walls must be joined into a chain.
        hexPairLongEdges(bx - ax, by - ay, this.scratch.longs);
        return this.obstacles.spans(this.scratch.longs, ax, ay, bx - ax, by - ay, this.scratch.pairCorners);
    }

    /** For tests of the shortcut: whether a chain of wall hexes proves the pair blocked. */
    provenBlockedByWallHexes(a: number, b: number): boolean {
        this.build();
        const [ax, ay, bx, by] = [this.centreX[a], this.centreY[a], this.centreX[b], this.centreY[b]];
        return this.obstacles.near(ax, ay, bx, by) > 0 && this.wallHexesBetween(ax, ay, bx, by);
    }

    /**
     * The edition's rule by brute force, to check every shortcut against: the walls meeting the
     * pair's hull found by testing each wall of the board, every corner-to-corner line, then (any
     * point to any point) every candidate line nudged every way, and no proof.
     */
    searchedSight(a: number, b: number): boolean {
        this.buildSegments();
        const [ax, ay, bx, by] = [this.centreX[a], this.centreY[a], this.centreX[b], this.centreY[b]];
        const hull = this.scratch.pairHull(ax, ay, bx, by);
        const walls = this.segments.filter(segment => meetsConvex(segment, hull));
        markInside(this.scratch, walls, hullPoints(this.scratch.pairShape(bx - ax, by - ay).corners, 0, 0), ax, ay);
        return cornersSee(ax, ay, bx, by, walls) || (!this.vertexRule && this.anyPointToAnyPoint(a, b, walls, true));
    }

    private decide(a: number, b: number): boolean {
        const ax = this.centreX[a];
        const ay = this.centreY[a];
        const bx = this.centreX[b];
        const by = this.centreY[b];
        // Corner lines are tried against whole wall hexes; the search beyond them needs the wall edges.
        if (this.obstacles.near(ax, ay, bx, by) === 0) {
            return true;
        }
        // Where any point may see any other, the line between the centres first: most pairs that see
        // are settled by it (corner lines tried first are stopped more often than not).
        if (!this.vertexRule && !this.obstacles.touchesAny(ax, ay, bx, by)) {
            return true;
        }
        // Wall hexes across the whole way between them settle it before any corner line is tried. The
        // proof holds for either rule, but corner to corner the lines settle pairs about as fast (on the
        // stress board `131` it did not pay for itself there); any point to any point it spares the search.
        if (!this.vertexRule && this.wallHexesBetween(ax, ay, bx, by)) {
            return false;
        }
        if (cornersClear(ax, ay, bx, by, this.obstacles)) {
            return true;
        }
        return !this.vertexRule && this.anyPointToAnyPoint(a, b, this.segmentsNear(ax, ay, bx, by), false);
    }

    /**
     * Frosthaven and Jaws of the Lion, once no corner-to-corner line sees: some line from any point
     * of one hex to any point of the other touches no wall. Touching blocks, so the lines that see
     * form an open set: if it is not empty it holds lines as close as we like to a line through two
     * "event" points (corners of either hex, ends of nearby wall edges). Each such line is nudged a
     * hair and tried. The walls are those meeting the pair's hull, with their ends inside it marked in
     * `scratch.insideA` and `scratch.insideB`. The reference search (for tests) nudges every way, with
     * no proof first and the plain test of a line against a hexagon.
     */
    private anyPointToAnyPoint(a: number, b: number, walls: Segment[], reference: boolean): boolean {
        const ax = this.centreX[a];
        const ay = this.centreY[a];
        const bx = this.centreX[b];
        const by = this.centreY[b];
        // Every segment from A to B lies in the convex hull of the two hexes, and the walls are those meeting it.
        const shape = this.scratch.pairShape(bx - ax, by - ay);
        // Chains of whole wall hexes were tried before any line (`wallHexesBetween`): chains of edges
        // are worth trying again only where thin walls can join them.
        if (!reference && this.thinEdges.length > 0 && separates(this.scratch, walls, shape, ax, ay)) {
            return false;
        }
        // Candidate points as flat coordinates, duplicates left out by a scan: they are a few dozen.
        // Per wall end (not a corner of either hex), the far ends of the walls meeting there.
        const xs = this.scratch.xs;
        const ys = this.scratch.ys;
        const degree = this.scratch.degree;
        const farX = this.scratch.farX;
        const farY = this.scratch.farY;
        let count = 0;
        const add = (x: number, y: number): number => {
            for (let i = 0; i < count; i++) {
                if (xs[i] === x && ys[i] === y) {
                    return i;
                }
            }
            xs[count] = x;
            ys[count] = y;
            degree[count] = 0;
            return count++;
        };
        for (let c = 0; c < 6; c++) {
            add(ax + CORNERS[c][0], ay + CORNERS[c][1]);
            add(bx + CORNERS[c][0], by + CORNERS[c][1]);
        }
        const corners = count;
        const meet = (i: number, x: number, y: number): void => {
            if (i >= corners && degree[i] < 3) {
                farX[3 * i + degree[i]] = x;
                farY[3 * i + degree[i]] = y;
                degree[i]++;
            }
        };
        // A free line that cannot be moved further is held by corners of the two hexes or by wall
        // ends inside the corridor; ends outside it hold nothing between the hexes.
        for (let i = 0; i < walls.length; i++) {
            const w = walls[i];
            if (this.scratch.insideA[i] === 1) {
                meet(add(w.ax, w.ay), w.bx, w.by);
            }
            if (this.scratch.insideB[i] === 1) {
                meet(add(w.bx, w.by), w.ax, w.ay);
            }
        }
        // A wall end holds a free line only if the walls meeting there lie on one side of it: with
        // walls on both sides, every line near it touches one of them (or, the end lying outside the
        // stretch between the hexes, passing it changes nothing). A free cell's most clockwise line
        // passes through two ends that hold it, and turning it about their middle stays in the cell.
        const splits = (i: number, tx: number, ty: number): boolean => {
            if (degree[i] < 2) {
                return false;
            }
            const px = xs[i];
            const py = ys[i];
            let left = false;
            let right = false;
            for (let k = 0; k < degree[i]; k++) {
                const side = (tx - px) * (farY[3 * i + k] - py) - (ty - py) * (farX[3 * i + k] - px);
                left ||= side > 0;
                right ||= side < 0;
            }
            return left && right;
        };
        const nudge = 1e-7;
        for (let i = 0; i < count; i++) {
            const ux = xs[i];
            const uy = ys[i];
            for (let j = i + 1; j < count; j++) {
                const vx = xs[j];
                const vy = ys[j];
                // A line that misses either closed hexagon still misses it after a nudge. It meets one when
                // the centre lies no further across it than the hexagon reaches along its normal (lx, ly).
                const lx = vy - uy;
                const ly = ux - vx;
                const across = lx * ux + ly * uy;
                const reach = Math.max(Math.abs(2 * lx), Math.abs(lx + ly), Math.abs(ly - lx));
                const misses = reference
                    ? !lineMeetsHexagon(ux, uy, vx, vy, ax, ay) || !lineMeetsHexagon(ux, uy, vx, vy, bx, by)
                    : Math.abs(lx * ax + ly * ay - across) > reach || Math.abs(lx * bx + ly * by - across) > reach
                        || splits(i, vx, vy) || splits(j, ux, uy);
                // A line through the inside of a wall hex lying wholly between the two hexes is stopped
                // by it, nudged or not: told in whole numbers, without the nudge.
                if (misses || (!reference && this.obstacles.crossesBetween(vx - ux, vy - uy, lx, ly, across, reach,
                    (vx - ux) * ax + (vy - uy) * ay, (vx - ux) * bx + (vy - uy) * by))) {
                    continue;
                }
                // Math.hypot guards against overflow that lattice coordinates never reach, and costs far more.
                const length = Math.sqrt((vx - ux) * (vx - ux) + (vy - uy) * (vy - uy));
                const nx = -(vy - uy) / length * nudge;
                const ny = (vx - ux) / length * nudge;
                const nudges = reference ? EVERY_NUDGE : ONE_TURN;
                for (let k = 0; k < nudges.length; k++) {
                    const su = nudges[k][0];
                    const sv = nudges[k][1];
                    if (this.seesAlong(ux + su * nx, uy + su * ny, vx + sv * nx, vy + sv * ny, a, b, reference ? walls : undefined)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the line through u and v crosses both hexes and, between them, touches no wall: of
     * `walls`, or without them of the obstacles found near the pair.
     */
    private seesAlong(ux: number, uy: number, vx: number, vy: number, a: number, b: number, walls: Segment[] | undefined): boolean {
        const ta = chordMiddle(ux, uy, vx, vy, this.centreX[a], this.centreY[a], this.scratch.chord);
        if (Number.isNaN(ta)) {
            return false;
        }
        const tb = chordMiddle(ux, uy, vx, vy, this.centreX[b], this.centreY[b], this.scratch.chord);
        if (Number.isNaN(tb)) {
            return false;
        }
        const px = ux + ta * (vx - ux);
        const py = uy + ta * (vy - uy);
        const qx = ux + tb * (vx - ux);
        const qy = uy + tb * (vy - uy);
        if (!walls) {
            return !this.obstacles.touchesAny(px, py, qx, qy);
        }
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
     * The wall segments meeting the convex hull of two hexes, among the edges of the obstacles that
     * `obstacles.near` has just found for the same pair (a wall edge meeting the hull belongs to a
     * wall hex or thin wall meeting it). The hull is a hexagon swept along the segment between the centres: its edges run along the
     * hexagon's three edge directions and along that segment, and wall edges run along the first
     * three. So a wall misses the hull exactly when their extents part on one of four axes: the
     * normals (0, 1), (1, 1) and (1, -1) of the hexagon's edges, on which the hexagon reaches 1, 2 and
     * 2 from its centre, and the normal of the sweep, across which it reaches `halfWidth`. Which
     * ends of the walls found lie in the hull goes to `scratch.insideA` and `scratch.insideB`.
     */
    private segmentsNear(ax: number, ay: number, bx: number, by: number): Segment[] {
        this.buildSegments();
        const minX = Math.min(ax, bx) - 2;
        const maxX = Math.max(ax, bx) + 2;
        const minY = Math.min(ay, by) - 1;
        const maxY = Math.max(ay, by) + 1;
        const nx = ay - by;
        const ny = bx - ax;
        const centre = nx * ax + ny * ay;
        let halfWidth = 0;
        for (let c = 0; c < 6; c++) {
            halfWidth = Math.max(halfWidth, Math.abs(nx * CORNERS[c][0] + ny * CORNERS[c][1]));
        }
        const minSum = Math.min(ax + ay, bx + by) - 2;
        const maxSum = Math.max(ax + ay, bx + by) + 2;
        const minDifference = Math.min(ax - ay, bx - by) - 2;
        const maxDifference = Math.max(ax - ay, bx - by) + 2;
        const inHull = (x: number, y: number): boolean => minY <= y && y <= maxY
            && minSum <= x + y && x + y <= maxSum && minDifference <= x - y && x - y <= maxDifference
            && Math.abs(nx * x + ny * y - centre) <= halfWidth;
        const found: Segment[] = [];
        this.stamp++;
        // Every wall edge meeting the hull is an edge of an obstacle meeting it, and those were just found.
        const obstacles = this.obstacles;
        const hexes = this.hexEdges.length / 6;
        for (let o = 0; o < obstacles.count; o++) {
            const k = obstacles.found[o];
            const from = k < hexes ? 6 * k : this.hexEdges.length + (k - hexes);
            const to = k < hexes ? from + 6 : from + 1;
            for (let e = from; e < to; e++) {
                const index = e < this.hexEdges.length ? this.hexEdges[e] : this.thinEdges[e - this.hexEdges.length];
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
                // The same four axes tell whether each end lies in the hull: its edges run along them.
                this.scratch.insideA[found.length] = inHull(s.ax, s.ay) ? 1 : 0;
                this.scratch.insideB[found.length] = inHull(s.bx, s.by) ? 1 : 0;
                found.push(s);
            }
        }
        return found;
    }
}
