/** See vitest-totals.mjs: the totals of a Vitest JSON report in one line. */
export function vitestTotals(report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }): string;
