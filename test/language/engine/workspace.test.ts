import { describe, expect, test } from 'vitest';
import { actingMonsters, analyzeBoard, boardGeometry, decideTurn } from '../../../language/engine/analyze.js';
import { wordDecision } from '../../../language/explain/decision-words.js';
import { threatMapOfBoard, threatMapOfBoardAsync } from '../../../language/scenario/threat-map.js';
import { largeBoard } from '../../../bench/synthetic.js';
import { at } from '../../fixtures/decisions.js';
import { boardOf } from '../helpers.js';

/**
 * The engine keeps no memory of its own between calls: what it reuses belongs to the geometry the
 * caller passes (its Workspace, its LineOfSight). Two analyses taken up in turns, step by step,
 * must then answer as they do one after the other.
 */

/** Everything a decision says, worded, as one comparable value. */
function said(decisions: ReturnType<typeof analyzeBoard>): string[] {
    return decisions.map(d => JSON.stringify(wordDecision(d)));
}

const corridor = `scenario "Corridor" {
  map A1..H5
  wall C2..C4
  trap E3
  character Hero10 at G3 initiative 10
  character Hero20 at F1 initiative 20
  monster Guard at A3 { move 3 attack 2 }
  monster Archer at B5 { move 2 attack 2 range 4 target 2 }
}`;

describe('two analyses taken up in turns', () => {
    test('decide as they decide apart, monster by monster, each with its own geometry', async () => {
        const small = await boardOf(corridor);
        const large = largeBoard('frosthaven', 20, 8, 4);
        const apart = [said(analyzeBoard(small)), said(analyzeBoard(large))];
        const geometries = [boardGeometry(small), boardGeometry(large)];
        const queues = [actingMonsters(small), actingMonsters(large)];
        const together: string[][] = [[], []];
        for (let i = 0; i < Math.max(...queues.map(q => q.length)); i++) {
            [small, large].forEach((board, b) => {
                const monster = queues[b][i];
                if (monster) {
                    together[b].push(...said([decideTurn(board, monster, geometries[b])]));
                }
            });
        }
        expect(together).toEqual(apart);
    });

    test('decide as they decide apart when one geometry serves both boards of one map in turns', async () => {
        // A threat map's imagined boards share their geometry: the same walls, other figures.
        const board = await boardOf(corridor);
        const moved = board.withFigureAt(board.figures.findIndex(f => f.name === 'Hero10'), board.cellOf(at('E5')));
        const apart = [said(analyzeBoard(board)), said(analyzeBoard(moved))];
        const shared = boardGeometry(board);
        const together: string[][] = [[], []];
        for (const [index, monster] of actingMonsters(board).entries()) {
            together[0].push(...said([decideTurn(board, monster, shared)]));
            together[1].push(...said([decideTurn(moved, actingMonsters(moved)[index], shared)]));
        }
        expect(together).toEqual(apart);
    });

    test('two threat maps worked out at once, giving way to each other, are those worked out one by one', async () => {
        const rooms = [largeBoard('gloomhaven', 12, 4, 2), largeBoard('jotl', 16, 6, 3)];
        const apart = rooms.map(room => threatMapOfBoard(room, 'Hero1'));
        const together = await Promise.all(rooms.map(room => threatMapOfBoardAsync(room, 'Hero1')));
        expect(together).toEqual(apart);
    });
});
