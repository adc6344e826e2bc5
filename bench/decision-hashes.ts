import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { boardFromScenario } from '../language/model/from-ast.js';
import { analyzeBoard } from '../language/engine/analyze.js';
import { wordDecision } from '../language/explain/decision-words.js';
import { EDITIONS } from '../language/rules/editions.js';
import { threatMapOfBoard } from '../language/scenario/threat-map.js';
import { collectSources } from '../cli/inputs.js';
import { loadScenarios } from '../cli/load.js';
import { largeBoard } from './synthetic.js';

/**
 * One hash per monster decision on every corpus and example file under each default edition, then
 * per threat map of the examples and synthetic rooms: two runs' outputs compared line by line show
 * whether a change to the engine changed any decision, reasons included.
 *
 *   npx esbuild bench/decision-hashes.ts --bundle --platform=node --outfile=/tmp/hashes.cjs
 *   node /tmp/hashes.cjs > before.txt   (and again after the change; then diff)
 */
const digest = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('hex').slice(0, 16);

async function main(): Promise<void> {
    const roots = ['../shared/conformance', '../shared/conformance-random', 'examples'].map(p => resolve(process.cwd(), p)).filter(existsSync);
    const { sources } = collectSources(roots);
    const { documents } = await loadScenarios(sources);
    let count = 0;
    for (const edition of EDITIONS) {
        documents.forEach((document, i) => {
            const board = boardFromScenario(document.parseResult.value, edition);
            for (const decision of board ? analyzeBoard(board) : []) {
                console.log(`${sources[i].path} ${edition} ${decision.monster} ${digest(wordDecision(decision))}`);
                count++;
            }
        });
    }
    for (const root of roots.filter(r => r.endsWith('examples'))) {
        const examples = collectSources([root]);
        const { documents: loaded } = await loadScenarios(examples.sources);
        loaded.forEach((document, i) => {
            const board = boardFromScenario(document.parseResult.value);
            for (const character of board?.figures.filter(f => f.kind === 'character') ?? []) {
                console.log(`threat ${examples.sources[i].path} ${character.name} ${digest(threatMapOfBoard(board!, character.name))}`);
                count++;
            }
        });
    }
    for (const edition of EDITIONS) {
        const room = largeBoard(edition, 20, 6);
        console.log(`threat synthetic-20 ${edition} ${digest(threatMapOfBoard(room, 'Hero1'))}`);
        const large = largeBoard(edition);
        analyzeBoard(large).forEach(d => console.log(`large-40 ${edition} ${d.monster} ${digest(wordDecision(d))}`));
        count += 1 + 12;
    }
    const huge = largeBoard('gloomhaven', 100, 12, 100);
    for (const decision of analyzeBoard(huge)) {
        console.log(`huge-100 ${decision.monster} ${digest(wordDecision(decision))}`);
        count++;
    }
    console.error(`${count} hashes`);
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
