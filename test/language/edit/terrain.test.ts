import { describe, expect, test } from 'vitest';
import { applyChanges } from '../../../language/edit/text-change.js';
import { type BoardEdit, editBoard } from '../../../language/edit/board-edit.js';
import { parse } from '../helpers.js';

const ROOM = [
    'scenario "Room" {',
    '  map A1..H6',
    '',
    '  // Brick along the top.',
    '  wall      A1..H1',
    '  obstacle  C3',
    '  difficult E2, F4..F6 // sludge',
    '',
    '  character Hero at A4 initiative 20',
    '  monster   Guard at H4 {',
    '    move 2',
    '    attack 2',
    '  }',
    '}'
].join('\n');

async function edited(text: string, edit: BoardEdit): Promise<string> {
    const document = await parse(text);
    const result = editBoard(document.parseResult.value, text, edit);
    if ('error' in result) {
        throw new Error(`refused: ${result.error}`);
    }
    return applyChanges(text, result.changes);
}

async function refusal(text: string, edit: BoardEdit): Promise<string> {
    const document = await parse(text);
    const result = editBoard(document.parseResult.value, text, edit);
    if (!('error' in result)) {
        throw new Error(`made: ${applyChanges(text, result.changes)}`);
    }
    return result.error;
}

function lines(text: string): string[] {
    return text.split('\n');
}

describe('painting terrain', () => {
    test('grows the range a hex lines up with', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'difficult', hexes: ['F3'] })))
            .toContain('  difficult E2, F3..F6 // sludge');
    });

    test('a hex that lines up with nothing is added after the last area, before the comment', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'difficult', hexes: ['B5'] })))
            .toContain('  difficult E2, F4..F6, B5 // sludge');
    });

    test('a stroke down a column is written as one range', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'obstacle', hexes: ['D3', 'D4', 'D5'] })))
            .toContain('  obstacle  C3, D3..D5');
    });

    test('a kind the room lacks gets its own statement after the terrain, aligned as the formatter aligns it', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'trap', hexes: ['C5', 'C6', 'B2'] })).slice(4, 9)).toEqual([
            '  wall      A1..H1',
            '  obstacle  C3',
            '  difficult E2, F4..F6 // sludge',
            '  trap      B2, C5..C6',
            ''
        ]);
    });

    test('a hex takes the new kind off any other: one kind of terrain per hex', async () => {
        const text = await edited(ROOM, { kind: 'paint', terrain: 'trap', hexes: ['E2'] });
        expect(lines(text).slice(4, 8)).toEqual([
            '  wall      A1..H1',
            '  obstacle  C3',
            '  difficult F4..F6 // sludge',
            '  trap      E2'
        ]);
    });

    test('a statement left with no area goes, its comment above stays', async () => {
        const text = await edited(ROOM, { kind: 'paint', terrain: 'wall', hexes: ['C3'] });
        expect(lines(text).slice(3, 7)).toEqual([
            '  // Brick along the top.',
            '  wall      A1..H1, C3',
            '  difficult E2, F4..F6 // sludge',
            ''
        ]);
    });

    test('a stroke of no hex is refused', async () => {
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'wall', hexes: [] })).toBe('no hex was named: name at least one.');
    });

    test('hexes off the map are left out, and a stroke wholly off it is refused', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'obstacle', hexes: ['C4', 'Z9'] }))).toContain('  obstacle  C3..C4');
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'obstacle', hexes: ['Z9'] })).toBe('Z9 is off the map.');
    });

    test('a wall or an obstacle leaves out the hexes figures stand on', async () => {
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'wall', hexes: ['A3', 'A4', 'A5'] }))).toContain('  wall      A1..H1, A3, A5');
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'obstacle', hexes: ['H4'] })).toBe('Guard stands on H4: no figure stands on an obstacle.');
        expect(lines(await edited(ROOM, { kind: 'paint', terrain: 'trap', hexes: ['H4'] }))).toContain('  trap      H4');
    });

    test('painting what is there already is refused', async () => {
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'difficult', hexes: ['F5'] })).toBe('F5 is already difficult.');
    });

    test('an unknown kind or coordinate is refused', async () => {
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'lava' as 'trap', hexes: ['B2'] }))
            .toBe('lava is no kind of terrain (wall, obstacle, trap, hazardous, difficult, icy).');
        expect(await refusal(ROOM, { kind: 'paint', terrain: 'trap', hexes: ['b2'] })).toBe('b2 is not a coordinate (column letters, then a row: C4).');
    });
});

describe('erasing terrain', () => {
    test('one hex out of a range splits it into the fewest areas', async () => {
        expect(lines(await edited(ROOM, { kind: 'erase', hexes: ['D1'] }))).toContain('  wall      A1..C1, E1..H1');
    });

    test('the end of a range shortens it', async () => {
        expect(lines(await edited(ROOM, { kind: 'erase', hexes: ['F6'] }))).toContain('  difficult E2, F4..F5 // sludge');
    });

    test('a whole area goes with its comma', async () => {
        expect(lines(await edited(ROOM, { kind: 'erase', hexes: ['E2'] }))).toContain('  difficult F4..F6 // sludge');
        expect(lines(await edited(ROOM, { kind: 'erase', hexes: ['F4', 'F5', 'F6'] }))).toContain('  difficult E2 // sludge');
    });

    test('the last area takes the statement, and the blank lines around close up', async () => {
        const text = ROOM.replace('  obstacle  C3\n', '\n  obstacle  C3\n\n');
        expect(lines(await edited(text, { kind: 'erase', hexes: ['C3'] })).slice(3, 8)).toEqual([
            '  // Brick along the top.',
            '  wall      A1..H1',
            '',
            '  difficult E2, F4..F6 // sludge',
            ''
        ]);
    });

    test('a hex with no terrain is refused', async () => {
        expect(await refusal(ROOM, { kind: 'erase', hexes: ['B5'] })).toBe('B5: no terrain to erase.');
    });
});

describe('thin walls', () => {
    test('a new one follows the terrain', async () => {
        expect(lines(await edited(ROOM, { kind: 'thinWall', between: ['C4', 'D4'] })).slice(6, 8)).toEqual([
            '  difficult E2, F4..F6 // sludge',
            '  wall between C4 and D4'
        ]);
    });

    test('toggling an edge that has one takes it away, whichever way round it is written', async () => {
        const text = ROOM.replace('  obstacle  C3\n', '  obstacle  C3\n  wall between D4 and C4\n');
        expect(await edited(text, { kind: 'thinWall', between: ['C4', 'D4'] })).toBe(ROOM);
    });

    test('hexes that are not neighbours are refused', async () => {
        expect(await refusal(ROOM, { kind: 'thinWall', between: ['C4', 'E4'] }))
            .toBe('C4 and E4 are not neighbours: a thin wall stands on the edge two hexes share.');
    });
});
