import { clearDocuments, testCodeAction } from 'langium/test';
import { describe, expect, test } from 'vitest';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { parse, quickFix, room, services } from './helpers.js';

describe('move the figure to the nearest free hex', () => {
    test('moves the second of two figures on one hex to the nearest free one', async () => {
        // C3's neighbours are B2, B3, C2, C4, D2 and D3: C2 is a wall, B3 an obstacle, B2 taken; C4 is the leftmost free one.
        const result = await quickFix(room(
            '  wall C2',
            '  obstacle B3',
            '  character Hero at B2 initiative 10',
            '  character Rogue at C3 initiative 20',
            '  monster Guard at C3'
        ), IssueCodes.FigureOverlap);
        expect(result.titles).toEqual(['Move Guard to the nearest free hex, C4']);
        expect(result.text).toContain('monster Guard at C4');
        expect(result.codesAfter).toEqual([]);
    });

    test('moves a figure off a wall, skipping walls, obstacles and figures around it', async () => {
        const result = await quickFix(room(
            '  wall A1..B5',
            '  obstacle C1',
            '  character Hero at C2 initiative 10',
            '  monster Guard at A3'
        ), IssueCodes.FigureOnWall);
        // Distance 1 from A3: A2, A4, B3, B4 (walls); distance 2: C2 (taken), C3, C4 (free): C3 comes first.
        expect(result.titles).toEqual(['Move Guard to the nearest free hex, C3']);
        expect(result.codesAfter).toEqual([]);
    });

    test('moves a figure off an obstacle, to the leftmost then topmost of the nearest hexes', async () => {
        // B2 sits half a hex low: its neighbours are A2, A3, B1, B3, C2 and C3.
        const result = await quickFix(room('  obstacle B2', '  character Hero at B2 initiative 10'), IssueCodes.FigureOnObstacle);
        expect(result.text).toContain('character Hero at A2 initiative 10');
        expect(result.codesAfter).toEqual([]);
    });

    test('offers nothing when the map has no free hex left', async () => {
        const result = await quickFix(['scenario "x" {', '  map A1..A2', '  wall A2', '  character Hero at A1 initiative 1', '  monster Guard at A1', '}'].join('\n'),
            IssueCodes.FigureOverlap);
        expect(result.titles).toEqual([]);
    });
});

describe('add the missing map extent', () => {
    test('covers every coordinate the scenario uses, terrain and expectations included', async () => {
        const result = await quickFix([
            'scenario "x" {',
            '  rules frosthaven',
            '  wall C2..D3',
            '  character Hero at F4 initiative 10',
            '  monster Guard at E2 { move 2 attack aoe hexes A1, Z9 }',
            '  expect Guard { to E6 attacks Hero }',
            '}'
        ].join('\n'), IssueCodes.MapMissing);
        expect(result.titles).toEqual(["Add the missing map extent: 'map C2..F6'"]);
        expect(result.text).toBe([
            'scenario "x" {',
            '  map C2..F6',
            '  rules frosthaven',
            '  wall C2..D3',
            '  character Hero at F4 initiative 10',
            '  monster Guard at E2 { move 2 attack aoe hexes A1, Z9 }',
            '  expect Guard { to E6 attacks Hero }',
            '}'
        ].join('\n'));
        expect(result.codesAfter).not.toContain(IssueCodes.MapMissing);
    });

    test('offers A1..P7 for a scenario that names no hex', async () => {
        const result = await quickFix('scenario "Empty" {}', IssueCodes.MapMissing);
        expect(result.text).toBe('scenario "Empty" {\n  map A1..P7\n}');
        expect(result.codesAfter).toEqual([]);
    });

    test('keeps a one-line scenario on one line', async () => {
        const result = await quickFix('scenario "x" { character Hero at B2 initiative 3 }', IssueCodes.MapMissing);
        expect(result.text).toBe('scenario "x" { map B2..B2 character Hero at B2 initiative 3 }');
        expect(result.codesAfter).toEqual([]);
    });
});

describe('fix reversed map corners', () => {
    test('writes the top-left corner first', async () => {
        const result = await quickFix('scenario "x" {\n  map P7..A1\n}', IssueCodes.MapReversed);
        expect(result.titles).toEqual(["Fix the reversed map corners: 'map A1..P7'"]);
        expect(result.text).toBe('scenario "x" {\n  map A1..P7\n}');
        expect(result.codesAfter).toEqual([]);
    });

    test('mends corners reversed in one direction only', async () => {
        const result = await quickFix('scenario "x" {\n  map A7 .. P1\n}', IssueCodes.MapReversed);
        expect(result.text).toBe('scenario "x" {\n  map A1..P7\n}');
    });
});

describe('upper-case a coordinate', () => {
    test('turns c4 into C4', async () => {
        const result = await quickFix(room('  character Hero at c4 initiative 10'), IssueCodes.MalformedCoordinate);
        expect(result.titles).toEqual(['Write the coordinate in upper case: C4']);
        expect(result.text).toContain('character Hero at C4 initiative 10');
        expect(result.codesAfter).toEqual([]);
    });

    test('offers nothing for text that is no coordinate in any case', async () => {
        const result = await quickFix(room('  character Hero at Door initiative 10'), IssueCodes.MalformedCoordinate);
        expect(result.titles).toEqual([]);
    });
});

describe('write the word a typo most likely meant', () => {
    test('writes a statement\'s keyword in place of its typo', async () => {
        const result = await quickFix(room('  obstalce C3'), IssueCodes.DidYouMean);
        expect(result.titles).toEqual(["Write 'obstacle' instead of 'obstalce'"]);
        expect(result.text).toBe(room('  obstacle C3'));
        expect(result.codesAfter).toEqual([]);
    });

    test('writes a stat card\'s word in place of its typo', async () => {
        const result = await quickFix(room('  monster-type Guard {', '    normal helth 6 move 2 attack 2', '  }'), IssueCodes.DidYouMean);
        expect(result.titles).toEqual(["Write 'health' instead of 'helth'"]);
        expect(result.text).toBe(room('  monster-type Guard {', '    normal health 6 move 2 attack 2', '  }'));
        expect(result.codesAfter).toEqual([]);
    });

    test('writes a figure\'s name as it is spelt', async () => {
        const lines = ['  character Hero at B3 initiative 10', '  monster Guard at E4 { move 2 attack 2 }'];
        const result = await quickFix(room(...lines, '  expect guard { to C3 attacks Hero }'), IssueCodes.DidYouMean);
        expect(result.titles).toEqual(["Write 'Guard' instead of 'guard'"]);
        expect(result.text).toBe(room(...lines, '  expect Guard { to C3 attacks Hero }'));
    });

    test('offers nothing when the word written is already the one meant', async () => {
        const document = await parse(room('  obstalce C3'), { validation: true });
        const diagnostic = document.diagnostics!.find(d => d.code === IssueCodes.DidYouMean)!;
        const changed = { ...diagnostic, data: { code: IssueCodes.DidYouMean, meant: 'obstalce' } };
        const actions = await services.lsp.CodeActionProvider!.getCodeActions(document,
            { textDocument: { uri: document.uri.toString() }, range: diagnostic.range, context: { diagnostics: [changed] } });
        expect(actions).toEqual([]);
        await clearDocuments(services, [document]);
    });
});

describe('set this expectation to the engine\'s decision', () => {
    /** The corpus's first scenario: the Guard steps next to the hero, to H2 or H3, and the players choose. */
    function scenario(expect: string): string {
        return [
            'scenario "Move towards the character" {',
            '  map B1..Q7',
            '  character Hero1 at J3 initiative 1',
            '  monster   Ally1 at G4',
            '  monster   Ally2 at G5',
            '  monster   Guard at G3 {',
            '    move 1',
            '    attack',
            '  }',
            expect,
            '}'
        ].join('\n');
    }

    test('lists exactly the options the engine decided, keeping the comments around them', async () => {
        const result = await quickFix(scenario('  expect Guard { // the players choose\n    to H2\n    to J4 attacks Hero1\n  }'), IssueCodes.ExpectFailed);
        expect(result.titles).toEqual(["Set this expectation to the engine's decision"]);
        expect(result.text).toBe(scenario('  expect Guard { // the players choose\n    to H2\n    to H3\n  }'));
        expect(result.codesAfter).toEqual([]);
    });

    test('fills an empty block', async () => {
        const result = await quickFix(scenario('  expect Guard {}'), IssueCodes.ExpectFailed);
        expect(result.text).toBe(scenario('  expect Guard {\n    to H2\n    to H3\n  }'));
        expect(result.codesAfter).toEqual([]);
    });

    test('fills an empty block of a CRLF document with CRLF line breaks', async () => {
        const crlf = (text: string) => text.replace(/\n/g, '\r\n');
        const result = await quickFix(crlf(scenario('  expect Guard {}')), IssueCodes.ExpectFailed);
        expect(result.text).toBe(crlf(scenario('  expect Guard {\n    to H2\n    to H3\n  }')));
    });

    test('keeps a one-line block on one line', async () => {
        const result = await quickFix(scenario('  expect Guard { to G3 }'), IssueCodes.ExpectFailed);
        expect(result.text).toBe(scenario('  expect Guard { to H2 to H3 }'));
        expect(result.codesAfter).toEqual([]);
    });
});

describe('quick fixes through langium/test, which finds a diagnostic by the code in its data', () => {
    const fix = testCodeAction(services);
    /** Langium's helper hands its clean-up back as `dispose`, though its type names `Symbol.asyncDispose`. */
    const done = (result: object): Promise<void> => (result as { dispose(): Promise<void> }).dispose();

    test('every diagnostic with an issue code carries it in data.code too, beside what the check put there', async () => {
        const document = await parse('scenario "x" {\n  map P7..A1\n}', { validation: true });
        expect(document.diagnostics?.map(d => [d.code, d.data])).toEqual([
            [IssueCodes.MapReversed, { fixed: 'A1..P7', code: IssueCodes.MapReversed }]
        ]);
        await clearDocuments(services, [document]);
    });

    test('upper-cases a coordinate, and the diagnostic is gone', async () => {
        const result = await fix(room('  character Hero at c4 initiative 10'), IssueCodes.MalformedCoordinate, room('  character Hero at C4 initiative 10'));
        expect(result.action?.title).toBe('Write the coordinate in upper case: C4');
        await done(result);
    });

    test('writes reversed map corners top-left first, and the diagnostic is gone', async () => {
        const result = await fix('scenario "x" {\n  map P7..A1\n}', IssueCodes.MapReversed, 'scenario "x" {\n  map A1..P7\n}');
        expect(result.action?.title).toBe("Fix the reversed map corners: 'map A1..P7'");
        await done(result);
    });
});

describe('code actions', () => {
    test('also find the issue code in diagnostic data, where some clients keep it', async () => {
        const text = room('  character Hero at c4 initiative 10');
        const document = await parse(text, { validation: true });
        const diagnostic = (document.diagnostics ?? []).find(d => d.code === IssueCodes.MalformedCoordinate)!;
        const moved = { ...diagnostic, code: undefined, data: { code: IssueCodes.MalformedCoordinate } };
        const actions = await services.lsp.CodeActionProvider!.getCodeActions(document,
            { textDocument: { uri: document.uri.toString() }, range: moved.range, context: { diagnostics: [moved] } });
        expect(actions?.map(a => a.title)).toEqual(['Write the coordinate in upper case: C4']);
        await clearDocuments(services, [document]);
    });

    test('offer nothing for a diagnostic without a fix', async () => {
        const document = await parse(room('  character Hero at B2 initiative 100'), { validation: true });
        const actions = await services.lsp.CodeActionProvider!.getCodeActions(document,
            { textDocument: { uri: document.uri.toString() }, range: document.diagnostics![0].range, context: { diagnostics: document.diagnostics! } });
        expect(actions).toEqual([]);
        await clearDocuments(services, [document]);
    });
});
