import { describe, expect, it } from 'vitest';
import { CORPUS_NAMES, corpus, corpusKey, failWhereMissing } from '../../corpora.js';
import { describeFailure, evaluateFile } from './expectations.js';

/**
 * Every file of the shared corpora, every edition: the hand-made conformance corpus and the random
 * boards answered by the reference solver (without ../shared, their sample under test/fixtures/;
 * with GHS_REQUIRE_CORPUS=1, a missing corpus fails). The engine must give exactly the listed options.
 */
for (const name of CORPUS_NAMES) {
    const read = corpus(name);
    describe(`${name} corpus (${read.place.source})`, () => {
        if (failWhereMissing(read)) {
            return;
        }
        it('has files to check', () => {
            expect(read.files.length).toBeGreaterThan(0);
        });
        for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
            describe(edition, () => {
                for (const file of read.files.filter(f => corpusKey(read, f).startsWith(`${name}/${edition}/`))) {
                    it(corpusKey(read, file), async () => {
                        const verdict = await evaluateFile(file);
                        expect(verdict.errors).toEqual([]);
                        expect(verdict.results).toHaveLength(1);
                        expect(verdict.results[0].passed, describeFailure(verdict.results[0])).toBe(true);
                    });
                }
            });
        }
    });
}
