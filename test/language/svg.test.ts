import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boardFromScenario } from '../../language/model/from-ast.js';
import type { BoardView, MapView } from '../../language/view/board-view.js';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { type Point, createLayout } from '../../language/view/layout.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import { parseAndValidate } from './helpers.js';

const here = dirname(fileURLToPath(import.meta.url));
const fixture: BoardView = JSON.parse(readFileSync(resolve(here, '../fixtures/board-views/guard-post.json'), 'utf8'));

const SIZE = 30;
const H = Math.sqrt(3) * SIZE;

function map(from: [number, number], to: [number, number]): MapView {
    return { from: '', to: '', minCol: from[0], minRow: from[1], maxCol: to[0], maxRow: to[1] };
}

function emptyView(extent: MapView, extra: Partial<BoardView> = {}): BoardView {
    return { title: 'Test', edition: 'gloomhaven', map: extent, terrain: [], thinWalls: [], figures: [], decisions: [], optionWords: [], problems: [], ...extra };
}

/** The points of the polygon drawn for a hex (the grid cell, not an overlay). */
function hexPolygon(svg: string, label: string): Point[] {
    const match = new RegExp(`<g class="ghs-hex[^"]*" data-hex="${label}"><polygon points="([^"]+)"`).exec(svg);
    expect(match, `hex ${label} drawn`).not.toBeNull();
    return match![1].split(' ').map(pair => {
        const [x, y] = pair.split(',').map(Number);
        return { x, y };
    });
}

function centroid(points: Point[]): Point {
    return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

function count(svg: string, pattern: RegExp): number {
    return svg.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

describe('hex layout', () => {
    it('puts odd columns (B, D…) half a hex lower than their neighbours', () => {
        const layout = createLayout(map([0, 1], [3, 2]), { hexSize: SIZE });
        const a1 = layout.center(0, 1);
        const b1 = layout.center(1, 1);
        const c1 = layout.center(2, 1);
        expect(b1.y - a1.y).toBeCloseTo(H / 2, 1);
        expect(c1.y).toBeCloseTo(a1.y, 1);
        expect(b1.x - a1.x).toBeCloseTo(1.5 * SIZE, 1);
        expect(layout.center(0, 2).y - a1.y).toBeCloseTo(H, 1);
    });

    it('keeps the parity of the column letter when the map starts on an odd column', () => {
        const layout = createLayout(map([1, 3], [3, 4]), { hexSize: SIZE });
        expect(layout.center(1, 3).y - layout.center(2, 3).y).toBeCloseTo(H / 2, 1);
        expect(layout.center(3, 3).y).toBeCloseTo(layout.center(1, 3).y, 1);
    });

    it('draws flat-topped hexes, two corners level at the top', () => {
        const svg = renderBoardSvg(emptyView(map([0, 1], [2, 2])), { hexSize: SIZE });
        const corners = hexPolygon(svg, 'A1');
        const top = Math.min(...corners.map(p => p.y));
        expect(corners.filter(p => Math.abs(p.y - top) < 0.05)).toHaveLength(2);
        expect(centroid(hexPolygon(svg, 'B1')).y - centroid(corners).y).toBeCloseTo(H / 2, 1);
    });

    it('turned a quarter, draws pointy-topped hexes with columns as rows', () => {
        const svg = renderBoardSvg(emptyView(map([0, 1], [2, 2])), { hexSize: SIZE, rotate: true });
        const a1 = hexPolygon(svg, 'A1');
        const top = Math.min(...a1.map(p => p.y));
        expect(a1.filter(p => Math.abs(p.y - top) < 0.05)).toHaveLength(1);
        const ca1 = centroid(a1);
        const cb1 = centroid(hexPolygon(svg, 'B1'));
        const ca2 = centroid(hexPolygon(svg, 'A2'));
        // Column B is the next row down, shifted half a hex sideways; row 2 sits beside row 1.
        expect(cb1.y - ca1.y).toBeCloseTo(1.5 * SIZE, 1);
        expect(Math.abs(cb1.x - ca1.x)).toBeCloseTo(H / 2, 1);
        expect(Math.abs(ca2.x - ca1.x)).toBeCloseTo(H, 1);
        expect(ca2.y).toBeCloseTo(ca1.y, 1);
    });

    it('labels columns and rows on the edges only when asked', () => {
        const view = emptyView(map([0, 1], [27, 3]));
        const svg = renderBoardSvg(view, { hexSize: SIZE });
        expect(svg).toContain('data-col="AB"');
        expect(svg).toContain('data-row="3"');
        expect(renderBoardSvg(view, { coordinates: false })).not.toContain('data-col=');
    });
});

describe('thin walls', () => {
    function wallLine(svg: string): [Point, Point] {
        const match = /<line class="ghs-thin-wall"[^>]*x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)"/.exec(svg);
        expect(match, 'a thin wall is drawn').not.toBeNull();
        const [x1, y1, x2, y2] = match!.slice(1).map(Number);
        return [{ x: x1, y: y1 }, { x: x2, y: y2 }];
    }

    function isCornerOf(p: Point, corners: Point[]): boolean {
        return corners.some(c => Math.hypot(c.x - p.x, c.y - p.y) < 0.05);
    }

    for (const [a, b] of [['E3', 'E4'], ['B1', 'C2'], ['C2', 'B1'], ['C2', 'D1'], ['D1', 'C1']] as const) {
        for (const rotate of [false, true]) {
            it(`lies on the edge shared by ${a} and ${b}${rotate ? ', turned' : ''}`, () => {
                const svg = renderBoardSvg(emptyView(map([0, 1], [5, 5]), { thinWalls: [[a, b]] }), { hexSize: SIZE, rotate });
                const [p, q] = wallLine(svg);
                for (const hex of [a, b]) {
                    expect(isCornerOf(p, hexPolygon(svg, hex)), `${hex} has the first end as a corner`).toBe(true);
                    expect(isCornerOf(q, hexPolygon(svg, hex)), `${hex} has the second end as a corner`).toBe(true);
                }
                expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(SIZE, 1);
            });
        }
    }

    it('is not drawn between hexes that do not touch', () => {
        const svg = renderBoardSvg(emptyView(map([0, 1], [5, 5]), { thinWalls: [['B1', 'C3'], ['C2', 'B3']] }));
        expect(svg).not.toContain('ghs-thin-wall"');
    });
});

describe('board contents', () => {
    const svg = renderBoardSvg(fixture, { hexSize: SIZE });

    it('draws every hex of the map once', () => {
        expect(count(svg, /<g class="ghs-hex[ "]/)).toBe(8 * 6);
    });

    it('marks each terrain kind with its own symbol and class', () => {
        for (const kind of ['wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy']) {
            expect(svg, kind).toMatch(new RegExp(`class="ghs-sym ghs-sym-${kind}" data-terrain="${kind}"`));
            expect(svg, kind).toMatch(new RegExp(`class="ghs-hex ghs-t-${kind}`));
        }
        const board = svg.slice(0, svg.indexOf('<g class="ghs-legend">'));
        expect(count(board, /data-terrain="wall"/)).toBe(6);
        // The legend names each kind once.
        for (const kind of ['wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy']) {
            expect(count(svg, new RegExp(`<g class="ghs-legend-entry" data-legend="${kind}">`)), kind).toBe(1);
        }
    });

    it('draws every figure with its name, initiative and kind', () => {
        for (const figure of fixture.figures) {
            expect(svg).toContain(`data-figure="${figure.name}" data-hex="${figure.hex}"`);
            expect(svg).toMatch(new RegExp(`class="ghs-name"[^>]*>${figure.name}<`));
        }
        expect(svg).toMatch(/data-figure="Hero10"[\s\S]*?class="ghs-token-text"[^>]*>10</);
        expect(svg).toContain('class="ghs-figure ghs-fig-character ghs-invisible" data-figure="Hero30"');
        expect(svg).toContain('class="ghs-figure ghs-fig-monster ghs-normal ghs-ally" data-figure="Archer"');
        expect(svg).toContain('class="ghs-figure ghs-fig-summon" data-figure="Wolf"');
    });

    it('draws no decision until a monster is selected', () => {
        expect(svg).not.toContain('ghs-overlay');
        expect(svg).not.toContain('data-target=');
    });

    it('escapes text that came from the scenario', () => {
        const out = renderBoardSvg(emptyView(map([0, 1], [0, 1]), { title: 'Fish & <chips>' }));
        expect(out).toContain('Fish &amp; &lt;chips&gt;');
        expect(out).not.toContain('<chips>');
    });

    it('explains why there is nothing to draw without a map', () => {
        const out = renderBoardSvg(emptyView(map([0, 1], [-1, 0]), { problems: ['No board to draw: the scenario needs a map statement.'] }));
        expect(out).toContain('ghs-empty');
        expect(out).toContain('No board to draw');
    });

    it('leaves the stylesheet out for a page that loads it itself', () => {
        expect(svg).toContain('<style>');
        expect(renderBoardSvg(fixture, { embedStyle: false })).not.toContain('<style>');
    });
});

describe('decision overlay', () => {
    const decision = fixture.decisions[0];

    it('marks the focus, the chosen path with one arrow a step, the destination, the area and the targets', () => {
        const svg = renderBoardSvg(fixture, { hexSize: SIZE, selection: { monster: 'Guard' } });
        const chosen = /<g class="ghs-option ghs-chosen" data-option="0">([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
        expect(chosen).toContain('class="ghs-path"');
        expect(count(chosen, /class="ghs-arrow"/)).toBe(decision.options[0].path.length);
        expect(chosen).toContain('class="ghs-destination" data-hex="D3"');
        expect(count(chosen, /class="ghs-area"/)).toBe(2);
        expect(chosen).toContain('class="ghs-los" data-target="Hero10"');
        expect(chosen).toContain('class="ghs-los" data-target="Hero20"');
        expect(svg).toContain('data-focus="Hero20"');
        expect(svg).not.toContain('data-focus="Hero10"');
        expect(svg).toContain('class="ghs-target-mark" data-target="Hero10"');
        expect(svg).toContain('class="ghs-target-mark" data-target="Hero20"');
        expect(svg).toContain('class="ghs-selected"');
    });

    it('starts the path on the monster and runs it through each hex entered', () => {
        const svg = renderBoardSvg(fixture, { hexSize: SIZE, selection: { monster: 'Guard' } });
        const line = /<g class="ghs-option ghs-chosen"[\s\S]*?<polyline class="ghs-path" points="([^"]+)"/.exec(svg)?.[1] ?? '';
        const vertices = line.split(' ').map(pair => pair.split(',').map(Number));
        const expected = ['G3', ...decision.options[0].path].map(h => centroid(hexPolygon(svg, h)));
        expect(vertices).toHaveLength(expected.length);
        vertices.forEach(([x, y], i) => {
            expect(x).toBeCloseTo(expected[i].x, 1);
            expect(y).toBeCloseTo(expected[i].y, 1);
        });
    });

    it('shows the other option faded, and swaps when it is chosen', () => {
        const first = renderBoardSvg(fixture, { selection: { monster: 'Guard', option: 0 } });
        expect(first).toContain('<g class="ghs-option ghs-alt" data-option="1">');
        const second = renderBoardSvg(fixture, { selection: { monster: 'Guard', option: 1 } });
        expect(second).toContain('<g class="ghs-option ghs-alt" data-option="0">');
        expect(/<g class="ghs-option ghs-chosen" data-option="1">[\s\S]*?data-hex="E5"/.test(second)).toBe(true);
    });

    it('draws nothing for a monster without a decision', () => {
        const svg = renderBoardSvg(fixture, { selection: { monster: 'Archer' } });
        expect(svg).not.toContain('ghs-overlay');
    });
});

describe('from a scenario to the picture', () => {
    it('keeps figures, terrain, thin walls and where each figure is declared', async () => {
        const document = await parseAndValidate(`scenario "Small" {
  map B1..E4
  wall between C2 and C3
  difficult D2
  character Hero at C3 initiative 12 long-rest
  monster Guard at E2 { move 2 attack }
}`);
        const scenario = document.parseResult.value;
        const view = buildBoardView(scenario, boardFromScenario(scenario), []);
        expect(view.map).toEqual({ from: 'B1', to: 'E4', minCol: 1, maxCol: 4, minRow: 1, maxRow: 4 });
        expect(view.thinWalls).toEqual([['C2', 'C3']]);
        expect(view.terrain).toEqual([{ hex: 'D2', col: 3, row: 2, kinds: ['difficult'] }]);
        const hero = view.figures.find(f => f.name === 'Hero');
        expect(hero).toMatchObject({ kind: 'character', hex: 'C3', initiative: 12, longRest: true, acts: false, source: { line: 4, character: 2 } });
        expect(view.figures.find(f => f.name === 'Guard')).toMatchObject({ acts: true, source: { line: 5, character: 2 } });
        const svg = renderBoardSvg(view);
        expect(svg).toContain('data-wall="C2 C3"');
        expect(svg).toContain('data-figure="Hero" data-hex="C3"');
        expect(svg).toContain('class="ghs-figure ghs-fig-character ghs-long-rest" data-figure="Hero"');
        expect(svg).toContain('<g class="ghs-condition ghs-condition-long-rest" data-condition="long rest">');
    });

    it('says why there is no board', async () => {
        const document = await parseAndValidate('scenario "No map" { character Hero at C3 initiative 12 }');
        const scenario = document.parseResult.value;
        const view = buildBoardView(scenario, boardFromScenario(scenario), []);
        expect(view.problems).toHaveLength(1);
        expect(view.problems[0]).toContain('map');
        expect(renderBoardSvg(view)).toContain('map statement');
    });
});
