// @ts-check
/**
 * The line CI ends with: the totals of a Vitest JSON report (`--reporter=json`), counting the
 * skipped and the to-do tests together, so that a skip stands out in the log.
 *
 *   node scripts/vitest-totals.mjs test-results/vitest.json
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @param {{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }} report
 * @returns {string}
 */
export function vitestTotals(report) {
    const skipped = report.numPendingTests + report.numTodoTests;
    return `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    console.log(vitestTotals(JSON.parse(readFileSync(process.argv[2], 'utf8'))));
}
