import type { ExpectationResult, ExpectedOption } from '../engine/expectations.js';
import { plural } from './lists.js';
import { quotedOption } from './option-words.js';
import type { WordedDecision } from './worded-decision.js';

function optionList(options: readonly ExpectedOption[]): string {
    return options.length === 0 ? 'nothing' : options.map(o => `'${quotedOption(o)}'`).join(', ');
}

/**
 * Why an `expect` does not hold, in the words of the editor's diagnostic. `ghs check` prints the
 * same text, so a board that fails in CI is diagnosable from the log alone.
 */
export function failedExpectationMessage(result: ExpectationResult, decision: WordedDecision | undefined): string {
    const wound = decision?.hindrances?.find(h => h.condition === 'wound');
    if (wound?.condition === 'wound') {
        // Like a monster with no ability block, it has no turn whose options could be listed.
        const m = result.monster;
        return `${m} is removed by its wound at the start of its turn (${plural(wound.hp, 'hit point')}, ${wound.damage} damage), so it takes no turn to expect: ` +
            `write what its turn leaves with 'expect after ${m} { ${m} removed }'.`;
    }
    const parts = [`The expectation for ${result.monster} does not hold: the rules give ${optionList(result.actual)}.`];
    if (result.missing.length > 0) {
        parts.push(`Listed but not possible: ${optionList(result.missing)}.`);
    }
    if (result.extra.length > 0) {
        parts.push(`Possible but not listed: ${optionList(result.extra)}.`);
    }
    if (decision) {
        parts.push(`Why: ${decision.reasons.slice(1).join(' ')}`);
    }
    return parts.join(' ');
}
