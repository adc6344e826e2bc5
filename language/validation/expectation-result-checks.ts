import type { ValidationAcceptor } from 'langium';
import type { ScenarioAnalysis } from '../analysis/judgement.js';
import { expectationRange, notCheckedOf } from './not-checked.js';
import { expectedOptionText } from '../explain/option-words.js';
import { failedExpectationMessage } from '../explain/expectation-words.js';
import { earlierAttacksWarning, earlierTurnsWarning } from '../explain/earlier-turn-words.js';
import { IssueCodes } from './issue-codes.js';

/**
 * Each `expect` holds when it lists exactly the options the rules give. A failed one is an error
 * that names the difference and the reasons, and carries the engine's options for the quick fix.
 */
export function checkExpectationResults(analysis: ScenarioAnalysis, accept: ValidationAcceptor): void {
    // With syntax errors, or a figure kept off the board, a warning, not an error: the error is the
    // one thing to mend, and this says only that the check the author asked for has not run.
    for (const { node, range, severity, code, message } of notCheckedOf(analysis)) {
        accept(severity, message, { node, range, code });
    }
    if (analysis.notChecked) {
        return;
    }
    checkStateResults(analysis, accept);
    for (const { node, result } of analysis.expectations) {
        const earlier = analysis.earlierTurns.get(result.monster);
        if (earlier) {
            accept('warning', earlierTurnsWarning(result.monster, earlier), { node, range: expectationRange(node), code: IssueCodes.ExpectBeforeEarlierTurns });
        }
        if (result.passed) {
            continue;
        }
        const decision = analysis.worded.find(d => d.monster === result.monster);
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
    const { facts, damages, unplayable, damagesAfterAttacks } = analysis.state;
    for (const { node, attackers } of damagesAfterAttacks) {
        accept('warning', earlierAttacksWarning(node.monster?.$refText ?? '', attackers), { node, range: expectationRange(node), code: IssueCodes.DamageAfterEarlierAttacks });
    }
    for (const { node, message } of unplayable) {
        accept('error', message, { node, range: expectationRange(node), code: IssueCodes.StateExpectFailed });
    }
    for (const { node, message } of facts) {
        accept('error', message, { node, code: IssueCodes.StateExpectFailed });
    }
    for (const { node, message } of damages) {
        accept('error', message, { node, property: 'damage', code: IssueCodes.DamageExpectFailed });
    }
}
