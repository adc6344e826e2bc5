import { describe, expect, test } from 'vitest';
import { analyzeBoard } from '../../language/engine/analyze.js';
import { wordDecision } from '../../language/explain/decision-words.js';
import { boardFromScenario } from '../../language/model/from-ast.js';
import { boardToGhs } from '../../bench/board-to-ghs.js';
import { largeBoard } from '../../bench/synthetic.js';
import { parse } from './helpers.js';

/** The language-server bench times the large synthetic board as text: the text must be that board. */
describe('the bench\'s board written as a scenario', () => {
    test('parses without a problem back to the same board, with the same decisions', async () => {
        const board = largeBoard();
        const document = await parse(boardToGhs(board, 'Large'), { validation: true });
        const problems = (document.diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2);
        expect(problems.map(d => d.message)).toEqual([]);
        const again = boardFromScenario(document.parseResult.value);
        expect(again).toBeDefined();
        expect([again!.width, again!.height]).toEqual([40, 40]);
        expect([...again!.terrain]).toEqual([...board.terrain]);
        expect([...again!.thinWallMask]).toEqual([...board.thinWallMask]);
        // A parsed figure says `false` where the synthetic one leaves a flag out.
        const flagsSpelt = (figures: typeof board.figures) =>
            figures.map(f => ({ ...f, invisible: f.invisible ?? false, longRest: f.longRest ?? false, acted: f.acted ?? false }));
        expect(flagsSpelt(again!.figures)).toEqual(flagsSpelt(board.figures));
        expect(analyzeBoard(again!).map(d => wordDecision(d).summary)).toEqual(analyzeBoard(board).map(d => wordDecision(d).summary));
    });
});
