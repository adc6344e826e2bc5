import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkExitCode, checkFiles, formatCheckReport } from '../../cli/check.js';

/**
 * What `ghs check` counts: each expectation holds, fails or is not checked, and one that is not
 * checked never counts as holding, whatever it says.
 */

const folder = mkdtempSync(join(tmpdir(), 'ghs-check-counts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function checked(name: string, lines: readonly string[]) {
    const file = join(folder, name);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const report = await checkFiles([file]);
    // the file is named as the operand leads to it; the lines are read here by its bare name
    const shown = report.files[0].file;
    return { report, text: formatCheckReport(report).split('\n').map(line => line.replace(`${shown}:`, `${name}:`)) };
}

describe('ghs check counts what it checked', () => {
    test('blocks of a round that is over, and a turn of a round not begun, are not checked, even when false', async () => {
        const { report, text } = await checked('later.ghs', [
            'scenario "Later" {',
            '  map A1..F6',
            '  character Hero10 at D5 initiative 10 hp 8',
            '  monster Guard at C2 { move 2 attack 2 }',
            '  round 2 { }',
            '  expect after round 1 { Hero10 hp 1 }',
            '  expect Guard in round 3 { to A1 }',
            '  expect Guard { to C4 to D3 }',
            '}'
        ]);
        expect(text).toEqual([
            'later.ghs:6:22: info: Round 1 is over (the scenario is in round 2), so this expectation about its end is not checked.',
            "later.ghs:7:10: info: Round 3 has not begun (the scenario is in round 2), so this expectation about Guard's turn is not checked.",
            '1 file checked: 0 errors, 0 warnings, 1 of 1 expectation holds, 2 expectations not checked.'
        ]);
        expect(report.files[0].stateExpectations).toEqual([]);
        expect(report.files[0].errors).toEqual([]);
        expect(report.files[0].expectationsNotChecked).toEqual([
            { monster: 'after round 1', line: 6, column: 22, severity: 'info', reason: 'Round 1 is over (the scenario is in round 2), so this expectation about its end is not checked.' },
            { monster: 'Guard', line: 7, column: 10, severity: 'info', reason: "Round 3 has not begun (the scenario is in round 2), so this expectation about Guard's turn is not checked." }
        ]);
        expect(report.summary).toMatchObject({ expectationsPassed: 1, expectationsFailed: 0, expectationsNotChecked: 2 });
        expect(checkExitCode(report)).toBe(0);
    });

    test('a damage written on an option the rules do not give is not checked, and is no pass', async () => {
        const { report, text } = await checked('hound.ghs', [
            'scenario "hound" {',
            '  map A1..H7',
            '  monster-type Hound {',
            '    normal health 5 move 3 attack 2',
            '    elite  health 8 move 3 attack 3',
            '  }',
            '  deck Hound {',
            '    card "Double Bite" initiative 12 { move +0 attack +0 attack -1 }',
            '    card "Howl" initiative 40 shuffle { move -1 attack -1 wound }',
            '  }',
            '  character Tank at E6 initiative 35 hp 18 shield 1 retaliate 1',
            '  monster   Hound1 of Hound at G3 number 1',
            '  round 1 { reveal Hound seed 5 }',
            '  modifiers seed 11',
            '  expect Hound1 { to F5 attacks Tank damage 3 }',
            '}'
        ]);
        expect(text.slice(1)).toEqual([
            "hound.ghs:15:19: info: 'to F5 attacks Tank' is not an option the rules give, so the damage written on it is not checked.",
            '1 file checked: 0 errors, 0 warnings, 0 of 1 expectation holds (1 failed), 1 expectation not checked.',
            'Check failed: 1 expectation does not hold.'
        ]);
        expect(text[0]).toMatch(/^hound\.ghs:15:3: error: The expectation for Hound1 does not hold: /);
        expect(report.files[0].stateExpectations).toEqual([]);
        expect(report.files[0].expectationsNotChecked).toEqual([
            { monster: 'damage of Hound1', line: 15, column: 19, severity: 'info', reason: "'to F5 attacks Tank' is not an option the rules give, so the damage written on it is not checked." }
        ]);
        expect(report.summary).toMatchObject({ expectationsPassed: 0, expectationsFailed: 1, expectationsNotChecked: 1 });
    });

    test('a damage on a possible option is judged beside one that is not', async () => {
        const { report } = await checked('guards.ghs', [
            'scenario "Guard rush" {',
            '  map A1..F6',
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 2',
            '    elite  health 9 move 2 attack 3 shield 1',
            '  }',
            '  deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }',
            '  character Hero10 at D5 initiative 10 hp 8 shield 1 retaliate 2',
            '  monster   Guard1 of Guard at C2 elite number 1',
            '  round 1 { reveal Guard "Rush" }',
            '  modifiers order +1, -1, +0, +2, x2, +0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, -2, null',
            '  expect Guard1 { to C5 attacks Hero10 damage 2 to A1 attacks Hero10 damage 5 }',
            '}'
        ]);
        expect(report.files[0].stateExpectations).toEqual([{ what: 'damage of Guard1', passed: true, line: 12, column: 3, failures: [] }]);
        expect(report.files[0].expectationsNotChecked.map(e => e.monster)).toEqual(['damage of Guard1']);
        expect(report.summary).toMatchObject({ expectationsPassed: 1, expectationsFailed: 1, expectationsNotChecked: 1 });
    });

    test('a block naming no figure is not checked: the name is the error, said once, and the warning is counted', async () => {
        const { report, text } = await checked('nobody.ghs', [
            'scenario "Nobody" {',
            '  map A1..D4',
            '  character Hero at C2 initiative 10 hp 5',
            '  monster Guard at A1 { move 2 attack 2 }',
            '  expect after round 1 { Nobody hp 3 }',
            '  expect after Guard { Hero hp 3 }',
            '}'
        ]);
        expect(text).toEqual([
            "nobody.ghs:5:26: error: No figure named 'Nobody' in this scenario (its figures: 'Hero' and 'Guard').",
            "nobody.ghs:5:3: warning: Not checked: fix the name 'Nobody' first (line 5).",
            '1 file checked: 1 error, 1 warning, 1 of 1 expectation holds, 1 expectation not checked (fix the errors first).',
            'Check failed: 1 error.'
        ]);
        expect(report.files[0].stateExpectations.map(e => e.what)).toEqual(['after Guard']);
        expect(report.summary).toMatchObject({ errors: 1, warnings: 1, expectationsPassed: 1, expectationsFailed: 0, expectationsNotChecked: 1 });
    });
});
