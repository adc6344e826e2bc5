import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type AstNode, AstUtils, DefaultScopeProvider, type LangiumDocument, type Reference, type ReferenceInfo } from 'langium';
import { clearDocuments } from 'langium/test';
import { describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { GhsScopeProvider } from '../../language/ghs-scope.js';
import { corpus } from '../corpora.js';
import { conformanceFiles, parse, randomConformanceDir, services } from './helpers.js';

const langiums = new DefaultScopeProvider(services);

function referencesOf(document: LangiumDocument<Scenario>): ReferenceInfo[] {
    return AstUtils.streamAst(document.parseResult.value).flatMap(node => AstUtils.streamReferences(node)).toArray();
}

/** What each scope finds for a reference: its own name, every name, and a name it does not hold. */
function findings(provider: DefaultScopeProvider, info: ReferenceInfo) {
    const scope = provider.getScope(info);
    const name = info.reference.$refText;
    return {
        element: scope.getElement(name),
        elements: scope.getElements(name).toArray(),
        all: scope.getAllElements().toArray(),
        missing: scope.getElement(`${name}-not-a-name`)
    };
}

async function expectSameAsLangium(text: string): Promise<number> {
    const document = await parse(text);
    const references = referencesOf(document);
    for (const info of references) {
        expect(findings(services.references.ScopeProvider as DefaultScopeProvider, info), info.reference.$refText)
            .toEqual(findings(langiums, info));
    }
    await clearDocuments(services, [document]);
    return references.length;
}

/** The figure a (single) reference links to. */
const targetOf = (info: ReferenceInfo): AstNode | undefined => (info.reference as Reference).ref;

const examples = resolve(import.meta.dirname, '../../examples');
/** A third of the shared conformance corpus and a tenth of the random one; or, without them, all of their samples. */
const shared = corpus('conformance').place.source === 'shared' && corpus('conformance-random').place.source === 'shared';
const sample = [
    ...conformanceFiles().filter((_, i) => !shared || i % 3 === 0),
    ...conformanceFiles(randomConformanceDir).filter((_, i) => !shared || i % 10 === 0),
    ...readdirSync(examples).filter(f => f.endsWith('.ghs')).map(f => resolve(examples, f))
];

describe('scopes looked up by name', () => {
    test('the language uses them', () => {
        expect(services.references.ScopeProvider).toBeInstanceOf(GhsScopeProvider);
    });

    test('they find what Langium\'s own scopes find, for every reference of the corpus sample and the examples', async () => {
        let references = 0;
        for (const file of sample) {
            references += await expectSameAsLangium(readFileSync(file, 'utf8'));
        }
        expect(sample.length).toBeGreaterThan(shared ? 250 : 90);
        expect(references).toBeGreaterThan(shared ? 900 : 300);
    });

    test('names written twice: the first is found, and every one is listed in order', async () => {
        const text = [
            'scenario "Twice" {', '  map A1..E3',
            '  character Hero at A1 initiative 10', '  character Hero at B1 initiative 20',
            '  monster Guard at E3 { move 2 attack 2 }', '  monster Guard at E1 { move 2 attack 2 }',
            '  expect Guard { to D3 attacks Hero }', '}'
        ].join('\n');
        const document = await parse(text);
        const hero = referencesOf(document).find(r => r.reference.$refText === 'Hero')!;
        const found = findings(services.references.ScopeProvider as DefaultScopeProvider, hero);
        const figures = document.parseResult.value.statements;
        expect(found.element?.node).toBe(figures.find(s => s.$type === 'Character'));
        expect(found.elements.map(d => d.node)).toEqual(figures.filter(s => s.$type === 'Character'));
        expect(found.all.map(d => d.name)).toEqual(['Hero', 'Hero', 'Guard', 'Guard']);
        expect(await expectSameAsLangium(text)).toBeGreaterThan(0);
    });

    test('an edited scenario links to its new figures, not to what the last version named', async () => {
        const version = (name: string) => [
            'scenario "Edited" {', '  map A1..E3', `  character ${name} at A1 initiative 10`,
            '  monster Guard at E3 { move 2 attack 2 }', `  expect Guard { to D3 attacks ${name} }`, '}'
        ].join('\n');
        const first = await parse(version('Hero'));
        const firstHero = referencesOf(first).find(r => r.reference.$refText === 'Hero')!;
        expect(targetOf(firstHero)?.$container).toBe(first.parseResult.value);
        await clearDocuments(services, [first]);
        const second = await parse(version('Tank'), { documentUri: first.uri.toString() });
        const secondTank = referencesOf(second).find(r => r.reference.$refText === 'Tank')!;
        expect(targetOf(secondTank)?.$container).toBe(second.parseResult.value);
        expect(findings(services.references.ScopeProvider as DefaultScopeProvider, secondTank).all.map(d => d.name)).toEqual(['Tank', 'Guard']);
    });
});
