import { describe, expect, test } from 'vitest';
import { THREAT_MAP_WORK_LIMIT, isThreatMap, threatMapOfBoard, threatMapOfBoardAsync } from '../../../language/scenario/threat-map.js';
import { partialMapWords } from '../../../language/explain/threat-words.js';
import { boardToGhs } from '../../../bench/board-to-ghs.js';
import { largeBoard } from '../../../bench/synthetic.js';
import { boardOf } from '../helpers.js';

/* A corridor: Hero at C1, the Guard at A1 acting. Hexes by distance from C1: C1; B1, D1; E1. */
const corridor = [
    'scenario "Corridor" {',
    '  map A1..E1',
    '  character Hero at C1 initiative 10',
    '  monster Guard at A1 { move 1 attack 2 }',
    '}'
].join('\n');

describe('the threat map under a work limit', () => {
    test('maps the hexes nearest to the character first and says what it left out', async () => {
        const board = await boardOf(corridor);
        // Each turn decided costs the 5 hexes of the map: 15 lets three hexes through.
        const map = threatMapOfBoard(board, 'Hero', undefined, undefined, { workLimit: 15 });
        expect(isThreatMap(map) && map.hexes.map(h => h.hex)).toEqual(['B1', 'C1', 'D1']);
        expect(isThreatMap(map) && map.partial).toEqual({ workLimit: 15, mapped: 3, total: 4, within: 1 });
        expect(isThreatMap(map) && partialMapWords(map)).toBe(
            "Partial map: its work limit stopped it after 3 of 4 hexes; every hex within 1 of Hero's hex is mapped, the 1 farther away are not.");
    });

    test('always maps the character\'s own hex, however small the limit', async () => {
        const map = threatMapOfBoard(await boardOf(corridor), 'Hero', undefined, undefined, { workLimit: 1 });
        expect(isThreatMap(map) && map.hexes.map(h => h.hex)).toEqual(['C1']);
        expect(isThreatMap(map) && partialMapWords(map)).toBe(
            "Partial map: its work limit stopped it after 1 of 4 hexes; only Hero's own hex is mapped, the 3 farther away are not.");
    });

    test('a map within its limit is whole and says nothing more', async () => {
        const map = threatMapOfBoard(await boardOf(corridor), 'Hero');
        expect(isThreatMap(map) && map.partial).toBeUndefined();
        expect(isThreatMap(map) && partialMapWords(map)).toBeUndefined();
    });

    test('reports its progress after each hex, the same for the asynchronous map', async () => {
        const board = await boardOf(corridor);
        const seen: string[] = [];
        threatMapOfBoard(board, 'Hero', undefined, undefined, { onProgress: (done, total) => seen.push(`${done}/${total}`) });
        expect(seen).toEqual(['1/4', '2/4', '3/4', '4/4']);
        const seenAsync: string[] = [];
        await threatMapOfBoardAsync(board, 'Hero', { workLimit: 10, onProgress: (done, total) => seenAsync.push(`${done}/${total}`) });
        expect(seenAsync).toEqual(['1/2', '2/2']);
    });

    test('the largest map allowed, with one monster, stops at its default limit: 1,000 turns', async () => {
        const board = await boardOf([
            'scenario "Largest" {',
            '  map A1..CV100',
            '  character Hero at AX50 initiative 50',
            '  monster Guard at A1 { move 3 attack 2 }',
            '}'
        ].join('\n'));
        let reported = 0;
        const map = threatMapOfBoard(board, 'Hero', undefined, undefined, { onProgress: done => reported = done });
        expect(THREAT_MAP_WORK_LIMIT / board.size).toBe(1000);
        expect(isThreatMap(map) && map.partial).toEqual({ workLimit: THREAT_MAP_WORK_LIMIT, mapped: 1000, total: 9999, within: 17 });
        expect(reported).toBe(1000);
    });

    test('a 20 × 20 room with 6 acting monsters is mapped whole', async () => {
        const board = await boardOf(boardToGhs(largeBoard('gloomhaven', 20, 6), 'Large'));
        const map = threatMapOfBoard(board, 'Hero1', undefined, undefined, { onProgress: () => undefined, workLimit: THREAT_MAP_WORK_LIMIT });
        expect(isThreatMap(map) && map.partial).toBeUndefined();
    });
});
