import { describe, expect, test } from 'vitest';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import type { ExpectationResult } from '../../language/engine/expectations.js';
import { failedExpectationMessage } from '../../language/explain/expectation-words.js';

const g3 = { destination: 'G3', targets: ['Hero20'] };
const f3 = { destination: 'F3', targets: ['Hero20'] };
const f4 = { destination: 'F4', targets: ['Hero20'] };
const result: ExpectationResult = {
    monster: 'Guard', passed: false,
    expected: [g3], actual: [f3, f4],
    missing: [g3], extra: [f3, f4]
};

describe('the words of a failed expectation, shared by the editor and ghs check', () => {
    test('names what the rules give, the difference both ways, and the reasons after the first', () => {
        const decision = { reasons: ['Guard at G3 acts.', 'Hero20 is the focus.', 'Guard moves to F3.'] } as unknown as WordedDecision;
        expect(failedExpectationMessage(result, decision)).toBe(
            "The expectation for Guard does not hold: the rules give 'to F3 attacks Hero20', 'to F4 attacks Hero20'. " +
            "Listed but not possible: 'to G3 attacks Hero20'. Possible but not listed: 'to F3 attacks Hero20', 'to F4 attacks Hero20'. " +
            'Why: Hero20 is the focus. Guard moves to F3.');
    });

    test('leaves out the parts that are empty', () => {
        expect(failedExpectationMessage({ ...result, actual: [], extra: [] }, undefined)).toBe(
            "The expectation for Guard does not hold: the rules give nothing. Listed but not possible: 'to G3 attacks Hero20'.");
    });
});
