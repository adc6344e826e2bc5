import { describe, expect, test } from 'vitest';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import type { FigureView } from '../../language/view/board-view.js';
import { analyzer, parse } from './helpers.js';

const SCENARIO = [
    'scenario "Vitals" {',
    '  map A1..E4',
    '  monster-type Guard {',
    '    normal health 5 move 2 attack 2',
    '    elite  health 9 move 2 attack 3',
    '  }',
    '  deck Guard { card "Rush" initiative 60 { move +1 attack -1 } }',
    '  character Hero10 at D4 initiative 10 hp 8 of 10 conditions poison, invisible',
    '  summon    Wolf of Hero10 at E4',
    '  monster   Guard1 of Guard at B2 elite number 1 hp 4 conditions wound, muddle',
    '  monster   Guard2 of Guard at C1 number 2',
    '  round 1 { reveal Guard "Rush" }',
    '}'
].join('\n');

async function view() {
    const document = await parse(SCENARIO);
    const scenario = document.parseResult.value;
    const analysis = analyzer.analyze(scenario);
    return buildBoardView(scenario, analysis.board, analysis.worded, 'gloomhaven');
}

function vitals(figure: FigureView) {
    return [figure.name, figure.hp, figure.maxHp, figure.conditions];
}

describe('hit points and conditions in the board view', () => {
    test('carry each figure\'s current and maximum hit points and its conditions, invisible apart', async () => {
        const board = await view();
        expect(board.figures.map(vitals)).toEqual([
            ['Hero10', 8, 10, ['poison']],
            ['Wolf', undefined, undefined, undefined],
            ['Guard1', 4, 9, ['wound', 'muddle']],
            ['Guard2', 5, 5, undefined]
        ]);
        expect(board.figures.find(f => f.name === 'Hero10')?.invisible).toBe(true);
    });

    test('are drawn on the figures: a pill of hit points, an icon per condition, both in the tooltip', async () => {
        const svg = renderBoardSvg(await view());
        const guard1 = /<g class="ghs-figure[^"]*" data-figure="Guard1".*?class="ghs-name"/s.exec(svg)?.[0] ?? '';
        expect(guard1).toContain('<title>Guard1: elite monster at B2 · initiative 60 · 4 of 9 hp · wound, muddle</title>');
        expect(guard1).toMatch(/<g class="ghs-hp ghs-hp-low" data-hp="4" data-max-hp="9">.*?>4\/9<\/text><\/g>/);
        // Icons drawn in lines, no letters: the word is the icon's tooltip and the legend's.
        expect(guard1).toMatch(/<g class="ghs-condition ghs-condition-wound" data-condition="wound"><circle [^>]*\/><path class="ghs-condition-glyph" d="[^"]+"\/><title>wound<\/title><\/g>/);
        expect(guard1).toMatch(/<g class="ghs-condition ghs-condition-muddle" data-condition="muddle"><circle [^>]*\/><path class="ghs-condition-glyph" d="[^"]+"\/><title>muddle<\/title><\/g>/);
        // Standees as in the game: gold for an elite monster, white for a normal one, both in the legend.
        expect(svg).toContain('<g class="ghs-figure ghs-fig-monster ghs-elite" data-figure="Guard1"');
        expect(svg).toContain('<g class="ghs-figure ghs-fig-monster ghs-normal" data-figure="Guard2"');
        expect(svg).toMatch(/<g class="ghs-legend-entry" data-legend="elite">.*?>elite monster<\/text><\/g>/);
        expect(svg).toMatch(/<g class="ghs-legend-entry" data-legend="normal">.*?>normal monster<\/text><\/g>/);
        expect(svg).toMatch(/<g class="ghs-legend-entry" data-legend="wound">/);
        expect(svg).toMatch(/<g class="ghs-legend-entry" data-legend="muddle">/);
        expect(svg).toMatch(/data-figure="Guard2".*?<g class="ghs-hp" data-hp="5" data-max-hp="5">.*?>5\/5<\/text>/s);
        expect(svg).not.toMatch(/data-figure="Wolf"[^]*?ghs-hp[^]*?data-figure="Guard1"/);
        expect(svg).not.toContain('data-damage');
    });

    test('the damage of the last turn played comes from the last acted record, on each target it names', async () => {
        const document = await parse(SCENARIO.replace('  round 1', [
            '  acted     Guard2 from C1 to C1 attacks Hero10 damage 3',
            '  acted     Guard1 from B2 to B2 attacks Hero10 damage 1, Wolf',
            '  round 1'
        ].join('\n')));
        const scenario = document.parseResult.value;
        const analysis = analyzer.analyze(scenario);
        const board = buildBoardView(scenario, analysis.board, analysis.worded, 'gloomhaven');
        expect(board.figures.map(f => [f.name, f.damage])).toEqual([['Hero10', 1], ['Wolf', undefined], ['Guard1', undefined], ['Guard2', undefined]]);
    });

    test('the damage of the last turn is drawn beside the figure and told in its tooltip', async () => {
        const board = await view();
        const hurt = { ...board, figures: board.figures.map(f => f.name === 'Hero10' ? { ...f, damage: 2 } : f) };
        const svg = renderBoardSvg(hurt);
        expect(svg).toMatch(/<g class="ghs-damage" data-damage="2"><rect [^>]*\/><text [^>]*>−2<\/text><\/g>/);
        expect(svg).toContain('<title>Hero10: character at D4 · initiative 10 · invisible · 8 of 10 hp · poison · took 2 damage in the last turn</title>');
    });
});
