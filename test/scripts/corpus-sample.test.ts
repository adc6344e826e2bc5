import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPORA, EDITIONS, SAMPLE_LIST, SAMPLE_SIZES, chooseSample, featuresOf, pickSample, sampleList } from '../../scripts/corpus-sample.mjs';
import { corpus, corpusPlace, failWhereMissing, repoRoot, scenarioFilesUnder } from '../corpora.js';

describe('what a corpus file exercises', () => {
    it('the acting monster, the terrain, the figures and the answer', () => {
        const text = [
            '// a comment: wall A1 is not read',
            'scenario "t" {',
            '  rules jotl',
            '  map A1..T12',
            '  wall between C3 and C4',
            '  icy D1..D3',
            '  character Hero1 at J3 initiative 10 invisible',
            '  character Hero2 at J4 initiative 20',
            '  monster   Ally1 at G4',
            '  monster   Guard at G3 {',
            '    move 3 jumping',
            '    attack range 2 target 2',
            '    aoe origin G3 hexes G4, G5',
            '    muddled',
            '  }',
            '  expect Guard {',
            '    to G3 attacks Hero1, Hero2',
            '    to H3',
            '  }',
            '}'
        ].join('\n');
        expect(featuresOf(text)).toEqual([
            'answer:no-attack', 'answer:players-choose', 'answer:several-attacked', 'answer:stays',
            'attack:area-with-origin', 'attack:muddled', 'attack:ranged', 'attack:several-targets',
            'board:large', 'figure:allies', 'figure:invisible', 'figure:several-characters',
            'move', 'move:jumping', 'terrain:icy', 'terrain:thin-wall'
        ]);
    });

    it('a monster without a move, one melee attack on one target, and a single answer', () => {
        const text = 'scenario "t" {\n map A1..C3\n wall B1\n character H at C3 initiative 1\n monster Guard at B2 {\n attack target 0\n }\n expect Guard {\n to B2 attacks H\n }\n}';
        expect(featuresOf(text)).toEqual(['answer:one', 'answer:one-attacked', 'answer:stays', 'attack:melee', 'attack:target-0', 'move:none', 'terrain:wall']);
    });
});

describe('picking the sample', () => {
    it('covers every feature twice where it can, then brings features together, first names first', () => {
        const candidates = [
            { name: 'a', features: ['x'] },
            { name: 'b', features: ['x', 'y'] },
            { name: 'c', features: ['y', 'z'] },
            { name: 'd', features: ['x', 'y', 'z'] },
            { name: 'e', features: ['w'] },
            { name: 'f', features: ['x', 'w'] }
        ];
        // d (x, y, z) first; then b, c and f tie on two features still wanted, and b comes first;
        // then c for z's second; then e and f tie on w, and e comes first.
        expect(pickSample(candidates, 4)).toEqual(['b', 'c', 'd', 'e']);
        expect(pickSample(candidates, 2)).toEqual(['b', 'd']);
        // f for w's second; past full coverage, only files that bring two features together for
        // the first time: a has one feature only.
        expect(pickSample(candidates, 6)).toEqual(['b', 'c', 'd', 'e', 'f']);
    });

    it('the same list in any order gives the same sample', () => {
        const candidates = Array.from({ length: 30 }, (_, i) => ({ name: `f${String(i).padStart(2, '0')}`, features: [`k${i % 7}`, `k${i % 5}`, `k${i % 3}`] }));
        expect(pickSample([...candidates].reverse(), 10)).toEqual(pickSample(candidates, 10));
    });
});

describe('the committed sample', () => {
    const sample = CORPORA.flatMap(name => scenarioFilesUnder(resolve(repoRoot, 'test/fixtures', name)).map(file => file.slice(resolve(repoRoot, 'test/fixtures').length + 1)));

    it('is the list of test/fixtures/corpus-sample.txt, a few dozen files per edition', () => {
        const listed = readFileSync(SAMPLE_LIST, 'utf8').split('\n').filter(line => line !== '' && !line.startsWith('#')).map(line => line.split(' ')[0]);
        expect([...sample].sort()).toEqual([...listed].sort());
        for (const edition of EDITIONS) {
            expect(sample.filter(file => file.split('/')[1] === edition)).toHaveLength(SAMPLE_SIZES.conformance + SAMPLE_SIZES['conformance-random']);
        }
    });

    const shared = CORPORA.map(corpus);
    describe('is what scripts/corpus-sample.mjs picks from the shared corpora today, copied byte for byte', () => {
        if (shared.some(failWhereMissing)) {
            return;
        }
        it.runIf(shared.every(c => c.place.source === 'shared'))('its list and every copy', () => {
            const root = resolve(repoRoot, '../shared');
            const chosen = chooseSample(root);
            expect(sampleList(chosen)).toBe(readFileSync(SAMPLE_LIST, 'utf8'));
            for (const c of chosen) {
                const copy = join(repoRoot, 'test/fixtures', c.corpus, c.edition, c.name);
                expect(existsSync(copy), copy).toBe(true);
                expect(readFileSync(copy).equals(readFileSync(join(root, c.corpus, c.edition, c.name))), copy).toBe(true);
            }
        });
    });
});

describe('where the tests read a corpus', () => {
    const root = '/repo';
    const exists = (present: string[]) => (path: string) => present.includes(path);
    it('the shared corpus beside the repository, when it is there', () => {
        expect(corpusPlace('conformance', { root, required: true, exists: exists(['/shared/conformance']) })).toEqual({ source: 'shared', dir: '/shared/conformance' });
    });
    it('its sample under test/fixtures/, without it', () => {
        expect(corpusPlace('conformance-random', { root, required: false, exists: exists([]) })).toEqual({ source: 'sample', dir: '/repo/test/fixtures/conformance-random' });
    });
    it('a failure, without it when GHS_REQUIRE_CORPUS=1', () => {
        expect(corpusPlace('conformance', { root, required: true, exists: exists([]) })).toEqual({
            source: 'missing', reason: 'The shared corpus /shared/conformance is missing, and GHS_REQUIRE_CORPUS=1 requires it.'
        });
    });
});
