import { AstUtils } from 'langium';
import { expectError, expectWarning } from 'langium/test';
import { describe, expect, test } from 'vitest';
import { Board } from '../../language/model/board.js';
import { analyzeBoard } from '../../language/engine/analyze.js';
import { createMover } from '../../language/engine/movement.js';
import { UNREACHABLE, WallDistances, wallDistances } from '../../language/engine/wall-distance.js';
import { type Scenario, isLink } from '../../language/generated/ast.js';
import { hexLabel, labelToHex } from '../../language/hex/offset.js';
import { linkFromScenario } from '../../language/interchange/monster-mover-export.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { buildBoardView } from '../../language/view/build-board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import { boardOf, parseAndValidate, validate } from './helpers.js';

/** A map split by a wall with no gap (column D), as in the rule scenarios. */
const room = (...lines: string[]): string => ['scenario "Links" {', '  rules frosthaven', '  map A1..G3', '  wall D1..D3', ...lines.map(l => `  ${l}`), '}'].join('\n');

function codes(diagnostics: Array<{ code?: unknown; data?: unknown }> | undefined): string[] {
    return (diagnostics ?? []).map(d => String(d.code ?? (d.data as { code?: string } | undefined)?.code)).sort();
}

const cellOf = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

describe('links on the board', () => {
    test('each link is kept once, both ways, apart from the six-direction neighbour table', async () => {
        const board = await boardOf(room('link C2 and E2', 'link E2 and C2', 'link A1 and G3'));
        const [c2, e2, a1, g3] = ['C2', 'E2', 'A1', 'G3'].map(l => cellOf(board, l));
        expect(board.links).toEqual([[c2, e2], [a1, g3]]);
        expect(board.linkedTo(c2)).toEqual([e2]);
        expect(board.linkedTo(e2)).toEqual([c2]);
        expect(board.linkedTo(g3)).toEqual([a1]);
        expect(board.linkedTo(cellOf(board, 'B2'))).toEqual([]);
        expect(board.neighbor.length).toBe(board.size * 6);
    });

    test('a link with an end off the map or to itself is left out', () => {
        const spec = { edition: 'frosthaven' as const, from: { col: 0, row: 1 }, to: { col: 2, row: 2 }, terrain: [], thinWalls: [], figures: [] };
        const board = new Board({ ...spec, links: [[labelToHex('A1')!, labelToHex('H9')!], [labelToHex('B2')!, labelToHex('B2')!]] });
        expect(board.links).toEqual([]);
        expect(board.hasLinks).toBe(false);
    });

    test('path length goes through a link, range does not', async () => {
        const board = await boardOf(room('link C2 and E2'));
        const [a2, e2, g2] = ['A2', 'E2', 'G2'].map(l => cellOf(board, l));
        expect(wallDistances(board, a2)[g2]).toBe(UNREACHABLE);
        expect(wallDistances(board, a2, true)[e2]).toBe(3);
        expect(wallDistances(board, a2, true)[g2]).toBe(5);
        const distances = new WallDistances(board);
        expect(distances.from(a2)[g2]).toBe(UNREACHABLE);
        expect(distances.path(a2)[g2]).toBe(5);
    });

    test('without links, path length is the range field itself', async () => {
        const board = await boardOf(room());
        const distances = new WallDistances(board);
        expect(distances.path(0)).toBe(distances.from(0));
    });

    test('a link onto a wall hex leads nowhere', async () => {
        const board = await boardOf(room('link C2 and D2'));
        expect(wallDistances(board, cellOf(board, 'C2'), true)[cellOf(board, 'D2')]).toBe(UNREACHABLE);
    });
});

describe('moving through a link', () => {
    const moveOf = async (ability: string, ...lines: string[]): Promise<unknown> => {
        const board = await boardOf(room('character Hero10 at G2 initiative 10', `monster Guard at A2 { ${ability} attack }`, ...lines));
        return analyzeBoard(board)[0].options.map(o => hexLabel(o.destination));
    };

    test('walking, flying and jumping step through it for one point', async () => {
        expect(await moveOf('move 4', 'link C2 and E2')).toEqual(['F1', 'F2']);
        expect(await moveOf('move 4 flying', 'link C2 and E2')).toEqual(['F1', 'F2']);
        expect(await moveOf('move 4 jumping', 'link C2 and E2')).toEqual(['F1', 'F2']);
        expect(await moveOf('move 4')).toEqual(['A2']);
    });

    test('a walking path through a link names both linked hexes', async () => {
        const board = await boardOf(room('link C2 and E2', 'character Hero10 at G2 initiative 10', 'monster Guard at A2 { move 4 attack }'));
        const mover = createMover({ board, self: board.figures.length - 1, mode: 'normal', teleport: false, distances: new WallDistances(board) });
        const reach = mover.reach(cellOf(board, 'A2'), 4);
        expect(reach.points[cellOf(board, 'F2')]).toBe(4);
        // B1 or B2 first, both a step from A2 and from C2.
        expect(reach.path(cellOf(board, 'F2')).map(c => board.labelOf(c)).slice(1)).toEqual(['C2', 'E2', 'F2']);
        expect(mover.costsTo(cellOf(board, 'F2')).points[cellOf(board, 'A2')]).toBe(4);
    });

    test('difficult terrain on the far side costs 2; ice entered through a link does not slide the figure on', async () => {
        const board = await boardOf(room('link C2 and E2', 'difficult E2', 'character Hero10 at G2 initiative 10', 'monster Guard at C2 { move 4 attack }'));
        const mover = createMover({ board, self: board.figures.length - 1, mode: 'normal', teleport: false, distances: new WallDistances(board) });
        expect(mover.reach(cellOf(board, 'C2'), 4).points[cellOf(board, 'E2')]).toBe(2);
        const icy = await boardOf(room('link C2 and E2', 'icy E2, F2', 'monster Guard at C2 { move 1 }'));
        const slider = createMover({ board: icy, self: 0, mode: 'normal', teleport: false, distances: new WallDistances(icy) });
        const reach = slider.reach(cellOf(icy, 'C2'), 1);
        expect(reach.points[cellOf(icy, 'E2')]).toBe(1);
        expect(reach.path(cellOf(icy, 'E2')).map(c => icy.labelOf(c))).toEqual(['E2']);
    });

    test('an enemy on the far hex closes the link', async () => {
        expect(await moveOf('move 4', 'link C2 and E2', 'character Hero20 at E2 initiative 20')).toEqual(['A2']);
    });

    test('a teleport is not movement: it ignores the link', async () => {
        const board = await boardOf(room('link A2 and G1', 'character Hero10 at G2 initiative 10', 'monster Guard at A2 { move 2 teleport attack }'));
        const linked = analyzeBoard(board)[0].options.map(o => hexLabel(o.destination));
        const plain = analyzeBoard(await boardOf(room('character Hero10 at G2 initiative 10', 'monster Guard at A2 { move 2 teleport attack }')))[0].options.map(o => hexLabel(o.destination));
        expect(linked).toEqual(plain);
    });
});

describe('the preview draws the link', () => {
    test('as a pair of rings joined by an arc, named in each hex\'s tooltip', async () => {
        const text = room('link C2 and E2');
        const document = await parseAndValidate(text);
        const view = buildBoardView(document.parseResult.value, await boardOf(text), []);
        expect(view.links).toEqual([['C2', 'E2']]);
        const svg = renderBoardSvg(view);
        expect(svg).toContain('<g class="ghs-link-pair" data-link="C2 E2">');
        expect(svg).toMatch(/<path class="ghs-link" d="M[\d.]+ [\d.]+ Q[\d.-]+ [\d.-]+ [\d.]+ [\d.]+"\/>/);
        expect(svg).toContain('<title>C2 · linked to E2</title>');
        expect(svg).toContain('<title>E2 · linked to C2</title>');
        expect(buildBoardView(document.parseResult.value, await boardOf(room()), [])).not.toHaveProperty('links');
    });
});

describe('a Monster Mover link', () => {
    test('does not carry linked hexes, and says so', async () => {
        const text = room('link C2 and E2', 'character Hero10 at G2 initiative 10', 'monster Guard at A2 { move 4 attack }');
        const exported = linkFromScenario((await parseAndValidate(text)).parseResult.value);
        expect(exported.warnings).toContain('The links are not carried: the Monster Mover has no linked hexes, so its answer may differ where a path would go through one.');
    });
});

describe('validation of links', () => {
    const nth = (scenario: Scenario, index: number) => AstUtils.streamAllContents(scenario).filter(isLink).toArray()[index];

    test('a link onto a wall hex is an error', async () => {
        const result = await validate(room('link C2 and D2'));
        expectError(result, 'D2 is a wall hex: a link joins two hexes of the room. Remove the link, or the wall.',
            { node: nth(result.document.parseResult.value, 0), code: IssueCodes.LinkOnWall });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.LinkOnWall]);
        await result.dispose();
    });

    test('a hex linked to itself is an error', async () => {
        const result = await validate(room('link C2 and C2'));
        expectError(result, 'A link joins two hexes: C2 cannot be linked to itself. Name another hex.',
            { node: nth(result.document.parseResult.value, 0), code: IssueCodes.LinkToItself });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.LinkToItself]);
        await result.dispose();
    });

    test('the same link twice, in either order, is a warning on the repetition', async () => {
        const result = await validate(room('link C2 and E2', 'link E2 and C2'));
        expectWarning(result, 'E2 and C2 are already linked (line 5): remove the repetition.',
            { node: nth(result.document.parseResult.value, 1), code: IssueCodes.LinkRepeated });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.LinkRepeated]);
        await result.dispose();
    });

    test('a link between neighbours adds nothing, unless a thin wall stands between them', async () => {
        const result = await validate(room('link B2 and B3'));
        expectWarning(result, 'B2 and B3 are already adjacent: the link adds nothing. Remove it.',
            { node: nth(result.document.parseResult.value, 0), code: IssueCodes.LinkAdjacent });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.LinkAdjacent]);
        await result.dispose();
        const across = await validate(room('wall between B2 and B3', 'link B3 and B2'));
        expect(codes(across.diagnostics)).toEqual([]);
        await across.dispose();
    });

    test('a link off the map is an error like any hex off the map', async () => {
        const result = await validate(room('link C2 and H9'));
        expectError(result, "This hex H9 is outside the map A1..G3: move it inside, or widen the 'map'.", { code: IssueCodes.OffMap });
        expect(codes(result.diagnostics)).toEqual([IssueCodes.OffMap]);
        await result.dispose();
    });
});
