import { describe, expect, test } from 'vitest';
import { type Reported, reportedPerTest } from './reported.js';
import { IssueCodes } from '../../../language/validation/issue-codes.js';

/**
 * Stun, disarm and a wound that removes the monster, through the checks `ghs check` runs: the
 * `expect` of its turn, the `damage` of an option and the `expect after` all agree with play.
 * Each message with its exact text, range (line:first-last column, 1-based, end exclusive) and code.
 *
 * The room: Guard1 (normal: move 2, attack 2, 5 hp) at A1 on "Rush" (initiative 20: move +0,
 * attack +0) against Hero10 (9 hp) at C1, initiative 10. Unhindered it steps to B1 and attacks
 * Hero10: 2, drew +0 → 2 damage.
 */

const reportedOf = reportedPerTest();

function room(guard: string, ...lines: string[]): Promise<Reported[]> {
    return reportedOf([
        'scenario "Conditions" {',
        '  map A1..E3',
        '  monster-type Guard {',
        '    normal health 5 move 2 attack 2',
        '  }',
        '  deck Guard { card "Rush" initiative 20 { move +0 attack +0 } }',
        '  character Hero10 at C1 initiative 10 hp 9 of 10',
        `  monster   Guard1 of Guard at A1 number 1 ${guard}`,
        '  round 1 { reveal Guard "Rush" }',
        '  modifiers order +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, null, -1',
        ...lines.map(l => `  ${l}`),
        '}'
    ].join('\n'));
}

const STUNNED = 'Guard1 is stunned: it performs no ability this turn, so it neither moves nor attacks.';
const DISARMED = 'Guard1 is disarmed: it attacks no one this turn, though it still moves as its card says, to the hex it would attack from.';

describe('a stunned monster', () => {
    test('stays and attacks no one: its expectation and its state after agree', async () => {
        expect(await room('conditions stun',
            'expect Guard1 { to A1 }',
            'expect after Guard1 { Guard1 at A1 conditions none, Hero10 hp 9 }'
        )).toEqual([]);
    });

    test('the move and attack it cannot make: the error says it is stunned', async () => {
        expect(await room('conditions stun', 'expect Guard1 { to B1 attacks Hero10 damage 2 }')).toEqual([{
            // The damage on it is never played: an information says it is not checked (ghs.damage-not-checked).
            message: "'to B1 attacks Hero10' is not an option the rules give, so the damage written on it is not checked.",
            at: '11:19-48', code: IssueCodes.DamageNotChecked, severity: 3
        }, {
            message: "The expectation for Guard1 does not hold: the rules give 'to A1'. Listed but not possible: 'to B1 attacks Hero10'. " +
                `Possible but not listed: 'to A1'. Why: ${STUNNED} Guard1 stays at A1.`,
            at: '11:3-16', code: IssueCodes.ExpectFailed
        }]);
    });

    test('its stun ends with its turn: the next round it moves and attacks', async () => {
        expect(await room('conditions stun', 'expect after round 2 { Guard1 at B1 conditions none, Hero10 hp 7 }')).toEqual([]);
    });
});

describe('a disarmed monster', () => {
    test('moves where its attack would have taken it and attacks no one', async () => {
        expect(await room('conditions disarm',
            'expect Guard1 { to B1 }',
            'expect after Guard1 { Guard1 at B1 conditions none, Hero10 hp 9 }'
        )).toEqual([]);
    });

    test('the attack it cannot make: the error says it is disarmed', async () => {
        expect(await room('conditions disarm', 'expect Guard1 { to B1 attacks Hero10 damage 2 }')).toEqual([{
            // The damage on it is never played: an information says it is not checked (ghs.damage-not-checked).
            message: "'to B1 attacks Hero10' is not an option the rules give, so the damage written on it is not checked.",
            at: '11:19-48', code: IssueCodes.DamageNotChecked, severity: 3
        }, {
            message: "The expectation for Guard1 does not hold: the rules give 'to B1'. Listed but not possible: 'to B1 attacks Hero10'. " +
                `Possible but not listed: 'to B1'. Why: ${DISARMED} Hero10 is the focus: it can be attacked from B1 after 1 movement point, ` +
                'and no other enemy can be attacked at all. It could attack Hero10 this turn from any of 2 hexes; it takes B1: with the least movement. ' +
                'Guard1 moves to B1 (1 movement point).',
            at: '11:3-16', code: IssueCodes.ExpectFailed
        }]);
    });
});

describe('a monster its wound removes at the start of its turn', () => {
    test('takes no turn to expect: the error names the wound', async () => {
        expect(await room('hp 1 conditions wound', 'expect Guard1 { to A1 }')).toEqual([{
            message: "Guard1 is removed by its wound at the start of its turn (1 hit point, 1 damage), so it takes no turn to expect: write what its turn leaves with 'expect after Guard1 { Guard1 removed }'.",
            at: '11:3-16', code: IssueCodes.ExpectFailed
        }]);
    });

    test('what its turn leaves holds', async () => {
        expect(await room('hp 1 conditions wound', 'expect after Guard1 { Guard1 removed, Hero10 hp 9 }')).toEqual([]);
    });

    test('with a hit point more, it acts', async () => {
        expect(await room('hp 2 conditions wound',
            'expect Guard1 { to B1 attacks Hero10 damage 2 }',
            'expect after Guard1 { Guard1 at B1 hp 1, Hero10 hp 7 }'
        )).toEqual([]);
    });
});

describe('a damage that a target of the option never suffers', () => {
    test('says what stopped the attacks: here the retaliate that removed the monster before its second target', async () => {
        const text = [
            'scenario "Retaliate" {',
            '  map A1..E3',
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 2',
            '  }',
            '  deck Guard { card "Sweep" initiative 20 { move +0 attack +0 target 2 } }',
            '  character Hero10 at B1 initiative 10 hp 9 of 10 retaliate 2',
            '  character Hero20 at A2 initiative 30 hp 9 of 10',
            '  monster   Guard1 of Guard at A1 number 1 hp 2',
            '  round 1 { reveal Guard "Sweep" }',
            '  modifiers order +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, null, -1',
            '  expect Guard1 { to A1 attacks Hero10 damage 2, Hero20 damage 2 }',
            '}'
        ].join('\n');
        expect(await reportedOf(text)).toEqual([{
            message: "When Guard1 plays 'to A1 attacks Hero10, Hero20', Hero20 suffers 0 damage, not 2. Playing gave: " +
                "Guard1's attack 1 on Hero10: attack 2; drew +0 \u2192 2; 2 damage; Hero10 9 \u2192 7 hp; Hero10 retaliates 2: Guard1 2 \u2192 0 hp; Guard1 removed. " +
                'Guard1 is removed: its turn ends.',
            at: '12:64-65', code: IssueCodes.DamageExpectFailed
        }]);
    });
});
