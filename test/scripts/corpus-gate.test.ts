import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CheckReport, judgeReport } from '../../scripts/corpus-gate.mjs';
import { vitestTotals } from '../../scripts/vitest-totals.mjs';
import { fixtures, repo, skipReason, systemNode } from '../cli/run-ghs.js';

const summary = (over: Partial<CheckReport['summary']>): CheckReport['summary'] =>
    ({ files: 2, errors: 0, warnings: 1, expectationsPassed: 2, expectationsFailed: 0, ...over });

describe("what CI's corpus gate says of a report", () => {
    it('passes a corpus without errors whose expectations all hold, warnings or not', () => {
        expect(judgeReport({ files: [], summary: summary({}) }, 'corpus')).toEqual({
            out: ['corpus: 2 files, 0 errors, 1 warnings', 'corpus expectations: 2 of 2 hold (0 do not)'],
            err: [],
            failed: false
        });
    });

    it('fails on one error or one failed expectation, each shown where it stands', () => {
        const report: CheckReport = {
            files: [
                { file: 'a.ghs', errors: [{ line: 3, column: 5, severity: 'error', message: 'Bad.' }, { line: 4, column: 1, severity: 'warning', message: 'Meh.' }], expectations: [] },
                { file: 'b.ghs', errors: [], expectations: [{ line: 9, column: 3, passed: false, message: 'Does not hold.' }, { line: 12, column: 3, passed: true }] }
            ],
            summary: summary({ errors: 1, expectationsPassed: 1, expectationsFailed: 1 })
        };
        expect(judgeReport(report, 'corpus')).toEqual({
            out: ['corpus: 2 files, 1 errors, 1 warnings', 'corpus expectations: 1 of 2 hold (1 do not)'],
            err: [
                'a.ghs:3:5: error: Bad.',
                'b.ghs:9:3: error: Does not hold.',
                'corpus must parse and validate without a single error.',
                'Some expectations of corpus do not hold.'
            ],
            failed: true
        });
    });
});

describe("CI's corpus gate, run", () => {
    const folder = mkdtempSync(join(tmpdir(), 'ghs-corpus-gate-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const gate = (corpus: string, required: boolean) => spawnSync(systemNode, [resolve(repo, 'scripts/corpus-gate.mjs'), corpus, join(folder, 'report.json')], {
        cwd: fixtures, encoding: 'utf8', env: { ...process.env, GHS_REQUIRE_CORPUS: required ? '1' : '' }
    });

    it('fails on a missing corpus when GHS_REQUIRE_CORPUS=1, and only says it is skipped otherwise', () => {
        const required = gate('no-such-corpus', true);
        expect([required.status, required.stdout, required.stderr]).toEqual([1, '', '== no-such-corpus not found, and GHS_REQUIRE_CORPUS=1 requires it: its check fails\n']);
        const optional = gate('no-such-corpus', false);
        expect([optional.status, optional.stdout, optional.stderr]).toEqual([0, '== no-such-corpus not found: its check is skipped\n', '']);
    });

    it.skipIf(skipReason !== undefined)('checks a corpus with the shipped command line, and keeps its report', () => {
        const passing = gate('passing', true);
        expect([passing.status, passing.stdout, passing.stderr]).toEqual([0, '== ghs check passing\npassing: 2 files, 0 errors, 0 warnings\npassing expectations: 2 of 2 hold (0 do not)\n', '']);
        expect(JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8')).summary.files).toBe(2);
        const failing = gate('failing', true);
        expect(failing.status).toBe(1);
        expect(failing.stderr.split('\n').slice(-3)).toEqual(['failing must parse and validate without a single error.', 'Some expectations of failing do not hold.', '']);
    });
});

describe("the totals CI ends with", () => {
    it('counts skipped and to-do tests together, and says nothing of them when there are none', () => {
        expect(vitestTotals({ numPassedTests: 10, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 })).toBe('vitest: 10 passed, 1 failed, 3 skipped');
        expect(vitestTotals({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 })).toBe('vitest: 10 passed, 0 failed');
    });
});
