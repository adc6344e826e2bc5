import { relative } from 'node:path';
import type { LangiumDocument } from 'langium';
import type { Edition } from '../language/board/board.js';
import { notCheckedText } from '../language/analysis/incomplete-board.js';
import { analyzeScenario } from '../language/analysis/scenario-analysis.js';
import type { Scenario } from '../language/generated/ast.js';
import { IssueCodes } from '../language/validation/issue-codes.js';
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

/** An expectation given no verdict: the file's syntax errors leave its board incomplete. */
export interface UncheckedExpectation {
    monster: string;
    line: number;
    column: number;
    reason: string;
}

export interface CheckedFile {
    file: string;
    errors: CheckedDiagnostic[];
    expectations: CheckedExpectation[];
    expectationsNotChecked: UncheckedExpectation[];
}

export interface CheckReport {
    files: CheckedFile[];
    summary: { files: number; errors: number; warnings: number; expectationsPassed: number; expectationsFailed: number; expectationsNotChecked: number };
}

const SEVERITIES = ['error', 'error', 'warning', 'info', 'hint'] as const;

function diagnosticsOf(document: LangiumDocument<Scenario>): CheckedDiagnostic[] {
    return (document.diagnostics ?? [])
        .filter(d => d.code !== IssueCodes.ExpectFailed && d.code !== IssueCodes.ExpectNotChecked)
        .map(d => ({
            line: d.range.start.line + 1,
            column: d.range.start.character + 1,
            severity: SEVERITIES[d.severity ?? 1],
            message: typeof d.message === 'string' ? d.message : d.message.value
        }));
}

/** The expectations the analysis leaves unjudged because syntax errors make the board incomplete. */
function notCheckedOf(document: LangiumDocument<Scenario>, defaultEdition: Edition): UncheckedExpectation[] {
    const analysis = analyzeScenario(document.parseResult.value, defaultEdition);
    const incomplete = analysis.incomplete;
    return incomplete ? analysis.uncheckedForSyntax.map(node => ({
        monster: node.monster?.$refText ?? '',
        line: (node.$cstNode?.range.start.line ?? 0) + 1,
        column: (node.$cstNode?.range.start.character ?? 0) + 1,
        reason: notCheckedText(incomplete)
    })) : [];
}

export type ExpectationEvaluator = (document: LangiumDocument<Scenario>, defaultEdition: Edition) => CheckedExpectation[];

export async function checkFiles(paths: string[], evaluate: ExpectationEvaluator, defaultEdition: Edition = 'gloomhaven'): Promise<CheckReport> {
    const files = findScenarioFiles(paths);
    const documents = await loadScenarios(files, defaultEdition);
    const checked = documents.map((document, index) => ({
        file: relative(process.cwd(), files[index]) || files[index],
        errors: diagnosticsOf(document),
        expectations: evaluate(document, defaultEdition),
        expectationsNotChecked: notCheckedOf(document, defaultEdition)
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
            expectationsFailed: expectations.filter(e => !e.passed).length,
            expectationsNotChecked: checked.reduce((n, f) => n + f.expectationsNotChecked.length, 0)
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
        for (const e of file.expectationsNotChecked) {
            lines.push(`${file.file}:${e.line}:${e.column}: warning: expectation for ${e.monster} ${e.reason.charAt(0).toLowerCase()}${e.reason.slice(1)}`);
        }
    }
    const s = report.summary;
    lines.push(`${s.files} file${s.files === 1 ? '' : 's'} checked: ${s.errors} error${s.errors === 1 ? '' : 's'}, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}, ` +
        `expectations ${s.expectationsPassed} passed, ${s.expectationsFailed} failed` +
        (s.expectationsNotChecked > 0 ? `, ${s.expectationsNotChecked} not checked (fix the syntax errors first)` : ''));
    return lines.join('\n');
}

function describe(options: string[]): string {
    return options.length === 0 ? 'nothing' : options.map(o => `{${o}}`).join(' ');
}
