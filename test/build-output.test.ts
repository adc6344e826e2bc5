import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './corpora.js';

/**
 * The build writes only build output: every bundle goes to `out/` or is the preview page's
 * `media/preview.js`, both ignored by git, so `npm run build` leaves the sources as they were.
 * (`langium generate` rewrites language/generated/, committed and held to the grammar by
 * `npm run check:generated`.)
 */
describe('what esbuild.mjs writes', () => {
    it('only into out/ and media/preview.js, which git ignores', async () => {
        const { builds, browserOnly } = await import('../esbuild.mjs');
        expect(builds.length).toBeGreaterThan(0);
        expect(browserOnly.length).toBeGreaterThan(0);
        const outputs = (entries: ReadonlyArray<{ readonly out: string }> | Readonly<Record<string, string>>): string[] =>
            Array.isArray(entries) ? entries.map(e => e.out) : Object.keys(entries);
        const written = [...builds, ...browserOnly].flatMap(b => outputs(b.entryPoints).map(out => `${b.outdir}/${out}${b.outExtension?.['.js'] ?? '.js'}`));
        expect(written.filter(path => !path.startsWith('out/') && path !== 'media/preview.js')).toEqual([]);
        const ignored = readFileSync(resolve(repoRoot, '.gitignore'), 'utf8').split('\n');
        expect(ignored).toEqual(expect.arrayContaining(['out/', 'media/preview.js']));
    });
});
