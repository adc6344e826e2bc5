import { describe, expect, test } from 'vitest';
import { type Reported, reportedPerTest } from './reported.js';
import { isExpectation, isStateExpectation } from '../../../language/generated/ast.js';
import { IssueCodes } from '../../../language/validation/issue-codes.js';
import { expectedDamages, expectedFactOf } from '../../../language/analysis/expected-state.js';
import { parseAndValidate } from '../helpers.js';

/**
 * The static checks of `expect after` blocks and of `damage` on options: each room breaks one
 * rule, and the test pins the message, its range (line:first-last column, 1-based, end exclusive)
 * and its code. What playing the scenario judges is left to the other tests: those codes are
 * not listed here.
 */

const reportedOf = reportedPerTest();

/** `map A1..F6` on line 2, a guard and a hero on lines 3 and 4; the given lines from line 5 on. */
function room(...lines: string[]): string {
    return ['scenario "State" {', '    map A1..F6', '    character Hero10 at D5 initiative 10 hp 8',
        '    monster Guard at C4 initiative 30 { move 2 attack 2 }', ...lines.map(l => `    ${l}`), '}'].join('\n');
}

const JUDGED: readonly string[] = [IssueCodes.StateExpectFailed, IssueCodes.DamageExpectFailed, IssueCodes.ExpectFailed];

async function reported(...lines: string[]): Promise<Reported[]> {
    return (await reportedOf(room(...lines))).filter(d => !JUDGED.includes(d.code));
}

describe('expect after: static checks', () => {
    test('a block after a monster\'s turn and one after a round, each figure once, report nothing', async () => {
        expect(await reported(
            'expect after Guard { Hero10 hp 6, Guard at D4 conditions none }',
            'expect after round 1 {', 'Hero10 at D5 hp 6 conditions poison, wound', '}'
        )).toEqual([]);
    });

    test('after a figure that takes no turn', async () => {
        expect(await reported('monster Ally at A1', 'expect after Ally { Hero10 hp 6 }', 'expect after Hero10 { Hero10 hp 6 }')).toEqual([
            { message: "Ally takes no turn this round, so there is no state after its turn: name a monster that acts, or write 'expect after round N'.", at: '6:18-22', code: IssueCodes.StateExpectNoTurn },
            { message: "Hero10 takes no turn this round, so there is no state after its turn: name a monster that acts, or write 'expect after round N'.", at: '7:18-24', code: IssueCodes.StateExpectNoTurn }
        ]);
    });

    test('after a round that is over: an information, the block is not checked', async () => {
        expect(await reported('round 2 { }', 'expect after round 1 { Hero10 hp 6 }')).toEqual([
            { message: 'Round 1 is over (the scenario is in round 2), so this expectation about its end is not checked.', at: '6:24-25', code: IssueCodes.StateExpectRoundOver, severity: 3 }
        ]);
    });

    test('an empty block, and a figure with nothing said of it', async () => {
        expect(await reported('expect after round 1 { }', 'expect after Guard { Hero10 }')).toEqual([
            { message: "An 'expect after round 1' lists at least one figure's state, such as 'Hero10 hp 5' or 'Guard2 removed'.", at: '5:5-11', code: IssueCodes.StateExpectEmpty },
            { message: "Say what is expected of Hero10: 'removed', 'exhausted', 'at <hex>', 'hp <N>' or 'conditions …'.", at: '6:26-32', code: IssueCodes.StateFactEmpty }
        ]);
    });

    test('a figure listed twice, and two blocks for one moment', async () => {
        expect(await reported('expect after Guard { Hero10 hp 6, Hero10 at D5 }', 'expect after Guard { Guard at D4 }')).toEqual([
            { message: "There is already an 'expect after Guard': merge the two into one block.", at: '6:18-23', code: IssueCodes.StateExpectRepeated },
            { message: "Hero10 is already listed in this block: say everything about it in one place ('Hero10 at C4 hp 5').", at: '5:39-45', code: IssueCodes.StateFactRepeated }
        ]);
    });

    test('a character removed, a monster exhausted', async () => {
        expect(await reported('expect after round 1 { Hero10 removed, Guard exhausted }')).toEqual([
            { message: 'Hero10 is a character: at 0 hit points a character is exhausted, not removed.', at: '5:35-42', code: IssueCodes.StateFactDown },
            { message: 'Guard is not a character: at 0 hit points a monster or summon is removed, not exhausted.', at: '5:50-59', code: IssueCodes.StateFactDown }
        ]);
    });

    test('an unknown figure is a linking error naming it, and the block is not checked', async () => {
        const found = await reported('expect after round 1 { Hero99 hp 3 }');
        expect(found.map(f => f.at)).toEqual(['5:28-34', '5:5-25']);
        expect(found[0].message).toContain('Hero99');
        expect(found[1].message).toBe("Not checked: fix the name 'Hero99' first (line 5).");
    });
});

describe('reading what is expected', () => {
    test('each damage goes with the target written before it', async () => {
        const document = await parseAndValidate(room('character Hero20 at E5 initiative 20 hp 8',
            'expect Guard { to D4 attacks Hero10 damage 3, Hero20 to C5 attacks Hero20 damage 0, Hero10 damage 12 }'));
        const options = document.parseResult.value.statements.filter(isExpectation)[0].options;
        expect(options.map(o => expectedDamages(o).map(d => [d.target, d.damage]))).toEqual([[['Hero10', 3]], [['Hero20', 0], ['Hero10', 12]]]);
    });

    test('a line of expect after as plain data', async () => {
        const document = await parseAndValidate(room('expect after round 1 { Hero10 at D5 hp 6 conditions poison, wound, Guard removed, Hero10 conditions none }'));
        const facts = document.parseResult.value.statements.filter(isStateExpectation)[0].facts.map(expectedFactOf);
        expect(facts).toEqual([
            { figure: 'Hero10', at: 'D5', hp: 6, conditions: ['poison', 'wound'] },
            { figure: 'Guard', down: 'removed' },
            { figure: 'Hero10', conditions: [] }
        ]);
    });
});
