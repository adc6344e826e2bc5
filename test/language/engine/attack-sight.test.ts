import { describe, expect, it } from 'vitest';
import type { Board } from '../../../language/model/board.js';
import { attackPlan } from '../../../language/engine/ability.js';
import { AttackEvaluator, createEnemies } from '../../../language/engine/attack.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { WallDistances } from '../../../language/engine/wall-distance.js';
import { labelToHex } from '../../../language/hex/offset.js';
import { boardOf } from '../helpers.js';

const cell = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

/** The attack evaluator of the board's Guard, and the board. */
async function guardOf(text: string): Promise<{ board: Board; attacks: AttackEvaluator }> {
    const board = await boardOf(text);
    const guard = board.figures.find(f => f.name === 'Guard')!;
    const distances = new WallDistances(board);
    const attacks = new AttackEvaluator(board, attackPlan(guard.ability), createEnemies(board, distances), new LineOfSight(board), distances, board.edition);
    return { board, attacks };
}

/** A one-hex corridor between wall hexes: C2 and C3 share an edge whose both ends lie on walls. */
const corridor = (edition: string, ability: string): string =>
    `scenario "t" { rules ${edition} map B1..D4 wall B1..B4, D1..D4 character Hero10 at C3 initiative 10 monster Guard at C1 { ${ability} } }`;

describe('sight for single targets', () => {
    it('Gloomhaven: a melee attack cannot reach a neighbour across an edge pinched by walls', async () => {
        const { board, attacks } = await guardOf(corridor('gloomhaven', 'move 1 attack'));
        expect(attacks.canAttack(cell(board, 'C2'), 0)).toBe(false);
        expect(attacks.singles(cell(board, 'C2'))).toEqual([]);
    });

    it('Gloomhaven: nor can the melee attack a card without one is played as', async () => {
        const { board, attacks } = await guardOf(corridor('gloomhaven', 'move 1'));
        expect(attacks.canAttack(cell(board, 'C2'), 0)).toBe(false);
    });

    it('Frosthaven and Jaws of the Lion: neighbours see each other through their shared edge', async () => {
        for (const edition of ['frosthaven', 'jotl']) {
            const { board, attacks } = await guardOf(corridor(edition, 'move 1 attack'));
            expect(attacks.canAttack(cell(board, 'C2'), 0), edition).toBe(true);
        }
    });
});

describe('the hex of a ranged area that meets the range', () => {
    it('may be empty and out of sight when the enemy hit is in sight', async () => {
        // D3 is the only hex of the triangle within range 2 of E5, and no line reaches it past C4 and E4.
        const { board, attacks } = await guardOf(
            'scenario "t" { map B1..F5 wall C4, D2, E4 character Hero10 at C2 initiative 10 monster Guard at E5 { attack range 2 aoe hexes C2, C3, D3 } }');
        const los = new LineOfSight(board);
        expect(los.between(cell(board, 'E5'), cell(board, 'D3'))).toBe(false);
        expect(los.between(cell(board, 'E5'), cell(board, 'C2'))).toBe(true);
        const [frame] = attacks.frames(cell(board, 'E5'), 0);
        expect(frame.area?.map(c => board.labelOf(c)).sort()).toEqual(['C2', 'C3', 'D3']);
    });

    it('is never a wall hex', async () => {
        const { board, attacks } = await guardOf(
            'scenario "t" { map B1..F3 wall D1 character Hero10 at F2 initiative 10 monster Guard at C2 { attack range 1 aoe hexes C2, C3, C4 } }');
        expect(attacks.canAttack(cell(board, 'C2'), 0)).toBe(false);
        expect(attacks.canAttack(cell(board, 'D2'), 0)).toBe(true);
    });
});
