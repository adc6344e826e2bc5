import { describe, expect, test } from 'vitest';
import { type Reported, reportedPerTest } from './reported.js';
import { IssueCodes } from '../../../language/validation/issue-codes.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * A monster's `expect`, like every decision surface, is judged on the board as written. When a
 * character or summon acting before the monster this round has a turn that changes that board (a
 * wound at its start, a condition that ends with it), play decides on another board: a warning
 * says so. Ranges are line:first-last column, 1-based, end exclusive.
 */

const reportedOf = reportedPerTest();

/** A guard acting at 20 on lines 3 to 9; the given lines from line 10 on. */
function room(...lines: string[]): string {
    return ['scenario "Earlier" {', '  map A1..E3',
        '  monster-type Guard {', '    normal health 5 move 2 attack 2', '  }',
        '  deck Guard {', '    card "Rush" initiative 20 { move +0 attack +0 }', '  }',
        '  round 1 { reveal Guard "Rush" }',
        ...lines.map(l => `  ${l}`), '}'].join('\n');
}

async function warnings(...lines: string[]): Promise<Reported[]> {
    return (await reportedOf(room(...lines))).filter(d => d.code === IssueCodes.ExpectBeforeEarlierTurns);
}

async function decisionNote(...lines: string[]): Promise<string | undefined> {
    const document = await parseAndValidate(room(...lines));
    return analyzer.analyze(document.parseResult.value).worded.find(d => d.monster === 'Guard1')?.earlierTurns;
}

describe('an expectation of a monster\'s turn that earlier turns will change', () => {
    test('an invisibility that ends before the monster\'s turn: a warning that names the turn and what it changes, beside the expectation\'s own verdict', async () => {
        const lines = [
            'character Hero10 at C2 initiative 10 hp 9 of 10 conditions invisible',
            'character Hero90 at E3 initiative 90 hp 9 of 10',
            'monster   Guard1 of Guard at A1 number 1',
            'expect Guard1 {', '  to B2', '  to C1', '}'
        ];
        expect(await reportedOf(room(...lines))).toEqual([{
            message: "This expectation is judged on the board as written, but Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn. 'expect after Guard1' checks the state once that turn is played.",
            at: '13:3-16', code: IssueCodes.ExpectBeforeEarlierTurns, severity: 2
        }]);
        expect(await decisionNote(...lines)).toBe(
            "Decided on the board as written, but Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn. " +
            "Run monster turn, ghs play and 'expect after Guard1' play that turn first.");
    });

    test('a wound, a summon and its owner, and a character on the monster\'s own initiative: every such turn, in the order played', async () => {
        expect(await warnings(
            'character Hero10 at C2 initiative 10 hp 9 of 10 conditions wound',
            'character Hero20 at E3 initiative 20 hp 1 of 10 conditions wound, muddle',
            'summon    Wolf of Hero20 at E1 hp 2 of 2 conditions immobilize',
            'monster   Guard1 of Guard at A1 number 1',
            'expect Guard1 { to B2 attacks Hero10 }'
        )).toEqual([{
            message: "This expectation is judged on the board as written, but Hero10's turn at initiative 10, Wolf's at initiative 20 and Hero20's at initiative 20, before Guard1's, change it: " +
                "Hero10 suffers 1 damage from wound: 9 \u2192 8 hp; Wolf's immobilize ends with its turn; Hero20 suffers 1 damage from wound: 1 \u2192 0 hp; Hero20 exhausted. " +
                "'expect after Guard1' checks the state once those turns are played.",
            at: '14:3-16', code: IssueCodes.ExpectBeforeEarlierTurns, severity: 2
        }]);
    });

    test('no warning when nothing changes before the monster\'s turn', async () => {
        // The `invisible` flag stays all round (the one-moment puzzles' way of writing it); no hit points: no wound is played.
        expect(await warnings(
            'character Hero10 at C2 initiative 10 invisible hp 9 of 10',
            'character Hero15 at C1 initiative 15 conditions wound',
            'character Hero90 at E3 initiative 90 hp 9 of 10 conditions wound, stun',
            'monster   Guard1 of Guard at A1 number 1',
            'expect Guard1 { to B1 attacks Hero15 }'
        )).toEqual([]);
        expect(await decisionNote(
            'character Hero90 at E3 initiative 90 hp 9 of 10 conditions wound',
            'monster   Guard1 of Guard at A1 number 1'
        )).toBeUndefined();
    });

    test('no warning on `expect after`, which plays those turns, nor once they are past', async () => {
        expect(await warnings(
            'character Hero10 at C2 initiative 10 hp 9 of 10 conditions wound',
            'monster   Guard1 of Guard at A1 number 1',
            'expect after Guard1 { Hero10 hp 6 }'
        )).toEqual([]);
        // Guard2 acted at 20: Hero10's turn at 10 is past, and Guard1 has no earlier turn to wait for.
        expect(await warnings(
            'character Hero10 at C2 initiative 10 hp 9 of 10 conditions wound',
            'monster   Guard1 of Guard at A1 number 1',
            'monster   Guard2 of Guard at E1 number 2',
            'acted     Guard2 from E2 to E1',
            'expect Guard1 { to B2 attacks Hero10 }'
        )).toEqual([]);
    });
});
