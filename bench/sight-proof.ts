import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Terrain } from '../language/model/board.js';
import { boardFromScenario } from '../language/model/from-ast.js';
import { LineOfSight } from '../language/engine/line-of-sight.js';
import { collectSources } from '../cli/inputs.js';
import { loadScenarios } from '../cli/load.js';

/**
 * The proofs of blocked sight (chains of whole wall hexes, then chains of wall edges) against the exhaustive line search, on every pair of open
 * hexes of every corpus and example board under the any-point rule: a pair the proof calls blocked
 * must be blocked by the search, and every other pair gets the exhaustive search's answer. Prints
 * the pairs the proof settles and any pair either gets wrong.
 *
 *   npx esbuild bench/sight-proof.ts --bundle --platform=node --outfile=/tmp/sight-proof.cjs && node /tmp/sight-proof.cjs
 */
async function main(): Promise<void> {
    const roots = ['../shared/conformance', '../shared/conformance-random', 'examples'].map(p => resolve(process.cwd(), p)).filter(existsSync);
    const { sources } = collectSources(roots);
    const { documents } = await loadScenarios(sources);
    let pairs = 0;
    let searched = 0;
    let blocked = 0;
    let proven = 0;
    let byHexes = 0;
    let wrong = 0;
    const seenLayouts = new Set<string>();
    documents.forEach((document, i) => {
        const board = boardFromScenario(document.parseResult.value);
        if (!board) {
            return;
        }
        const layout = `${board.minCol},${board.minRow},${board.maxCol},${board.maxRow} ${board.terrain.map(t => t & Terrain.Wall).join('')} ${board.thinWallMask.join('')}`;
        if (seenLayouts.has(layout)) {
            return;
        }
        seenLayouts.add(layout);
        const sight = new LineOfSight(board, 'jotl');
        let local = 0;
        for (let a = 0; a < board.size; a++) {
            for (let b = a + 1; b < board.size; b++) {
                if (board.has(a, Terrain.Wall) || board.has(b, Terrain.Wall)) {
                    continue;
                }
                pairs++;
                const hexes = sight.provenBlockedByWallHexes(a, b) || sight.provenBlockedByWallHexes(b, a);
                const proof = hexes || sight.provenBlocked(a, b);
                byHexes += hexes ? 1 : 0;
                const sees = sight.between(a, b);
                if (proof) {
                    proven++;
                    if (sees || sight.searchedSight(a, b)) {
                        wrong++;
                        console.log(`WRONG ${sources[i].path} ${board.labelOf(a)} ${board.labelOf(b)}`);
                    }
                }
                // Everything the proof leaves goes to the search with one turn per candidate line: it must
                // agree with every nudge of every line.
                if (!proof && sees !== sight.searchedSight(a, b)) {
                    wrong++;
                    console.log(`WRONG SEARCH ${sources[i].path} ${board.labelOf(a)} ${board.labelOf(b)}`);
                }
                if (!sees) {
                    blocked++;
                    searched += proof ? 0 : 1;
                    local += proof ? 0 : 1;
                }
            }
        }
        if (/\/131-/.test(sources[i].path ?? '')) {
            console.log(`${sources[i].path}: ${local} blocked pairs left to the search`);
        }
    });
    console.log(`${seenLayouts.size} wall layouts, ${pairs} pairs, ${blocked} blocked: ${proven} proven (${byHexes} by a chain of wall hexes, the rest by one of wall edges), ${searched} left to the search; ${wrong} wrong`);
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
