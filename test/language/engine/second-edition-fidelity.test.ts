import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_NAMES, corpus, corpusKey, failWhereMissing } from '../../corpora.js';
import { describeFailure, evaluateText } from './expectations.js';

/**
 * Gloomhaven's second edition keeps Frosthaven's focus and movement ("line-of-sight … from any
 * part of the acting figure's hex to any part of the target hex", p. 19; jump ignores difficult
 * terrain, p. 22; "closest by range …, then … the initiative order", p. 39; the multi-target
 * priority list, p. 40) and has no icy terrain. So every Frosthaven answer of the reference solver
 * on a board without ice is the second edition's answer too: each such file of the shared corpora,
 * its `rules frosthaven` turned into `rules gloomhaven2e`, must hold. Boards with ice are left out
 * and counted.
 */
const ICY = /^\s*icy\b/m;

for (const name of CORPUS_NAMES) {
    const read = corpus(name);
    describe(`${name} corpus (${read.place.source}) as the second edition`, () => {
        if (failWhereMissing(read)) {
            return;
        }
        const frosthaven = read.files.filter(f => corpusKey(read, f).startsWith(`${name}/frosthaven/`));
        const texts = frosthaven.map(file => ({ file, text: readFileSync(file, 'utf8') }));
        const icy = texts.filter(t => ICY.test(t.text));
        const converted = texts.filter(t => !ICY.test(t.text));

        it(`turns ${converted.length} Frosthaven boards into second-edition ones, leaving out the ${icy.length} with icy terrain`, () => {
            expect(converted.length).toBeGreaterThan(0);
            expect(converted.every(t => /^\s*rules frosthaven\s*$/m.test(t.text))).toBe(true);
        });

        for (const { file, text } of converted) {
            it(corpusKey(read, file), async () => {
                const verdict = await evaluateText(text.replace(/^(\s*)rules frosthaven\s*$/m, '$1rules gloomhaven2e'));
                expect(verdict.errors).toEqual([]);
                expect(verdict.results).toHaveLength(1);
                expect(verdict.results[0].passed, describeFailure(verdict.results[0])).toBe(true);
            });
        }
    });
}
