import { describe, expect, it } from 'vitest';
import { type Board, Terrain } from '../../../language/model/board.js';
import { actingMonsters, boardGeometry, decideTurn } from '../../../language/engine/analyze.js';
import { EDITIONS } from '../../../language/rules/editions.js';
import { ImaginedFigure, type SoleRoutes, behind, soleRoutes } from '../../../language/engine/imagined.js';
import { createMover } from '../../../language/engine/movement.js';
import { UNREACHABLE, WallDistances } from '../../../language/engine/wall-distance.js';
import { labelToHex } from '../../../language/hex/offset.js';
import { largeBoard } from '../../../bench/synthetic.js';
import { boardOf } from '../helpers.js';

const cell = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

/** A room, a one-hex gap in a wall, and the room beyond; a trap and difficult terrain on the way. */
const GAP = `scenario "t" { map A1..F6
    wall C1, C2, C4, C5, C6
    trap B5 difficult E2
    character Hero at F6 initiative 30
    character Other at A6 initiative 40
    monster Guard at A1 { move 3 attack 2 }
    monster Bat at B1 { move 4 flying attack 1 }
    monster Frog at A2 { move 2 jumping attack 1 range 2 } }`;

/**
 * The cheapest routes of a walker from `from`, on a board of walls alone (every step costs one
 * point and no negative hex).
 */
function routesFrom(board: Board, from: string): SoleRoutes {
    const self = board.figures.findIndex(f => f.kind === 'monster');
    const mover = createMover({ board, self, mode: 'normal', teleport: false, distances: new WallDistances(board) });
    const { traps, points } = mover.reach(cell(board, from), Infinity);
    const incoming = { start: new Int32Array(board.size + 1), other: [] as number[], step: [] as number[] };
    const stepTraps: number[] = [];
    const stepPoints: number[] = [];
    for (let to = 0; to < board.size; to++) {
        for (let d = 0; d < 6; d++) {
            const source = board.step(to, d);
            if (source >= 0 && !board.has(source, Terrain.Wall) && points[source] !== UNREACHABLE) {
                incoming.other.push(source);
                incoming.step.push(stepTraps.length);
                stepTraps.push(0);
                stepPoints.push(1);
            }
        }
        incoming.start[to + 1] = incoming.other.length;
    }
    return soleRoutes(cell(board, from), traps, points,
        { start: incoming.start, other: Int32Array.from(incoming.other), step: Int32Array.from(incoming.step) },
        Uint16Array.from(stepTraps), Uint8Array.from(stepPoints), new Uint8Array(board.size));
}

const labelsOf = (board: Board, table: Uint8Array, but = -1): string[] =>
    Array.from({ length: board.size }, (_, c) => c).filter(c => table[c] === 1 && c !== but).map(c => board.labelOf(c));

describe('cells on every cheapest route', () => {
    it('are the gap in a wall and the cells that alone lead on, not those with a way around', async () => {
        // From A3 (neighbours A2, B2, B3): A1 is entered only from A2; the gap C3 from B2 or B3, so
        // neither of those; beyond it D2 and D3 from C3 alone; D1 and E2 only from D2; E3 from D2 or D3.
        const board = await boardOf(`scenario "t" { map A1..E3 wall C1, C2
            monster Guard at A3 { move 1 attack 1 } }`);
        expect(labelsOf(board, routesFrom(board, 'A3').onSoleRoute, cell(board, 'A3'))).toEqual(['A2', 'C3', 'D2']);
    });

    it('tell which cells a blocked one would cut off from their cheapest routes', async () => {
        const board = await boardOf(`scenario "t" { map A1..E3 wall C1, C2
            monster Guard at A3 { move 1 attack 1 } }`);
        const routes = routesFrom(board, 'A3');
        expect(labelsOf(board, behind(routes, cell(board, 'C3')))).toEqual(['D1', 'D2', 'D3', 'E1', 'E2', 'E3']);
        expect(labelsOf(board, behind(routes, cell(board, 'A2')))).toEqual(['A1']);
        expect(labelsOf(board, behind(routes, cell(board, 'D2')))).toEqual(['D1', 'E1', 'E2']);
        expect(labelsOf(board, behind(routes, cell(board, 'B2')))).toEqual([]);
    });
});

/** Every acting monster's decision with the figure imagined on every hex, with the shared work and without. */
function expectSameDecisions(board: Board, name: string): number {
    const figure = board.figures.findIndex(f => f.name === name);
    const geometry = boardGeometry(board);
    const shared = new ImaginedFigure(board, figure);
    let compared = 0;
    for (let at = 0; at < board.size; at++) {
        if (board.has(at, Terrain.Wall | Terrain.Obstacle) || (board.occupant[at] >= 0 && board.occupant[at] !== figure)) {
            continue;
        }
        const imagined = at === board.figures[figure].cell ? board : board.withFigureAt(figure, at);
        for (const monster of actingMonsters(imagined)) {
            expect(decideTurn(imagined, monster, geometry, shared), `${monster.name} with ${name} at ${board.labelOf(at)}`)
                .toEqual(decideTurn(imagined, monster, geometry));
            compared++;
        }
    }
    return compared;
}

describe('a figure imagined on hex after hex', () => {
    it('leaves every decision as it is without the shared work, walking, flying and jumping', async () => {
        const board = await boardOf(GAP);
        expect(expectSameDecisions(board, 'Hero')).toBeGreaterThan(60);
        expect(expectSameDecisions(board, 'Other')).toBeGreaterThan(60);
    });

    it('leaves every decision as it is on a room with walls, obstacles, traps and areas, in every edition', () => {
        for (const edition of EDITIONS) {
            expect(expectSameDecisions(largeBoard(edition, 10, 6, 3), 'Hero1')).toBeGreaterThan(300);
        }
    });

    it('shares nothing with a board that differs otherwise: the other figures must be those as written', async () => {
        const board = await boardOf(GAP);
        const hero = board.figures.findIndex(f => f.name === 'Hero');
        const other = board.figures.findIndex(f => f.name === 'Other');
        const shared = new ImaginedFigure(board, hero);
        expect(shared.cellOn(board.withFigureAt(hero, cell(board, 'E5')))).toBe(cell(board, 'E5'));
        expect(shared.cellOn(board)).toBe(cell(board, 'F6'));
        expect(shared.cellOn(board.withFigureAt(other, cell(board, 'E5')))).toBe(-1);
        expect(new ImaginedFigure(board, board.figures.findIndex(f => f.name === 'Guard')).cellOn(board)).toBe(-1);
    });

    it('gives the same path as a search of its own where a reach is shared', async () => {
        const board = await boardOf(GAP);
        const hero = board.figures.findIndex(f => f.name === 'Hero');
        const guard = board.figures.findIndex(f => f.name === 'Guard');
        const shared = new ImaginedFigure(board, hero);
        for (const at of ['D1', 'E4', 'B3', 'C3']) {
            const imagined = board.withFigureAt(hero, cell(board, at));
            const setup = { board: imagined, self: guard, mode: 'normal' as const, teleport: false, distances: new WallDistances(imagined) };
            const alone = createMover(setup);
            const together = createMover({ ...setup, imagined: shared });
            for (const budget of [3, Infinity]) {
                const [a, b] = [alone.reach(cell(board, 'A1'), budget), together.reach(cell(board, 'A1'), budget)];
                expect(Array.from(b.traps), `${at} ${budget}`).toEqual(Array.from(a.traps));
                expect(Array.from(b.points), `${at} ${budget}`).toEqual(Array.from(a.points));
                for (let to = 0; to < board.size; to++) {
                    expect(b.path(to), `${at} ${budget} to ${board.labelOf(to)}`).toEqual(a.path(to));
                }
            }
        }
    });

    it('keeps the searches back from at most so many goals, letting the oldest go', async () => {
        const board = await boardOf(GAP);
        const shared = new ImaginedFigure(board, board.figures.findIndex(f => f.name === 'Hero'), 2);
        const searched: number[] = [];
        const search = (to: number) => () => {
            searched.push(to);
            return { traps: new Int32Array(0), points: new Int32Array(0), onSoleRoute: new Uint8Array(0), dominator: new Int32Array(0), order: new Int32Array(0) };
        };
        for (const to of [1, 2, 1, 3, 2, 1]) {
            shared.costsTo(to, search(to));
        }
        // 1 and 2 are kept; 3 lets 1 go; 2 is still kept; 1 is searched again, letting 2 go.
        expect(searched).toEqual([1, 2, 3, 1]);
    });

    it('gives the same costs to every hex as a search of its own, whichever hex the figure is imagined on', async () => {
        const board = await boardOf(GAP);
        const hero = board.figures.findIndex(f => f.name === 'Hero');
        const guard = board.figures.findIndex(f => f.name === 'Guard');
        const shared = new ImaginedFigure(board, hero);
        let compared = 0;
        for (let at = 0; at < board.size; at++) {
            if (board.has(at, Terrain.Wall | Terrain.Obstacle) || (board.occupant[at] >= 0 && board.occupant[at] !== hero)) {
                continue;
            }
            const imagined = board.withFigureAt(hero, at);
            const setup = { board: imagined, self: guard, mode: 'normal' as const, teleport: false, distances: new WallDistances(imagined) };
            const alone = createMover(setup);
            const together = createMover({ ...setup, imagined: shared });
            for (let to = 0; to < board.size; to++) {
                const [a, b] = [alone.costsTo(to), together.costsTo(to)];
                expect([Array.from(b.traps), Array.from(b.points)], `${board.labelOf(at)} to ${board.labelOf(to)}`)
                    .toEqual([Array.from(a.traps), Array.from(a.points)]);
                compared++;
            }
        }
        expect(compared).toBeGreaterThan(500);
    });
});
