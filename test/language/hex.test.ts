import { describe, expect, test } from 'vitest';
import {
    DIRECTIONS, Direction, type Hex, directionBetween, hex, hexAdd, hexDistance, hexEquals, hexKey, hexMirror, hexNeighbor,
    hexNeighbors, hexRotate, hexSubtract, oppositeDirection
} from '../../language/hex/hex.js';
import { labelToHex } from '../../language/hex/offset.js';

/** Hexes in these tests are written as labels, the way scenario authors see them. */
function at(label: string): Hex {
    const h = labelToHex(label);
    if (!h) {
        throw new Error(`${label} is not a coordinate`);
    }
    return h;
}

describe('hex distance', () => {
    test.each([
        ['A1', 'A1', 0],
        ['A1', 'A5', 4],
        ['A1', 'B1', 1],
        // along the top row the columns zig-zag, and each step is still one hex
        ['A1', 'E1', 4],
        ['A1', 'C2', 2],
        ['A1', 'C3', 3],
        ['C4', 'C1', 3],
        ['B2', 'F2', 4],
        // straight down-right from A1: B1, C2, D2, E3, F3
        ['A1', 'F3', 5],
        ['A1', 'F7', 9],
        // three columns left of D4 rise only one row, so two more steps go straight up
        ['D4', 'A1', 5]
    ])('%s to %s is %i', (from, to, distance) => {
        expect(hexDistance(at(from), at(to))).toBe(distance);
        expect(hexDistance(at(to), at(from))).toBe(distance);
    });

    test('a neighbour is always one step away', () => {
        for (const h of [at('A1'), at('B1'), at('C4'), at('D7')]) {
            for (const n of hexNeighbors(h)) {
                expect(hexDistance(h, n)).toBe(1);
            }
        }
    });
});

describe('directions', () => {
    test('the six directions run clockwise from north, each the reverse of the one three turns on', () => {
        expect(DIRECTIONS).toHaveLength(6);
        for (let d = 0; d < 6; d++) {
            expect(hexAdd(DIRECTIONS[d], DIRECTIONS[oppositeDirection(d)])).toEqual(hex(0, 0));
        }
        expect(oppositeDirection(Direction.N)).toBe(Direction.S);
        expect(oppositeDirection(Direction.NE)).toBe(Direction.SW);
        expect(oppositeDirection(Direction.NW)).toBe(Direction.SE);
    });

    test.each([
        // C is an even column: its north-east and north-west neighbours are one row up
        ['C4', 'C3', Direction.N],
        ['C4', 'D3', Direction.NE],
        ['C4', 'D4', Direction.SE],
        ['C4', 'C5', Direction.S],
        ['C4', 'B4', Direction.SW],
        ['C4', 'B3', Direction.NW],
        // B is an odd column, half a hex lower: its south-east and south-west neighbours are one row down
        ['B4', 'B3', Direction.N],
        ['B4', 'C4', Direction.NE],
        ['B4', 'C5', Direction.SE],
        ['B4', 'B5', Direction.S],
        ['B4', 'A5', Direction.SW],
        ['B4', 'A4', Direction.NW]
    ])('from %s, %s lies in direction %i', (from, to, direction) => {
        expect(directionBetween(at(from), at(to))).toBe(direction);
        expect(directionBetween(at(to), at(from))).toBe(oppositeDirection(direction));
        expect(hexNeighbor(at(from), direction)).toEqual(at(to));
    });

    test('hexes that share no edge have no direction', () => {
        expect(directionBetween(at('C4'), at('C4'))).toBe(-1);
        expect(directionBetween(at('C4'), at('C6'))).toBe(-1);
        expect(directionBetween(at('C4'), at('D5'))).toBe(-1);
        expect(directionBetween(at('B4'), at('C3'))).toBe(-1);
        expect(directionBetween(at('A1'), at('C1'))).toBe(-1);
    });
});

describe('hex arithmetic', () => {
    test('add, subtract, equality and keys', () => {
        const a = hex(2, -1);
        const b = hex(-3, 4);
        expect(hexSubtract(hexAdd(a, b), b)).toEqual(a);
        expect(hexEquals(a, hex(2, -1))).toBe(true);
        expect(hexEquals(a, b)).toBe(false);
        expect(hexKey(a)).toBe('2,-1');
        expect(hexKey(a)).not.toBe(hexKey(hex(-1, 2)));
    });
});

describe('rotation and mirroring', () => {
    const shape = [hex(0, 0), hex(0, -1), hex(1, -1), hex(2, -2), hex(-1, 2), hex(3, 1)];

    test('one turn moves each direction to the next one clockwise', () => {
        for (let d = 0; d < 6; d++) {
            expect(hexRotate(DIRECTIONS[d], 1)).toEqual(DIRECTIONS[(d + 1) % 6]);
        }
    });

    test('six turns are the identity, and turning back undoes a turn', () => {
        for (const h of shape) {
            expect(hexRotate(h, 6)).toEqual(h);
            expect(hexRotate(h, 0)).toEqual(h);
            expect(hexRotate(hexRotate(h, 2), -2)).toEqual(h);
            expect(hexRotate(h, -1)).toEqual(hexRotate(h, 5));
            expect(hexRotate(h, 7)).toEqual(hexRotate(h, 1));
        }
    });

    test('a turn keeps the distance from the centre', () => {
        for (const h of shape) {
            for (let steps = 0; steps < 6; steps++) {
                expect(hexDistance(hexRotate(h, steps), hex(0, 0))).toBe(hexDistance(h, hex(0, 0)));
            }
        }
    });

    test('two steps north-east turned three times point two steps south-west', () => {
        expect(hexRotate(hex(2, -2), 3)).toEqual(hex(-2, 2));
    });

    test('mirroring swaps left and right and keeps north and south', () => {
        expect(hexMirror(DIRECTIONS[Direction.N])).toEqual(DIRECTIONS[Direction.N]);
        expect(hexMirror(DIRECTIONS[Direction.S])).toEqual(DIRECTIONS[Direction.S]);
        expect(hexMirror(DIRECTIONS[Direction.NE])).toEqual(DIRECTIONS[Direction.NW]);
        expect(hexMirror(DIRECTIONS[Direction.SE])).toEqual(DIRECTIONS[Direction.SW]);
        expect(hexMirror(DIRECTIONS[Direction.SW])).toEqual(DIRECTIONS[Direction.SE]);
    });

    test('mirroring twice is the identity and never yields a negative zero', () => {
        for (const h of shape) {
            expect(hexMirror(hexMirror(h))).toEqual(h);
            expect(hexDistance(hexMirror(h), hex(0, 0))).toBe(hexDistance(h, hex(0, 0)));
        }
        const centre = hexMirror(hex(0, 0));
        expect(Object.is(centre.q, 0) && Object.is(centre.r, 0)).toBe(true);
        const turned = hexRotate(hex(0, 0), 1);
        expect(Object.is(turned.q, 0) && Object.is(turned.r, 0)).toBe(true);
    });
});
