import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { parseAndValidate } from '../language/helpers.js';
import { fixtures, ghs, skipReason } from './run-ghs.js';

/** The message the editor shows on a failed `expect` of a fixture. */
async function editorMessage(fixture: string): Promise<string> {
    const document = await parseAndValidate(readFileSync(resolve(fixtures, fixture), 'utf8'));
    const failed = (document.diagnostics ?? []).filter(d => d.code === IssueCodes.ExpectFailed);
    expect(failed).toHaveLength(1);
    const { message } = failed[0];
    return typeof message === 'string' ? message : message.value;
}

describe.skipIf(skipReason !== undefined)('ghs check', () => {
    test('a folder where everything holds: exit status 0 and the summary', async () => {
        const run = await ghs(['check', 'passing']);
        expect(run).toMatchObject({ code: 0, out: ['2 files checked: 0 errors, 0 warnings, 2 of 2 expectations hold.'], err: [] });
    });

    test('a failed expectation prints the editor\'s reasons, and the summary says why the exit status is 1', async () => {
        const message = await editorMessage('failing/wrong-expectation.ghs');
        expect(message).toMatch(new RegExp('^' + escape("The expectation for Guard does not hold: the rules give 'to F3 attacks Hero20'. " +
            "Listed but not possible: 'to G3 attacks Hero20'. Possible but not listed: 'to F3 attacks Hero20'. Why: Hero20 is the focus")));
        const run = await ghs(['check', 'failing']);
        expect(run).toMatchObject({
            code: 1,
            err: [],
            out: [
                'failing/shared-hex.ghs:6:23: error: Hero10 already stands on D4: two figures cannot share a hex. Move Hero20 to a free hex.',
                'failing/shared-hex.ghs:8:3: warning: Not checked: fix the position of Hero20 first (line 6).',
                'failing/wrong-expectation.ghs:5:16: warning: B2 is already an obstacle (line 5): remove the repetition.',
                `failing/wrong-expectation.ghs:9:3: error: ${message}`,
                '2 files checked: 1 error, 2 warnings, 0 of 1 expectation holds (1 failed), 1 expectation not checked (fix the errors first).',
                'Check failed: 1 error, 1 expectation does not hold.'
            ]
        });
    });

    test('failed expectations alone make the exit status 1', async () => {
        const run = await ghs(['check', 'passing', 'failing/wrong-expectation.ghs']);
        expect(run.code).toBe(1);
        expect(run.out.slice(-2)).toEqual([
            '3 files checked: 0 errors, 1 warning, 2 of 3 expectations hold (1 failed).',
            'Check failed: 1 expectation does not hold.'
        ]);
    });

    test('--json carries the same reasons, the places and the summary', async () => {
        const message = await editorMessage('failing/wrong-expectation.ghs');
        const run = await ghs(['check', 'failing', '--json']);
        expect(run.code).toBe(1);
        const report = JSON.parse(run.stdout);
        expect(report.summary).toEqual({ files: 2, errors: 1, warnings: 2, expectationsPassed: 0, expectationsFailed: 1, expectationsNotChecked: 1, problems: 0 });
        expect(report.problems).toEqual([]);
        expect(report.files[1]).toEqual({
            file: 'failing/wrong-expectation.ghs',
            errors: [{ line: 5, column: 16, severity: 'warning', message: 'B2 is already an obstacle (line 5): remove the repetition.' }],
            expectations: [{
                monster: 'Guard', passed: false, expected: ['G3 attacks Hero20'], actual: ['F3 attacks Hero20'], line: 9, column: 3, message
            }],
            stateExpectations: [],
            expectationsNotChecked: []
        });
        // Two figures on one hex: the board is not the one written, so the expectation is not judged.
        expect(report.files[0].expectations).toEqual([]);
        expect(report.files[0].expectationsNotChecked).toEqual([
            { monster: 'Guard', line: 8, column: 3, severity: 'warning', reason: 'Not checked: fix the position of Hero20 first (line 6).' }
        ]);
    });

    test('a state expectation that playing does not bear out: its line, what playing gave and the arithmetic; exit status 1', async () => {
        const message = "After Guard1's turn, Hero10 has 6 hp, not 5. Playing gave: Guard1's attack 1 on Hero10: " +
            "attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Hero10's shield 1 blocks 1: 2 damage; Hero10 8 \u2192 6 hp.";
        const run = await ghs(['check', 'state/guard-rush.ghs']);
        expect(run).toMatchObject({
            code: 1,
            err: [],
            out: [
                `state/guard-rush.ghs:22:5: error: ${message}`,
                '1 file checked: 0 errors, 0 warnings, 3 of 4 expectations hold (1 failed).',
                'Check failed: 1 expectation does not hold.'
            ]
        });
        const json = await ghs(['check', '--json', 'state/guard-rush.ghs']);
        const report = JSON.parse(json.stdout);
        expect(report.files[0].stateExpectations).toEqual([
            { what: 'damage of Guard1', passed: true, line: 17, column: 3, failures: [] },
            { what: 'after Guard1', passed: false, line: 21, column: 3, failures: [{ line: 22, column: 5, message }] },
            { what: 'after round 1', passed: true, line: 25, column: 3, failures: [] }
        ]);
        expect(report.summary).toMatchObject({ expectationsPassed: 3, expectationsFailed: 1 });
    });

    test('--json with a path it could not read lists the problem and exits 2', async () => {
        const run = await ghs(['check', '--json', 'notes.txt', 'passing/guard-post.ghs']);
        expect(run.code).toBe(2);
        expect(run.err).toEqual(["ghs check: 'notes.txt' is not a .ghs file or a folder."]);
        const report = JSON.parse(run.stdout);
        expect(report.problems).toEqual(["'notes.txt' is not a .ghs file or a folder."]);
        expect(report.summary).toMatchObject({ files: 1, problems: 1 });
    });

    test('--edition sets the rules of a file without a rules line', async () => {
        expect(await ghs(['check', 'edition.ghs'])).toMatchObject({
            code: 0, out: ['1 file checked: 0 errors, 0 warnings, 1 of 1 expectation holds.']
        });
        const jotl = await ghs(['check', 'edition.ghs', '--edition', 'jotl']);
        expect(jotl.code).toBe(1);
        expect(jotl.out.slice(-2)).toEqual([
            '1 file checked: 0 errors, 0 warnings, 0 of 1 expectation holds (1 failed).',
            'Check failed: 1 expectation does not hold.'
        ]);
    });
});

function escape(text: string): string {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
