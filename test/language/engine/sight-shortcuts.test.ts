import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Board, type Edition, Terrain } from '../../../language/model/board.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import { boardOf, conformanceDir } from '../helpers.js';
import { sightSampleBoards, sightSampleFiles } from './sight-sample.js';

/**
 * Every shortcut of sight (walls found on four axes, corner lines first, the wall-chain proof, one
 * turn per candidate line) against the brute-force reference, on every pair of open hexes.
 */
function mismatches(board: Board, edition: Edition, name: string): { pairs: number; blocked: number; wrong: string[] } {
    const sight = new LineOfSight(board, edition);
    const wrong: string[] = [];
    let pairs = 0;
    let blocked = 0;
    for (let a = 0; a < board.size; a++) {
        for (let b = a + 1; b < board.size; b++) {
            if (board.has(a, Terrain.Wall) || board.has(b, Terrain.Wall)) {
                continue;
            }
            pairs++;
            const reference = sight.searchedSight(a, b);
            blocked += reference ? 0 : 1;
            if (sight.between(a, b) !== reference || (edition !== 'gloomhaven' && sight.provenBlocked(a, b) && reference)) {
                wrong.push(`${name} ${edition}: ${board.labelOf(a)} and ${board.labelOf(b)}`);
            }
        }
    }
    return { pairs, blocked, wrong };
}

/** A deterministic pseudo-random sequence, so every run builds the same boards. */
function sequence(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
        state = (state * 1664525 + 1013904223) >>> 0;
        return state / 2 ** 32;
    };
}

/** A 7 × 7 room with wall hexes and thin walls strewn by the seed: crooked chains, gaps and collinear runs. */
async function strewn(seed: number, edition: Edition): Promise<Board> {
    const plain = await boardOf(`scenario "t" { rules ${edition} map A1..G7 }`);
    const random = sequence(seed);
    const lines: string[] = [];
    const walled = new Set<number>();
    for (let i = 0; i < 5; i++) {
        const cell = Math.floor(random() * plain.size);
        walled.add(cell);
    }
    if (walled.size > 0) {
        lines.push(`wall ${[...walled].map(c => plain.labelOf(c)).join(', ')}`);
    }
    for (let i = 0; i < 14; i++) {
        const cell = Math.floor(random() * plain.size);
        const other = plain.step(cell, Math.floor(random() * 6));
        if (other >= 0 && !walled.has(cell) && !walled.has(other)) {
            lines.push(`wall between ${plain.labelOf(cell)} and ${plain.labelOf(other)}`);
        }
    }
    return boardOf(`scenario "t" { rules ${edition} map A1..G7\n${lines.join('\n')} }`);
}

describe('the shortcuts of line of sight', () => {
    it('decide every pair as the brute-force reference does on strewn rooms, under both rules', async () => {
        let blocked = 0;
        for (let seed = 1; seed <= 12; seed++) {
            for (const edition of ['jotl', 'gloomhaven'] as const) {
                const result = mismatches(await strewn(seed, edition), edition, `seed ${seed}`);
                expect(result.wrong).toEqual([]);
                blocked += result.blocked;
            }
        }
        expect(blocked).toBeGreaterThan(100); // the rooms do block sight: the check is not idle
    }, 120_000);

    it('see past a thin wall between two neighbours along the line just outside their shared edge', async () => {
        // The segment joining the far corners of the shared edge's neighbours runs outside both hexes
        // and clear of the wall, so even the corner rule sees; the one-turn search must agree.
        for (const edition of ['jotl', 'gloomhaven'] as const) {
            const board = await boardOf(`scenario "t" { rules ${edition} map A1..C3 wall between B2 and B3
                character Near at B2 initiative 10
                character Far at B3 initiative 20 }`);
            const [near, far] = ['Near', 'Far'].map(name => board.figureNamed(name)!.cell);
            expect(new LineOfSight(board, edition).between(near, far)).toBe(true);
            expect(mismatches(board, edition, 'neighbours').wrong).toEqual([]);
        }
    });

    // A sample of the corpus (the `131` boards and every 15th file).
    it.skipIf(sightSampleFiles.length === 0)('decide every pair of the corpus sample as the brute-force reference does', async () => {
        let blocked = 0;
        for (const { file, board } of await sightSampleBoards()) {
            for (const edition of ['jotl', 'gloomhaven'] as const) {
                const result = mismatches(board, edition, relative(conformanceDir, file));
                expect(result.wrong).toEqual([]);
                blocked += result.blocked;
            }
        }
        expect(blocked).toBeGreaterThan(0);
    }, 300_000);
});
