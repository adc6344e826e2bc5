import { describe, expect, test } from 'vitest';
import type { WordedDecision, WordedEnemy, WordedOption } from '../../language/explain/worded-decision.js';
import { outcomeWords } from '../../language/explain/focus-words.js';
import { listWords, plural } from '../../language/explain/lists.js';
import { type Markup, PLAIN } from '../../language/explain/markup.js';
import {
    attacksWords, decisionSummary, expectedOptionText, optionCost, optionDetail, optionLine, quotedOption, targetList, writtenOption
} from '../../language/explain/option-words.js';

const MARKS: Markup = { name: t => `<${t}>`, strong: t => `[${t}]`, aside: t => `{${t}}` };

function option(destination: string, targets: Array<[string, boolean?]>, extra: Partial<WordedOption> = {}): WordedOption {
    return {
        focus: targets[0]?.[0] ?? '', destination, path: ['F3', 'E3', destination], movementPoints: 3, negativeHexes: 0,
        targets: targets.map(([name, disadvantage]) => ({ name, hex: 'A1', disadvantage: disadvantage ?? false })),
        ...extra
    };
}

function decision(options: WordedOption[], focus = ['Hero20']): WordedDecision {
    return { monster: 'Guard', hex: 'G3', focus, options } as unknown as WordedDecision;
}

describe('lists and counts', () => {
    test('lists names the way a sentence does', () => {
        expect(listWords([])).toBe('');
        expect(listWords(['Hero10'])).toBe('Hero10');
        expect(listWords(['Hero10', 'Hero20'])).toBe('Hero10 and Hero20');
        expect(listWords(['A', 'B', 'C'], 'or')).toBe('A, B or C');
    });

    test('counts in the singular for one, hexes for hex', () => {
        expect(plural(1, 'movement point')).toBe('1 movement point');
        expect(plural(2, 'movement point')).toBe('2 movement points');
        expect(plural(3, 'negative hex')).toBe('3 negative hexes');
        expect(plural(0, 'enemy', 'enemies')).toBe('0 enemies');
    });
});

describe('an option in words', () => {
    const d3 = option('D3', [['Hero20'], ['Hero10']]);
    const stay = option('G3', []);

    test('as a scenario writes it: targets as given in an acted line, sorted in an expectation', () => {
        expect(writtenOption({ destination: 'D3', targets: ['Hero20', 'Hero10'] })).toBe('D3 attacks Hero20, Hero10');
        expect(expectedOptionText({ destination: 'D3', targets: ['Hero20', 'Hero10'] })).toBe('D3 attacks Hero10, Hero20');
        expect(quotedOption({ destination: 'D3', targets: [] })).toBe('to D3');
        expect(attacksWords([])).toBe('attacks nobody');
        expect(attacksWords(['Hero10', 'Wolf'])).toBe('attacks Hero10, Wolf');
    });

    test('in one line, for the picker, the preview and the summary', () => {
        const guard = decision([d3]);
        expect(optionLine(guard, d3)).toBe('moves to D3 · attacks Hero20, Hero10');
        expect(optionLine(guard, stay)).toBe('stays at G3');
        expect(decisionSummary(guard)).toBe('focus Hero20 · moves to D3 · attacks Hero20, Hero10');
        expect(decisionSummary(decision([d3, stay], ['Hero20', 'Hero10'])))
            .toBe('focus Hero20 or Hero10 · players choose: moves to D3 · attacks Hero20, Hero10 | stays at G3');
        expect(decisionSummary(decision([stay], []))).toBe('no focus · stays at G3');
    });

    test('in full, plain or marked up', () => {
        const hit = option('D3', [['Near', true]], { negativeHexes: 1, area: ['D4', 'E4'] });
        expect(optionDetail(decision([hit]), hit))
            .toBe('moves to D3 by F3 → E3 → D3 (3 movement points, 1 negative hex); attacks Near (disadvantage); area on D4, E4');
        expect(optionDetail(decision([hit, stay], ['Near', 'Far']), hit, MARKS))
            .toBe('focus <Near>: moves to [D3] by F3 → E3 → D3 (3 movement points, 1 negative hex); attacks <Near> {disadvantage}; area on D4, E4');
        expect(optionDetail(decision([stay]), stay)).toBe('stays at G3; attacks nobody');
        expect(optionDetail(decision([stay]), option('G3', [], { towards: 'C3' }))).toBe('stays at G3; cannot attack this turn, so it heads for C3');
    });

    test('its targets, disadvantage in the words asked for', () => {
        const two = option('D3', [['Hero20', true], ['Hero10']]);
        expect(targetList(two)).toBe('Hero20 (disadvantage) and Hero10');
        expect(targetList(two, PLAIN, 'with disadvantage')).toBe('Hero20 (with disadvantage) and Hero10');
        expect(targetList(two, MARKS)).toBe('<Hero20> {disadvantage} and <Hero10>');
    });

    test('its cost, to tell equal-looking options apart', () => {
        expect(optionCost(d3)).toBe('3 movement');
        expect(optionCost({ ...d3, negativeHexes: 2 })).toBe('3 movement, 2 negative hexes');
    });
});

describe('an enemy weighed for focus', () => {
    test('its outcome, the winner marked up', () => {
        const enemy = { name: 'Hero20', outcome: 'focus' } as WordedEnemy;
        expect(outcomeWords(enemy)).toBe('focus');
        expect(outcomeWords(enemy, MARKS)).toBe('[focus]');
        expect(outcomeWords({ ...enemy, outcome: 'lost', lostOn: 'movement' })).toBe('lost on movement');
    });
});
