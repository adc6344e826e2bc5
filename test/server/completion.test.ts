import { expectCompletion } from 'langium/test';
import type { CompletionList } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { services } from './helpers.js';

const complete = expectCompletion(services);

/** A 3 × 3 room: B1 is a wall, C2 an obstacle; A3, C1 and C3 are the only free hexes. */
function room(...lines: string[]): string {
    return [
        'scenario "x" {',
        '  map A1..C3',
        '  wall B1',
        '  obstacle C2',
        '  character Hero at B2 initiative 10',
        '  summon Wolf of Hero at B3',
        '  monster Ally at A2',
        '  monster Guard at A1 { move 2 attack }',
        ...lines,
        '}'
    ].join('\n');
}

describe('completion of coordinates', () => {
    test('offers the free hexes of the map where a figure is placed', async () => {
        await complete({ text: room('  character Newcomer at <|>'), index: 0, expectedItems: ['A3', 'C1', 'C3'], disposeAfterCheck: true });
        await complete({ text: room('  summon Bird of Hero at <|>'), index: 0, expectedItems: ['A3', 'C1', 'C3'], disposeAfterCheck: true });
    });

    test('narrows the free hexes to what has been typed', async () => {
        await complete({ text: room('  monster Newcomer at C<|>'), index: 0, expectedItems: ['C1', 'C3'], disposeAfterCheck: true });
    });

    test('keeps the hex of the figure being placed available to it', async () => {
        await complete({ text: room().replace('Guard at A1', 'Guard at A1<|>'), index: 0, expectedItems: ['A1'], disposeAfterCheck: true });
    });

    test('offers free hexes and the monster\'s own hex as an expected destination', async () => {
        await complete({ text: room('  expect Guard { to <|> }'), index: 0, expectedItems: ['A1', 'A3', 'C1', 'C3'], disposeAfterCheck: true });
    });

    test('offers every hex of the map for terrain', async () => {
        await complete({
            text: room('  trap A3, <|>'), index: 0,
            expectedItems: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'], disposeAfterCheck: true
        });
        await complete({ text: room('  wall between A3 and <|>'), index: 0, assert: list => expect(list.items).toHaveLength(9), disposeAfterCheck: true });
    });

    test('offers no map hexes for the map\'s own corners or an area\'s private grid', async () => {
        await complete({ text: 'scenario "x" { map A1..<|> }', index: 0, expectedItems: [], disposeAfterCheck: true });
        await complete({ text: room('  monster Ogre at C1 { attack aoe hexes <|> }'), index: 0, expectedItems: [], disposeAfterCheck: true });
    });

    test('offers no coordinates without a map', async () => {
        await complete({ text: 'scenario "x" { character Hero at <|> }', index: 0, expectedItems: [], disposeAfterCheck: true });
    });
});

describe('completion of names and keywords', () => {
    test('offers only monsters after expect, and the word that starts an expectation of state', async () => {
        await complete({ text: room('  expect <|>'), index: 0, expectedItems: ['Ally', 'Guard', 'after'], disposeAfterCheck: true });
    });

    test('offers only monsters after expect after, and the word round', async () => {
        await complete({ text: room('  expect after <|>'), index: 0, expectedItems: ['Ally', 'Guard', 'round'], disposeAfterCheck: true });
    });

    test('offers every figure in an expectation of state', async () => {
        await complete({ text: room('  expect after round 1 { <|> }'), index: 0, expectedItems: ['Hero', 'Wolf', 'Ally', 'Guard'], disposeAfterCheck: true });
    });

    test('offers characters and summons as targets, with where they stand', async () => {
        await complete({
            text: room('  expect Guard { to A3 attacks <|> }'), index: 0,
            itemToString: item => `${item.label} (${item.detail})`,
            expectedItems: ['Hero (character at B2)', 'Wolf (summon at B3)'],
            disposeAfterCheck: true
        });
    });

    test('offers monsters, then enemies, in a played turn\'s record, and any map hex for where it went', async () => {
        await complete({ text: room('  acted <|>'), index: 0, expectedItems: ['Ally', 'Guard'], disposeAfterCheck: true });
        await complete({ text: room('  acted Guard from A1 to A1 attacks <|>'), index: 0, expectedItems: ['Hero', 'Wolf'], disposeAfterCheck: true });
        await complete({ text: room('  acted Guard from <|>'), index: 0, assert: list => expect(list.items).toHaveLength(9), disposeAfterCheck: true });
        await complete({
            text: room('  acted Guard <|>'), index: 0, disposeAfterCheck: true,
            assert: list => expect(list.items.map(i => i.label)).toEqual(['from'])
        });
    });

    test('offers only characters as a summon\'s owner', async () => {
        await complete({ text: room('  summon Bird of <|>'), index: 0, expectedItems: ['Hero'], disposeAfterCheck: true });
    });

    test('offers the statements a scenario may hold', async () => {
        await complete({
            text: room('  <|>'), index: 0, disposeAfterCheck: true,
            assert: list => expect(list.items.map(i => i.label)).toEqual(expect.arrayContaining([
                'rules', 'map', 'note', 'wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy', 'character', 'summon', 'monster', 'expect', 'acted'
            ]))
        });
    });

    test('offers the lines of an ability inside a monster\'s block', async () => {
        await complete({
            text: room('  monster Ogre at C1 { <|> }'), index: 0, disposeAfterCheck: true,
            assert: list => expect(list.items.map(i => i.label).sort()).toEqual(['aoe', 'attack', 'move', 'muddled'])
        });
    });
});

describe('completion of monster types and decks', () => {
    const types = [
        '  monster-type Archer { normal health 4 move 2 attack 2 range 3 deck Bows }',
        '  monster-type Brute { normal health 8 move 1 attack 3 }',
        '  deck Bows { card "Aim" initiative 15 { attack +0 } }'
    ];

    test('a standee\'s type is one of the monster types, not a figure', async () => {
        await complete({ text: room(...types, '  monster Archer1 of <|>'), index: 0, expectedItems: ['Archer', 'Brute'], disposeAfterCheck: true });
    });

    test('a reveal names a monster type; a type\'s deck names a deck', async () => {
        await complete({ text: room(...types, '  round 1 { reveal <|> }'), index: 0, expectedItems: ['Archer', 'Brute'], disposeAfterCheck: true });
        await complete({ text: room(...types, '  monster-type Cat { normal health 1 deck <|> }'), index: 0, expectedItems: ['Bows'], disposeAfterCheck: true });
    });
});

describe('completion inside comments', () => {
    const labels = (list: CompletionList) => list.items.map(i => i.label);

    test('offers nothing inside a line comment, up to the end of its line', async () => {
        await complete({ text: room('  // hello <|>'), index: 0, expectedItems: [], disposeAfterCheck: true });
        await complete({ text: room('  // hel<|>lo'), index: 0, expectedItems: [], disposeAfterCheck: true });
        await complete({ text: room('  wall A3 // <|>'), index: 0, expectedItems: [], disposeAfterCheck: true });
    });

    test('offers nothing inside a block comment, spanning lines or not', async () => {
        await complete({ text: room('  /* old <|> */'), index: 0, expectedItems: [], disposeAfterCheck: true });
        await complete({ text: room('  /* old', '  <|>', '  */'), index: 0, expectedItems: [], disposeAfterCheck: true });
    });

    test('offers the statements again before a comment and after a block comment', async () => {
        await complete({
            text: room('  <|>// hello'), index: 0, disposeAfterCheck: true,
            assert: list => expect(labels(list)).toEqual(expect.arrayContaining(['wall', 'monster', 'expect']))
        });
        await complete({
            text: room('  /* old */ <|>'), index: 0, disposeAfterCheck: true,
            assert: list => expect(labels(list)).toEqual(expect.arrayContaining(['wall', 'monster', 'expect']))
        });
    });

    test('a line comment ends with its line', async () => {
        await complete({
            text: room('  // hello', '  <|>'), index: 0, disposeAfterCheck: true,
            assert: list => expect(labels(list)).toEqual(expect.arrayContaining(['wall', 'monster', 'expect']))
        });
    });
});

describe('the order of the items', () => {
    test('lists the figures before the words that continue the fact before, as a client sorts them', async () => {
        // The list's own order, not a sorted copy: some clients show it as it comes.
        await complete({
            text: room('  expect after round 1 {', '    Guard at A1 hp 3', '    <|>', '  }'), index: 0, disposeAfterCheck: true,
            assert: list => expect(list.items.map(i => i.label)).toEqual(['Hero', 'Wolf', 'Ally', 'Guard', 'conditions'])
        });
    });
});
