import { describe, expect, test } from 'vitest';
import { type Reported, reportedPerTest } from './reported.js';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { IssueCodes } from '../../../language/validation/issue-codes.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * An expectation of a monster's turn belongs to a round (`in round N`, else the current one) and
 * to a monster on the board. One of another round, or of a removed monster, is history or a plan:
 * an information says it is not checked, and nothing of it is judged. Ranges are
 * line:first-last column, 1-based, end exclusive.
 */

const reportedOf = reportedPerTest();

/** `map A1..F6` on line 2, a hero and a guard on lines 3 and 4; the given lines from line 5 on. */
function room(...lines: string[]): string {
    return ['scenario "Time" {', '    map A1..F6', '    character Hero10 at D5 initiative 10 hp 8',
        '    monster Guard at C4 initiative 30 { move 2 attack 2 }', ...lines.map(l => `    ${l}`), '}'].join('\n');
}

function reported(...lines: string[]): Promise<Reported[]> {
    return reportedOf(room(...lines));
}

describe('expectations in a round', () => {
    test('of a round that is over, or not begun: an information, and a wrong one is not judged', async () => {
        expect(await reported(
            'round 3 { }',
            'expect Guard in round 2 { to A1 }',
            'expect after Guard in round 4 { Hero10 hp 1 }'
        )).toEqual([
            { message: "Round 2 is over (the scenario is in round 3), so this expectation about Guard's turn is not checked.", at: '6:12-17', code: IssueCodes.ExpectOutOfTime, severity: 3 },
            { message: "Round 4 has not begun (the scenario is in round 3), so this expectation about the state after Guard's turn is not checked.", at: '7:18-23', code: IssueCodes.ExpectOutOfTime, severity: 3 }
        ]);
    });

    test('of the current round, written or not, it is judged', async () => {
        const judged = await reported('round 2 { }', 'expect Guard in round 2 { to A1 }', 'expect after Guard { Hero10 hp 1 }');
        expect(judged.map(d => `${d.at} ${d.code}`)).toEqual([`7:26-37 ${IssueCodes.StateExpectFailed}`, `6:5-17 ${IssueCodes.ExpectFailed}`]);
    });

    test('one per monster and round: without `in round` it is the current round\'s', async () => {
        expect(await reported(
            'round 2 { }',
            'expect Guard { to D4 attacks Hero10 }', 'expect Guard in round 2 { to D4 attacks Hero10 }', 'expect Guard in round 1 { to D4 attacks Hero10 }',
            'expect after Guard in round 2 { Hero10 hp 6 }', 'expect after Guard { Hero10 hp 6 }'
        ).then(all => all.filter(d => d.code === IssueCodes.ExpectRepeated || d.code === IssueCodes.StateExpectRepeated))).toEqual([
            { message: "Guard already has an 'expect' in round 2: merge the options into one block.", at: '7:12-17', code: IssueCodes.ExpectRepeated },
            { message: "There is already an 'expect after Guard': merge the two into one block.", at: '10:18-23', code: IssueCodes.StateExpectRepeated }
        ]);
    });
});

describe('a removed standee', () => {
    test('keeps its line off the board: its hex is free, its expectations are not checked, and `removed` after a round holds', async () => {
        expect(await reported(
            'monster Gone at D5 initiative 40 removed { move 2 attack 2 }',
            'expect Gone { to D5 }',
            'expect after Gone { Hero10 hp 1 }',
            'expect after round 1 { Gone removed }'
        )).toEqual([
            { message: 'Gone was removed, so this expectation about its turn is not checked.', at: '6:12-16', code: IssueCodes.ExpectOutOfTime, severity: 3 },
            { message: 'Gone was removed, so this expectation about the state after its turn is not checked.', at: '7:18-22', code: IssueCodes.ExpectOutOfTime, severity: 3 }
        ]);
    });

    test('stands on no hex: a closed door there is no error, and its record may end elsewhere', async () => {
        // Removed by a retaliate after its move, it left the board from the hex the record names.
        expect(await reported('door A1 closed', 'monster Gone at A1 initiative 40 removed { move 2 attack 2 }', 'acted Gone from A1 to B2')).toEqual([]);
        expect((await reported('door A1 closed', 'monster Gone at A1 initiative 40 { move 2 attack 2 }', 'acted Gone from A1 to B2')).map(d => d.code))
            .toEqual([IssueCodes.FigureOnClosedDoor, IssueCodes.ActedElsewhere]);
    });

    test('a summon written removed holds `removed`, and one that stands does not', async () => {
        const judged = await reported(
            'summon Wolf of Hero10 at E5 hp 0 removed',
            'summon Fox of Hero10 at E4 hp 9 of 9',
            'expect after round 1 { Wolf removed, Fox removed }'
        );
        expect(judged.map(d => `${d.at} ${d.code}`)).toEqual([`7:42-53 ${IssueCodes.StateExpectFailed}`]);
    });

    test('takes no turn when played', async () => {
        const document = await parseAndValidate(room('monster Gone at A1 initiative 40 removed { move 2 attack 2 }'));
        expect(playTurnEdits(analyzer, document, 'Gone', 0)).toEqual({ error: 'Gone was removed: it takes no turn.' });
    });
});
