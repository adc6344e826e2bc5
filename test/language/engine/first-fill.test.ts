import { describe, expect, it } from 'vitest';
import { attackPlan } from '../../../language/engine/ability.js';
import { AttackEvaluator, createEnemies } from '../../../language/engine/attack.js';
import { type ExtraRanking, compareChosen, fillFrame, firstFill } from '../../../language/engine/extra-targets.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { WallDistances } from '../../../language/engine/wall-distance.js';
import { boardOf } from '../helpers.js';

/**
 * A crowd around a Guard with five targets and a ranged area: many ways to fill the free slots,
 * with ranks that tie (equal initiative) and disadvantage on the adjacent enemies.
 */
const crowd = (edition: string): string => `scenario "t" { rules ${edition} map A1..I9
    wall E3, F6
    character H1 at C3 initiative 10
    character H2 at D5 initiative 10
    character H3 at E6 initiative 20
    character H4 at F4 initiative 20
    character H5 at G3 initiative 20
    character H6 at C7 initiative 30
    character H7 at H7 initiative 30
    character H8 at E4 initiative 30
    monster Guard at E5 { move 2 attack range 3 target 5 aoe hexes D3, D4, E3 } }`;

describe('the first filling of an attack frame', () => {
    for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
        it(`is the first of every best filling, and ties with all of them (${edition})`, async () => {
            const board = await boardOf(crowd(edition));
            const guard = board.figures.find(f => f.name === 'Guard')!;
            const distances = new WallDistances(board);
            const enemies = createEnemies(board, distances);
            const attacks = new AttackEvaluator(board, attackPlan(guard.ability), enemies, new LineOfSight(board), distances, board.edition);
            const ranking: ExtraRanking = { edition: board.edition, attacks, proximity: e => e % 3, initiative: e => enemies[e].figure.initiative ?? 0 };
            // Ranks with ties, and none at all (Frosthaven does not rank extra targets).
            const rankings = [new Map(enemies.map(e => [e.index, 1 + (e.index >> 1)])), undefined];
            let checked = 0;
            let several = 0;
            for (let cell = 0; cell < board.size; cell++) {
                for (const focus of enemies) {
                    for (const frame of attacks.frames(cell, focus.index)) {
                        for (const ranks of rankings) {
                            const all = fillFrame(ranking, frame, ranks);
                            const first = firstFill(ranking, frame, ranks);
                            expect(first).toEqual(all[0]);
                            for (const other of all) {
                                expect(compareChosen(first, other)).toBe(0);
                                expect(compareChosen(other, first)).toBe(0);
                            }
                            checked++;
                            several += all.length > 1 ? 1 : 0;
                        }
                    }
                }
            }
            expect(checked).toBeGreaterThan(50);
            expect(several).toBeGreaterThan(10); // frames with several fillings were met
        });
    }
});
