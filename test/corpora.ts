import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';

/** The repository: from this file, or, bundled as CommonJS for a bench script (no `import.meta`), the folder it runs in. */
export const repoRoot = import.meta.url ? resolve(dirname(fileURLToPath(import.meta.url)), '..') : process.cwd();

export type CorpusName = 'conformance' | 'conformance-random';
export const CORPUS_NAMES: readonly CorpusName[] = ['conformance', 'conformance-random'];

/**
 * Where the tests read a corpus: the shared corpus beside the repository when it is there;
 * without it, its sample under test/fixtures/ (scripts/corpus-sample.mjs), unless the shared
 * corpus is required (GHS_REQUIRE_CORPUS=1, as CI sets it): then the tests over it fail.
 */
export type CorpusPlace =
    | { readonly source: 'shared' | 'sample'; readonly dir: string }
    | { readonly source: 'missing'; readonly reason: string };

export function corpusPlace(name: CorpusName, options: { readonly root: string; readonly required: boolean; readonly exists: (path: string) => boolean }): CorpusPlace {
    const shared = resolve(options.root, '../shared', name);
    if (options.exists(shared)) {
        return { source: 'shared', dir: shared };
    }
    if (options.required) {
        return { source: 'missing', reason: `The shared corpus ${shared} is missing, and GHS_REQUIRE_CORPUS=1 requires it.` };
    }
    return { source: 'sample', dir: resolve(options.root, 'test/fixtures', name) };
}

/** Whether the shared corpora are required: set by CI. */
export const corpusRequired = process.env.GHS_REQUIRE_CORPUS === '1';

export interface Corpus {
    readonly name: CorpusName;
    readonly place: CorpusPlace;
    /** Every scenario file of the corpus read, in a stable order; none when it is missing. */
    readonly files: readonly string[];
}

export function corpus(name: CorpusName): Corpus {
    const place = corpusPlace(name, { root: repoRoot, required: corpusRequired, exists: existsSync });
    return { name, place, files: place.source === 'missing' ? [] : scenarioFilesUnder(place.dir) };
}

/** A corpus file's name, the same for the shared corpus and its sample: `conformance/jotl/001-….ghs`. */
export function corpusKey(c: Corpus, file: string): string {
    if (c.place.source === 'missing') {
        throw new Error(c.place.reason);
    }
    return `${c.name}/${relative(c.place.dir, file).split('\\').join('/')}`;
}

/** Where a corpus is missing but required, a test that fails saying so, in place of the tests over it. */
export function failWhereMissing(c: Corpus): boolean {
    if (c.place.source !== 'missing') {
        return false;
    }
    const { reason } = c.place;
    it(`the ${c.name} corpus is present`, () => {
        throw new Error(reason);
    });
    return true;
}

/** Every `.ghs` file under `dir`, in a stable order; none when the folder is absent. */
export function scenarioFilesUnder(dir: string): string[] {
    if (!existsSync(dir)) {
        return [];
    }
    return readdirSync(dir).sort().flatMap(entry => {
        const path = join(dir, entry);
        return statSync(path).isDirectory() ? scenarioFilesUnder(path) : entry.endsWith('.ghs') ? [path] : [];
    });
}
