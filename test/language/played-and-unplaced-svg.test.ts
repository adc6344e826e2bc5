import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../language/view/board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';

/** What the preview adds to the board: the turn just played, and the figures it could not place. */

const here = dirname(fileURLToPath(import.meta.url));
const fixture: BoardView = JSON.parse(readFileSync(resolve(here, '../fixtures/board-views/guard-post.json'), 'utf8'));

describe('the turn just played', () => {
    const svg = renderBoardSvg(fixture, { played: [{ monster: 'Guard', path: ['G3', 'F3', 'E3'], attacks: [{ target: 'Hero20', damage: 3 }] }] });
    const played = /<g class="ghs-played" data-monster="Guard">.*?<\/g>/s.exec(svg)?.[0] ?? '';

    it('draws the path the monster took, step by step, from where it started', () => {
        expect(played).toContain('<title>Guard&apos;s turn, just played</title>');
        expect(played).toMatch(/<circle class="ghs-played-start" /);
        expect(played).toMatch(/<polyline class="ghs-played-path" points="[^"]+"\/>/);
        expect(played.match(/class="ghs-played-arrow" data-step="\d"/g)).toEqual(['class="ghs-played-arrow" data-step="1"', 'class="ghs-played-arrow" data-step="2"']);
    });

    it('draws each attack and the damage it dealt on the target', () => {
        expect(played.match(/class="ghs-played-attack" data-target="[^"]+"/g)).toEqual(['class="ghs-played-attack" data-target="Hero20"']);
        expect(svg).toMatch(/data-figure="Hero20"[^]*?<g class="ghs-damage" data-damage="3"><rect [^>]*\/><text [^>]*>−3<\/text><\/g>/);
        expect(svg).toContain('<g class="ghs-legend-entry" data-legend="damage">');
    });

    it('draws nothing of the kind without a turn played', () => {
        expect(renderBoardSvg(fixture)).not.toContain('ghs-played"');
    });
});

describe('figures the board could not place', () => {
    const view: BoardView = {
        ...fixture,
        unplaced: [{ name: 'Scout', kind: 'character', hex: 'H9', why: 'H9 is outside the map', initiative: 30, source: { line: 5, character: 2 } }]
    };
    const svg = renderBoardSvg(view);

    it('are drawn beside the board, marked, each with why, and a click on them finds their line', () => {
        expect(svg).toContain('>Not on the board:</text>');
        expect(svg).toMatch(/<g class="ghs-unplaced" data-legend="unplaced Scout" data-figure="Scout"><g class="ghs-figure ghs-fig-character ghs-misplaced"><circle class="ghs-misplaced-ring" /);
        expect(svg).toContain('<title>Scout (written at H9) is not on the board: H9 is outside the map</title>');
        expect(svg).toContain('>Scout: H9 is outside the map</text>');
    });

    it('are not among the figures on the board', () => {
        expect(svg).not.toContain('data-figure="Scout" data-hex=');
    });
});
