import { type DiagnosticInfo, GrammarUtils, type ValidationAcceptor } from 'langium';
import type { ExpectStatement } from '../generated/ast.js';
import { isStateExpectation } from '../generated/ast.js';
import type { ScenarioAnalysis } from '../analysis/scenario-analysis.js';
import { expectedOptionText } from '../words/options.js';
import { failedExpectationMessage } from './expectation-message.js';
import { IssueCodes } from './issue-codes.js';

/** From `expect` to the monster's name (or the round's number): the line of the expectation, not its whole block. */
function expectationRange(node: ExpectStatement): DiagnosticInfo<ExpectStatement>['range'] {
    const start = node.$cstNode?.range.start;
    const roundNode = isStateExpectation(node) && node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, 'round') : undefined;
    const end = node.monster?.$refNode?.range.end ?? roundNode?.range.end ?? node.$cstNode?.range.end;
    return start && end ? { start, end } : undefined;
}

/**
 * Each `expect` holds when it lists exactly the options the rules give. A failed one is an error
 * that names the difference and the reasons, and carries the engine's options for the quick fix.
 */
export function checkExpectationResults(analysis: ScenarioAnalysis, accept: ValidationAcceptor): void {
    if (analysis.notChecked) {
        // A warning, not an error: the syntax error or the figure's position is the one thing to
        // mend, and this says only that the check the author asked for has not run.
        for (const node of analysis.notChecked.nodes) {
            accept('warning', analysis.notChecked.reason, { node, range: expectationRange(node), code: IssueCodes.ExpectNotChecked });
        }
        return;
    }
    for (const { node, message } of analysis.outOfTime) {
        accept('info', message, { node, property: 'monster', code: IssueCodes.ExpectOutOfTime });
    }
    for (const node of analysis.unchecked) {
        accept('info', `${node.monster?.$refText} has already acted this round, so this expectation about its turn is not checked.`,
            { node, property: 'monster', code: IssueCodes.ExpectAfterActed });
    }
    checkStateResults(analysis, accept);
    for (const { node, result } of analysis.expectations) {
        if (result.passed) {
            continue;
        }
        const decision = analysis.decisions.find(d => d.monster === result.monster);
        accept('error', failedExpectationMessage(result, decision), {
            node,
            range: expectationRange(node),
            code: IssueCodes.ExpectFailed,
            data: { options: result.actual.map(expectedOptionText) }
        });
    }
}

/** The `expect after` lines and the option damages that playing does not bear out. */
function checkStateResults(analysis: ScenarioAnalysis, accept: ValidationAcceptor): void {
    const { facts, damages, unplayable, afterActed } = analysis.state;
    for (const node of afterActed) {
        accept('info', `${node.monster?.$refText} has already acted this round, so this expectation about the state after its turn is not checked.`,
            { node, property: 'monster', code: IssueCodes.ExpectAfterActed });
    }
    for (const { node, message } of unplayable) {
        accept('error', message, { node, range: expectationRange(node), code: IssueCodes.StateExpectFailed });
    }
    for (const { node, message } of facts) {
        accept('error', message, { node, code: IssueCodes.StateExpectFailed });
    }
    for (const { node, message } of damages) {
        accept('error', message, { node, code: IssueCodes.DamageExpectFailed });
    }
}
