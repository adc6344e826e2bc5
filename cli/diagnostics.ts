import type { LangiumDocument } from 'langium';
import type { Scenario } from '../language/generated/ast.js';
import { IssueCodes } from '../language/validation/issue-codes.js';

export interface CheckedDiagnostic {
    /** 1-based, as editors and compilers print them. */
    line: number;
    column: number;
    severity: 'error' | 'warning' | 'info' | 'hint';
    message: string;
}

const SEVERITIES = ['error', 'error', 'warning', 'info', 'hint'] as const;

const REPORTED_WITH_EXPECTATIONS: ReadonlySet<string> = new Set([
    IssueCodes.ExpectFailed, IssueCodes.ExpectNotChecked, IssueCodes.StateExpectFailed, IssueCodes.DamageExpectFailed
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
        .map(d => ({
            line: d.range.start.line + 1,
            column: d.range.start.character + 1,
            severity: SEVERITIES[d.severity ?? 1],
            message: typeof d.message === 'string' ? d.message : d.message.value
        }))
        .sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `file:line:column: severity: message`, the form editors and CI logs link to the place. */
export function diagnosticLine(file: string, d: Pick<CheckedDiagnostic, 'line' | 'column' | 'severity' | 'message'>): string {
    return `${file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
}

export function plural(count: number, noun: string, nouns = `${noun}s`): string {
    return `${count} ${count === 1 ? noun : nouns}`;
}
