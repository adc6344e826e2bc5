import { describe, expect, test } from 'vitest';
import { lostFiguresNotCheckedText } from '../../language/explain/board-problem-words.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { analyzer, parseAndValidate } from './helpers.js';

/** Hero is Guard's only enemy: written where it cannot stand, it is missing from the board. */
function scenario(heroAt: string, ...more: string[]): string {
    return [
        'scenario "l" {',
        '  map A1..F5',
        `  character Hero at ${heroAt} initiative 10 hp 10`,
        '  monster Guard at E4 { move 2 attack 2 }',
        ...more,
        '  expect Guard { to C3 attacks Hero }',
        '  expect after Guard { Hero hp 8 }',
        '}'
    ].join('\n');
}

async function expectationDiagnostics(text: string) {
    const document = await parseAndValidate(text);
    return (document.diagnostics ?? [])
        .filter(d => ([IssueCodes.ExpectFailed, IssueCodes.ExpectNotChecked, IssueCodes.StateExpectFailed] as unknown[]).includes(d.code))
        .map(d => ({ code: d.code, severity: d.severity, message: d.message, range: d.range }));
}

describe('an expectation whose board lost a figure to an error is not judged', () => {
    test('with Hero on B2, both expectations hold', async () => {
        expect(await expectationDiagnostics(scenario('B2'))).toEqual([]);
    });

    test.each([
        ['b2', 'a malformed coordinate'],
        ['Q40', 'a hex off the map']
    ])('Hero at %s (%s): each expectation is not checked, and says what to fix', async at => {
        const message = 'Not checked: fix the position of Hero first (line 3).';
        expect(await expectationDiagnostics(scenario(at))).toEqual([
            { code: IssueCodes.ExpectNotChecked, severity: 2, message, range: { start: { line: 4, character: 2 }, end: { line: 4, character: 14 } } },
            { code: IssueCodes.ExpectNotChecked, severity: 2, message, range: { start: { line: 5, character: 2 }, end: { line: 5, character: 20 } } }
        ]);
    });

    test('a figure on a hex another holds is not counted: the board keeps the first, and the expectations are judged', async () => {
        const document = await parseAndValidate(scenario('B2', '  character Mage at B2 initiative 20'));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.lostFigures).toBeUndefined();
        expect(analysis.expectations.map(e => e.result.passed)).toEqual([true]);
    });

    test('the analysis judges nothing and names the lost figures with their lines', async () => {
        const document = await parseAndValidate(scenario('b2', '  character Mage at Z9 initiative 20'));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.lostFigures).toEqual({ names: ['Hero', 'Mage'], lines: [3, 5] });
        expect(analysis.expectations).toEqual([]);
        expect(analysis.state.facts).toEqual([]);
        expect(analysis.notChecked?.reason).toBe('Not checked: fix the positions of Hero and Mage first (lines 3 and 5).');
    });

    test('a removed standee or an exhausted character is off the board by right, not lost', async () => {
        const document = await parseAndValidate(scenario('B2', '  character Mage at C1 initiative 20 exhausted', '  monster Ghost at D1 hp 0 removed'));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.lostFigures).toBeUndefined();
        expect(analysis.notChecked).toBeUndefined();
        expect(analysis.expectations.map(e => e.result.passed)).toEqual([true]);
    });
});

describe('the words for lost figures', () => {
    test.each([
        [['Hero'], [3], 'Not checked: fix the position of Hero first (line 3).'],
        [['Hero', 'Mage'], [3, 5], 'Not checked: fix the positions of Hero and Mage first (lines 3 and 5).'],
        [['A', 'B', 'C'], [3, 4, 5], 'Not checked: fix the positions of A, B and C first (lines 3, 4 and 5).'],
        [['A', 'B', 'C', 'D', 'E'], [3, 4, 5, 6, 7], 'Not checked: fix the positions of A, B, C and 2 more first (lines 3, 4, 5 and 2 more).']
    ])('%j', (names, lines, text) => {
        expect(lostFiguresNotCheckedText({ names, lines })).toBe(text);
    });
});
