import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { CORPUS_NAMES, corpus } from '../test/corpora.js';
import {
    HASHES_DIR, HASH_GROUPS, type HashGroup, type HashLine, committedHashesOf, corpusFiles, groupLines, loadKeyed, repositoryFiles
} from '../test/support/decision-hashes.js';

/**
 * Prints the decision hashes (test/support/decision-hashes.ts) of every corpus, example and
 * fixture file under each edition, of the examples' threat maps and of the synthetic rooms:
 * two runs' outputs compared line by line show whether a change to the engine changed any
 * decision, reasons included. With `--write`, writes them as the committed hashes that
 * test/language/engine/decision-hashes.test.ts holds the engine to (test/fixtures/decision-hashes/),
 * which needs the shared corpora beside the repository; `--write fixtures examples` writes those
 * groups only.
 *
 *   npx esbuild bench/decision-hashes.ts --bundle --platform=node --loader:.css=text --outfile=/tmp/hashes.cjs
 *   node /tmp/hashes.cjs > before.txt   (and again after the change; then diff)
 */
const HEADER: Record<HashGroup, string> = {
    conformance: 'every file of ../shared/conformance',
    'conformance-random': 'every file of ../shared/conformance-random',
    examples: 'every example, and the threat map of each character of the examples',
    fixtures: 'every scenario under test/fixtures/ but the corpus samples',
    synthetic: "the bench's synthetic rooms"
};

async function linesOf(group: HashGroup): Promise<HashLine[] | undefined> {
    if (group === 'synthetic') {
        return groupLines(group, []);
    }
    if ((CORPUS_NAMES as readonly string[]).includes(group)) {
        const read = corpus(group as (typeof CORPUS_NAMES)[number]);
        if (read.place.source !== 'shared') {
            return undefined;
        }
        return groupLines(group, await loadKeyed(corpusFiles(read)));
    }
    return groupLines(group, await loadKeyed(repositoryFiles(group as 'examples' | 'fixtures')));
}

async function main(): Promise<void> {
    const write = process.argv.includes('--write');
    const named = HASH_GROUPS.filter(group => process.argv.includes(group));
    let count = 0;
    for (const group of named.length > 0 ? named : HASH_GROUPS) {
        const lines = await linesOf(group);
        if (!lines) {
            console.error(`${group}: the shared corpus is not beside the repository; left out`);
            if (write) {
                throw new Error('--write needs both shared corpora');
            }
            continue;
        }
        count += lines.length;
        if (write) {
            if (!existsSync(HASHES_DIR)) {
                mkdirSync(HASHES_DIR, { recursive: true });
            }
            const header = [
                `# Decision hashes of ${HEADER[group]}, under each edition: <file> <edition> <monster>=<hash> ...`,
                '# (<file> threat <character>=<hash> for threat maps). Written by bench/decision-hashes.ts --write;',
                '# never edit by hand. test/language/engine/decision-hashes.test.ts holds the engine to them.'
            ];
            writeFileSync(committedHashesOf(group), [...header, ...lines].join('\n') + '\n');
        } else {
            lines.forEach(l => console.log(l));
        }
    }
    console.error(`${count} lines${write ? ` written under ${HASHES_DIR}` : ''}`);
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
