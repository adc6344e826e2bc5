import { relative } from 'node:path';
import type { LangiumDocument } from 'langium';
import type { Edition } from '../language/board/board.js';
import type { Scenario } from '../language/generated/ast.js';
import { findScenarioFiles, loadScenarios } from './load.js';

export interface CheckedDiagnostic {
    line: number;
    column: number;
    severity: 'error' | 'warning' | 'info' | 'hint';
    message: string;
}

export interface CheckedExpectation {
    monster: string;
    passed: boolean;
    expected: string[];
    actual: string[];
    /** Where the `expect` statement starts (1-based). */
    line?: number;
    column?: number;
}

export interface CheckedFile {
    file: string;
    errors: CheckedDiagnostic[];
    expectations: CheckedExpectation[];
}

export interface CheckReport {
    files: CheckedFile[];
    summary: { files: number; errors: number; warnings: number; expectationsPassed: number; expectationsFailed: number };
}

const SEVERITIES = ['error', 'error', 'warning', 'info', 'hint'] as const;

function diagnosticsOf(document: LangiumDocument<Scenario>): CheckedDiagnostic[] {
    if (!document.diagnostics) {
        // A file whose validation did not finish has not passed: it must not read as clean.
        return [{ line: 1, column: 1, severity: 'error', message: 'This file was not checked: its validation did not finish.' }];
    }
    return document.diagnostics
        .filter(d => d.code !== 'ghs.expect-failed')
        .map(d => ({
            line: d.range.start.line + 1,
            column: d.range.start.character + 1,
            severity: SEVERITIES[d.severity ?? 1],
            message: typeof d.message === 'string' ? d.message : d.message.value
        }));
}

export type ExpectationEvaluator = (document: LangiumDocument<Scenario>, defaultEdition: Edition) => CheckedExpectation[];

export async function checkFiles(paths: string[], evaluate: ExpectationEvaluator, defaultEdition: Edition = 'gloomhaven'): Promise<CheckReport> {
    const files = findScenarioFiles(paths);
    const documents = await loadScenarios(files, defaultEdition);
    const checked = documents.map((document, index) => ({
        file: relative(process.cwd(), files[index]) || files[index],
        errors: diagnosticsOf(document),
        expectations: evaluate(document, defaultEdition)
    }));
    const all = checked.flatMap(f => f.errors);
    const expectations = checked.flatMap(f => f.expectations);
    return {
        files: checked,
        summary: {
            files: checked.length,
            errors: all.filter(d => d.severity === 'error').length,
            warnings: all.filter(d => d.severity === 'warning').length,
            expectationsPassed: expectations.filter(e => e.passed).length,
            expectationsFailed: expectations.filter(e => !e.passed).length
        }
    };
}

export function formatCheckReport(report: CheckReport): string {
    const lines: string[] = [];
    for (const file of report.files) {
        for (const d of file.errors) {
            lines.push(`${file.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
        }
        for (const e of file.expectations) {
            if (!e.passed) {
                lines.push(`${file.file}:${e.line ?? 1}:${e.column ?? 1}: error: expectation for ${e.monster} failed: expected ${describe(e.expected)}, the rules give ${describe(e.actual)}`);
            }
        }
    }
    const s = report.summary;
    lines.push(`${s.files} file${s.files === 1 ? '' : 's'} checked: ${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ` +
        `expectations ${s.expectationsPassed} passed, ${s.expectationsFailed} failed`);
    return lines.join('\n');
}

function describe(options: string[]): string {
    return options.length === 0 ? 'nothing' : options.map(o => `{${o}}`).join(' ');
}
