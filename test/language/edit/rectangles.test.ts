import { describe, expect, test } from 'vitest';
import { parseCoordinate } from '../../../language/hex/offset.js';
import { compactRects, formatRect } from '../../../language/edit/rectangles.js';

const areas = (...labels: string[]): string[] => compactRects(labels.map(l => parseCoordinate(l)!)).map(formatRect);

describe('compact areas', () => {
    test('a run down a column is one range', () => {
        expect(areas('C3', 'C4', 'C5', 'C6', 'C7')).toEqual(['C3..C7']);
    });

    test('a run along a row is one range', () => {
        expect(areas('A2', 'B2', 'C2', 'D2')).toEqual(['A2..D2']);
    });

    test('a block is one rectangle', () => {
        expect(areas('A1', 'A2', 'B1', 'B2', 'C1', 'C2')).toEqual(['A1..C2']);
    });

    test('scattered hexes stay single, in board order', () => {
        expect(areas('D4', 'A1', 'B3')).toEqual(['A1', 'B3', 'D4']);
    });

    test('a rectangle with its middle taken out needs four areas', () => {
        expect(areas('A1', 'A2', 'A3', 'B1', 'B3', 'C1', 'C2', 'C3')).toEqual(['A1..A3', 'B1', 'B3', 'C1..C3']);
    });

    test('an L is read the way that needs fewer areas', () => {
        expect(areas('A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3')).toEqual(['A1..A3', 'B1..D2']);
    });

    test('a repeated hex counts once', () => {
        expect(areas('A1', 'A1', 'A2')).toEqual(['A1..A2']);
    });
});
