import { describe, expect, it } from 'vitest';
import type { Board } from '../../../language/model/board.js';
import { analyzeBoard } from '../../../language/engine/analyze.js';
import { Balls } from '../../../language/engine/near.js';

const cellsWithin = (board: Board, center: number, radius: number): Int32Array => new Balls().within(board, center, radius);
import { WallDistances } from '../../../language/engine/wall-distance.js';
import { hexDistance } from '../../../language/hex/hex.js';
import { hexLabel, labelToHex } from '../../../language/hex/offset.js';
import { boardOf } from '../helpers.js';

const cell = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

describe('cells within a radius', () => {
    /** Every cell of the map within `radius` of `center` as the crow flies, in ascending order. */
    async function expectCellsWithin(map: string, circles: ReadonlyArray<readonly [string, number]>): Promise<void> {
        const board = await boardOf(`scenario "t" { map ${map} }`);
        for (const [center, radius] of circles) {
            const from = board.hexOf(cell(board, center));
            const expected = Array.from({ length: board.size }, (_, c) => c).filter(c => hexDistance(from, board.hexOf(c)) <= radius);
            expect(Array.from(cellsWithin(board, cell(board, center), radius)), `${center} radius ${radius}`).toEqual(expected);
        }
    }

    it('lists exactly the cells of the map that close as the crow flies, in ascending order', async () => {
        await expectCellsWithin('A1..H8', [['D4', 0], ['D4', 2], ['A1', 3], ['H8', 5]]);
    });

    it('lists them on a map that starts at an odd column and a later row', async () => {
        await expectCellsWithin('B3..G9', [['B3', 2], ['C5', 3], ['G9', 4], ['D6', 9]]);
    });

    it('gives every cell for a radius beyond the map, however large, without listing the radius out', async () => {
        const board = await boardOf('scenario "t" { map A1..H8 }');
        expect(cellsWithin(board, cell(board, 'D4'), 1e9)).toHaveLength(board.size);
        expect(cellsWithin(board, cell(board, 'D4'), Infinity)).toHaveLength(board.size);
    });
});

describe('range measured out to a radius', () => {
    it('agrees with the whole field up to the radius and is larger beyond it', async () => {
        const board = await boardOf('scenario "t" { map A1..H8 wall D3, D4, E5 wall between B6 and B7 }');
        const distances = new WallDistances(board);
        const from = cell(board, 'C4');
        const near = distances.within(from, 3);
        const whole = new WallDistances(board).from(from);
        for (let c = 0; c < board.size; c++) {
            expect(whole[c] <= 3 ? near.at(c) === whole[c] : near.at(c) > 3, board.labelOf(c)).toBe(true);
        }
    });
});

describe('a huge range', () => {
    it('is decided like any other: every enemy in sight can be attacked from where the monster stands', async () => {
        const board = await boardOf(`scenario "t" { rules frosthaven map A1..H8
            character Hero at H8 initiative 10
            monster Guard at A1 { move 2 attack 2 range 999999999 } }`);
        const [decision] = analyzeBoard(board);
        expect(decision.options.map(o => [hexLabel(o.destination), o.targets.map(t => t.name)])).toEqual([['A1', ['Hero']]]);
    });
});
