import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Board, Terrain } from '../../../language/model/board.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { boardOf, conformanceDir } from '../helpers.js';
import { sightSampleBoards, sightSampleFiles } from './sight-sample.js';
import { seededPicker } from './seeded-picker.js';

const cell = (board: Board, label: string): number => board.cellOf(board.figureNamed(label)?.hex ?? { q: NaN, r: NaN });

/** A board with thin walls on the given edges of E5 (0 north, clockwise), a hero on E5 and one on E9. */
async function walledIn(directions: readonly number[]): Promise<Board> {
    const plain = await boardOf('scenario "t" { rules jotl map A1..I11 }');
    const e5 = cellAt(plain, 'E5');
    const walls = directions.map(d => `wall between E5 and ${plain.labelOf(plain.step(e5, d))}`).join('\n');
    return boardOf(`scenario "t" { rules jotl map A1..I11 ${walls}
        character Near at E5 initiative 10
        character Far at E9 initiative 20 }`);
}

function cellAt(board: Board, label: string): number {
    for (let c = 0; c < board.size; c++) {
        if (board.labelOf(c) === label) {
            return c;
        }
    }
    return -1;
}

describe('the wall-chain proof of blocked sight', () => {
    it('counts walls on the front edges of a hex: walled in all round, it is proven to see nothing', async () => {
        const board = await walledIn([0, 1, 2, 3, 4, 5]);
        const sight = new LineOfSight(board);
        const [near, far] = [cell(board, 'Near'), cell(board, 'Far')];
        expect(sight.provenBlocked(near, far)).toBe(true);
        expect(sight.searchedSight(near, far)).toBe(false);
        expect(sight.between(near, far)).toBe(false);
    });

    it('leaves out walls on the back edges: a chain round the back of a hex proves nothing', async () => {
        // Every edge walled but the one facing the other hero: the back edges and the two front
        // corners' edges would join into a chain from one long edge to the other, yet sight passes.
        const board = await walledIn([0, 1, 2, 4, 5]);
        const sight = new LineOfSight(board);
        const [near, far] = [cell(board, 'Near'), cell(board, 'Far')];
        expect(sight.provenBlocked(near, far)).toBe(false);
        expect(sight.searchedSight(near, far)).toBe(true);
        expect(sight.between(near, far)).toBe(true);
    });

    // Every pair of every corpus board, proven blocked or not, against the exhaustive search:
    // sight-proof-counts.test.ts.
});

describe('the wall-hex proof of blocked sight', () => {
    it('finds a wall hex right between two hexes, and not one beside the way', async () => {
        const board = await boardOf(`scenario "t" { rules jotl map A1..I11
            wall E7
            character Near at E5 initiative 10
            character Far at E9 initiative 20
            character Side at G9 initiative 30 }`);
        const sight = new LineOfSight(board);
        const [near, far, side] = [cell(board, 'Near'), cell(board, 'Far'), cell(board, 'Side')];
        expect(sight.provenBlockedByWallHexes(near, far)).toBe(true);
        expect(sight.provenBlockedByWallHexes(far, near)).toBe(true);
        expect(sight.between(near, far)).toBe(false);
        expect(sight.provenBlockedByWallHexes(near, side)).toBe(false);
        expect(sight.between(near, side)).toBe(sight.searchedSight(near, side));
    });

    it('joins wall hexes side by side into a chain across the way, where neither spans it alone', async () => {
        const scenario = (walls: string): string => `scenario "t" { rules jotl map A1..I11
            wall ${walls}
            character Near at E2 initiative 10
            character Far at F10 initiative 20 }`;
        const proven = async (walls: string): Promise<boolean> => {
            const board = await boardOf(scenario(walls));
            return new LineOfSight(board).provenBlockedByWallHexes(cell(board, 'Near'), cell(board, 'Far'));
        };
        const board = await boardOf(scenario('E6, F6'));
        const sight = new LineOfSight(board);
        const [near, far] = [cell(board, 'Near'), cell(board, 'Far')];
        expect(sight.searchedSight(near, far)).toBe(false);
        expect(sight.provenBlockedByWallHexes(near, far)).toBe(true);
        expect(sight.between(near, far)).toBe(false);
        expect(await proven('E6')).toBe(false);
        expect(await proven('F6')).toBe(false);
    });

    it('takes no wall hex behind either hex for one between them', async () => {
        // Walls all round both heroes but on the edges facing each other: each touches the hull only
        // on a hex's back, and sight passes straight down the column.
        const board = await boardOf(`scenario "t" { rules jotl map A1..I11
            wall D4, D5, E4, F4, F5, D8, D9, E10, F8, F9
            character Near at E5 initiative 10
            character Far at E9 initiative 20 }`);
        const sight = new LineOfSight(board);
        const [near, far] = [cell(board, 'Near'), cell(board, 'Far')];
        expect(sight.searchedSight(near, far)).toBe(true);
        expect(sight.provenBlockedByWallHexes(near, far)).toBe(false);
        expect(sight.between(near, far)).toBe(true);
    });

    // Random rooms, walls strewn and in short runs: on every ordered pair of open hexes, by both rules,
    // sight as decided (the proof first) is sight as searched exhaustively, and the proof is used.
    it('leaves sight as the exhaustive search finds it in random rooms', async () => {
        const next = seededPicker(12345);
        let proven = 0;
        for (let room = 0; room < 6; room++) {
            const walls = new Set<string>();
            while (walls.size < 14 + room * 3) {
                const col = next(9);
                const row = 1 + next(9);
                // Runs of two or three, so that chains form.
                for (let k = 0, run = 1 + next(3); k < run && row + k <= 9; k++) {
                    walls.add(`${String.fromCharCode(65 + col)}${row + k}`);
                }
            }
            const board = await boardOf(`scenario "t" { map A1..I9 wall ${[...walls].join(', ')} }`);
            for (const edition of ['gloomhaven', 'jotl'] as const) {
                const decided = new LineOfSight(board, edition);
                const searched = new LineOfSight(board, edition);
                for (let a = 0; a < board.size; a++) {
                    for (let b = 0; b < board.size; b++) {
                        if (a === b || board.has(a, Terrain.Wall) || board.has(b, Terrain.Wall)) {
                            continue;
                        }
                        proven += decided.provenBlockedByWallHexes(a, b) ? 1 : 0;
                        expect(decided.between(a, b), `room ${room} (${edition}): ${board.labelOf(a)} and ${board.labelOf(b)}`).toBe(searched.searchedSight(a, b));
                    }
                }
            }
        }
        expect(proven).toBeGreaterThan(0);
    }, 120_000);

    // Both rules on the corpus sample, every ordered pair of open hexes: a pair the proof calls
    // blocked is blocked by the exhaustive search as well.
    it.skipIf(sightSampleFiles.length === 0)('never calls a pair blocked that the exhaustive search finds in sight', async () => {
        let proven = 0;
        for (const { file, board } of await sightSampleBoards()) {
            for (const edition of ['gloomhaven', 'jotl'] as const) {
                const sight = new LineOfSight(board, edition);
                for (let a = 0; a < board.size; a++) {
                    for (let b = 0; b < board.size; b++) {
                        if (a !== b && !board.has(a, Terrain.Wall) && !board.has(b, Terrain.Wall) && sight.provenBlockedByWallHexes(a, b)) {
                            proven++;
                            expect(sight.searchedSight(a, b), `${relative(conformanceDir, file)} (${edition}): ${board.labelOf(a)} and ${board.labelOf(b)}`).toBe(false);
                        }
                    }
                }
            }
        }
        expect(proven).toBeGreaterThan(0);
    }, 120_000);
});
