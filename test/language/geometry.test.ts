import { describe, expect, it } from 'vitest';
import { CORNERS, chord, chordMiddle, edgeCorners, hexPairHull, hexPairLongEdges, latticeCentre, lineMeetsHexagon } from '../../language/geometry/hex-lattice.js';
import { convexHull, insideConvex, meetsConvex, orient, touches } from '../../language/geometry/plane.js';

const segment = (ax: number, ay: number, bx: number, by: number) => ({ ax, ay, bx, by });
const square: Array<[number, number]> = [[0, 0], [4, 0], [4, 4], [0, 4]];

describe('plane geometry', () => {
    it('tells the side of a line a point lies on', () => {
        expect(orient(0, 0, 4, 0, 2, 1)).toBe(1);
        expect(orient(0, 0, 4, 0, 2, -1)).toBe(-1);
        expect(orient(0, 0, 4, 0, 9, 0)).toBe(0);
    });

    it('counts a shared end or a touch as touching, a gap or a collinear miss as not', () => {
        expect(touches(0, 0, 4, 4, segment(0, 4, 4, 0))).toBe(true);
        expect(touches(0, 0, 2, 2, segment(2, 2, 5, 0))).toBe(true);
        expect(touches(0, 0, 4, 0, segment(2, 0, 2, 3))).toBe(true);
        expect(touches(0, 0, 1, 1, segment(0, 4, 4, 0))).toBe(false);
        expect(touches(0, 0, 2, 0, segment(3, 0, 5, 0))).toBe(false);
    });

    it('builds the counter-clockwise convex hull, dropping inner and collinear points', () => {
        const hull = convexHull([[2, 2], [0, 0], [4, 4], [2, 0], [4, 0], [0, 4]]);
        expect(hull).toEqual([[0, 0], [4, 0], [4, 4], [0, 4]]);
    });

    it('finds points inside a convex polygon, its boundary included', () => {
        expect(insideConvex(2, 2, square)).toBe(true);
        expect(insideConvex(4, 1, square)).toBe(true);
        expect(insideConvex(5, 1, square)).toBe(false);
    });

    it('finds segments that meet a convex polygon, through it or at its boundary', () => {
        expect(meetsConvex(segment(-1, 2, 5, 2), square)).toBe(true);
        expect(meetsConvex(segment(4, 4, 6, 6), square)).toBe(true);
        expect(meetsConvex(segment(5, 0, 9, 4), square)).toBe(false);
    });
});

describe('hexagons on the integer lattice', () => {
    it('places neighbours\' centres one edge apart, across the edge the direction names', () => {
        // Direction 0 is north (see language/hex/hex.ts): the edge towards it joins corners 4 and 5, both at y = -1.
        const [i, j] = edgeCorners(0);
        expect([CORNERS[i][1], CORNERS[j][1]]).toEqual([-1, -1]);
        expect(latticeCentre(0, -1)).toEqual([0, -2]);
        expect(latticeCentre(1, 0)).toEqual([3, 1]);
    });

    it('meets a line through the hexagon or along one of its corners, not one that passes by', () => {
        expect(lineMeetsHexagon(-5, 0, 5, 0, 0, 0)).toBe(true);
        expect(lineMeetsHexagon(-5, 1, 5, 1, 0, 0)).toBe(true);
        expect(lineMeetsHexagon(-5, 2, 5, 2, 0, 0)).toBe(false);
    });

    it('gives the open interval of a line inside a hexagon, and none for a line along its edge', () => {
        expect(chord(-4, 0, 4, 0, 0, 0)).toEqual([0.25, 0.75]);
        expect(chord(-4, 1, 4, 1, 0, 0)).toBeUndefined();
    });

    it('gives the middle of that interval, and NaN for a line along an edge or past the hexagon', () => {
        expect(chordMiddle(-4, 0, 4, 0, 0, 0, new Float64Array(2))).toBe(0.5);
        expect(chordMiddle(-4, 1, 4, 1, 0, 0, new Float64Array(2))).toBeNaN();
        expect(chordMiddle(-4, 3, 4, 3, 0, 0, new Float64Array(2))).toBeNaN();
    });

    it('gives the hull of two hexes exactly as the general hull does, for every offset out to 40 hexes', () => {
        for (let q = -40; q <= 40; q++) {
            for (let r = Math.max(-40, -q - 40); r <= Math.min(40, -q + 40); r++) {
                if (q === 0 && r === 0) {
                    continue;
                }
                const [dx, dy] = latticeCentre(q, r);
                const corners = CORNERS.flatMap(([cx, cy]) => [[cx, cy], [dx + cx, dy + cy]] as Array<[number, number]>);
                expect(hexPairHull(dx, dy), `offset ${q},${r}`).toEqual(convexHull(corners));
            }
        }
    });

    it('gives the long edges of the hull of two hexes from their corners alone, for every offset out to 40 hexes', () => {
        // A hull edge is long when its ends are not both corners of one hex.
        const corner = (x: number, y: number, cx: number, cy: number): boolean => CORNERS.some(([a, b]) => cx + a === x && cy + b === y);
        const segment = (s: ArrayLike<number>, k: number): string => [`${s[k]},${s[k + 1]}`, `${s[k + 2]},${s[k + 3]}`].sort().join(' ');
        for (let q = -40; q <= 40; q++) {
            for (let r = Math.max(-40, -q - 40); r <= Math.min(40, -q + 40); r++) {
                if (q === 0 && r === 0) {
                    continue;
                }
                const [dx, dy] = latticeCentre(q, r);
                const hull = hexPairHull(dx, dy);
                const longs: string[] = [];
                hull.forEach(([px, py], i) => {
                    const [qx, qy] = hull[(i + 1) % hull.length];
                    if (!(corner(px, py, 0, 0) && corner(qx, qy, 0, 0)) && !(corner(px, py, dx, dy) && corner(qx, qy, dx, dy))) {
                        longs.push(segment([px, py, qx, qy], 0));
                    }
                });
                const out = new Int32Array(8);
                hexPairLongEdges(dx, dy, out);
                expect([segment(out, 0), segment(out, 4)].sort(), `offset ${q},${r}`).toEqual(longs.sort());
            }
        }
    });
});
