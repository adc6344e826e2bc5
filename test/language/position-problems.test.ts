import { describe, expect, test } from 'vitest';
import { incompleteBoardBrief, incompleteBoardText, notCheckedText, problemWords } from '../../language/explain/board-problem-words.js';
import type { IncompleteBoard } from '../../language/scenario/incomplete-board.js';
import type { PositionProblem } from '../../language/scenario/position-problems.js';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { analyzer, parseAndValidate } from './helpers.js';

/**
 * Brute is the Imp's only enemy. Lines: 1 scenario, 2 map, 3 wall, 4 Brute, 5 Imp, then `more`,
 * then the two expectations.
 */
function room(brute: string, imp: string, ...more: string[]): string {
    return [
        'scenario "Room" {',
        '  map A1..F5',
        '  wall C1',
        `  character Brute at ${brute} initiative 50 hp 10`,
        `  monster Imp at ${imp} initiative 30 { move 2 attack 2 }`,
        ...more,
        '  expect Imp { to C3 attacks Brute }',
        '  expect after Imp { Brute hp 8 }',
        '}'
    ].join('\n');
}

async function analysisOf(text: string) {
    const document = await parseAndValidate(text);
    return { document, analysis: analyzer.analyze(document.parseResult.value) };
}

async function positionsOf(text: string): Promise<readonly PositionProblem[] | undefined> {
    return (await analysisOf(text)).analysis.incomplete?.positions;
}

describe('one function decides whether a board can be judged: what stands where it cannot', () => {
    test('a whole room has no problem, and its expectations are judged', async () => {
        const { analysis } = await analysisOf(room('B2', 'E4'));
        expect(analysis.incomplete).toBeUndefined();
        expect(analysis.expectations.map(e => e.result.passed)).toEqual([true]);
    });

    test('a monster on a wall hex: on the board, but not judged', async () => {
        const { analysis } = await analysisOf(room('B2', 'C1'));
        expect(analysis.incomplete).toEqual({
            lines: [5],
            positions: [{ kind: 'figure', figure: 'Imp', figureKind: 'monster', placement: 'wall', hex: 'C1', line: 5 }]
        });
        expect(analysis.expectations).toEqual([]);
        expect(analysis.state.facts).toEqual([]);
    });

    test('a figure on another figure\'s hex: the board keeps the first, and is not judged', async () => {
        expect(await positionsOf(room('B2', 'E4', '  character Mage at B2 initiative 20'))).toEqual([
            { kind: 'figure', figure: 'Mage', figureKind: 'character', placement: 'shared', hex: 'B2', other: 'Brute', line: 6 }
        ]);
    });

    test('a character outside the map, and one whose hex is not a coordinate', async () => {
        expect(await positionsOf(room('H9', 'E4', '  character Mage at b2 initiative 20'))).toEqual([
            { kind: 'figure', figure: 'Brute', figureKind: 'character', placement: 'off-map', hex: 'H9', line: 4 },
            { kind: 'figure', figure: 'Mage', figureKind: 'character', placement: 'malformed', hex: 'b2', line: 6 }
        ]);
    });

    test('a thin wall between two hexes that are not neighbours', async () => {
        expect(await positionsOf(room('B2', 'E4', '  wall between A1 and C1'))).toEqual([
            { kind: 'thin-wall-apart', between: ['A1', 'C1'], line: 6 }
        ]);
    });

    test('in a closed door', async () => {
        expect(await positionsOf(room('B2', 'E4', '  door B2 closed'))).toEqual([
            { kind: 'figure', figure: 'Brute', figureKind: 'character', placement: 'closed-door', hex: 'B2', line: 4 }
        ]);
    });

    test('on an obstacle without flying: a warning, and the board is judged (the reference\'s case 107 has a monster there)', async () => {
        expect(await positionsOf(room('B2', 'E4', '  obstacle E4'))).toBeUndefined();
    });

    test('a piece of the map outside it: the board leaves it out', async () => {
        expect(await positionsOf(room('B2', 'E4', '  trap A1, G2', '  door Z9 open'))).toEqual([
            { kind: 'piece', piece: 'trap', placement: 'off-map', hex: 'G2', line: 6 },
            { kind: 'piece', piece: 'door', placement: 'off-map', hex: 'Z9', line: 7 }
        ]);
    });

    test('a removed standee or an exhausted character is off the board by right', async () => {
        const { analysis } = await analysisOf(room('B2', 'E4', '  character Mage at C1 initiative 20 exhausted', '  monster Ghost at Z9 hp 0 removed'));
        expect(analysis.incomplete).toBeUndefined();
    });

    test('each position error is an error of validation, at the figure\'s hex', async () => {
        const { document } = await analysisOf(room('B2', 'C1', '  obstacle D4', '  character Mage at D4 initiative 20'));
        const placement = (document.diagnostics ?? []).filter(d => ([IssueCodes.FigureOnWall, IssueCodes.FigureOnObstacle] as unknown[]).includes(d.code));
        expect(placement.map(d => ({ code: d.code, severity: d.severity, message: d.message, line: d.range.start.line, from: d.range.start.character, to: d.range.end.character }))).toEqual([
            { code: IssueCodes.FigureOnWall, severity: 1, message: 'C1 is a wall hex, which is not part of the room: move Imp to an open hex.', line: 4, from: 17, to: 19 },
            { code: IssueCodes.FigureOnObstacle, severity: 2, message: 'D4 is an obstacle: only a flying figure can stand there. Move Mage, or remove the obstacle.', line: 6, from: 20, to: 22 }
        ]);
    });
});

describe('every expectation is not checked, in the same words', () => {
    async function notChecked(text: string) {
        const document = await parseAndValidate(text);
        return (document.diagnostics ?? [])
            .filter(d => ([IssueCodes.ExpectFailed, IssueCodes.ExpectNotChecked, IssueCodes.StateExpectFailed] as unknown[]).includes(d.code))
            .map(d => ({ code: d.code, severity: d.severity, message: d.message, range: d.range }));
    }

    test.each([
        ['b2', 'a malformed coordinate'],
        ['Q40', 'a hex off the map'],
        ['C1', 'a wall hex']
    ])('Brute at %s (%s): each expectation says what to fix', async at => {
        const message = 'Not checked: fix the position of Brute first (line 4).';
        expect(await notChecked(room(at, 'E4'))).toEqual([
            { code: IssueCodes.ExpectNotChecked, severity: 2, message, range: { start: { line: 5, character: 2 }, end: { line: 5, character: 12 } } },
            { code: IssueCodes.ExpectNotChecked, severity: 2, message, range: { start: { line: 6, character: 2 }, end: { line: 6, character: 18 } } }
        ]);
    });

    test('a problem that is not a figure\'s names the lines', async () => {
        expect((await notChecked(room('B2', 'E4', '  wall between A1 and C1')))[0].message).toBe('Not checked: the board is incomplete (line 6): fix it first.');
    });
});

describe('the words for the fact', () => {
    const imp: PositionProblem = { kind: 'figure', figure: 'Imp', figureKind: 'monster', placement: 'wall', hex: 'C1', line: 5 };
    const fact = (...positions: PositionProblem[]): IncompleteBoard => ({ lines: [...new Set(positions.map(p => p.line))], positions });

    test.each<[PositionProblem, string]>([
        [imp, 'Imp stands on a wall hex (C1, line 5)'],
        [{ ...imp, placement: 'off-map', hex: 'H9' }, 'Imp is outside the map (H9, line 5)'],
        [{ ...imp, placement: 'malformed', hex: 'c1' }, 'Imp\'s hex is not a coordinate (\'c1\', line 5)'],
        [{ ...imp, placement: 'shared', other: 'Brute' }, 'Imp stands on Brute\'s hex (C1, line 5)'],
        [{ ...imp, placement: 'closed-door' }, 'Imp stands in a closed door (C1, line 5)'],
        [{ kind: 'piece', piece: 'hazardous', placement: 'off-map', hex: 'G2', line: 6 }, 'the hazardous terrain is outside the map (G2, line 6)'],
        [{ kind: 'thin-wall-apart', between: ['A1', 'C1'], line: 7 }, 'the thin wall joins hexes that are not neighbours (A1 and C1, line 7)']
    ])('%j', (problem, words) => {
        expect(problemWords(problem)).toBe(words);
    });

    test('one problem', () => {
        expect(incompleteBoardText(fact(imp))).toBe(
            'The board is incomplete: Imp stands on a wall hex (C1, line 5). Fix it first.');
        expect(incompleteBoardBrief(fact(imp))).toBe('Imp stands on a wall hex (C1, line 5)');
    });

    test('the first three, then how many more and where', () => {
        const more = [6, 7, 8, 9].map(line => ({ ...imp, figure: `Imp${line}`, line }));
        expect(incompleteBoardText(fact(imp, ...more))).toBe('The board is incomplete: Imp stands on a wall hex (C1, line 5), ' +
            'Imp6 stands on a wall hex (C1, line 6), Imp7 stands on a wall hex (C1, line 7) and 2 more (lines 8 and 9). ' +
            'Fix these first.');
        expect(incompleteBoardBrief(fact(imp, ...more))).toBe('Imp stands on a wall hex (C1, line 5) and 4 more');
        expect(notCheckedText(fact(imp, ...more))).toBe('Not checked: fix the positions of Imp, Imp6, Imp7 and 2 more first (lines 5, 6, 7 and 2 more).');
    });

    test('syntax errors come first: the positions read from a half-read text may be its doing', () => {
        expect(incompleteBoardText({ lines: [3, 5], syntax: { lines: [3], errors: 1 }, positions: [imp] })).toBe(
            'The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. Fix the syntax errors first.');
    });
});

describe('the board view of a board that cannot be judged', () => {
    test('draws no decision, marks the figure in the wall, and lists the figures it could not place', async () => {
        const { document, analysis } = await analysisOf(room('H9', 'C1', '  character Mage at b2 initiative 20'));
        const view = buildBoardView(document.parseResult.value, analysis.board, analysis.worded, 'gloomhaven', analysis.incomplete);
        expect(view.decisions).toEqual([]);
        expect(view.optionWords).toEqual([]);
        expect(view.incomplete?.message).toBe('The board is incomplete: Brute is outside the map (H9, line 4), Imp stands on a wall hex (C1, line 5) ' +
            'and Mage\'s hex is not a coordinate (\'b2\', line 6). Fix these first.');
        expect(view.figures.map(f => [f.name, f.hex, f.misplaced])).toEqual([['Imp', 'C1', 'C1 is a wall']]);
        expect(view.unplaced).toEqual([
            { name: 'Brute', kind: 'character', hex: 'H9', why: 'H9 is outside the map', initiative: 50, source: { line: 3, character: 2 } },
            { name: 'Mage', kind: 'character', hex: 'b2', why: '\'b2\' is not a coordinate', initiative: 20, source: { line: 5, character: 2 } }
        ]);
    });
});
