import { at } from '../../fixtures/decisions.js';
import { describe, expect, test } from 'vitest';
import { decksOf, monsterTypesOf } from '../../../language/model/monster-types.js';
import { endOfRoundWords, figureTurnWords, turnWords } from '../../../language/explain/play-words.js';
import { type RoundReport, figureTurnsBefore, nextReveal, turnOrder } from '../../../language/play/round.js';
import { playStateOf } from '../../../language/model/state-from-scenario.js';
import { seededShuffle } from '../../../language/model/seeded-shuffle.js';
import { analyzer, parseAndValidate } from '../helpers.js';
import { playedRound } from './played-round.js';

const REST = '+0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, -2';

const TYPES = `
  monster-type Guard {
    normal health 5 move 2 attack 2 adds stun
    elite  health 8 move 2 attack 3
  }
  monster-type Archer {
    normal health 4 move 1 attack 2 range 3
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }
  deck Archer {
    card "Aim" initiative 15 { attack +0 }
  }`;

function scenario(body: string, deck = `modifiers order +1, x2, -1, +0, +2, null, ${REST}`): string {
    return `scenario "Round" {\n  map A1..H6\n${TYPES}\n${body}\n  ${deck}\n}`;
}

const round = playedRound;

function words(report: RoundReport): string[] {
    return report.turns.flatMap(turn => {
        switch (turn.kind) {
            case 'monster': return [`${turn.report.monster}:`, ...turnWords(turn.report)];
            case 'figure': return [`${turn.figure}:`, ...figureTurnWords(turn)];
            case 'refused': return [`${turn.monster}: ${turn.reason}`];
        }
    });
}

describe('the order of a round', () => {
    test('monster types by their card\'s initiative, elites before normals, then by standee number; characters at their initiative, before a monster on the same one', async () => {
        const document = await parseAndValidate(scenario(`
  character Hero15 at H6 initiative 15 hp 5 of 5
  character Hero50 at H1 initiative 50 hp 5 of 5
  summon    Wolf of Hero50 at G1 hp 2 of 2
  monster   Guard3 of Guard at A1 number 3
  monster   Guard1 of Guard at A2 number 1
  monster   Guard2 of Guard at A3 elite number 2
  monster   Archer1 of Archer at A5 number 1
  round 1 { reveal Guard "Slash" reveal Archer "Aim" }`));
        const scenarioNode = document.parseResult.value;
        const state = playStateOf(scenarioNode, analyzer.boardOf(scenarioNode)!);
        expect(turnOrder(state).map(a => a.name)).toEqual(['Hero15', 'Archer1', 'Guard2', 'Guard1', 'Guard3', 'Wolf', 'Hero50']);
    });
});

describe('a whole round', () => {
    test('plays every turn, lets conditions end at their figure\'s turn, and does the end-of-round steps', async () => {
        // Guard1 (initiative 40) stuns Hero50 before its turn: the stun ends at the end of Hero50's
        // turn this round. Hero10 acted first: its wound hurt at the start of its turn.
        const text = scenario(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero50 at C1 initiative 50 hp 6 of 6
  monster   Guard1 of Guard at A1 number 1
  round 3 { reveal Guard "Slash" }`);
        const result = await round(text);
        expect(words(result.report)).toEqual([
            'Hero10:', 'Hero10 suffers 1 damage from wound: 5 \u2192 4 hp',
            'Guard1:', 'Guard1 moves A1 \u2192 B1 (1 movement point)',
            "Guard1's attack 1 on Hero50: attack 2; drew +1 \u2192 3; 3 damage; Hero50 6 \u2192 3 hp; Hero50 gains stun",
            'Hero50:', "Hero50's stun ends with its turn"
        ]);
        expect(result.report.end.map(endOfRoundWords)).toEqual(['round 4 begins']);
        expect(result.text).toBe(scenario(`
  character Hero10 at H6 initiative 10 hp 4 of 5 conditions wound
  character Hero50 at C1 initiative 50 hp 3 of 6
  monster   Guard1 of Guard at B1 number 1
  round 4 { reveal Guard "Slash" }`, `modifiers order x2, -1, +0, +2, null, ${REST} drawn +1`));
    });

    test('a standard x2 drawn reshuffles the deck at the end of the round, and the acted records go', async () => {
        // "If a standard “2x” card or “Null” card attack modifier card was drawn ... during the round,
        // shuffle all the discards of that deck back into its draw deck."
        const text = scenario(`
  character Hero10 at C1 initiative 10 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1
  monster   Archer1 of Archer at H6 number 1
  acted     Archer1 from H6 to H6
  round 1 { reveal Guard "Slash" reveal Archer "Aim" }`, `modifiers order x2, ${REST}, +1, -1, +0, +2, null`);
        const result = await round(text);
        expect(words(result.report)).toEqual([
            'Guard1:', 'Guard1 moves A1 \u2192 B1 (1 movement point)',
            "Guard1's attack 1 on Hero10: attack 2; drew x2 \u2192 4; 4 damage; Hero10 9 \u2192 5 hp; Hero10 gains stun"
        ]);
        expect(result.report.end.map(endOfRoundWords)).toEqual([
            'a standard x2 or null was drawn this round: the monster modifier deck is shuffled anew', 'round 2 begins'
        ]);
        expect(result.text).toBe(scenario(`
  character Hero10 at C1 initiative 10 hp 5 of 10 conditions stun
  monster   Guard1 of Guard at B1 number 1
  monster   Archer1 of Archer at H6 number 1
  round 2 { reveal Guard "Slash" reveal Archer "Aim" }`, 'modifiers seed 0 shuffle 1'));
    });

    test('an x2 written among the cards drawn was drawn earlier this round: the words say so when the deck is shuffled', async () => {
        const text = scenario(`
  character Hero10 at H1 initiative 10 hp 9 of 10
  monster   Guard1 of Guard at A6 number 1
  round 1 { reveal Guard "Slash" }`, `modifiers order ${REST}, +1, -1, +0, +2, null drawn x2`);
        const result = await round(text);
        expect(words(result.report)).toEqual(['Guard1:', 'Guard1 moves A6 \u2192 B4 (2 movement points)', "Guard1's attack 1 has no target: its focus cannot be attacked from B4 this turn"]);
        expect(result.report.end.map(endOfRoundWords)).toEqual([
            'a standard x2 or null was drawn earlier this round (it is written among the cards drawn): the monster modifier deck is shuffled anew', 'round 2 begins'
        ]);
    });
});

describe('the expectations of a round', () => {
    test('the end of a round stamps the expectations of its turns with it; those of another round and after a round stay as written', async () => {
        const text = scenario(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero50 at C1 initiative 50 hp 6 of 6
  monster   Guard1 of Guard at A1 number 1
  round 3 { reveal Guard "Slash" }
  expect Guard1 { to B1 attacks Hero50 damage 3 }
  expect Guard1 in round 4 { to B1 attacks Hero50 }
  expect after Guard1 { Hero50 hp 3 }
  expect after Guard1 in round 2 { Hero50 hp 6 }
  expect after round 3 { Hero50 hp 3 }`);
        const before = await parseAndValidate(text);
        expect((before.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
        const result = await round(text);
        expect(result.text).toBe(scenario(`
  character Hero10 at H6 initiative 10 hp 4 of 5 conditions wound
  character Hero50 at C1 initiative 50 hp 3 of 6
  monster   Guard1 of Guard at B1 number 1
  round 4 { reveal Guard "Slash" }
  expect Guard1 in round 3 { to B1 attacks Hero50 damage 3 }
  expect Guard1 in round 4 { to B1 attacks Hero50 }
  expect after Guard1 in round 3 { Hero50 hp 3 }
  expect after Guard1 in round 2 { Hero50 hp 6 }
  expect after round 3 { Hero50 hp 3 }`, `modifiers order x2, -1, +0, +2, null, ${REST} drawn +1`));
    });
});

describe('the turns before a monster\'s', () => {
    async function stateOf(body: string) {
        const scenarioNode = (await parseAndValidate(scenario(body))).parseResult.value;
        return playStateOf(scenarioNode, analyzer.boardOf(scenarioNode)!);
    }

    test('are the characters\' and summons\' turns the round plays before it, monsters left out, each with what it changed', async () => {
        const state = await stateOf(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero15 at H5 initiative 15 hp 5 of 5
  character Hero40 at H1 initiative 40 hp 5 of 5 conditions muddle
  summon    Wolf of Hero40 at G1 hp 2 of 2 conditions invisible
  character Hero60 at H3 initiative 60 hp 5 of 5 conditions wound
  monster   Guard1 of Guard at A1 number 1
  monster   Archer1 of Archer at A5 number 1
  round 1 { reveal Guard "Slash" reveal Archer "Aim" }`);
        // Archer1 acts at 15 after Hero15 (a character first on the same initiative); Guard1 at 40 after Hero40 and its summon.
        const before = figureTurnsBefore(state, 'Guard1');
        expect(before.turns.map(t => [t.figure, t.initiative, figureTurnWords(t)])).toEqual([
            ['Hero10', 10, ['Hero10 suffers 1 damage from wound: 5 \u2192 4 hp']],
            ['Wolf', 40, ["Wolf's invisible ends with its turn"]],
            ['Hero40', 40, ["Hero40's muddle ends with its turn"]]
        ]);
        expect(before.state.vitals.get('Hero10')?.hp).toBe(4);
        expect(before.state.conditions.get('Hero40')).toEqual([]);
        expect(before.state.board.figureNamed('Wolf')?.invisible).toBeUndefined();
        expect(before.state.vitals.get('Hero60')?.hp).toBe(5);
        expect(before.state.board.figureNamed('Archer1')?.acted).toBe(false);
        expect(figureTurnsBefore(state, 'Archer1').turns.map(t => t.figure)).toEqual(['Hero10']);
    });

    test('are none for a monster without a turn left, and none of those already past', async () => {
        const state = await stateOf(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero20 at H4 initiative 20 hp 5 of 5 conditions wound
  monster   Guard1 of Guard at A1 number 1
  monster   Archer1 of Archer at A5 number 1
  acted     Archer1 from A5 to A5
  round 1 { reveal Guard "Slash" reveal Archer "Aim" }`);
        expect(figureTurnsBefore(state, 'Archer1')).toEqual({ state, turns: [] });
        // Archer1 acted at 15: Hero10's turn is past, Hero20's is still to come.
        expect(figureTurnsBefore(state, 'Guard1').turns.map(t => t.figure)).toEqual(['Hero20']);
    });

    test('are past up to a monster removed during its turn: its record keeps its initiative, off the board', async () => {
        const state = await stateOf(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero50 at H4 initiative 50 hp 5 of 5 conditions wound
  monster   Guard1 of Guard at A1 number 1 hp 0 conditions wound removed
  monster   Guard2 of Guard at A2 number 2
  acted     Guard1 from A1 to A1
  round 1 { reveal Guard "Slash" }`);
        expect(state.acted).toEqual([{ monster: 'Guard1', from: at('A1'), to: at('A1'), attacks: [], initiative: 40 }]);
        expect(turnOrder(state).map(a => a.name)).toEqual(['Guard2', 'Hero50']);
        expect(figureTurnsBefore(state, 'Guard2').turns).toEqual([]);
    });

    test('for a monster written without an initiative, which acts last, are every character\'s; once it has acted they are past', async () => {
        const ahead = await stateOf(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero90 at H4 initiative 90 hp 5 of 5 conditions wound
  monster   Guard1 at A1 { move 1 attack 1 }`);
        expect(figureTurnsBefore(ahead, 'Guard1').turns.map(t => t.figure)).toEqual(['Hero10', 'Hero90']);
        const past = await stateOf(`
  character Hero10 at H6 initiative 10 hp 5 of 5 conditions wound
  character Hero90 at H4 initiative 90 hp 5 of 5 conditions wound
  monster   Guard1 at A1 { move 1 attack 1 }
  monster   Guard2 at A2 { move 1 attack 1 }
  acted     Guard1 from A1 to A1`);
        expect(turnOrder(past).map(a => a.name)).toEqual(['Guard2']);
    });
});

describe('invisibility in a round', () => {
    test('an invisible character whose invisibility ends with its turn can be focused by the monsters that act later', async () => {
        // Invisible: "it cannot be focused on or targeted by an enemy", until the end of its next turn.
        const text = scenario(`
  character Hero10 at C1 initiative 10 hp 5 of 5 conditions invisible
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Slash" }`);
        const result = await round(text);
        expect(words(result.report)).toEqual([
            'Hero10:', "Hero10's invisible ends with its turn",
            'Guard1:', 'Guard1 moves A1 \u2192 B1 (1 movement point)',
            "Guard1's attack 1 on Hero10: attack 2; drew +1 \u2192 3; 3 damage; Hero10 5 \u2192 2 hp; Hero10 gains stun"
        ]);
    });

    test('one written as a flag stays', async () => {
        const text = scenario(`
  character Hero10 at C1 initiative 10 invisible hp 5 of 5
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Slash" }`);
        const result = await round(text);
        expect(words(result.report)).toEqual(['Guard1:', "Guard1's attack 1 has no target: it has no focus"]);
    });
});

describe('the next round\'s reveals', () => {
    test('a seeded deck turns to its next card, and is shuffled anew after a card with the shuffle mark or its last card', async () => {
        const document = await parseAndValidate(`scenario "R" {
  map A1..B2
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "One" initiative 10 { attack +0 }
    card "Two" initiative 20 { attack +0 }
    card "Mark" initiative 30 shuffle { attack +0 }
  }
}`);
        const scenarioNode = document.parseResult.value;
        const context = { types: monsterTypesOf(scenarioNode), decks: decksOf(scenarioNode) };
        const cards = context.decks.get('Guard')!.cards;
        const seed = 11;
        const order = seededShuffle(cards, seed, 0).map(c => c.name);
        const mark = order.indexOf('Mark') + 1;
        for (let position = 1; position <= 3; position++) {
            const next = nextReveal({ type: 'Guard', kind: 'seeded', seed, shuffle: 0, position }, context);
            expect(next).toEqual(position === mark || position === 3
                ? { type: 'Guard', kind: 'seeded', seed, shuffle: 1, position: 1 }
                : { type: 'Guard', kind: 'seeded', seed, shuffle: 0, position: position + 1 });
        }
        const named = { type: 'Guard', kind: 'named', card: 'One' } as const;
        expect(nextReveal(named, context)).toBe(named);
    });
});
