import { describe, expect, it } from 'vitest';
import { type Board, Terrain } from '../../../language/model/board.js';
import { actingMonsters, boardGeometry, decideTurn } from '../../../language/engine/analyze.js';
import { EDITIONS } from '../../../language/rules/editions.js';
import { ImaginedFigure, type SoleRoutes, behind, onEveryRoute, onSomeSoleRoute, soleRoutes } from '../../../language/engine/imagined.js';
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

const labelsOf = (board: Board, cells: Iterable<number>): string[] => [...cells].sort((a, b) => a - b).map(c => board.labelOf(c));

describe('cells on every cheapest route', () => {
    it('are the gap in a wall and the cells that alone lead on, not those with a way around', async () => {
        // From A3 (neighbours A2, B2, B3): A1 is entered only from A2; the gap C3 from B2 or B3, so
        // neither of those; beyond it D2 and D3 from C3 alone; D1 and E2 only from D2; E3 from D2 or D3.
        const board = await boardOf(`scenario "t" { map A1..E3 wall C1, C2
            monster Guard at A3 { move 1 attack 1 } }`);
        const routes = routesFrom(board, 'A3');
        const cells = Array.from({ length: board.size }, (_, c) => c);
        expect(labelsOf(board, cells.filter(c => c !== cell(board, 'A3') && onSomeSoleRoute(routes, c)))).toEqual(['A2', 'C3', 'D2']);
    });

    it('tell which cells a blocked one would cut off from their cheapest routes', async () => {
        const board = await boardOf(`scenario "t" { map A1..E3 wall C1, C2
            monster Guard at A3 { move 1 attack 1 } }`);
        const routes = routesFrom(board, 'A3');
        expect(labelsOf(board, behind(routes, cell(board, 'C3')))).toEqual(['D1', 'D2', 'D3', 'E1', 'E2', 'E3']);
        expect(labelsOf(board, behind(routes, cell(board, 'A2')))).toEqual(['A1']);
        expect(labelsOf(board, behind(routes, cell(board, 'D2')))).toEqual(['D1', 'E1', 'E2']);
        expect(labelsOf(board, behind(routes, cell(board, 'B2')))).toEqual([]);
        expect(onEveryRoute(routes, cell(board, 'C3'), cell(board, 'E1'))).toBe(true);
        expect(onEveryRoute(routes, cell(board, 'D2'), cell(board, 'E3'))).toBe(false);
        expect(onEveryRoute(routes, cell(board, 'C3'), cell(board, 'C3'))).toBe(false);
    });

    it('lay the cells under each one together, so that those behind a cell are read off at once', async () => {
        const board = await boardOf(`scenario "t" { map A1..G7 wall C1..C3, C5..C7, E2..E6
            monster Guard at A4 { move 1 attack 1 } }`);
        const routes = routesFrom(board, 'A4');
        // Every cell's subtree, walked through the dominators one by one, is the stretch the preorder gives.
        for (let c = 0; c < board.size; c++) {
            const under = new Set<number>();
            for (let d = 0; d < board.size; d++) {
                for (let up = d; routes.dominator[up] >= 0 && up !== routes.dominator[up]; up = routes.dominator[up]) {
                    if (routes.dominator[up] === c) {
                        under.add(d);
                        break;
                    }
                }
            }
            expect(labelsOf(board, behind(routes, c)), board.labelOf(c)).toEqual(labelsOf(board, under));
        }
        expect(labelsOf(board, behind(routes, cell(board, 'C4')))).toContain('G4');
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

    it('keeps the searches from at most so many hexes, letting the least recently used go', async () => {
        const board = await boardOf(GAP);
        const shared = new ImaginedFigure(board, board.figures.findIndex(f => f.name === 'Hero'), 2);
        const searched: number[] = [];
        const search = (from: number) => () => {
            searched.push(from);
            return routesFrom(board, 'A3');
        };
        for (const from of [1, 2, 1, 3, 2, 1]) {
            shared.unlimitedFrom(from, search(from));
        }
        // 1 and 2 are kept; 1 is used again, so 3 lets 2 go; 2 is searched again, letting 1 go; then 1 again.
        expect(searched).toEqual([1, 2, 3, 2, 1]);
    });

    it('gives the same costs to every hex from the hexes asked about as a search of its own, whichever hex the figure is imagined on', async () => {
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
            // Every hex the figure does not stand on, as the hexes a monster could stop on.
            const from = Int32Array.from({ length: board.size }, (_, c) => c).filter(c => c !== at);
            for (let to = 0; to < board.size; to++) {
                if (to === at) {
                    continue;
                }
                const whole = alone.costsTo(to);
                const rest = together.restTo(to, from);
                expect([Array.from(rest.traps), Array.from(rest.points)], `${board.labelOf(at)} to ${board.labelOf(to)}`)
                    .toEqual([Array.from(from, c => whole.traps[c]), Array.from(from, c => whole.points[c])]);
                compared++;
            }
        }
        expect(compared).toBeGreaterThan(500);
    });
});
