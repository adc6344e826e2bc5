import { describe, expect, test } from 'vitest';
import { seededRandom, seededShuffle } from '../../../language/model/seeded-shuffle.js';

describe('seeded shuffle', () => {
    test('the generator is Mulberry32, fixed: documents written today rely on these values', () => {
        const random = seededRandom(42);
        expect([random(), random(), random()].map(v => Math.floor(v * 1000))).toEqual([601, 448, 852]);
    });

    test('the same seed and shuffle number give the same order', () => {
        const cards = Array.from({ length: 20 }, (_, i) => i);
        expect(seededShuffle(cards, 7, 0)).toEqual(seededShuffle(cards, 7, 0));
    });

    test('another shuffle number or seed gives another order, with the same items', () => {
        const cards = Array.from({ length: 20 }, (_, i) => i);
        const first = seededShuffle(cards, 7, 0);
        expect(seededShuffle(cards, 7, 1)).not.toEqual(first);
        expect(seededShuffle(cards, 8, 0)).not.toEqual(first);
        expect([...seededShuffle(cards, 7, 1)].sort((a, b) => a - b)).toEqual(cards);
    });

    test('the input is left as it was', () => {
        const cards = [1, 2, 3, 4];
        seededShuffle(cards, 1);
        expect(cards).toEqual([1, 2, 3, 4]);
    });
});
