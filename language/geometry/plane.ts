/** Exact 2-D geometry on points and segments: orientation, touching, convex polygons. */

export interface Segment {
    readonly ax: number;
    readonly ay: number;
    readonly bx: number;
    readonly by: number;
}

/** Which side of the line a→b the point c lies on: 1 to the left (counter-clockwise), -1 to the right, 0 on it. */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
    return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

/** For a point already known to be on the line through a and b: whether it lies between them. */
export function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
    return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** True when the closed segments p and s share at least one point. */
export function touches(px: number, py: number, qx: number, qy: number, s: Segment): boolean {
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

/** Whether a point lies in a closed convex polygon given counter-clockwise. */
export function insideConvex(x: number, y: number, polygon: ReadonlyArray<[number, number]>): boolean {
    for (let i = 0; i < polygon.length; i++) {
        const p = polygon[i];
        const q = polygon[i + 1 === polygon.length ? 0 : i + 1];
        if ((q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]) < 0) {
            return false;
        }
    }
    return true;
}

/** Convex hull, counter-clockwise in these coordinates, by the monotone chain. */
export function convexHull(points: Array<[number, number]>): Array<[number, number]> {
    const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
    const cross = (o: [number, number], p: [number, number], q: [number, number]): number =>
        (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
    const lower: Array<[number, number]> = [];
    for (const p of sorted) {
        while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) {
            lower.pop();
        }
        lower.push(p);
    }
    const upper: Array<[number, number]> = [];
    for (const p of sorted.reverse()) {
        while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) {
            upper.pop();
        }
        upper.push(p);
    }
    return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Whether a closed segment meets a closed convex polygon: no separating axis among their edge normals. */
export function meetsConvex(segment: Segment, polygon: ReadonlyArray<[number, number]>): boolean {
    // Called for every wall near every pair of hexes: axes are visited in place, nothing is allocated.
    if (separatedAlong(segment.ay - segment.by, segment.bx - segment.ax, segment, polygon)) {
        return false;
    }
    for (let i = 0; i < polygon.length; i++) {
        const p = polygon[i];
        const q = polygon[i + 1 === polygon.length ? 0 : i + 1];
        if (separatedAlong(p[1] - q[1], q[0] - p[0], segment, polygon)) {
            return false;
        }
    }
    return true;
}

/** Whether the projections of the segment and the polygon on the axis (nx, ny) do not overlap. */
function separatedAlong(nx: number, ny: number, segment: Segment, polygon: ReadonlyArray<[number, number]>): boolean {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < polygon.length; i++) {
        const v = nx * polygon[i][0] + ny * polygon[i][1];
        if (v < min) {
            min = v;
        }
        if (v > max) {
            max = v;
        }
    }
    const s0 = nx * segment.ax + ny * segment.ay;
    const s1 = nx * segment.bx + ny * segment.by;
    return Math.max(s0, s1) < min || Math.min(s0, s1) > max;
}
