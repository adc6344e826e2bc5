import { describe, expect, test } from 'vitest';
import { type Scenario, isModifierDeck } from '../../language/generated/ast.js';
import { actingMonsters } from '../../language/engine/analyze.js';
import { decksOf, modifierCardName, modifierDeckOf, monsterTypesOf, revealedCards, roundNumberOf } from '../../language/model/monster-types.js';
import { seededShuffle } from '../../language/model/seeded-shuffle.js';
import { boardOf, parse } from './helpers.js';

const GUARD_TYPE = `
  monster-type Guard {
    normal health 5 move 2 attack 2
    elite  health 9 move 3 attack 3 range 2 shield 1 retaliate 1 range 2 pierce 1 adds poison immune stun
  }
  deck Guard {
    card "Rush" initiative 20 { move +1 attack -1 }
    card "Hold" initiative 50 { shield 1 }
    card "Double Strike" initiative 35 shuffle {
      attack +0
      attack -1 range +2 target 2 wound push 1
      aoe hexes B2, C2
      retaliate 2 range 3
      heal 2 self
      infuse fire
      consume ice
    }
  }`;

function scenario(body: string): string {
    return `scenario "Whole" {\n  map A1..H8\n${body}\n}`;
}

async function parsed(body: string): Promise<Scenario> {
    const document = await parse(scenario(body));
    expect([...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map(e => e.message)).toEqual([]);
    return document.parseResult.value;
}

describe('the language of whole scenarios parses', () => {
    test('a monster type, its deck, standees, figures with hit points, a round and the modifier deck', async () => {
        const value = await parsed(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1 hp 7 conditions poison, wound
  character Hero10 at D5 initiative 10 hp 8 of 10 shield 1 retaliate 1 conditions muddle
  summon Wolf of Hero10 at E5 hp 4 of 4
  round 3 { reveal Guard "Rush" }
  modifiers seed 42 shuffle 2 bless 1 curse 2 drawn +1, -1, x2, +0, null, bless, curse custom`);
        const types = monsterTypesOf(value);
        expect(types.get('Guard')).toEqual({
            name: 'Guard', deck: 'Guard', deckWritten: false, standees: 10,
            normal: { health: 5, move: 2, attack: 2, range: 0, targets: 1, flying: false, jumping: false, shield: 0, retaliate: undefined, pierce: 0, adds: [], immune: [] },
            elite: { health: 9, move: 3, attack: 3, range: 2, targets: 1, flying: false, jumping: false, shield: 1, retaliate: { value: 1, range: 2 }, pierce: 1, adds: ['poison'], immune: ['stun'] }
        });
        const strike = decksOf(value).get('Guard')?.cards[2];
        expect(strike).toEqual({
            name: 'Double Strike', initiative: 35, shuffle: true, move: undefined, lines: expect.any(Array),
            attacks: [
                // No `target` on the card: the stat card's targets.
                { change: 0, rangeChange: undefined, targets: undefined, allTargets: false, pierce: 0, push: 0, pull: 0, conditions: [] },
                {
                    change: -1, rangeChange: 2, targets: 2, allTargets: false, pierce: 0, push: 1, pull: 0, conditions: ['wound'],
                    area: { origin: undefined, hexes: [expect.anything(), expect.anything()] }
                }
            ],
            shield: undefined, retaliate: { value: 2, range: 3 }, heal: { value: 2, self: true, range: undefined }, infuse: ['fire'], consume: ['ice']
        });
        expect(roundNumberOf(value)).toBe(3);
        expect(modifierDeckOf(value)).toEqual({
            seed: 42, shuffle: 2, order: undefined, bless: 1, curse: 2,
            drawn: ['+1', '-1', 'x2', '+0', 'null', 'bless', 'curse'], shuffleDue: false, custom: true
        });
    });

    test('in the AST a number modifier card is its signed value, the others their word', async () => {
        const value = await parsed('modifiers seed 1 drawn +1, -2, +0, x2, null, bless, curse');
        const deck = value.statements.find(isModifierDeck);
        expect(deck?.drawn).toEqual([1, -2, 0, 'x2', 'null', 'bless', 'curse']);
        expect(deck?.drawn.map(modifierCardName)).toEqual(['+1', '-2', '+0', 'x2', 'null', 'bless', 'curse']);
    });

    test('a modifier deck in an explicit order keeps each card as printed', async () => {
        const value = await parsed('modifiers order +0, +1, -2, x2 drawn -1');
        expect(modifierDeckOf(value)).toMatchObject({ seed: undefined, shuffle: 0, order: ['+0', '+1', '-2', 'x2'], drawn: ['-1'], bless: 0, curse: 0, shuffleDue: false, custom: false });
    });

    test('shuffle-due comes after the cards drawn and before custom', async () => {
        expect(modifierDeckOf(await parsed('modifiers seed 3 shuffle 1 drawn +0, -1 shuffle-due'))).toMatchObject({ seed: 3, shuffle: 1, drawn: ['+0', '-1'], shuffleDue: true, custom: false });
        expect(modifierDeckOf(await parsed('modifiers order +1, -1 drawn +0 shuffle-due custom'))).toMatchObject({ order: ['+1', '-1'], drawn: ['+0'], shuffleDue: true, custom: true });
        expect(modifierDeckOf(await parsed('modifiers seed 3 shuffle 1 shuffle-due'))).toMatchObject({ drawn: [], shuffleDue: true });
    });

    test('figures carry hit points, shield, retaliate and conditions', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1 hp 7 conditions poison, wound
  monster Guard2 of Guard at C6 number 2
  character Hero10 at D5 initiative 10 hp 8 of 10 shield 1 retaliate 1 range 2 conditions muddle, invisible
  summon Wolf of Hero10 at E5 hp 4 of 4`));
        expect(board.figureNamed('Guard1')).toMatchObject({
            standee: { type: 'Guard', level: 'elite', number: 1 }, hp: 7, maxHp: 9, shield: 1, retaliate: { value: 1, range: 2 }, conditions: ['poison', 'wound']
        });
        // Without `hp`, a standee has its stat card's health; without `elite`, it is normal.
        expect(board.figureNamed('Guard2')).toMatchObject({ standee: { type: 'Guard', level: 'normal', number: 2 }, hp: 5, maxHp: 5, shield: 0 });
        expect(board.figureNamed('Hero10')).toMatchObject({ hp: 8, maxHp: 10, shield: 1, retaliate: { value: 1, range: 2 }, conditions: ['muddle', 'invisible'], invisible: true });
        expect(board.figureNamed('Wolf')).toMatchObject({ hp: 4, maxHp: 4 });
    });
});

describe('effective values: the stat card modified by the revealed card', () => {
    test('"attack -1" on a 3-attack guard is 2, and its move +1 on move 3 is 4', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1
  round 1 { reveal Guard "Rush" }`));
        const guard = board.figureNamed('Guard1');
        expect(guard?.ability).toEqual({ move: { points: 4, mode: 'normal', teleport: false }, attack: { value: 2, range: 2, targets: 1 }, area: undefined, muddled: false });
        expect(guard?.initiative).toBe(20);
    });

    test('"Any attack that does not specify a range on the monster ability card should use the base range of the monster written on its stat card"', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1
  monster Guard2 of Guard at C6 number 2
  round 1 { reveal Guard "Double Strike" }`));
        const elite = board.figureNamed('Guard1')?.card;
        const normal = board.figureNamed('Guard2')?.card;
        // The first attack names no range: the elite's base range 2, the normal's melee.
        expect(elite?.attacks.map(a => a.range)).toEqual([2, 4]);
        expect(normal?.attacks.map(a => a.range)).toEqual([0, 2]);
        expect(elite?.attacks.map(a => a.value)).toEqual([3, 2]);
        // Pierce and the conditions the stat card adds come with every attack.
        expect(elite?.attacks[1]).toMatchObject({ targets: 2, pierce: 1, push: 1, conditions: ['wound', 'poison'] });
        expect(elite).toMatchObject({ card: 'Double Strike', initiative: 35, shuffle: true, retaliate: { value: 2, range: 3 }, heal: { value: 2, self: true }, infuse: ['fire'], consume: ['ice'] });
    });

    test('a monster attacks only if "Attack ±X" is on its card', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1
  round 1 { reveal Guard "Hold" }`));
        const guard = board.figureNamed('Guard1');
        expect(guard?.ability).toEqual({ move: undefined, attack: undefined, area: undefined, muddled: false });
        expect(guard?.card).toMatchObject({ attacks: [], shield: 1 });
    });

    test('flying and jumping come from the stat card; the muddle condition is the engine\'s muddled', async () => {
        const board = await boardOf(scenario(`
  monster-type Imp { normal health 3 move 3 attack 1 range 3 flying }
  deck Imp { card "Swoop" initiative 40 { move +0 attack +1 } }
  monster Imp1 of Imp at C4 number 1 conditions muddle
  round 1 { reveal Imp "Swoop" }`));
        expect(board.figureNamed('Imp1')?.ability).toEqual({ move: { points: 3, mode: 'flying', teleport: false }, attack: { value: 2, range: 3, targets: 1 }, area: undefined, muddled: true });
    });

    test('the inline ability block wins over the type\'s card', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1 { move 1 attack 5 }
  round 1 { reveal Guard "Rush" }`));
        expect(board.figureNamed('Guard1')?.ability).toEqual({ move: { points: 1, mode: 'normal', teleport: false }, attack: { value: 5, range: 0, targets: 1 }, area: undefined, muddled: false });
    });

    test('a standee whose type revealed no card takes no turn', async () => {
        const board = await boardOf(scenario(`${GUARD_TYPE}
  monster Guard1 of Guard at C4 elite number 1`));
        expect(board.figureNamed('Guard1')?.ability).toBeUndefined();
        expect(actingMonsters(board)).toEqual([]);
    });

    test('a seeded reveal draws the card of that position in the seeded shuffle of the deck', async () => {
        const value = await parsed(`${GUARD_TYPE}
  round 1 { reveal Guard seed 7 shuffle 1 card 2 }`);
        const deck = decksOf(value).get('Guard');
        const expected = seededShuffle(deck?.cards ?? [], 7, 1)[1];
        expect(revealedCards(value, monsterTypesOf(value), decksOf(value)).get('Guard')?.name).toBe(expected.name);
    });
});

describe('shared decks', () => {
    test('types that share a deck act on the one card it reveals', async () => {
        const board = await boardOf(scenario(`
  monster-type BanditGuard { normal health 5 move 2 attack 2 deck Guards }
  monster-type CityGuard { normal health 6 move 2 attack 3 deck Guards }
  deck Guards { card "Rush" initiative 20 { move +1 attack -1 } }
  monster Bandit1 of BanditGuard at C4 number 1
  monster City1 of CityGuard at C6 number 1
  round 1 { reveal BanditGuard "Rush" }`));
        expect(board.figureNamed('City1')?.ability?.attack?.value).toBe(2);
        expect(board.figureNamed('City1')?.initiative).toBe(20);
    });
});

describe('activation order', () => {
    const types = `
  monster-type Guard { normal health 5 move 2 attack 2 elite health 9 move 2 attack 3 }
  monster-type Archer { normal health 4 move 1 attack 2 range 3 elite health 6 move 1 attack 3 range 4 }
  deck Guard { card "Late" initiative 60 { move +0 attack +0 } }
  deck Archer { card "Early" initiative 15 { move +0 attack +0 } }
  character Hero at H8 initiative 30`;

    test('"monster types by their card\'s initiative, within a type elites before normals, then by standee number"', async () => {
        const board = await boardOf(scenario(`${types}
  monster Guard3 of Guard at A1 number 3
  monster Guard2 of Guard at A3 elite number 2
  monster Archer2 of Archer at C1 number 2
  monster Guard1 of Guard at A5 number 1
  monster Archer5 of Archer at C3 elite number 5
  monster Archer1 of Archer at C5 number 1
  round 1 { reveal Guard "Late" reveal Archer "Early" }`));
        expect(actingMonsters(board).map(m => m.name)).toEqual(['Archer5', 'Archer1', 'Archer2', 'Guard2', 'Guard1', 'Guard3']);
    });

    test('monsters with inline abilities act by their own initiative, as before, among the types', async () => {
        const board = await boardOf(scenario(`${types}
  monster Ogre at E1 initiative 40 { move 2 attack 3 }
  monster Rat at E3 { move 2 attack 1 }
  monster Guard1 of Guard at A5 number 1
  monster Archer1 of Archer at C5 number 1
  round 1 { reveal Guard "Late" reveal Archer "Early" }`));
        expect(actingMonsters(board).map(m => m.name)).toEqual(['Archer1', 'Ogre', 'Guard1', 'Rat']);
    });

    test('two types on one initiative act one type after the other, in the order their standees are written', async () => {
        const board = await boardOf(scenario(`
  monster-type Guard { normal health 5 move 2 attack 2 elite health 9 move 2 attack 3 }
  monster-type Archer { normal health 4 move 1 attack 2 range 3 elite health 6 move 1 attack 3 range 4 }
  deck Guard { card "Same" initiative 30 { move +0 attack +0 } }
  deck Archer { card "Same" initiative 30 { move +0 attack +0 } }
  character Hero at H8 initiative 30
  monster Guard2 of Guard at A1 number 2
  monster Archer1 of Archer at C1 elite number 1
  monster Guard1 of Guard at A3 elite number 1
  round 1 { reveal Guard "Same" reveal Archer "Same" }`));
        expect(actingMonsters(board).map(m => m.name)).toEqual(['Guard1', 'Guard2', 'Archer1']);
    });
});
