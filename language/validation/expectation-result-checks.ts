import { Cancellation, type ValidationAcceptor } from 'langium';
import type { Edition } from '../board/board.js';
import type { Scenario } from '../generated/ast.js';
import { analyzeScenarioAsync } from '../analysis/scenario-analysis.js';
import { failedExpectationMessage } from './expectation-message.js';
import { IssueCodes } from './issue-codes.js';

/**
 * Each `expect` holds when it lists exactly the options the rules give. A failed one is an error
 * that names the difference and the reasons, and carries the engine's options for the quick fix.
 */
export async function checkExpectationResults(scenario: Scenario, accept: ValidationAcceptor, defaultEdition: Edition = 'gloomhaven',
    cancelToken: Cancellation.CancellationToken = Cancellation.CancellationToken.None): Promise<void> {
    const analysis = await analyzeScenarioAsync(scenario, defaultEdition, cancelToken);
    for (const node of analysis.unchecked) {
        accept('info', `${node.monster?.$refText} has already acted this round, so this expectation about its turn is not checked.`,
            { node, property: 'monster', code: IssueCodes.ExpectAfterActed });
    }
    for (const { node, result } of analysis.expectations) {
        if (result.passed) {
            continue;
        }
        const decision = analysis.decisions.find(d => d.monster === result.monster);
        const start = node.$cstNode?.range.start;
        const end = node.monster?.$refNode?.range.end ?? node.$cstNode?.range.end;
        accept('error', failedExpectationMessage(result, decision), {
            node,
            range: start && end ? { start, end } : undefined,
            code: IssueCodes.ExpectFailed,
            data: { options: result.actual }
        });
    }
}
