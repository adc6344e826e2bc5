import { resolve } from 'node:path';
import { boardFromScenario } from '../../language/model/from-ast.js';
import { type Board, Terrain } from '../../language/model/board.js';
import { LineOfSight } from '../../language/engine/line-of-sight.js';
import { repoRoot } from '../corpora.js';
import type { KeyedDocument } from './decision-hashes.js';

/**
 * The sight proof: the proofs of blocked sight (chains of whole wall hexes, then chains of wall
 * edges) against the exhaustive line search, on every pair of open hexes of a board, under the
 * any-point rule. A pair the proof calls blocked must be blocked by the search, and every other
 * pair gets the search's answer; a line per file counts what the proof settles, so that a change
 * to the proof that settles less, or more, shows.
 */
export interface SightCounts {
    readonly pairs: number;
    readonly blocked: number;
    readonly proven: number;
    /** Of those proven, by a chain of wall hexes (the rest by a chain of wall edges). */
    readonly byWallHexes: number;
    /** Blocked pairs the proof left to the search. */
    readonly searched: number;
    /** Pairs the proof or the search gets wrong, as `A1 B2` (the proof) or `search A1 B2`. */
    readonly wrong: readonly string[];
}

/** The committed counts, one file per group: the two corpora, and the examples and fixtures. */
export type SightGroup = 'conformance' | 'conformance-random' | 'repository';
export const SIGHT_GROUPS: readonly SightGroup[] = ['conformance', 'conformance-random', 'repository'];

export function committedSightOf(group: SightGroup): string {
    return resolve(repoRoot, 'test/fixtures/sight-proof', `${group}.txt`);
}

export function sightCounts(board: Board): SightCounts {
    const sight = new LineOfSight(board, 'jotl');
    let pairs = 0;
    let blocked = 0;
    let proven = 0;
    let byWallHexes = 0;
    let searched = 0;
    const wrong: string[] = [];
    for (let a = 0; a < board.size; a++) {
        for (let b = a + 1; b < board.size; b++) {
            if (board.has(a, Terrain.Wall) || board.has(b, Terrain.Wall)) {
                continue;
            }
            pairs++;
            const hexes = sight.provenBlockedByWallHexes(a, b) || sight.provenBlockedByWallHexes(b, a);
            const proof = hexes || sight.provenBlocked(a, b);
            byWallHexes += hexes ? 1 : 0;
            const sees = sight.between(a, b);
            if (proof) {
                proven++;
                if (sees || sight.searchedSight(a, b)) {
                    wrong.push(`${board.labelOf(a)} ${board.labelOf(b)}`);
                }
            } else if (sees !== sight.searchedSight(a, b)) {
                // Everything the proof leaves goes to the search with one turn per candidate line:
                // it must agree with every nudge of every line.
                wrong.push(`search ${board.labelOf(a)} ${board.labelOf(b)}`);
            }
            if (!sees) {
                blocked++;
                searched += proof ? 0 : 1;
            }
        }
    }
    return { pairs, blocked, proven, byWallHexes, searched, wrong };
}

/** What sight depends on: the map's extent, its wall hexes and its thin walls. */
function wallLayout(board: Board): string {
    return `${board.minCol},${board.minRow},${board.maxCol},${board.maxRow} ${board.terrain.map(t => t & Terrain.Wall).join('')} ${board.thinWallMask.join('')}`;
}

/**
 * The counts of each document with a usable board, as `<file> <pairs> <blocked> <proven>
 * <by wall hexes> <left to the search>`, worked out once per wall layout (`byLayout` keeps them
 * from one call to the next); and every wrong pair, by file.
 */
export function sightProofLines(documents: readonly KeyedDocument[], byLayout = new Map<string, SightCounts>()): { lines: string[]; wrong: string[] } {
    const lines: string[] = [];
    const wrong: string[] = [];
    for (const { key, document } of documents) {
        const board = boardFromScenario(document.parseResult.value);
        if (!board) {
            continue;
        }
        const layout = wallLayout(board);
        let counts = byLayout.get(layout);
        if (!counts) {
            counts = sightCounts(board);
            byLayout.set(layout, counts);
        }
        lines.push(`${key} ${counts.pairs} ${counts.blocked} ${counts.proven} ${counts.byWallHexes} ${counts.searched}`);
        wrong.push(...counts.wrong.map(pair => `${key}: ${pair}`));
    }
    return { lines, wrong };
}

/**
 * What differs between the committed lines and the computed ones, naming each file whose counts
 * changed. `complete`: every committed file must be computed again.
 */
export function sightDifferences(committed: readonly string[], computed: readonly string[], complete: boolean): string[] {
    const split = (line: string): [string, string] => {
        const at = line.indexOf(' ');
        return [line.slice(0, at), line.slice(at + 1)];
    };
    const expected = new Map(committed.map(split));
    const seen = new Set<string>();
    const differences: string[] = [];
    for (const [file, counts] of computed.map(split)) {
        seen.add(file);
        const was = expected.get(file);
        if (was === undefined) {
            differences.push(`${file}: not in the committed counts`);
        } else if (was !== counts) {
            differences.push(`${file}: pairs, blocked, proven, by wall hexes, left to the search were ${was}, are ${counts}`);
        }
    }
    if (complete) {
        differences.push(...[...expected.keys()].filter(file => !seen.has(file)).map(file => `${file}: committed, but no longer computed`));
    }
    return differences;
}

/** The totals of a group's lines, as the bench prints them. */
export function sightTotals(lines: readonly string[]): string {
    const sums = [0, 0, 0, 0, 0];
    for (const line of lines) {
        line.split(' ').slice(1).forEach((n, i) => { sums[i] += Number(n); });
    }
    const [pairs, blocked, proven, byWallHexes, searched] = sums;
    return `${lines.length} files, ${pairs} pairs, ${blocked} blocked: ${proven} proven (${byWallHexes} by a chain of wall hexes, the rest by one of wall edges), ${searched} left to the search`;
}
