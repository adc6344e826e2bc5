import { CORNERS } from '../geometry/hex-lattice.js';
import { type Segment, touches } from '../geometry/plane.js';

/** Side of a bucket of the obstacle grid, in lattice units (a hex is 4 wide and 2 high). */
const BUCKET = 8;

/**
 * What stops a line of sight, as few pieces as possible: a wall hex is one closed hexagon rather
 * than its six edges (a segment with an end outside a hexagon meets it exactly when it touches one
 * of its edges, and a line between two other hexes never starts inside a wall hex), and each thin
 * wall is its segment. A line between two hexes lies in their hull, so the obstacles meeting that
 * hull are all it can touch; they are found through a coarse grid and kept in `found`.
 */
export class SightObstacles {
    /** Centres of the wall hexes. */
    private readonly hexX: Int32Array;
    private readonly hexY: Int32Array;
    private readonly thin: readonly Segment[];
    /** Obstacle indices (hexes first, then thin walls) per bucket, from `bucketStart` (one more entry than buckets). */
    private bucketStart = new Int32Array(1);
    private bucketItems = new Int32Array(0);
    private gx0 = 0;
    private gy0 = 0;
    private columns = 0;
    private rows = 0;
    private readonly seen: Int32Array;
    private stamp = 0;
    /** The obstacles near the last pair asked about, `count` of them. */
    readonly found: Int32Array;
    count = 0;
    /** Scratch of `spans`: the wall hexes it weighs, which long edges each touches, and their union-find. */
    private readonly chainWalls: Int32Array;
    private readonly chainSides: Uint8Array;
    private readonly chainParent: Int32Array;

    constructor(hexCentres: readonly number[], thin: readonly Segment[]) {
        this.hexX = Int32Array.from({ length: hexCentres.length / 2 }, (_, i) => hexCentres[2 * i]);
        this.hexY = Int32Array.from({ length: hexCentres.length / 2 }, (_, i) => hexCentres[2 * i + 1]);
        this.thin = thin;
        const total = this.hexX.length + thin.length;
        this.seen = new Int32Array(total);
        this.found = new Int32Array(total);
        this.chainWalls = new Int32Array(total);
        this.chainSides = new Uint8Array(total);
        this.chainParent = new Int32Array(total);
        this.fillBuckets();
    }

    get size(): number {
        return this.hexX.length + this.thin.length;
    }

    /** Bounding box of obstacle k, into `box`. */
    private bounds(k: number, box: Int32Array): void {
        const hexes = this.hexX.length;
        if (k < hexes) {
            box[0] = this.hexX[k] - 2;
            box[1] = this.hexY[k] - 1;
            box[2] = this.hexX[k] + 2;
            box[3] = this.hexY[k] + 1;
        } else {
            const s = this.thin[k - hexes];
            box[0] = Math.min(s.ax, s.bx);
            box[1] = Math.min(s.ay, s.by);
            box[2] = Math.max(s.ax, s.bx);
            box[3] = Math.max(s.ay, s.by);
        }
    }

    /** Lists every obstacle in each bucket its bounding box meets, in obstacle order. */
    private fillBuckets(): void {
        const total = this.size;
        if (total === 0) {
            return;
        }
        const box = new Int32Array(4);
        let gx0 = Infinity;
        let gy0 = Infinity;
        let gx1 = -Infinity;
        let gy1 = -Infinity;
        for (let k = 0; k < total; k++) {
            this.bounds(k, box);
            gx0 = Math.min(gx0, Math.floor(box[0] / BUCKET));
            gy0 = Math.min(gy0, Math.floor(box[1] / BUCKET));
            gx1 = Math.max(gx1, Math.floor(box[2] / BUCKET));
            gy1 = Math.max(gy1, Math.floor(box[3] / BUCKET));
        }
        this.gx0 = gx0;
        this.gy0 = gy0;
        this.columns = gx1 - gx0 + 1;
        this.rows = gy1 - gy0 + 1;
        const buckets = this.columns * this.rows;
        const start = new Int32Array(buckets + 1);
        const visit = (each: (bucket: number, k: number) => void): void => {
            for (let k = 0; k < total; k++) {
                this.bounds(k, box);
                for (let gx = Math.floor(box[0] / BUCKET); gx <= Math.floor(box[2] / BUCKET); gx++) {
                    for (let gy = Math.floor(box[1] / BUCKET); gy <= Math.floor(box[3] / BUCKET); gy++) {
                        each((gx - gx0) * this.rows + (gy - gy0), k);
                    }
                }
            }
        };
        visit(bucket => { start[bucket + 1]++; });
        for (let b = 0; b < buckets; b++) {
            start[b + 1] += start[b];
        }
        const items = new Int32Array(start[buckets]);
        const fill = start.slice(0, buckets);
        visit((bucket, k) => { items[fill[bucket]++] = k; });
        this.bucketStart = start;
        this.bucketItems = items;
    }

    /**
     * The obstacles meeting the convex hull of the hexes centred at a and b, into `found`; returns
     * their count. The hull is a hexagon swept from a to b: a hexagon meets it exactly when its centre
     * lies in the hull of the doubled hexagon swept the same way, whose edges run along the hexagon's
     * three edge normals (0, 1), (1, 1), (1, -1) and the normal of the sweep.
     */
    near(ax: number, ay: number, bx: number, by: number): number {
        let count = 0;
        if (this.size === 0) {
            this.count = 0;
            return 0;
        }
        const nx = ay - by;
        const ny = bx - ax;
        const centre = nx * ax + ny * ay;
        const halfWidth = Math.max(Math.abs(2 * nx), Math.abs(nx + ny), Math.abs(nx - ny));
        const minY = Math.min(ay, by) - 1;
        const maxY = Math.max(ay, by) + 1;
        const minSum = Math.min(ax + ay, bx + by) - 2;
        const maxSum = Math.max(ax + ay, bx + by) + 2;
        const minDifference = Math.min(ax - ay, bx - by) - 2;
        const maxDifference = Math.max(ax - ay, bx - by) + 2;
        const hexes = this.hexX.length;
        this.stamp++;
        const start = this.bucketStart;
        const items = this.bucketItems;
        const gxFrom = Math.max(Math.floor((Math.min(ax, bx) - 4) / BUCKET), this.gx0);
        const gxTo = Math.min(Math.floor((Math.max(ax, bx) + 4) / BUCKET), this.gx0 + this.columns - 1);
        const gyFrom = Math.max(Math.floor((minY - 1) / BUCKET), this.gy0);
        const gyTo = Math.min(Math.floor((maxY + 1) / BUCKET), this.gy0 + this.rows - 1);
        for (let gx = gxFrom; gx <= gxTo; gx++) {
            for (let gy = gyFrom; gy <= gyTo; gy++) {
                const bucket = (gx - this.gx0) * this.rows + (gy - this.gy0);
                for (let i = start[bucket]; i < start[bucket + 1]; i++) {
                    const k = items[i];
                    if (this.seen[k] === this.stamp) {
                        continue;
                    }
                    this.seen[k] = this.stamp;
                    if (k < hexes) {
                        const x = this.hexX[k];
                        const y = this.hexY[k];
                        if (y < minY - 1 || y > maxY + 1 || x + y < minSum - 2 || x + y > maxSum + 2
                            || x - y < minDifference - 2 || x - y > maxDifference + 2 || Math.abs(nx * x + ny * y - centre) > 2 * halfWidth) {
                            continue;
                        }
                    } else {
                        const s = this.thin[k - hexes];
                        const p = nx * s.ax + ny * s.ay - centre;
                        const q = nx * s.bx + ny * s.by - centre;
                        if (Math.max(s.ay, s.by) < minY || Math.min(s.ay, s.by) > maxY
                            || Math.min(p, q) > halfWidth || Math.max(p, q) < -halfWidth
                            || Math.max(s.ax + s.ay, s.bx + s.by) < minSum || Math.min(s.ax + s.ay, s.bx + s.by) > maxSum
                            || Math.max(s.ax - s.ay, s.bx - s.by) < minDifference || Math.min(s.ax - s.ay, s.bx - s.by) > maxDifference) {
                            continue;
                        }
                    }
                    this.found[count++] = k;
                }
            }
        }
        this.count = count;
        return count;
    }

    /**
     * Whether the wall hexes found hold a chain across a pair's hull: hexes side by side, each pair
     * joined through their shared edge at a point inside the hull (not on its boundary), from one
     * touching the first long edge to one touching the second. `longs` are the long edges (eight
     * numbers, relative to the first hex's centre at ax, ay), (dx, dy) the second hex's centre from
     * the first, and `hullOf(dx, dy)` the hull's corners (x, y pairs, counter-clockwise, relative to
     * the first hex's centre), asked only when walls must be joined. Should either hex itself be a
     * wall, it does not count as one between them. (A wall hex behind one of them meets the hull in
     * one back edge at most, so it never touches both long edges: each back arc has two edges or more.)
     *
     * Why: such a chain holds a path from one long edge to the other that runs inside the hull but
     * at its ends, and overlaps neither hex's inside; it cuts the hull in two, the first hex's back
     * on one side and the second's on the other, so every segment between the hexes touches a wall.
     * Joined only inside the hull, a chain cannot pass round the back of a hex (those edges lie on
     * the boundary), where it would cut nothing.
     */
    spans(longs: Int32Array, ax: number, ay: number, dx: number, dy: number, hullOf: (dx: number, dy: number) => Int32Array): boolean {
        const hexes = this.hexX.length;
        const walls = this.chainWalls;
        const sides = this.chainSides;
        const parent = this.chainParent;
        let m = 0;
        let reached = 0;
        for (let i = 0; i < this.count; i++) {
            const k = this.found[i];
            if (k >= hexes) {
                continue;
            }
            const x = this.hexX[k] - ax;
            const y = this.hexY[k] - ay;
            if ((x === 0 && y === 0) || (x === dx && y === dy)) {
                continue;
            }
            const side = (this.hits(k, ax + longs[0], ay + longs[1], ax + longs[2], ay + longs[3]) ? 1 : 0)
                | (this.hits(k, ax + longs[4], ay + longs[5], ax + longs[6], ay + longs[7]) ? 2 : 0);
            if (side === 3) {
                return true; // one hex across the whole hull
            }
            reached |= side;
            walls[m] = k;
            sides[m] = side;
            parent[m] = m;
            m++;
        }
        if (reached !== 3) {
            return false;
        }
        const hull = hullOf(dx, dy);
        const find = (i: number): number => {
            while (parent[i] !== i) {
                parent[i] = parent[parent[i]];
                i = parent[i];
            }
            return i;
        };
        for (let p = 0; p < m; p++) {
            const px = this.hexX[walls[p]];
            const py = this.hexY[walls[p]];
            for (let q = p + 1; q < m; q++) {
                const edge = edgeTowards(this.hexX[walls[q]] - px, this.hexY[walls[q]] - py);
                if (edge >= 0 && edgeInside(px - ax, py - ay, edge, hull)) {
                    const rp = find(p);
                    const rq = find(q);
                    if (rp !== rq) {
                        parent[rp] = rq;
                        sides[rq] |= sides[rp];
                        if (sides[rq] === 3) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the line through u in direction (tx, ty), with normal (lx, ly), `across` = l·u and
     * `reach` the hexagon's extent along l, passes through the inside of a wall hex found whose whole
     * extent along the line lies strictly between `pa` and `pb` (t·centre of the pair's two hexes,
     * widened here by both hexes' extent). Every line near it does the same, at least one lattice
     * unit's worth inside, so the sight search's nudged line between the two hexes touches that
     * wall: whole numbers settle it without the nudge. One found tends to stop the next line too: it
     * moves to the front of `found`.
     */
    crossesBetween(tx: number, ty: number, lx: number, ly: number, across: number, reach: number, pa: number, pb: number): boolean {
        const extent = Math.max(Math.abs(2 * tx), Math.abs(tx + ty), Math.abs(ty - tx));
        const low = Math.min(pa, pb) + 2 * extent;
        const high = Math.max(pa, pb) - 2 * extent;
        if (low >= high) {
            return false;
        }
        const hexes = this.hexX.length;
        const found = this.found;
        for (let i = 0; i < this.count; i++) {
            const k = found[i];
            if (k >= hexes) {
                continue;
            }
            const x = this.hexX[k];
            const y = this.hexY[k];
            const along = tx * x + ty * y;
            if (along > low && along < high && Math.abs(lx * x + ly * y - across) < reach) {
                if (i > 0) {
                    found[i] = found[0];
                    found[0] = k;
                }
                return true;
            }
        }
        return false;
    }

    /** Whether the closed segment p–q touches obstacle k. */
    private hits(k: number, px: number, py: number, qx: number, qy: number): boolean {
        if (k >= this.hexX.length) {
            return touches(px, py, qx, qy, this.thin[k - this.hexX.length]);
        }
        const cx = this.hexX[k];
        const cy = this.hexY[k];
        // Separating axes: the hexagon's three edge normals, on which it reaches 1, 2 and 2, then the segment's normal.
        if (Math.min(py, qy) > cy + 1 || Math.max(py, qy) < cy - 1) {
            return false;
        }
        const sum = cx + cy;
        if (Math.min(px + py, qx + qy) > sum + 2 || Math.max(px + py, qx + qy) < sum - 2) {
            return false;
        }
        const difference = cx - cy;
        if (Math.min(px - py, qx - qy) > difference + 2 || Math.max(px - py, qx - qy) < difference - 2) {
            return false;
        }
        const nx = py - qy;
        const ny = qx - px;
        return Math.abs(nx * (cx - px) + ny * (cy - py)) <= Math.max(Math.abs(2 * nx), Math.abs(nx + ny), Math.abs(nx - ny));
    }

    /**
     * Whether the segment p–q touches one of the obstacles found. One that stops a line tends to stop
     * its neighbours too: it moves to the front of `found` to be tried first next time.
     */
    touchesAny(px: number, py: number, qx: number, qy: number): boolean {
        const found = this.found;
        for (let i = 0; i < this.count; i++) {
            const k = found[i];
            if (this.hits(k, px, py, qx, qy)) {
                if (i > 0) {
                    found[i] = found[0];
                    found[0] = k;
                }
                return true;
            }
        }
        return false;
    }
}

/**
 * The edge of a hex towards the neighbour whose centre lies (dx, dy) from its own, or -1: edge i runs
 * from CORNERS[i] to CORNERS[i + 1], whose sum is that offset.
 */
function edgeTowards(dx: number, dy: number): number {
    if (dx > 3 || dx < -3 || dy > 2 || dy < -2) {
        return -1; // most pairs of walls found are not side by side
    }
    for (let i = 0; i < 6; i++) {
        const j = i === 5 ? 0 : i + 1;
        if (CORNERS[i][0] + CORNERS[j][0] === dx && CORNERS[i][1] + CORNERS[j][1] === dy) {
            return i;
        }
    }
    return -1;
}

/**
 * Whether edge `edge` of the hex centred at (cx, cy) has a point strictly inside the convex polygon
 * `hull` (x, y pairs, counter-clockwise): one of its ends or its middle, which is all the chains of
 * `spans` need (an edge crossing the hull with its ends and middle outside is left unjoined, which
 * only leaves a pair to the other tests).
 */
function edgeInside(cx: number, cy: number, edge: number, hull: Int32Array): boolean {
    const j = edge === 5 ? 0 : edge + 1;
    const [ux, uy] = CORNERS[edge];
    const [vx, vy] = CORNERS[j];
    return strictlyInside(cx + ux, cy + uy, 1, hull) || strictlyInside(cx + vx, cy + vy, 1, hull)
        || strictlyInside(2 * cx + ux + vx, 2 * cy + uy + vy, 2, hull);
}

/** Whether the point (x / scale, y / scale) lies strictly inside the convex polygon (counter-clockwise x, y pairs). */
function strictlyInside(x: number, y: number, scale: number, polygon: Int32Array): boolean {
    const n = polygon.length;
    for (let i = 0; i < n; i += 2) {
        const px = polygon[i];
        const py = polygon[i + 1];
        const qx = polygon[i + 2 === n ? 0 : i + 2];
        const qy = polygon[i + 2 === n ? 1 : i + 3];
        if ((qx - px) * (y - scale * py) - (qy - py) * (x - scale * px) <= 0) {
            return false;
        }
    }
    return true;
}
