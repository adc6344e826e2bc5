import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir, conformanceFiles } from '../helpers.js';
import { describeFailure, evaluateFile } from './expectations.js';

/** Every file of the shared conformance corpus, every edition: the engine must give exactly the listed options. */
const files = conformanceFiles();

describe('conformance corpus', () => {
    if (files.length === 0) {
        it.skip(`skipped: no corpus at ${conformanceDir}`, () => undefined);
        console.log(`conformance corpus not found at ${conformanceDir}: its tests are skipped`);
        return;
    }
    for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
        describe(edition, () => {
            for (const file of files.filter(f => relative(conformanceDir, f).startsWith(`${edition}/`))) {
                it(relative(conformanceDir, file), async () => {
                    const verdict = await evaluateFile(file);
                    expect(verdict.errors).toEqual([]);
                    expect(verdict.results).toHaveLength(1);
                    expect(verdict.results[0].passed, describeFailure(verdict.results[0])).toBe(true);
                });
            }
        });
    }
});
