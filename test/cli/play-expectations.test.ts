import { describe, expect, test } from 'vitest';
import { playRounds } from '../../cli/play.js';

const CORRIDOR = [
    'scenario "Corridor" {',
    '  map A1..F1',
    '  character Hero at F1 initiative 10',
    '  monster   Guard1 at A1 { move 1 attack 1 }',
    '  expect after round 2 { Guard1 at A1 }',
    '  expect after Guard1 in round 3 { Guard1 at B1 }',
    '}',
    ''
].join('\n');

describe('the expectations ghs play reports', () => {
    test('each is judged before every round it can speak of, and reported once, at its line in the file as read', async () => {
        const report = await playRounds({ name: 'corridor.ghs', text: CORRIDOR }, { rounds: 3 });
        expect(report.rounds).toHaveLength(3);
        // `expect after round 2` fails before round 1 and again before round 2; the round-3 block
        // is judged on a text whose round block, written by round 1, moved it two lines down.
        expect(report.problems).toEqual([
            'corridor.ghs:5:26: error: At the end of round 2, Guard1 is at C1, not A1. Playing gave: Guard1 moves A1 \u2192 B1 (1 movement point). ' +
                'Guard1\'s attack 1 has no target: its focus cannot be attacked from B1 this turn. Guard1 moves B1 \u2192 C1 (1 movement point). ' +
                'Guard1\'s attack 1 has no target: its focus cannot be attacked from C1 this turn.',
            'corridor.ghs:6:36: error: After Guard1\'s turn, Guard1 is at D1, not B1. Playing gave: Guard1 moves C1 \u2192 D1 (1 movement point). ' +
                'Guard1\'s attack 1 has no target: its focus cannot be attacked from D1 this turn.'
        ]);
    });

    test('a scenario without a modifiers line is judged with the deck --seed gives it, the one it is played with', async () => {
        const text = [
            'scenario "Two guards" {',
            '  map A1..F4',
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 3',
            '    elite  health 8 move 2 attack 4 shield 1',
            '  }',
            '  deck Guard { card "Rush" initiative 20 { move +1 attack +1 } }',
            '  character Hero10 at D2 initiative 10 hp 9 of 10 shield 1',
            '  monster   Guard1 of Guard at A1 number 1',
            '  monster   Guard2 of Guard at A4 elite number 2',
            '  round 1 { reveal Guard "Rush" }',
            '  expect after round 1 { Hero10 hp 1 }',
            '}',
            ''
        ].join('\n');
        // Seed 4 draws +0 then +1: 9 → 5 → 1. Seed 0, the one ghs check uses, draws +0 then -1: 9 → 5 → 3.
        const seeded = await playRounds({ name: 'guards.ghs', text }, { rounds: 1, seed: 4 });
        expect(seeded.problems).toEqual([]);
        expect(seeded.text).toContain('  modifiers seed 4 drawn +0, +1\n');
        expect((await playRounds({ name: 'guards.ghs', text }, { rounds: 1 })).problems).toEqual([
            'guards.ghs:12:26: error: At the end of round 1, Hero10 has 3 hp, not 1. Playing gave: ' +
                'Guard2\'s attack 1 on Hero10: attack 4 +1 (card) = 5; drew +0 \u2192 5; Hero10\'s shield 1 blocks 1: 4 damage; Hero10 9 \u2192 5 hp. ' +
                'Guard1\'s attack 1 on Hero10: attack 3 +1 (card) = 4; drew \u22121 \u2192 3; Hero10\'s shield 1 blocks 1: 2 damage; Hero10 5 \u2192 3 hp.'
        ]);
    });

    test('none is reported when every one holds', async () => {
        const holding = CORRIDOR.replace('{ Guard1 at A1 }', '{ Guard1 at C1 }').replace('{ Guard1 at B1 }', '{ Guard1 at D1 }');
        expect((await playRounds({ name: 'corridor.ghs', text: holding }, { rounds: 3 })).problems).toEqual([]);
    });
});
