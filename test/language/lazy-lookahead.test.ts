import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AstNode, EmptyFileSystem, createLangiumParser, isReference } from 'langium';
import { describe, expect, test } from 'vitest';
import { createGhsCoreServices } from '../../language/ghs-module.js';
import { deferLookaheadFunctions } from '../../language/parser/lazy-lookahead.js';
import { conformanceDir, conformanceFiles, randomConformanceDir, services } from './helpers.js';

/** Chevrotain's lookahead strategy, as the parser hands it over. */
type ILookaheadStrategy = Parameters<typeof deferLookaheadFunctions>[0];
type AlternationOptions = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0];

/** A strategy that counts what it builds and answers from the parser it is called on. */
function countingStrategy(): ILookaheadStrategy & { built: string[] } {
    const built: string[] = [];
    return {
        built,
        validate: () => [],
        buildLookaheadForAlternation(options: AlternationOptions) {
            built.push(`or${options.prodOccurrence}`);
            return function (this: { next: number }) {
                return this.next + options.prodOccurrence;
            };
        },
        buildLookaheadForOptional(options: OptionalOptions) {
            built.push(`${options.prodType}${options.prodOccurrence}`);
            return function (this: { next: number }) {
                return this.next > 0;
            };
        }
    };
}

const rule = {} as AlternationOptions['rule'];

describe('lookahead functions built on first call', () => {
    test('nothing is built until the parser asks, then each function once', () => {
        const strategy = countingStrategy();
        deferLookaheadFunctions(strategy);
        const or = strategy.buildLookaheadForAlternation({ prodOccurrence: 2, rule, maxLookahead: 1, hasPredicates: false, dynamicTokensEnabled: false });
        const option = strategy.buildLookaheadForOptional({ prodOccurrence: 1, prodType: 'Option', rule, maxLookahead: 1, dynamicTokensEnabled: false });
        expect(strategy.built).toEqual([]);
        const parser = { next: 5, or, option };
        expect(parser.or()).toBe(7);
        expect(parser.or()).toBe(7);
        expect(strategy.built).toEqual(['or2']);
        expect(parser.option()).toBe(true);
        expect({ next: 0, option }.option()).toBe(false);
        expect(strategy.built).toEqual(['or2', 'Option1']);
    });

    test('a decision the stored tables answer is built from them; one they leave out, by the strategy', () => {
        const strategy = countingStrategy();
        const fromTables = {
            alternation: (_rule: string, occurrence: number) => occurrence === 1 ? function () { return 40; } : undefined,
            optional: (_rule: string, production: string) => production === 'Repetition' ? function () { return true; } : undefined
        };
        deferLookaheadFunctions(strategy, () => fromTables);
        const options = { rule: { name: 'Rule' } as AlternationOptions['rule'], maxLookahead: 1, dynamicTokensEnabled: false };
        const parser = {
            next: 0,
            stored: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 1, hasPredicates: false }),
            left: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 3, hasPredicates: false }),
            many: strategy.buildLookaheadForOptional({ ...options, prodOccurrence: 1, prodType: 'Repetition' }),
            option: strategy.buildLookaheadForOptional({ ...options, prodOccurrence: 1, prodType: 'Option' }),
            dynamic: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 1, hasPredicates: false, dynamicTokensEnabled: true })
        };
        expect([parser.stored(), parser.left(), parser.many(), parser.option(), parser.dynamic()]).toEqual([40, 3, true, false, 1]);
        // With dynamic tokens, the token types may change after the tables were written.
        expect(strategy.built).toEqual(['or3', 'Option1', 'or1']);
    });

    test('the strategy is initialized only when it first builds a function, or validates, and once', () => {
        const initialized: unknown[] = [];
        const withInitialize = (): ILookaheadStrategy => ({ ...countingStrategy(), initialize: options => { initialized.push(options); } });
        const options = { rule, maxLookahead: 1, dynamicTokensEnabled: false, hasPredicates: false };
        const fromTables = { alternation: (_rule: string, occurrence: number) => occurrence === 1 ? function () { return 40; } : undefined, optional: () => undefined };
        const strategy = withInitialize();
        deferLookaheadFunctions(strategy, () => fromTables);
        const rules = { rules: [] };
        strategy.initialize!(rules);
        const parser = {
            next: 0,
            stored: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 1 }),
            left: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 2 }),
            other: strategy.buildLookaheadForAlternation({ ...options, prodOccurrence: 3 })
        };
        expect(parser.stored()).toBe(40);
        expect(initialized).toEqual([]);
        expect(parser.left()).toBe(2);
        expect(parser.other()).toBe(3);
        expect(initialized).toEqual([rules]);
        // A parser that validates its grammar needs the strategy ready first.
        const validating = withInitialize();
        deferLookaheadFunctions(validating);
        validating.initialize!(rules);
        validating.validate({ rules: [], hasPredicates: false, tokenTypes: [], grammarName: 'Ghs' } as unknown as Parameters<ILookaheadStrategy['validate']>[0]);
        expect(initialized).toEqual([rules, rules]);
    });

    test('every lookahead function of the scenario parser is a stand-in built on first call', () => {
        const { Ghs } = createGhsCoreServices(EmptyFileSystem);
        const wrapper = (Ghs.parser.LangiumParser as unknown as { wrapper: { lookAheadFuncsCache: Array<Array<() => unknown>> } }).wrapper;
        const functions = wrapper.lookAheadFuncsCache.flat().filter(Boolean);
        // Chevrotain's own functions differ with the decision's kind; the stand-ins are one function.
        expect(functions.length).toBeGreaterThan(50);
        expect(new Set(functions.map(f => f.toString())).size).toBe(1);
    });
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const examples = readdirSync(join(repoRoot, 'examples')).filter(f => f.endsWith('.ghs')).map(f => join(repoRoot, 'examples', f));
const files = [...examples, ...conformanceFiles(conformanceDir), ...conformanceFiles(randomConformanceDir)];

/** The tree without its back links and with each reference as written, to compare two parses. */
function shape(node: AstNode): string {
    return JSON.stringify(node, (key, value: unknown) => key === '$container' || key === '$cstNode' || key === '$document' ? undefined
        : isReference(value) ? value.$refText : value);
}

describe('the parser reads every scenario as with lookahead built up front', () => {
    // Langium's own parser builds every lookahead function when it is created.
    const eager = createLangiumParser(services);

    test(`${files.length} examples and corpus files`, () => {
        expect(files.length).toBeGreaterThanOrEqual(examples.length);
        for (const file of files) {
            const text = readFileSync(file, 'utf8');
            const lazy = services.parser.LangiumParser.parse(text);
            const upFront = eager.parse(text);
            expect(lazy.parserErrors, file).toEqual([]);
            expect(upFront.parserErrors, file).toEqual([]);
            expect(shape(lazy.value), file).toBe(shape(upFront.value));
        }
    });
});
