import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Board, Terrain } from '../../../language/model/board.js';
import { attackPlan } from '../../../language/engine/ability.js';
import { AttackEvaluator, createEnemies } from '../../../language/engine/attack.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { WallDistances } from '../../../language/engine/wall-distance.js';
import { boardOf, conformanceDir } from '../helpers.js';
import { sightSampleBoards, sightSampleFiles } from './sight-sample.js';
import { seededPicker } from './seeded-picker.js';

/**
 * The placements of a ranged area from every open hex, as the one-pass shortcut lays them out and as
 * the two plain passes do, for every monster of the board with a ranged area; returns how many hexes
 * had placements to compare.
 */
function compareLays(board: Board, where: string): number {
    let compared = 0;
    const distances = new WallDistances(board);
    const enemies = createEnemies(board, distances);
    for (const monster of board.figures.filter(f => f.kind === 'monster' && f.ability)) {
        const plan = attackPlan(monster.ability);
        if (!plan.area || plan.area.melee || enemies.length > 30) {
            continue;
        }
        const attacks = new AttackEvaluator(board, plan, enemies, new LineOfSight(board), distances, board.edition);
        for (let cell = 0; cell < board.size; cell++) {
            if (board.has(cell, Terrain.Wall)) {
                continue;
            }
            const { used, plain } = attacks.laidFrom(cell);
            expect(used, `${where}: ${monster.name} from ${board.labelOf(cell)}`).toEqual(plain);
            compared += plain.length > 0 ? 1 : 0;
        }
    }
    return compared;
}

describe('the one-pass layout of a ranged area', () => {
    it.skipIf(sightSampleFiles.length === 0)('lays the area out from every hex as the plain passes do, on the corpus sample', async () => {
        let compared = 0;
        for (const { file, board } of await sightSampleBoards()) {
            compared += compareLays(board, relative(conformanceDir, file));
        }
        expect(compared).toBeGreaterThan(0);
    }, 120_000);

    it('lays the area out from every hex as the plain passes do, in random rooms crowded with heroes', async () => {
        const next = seededPicker(2024);
        let compared = 0;
        for (let room = 0; room < 8; room++) {
            const taken = new Set<string>(['E5']);
            const pick = (): string => {
                for (;;) {
                    const label = `${String.fromCharCode(65 + next(9))}${1 + next(9)}`;
                    if (!taken.has(label)) {
                        taken.add(label);
                        return label;
                    }
                }
            };
            const walls = Array.from({ length: 6 + next(10) }, pick);
            const heroes = Array.from({ length: 4 + next(12) }, (_, i) => `character Hero${i} at ${pick()} initiative ${10 + i}`);
            const board = await boardOf(`scenario "t" { map A1..I9 wall ${walls.join(', ')}
                ${heroes.join('\n')}
                monster Guard at E5 { move 3 attack range ${2 + next(4)} target ${1 + next(4)} aoe hexes D3, D4, E3, E4 } }`);
            compared += compareLays(board, `room ${room}`);
        }
        expect(compared).toBeGreaterThan(0);
    });
});
