// @ts-check
/**
 * Copies a sample of each shared conformance corpus (../shared/conformance and
 * ../shared/conformance-random) under test/fixtures/, so that `npm test` checks the engine
 * against the reference answers on a checkout without ../shared. The sample is chosen by what its
 * files exercise (see featuresOf): every feature a corpus edition has is covered at least twice
 * where the corpus can, then the files that add the most pairs of features not yet seen together,
 * up to SAMPLE_SIZES files per edition. test/fixtures/corpus-sample.txt lists each file with its
 * features.
 *
 *   node scripts/corpus-sample.mjs            writes the sample and its list
 *   node scripts/corpus-sample.mjs --check    says whether the committed sample is what it would write
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPORA = /** @type {const} */ (['conformance', 'conformance-random']);
export const EDITIONS = /** @type {const} */ (['gloomhaven', 'frosthaven', 'jotl']);
/** Files per edition of each corpus. */
export const SAMPLE_SIZES = { conformance: 20, 'conformance-random': 12 };
/** How many sample files each feature should appear in, where the corpus has that many. */
const EACH_FEATURE = 2;

const HEX = /^[A-Z][0-9]+$/;

/**
 * What a scenario file exercises, from its text: the acting monster's abilities, the terrain, the
 * figures on the board and the shape of the expected answer.
 * @param {string} text
 * @returns {string[]} feature names, sorted
 */
export function featuresOf(text) {
    const features = new Set();
    const lines = text.split('\n').map(line => line.replace(/\/\/.*$/, '').trim()).filter(line => line !== '');
    const words = (/** @type {string} */ line) => line.split(/[\s,]+/).filter(w => w !== '');
    /** @type {Map<string, string>} */
    const actingAt = new Map();
    let characters = 0;
    let allies = 0;
    let inExpect = false;
    let optionCount = 0;
    let expected = '';
    for (const line of lines) {
        const [first, ...rest] = words(line);
        if (inExpect) {
            if (first === '}') {
                inExpect = false;
                features.add(optionCount === 0 ? 'answer:none' : optionCount > 1 ? 'answer:players-choose' : 'answer:one');
                continue;
            }
            if (first === 'to') {
                optionCount++;
                const attacks = rest.indexOf('attacks');
                const targets = attacks < 0 ? [] : rest.slice(attacks + 1);
                features.add(targets.length === 0 ? 'answer:no-attack' : targets.length > 1 ? 'answer:several-attacked' : 'answer:one-attacked');
                if (rest[0] === actingAt.get(expected)) {
                    features.add('answer:stays');
                }
            }
            continue;
        }
        switch (first) {
            case 'map': {
                const [from, to] = (rest[0] ?? '').split('..');
                if (from && to && HEX.test(from) && HEX.test(to)) {
                    const columns = to.charCodeAt(0) - from.charCodeAt(0) + 1;
                    const rows = Number(to.slice(1)) - Number(from.slice(1)) + 1;
                    if (columns * rows >= 200) {
                        features.add('board:large');
                    }
                }
                break;
            }
            case 'wall':
                features.add(rest.includes('between') ? 'terrain:thin-wall' : 'terrain:wall');
                break;
            case 'obstacle': case 'trap': case 'hazardous': case 'difficult': case 'icy': case 'door': case 'link':
                features.add(`terrain:${first}`);
                break;
            case 'character':
                characters++;
                if (rest.includes('invisible')) {
                    features.add('figure:invisible');
                }
                if (rest.includes('long-rest')) {
                    features.add('figure:long-rest');
                }
                break;
            case 'summon':
                features.add('figure:summon');
                break;
            case 'monster':
                if (line.endsWith('{')) {
                    actingAt.set(rest[0], rest[rest.indexOf('at') + 1]);
                } else {
                    allies++;
                }
                break;
            case 'move': {
                const points = Number(rest[0]);
                features.add(points > 0 ? 'move' : 'move:none');
                for (const kind of ['jumping', 'flying', 'teleport']) {
                    if (rest.includes(kind)) {
                        features.add(`move:${kind}`);
                    }
                }
                break;
            }
            case 'attack': {
                features.add(rest.includes('range') ? 'attack:ranged' : 'attack:melee');
                const target = rest.indexOf('target');
                const count = target < 0 ? 1 : Number(rest[target + 1]);
                if (count !== 1) {
                    features.add(count === 0 ? 'attack:target-0' : 'attack:several-targets');
                }
                break;
            }
            case 'aoe':
                features.add(rest.includes('origin') ? 'attack:area-with-origin' : 'attack:area');
                break;
            case 'muddled':
                features.add('attack:muddled');
                break;
            case 'expect':
                inExpect = true;
                optionCount = 0;
                expected = rest[0];
                break;
        }
    }
    if (!lines.some(line => /^move\b/.test(line))) {
        features.add('move:none');
    }
    if (characters > 1) {
        features.add('figure:several-characters');
    }
    if (allies > 0) {
        features.add('figure:allies');
    }
    return [...features].sort();
}

/**
 * The expected answers of a file, to tell the boards whose answer depends on the edition.
 * @param {string} text
 */
export function expectedAnswers(text) {
    const start = text.search(/^\s*expect\b/m);
    return start < 0 ? '' : text.slice(start).replace(/\s+/g, ' ').trim();
}

/**
 * The files of one corpus edition to copy: first, greedily, those that cover the most features
 * still short of EACH_FEATURE appearances; then those that add the most pairs of features not yet
 * seen together; ties go to the first name. Deterministic for a given list.
 * @param {ReadonlyArray<{ name: string; features: readonly string[] }>} candidates
 * @param {number} size
 * @returns {string[]} the names picked, sorted
 */
export function pickSample(candidates, size) {
    const sorted = [...candidates].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    /** @type {Map<string, number>} */
    const wanted = new Map();
    for (const { features } of sorted) {
        for (const feature of features) {
            wanted.set(feature, Math.min(EACH_FEATURE, (wanted.get(feature) ?? 0) + 1));
        }
    }
    const pairs = (/** @type {readonly string[]} */ features) => features.flatMap((a, i) => features.slice(i + 1).map(b => `${a}+${b}`));
    const seenPairs = new Set();
    /** @type {string[]} */
    const picked = [];
    const left = new Set(sorted);
    /** @param {(c: { name: string; features: readonly string[] }) => number} gain */
    const pickBest = gain => {
        let best;
        let bestGain = 0;
        for (const candidate of left) {
            const g = gain(candidate);
            if (g > bestGain) {
                best = candidate;
                bestGain = g;
            }
        }
        if (!best) {
            return false;
        }
        left.delete(best);
        picked.push(best.name);
        for (const feature of best.features) {
            wanted.set(feature, Math.max(0, (wanted.get(feature) ?? 0) - 1));
        }
        pairs(best.features).forEach(pair => seenPairs.add(pair));
        return true;
    };
    while (picked.length < size && pickBest(c => c.features.filter(f => (wanted.get(f) ?? 0) > 0).length)) {
        // Each pick covers a feature still wanted.
    }
    while (picked.length < size && pickBest(c => pairs(c.features).filter(p => !seenPairs.has(p)).length)) {
        // Each pick brings features together that no file picked so far has together.
    }
    return picked.sort();
}

/**
 * The sample of every corpus edition, with each file's features.
 * @param {string} sharedRoot the folder that holds the corpora
 * @returns {Array<{ corpus: string; edition: string; name: string; features: string[] }>}
 */
export function chooseSample(sharedRoot) {
    const chosen = [];
    for (const corpus of CORPORA) {
        const texts = new Map(EDITIONS.map(edition => {
            const folder = join(sharedRoot, corpus, edition);
            const names = readdirSync(folder).filter(name => name.endsWith('.ghs')).sort();
            return [edition, new Map(names.map(name => [name, readFileSync(join(folder, name), 'utf8')]))];
        }));
        for (const edition of EDITIONS) {
            const files = /** @type {Map<string, string>} */ (texts.get(edition));
            const candidates = [...files].map(([name, text]) => {
                const answers = EDITIONS.map(other => texts.get(other)?.get(name)).filter(t => t !== undefined).map(expectedAnswers);
                const dependent = new Set(answers).size > 1;
                return { name, features: [...featuresOf(text), ...(dependent ? ['answer:edition-dependent'] : [])].sort() };
            });
            const byName = new Map(candidates.map(c => [c.name, c.features]));
            for (const name of pickSample(candidates, SAMPLE_SIZES[corpus])) {
                chosen.push({ corpus, edition, name, features: /** @type {string[]} */ (byName.get(name)) });
            }
        }
    }
    return chosen;
}

/** @param {ReturnType<typeof chooseSample>} chosen */
export function sampleList(chosen) {
    const header = [
        '# The sample of the shared corpora copied under test/fixtures/ by scripts/corpus-sample.mjs, with what',
        '# each file exercises. Written by that script: never edit by hand.'
    ];
    return [...header, ...chosen.map(c => `${c.corpus}/${c.edition}/${c.name} ${c.features.join(' ')}`)].join('\n') + '\n';
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SAMPLE_LIST = join(root, 'test/fixtures/corpus-sample.txt');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const shared = resolve(root, '../shared');
    if (!CORPORA.every(corpus => existsSync(join(shared, corpus)))) {
        console.error(`The shared corpora are not at ${shared}: nothing to sample.`);
        process.exit(2);
    }
    const chosen = chooseSample(shared);
    const list = sampleList(chosen);
    if (process.argv.includes('--check')) {
        const current = existsSync(SAMPLE_LIST) ? readFileSync(SAMPLE_LIST, 'utf8') : '';
        const stale = current !== list || chosen.some(c => {
            const copy = join(root, 'test/fixtures', c.corpus, c.edition, c.name);
            return !existsSync(copy) || !readFileSync(copy).equals(readFileSync(join(shared, c.corpus, c.edition, c.name)));
        });
        console.log(stale ? 'The corpus sample is stale: run node scripts/corpus-sample.mjs.' : 'The corpus sample is current.');
        process.exit(stale ? 1 : 0);
    }
    for (const corpus of CORPORA) {
        rmSync(join(root, 'test/fixtures', corpus), { recursive: true, force: true });
    }
    for (const c of chosen) {
        const folder = join(root, 'test/fixtures', c.corpus, c.edition);
        mkdirSync(folder, { recursive: true });
        copyFileSync(join(shared, c.corpus, c.edition, c.name), join(folder, c.name));
    }
    writeFileSync(SAMPLE_LIST, list);
    console.log(`${chosen.length} files copied under test/fixtures/, listed in ${SAMPLE_LIST.slice(root.length + 1)}.`);
}
