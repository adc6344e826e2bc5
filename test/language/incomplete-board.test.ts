import { describe, expect, test } from 'vitest';
import { syntaxErrorLines } from '../../language/scenario/incomplete-board.js';
import { incompleteBoardText, notCheckedText, whereWords } from '../../language/explain/board-problem-words.js';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { analyzer, parseAndValidate } from './helpers.js';

/**
 * Near (initiative 5) is Guard's focus. Misspell its `character` and the line drops out: on what
 * is left, Far would be the focus, and an expectation written for Far would pass.
 */
function corridor(characterWord: string, expectation: string): string {
    return [
        'scenario "Corridor" {',
        '  map A1..G3',
        `  ${characterWord} Near at B2 initiative 5`,
        '  character Far at F2 initiative 10',
        '  monster Guard at D2 { move 1 attack }',
        `  expect Guard { ${expectation} }`,
        '}'
    ].join('\n');
}

const FOR_NEAR = 'to C2 attacks Near to C3 attacks Near';
const FOR_FAR = 'to E2 attacks Far to E3 attacks Far';

async function expectationDiagnostics(text: string) {
    const document = await parseAndValidate(text);
    return (document.diagnostics ?? [])
        .filter(d => d.code === IssueCodes.ExpectFailed || d.code === IssueCodes.ExpectNotChecked)
        .map(d => ({ code: d.code, severity: d.severity, message: d.message, range: d.range }));
}

describe('a scenario with syntax errors is not judged as if it were whole', () => {
    test('whole, the expectation for Near holds and the one for Far fails', async () => {
        expect(await expectationDiagnostics(corridor('character', FOR_NEAR))).toEqual([]);
        expect((await expectationDiagnostics(corridor('character', FOR_FAR))).map(d => d.code)).toEqual([IssueCodes.ExpectFailed]);
    });

    test.each([FOR_NEAR, FOR_FAR])('with a typo, "%s" is neither passed nor failed: not checked, on the expect', async expectation => {
        expect(await expectationDiagnostics(corridor('charcter', expectation))).toEqual([{
            code: IssueCodes.ExpectNotChecked,
            severity: 2,
            message: 'Not checked: fix the syntax errors first (line 3).',
            range: { start: { line: 5, character: 2 }, end: { line: 5, character: 14 } }
        }]);
    });

    test('the analysis carries the fact once, with where, and judges no expectation', async () => {
        const document = await parseAndValidate(corridor('charcter', FOR_FAR));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.incomplete).toEqual({ lines: [3], syntax: { lines: [3], errors: 1 }, positions: [] });
        expect(analysis.expectations).toEqual([]);
        expect(analysis.unchecked).toEqual([]);
        expect(analysis.notChecked?.nodes.map(e => e.monster?.$refText)).toEqual(['Guard']);
    });

    test('a whole scenario has no such fact', async () => {
        const document = await parseAndValidate(corridor('character', FOR_NEAR));
        const analysis = analyzer.analyze(document.parseResult.value);
        expect(analysis.incomplete).toBeUndefined();
        expect(analysis.notChecked).toBeUndefined();
        expect(analysis.expectations.map(e => e.result.passed)).toEqual([true]);
    });

    test('a character the lexer cannot read counts too', async () => {
        const document = await parseAndValidate(corridor('character', FOR_NEAR).replace('map A1..G3', 'map A1..G3 #'));
        expect(analyzer.analyze(document.parseResult.value).incomplete).toEqual({ lines: [2], syntax: { lines: [2], errors: 1 }, positions: [] });
    });

    test('several errors: each line once, in order', async () => {
        const text = corridor('charcter', FOR_NEAR).replace('character Far', 'Character Far').replace('{ move 1 attack }', '{ move 1 atack }');
        const document = await parseAndValidate(text);
        expect(analyzer.analyze(document.parseResult.value).incomplete).toEqual({ lines: [3, 4, 5], syntax: { lines: [3, 4, 5], errors: 3 }, positions: [] });
    });

    test('the board view carries the notice; a whole board has none', async () => {
        const broken = await parseAndValidate(corridor('charcter', FOR_NEAR));
        const analysis = analyzer.analyze(broken.parseResult.value);
        const view = buildBoardView(broken.parseResult.value, analysis.board, analysis.worded, 'gloomhaven', analysis.incomplete);
        expect(view.incomplete).toEqual({
            lines: [3],
            message: 'The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. Fix the syntax errors first.'
        });
        const whole = await parseAndValidate(corridor('character', FOR_NEAR));
        const wholeAnalysis = analyzer.analyze(whole.parseResult.value);
        expect(buildBoardView(whole.parseResult.value, wholeAnalysis.board, wholeAnalysis.worded, 'gloomhaven', wholeAnalysis.incomplete)).not.toHaveProperty('incomplete');
    });
});

describe('what is not said while the text has syntax errors', () => {
    /** Guard1 takes its turn from the card its type reveals; a broken reveal hides that turn, as does no round at all. */
    function revealed(reveal?: string): string {
        return [
            'scenario "Reveal" {',
            '  map A1..F5',
            '  monster-type Guard { normal health 6 move 2 attack 2 }',
            '  deck Guard { card "Lunge" initiative 30 { move +1 attack -1 } }',
            '  character Hero at B2 initiative 10',
            '  monster Guard1 of Guard at E4 number 1',
            reveal === undefined ? '' : `  round 1 { ${reveal} }`,
            '  expect Guard1 { to C2 attacks Hero }',
            '  expect after Guard1 { Hero hp 5 }',
            '}'
        ].join('\n');
    }

    /** The errors and warnings, each with its line (1-based). */
    async function problems(text: string): Promise<string[]> {
        const document = await parseAndValidate(text);
        return (document.diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2)
            .map(d => `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1} ${d.message}`);
    }

    test('whether a monster takes a turn: only the syntax error and the expectations not checked', async () => {
        expect(await problems(revealed('reveal Guard seed -1'))).toEqual([
            "7:31-33 Expected a number after 'seed', not '-1'.",
            '8:3-16 Not checked: fix the syntax errors first (line 7).',
            '9:3-22 Not checked: fix the syntax errors first (line 7).'
        ]);
    });

    test('whole, a type that reveals nothing still gives each expectation its error', async () => {
        expect(await problems(revealed())).toEqual([
            "9:3-22 The state after Guard1's turn cannot be worked out: Guard1 does not act this round.",
            "8:10-16 Guard1 has no ability block, so it takes no turn to expect: give it one ('monster Guard1 at … { move 2 attack }').",
            "9:16-22 Guard1 takes no turn this round, so there is no state after its turn: name a monster that acts, or write 'expect after round N'."
        ]);
    });
});

describe('the words for the fact', () => {
    const fact = (lines: number[], errors = lines.length) => ({ lines, syntax: { lines, errors }, positions: [] });

    test.each([
        [[4], 'line 4'],
        [[4, 9], 'lines 4 and 9'],
        [[4, 9, 12], 'lines 4, 9 and 12'],
        [[4, 9, 12, 15, 20], 'lines 4, 9, 12 and 2 more']
    ])('%j', (lines, words) => {
        expect(whereWords(fact(lines))).toBe(words);
    });

    test('one line with two errors', () => {
        expect(incompleteBoardText(fact([4], 2))).toBe(
            'The board is incomplete: line 4 has syntax errors, and what the parser could not read is missing from the board. Fix the syntax errors first.');
    });

    test('two lines', () => {
        expect(incompleteBoardText(fact([4, 9]))).toBe(
            'The board is incomplete: lines 4 and 9 have syntax errors, and what the parser could not read is missing from the board. Fix the syntax errors first.');
        expect(notCheckedText(fact([4, 9]))).toBe('Not checked: fix the syntax errors first (lines 4 and 9).');
    });

    test('no errors, no fact', () => {
        expect(syntaxErrorLines({ lexerErrors: [], parserErrors: [] })).toBeUndefined();
    });
});
