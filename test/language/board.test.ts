import { describe, expect, test } from 'vitest';
import { Direction, type Hex } from '../../language/hex/hex.js';
import { labelToHex } from '../../language/hex/offset.js';
import { type Board, Terrain } from '../../language/model/board.js';
import { boardFromScenario } from '../../language/model/from-ast.js';
import { boardOf, parseAndValidate } from './helpers.js';

function at(label: string): Hex {
    const h = labelToHex(label);
    if (!h) {
        throw new Error(`${label} is not a coordinate`);
    }
    return h;
}

function cell(board: Board, label: string): number {
    const index = board.cellOf(at(label));
    if (index < 0) {
        throw new Error(`${label} is not on the board`);
    }
    return index;
}

/** A room that does not start at A1: columns C..G, rows 2..6. */
const ROOM = `
scenario "Board model" {
    rules frosthaven
    map C2..G6
    wall C2..C3
    obstacle E4
    trap D5
    hazardous F2
    difficult G5..G6
    icy E2
    wall between D3 and D4
    wall between E5 and F5
    character Hero10 at D3 initiative 10 invisible
    character Hero20 at F4 initiative 20 long-rest
    summon Wolf of Hero20 at F3
    monster Ally1 at G2
    monster Guard at E6 {
        move 3 jumping
        attack 2 range 3 target 2
        aoe hexes B2, C2
        muddled
    }
}`;

describe('boardFromScenario: extent', () => {
    test('only the hexes of the map exist, numbered column by column', async () => {
        const board = await boardOf(ROOM);
        expect([board.minCol, board.maxCol, board.minRow, board.maxRow]).toEqual([2, 6, 2, 6]);
        expect([board.width, board.height, board.size]).toEqual([5, 5, 25]);
        expect(board.edition).toBe('frosthaven');
        expect(cell(board, 'C2')).toBe(0);
        expect(cell(board, 'C3')).toBe(1);
        expect(cell(board, 'D2')).toBe(5);
        expect(cell(board, 'G6')).toBe(24);
        expect(board.labelOf(0)).toBe('C2');
        expect(board.labelOf(24)).toBe('G6');
        expect([...board.cells()]).toHaveLength(25);
        for (const c of board.cells()) {
            expect(board.cellOf(board.hexOf(c))).toBe(c);
        }
    });

    test.each(['A1', 'B3', 'C1', 'H2', 'C7', 'G7', 'B6'])('%s, outside the map, does not exist', async label => {
        const board = await boardOf(ROOM);
        expect(board.cellOf(at(label))).toBe(-1);
        expect(board.contains(at(label))).toBe(false);
    });

    test('steps off the edge of the map lead nowhere', async () => {
        const board = await boardOf(ROOM);
        expect(board.step(cell(board, 'D4'), Direction.N)).toBe(cell(board, 'D3'));
        expect(board.step(cell(board, 'D4'), Direction.SE)).toBe(cell(board, 'E5'));
        expect(board.step(cell(board, 'C2'), Direction.NW)).toBe(-1);
        expect(board.step(cell(board, 'C2'), Direction.N)).toBe(-1);
        expect(board.step(cell(board, 'G6'), Direction.S)).toBe(-1);
        expect(board.step(cell(board, 'G6'), Direction.NE)).toBe(-1);
        // D is an odd column, so its south-east neighbour is one row down
        expect(board.step(cell(board, 'D6'), Direction.SE)).toBe(-1);
        expect(board.step(cell(board, 'D5'), Direction.SE)).toBe(cell(board, 'E6'));
    });

    test('a scenario without a usable map has no board', async () => {
        const none = async (text: string) => boardFromScenario((await parseAndValidate(text)).parseResult.value);
        expect(await none('scenario "no map" { character Hero at A1 initiative 5 }')).toBeUndefined();
        expect(await none('scenario "reversed" { map F6..A1 }')).toBeUndefined();
        expect(await none('scenario "malformed" { map a1..F6 }')).toBeUndefined();
        expect(await none('scenario "too large" { map A1..CV101 }')).toBeUndefined();
        expect(await none('scenario "largest" { map A1..CV100 }')).toBeDefined();
    });

    test('the edition defaults to gloomhaven', async () => {
        expect((await boardOf('scenario "plain" { map A1..B2 }')).edition).toBe('gloomhaven');
        expect((await boardOf('scenario "jotl" { rules jotl map A1..B2 }')).edition).toBe('jotl');
    });
});

describe('boardFromScenario: terrain', () => {
    test('each hex carries the flag of its terrain and nothing else', async () => {
        const board = await boardOf(ROOM);
        const expected: Record<string, Terrain> = {
            C2: Terrain.Wall, C3: Terrain.Wall, E4: Terrain.Obstacle, D5: Terrain.Trap, F2: Terrain.Hazardous,
            G5: Terrain.Difficult, G6: Terrain.Difficult, E2: Terrain.Icy
        };
        for (const c of board.cells()) {
            expect(board.terrain[c], board.labelOf(c)).toBe(expected[board.labelOf(c)] ?? Terrain.None);
        }
        expect(board.has(cell(board, 'D5'), Terrain.Negative)).toBe(true);
        expect(board.has(cell(board, 'F2'), Terrain.Negative)).toBe(true);
        expect(board.has(cell(board, 'G5'), Terrain.Negative)).toBe(false);
    });

    test('terrain areas that stick out of the map keep only their hexes inside it', async () => {
        const board = await boardOf('scenario "edge" { map B2..C3 obstacle A1..B2 }');
        expect(board.terrain[cell(board, 'B2')]).toBe(Terrain.Obstacle);
        expect([cell(board, 'B3'), cell(board, 'C2'), cell(board, 'C3')].map(c => board.terrain[c])).toEqual([0, 0, 0]);
    });

    test('a thin wall closes the shared edge on both of its sides, and nothing else', async () => {
        const board = await boardOf(ROOM);
        const d3 = cell(board, 'D3');
        const d4 = cell(board, 'D4');
        const e5 = cell(board, 'E5');
        const f5 = cell(board, 'F5');
        expect(board.thinWallMask[d3]).toBe(1 << Direction.S);
        expect(board.thinWallMask[d4]).toBe(1 << Direction.N);
        // E is an even column: F5 is its south-east neighbour, and E5 is F5's north-west one
        expect(board.thinWallMask[e5]).toBe(1 << Direction.SE);
        expect(board.thinWallMask[f5]).toBe(1 << Direction.NW);
        expect(board.thinWallTowards(d3, Direction.S)).toBe(true);
        expect(board.thinWallTowards(d4, Direction.N)).toBe(true);
        expect(board.thinWallTowards(d3, Direction.N)).toBe(false);
        const walled = [...board.cells()].filter(c => board.thinWallMask[c] !== 0).map(c => board.labelOf(c)).sort();
        expect(walled).toEqual(['D3', 'D4', 'E5', 'F5']);
    });

    test('thin walls with a side off the map, or between hexes that do not touch, are left out', async () => {
        const board = await boardOf('scenario "edges" { map B2..D4 wall between B2 and A2 wall between B2 and D2 wall between C2 and C3 }');
        const walled = [...board.cells()].filter(c => board.thinWallMask[c] !== 0).map(c => board.labelOf(c)).sort();
        expect(walled).toEqual(['C2', 'C3']);
    });
});

describe('boardFromScenario: figures', () => {
    test('every figure stands on its hex with its kind, initiative and flags', async () => {
        const board = await boardOf(ROOM);
        expect(board.figures.map(f => f.name)).toEqual(['Hero10', 'Hero20', 'Wolf', 'Ally1', 'Guard']);
        const hero10 = board.figureNamed('Hero10');
        expect(hero10).toMatchObject({ kind: 'character', initiative: 10, invisible: true, longRest: false, cell: cell(board, 'D3') });
        expect(board.figureNamed('Hero20')).toMatchObject({ kind: 'character', initiative: 20, invisible: false, longRest: true });
        expect(board.figureNamed('Wolf')).toMatchObject({ kind: 'summon', owner: 'Hero20', initiative: 20, cell: cell(board, 'F3') });
        const ally = board.figureNamed('Ally1');
        expect(ally).toMatchObject({ kind: 'monster', cell: cell(board, 'G2') });
        expect(ally?.ability).toBeUndefined();
        expect(board.figureNamed('Nobody')).toBeUndefined();
    });

    test("a monster's ability block becomes its ability card", async () => {
        const board = await boardOf(ROOM);
        expect(board.figureNamed('Guard')?.ability).toEqual({
            move: { points: 3, mode: 'jumping', teleport: false },
            attack: { value: 2, range: 3, targets: 2 },
            area: { origin: undefined, hexes: [at('B2'), at('C2')] },
            muddled: true
        });
        const plain = await boardOf('scenario "plain" { map A1..C3 monster Guard at B2 { move 2 flying teleport attack aoe origin B2 hexes B1 } }');
        expect(plain.figureNamed('Guard')?.ability).toEqual({
            move: { points: 2, mode: 'flying', teleport: true },
            attack: { value: undefined, range: 0, targets: 1 },
            area: { origin: at('B2'), hexes: [at('B1')] },
            muddled: false
        });
        const idle = await boardOf('scenario "idle" { map A1..C3 monster Guard at B2 { } }');
        expect(idle.figureNamed('Guard')?.ability).toEqual({ move: undefined, attack: undefined, area: undefined, muddled: false });
    });

    test('the occupant table points from each hex to the figure on it', async () => {
        const board = await boardOf(ROOM);
        for (const c of board.cells()) {
            const figure = board.figureAt(c);
            const standing = board.figures.find(f => f.cell === c);
            expect(figure).toBe(standing);
            expect(board.occupant[c]).toBe(standing ? board.figures.indexOf(standing) : -1);
        }
    });

    test('figures off the map, on malformed hexes, or on an occupied hex are left off the board', async () => {
        const board = await boardOf(`scenario "crowded" {
            map B2..D4
            character Hero1 at A1 initiative 1
            character Hero2 at c3 initiative 2
            character Hero3 at C3 initiative 3
            monster Guard at C3 { move 2 }
            monster Ally at D4
        }`);
        expect(board.figures.map(f => f.name)).toEqual(['Hero3', 'Ally']);
        expect(board.figureAt(cell(board, 'C3'))?.name).toBe('Hero3');
    });
});
