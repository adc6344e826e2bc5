import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkFiles, formatCheckReport } from '../../cli/check.js';
import { MAX_DOCUMENT_LENGTH } from '../../language/ghs-parser.js';

const folder = mkdtempSync(join(tmpdir(), 'ghs-check-limits-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('ghs check on files past the limits', () => {
    test('a file too large to read is an error, never "0 errors"', async () => {
        const file = join(folder, 'huge.ghs');
        writeFileSync(file, `scenario "Huge" {\n  map A1..C3\n${'  trap B2\n'.repeat(MAX_DOCUMENT_LENGTH / 10)}}`);
        const report = await checkFiles([file]);
        expect(report.summary.errors).toBe(1);
        expect(report.files[0].errors[0].message).toMatch(/^This file has 1,000,0\d\d characters, more than the 1,000,000 a scenario may have: it is not read\.$/);
    });

    test('a file with thousands of problems reports the first thousand and counts the rest', async () => {
        const file = join(folder, 'traps.ghs');
        writeFileSync(file, `scenario "Traps" {\n  map A1..C3\n${'  trap B2\n'.repeat(3_000)}}`);
        const report = await checkFiles([file]);
        // every repeated trap is a warning: the thousand listed and the 1,999 the note counts, not the note itself
        expect(report.summary.warnings).toBe(2_999);
        expect(report.summary.errors).toBe(0);
        expect(report.files[0].errors.at(-1)).toEqual({
            line: 1004, column: 8, severity: 'warning',
            message: '1,999 more problems are not listed, from here on: a file reports at most 1,000. Fix the listed ones first.',
            notListed: { error: 0, warning: 1_999, info: 0, hint: 0 }
        });
        expect(formatCheckReport(report).split('\n').at(-1)).toBe('1 file checked: 0 errors, 2999 warnings, no expectations.');
    });
});
