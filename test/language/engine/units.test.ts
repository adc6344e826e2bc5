import { describe, expect, it } from 'vitest';
import { type Board, Terrain } from '../../../language/model/board.js';
import { areaOrientations } from '../../../language/engine/area.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { createMover } from '../../../language/engine/movement.js';
import { UNREACHABLE, WallDistances, wallDistances } from '../../../language/engine/wall-distance.js';
import { hex } from '../../../language/hex/hex.js';
import { labelToHex } from '../../../language/hex/offset.js';
import { boardOf } from '../helpers.js';

const cell = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

async function room(body: string, edition = 'gloomhaven'): Promise<Board> {
    return boardOf(`scenario "t" { rules ${edition} map A1..M9 ${body} }`);
}

function moverOf(board: Board, name: string) {
    const self = board.figures.findIndex(f => f.name === name);
    const move = board.figures[self].ability!.move!;
    return createMover({ board, self, mode: move.mode, teleport: move.teleport, distances: new WallDistances(board) });
}

describe('wall distances', () => {
    it('count hexes around walls and thin walls, but through obstacles and figures', async () => {
        const board = await room('wall D3, D4, D5 obstacle C6 wall between E4 and E5 character H at C5 initiative 1');
        const from = wallDistances(board, cell(board, 'C4'));
        expect(from[cell(board, 'E4')]).toBe(4); // around the wall column D3..D5, over D2 or D6
        expect(from[cell(board, 'C7')]).toBe(3); // straight down through the obstacle at C6
        expect(from[cell(board, 'D4')]).toBe(UNREACHABLE); // a wall hex itself
        const e4 = wallDistances(board, cell(board, 'E4'));
        expect(e4[cell(board, 'E5')]).toBe(2); // the thin wall sends it round by F4
    });
});

describe('line of sight', () => {
    it('Gloomhaven: blocked by a wall hex in between, open beside it', async () => {
        const board = await room('wall E5');
        const los = new LineOfSight(board);
        expect(los.between(cell(board, 'E3'), cell(board, 'E7'))).toBe(false);
        expect(los.between(cell(board, 'E3'), cell(board, 'G7'))).toBe(true);
    });

    it('Gloomhaven: a line through a thin wall\'s tip is blocked; Frosthaven: any point of each hex may be used', async () => {
        const walls = 'wall between G2 and H2 wall between H2 and I3';
        const gloomhaven = await room(walls);
        const frosthaven = await room(walls, 'frosthaven');
        expect(new LineOfSight(gloomhaven).between(cell(gloomhaven, 'F2'), cell(gloomhaven, 'L2'))).toBe(false);
        expect(new LineOfSight(frosthaven).between(cell(frosthaven, 'F2'), cell(frosthaven, 'L2'))).toBe(true);
    });

    it('is symmetric and never blocked between a hex and itself', async () => {
        const board = await room('wall D3..D6 wall between F4 and F5');
        const los = new LineOfSight(board);
        for (const [a, b] of [['B4', 'H4'], ['F4', 'F6'], ['A1', 'I9']]) {
            expect(los.between(cell(board, a), cell(board, b))).toBe(los.between(cell(board, b), cell(board, a)));
        }
        expect(los.between(cell(board, 'C4'), cell(board, 'C4'))).toBe(true);
    });
});

describe('movement', () => {
    it('walking: difficult terrain costs 2, traps are avoided when a way round exists', async () => {
        const board = await room('difficult D5 trap C5 character H at I9 initiative 1 monster M at D4 { move 3 attack }');
        const reach = moverOf(board, 'M').reach(cell(board, 'D4'), 3);
        expect(reach.points[cell(board, 'D5')]).toBe(2);
        expect(reach.traps[cell(board, 'C5')]).toBe(1);
        expect(reach.traps[cell(board, 'D6')]).toBe(0); // round the trap, through the difficult hex
        expect(reach.points[cell(board, 'D6')]).toBe(3);
    });

    it('walking: ice slides the figure on, and a figure ahead stops the slide', async () => {
        const board = await room('icy D2, E3 character H at I9 initiative 1 monster Ally at G4 monster M at C2 { move 1 attack }');
        const reach = moverOf(board, 'M').reach(cell(board, 'C2'), 1);
        expect(reach.points[cell(board, 'F3')]).toBe(1); // C2 → D2 (ice) → E3 (ice) → F3
        expect(reach.points[cell(board, 'D2')]).toBe(UNREACHABLE); // cannot stop on the ice it slides over
        expect(reach.path(cell(board, 'F3')).map(c => board.labelOf(c))).toEqual(['D2', 'E3', 'F3']);
    });

    it('walking: enemies block, allies can be passed but not ended on', async () => {
        const board = await room('character H at D3 initiative 1 monster Ally at D5 monster M at D4 { move 2 attack }');
        const mover = moverOf(board, 'M');
        const reach = mover.reach(cell(board, 'D4'), 2);
        expect(reach.points[cell(board, 'D6')]).toBe(2); // through the ally
        expect(mover.canEnd(cell(board, 'D5'))).toBe(false);
        expect(reach.points[cell(board, 'D2')]).toBeGreaterThan(2); // not through the character
    });

    it('jumping: passes over obstacles; only the landing hex counts, and in Gloomhaven difficult terrain there costs 2', async () => {
        const text = 'obstacle D5 difficult D6 trap D3 character H at I9 initiative 1 monster M at D4 { move 2 jumping attack }';
        const gloomhaven = moverOf(await room(text), 'M');
        const board = await room(text);
        expect(gloomhaven.reach(cell(board, 'D4'), 3).points[cell(board, 'D6')]).toBe(3);
        expect(gloomhaven.reach(cell(board, 'D4'), 3).traps[cell(board, 'D2')]).toBe(0); // jumped over the trap
        const frosthaven = await room(text, 'frosthaven');
        expect(moverOf(frosthaven, 'M').reach(cell(frosthaven, 'D4'), 3).points[cell(frosthaven, 'D6')]).toBe(2);
    });

    it('flying: ignores terrain and figures but not walls, and may end on an obstacle', async () => {
        const board = await room('obstacle D5 wall C4, C5, C6 trap D6 character H at D3 initiative 1 monster M at D4 { move 2 flying attack }');
        const mover = moverOf(board, 'M');
        const reach = mover.reach(cell(board, 'D4'), 2);
        expect(reach.points[cell(board, 'D6')]).toBe(2);
        expect(reach.traps[cell(board, 'D6')]).toBe(0);
        expect(mover.canEnd(cell(board, 'D5'))).toBe(true);
        expect(mover.canEnd(cell(board, 'D3'))).toBe(false);
    });

    it('teleport: any hex within range, through walls', async () => {
        const board = await room('wall E1..E9 character H at I9 initiative 1 monster M at D4 { move 2 teleport attack }');
        const reach = moverOf(board, 'M').reach(cell(board, 'D4'), 2);
        expect(reach.points[cell(board, 'F4')]).toBe(2);
        expect(reach.path(cell(board, 'F4')).map(c => board.labelOf(c))).toEqual(['F4']);
        expect(board.has(cell(board, 'E4'), Terrain.Wall)).toBe(true);
    });

    it('costs to a destination equal the costs found walking from each hex', async () => {
        const board = await room('icy E4, F4 difficult C3 trap G6 wall between E5 and E6 character H at I9 initiative 1 monster M at B2 { move 3 attack }');
        const mover = moverOf(board, 'M');
        const destination = cell(board, 'H7');
        const back = mover.costsTo(destination);
        for (const from of ['B2', 'D4', 'E4', 'G2', 'A9']) {
            const forward = mover.reach(cell(board, from), Infinity);
            expect([back.traps[cell(board, from)], back.points[cell(board, from)]]).toEqual([forward.traps[destination], forward.points[destination]]);
        }
    });
});

describe('area patterns', () => {
    it('a one-hex melee area can face any of the 6 directions', () => {
        expect(areaOrientations({ origin: hex(0, 0), hexes: [hex(0, -1)] })).toHaveLength(6);
    });

    it('a bent line and its mirror image give 12 placements around the monster', () => {
        expect(areaOrientations({ origin: hex(0, 0), hexes: [hex(0, -1), hex(1, -2)] })).toHaveLength(12);
    });

    it('a symmetric ranged triangle is one shape up to turning', () => {
        expect(areaOrientations({ hexes: [hex(0, 0), hex(1, 0), hex(0, 1)] })).toHaveLength(2);
    });
});

describe('geometry keys', () => {
    it('are equal for boards that differ only in figures and other terrain, and differ when a wall moves', async () => {
        const { geometryKey } = await import('../../../language/engine/analyze.js');
        const a = await room('wall D4 wall between E4 and E5 trap F6 character H at A1 initiative 1');
        const b = await room('wall D4 wall between E4 and E5 difficult G6 character H at B2 initiative 5');
        const c = await room('wall D5 wall between E4 and E5 character H at A1 initiative 1');
        const d = await room('wall D4 wall between E4 and E5 character H at A1 initiative 1', 'frosthaven');
        expect(geometryKey(a)).toBe(geometryKey(b));
        expect(geometryKey(a)).not.toBe(geometryKey(c));
        expect(geometryKey(a)).not.toBe(geometryKey(d));
    });
});
