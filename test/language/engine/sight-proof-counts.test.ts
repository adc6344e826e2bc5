import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_NAMES, corpus, failWhereMissing } from '../../corpora.js';
import { type KeyedDocument, corpusFiles, loadKeyed, readHashLines, repositoryFiles } from '../../support/decision-hashes.js';
import { type SightCounts, committedSightOf, sightDifferences, sightProofLines } from '../../support/sight-proof.js';

/**
 * The proofs of blocked sight against the exhaustive line search, on every pair of open hexes of
 * every corpus, example and fixture board (test/support/sight-proof.ts): no pair wrong, and what
 * the proof settles on each file as committed in test/fixtures/sight-proof/ (written anew by
 * `bench/sight-proof.ts --write` when a change to the proof means to change it).
 */
const told = (lines: readonly string[]): string => `\n  ${lines.slice(0, 40).join('\n  ')}${lines.length > 40 ? `\n  … and ${lines.length - 40} more` : ''}`;

const REWRITE = 'If the change means to, write the counts anew and review the diff: npx esbuild bench/sight-proof.ts --bundle ' +
    '--platform=node --loader:.css=text --outfile=/tmp/sight-proof.cjs && node /tmp/sight-proof.cjs --write [group ...]';

/** Files per test: the random corpus's hundreds of boards take a minute or more on a busy machine. */
const CHUNK = 100;

function checkGroup(title: string, files: () => Array<{ key: string; path: string }>, committedFile: string, complete: boolean, fileCount: number): void {
    describe(title, () => {
        let documents: KeyedDocument[] = [];
        const byLayout = new Map<string, SightCounts>();
        const computed: string[] = [];
        const committed = readHashLines(committedFile);
        beforeAll(async () => {
            documents = await loadKeyed(files());
        });
        for (let start = 0; start < Math.max(fileCount, 1); start += CHUNK) {
            it(`files ${start + 1} to ${Math.min(start + CHUNK, fileCount)}`, () => {
                expect(documents.length).toBe(fileCount);
                const { lines, wrong } = sightProofLines(documents.slice(start, start + CHUNK), byLayout);
                computed.push(...lines);
                expect(wrong, `pairs the proof or the search gets wrong:${told(wrong)}`).toEqual([]);
                const differences = sightDifferences(committed, lines, false);
                expect(differences, `the proof settles other pairs than committed:${told(differences)}\n${REWRITE}`).toEqual([]);
            });
        }
        it.runIf(complete)('every committed file, and no other', () => {
            const differences = sightDifferences(committed, computed, true);
            expect(differences, `${told(differences)}\n${REWRITE}`).toEqual([]);
        });
    });
}

describe('the sight proof on every pair of open hexes', () => {
    for (const name of CORPUS_NAMES) {
        const read = corpus(name);
        describe(`${name} corpus (${read.place.source})`, () => {
            if (!failWhereMissing(read)) {
                checkGroup('every board', () => corpusFiles(read), committedSightOf(name), read.place.source === 'shared', read.files.length);
            }
        });
    }
    const repository = [...repositoryFiles('examples'), ...repositoryFiles('fixtures')];
    checkGroup('the examples and the fixtures', () => repository, committedSightOf('repository'), true, repository.length);
});

describe('how a change in what the proof settles is told', () => {
    it('names each file whose counts changed, and files missing either way', () => {
        const committed = ['conformance/jotl/001.ghs 10 4 3 2 1', 'conformance/jotl/002.ghs 5 0 0 0 0'];
        expect(sightDifferences(committed, ['conformance/jotl/001.ghs 10 4 4 2 0', 'conformance/jotl/003.ghs 1 0 0 0 0'], true)).toEqual([
            'conformance/jotl/001.ghs: pairs, blocked, proven, by wall hexes, left to the search were 10 4 3 2 1, are 10 4 4 2 0',
            'conformance/jotl/003.ghs: not in the committed counts',
            'conformance/jotl/002.ghs: committed, but no longer computed'
        ]);
        expect(sightDifferences(committed, committed.slice(0, 1), false)).toEqual([]);
    });
});
