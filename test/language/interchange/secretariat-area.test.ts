import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../language/hex/hex.js';
import { offsetToHex, parseCoordinate } from '../../../language/hex/offset.js';
import { type AreaHex, areaFromPattern, parseAreaPattern } from '../../../language/interchange/secretariat-area.js';

/** The pattern's hexes, which the tests write by hand. */
function hexesOf(pattern: string): AreaHex[] {
    const hexes = parseAreaPattern(pattern);
    if (typeof hexes === 'string') {
        throw new Error(hexes);
    }
    return hexes;
}

/** Hex steps between two pointy-topped hexes, odd rows shifted right: the distance the pattern draws. */
function patternDistance(a: AreaHex, b: AreaHex): number {
    const axial = (h: AreaHex) => ({ q: h.x - (h.y - (h.y & 1)) / 2, r: h.y });
    const p = axial(a);
    const q = axial(b);
    const dq = p.q - q.q;
    const dr = p.r - q.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

function ghsDistance(a: string, b: string): number {
    return hexDistance(offsetToHex(parseCoordinate(a)!), offsetToHex(parseCoordinate(b)!));
}

describe('Secretariat areas turned into .ghs areas', () => {
    it('turns a line of three along a row into a column, read top to bottom', () => {
        // (0,0) (1,0) (2,0): three hexes side by side in one pointy-topped row.
        expect(areaFromPattern(hexesOf('(0,0,target)|(1,0,target)|(2,0,target)'))).toEqual({ hexes: ['A1', 'A2', 'A3'], leftOut: [] });
    });

    it('keeps a triangle a triangle: the odd row sits between the two hexes above it', () => {
        //  (0,0) (1,0)
        //     (0,1)
        const area = areaFromPattern(hexesOf('(0,0,target)|(1,0,target)|(0,1,target)'));
        expect(area).toEqual({ hexes: ['A1', 'A2', 'B1'], leftOut: [] });
        expect([ghsDistance('A1', 'A2'), ghsDistance('A1', 'B1'), ghsDistance('A2', 'B1')]).toEqual([1, 1, 1]);
    });

    it('makes the active hex of a cone its origin, the cone widening from it', () => {
        //      (1,0)A
        //   (0,1) (1,1)
        // (0,2) (1,2) (2,2)
        const area = areaFromPattern(hexesOf('(1,0,active)|(0,1,target)|(1,1,target)|(0,2,target)|(1,2,target)|(2,2,target)'));
        expect(area).toEqual({ origin: 'A2', hexes: ['B1', 'B2', 'C1', 'C2', 'C3'], leftOut: [] });
        expect(['B1', 'B2'].map(h => ghsDistance('A2', h))).toEqual([1, 1]);
        expect(['C1', 'C2', 'C3'].map(h => ghsDistance('A2', h))).toEqual([2, 2, 2]);
    });

    it('starts a pattern written at negative or odd coordinates at A1, each column keeping its half-hex shift', () => {
        // The triangle again, its top row now an odd one, shifted right: the hex below the pair is (5,0).
        //    (4,-1) (5,-1)
        //       (5,0)
        const area = areaFromPattern(hexesOf('(4,-1,target)|(5,-1,target)|(5,0,target)'));
        expect(area).toEqual({ hexes: ['B1', 'B2', 'C2'], leftOut: [] });
        expect([ghsDistance('B1', 'B2'), ghsDistance('B1', 'C2'), ghsDistance('B2', 'C2')]).toEqual([1, 1, 1]);
    });

    it('keeps the distance between every two hexes of any pattern, and starts it at A1', () => {
        const cell = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -6, max: 6 }) });
        const distinct = fc.uniqueArray(cell, { minLength: 2, maxLength: 2, selector: c => `${c.x},${c.y}` });
        fc.assert(fc.property(distinct, ([a, b]) => {
            const pair = [{ ...a, kind: 'target' }, { ...b, kind: 'target' }];
            const labels = areaFromPattern(pair).hexes;
            expect(ghsDistance(labels[0], labels[1])).toBe(patternDistance(pair[0], pair[1]));
            const coords = labels.map(label => parseCoordinate(label)!);
            expect(Math.min(...coords.map(c => c.row))).toBe(1);
            expect(Math.min(...coords.map(c => c.col))).toBeLessThanOrEqual(1);
        }));
    });

    it('says what it leaves out: kinds other than target and active, and a second active hex', () => {
        const area = areaFromPattern(hexesOf('(0,0,active)|(1,0,target)|(0,1,ally)|(2,0,active)'));
        expect(area).toEqual({
            origin: 'A3', hexes: ['A2'],
            leftOut: ['2 active hexes (A3, A1): an area has one origin, the first is kept', "a hex of kind 'ally' (B2)"]
        });
    });

    it('refuses a pattern that is not written (x,y,kind)', () => {
        expect(parseAreaPattern('(0,0,target)|(1;0,target)')).toBe("'(1;0,target)' is not a hex written (x,y,kind)");
    });
});
