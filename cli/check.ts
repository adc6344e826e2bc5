import type { LangiumDocument } from 'langium';
import type { Edition } from '../language/model/board.js';
import type { ScenarioAnalyzer } from '../language/analysis/scenario-analyzer.js';
import { type AstNode, AstUtils, GrammarUtils } from 'langium';
import type { ScenarioAnalysis } from '../language/analysis/judgement.js';
import { type Scenario, isAttackedTarget, isExpectation, isStateExpectation } from '../language/generated/ast.js';
import { momentWords } from '../language/validation/state-expectation-checks.js';
import { notCheckedOf } from '../language/validation/not-checked.js';
import { failedExpectationMessage } from '../language/explain/expectation-words.js';
import { expectedOptionText } from '../language/explain/option-words.js';
import { writesDamage } from '../language/analysis/expected-state.js';
import { type CheckedDiagnostic, countOf, diagnosticLine, diagnosticsOf, plural } from './diagnostics.js';
import { type StdinReader, collectSources } from './inputs.js';
import { loadScenarios } from './load.js';

export type { CheckedDiagnostic } from './diagnostics.js';

export interface CheckedExpectation {
    monster: string;
    passed: boolean;
    expected: string[];
    actual: string[];
    /** Where the `expect` statement starts (1-based). */
    line?: number;
    column?: number;
    /** Why it does not hold, in the words of the editor's diagnostic; absent when it holds. */
    message?: string;
}

/**
 * An `expect after` block, or the damage written on an `expect` block's options: it holds when
 * every line of it does, as playing the scenario on shows.
 */
export interface CheckedStateExpectation {
    /** `after Guard1`, `after round 2`, or `damage of Guard1`. */
    what: string;
    passed: boolean;
    /** Where the `expect` statement starts (1-based). */
    line: number;
    column: number;
    /** Each line that does not hold, where it is and why, in the words of the editor's diagnostic. */
    failures: Array<{ line: number; column: number; message: string }>;
}

/**
 * An expectation given no verdict: the file's syntax errors leave its board incomplete, or an error
 * keeps a figure off it; it speaks of a round that is over or has not begun, of a monster removed
 * or that has already acted; or it writes a damage on an option the rules do not give.
 */
export interface UncheckedExpectation {
    /** What is not checked: a monster's name (its turn), `after Guard1`, `after round 2`, or `damage of Guard1`. */
    monster: string;
    /** Where the editor's diagnostic that says so starts (1-based). */
    line: number;
    column: number;
    /** A warning when syntax errors are in the way, an information otherwise, as in the editor. */
    severity: 'warning' | 'info';
    /** Why, in the words of the editor's diagnostic. */
    reason: string;
}

export interface CheckedFile {
    file: string;
    /** Every diagnostic but failed expectations, whatever its severity. */
    errors: CheckedDiagnostic[];
    expectations: CheckedExpectation[];
    stateExpectations: CheckedStateExpectation[];
    expectationsNotChecked: UncheckedExpectation[];
}

export interface CheckReport {
    files: CheckedFile[];
    /** Paths that could not be checked (missing, unreadable, not a scenario), each a sentence naming the path. */
    problems: string[];
    /** Entries passed over while walking folders (symbolic link loops). */
    skipped: string[];
    summary: { files: number; errors: number; warnings: number; expectationsPassed: number; expectationsFailed: number; expectationsNotChecked: number; problems: number };
}

/** The expectations of one scenario set against the engine, worded as the editor words them. */
export function evaluateExpectations(document: LangiumDocument<Scenario>, analyzer: ScenarioAnalyzer): Pick<CheckedFile, 'expectations' | 'stateExpectations' | 'expectationsNotChecked'> {
    const analysis = analyzer.analyze(document.parseResult.value);
    const notChecked = analysis.notChecked;
    // Those given no verdict, in the words, place and severity of the editor's diagnostic.
    const expectationsNotChecked = notCheckedOf(analysis).map(n => ({
        monster: n.what,
        line: (n.range?.start.line ?? 0) + 1,
        column: (n.range?.start.character ?? 0) + 1,
        severity: n.severity,
        reason: n.message
    }));
    const expectations = analysis.expectations.map(({ node, result }) => ({
        monster: result.monster, passed: result.passed, expected: result.expected.map(expectedOptionText), actual: result.actual.map(expectedOptionText),
        line: (node.$cstNode?.range.start.line ?? 0) + 1, column: (node.$cstNode?.range.start.character ?? 0) + 1,
        ...(result.passed ? {} : { message: failedExpectationMessage(result, analysis.worded.find(d => d.monster === result.monster)) })
    }));
    // With syntax errors or figures kept off the board, the board is not the author's: no verdict at all.
    return { expectations, stateExpectations: notChecked ? [] : stateExpectationsOf(document.parseResult.value, analysis), expectationsNotChecked };
}

function startOf(node: AstNode): { line: number; column: number } {
    // A target written with a damage is reported at its `damage N`, as the editor underlines it.
    const at = isAttackedTarget(node) && node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, 'damage') ?? node.$cstNode : node.$cstNode;
    return { line: (at?.range.start.line ?? 0) + 1, column: (at?.range.start.character ?? 0) + 1 };
}

/** Each `expect after` block, and each `expect` with a damage written, with the lines playing does not bear out. */
function stateExpectationsOf(scenario: Scenario, analysis: ScenarioAnalysis): CheckedStateExpectation[] {
    const { facts, damages, unplayable, afterActed, damagesNotJudged, namesUnknown } = analysis.state;
    const failed = [...unplayable, ...facts, ...damages];
    const within = (node: AstNode): Array<{ line: number; column: number; message: string }> =>
        failed.filter(f => f.node === node || AstUtils.hasContainerOfType(f.node, n => n === node))
            .map(f => ({ ...startOf(f.node), message: f.message }));
    // A damage on an option the rules do not give is never played: only the others are judged.
    const unjudged = new Set<AstNode>(damagesNotJudged.map(d => d.node));
    return scenario.statements.flatMap(node => {
        const outOfTime = analysis.outOfTime.some(o => o.node === node);
        if (isStateExpectation(node) && !afterActed.includes(node) && !namesUnknown.some(n => n.node === node) && !outOfTime) {
            const failures = within(node);
            return [{ what: momentWords(node), passed: failures.length === 0, ...startOf(node), failures }];
        }
        if (isExpectation(node) && node.options.some(o => writesDamage(o) && !unjudged.has(o)) && analysis.expectations.some(e => e.node === node)) {
            const failures = within(node);
            return [{ what: `damage of ${node.monster?.$refText ?? ''}`, passed: failures.length === 0, ...startOf(node), failures }];
        }
        return [];
    });
}

export interface CheckOptions {
    /** The rules of a scenario without a `rules` line. */
    readonly edition?: Edition;
    /** The text of standard input, for the operand '-'. */
    readonly stdin?: StdinReader;
}

/** Checks every scenario the operands name or lead to; paths that cannot be checked are reported, not thrown. */
export async function checkFiles(operands: readonly string[], options: CheckOptions = {}): Promise<CheckReport> {
    const { sources, problems, skipped } = collectSources(operands, options.stdin);
    const { documents, analysis } = await loadScenarios(sources, options.edition);
    const checked = documents.map((document, index) => ({
        file: sources[index].name,
        errors: diagnosticsOf(document),
        ...evaluateExpectations(document, analysis.ScenarioAnalyzer)
    }));
    const all = checked.flatMap(f => f.errors);
    // A "Not checked" warning is printed as a warning and shown as one in the editor's Problems
    // panel, so it is counted as one: the summary's count is that of the warning lines above it.
    const notCheckedWarnings = checked.flatMap(f => f.expectationsNotChecked).filter(e => e.severity === 'warning').length;
    const expectations = [...checked.flatMap(f => f.expectations), ...checked.flatMap(f => f.stateExpectations)];
    return {
        files: checked,
        problems,
        skipped,
        summary: {
            files: checked.length,
            errors: countOf(all, 'error'),
            warnings: countOf(all, 'warning') + notCheckedWarnings,
            expectationsPassed: expectations.filter(e => e.passed).length,
            expectationsFailed: expectations.filter(e => !e.passed).length,
            expectationsNotChecked: checked.reduce((n, f) => n + f.expectationsNotChecked.length, 0),
            problems: problems.length
        }
    };
}

/**
 * 0 when every file was read and holds; 1 for errors and failed expectations (or nothing to
 * check); 2 when a path could not be checked (missing, unreadable, not a scenario).
 */
export function checkExitCode(report: CheckReport): number {
    const s = report.summary;
    if (s.problems > 0) {
        return 2;
    }
    return s.files === 0 || s.errors > 0 || s.expectationsFailed > 0 ? 1 : 0;
}

/** The findings, one per line, then the summary and, when the check fails, why. */
export function formatCheckReport(report: CheckReport): string {
    const lines: string[] = [];
    for (const file of report.files) {
        for (const d of file.errors) {
            lines.push(diagnosticLine(file.file, d));
        }
        for (const e of file.expectations) {
            if (!e.passed) {
                lines.push(diagnosticLine(file.file, { line: e.line ?? 1, column: e.column ?? 1, severity: 'error', message: e.message ?? '' }));
            }
        }
        for (const e of file.stateExpectations) {
            for (const f of e.failures) {
                lines.push(diagnosticLine(file.file, { line: f.line, column: f.column, severity: 'error', message: f.message }));
            }
        }
        for (const e of file.expectationsNotChecked) {
            lines.push(diagnosticLine(file.file, { line: e.line, column: e.column, severity: e.severity, message: e.reason }));
        }
    }
    const s = report.summary;
    const total = s.expectationsPassed + s.expectationsFailed;
    const judged = total === 0 ? (s.expectationsNotChecked > 0 ? '' : 'no expectations')
        : `${s.expectationsPassed} of ${plural(total, 'expectation')} ${total === 1 ? 'holds' : 'hold'}` +
            (s.expectationsFailed > 0 ? ` (${s.expectationsFailed} failed)` : '');
    // Only errors (syntax errors, a figure kept off the board) stand in the way of a check as a
    // warning: then the one thing to do is to fix them.
    const forErrors = report.files.every(f => f.expectationsNotChecked.every(e => e.severity === 'warning'));
    const unchecked = s.expectationsNotChecked > 0
        ? `${plural(s.expectationsNotChecked, 'expectation')} not checked${forErrors ? ' (fix the errors first)' : ''}` : '';
    const expectations = [judged, unchecked].filter(Boolean).join(', ');
    lines.push(`${plural(s.files, 'file')} checked: ${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${expectations}.`);
    const why = failureReasons(report);
    if (why.length > 0) {
        lines.push(`Check failed: ${why.join(', ')}.`);
    }
    return lines.join('\n');
}

function failureReasons(report: CheckReport): string[] {
    const s = report.summary;
    const why: string[] = [];
    if (s.problems > 0) {
        why.push(`${plural(s.problems, 'path')} could not be checked`);
    }
    if (s.files === 0) {
        why.push('no .ghs file was found');
    }
    if (s.errors > 0) {
        why.push(plural(s.errors, 'error'));
    }
    if (s.expectationsFailed > 0) {
        why.push(`${plural(s.expectationsFailed, 'expectation')} ${s.expectationsFailed === 1 ? 'does' : 'do'} not hold`);
    }
    return why;
}
