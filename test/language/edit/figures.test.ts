import { describe, expect, test } from 'vitest';
import { applyChanges } from '../../../language/edit/text-change.js';
import { type BoardEdit, editBoard } from '../../../language/edit/board-edit.js';
import { parse } from '../helpers.js';

const ROOM = [
    'scenario "Room" {',
    '  map A1..H6',
    '  wall      A1..H1',
    '  obstacle  C3',
    '  door      D5 closed',
    '',
    '  character Hero at A4 initiative 20',
    '  summon    Wolf of Hero at B4',
    '  monster   Guard at H4 { move 2 attack 2 }',
    '',
    '  expect Guard { to G4 }',
    '}'
].join('\n');

async function result(text: string, edit: BoardEdit): Promise<{ text?: string; error?: string }> {
    const document = await parse(text);
    const outcome = editBoard(document.parseResult.value, text, edit);
    return 'error' in outcome ? { error: outcome.error } : { text: applyChanges(text, outcome.changes) };
}

describe('moving a figure', () => {
    test('rewrites its `at` and nothing else', async () => {
        expect((await result(ROOM, { kind: 'moveFigure', figure: 'Guard', from: 'H4', to: 'F5' })).text)
            .toBe(ROOM.replace('Guard at H4', 'Guard at F5'));
    });

    test.each([
        ['B1', 'B1 is a wall.'],
        ['C3', 'C3 is an obstacle: no figure stands on it.'],
        ['D5', 'D5 is a closed door: no figure stands in it.'],
        ['B4', 'Wolf stands on B4.'],
        ['J4', 'J4 is off the map.'],
        ['H4', 'Guard already stands on H4.']
    ])('a drop on %s is refused with the reason', async (to, reason) => {
        expect((await result(ROOM, { kind: 'moveFigure', figure: 'Guard', to })).error).toBe(reason);
    });

    test('a `from` where the figure does not stand is refused, not read as the figure elsewhere', async () => {
        expect((await result(ROOM, { kind: 'moveFigure', figure: 'Guard', from: 'A1', to: 'F5' })).error).toBe('Guard does not stand on A1 (it stands on H4).');
        expect((await result(ROOM, { kind: 'deleteFigure', figure: 'Guard', at: 'A1' })).error).toBe('Guard does not stand on A1 (it stands on H4).');
    });

    test('an unknown figure is refused', async () => {
        expect((await result(ROOM, { kind: 'moveFigure', figure: 'Nobody', to: 'E4' })).error).toBe('there is no figure named Nobody.');
    });
});

describe('the hex of a figure that has left the board is free', () => {
    const text = ROOM.replace('  monster   Guard at H4', '  monster   Ghost at E3 hp 0 removed\n  character Ghoul at F3 initiative 30 exhausted\n  monster   Guard at H4');

    test.each(['E3', 'F3'])('a figure can be moved onto %s', async to => {
        expect((await result(text, { kind: 'moveFigure', figure: 'Guard', to })).text).toBe(text.replace('Guard at H4', `Guard at ${to}`));
    });

    test.each(['E3', 'F3'])('a figure can be added on %s', async at => {
        expect((await result(text, { kind: 'addFigure', figure: 'character', at })).text)
            .toBe(text.replace('{ move 2 attack 2 }\n', `{ move 2 attack 2 }\n  character Hero1 at ${at} initiative 50\n`));
    });

    test('a wall can be painted on it', async () => {
        expect((await result(text, { kind: 'paint', terrain: 'wall', hexes: ['E3'] })).error).toBeUndefined();
    });
});

describe('adding a figure', () => {
    test('a character goes after the other figures, with a fresh name', async () => {
        expect((await result(ROOM, { kind: 'addFigure', figure: 'character', at: 'E3' })).text)
            .toBe(ROOM.replace('{ move 2 attack 2 }\n', '{ move 2 attack 2 }\n  character Hero1 at E3 initiative 50\n'));
    });

    test('a monster gets a small ability, laid out as the formatter lays a block out', async () => {
        const text = ROOM.replace('character Hero at', 'character Hero1 at').replace('of Hero at', 'of Hero1 at');
        expect((await result(text, { kind: 'addFigure', figure: 'monster', at: 'E3' })).text).toBe(text.replace('{ move 2 attack 2 }\n',
            '{ move 2 attack 2 }\n  monster   Monster1 at E3 {\n    move 2\n    attack 2\n  }\n'));
    });

    test('not on a taken hex', async () => {
        expect((await result(ROOM, { kind: 'addFigure', figure: 'monster', at: 'A4' })).error).toBe('Hero stands on A4.');
    });
});

describe('deleting a figure', () => {
    test('a monster goes with the expectation about it', async () => {
        expect((await result(ROOM, { kind: 'deleteFigure', figure: 'Guard', at: 'H4' })).text).toBe([
            'scenario "Room" {',
            '  map A1..H6',
            '  wall      A1..H1',
            '  obstacle  C3',
            '  door      D5 closed',
            '',
            '  character Hero at A4 initiative 20',
            '  summon    Wolf of Hero at B4',
            '',
            '}'
        ].join('\n'));
    });

    test('a character with a summon is refused', async () => {
        expect((await result(ROOM, { kind: 'deleteFigure', figure: 'Hero' })).error).toBe('Hero has a summon, Wolf: delete it first.');
    });

    test('a summon goes alone', async () => {
        expect((await result(ROOM, { kind: 'deleteFigure', figure: 'Wolf' })).text).toBe(ROOM.replace('  summon    Wolf of Hero at B4\n', ''));
    });
});

describe('the map', () => {
    test('grows from an edge', async () => {
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'right', by: 2 })).text).toBe(ROOM.replace('map A1..H6', 'map A1..J6'));
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'bottom', by: 1 })).text).toBe(ROOM.replace('map A1..H6', 'map A1..H7'));
    });

    test('shrinks from an edge, and the terrain there goes with the hexes', async () => {
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'top', by: -1 })).text)
            .toBe(ROOM.replace('map A1..H6', 'map A2..H6').replace('  wall      A1..H1\n', ''));
    });

    test('a link with an end cut off goes too; one inside stays', async () => {
        const linked = ROOM.replace('  door      D5 closed\n', '  door      D5 closed\n  link B3 and G3\n  link C2 and F6\n');
        expect((await result(linked, { kind: 'resizeMap', edge: 'bottom', by: -1 })).text)
            .toBe(linked.replace('map A1..H6', 'map A1..H5').replace('  link C2 and F6\n', ''));
    });

    test('not past column A or row 1, and not from under a figure', async () => {
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'left', by: 1 })).error).toBe('the map cannot grow left of column A: columns count from A.');
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'top', by: 1 })).error).toBe('the map cannot grow above row 1: rows count from 1 at the top.');
        expect((await result(ROOM, { kind: 'resizeMap', edge: 'right', by: -1 })).error)
            .toBe('Guard stands on the hexes the map would lose: move it first.');
    });
});

describe('area patterns', () => {
    const BLOCK = ROOM.replace('{ move 2 attack 2 }', '{\n    move 2\n    attack 2\n  }');

    test('a new pattern goes after the ability\'s last line', async () => {
        expect((await result(BLOCK, { kind: 'areaPattern', monster: 'Guard', origin: 'B3', hexes: ['C3', 'B2'] })).text)
            .toBe(BLOCK.replace('    attack 2\n', '    attack 2\n    aoe origin B3 hexes B2, C3\n'));
    });

    test('an existing pattern is rewritten in place', async () => {
        const text = BLOCK.replace('    attack 2\n', '    attack 2\n    aoe hexes A1, A2 // a line\n');
        expect((await result(text, { kind: 'areaPattern', monster: 'Guard', hexes: ['A1', 'B1', 'B2'] })).text)
            .toBe(text.replace('aoe hexes A1, A2', 'aoe hexes A1, B1, B2'));
    });

    test('no hexes take the line away', async () => {
        const text = BLOCK.replace('    attack 2\n', '    attack 2\n    aoe hexes A1, A2\n');
        expect((await result(text, { kind: 'areaPattern', monster: 'Guard', hexes: [] })).text).toBe(BLOCK);
    });

    test('the origin is not part of the area', async () => {
        expect((await result(BLOCK, { kind: 'areaPattern', monster: 'Guard', origin: 'B2', hexes: ['B2'] })).error)
            .toBe('the area cannot cover its origin B2: that is the monster\'s own hex.');
    });
});

describe('comments stay when a board edit takes text out', () => {
    const COMMENTED = [
        'scenario "c" {',
        '  map A1..F6',
        '  difficult D4, /* pools */ D5',
        '  difficult /* first */ C1, // more below',
        '    C2',
        '  character Hero at B2 initiative 10 // the hero',
        '  monster Guard at E4 { move 2 attack 2 } // the guard',
        '  expect Guard { to C3 attacks Hero } /* as */ // the author thinks',
        '}'
    ].join('\n');

    test('a comment between two areas stays when the area after it goes', async () => {
        expect((await result(COMMENTED, { kind: 'erase', hexes: ['D5'] })).text).toBe(COMMENTED.replace('D4, /* pools */ D5', 'D4 /* pools */'));
    });

    test('a comment after an area that goes stays when it ends the line', async () => {
        expect((await result(COMMENTED, { kind: 'erase', hexes: ['C2'] })).text).toBe(COMMENTED.replace('C1, // more below\n    C2', 'C1 // more below'));
    });

    test('a comment before an area that goes stays when the area after it is kept', async () => {
        expect((await result(COMMENTED, { kind: 'erase', hexes: ['D4'] })).text).toBe(COMMENTED.replace('D4, /* pools */ D5', '/* pools */ D5'));
    });

    test('the comments after a deleted figure and its expectation keep their lines, indented as the statements were', async () => {
        expect((await result(COMMENTED, { kind: 'deleteFigure', figure: 'Guard' })).text).toBe(COMMENTED
            .replace('  monster Guard at E4 { move 2 attack 2 } // the guard', '  // the guard')
            .replace('  expect Guard { to C3 attacks Hero } /* as */ // the author thinks', '  /* as */ // the author thinks'));
    });
});
