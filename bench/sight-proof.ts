import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { corpus } from '../test/corpora.js';
import { corpusFiles, loadKeyed, repositoryFiles } from '../test/support/decision-hashes.js';
import { SIGHT_GROUPS, type SightGroup, committedSightOf, sightProofLines, sightTotals } from '../test/support/sight-proof.js';

/**
 * The sight proof (test/support/sight-proof.ts) on every pair of open hexes of every corpus,
 * example and fixture board: prints what the proof settles on each file, each group's totals
 * and any pair the proof or the search gets wrong. With `--write`, writes the counts that
 * test/language/engine/sight-proof-counts.test.ts holds the proof to (test/fixtures/sight-proof/),
 * which needs the shared corpora beside the repository; `--write repository` writes that group only.
 *
 *   npx esbuild bench/sight-proof.ts --bundle --platform=node --loader:.css=text --outfile=/tmp/sight-proof.cjs && node /tmp/sight-proof.cjs
 */
function filesOf(group: SightGroup): Array<{ key: string; path: string }> | undefined {
    if (group === 'repository') {
        return [...repositoryFiles('examples'), ...repositoryFiles('fixtures')];
    }
    const read = corpus(group);
    return read.place.source === 'shared' ? corpusFiles(read) : undefined;
}

async function main(): Promise<void> {
    const write = process.argv.includes('--write');
    const named = SIGHT_GROUPS.filter(group => process.argv.includes(group));
    let wrongPairs = 0;
    for (const group of named.length > 0 ? named : SIGHT_GROUPS) {
        const files = filesOf(group);
        if (!files) {
            console.error(`${group}: the shared corpus is not beside the repository; left out`);
            if (write) {
                throw new Error('--write needs both shared corpora');
            }
            continue;
        }
        const { lines, wrong } = sightProofLines(await loadKeyed(files));
        wrong.forEach(pair => console.log(`WRONG ${pair}`));
        wrongPairs += wrong.length;
        if (write) {
            const file = committedSightOf(group);
            mkdirSync(dirname(file), { recursive: true });
            const header = [
                `# The sight proof on ${group === 'repository' ? 'the examples and the fixtures' : `every file of ../shared/${group}`}, every pair of open hexes:`,
                '# <file> <pairs> <blocked> <proven> <proven by a chain of wall hexes> <blocked, left to the search>.',
                '# Written by bench/sight-proof.ts --write; never edit by hand.'
            ];
            writeFileSync(file, [...header, ...lines].join('\n') + '\n');
        } else {
            lines.forEach(line => console.log(line));
        }
        console.error(`${group}: ${sightTotals(lines)}`);
    }
    console.error(`${wrongPairs} wrong`);
    process.exitCode = wrongPairs > 0 ? 1 : 0;
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
