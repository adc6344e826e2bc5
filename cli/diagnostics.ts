import type { LangiumDocument } from 'langium';
import type { Scenario } from '../language/generated/ast.js';
import { leftOutBySeverity } from '../language/validation/diagnostic-limit.js';
import { IssueCodes } from '../language/validation/issue-codes.js';

export interface CheckedDiagnostic {
    /** 1-based, as editors and compilers print them. */
    line: number;
    column: number;
    severity: 'error' | 'warning' | 'info' | 'hint';
    message: string;
    /**
     * On the note that says how many problems are not listed (a file lists at most 1,000): how
     * many of them are errors, warnings, informations and hints. The summary counts them, not the note.
     */
    notListed?: { error: number; warning: number; info: number; hint: number };
}

const SEVERITIES = ['error', 'error', 'warning', 'info', 'hint'] as const;

const REPORTED_WITH_EXPECTATIONS: ReadonlySet<string> = new Set([
    IssueCodes.ExpectFailed, IssueCodes.StateExpectFailed, IssueCodes.DamageExpectFailed,
    IssueCodes.ExpectNotChecked, IssueCodes.ExpectOutOfTime, IssueCodes.ExpectAfterActed, IssueCodes.StateExpectRoundOver, IssueCodes.DamageNotChecked
]);

/**
 * A document's diagnostics in file order, without the failed or unchecked expectations: those
 * are reported with the expectations, so that they are counted once.
 */
export function diagnosticsOf(document: LangiumDocument<Scenario>): CheckedDiagnostic[] {
    if (!document.diagnostics) {
        // A file whose validation did not finish has not passed: it must not read as clean.
        return [{ line: 1, column: 1, severity: 'error', message: 'This file was not checked: its validation did not finish.' }];
    }
    return document.diagnostics
        .filter(d => !REPORTED_WITH_EXPECTATIONS.has(String(d.code)))
        .map(d => {
            const leftOut = leftOutBySeverity(d);
            return {
                line: d.range.start.line + 1,
                column: d.range.start.character + 1,
                severity: SEVERITIES[d.severity ?? 1],
                message: typeof d.message === 'string' ? d.message : d.message.value,
                ...(leftOut ? { notListed: { error: leftOut[0], warning: leftOut[1], info: leftOut[2], hint: leftOut[3] } } : {})
            };
        })
        .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** How many errors or warnings the diagnostics stand for: each one listed, and those a note says are not listed. */
export function countOf(diagnostics: readonly CheckedDiagnostic[], severity: 'error' | 'warning'): number {
    return diagnostics.reduce((n, d) => n + (d.notListed ? d.notListed[severity] : d.severity === severity ? 1 : 0), 0);
}

/** `file:line:column: severity: message`, the form editors and CI logs link to the place. */
export function diagnosticLine(file: string, d: Pick<CheckedDiagnostic, 'line' | 'column' | 'severity' | 'message'>): string {
    return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
}

export function plural(count: number, noun: string, nouns = `${noun}s`): string {
    return `${count} ${count === 1 ? noun : nouns}`;
}
