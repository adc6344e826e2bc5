import { describe, expect, test } from 'vitest';
import { hexNeighbors } from '../../language/hex/hex.js';
import {
    columnIndex, columnLetters, formatCoordinate, hexLabel, hexToOffset, isCoordinate, labelToHex, offsetToHex, parseCoordinate
} from '../../language/hex/offset.js';

function neighbourLabels(label: string): string[] {
    const h = labelToHex(label);
    if (!h) {
        throw new Error(`${label} is not a coordinate`);
    }
    return hexNeighbors(h).map(hexLabel).sort();
}

function labels(...coords: Array<[number, number]>): string[] {
    return coords.map(([col, row]) => formatCoordinate({ col, row })).sort();
}

describe('odd-q neighbours', () => {
    test('an even column (c = 2, C) neighbours (c, r±1), (c±1, r-1) and (c±1, r)', () => {
        const [c, r] = [2, 4];
        expect(neighbourLabels('C4')).toEqual(labels([c, r - 1], [c, r + 1], [c - 1, r - 1], [c - 1, r], [c + 1, r - 1], [c + 1, r]));
        expect(neighbourLabels('C4')).toEqual(['B3', 'B4', 'C3', 'C5', 'D3', 'D4']);
    });

    test('an odd column (c = 1, B) neighbours (c, r±1), (c±1, r) and (c±1, r+1)', () => {
        const [c, r] = [1, 4];
        expect(neighbourLabels('B4')).toEqual(labels([c, r - 1], [c, r + 1], [c - 1, r], [c - 1, r + 1], [c + 1, r], [c + 1, r + 1]));
        expect(neighbourLabels('B4')).toEqual(['A4', 'A5', 'B3', 'B5', 'C4', 'C5']);
    });

    test('the rule holds for every hex of a large grid, both parities', () => {
        for (let c = 1; c < 60; c++) {
            for (let r = 2; r < 30; r++) {
                const label = formatCoordinate({ col: c, row: r });
                const side = c % 2 === 0 ? [r - 1, r] : [r, r + 1];
                const expected = labels([c, r - 1], [c, r + 1], [c - 1, side[0]], [c - 1, side[1]], [c + 1, side[0]], [c + 1, side[1]]);
                expect(neighbourLabels(label)).toEqual(expected);
            }
        }
    });

    test('neighbours above row 1 or left of column A have no label, only a bracketed position', () => {
        expect(neighbourLabels('A1')).toEqual(['(-1,0)', '(-1,1)', '(0,0)', '(1,0)', 'A2', 'B1'].sort());
    });
});

describe('labels', () => {
    test.each([
        ['A', 0], ['B', 1], ['Z', 25], ['AA', 26], ['AB', 27], ['AZ', 51], ['BA', 52], ['BZ', 77], ['ZZ', 701], ['AAA', 702]
    ])('column %s has index %i', (letters, index) => {
        expect(columnIndex(letters)).toBe(index);
        expect(columnLetters(index)).toBe(letters);
    });

    test('every label from A1 to AZ99 round-trips through its coordinate and its hex', () => {
        let count = 0;
        for (let col = 0; col <= columnIndex('AZ'); col++) {
            for (let row = 1; row <= 99; row++) {
                const label = formatCoordinate({ col, row });
                expect(parseCoordinate(label)).toEqual({ col, row });
                const h = labelToHex(label);
                expect(h && hexToOffset(h)).toEqual({ col, row });
                expect(h && hexLabel(h)).toBe(label);
                count++;
            }
        }
        expect(count).toBe(52 * 99);
    });

    test('labels beyond AZ keep counting (BA, ZZ, AAA) and sort left to right', () => {
        expect(parseCoordinate('BA1')).toEqual({ col: 52, row: 1 });
        expect(parseCoordinate('ZZ10')).toEqual({ col: 701, row: 10 });
        expect(parseCoordinate('AAA7')).toEqual({ col: 702, row: 7 });
        expect(parseCoordinate('AB12')).toEqual({ col: 27, row: 12 });
        for (let col = 0; col < 2000; col++) {
            expect(columnIndex(columnLetters(col))).toBe(col);
        }
    });

    test('offset and axial coordinates convert both ways, including off-grid positions', () => {
        for (let col = -5; col < 40; col++) {
            for (let row = -5; row < 40; row++) {
                expect(hexToOffset(offsetToHex({ col, row }))).toEqual({ col, row });
            }
        }
    });

    test.each(['c4', 'A0', 'A01', 'Hero10', '', 'A', '7', 'A-1', 'A1B', 'a1', 'Ab1', 'A 1', '_A1', 'AAAAA1', 'A1000000'])(
        '%j is not a coordinate', label => {
            expect(parseCoordinate(label)).toBeUndefined();
            expect(isCoordinate(label)).toBe(false);
            expect(labelToHex(label)).toBeUndefined();
        });

    test('the longest accepted labels', () => {
        expect(parseCoordinate('ZZZZ1')).toEqual({ col: columnIndex('ZZZZ'), row: 1 });
        expect(parseCoordinate('A999999')).toEqual({ col: 0, row: 999999 });
    });
});
