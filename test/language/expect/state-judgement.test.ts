import { describe, expect, test } from 'vitest';
import { type Reported, reportedPerTest } from './reported.js';
import { IssueCodes } from '../../../language/validation/issue-codes.js';

/**
 * What playing the scenario on says of `expect after` and of `damage`: each message with its
 * exact text, range (line:first-last column, 1-based, end exclusive) and code.
 *
 * The room: Guard1 (elite: attack 3, shield 1) and Guard2 (normal: attack 2, 2 hp left) on
 * "Rush" (initiative 20: move +1, attack -1) against Hero10 (8 hp, shield 1, retaliate 2) at
 * initiative 10. The modifier deck is drawn in the order written: +1 for Guard1, -1 for Guard2.
 * By hand: Guard1 attacks 3 − 1 = 2, +1 → 3, less the shield 1 → 2 damage, Hero10 8 → 6; Hero10
 * retaliates 2 on Guard1 (9 → 7). Guard2 attacks 2 − 1 = 1, −1 → 0, shield → 0 damage; the
 * retaliate 2 removes it (2 → 0).
 */

const reportedOf = reportedPerTest();

const ROOM = [
    'scenario "Guard rush" {',
    '  map A1..F6',
    '  monster-type Guard {',
    '    normal health 5 move 2 attack 2',
    '    elite  health 9 move 2 attack 3 shield 1',
    '  }',
    '  deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }',
    '  character Hero10 at D5 initiative 10 hp 8 shield 1 retaliate 2',
    '  monster   Guard1 of Guard at C2 elite number 1',
    '  monster   Guard2 of Guard at E2 number 2 hp 2',
    '  round 1 { reveal Guard "Rush" }',
    '  modifiers order +1, -1, +0, +2, x2, +0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, -2, null'
];

/** The room, then the given lines from line 13 on. */
function reported(...lines: string[]): Promise<Reported[]> {
    return reportedIn(ROOM, ...lines);
}

function reportedIn(room: readonly string[], ...lines: string[]): Promise<Reported[]> {
    return reportedOf([...room, ...lines.map(l => `  ${l}`), '}'].join('\n'));
}

const GUARD1_ATTACK = "Guard1's attack 1 on Hero10: attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Hero10's shield 1 blocks 1: 2 damage; Hero10 8 \u2192 6 hp; " +
    'Hero10 retaliates 2: Guard1 9 \u2192 7 hp';

describe('expect after a monster\'s turn', () => {
    test('lines that hold report nothing', async () => {
        expect(await reported(
            'expect Guard1 { to C5 attacks Hero10 to D4 attacks Hero10 }',
            'expect Guard2 { to D4 attacks Hero10 to E5 attacks Hero10 }',
            'expect after Guard1 { Hero10 at D5 hp 6 conditions none, Guard1 at C5 hp 7, Guard2 at E2 hp 2 }',
            'expect after Guard2 { Hero10 hp 6, Guard2 removed }'
        )).toEqual([]);
    });

    test('hit points that differ: the error on the line, with the arithmetic', async () => {
        expect(await reported('expect after Guard1 { Hero10 hp 5 }')).toEqual([
            { message: `After Guard1's turn, Hero10 has 6 hp, not 5. Playing gave: ${GUARD1_ATTACK}.`, at: '13:25-36', code: IssueCodes.StateExpectFailed }
        ]);
    });

    test('a place, and a removal that did not happen', async () => {
        expect(await reported('expect after Guard1 {', '  Guard1 at C4', '  Guard2 removed', '}')).toEqual([
            { message: `After Guard1's turn, Guard1 is at C5, not C4. Playing gave: Guard1 moves C2 \u2192 C5 (3 movement points). ${GUARD1_ATTACK}.`, at: '14:5-17', code: IssueCodes.StateExpectFailed },
            { message: "After Guard1's turn, Guard2 is at E2 with 2 hp, not removed.", at: '15:5-19', code: IssueCodes.StateExpectFailed }
        ]);
    });
});

describe('expect after a monster\'s turn: the turns of characters before it', () => {
    test('a wounded character acting before the monster suffers its wound first', async () => {
        const wounded = ROOM.map(line => line.replace('hp 8 shield 1 retaliate 2', 'hp 8 shield 1 retaliate 2 conditions wound'));
        expect(await reportedIn(wounded, 'expect after Guard1 { Hero10 hp 6 }')).toEqual([
            { message: "After Guard1's turn, Hero10 has 5 hp, not 6. Playing gave: Hero10 suffers 1 damage from wound: 8 \u2192 7 hp. " +
                "Guard1's attack 1 on Hero10: attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Hero10's shield 1 blocks 1: 2 damage; Hero10 7 \u2192 5 hp; " +
                'Hero10 retaliates 2: Guard1 9 \u2192 7 hp.', at: '13:25-36', code: IssueCodes.StateExpectFailed }
        ]);
    });
});

describe('expect after a round', () => {
    test('a figure removed during the round, expected standing; conditions that differ', async () => {
        const found = await reported('expect after round 1 { Guard2 at D4 hp 2, Hero10 conditions poison }');
        expect(found.map(f => [f.at, f.code])).toEqual([['13:26-43', IssueCodes.StateExpectFailed], ['13:45-69', IssueCodes.StateExpectFailed]]);
        expect(found[0].message).toMatch(/^At the end of round 1, Guard2 is removed, not at D4 and with 2 hp\. Playing gave: .*Hero10 retaliates 2: Guard2 2 \u2192 0 hp/);
        expect(found[1].message).toMatch(/^At the end of round 1, Hero10 has no conditions, not conditions poison\. Playing gave: /);
    });

    test('a round too far ahead is not played: the editor judges on every keystroke', async () => {
        // Round 1 is current: round 100 is 99 rounds ahead and is played; round 101 is not.
        const found = await reported('expect after round 999999999 { Hero10 hp 8 }');
        expect(found).toEqual([{
            message: 'The state after round 999999999 is not worked out: it is played at most 100 rounds ahead of the current round (1).',
            at: expect.stringMatching(/^13:/), code: expect.any(String)
        }]);
        expect(await reported('expect after round 101 { Hero10 hp 8 }')).toHaveLength(1);
        expect((await reported('expect after round 100 { Hero10 hp 8 }')).map(f => f.message)).not.toContainEqual(expect.stringMatching(/not worked out/));
    });
});

describe('damage on an option', () => {
    test('the damage written on a target that playing deals differently: the error on its number', async () => {
        expect(await reported('expect Guard1 { to C5 attacks Hero10 damage 3 to D4 attacks Hero10 damage 2 }')).toEqual([
            { message: `When Guard1 plays 'to C5 attacks Hero10', Hero10 suffers 2 damage, not 3. Playing gave: ${GUARD1_ATTACK}.`, at: '13:47-48', code: IssueCodes.DamageExpectFailed }
        ]);
    });

    test('a target whose hit points are not written', async () => {
        expect(await reported('character Hero20 at A6 initiative 5', 'monster Ally at A1 { attack range 9 }',
            'expect Ally { to A1 attacks Hero20 damage 1 }')).toEqual([
            { message: "Hero20's hit points are not written, so the damage of Ally's attacks on it is not worked out: give it 'hp N'.", at: '15:45-46', code: IssueCodes.DamageExpectFailed }
        ]);
    });
});

describe('damage on a monster that others attack before', () => {
    test('is worked out from the deck as written, and a warning says that the round draws their cards first', async () => {
        // Alone, Guard2 draws the deck's first card, +1: attack 2 − 1 = 1, +1 → 2, less the shield → 1.
        // In the round Guard1 draws that +1 first, and Guard2's −1 deals 0 (the hover's figure).
        expect(await reported('expect Guard2 { to D4 attacks Hero10 damage 1 to E5 attacks Hero10 }')).toEqual([
            {
                message: "This damage is worked out from the modifier deck and the state as written, but Guard1 attacks before Guard2 this round, drawing first. 'expect after Guard2' checks the hit points once that turn is played.",
                at: '13:3-16', code: IssueCodes.DamageAfterEarlierAttacks, severity: 2
            }
        ]);
    });

    test('the first monster to attack gets no warning', async () => {
        expect(await reported('expect Guard1 { to C5 attacks Hero10 damage 2 to D4 attacks Hero10 }')).toEqual([]);
    });
});

describe('damage on an option the rules do not give', () => {
    test('the expectation fails, and an information says the damage on that option is not checked', async () => {
        const found = await reported('expect Guard1 { to C5 attacks Hero10 damage 2 to A1 attacks Hero10 damage 5 }');
        expect(found.filter(f => f.code !== IssueCodes.ExpectFailed)).toEqual([
            { message: "'to A1 attacks Hero10' is not an option the rules give, so the damage written on it is not checked.", at: '13:49-78', code: IssueCodes.DamageNotChecked, severity: 3 }
        ]);
        expect(found.filter(f => f.code === IssueCodes.ExpectFailed)).toHaveLength(1);
    });
});

describe('expect after, not checked', () => {
    test('after a monster that has already acted: an information, as for its options', async () => {
        expect(await reported('acted Guard1 from C1 to C2 attacks Hero10', 'expect after Guard1 { Hero10 hp 6 }')).toEqual([
            { message: 'Guard1 has already acted this round, so this expectation about the state after its turn is not checked.', at: '14:16-22', code: IssueCodes.ExpectAfterActed, severity: 3 }
        ]);
    });

    test('naming no figure of the scenario: the name\'s error, and a warning that the block is not checked, not a second error on the name', async () => {
        expect(await reported('expect after round 1 { Hero10 hp 6, Nobody hp 3 }', 'expect after Noone { Hero10 hp 6 }', 'expect after Guard1 { Hero10 hp 6 }')).toEqual([
            { message: "No figure named 'Nobody' in this scenario (its figures: 'Hero10', 'Guard1' and 'Guard2').", at: '13:39-45', code: '' },
            { message: "No figure named 'Noone' in this scenario (its figures: 'Hero10', 'Guard1' and 'Guard2').", at: '14:16-21', code: '' },
            { message: "Not checked: fix the name 'Nobody' first (line 13).", at: '13:3-23', code: IssueCodes.ExpectNotChecked, severity: 2 },
            { message: "Not checked: fix the name 'Noone' first (line 14).", at: '14:3-21', code: IssueCodes.ExpectNotChecked, severity: 2 }
        ]);
    });

    test('with a syntax error in the file: the warning on the statement, from expect to the round', async () => {
        const found = await reported('expect after round 1 { Hero10 hp 1 }', 'trapp A1');
        expect(found.filter(f => f.code === IssueCodes.ExpectNotChecked)).toEqual([
            { message: 'Not checked: fix the syntax errors first (line 14).', at: '13:3-23', code: IssueCodes.ExpectNotChecked, severity: 2 }
        ]);
    });
});
