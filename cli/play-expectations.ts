import type { LangiumDocument } from 'langium';
import type { ScenarioAnalyzer } from '../language/analysis/scenario-analyzer.js';
import { type Scenario, isExpectation, isStateExpectation } from '../language/generated/ast.js';
import { evaluateExpectations } from './check.js';
import type { CheckedDiagnostic } from './diagnostics.js';

/** Where each expectation starts (1-based), in file order. */
type Starts = ReadonlyArray<{ line: number; column: number }>;

/**
 * The failed expectations of a scenario over the rounds `ghs play` plays, each judged before
 * the round it speaks of, as `ghs check` judges it on the text that round starts from, and
 * reported at its place in the file as read: playing never adds, removes or reorders an
 * expectation, so the n-th one of a later text is the n-th one of the file.
 */
export class PlayedExpectations {
    private readonly failures: CheckedDiagnostic[] = [];
    private readonly seen = new Set<string>();
    private origin: Starts | undefined;

    /** Judges the expectations of the text the next round starts from. */
    judge(document: LangiumDocument<Scenario>, analyzer: ScenarioAnalyzer): void {
        const starts = expectationStarts(document.parseResult.value);
        this.origin ??= starts;
        const { expectations, stateExpectations } = evaluateExpectations(document, analyzer);
        const failed = [
            ...expectations.filter(e => !e.passed).map(e => ({ block: { line: e.line ?? 1, column: e.column ?? 1 }, at: { line: e.line ?? 1, column: e.column ?? 1 }, message: e.message ?? '' })),
            ...stateExpectations.flatMap(e => e.failures.map(f => ({ block: e, at: f, message: f.message })))
        ];
        for (const { block, at, message } of failed) {
            const index = starts.findIndex(s => s.line === block.line && s.column === block.column);
            const origin = this.origin[index] ?? block;
            const line = origin.line + at.line - block.line;
            // An expectation judged again in a later round (`expect after round 3` before rounds 1, 2
            // and 3) is reported once, at its first verdict.
            const key = `${line}:${at.column}`;
            if (!this.seen.has(key)) {
                this.seen.add(key);
                this.failures.push({ line, column: at.column, severity: 'error', message });
            }
        }
    }

    /** Every failure found, in file order. */
    get failed(): readonly CheckedDiagnostic[] {
        return [...this.failures].sort((a, b) => a.line - b.line || a.column - b.column);
    }
}

function expectationStarts(scenario: Scenario): Starts {
    return scenario.statements.filter(s => isExpectation(s) || isStateExpectation(s))
        .map(s => ({ line: (s.$cstNode?.range.start.line ?? 0) + 1, column: (s.$cstNode?.range.start.character ?? 0) + 1 }));
}
