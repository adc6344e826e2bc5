import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir, conformanceFiles, randomConformanceDir } from '../helpers.js';
import { describeFailure, evaluateFile } from './expectations.js';

/**
 * Every file of the shared corpora, every edition: the hand-made conformance corpus and the random
 * boards answered by the reference solver. The engine must give exactly the listed options.
 */
const corpora = [
    { name: 'conformance corpus', dir: conformanceDir },
    { name: 'random-board corpus', dir: randomConformanceDir }
];

for (const { name, dir } of corpora) {
    const files = conformanceFiles(dir);
    describe(name, () => {
        if (files.length === 0) {
            it.skip(`skipped: no corpus at ${dir}`, () => undefined);
            console.log(`${name} not found at ${dir}: its tests are skipped`);
            return;
        }
        for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
            describe(edition, () => {
                for (const file of files.filter(f => relative(dir, f).startsWith(`${edition}/`))) {
                    it(relative(dir, file), async () => {
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
