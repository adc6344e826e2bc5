// @ts-check
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder `npm start` opens: a copy of the repository's examples under the cache folder, made
 * afresh at each start. Playing turns rewrites the files it opens, and the repository's own
 * examples must stay as they are checked in.
 * @param {string} examples the repository's examples/ folder
 * @param {string} cache the cache folder (GHS_E2E_CACHE)
 * @returns {string} the copy's path
 */
export function freshExamplesCopy(examples, cache) {
    const copy = join(cache, 'examples');
    rmSync(copy, { recursive: true, force: true });
    cpSync(examples, copy, { recursive: true });
    return copy;
}
