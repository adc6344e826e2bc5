import { describe, expect, test } from 'vitest';
import { deckStateOf } from '../../../language/model/play-state.js';
import { drawPile } from '../../../language/model/modifier-deck.js';
import { playStateOf } from '../../../language/model/state-from-scenario.js';
import { seededShuffle } from '../../../language/model/seeded-shuffle.js';
import { STANDARD_MONSTER_DECK } from '../../../language/model/modifier-deck.js';
import { analyzer, parseAndValidate } from '../helpers.js';

describe('the play state of a scenario', () => {
    test('an exhausted character has left the board, its line kept', async () => {
        const document = await parseAndValidate(`scenario "S" {
  map A1..C3
  character Hero10 at A1 initiative 10 exhausted hp 0 of 8
  character Hero20 at B1 initiative 20 hp 5 of 8 conditions poison
}`);
        const scenario = document.parseResult.value;
        expect(document.diagnostics?.filter(d => d.severity === 1)).toEqual([]);
        const state = playStateOf(scenario, analyzer.boardOf(scenario)!);
        expect(state.board.figures.map(f => f.name)).toEqual(['Hero20']);
        expect(state.down).toEqual(new Map([['Hero10', 'exhausted']]));
        expect(state.vitals.get('Hero20')).toMatchObject({ hp: 5, maxHp: 8, conditions: [{ name: 'poison' }] });
        expect(state.deckWritten).toBe(false);
    });

    test('a standee that has acted this round keeps its card\'s shield and retaliate', async () => {
        const document = await parseAndValidate(`scenario "S" {
  map A1..C3
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "Hold" initiative 50 { shield 1 retaliate 2 }
  }
  character Hero10 at C3 initiative 10 hp 5 of 5
  monster   Guard1 of Guard at A1 number 1
  monster   Guard2 of Guard at A2 number 2
  acted     Guard1 from A1 to A1
  round 1 { reveal Guard "Hold" }
}`);
        const scenario = document.parseResult.value;
        const state = playStateOf(scenario, analyzer.boardOf(scenario)!);
        expect(state.vitals.get('Guard1')?.round).toEqual({ shield: 1, retaliate: [{ value: 2, range: 1 }] });
        expect(state.vitals.get('Guard2')?.round).toBeUndefined();
    });
});

describe('the modifier deck as written', () => {
    const spec = { shuffle: 0, bless: 0, curse: 0, drawn: [], shuffleDue: false, custom: false };

    test('a seeded deck: the standard cards and its blesses and curses, shuffled by seed on the written shuffle', () => {
        const deck = deckStateOf({ ...spec, seed: 9, shuffle: 2, bless: 1, curse: 1 });
        const cards = [...STANDARD_MONSTER_DECK, 'bless', 'curse'];
        expect(drawPile(deck)).toEqual(seededShuffle(cards, 9, 2));
    });

    test('blesses and curses past the ten cards there are (a validation error) play as ten each, never a pile of millions', () => {
        const deck = deckStateOf({ ...spec, seed: 9, bless: 999_999_999, curse: 11 });
        expect(drawPile(deck)).toHaveLength(40);
    });

    test('the cards drawn since the shuffle are off the pile, and a standard x2 or null among them brings the end-of-round reshuffle', () => {
        const order = seededShuffle(STANDARD_MONSTER_DECK, 9, 0);
        const deck = deckStateOf({ ...spec, seed: 9, drawn: order.slice(0, 3) });
        expect(drawPile(deck)).toEqual(order.slice(3));
        expect(deck.reshuffle).toBe(order.slice(0, 3).some(c => c === 'x2' || c === 'null'));
        expect(deckStateOf({ ...spec, order: ['+1', 'x2'], drawn: ['null'] }).reshuffle).toBe(true);
        expect(deckStateOf({ ...spec, order: ['+1', 'x2'], drawn: ['bless'] }).reshuffle).toBe(false);
    });

    test('shuffle-due brings the end-of-round reshuffle for an x2 or null no longer among the cards drawn', () => {
        const order = seededShuffle(STANDARD_MONSTER_DECK, 3, 1);
        const deck = deckStateOf({ ...spec, seed: 3, shuffle: 1, drawn: order.slice(0, 2), shuffleDue: true });
        expect(deck).toMatchObject({ seed: 3, shuffle: 1, drawn: order.slice(0, 2), reshuffle: true });
        expect(drawPile(deck)).toEqual(order.slice(2));
        expect(deckStateOf({ ...spec, order: ['+1', 'x2'], drawn: ['-1'], shuffleDue: true }).reshuffle).toBe(true);
        expect(deckStateOf({ ...spec, order: ['+1', 'x2'], drawn: ['-1'] }).reshuffle).toBe(false);
    });

    test('no deck written: the standard deck shuffled by the seed given, 0 by default', () => {
        expect(drawPile(deckStateOf(undefined))).toEqual(seededShuffle(STANDARD_MONSTER_DECK, 0, 0));
        expect(drawPile(deckStateOf(undefined, 5))).toEqual(seededShuffle(STANDARD_MONSTER_DECK, 5, 0));
    });
});
