import { describe, expect, test } from 'vitest';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { analyzer, parse } from './helpers.js';

describe('the board view of a monster\'s area', () => {
    test('carries the pattern as the `aoe` line writes it, origin included', async () => {
        const document = await parse([
            'scenario "Areas" {',
            '  map A1..E3',
            '  character Hero at A1 initiative 10',
            '  monster   Guard at E3 { move 1 attack aoe origin B2 hexes C2, B1 }',
            '  monster   Archer at E1 { attack range 3 aoe hexes A1, A2 }',
            '  monster   Ally at C3',
            '}'
        ].join('\n'));
        const scenario = document.parseResult.value;
        const analysis = analyzer.analyze(scenario);
        const view = buildBoardView(scenario, analysis.board, analysis.worded, 'gloomhaven');
        expect(view.figures.map(f => [f.name, f.area])).toEqual([
            ['Hero', undefined],
            ['Guard', { origin: 'B2', hexes: ['C2', 'B1'] }],
            ['Archer', { hexes: ['A1', 'A2'] }],
            ['Ally', undefined]
        ]);
    });
});
