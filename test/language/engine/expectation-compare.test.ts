import { describe, expect, test } from 'vitest';
import type { DecisionOption, MonsterDecision } from '../../../language/engine/decision.js';
import { decisionOf, optionTo } from '../../fixtures/decisions.js';
import { compareExpectation, sameOption } from '../../../language/engine/expectations.js';
import { expectedOptionText } from '../../../language/explain/option-words.js';

function option(destination: string, ...targets: string[]): DecisionOption {
    return optionTo(targets[0] ?? '', destination, targets);
}

function decision(...options: DecisionOption[]): MonsterDecision {
    return decisionOf('Guard', [], options);
}

describe('an expectation compares options by hex and set of targets', () => {
    test('targets listed in another order than the engine gives them are the same option', () => {
        const written = { destination: 'D3', targets: ['Hero10', 'Hero20'] };
        const given = decision(option('D3', 'Hero20', 'Hero10'));
        // As text, in the order each lists them, the two would differ.
        expect(`D3 attacks ${written.targets.join(', ')}`).not.toBe(`D3 attacks ${given.options[0].targets.map(t => t.name).join(', ')}`);
        expect(compareExpectation('Guard', [written], given).passed).toBe(true);
    });

    test('a target written twice is still the one set of targets, though its text differs', () => {
        const written = { destination: 'D3', targets: ['Hero10', 'Hero10'] };
        expect(expectedOptionText(written)).not.toBe(expectedOptionText({ destination: 'D3', targets: ['Hero10'] }));
        const result = compareExpectation('Guard', [written], decision(option('D3', 'Hero10')));
        expect(result.passed).toBe(true);
        expect(result.missing).toEqual([]);
    });

    test('another hex or another set of targets is another option, reported both ways', () => {
        const result = compareExpectation('Guard', [{ destination: 'D3', targets: ['Hero10'] }, { destination: 'E5', targets: [] }],
            decision(option('D3', 'Hero10', 'Hero20'), option('E5')));
        expect(result.passed).toBe(false);
        expect(result.missing.map(expectedOptionText)).toEqual(['D3 attacks Hero10']);
        expect(result.extra.map(expectedOptionText)).toEqual(['D3 attacks Hero10, Hero20']);
    });

    test('lists each option once, in the order of its words', () => {
        const result = compareExpectation('Guard',
            [{ destination: 'E5', targets: ['B', 'A'] }, { destination: 'D3', targets: [] }, { destination: 'E5', targets: ['A', 'B'] }],
            decision(option('E5', 'A', 'B'), option('D3')));
        expect(result.passed).toBe(true);
        expect(result.expected.map(expectedOptionText)).toEqual(['D3', 'E5 attacks A, B']);
        expect(result.actual.map(expectedOptionText)).toEqual(['D3', 'E5 attacks A, B']);
    });

    test('sameOption: the hex and the set of targets, nothing else', () => {
        expect(sameOption({ destination: 'D3', targets: ['A', 'B'] }, { destination: 'D3', targets: ['B', 'A'] })).toBe(true);
        expect(sameOption({ destination: 'D3', targets: ['A'] }, { destination: 'D4', targets: ['A'] })).toBe(false);
        expect(sameOption({ destination: 'D3', targets: ['A'] }, { destination: 'D3', targets: ['A', 'B'] })).toBe(false);
        expect(sameOption({ destination: 'D3', targets: ['A', 'A'] }, { destination: 'D3', targets: ['A', 'B'] })).toBe(false);
    });
});
