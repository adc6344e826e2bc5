import { beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '../../../language/rules/editions.js';
import { CORPUS_NAMES, corpus, failWhereMissing } from '../../corpora.js';
import {
    type KeyedDocument, committedHashesOf, corpusFiles, decisionHashLines, groupLines, hashDifferences, loadKeyed, readHashLines, repositoryFiles
} from '../../support/decision-hashes.js';

/**
 * Every monster's decision on every corpus, example and fixture file under each edition, every
 * threat map of the examples and the bench's synthetic rooms, hashed (test/support/decision-hashes.ts)
 * and held to the committed hashes in test/fixtures/decision-hashes/: a change that changes any
 * decision, its reasons included, fails here, naming the file, the edition and the monster.
 * A change meant to change decisions writes them anew (`bench/decision-hashes.ts --write`), and
 * the diff of the committed hashes shows which.
 */
const message = (differences: readonly string[]): string =>
    `${differences.length} decision${differences.length === 1 ? '' : 's'} changed:\n  ${differences.slice(0, 40).join('\n  ')}` +
    (differences.length > 40 ? `\n  … and ${differences.length - 40} more` : '') +
    '\nIf the change means to change them, write them anew and review the diff: npx esbuild bench/decision-hashes.ts --bundle ' +
    '--platform=node --loader:.css=text --outfile=/tmp/hashes.cjs && node /tmp/hashes.cjs --write [group ...]';

for (const name of CORPUS_NAMES) {
    const read = corpus(name);
    describe(`decision hashes: ${name} corpus (${read.place.source})`, () => {
        if (failWhereMissing(read)) {
            return;
        }
        let documents: KeyedDocument[] = [];
        beforeAll(async () => {
            documents = await loadKeyed(corpusFiles(read));
        });
        const committed = readHashLines(committedHashesOf(name));
        for (const edition of EDITIONS) {
            it(`under ${edition}`, () => {
                expect(documents.length).toBeGreaterThan(0);
                const complete = read.place.source === 'shared';
                const differences = hashDifferences(committed.filter(l => l.split(' ')[1] === edition), decisionHashLines(documents, [edition]), complete);
                expect(differences, message(differences)).toEqual([]);
            });
        }
    });
}

describe('decision hashes: the repository', () => {
    for (const group of ['examples', 'fixtures'] as const) {
        it(group === 'examples' ? 'the examples, and their threat maps' : 'the other fixtures', async () => {
            const files = repositoryFiles(group);
            expect(files.length).toBeGreaterThan(0);
            const differences = hashDifferences(readHashLines(committedHashesOf(group)), groupLines(group, await loadKeyed(files)), true);
            expect(differences, message(differences)).toEqual([]);
        });
    }

    it("the bench's synthetic rooms", () => {
        const differences = hashDifferences(readHashLines(committedHashesOf('synthetic')), groupLines('synthetic', []), true);
        expect(differences, message(differences)).toEqual([]);
    });
});

describe('how a changed decision is told', () => {
    const committed = [
        'conformance/jotl/001.ghs gloomhaven Guard=aaaa Archer=bbbb',
        'conformance/jotl/001.ghs jotl Guard=cccc',
        'conformance/jotl/002.ghs jotl -'
    ];
    it('names the file, the edition and each monster that decides differently, appears or goes', () => {
        expect(hashDifferences(committed, ['conformance/jotl/001.ghs gloomhaven Guard=aaaa Archer=dddd Hound=eeee', 'conformance/jotl/001.ghs jotl -'], false)).toEqual([
            'conformance/jotl/001.ghs under gloomhaven: Archer decides differently (bbbb → dddd)',
            'conformance/jotl/001.ghs under gloomhaven: Hound has a decision it had not',
            'conformance/jotl/001.ghs under jotl: Guard no longer has a decision'
        ]);
    });
    it('a file without committed hashes, and, over a whole corpus, a committed file no longer computed', () => {
        expect(hashDifferences(committed, ['conformance/jotl/003.ghs jotl Guard=ffff'], false)).toEqual(['conformance/jotl/003.ghs under jotl: not in the committed hashes']);
        expect(hashDifferences(committed, committed.slice(0, 2), true)).toEqual(['conformance/jotl/002.ghs under jotl: committed, but no longer computed']);
        expect(hashDifferences(committed, committed, true)).toEqual([]);
    });
    it('threat maps by character', () => {
        expect(hashDifferences(['examples/a.ghs threat Hero=1'], ['examples/a.ghs threat Hero=2'], true)).toEqual(['examples/a.ghs threat maps: Hero decides differently (1 → 2)']);
    });
});
