import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { type AstNode, type CstNode, EmptyFileSystem, type Grammar, type LangiumCoreServices, isReference, loadGrammarFromJson } from 'langium';
import { describe, expect, test } from 'vitest';
import { GhsGrammar } from '../../../language/generated/grammar.js';
import { type GhsServices, createGhsCoreServices } from '../../../language/ghs-module.js';
import { describeRules, freshGrammarTables, ownStrategy, storedTablesModule } from '../../../language/parser/fresh-tables.js';
import { type GrammarTables, rulesFromTables } from '../../../language/parser/grammar-tables.js';
import { grammarTextIn, unescapeLiteral } from '../../../language/parser/grammar-text.js';
import { type StoredDecision, storedLookahead } from '../../../language/parser/stored-lookahead.js';
import { analyseFromTables } from '../../../language/parser/stored-self-analysis.js';
import { STORED_GRAMMAR, STORED_TABLES } from '../../../language/parser/stored-grammar-tables.js';
import { type TablesOfGrammar, storedTablesFor } from '../../../language/parser/tables-for-grammar.js';
import { conformanceDir, conformanceFiles, randomConformanceDir } from '../helpers.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Services whose lexer and parser read the tables `tables` gives. */
function servicesReading(tables: (services: GhsServices) => TablesOfGrammar | undefined): GhsServices {
    const extra = { parser: { GrammarTables: tables } } as Parameters<typeof createGhsCoreServices>[1];
    return createGhsCoreServices(EmptyFileSystem, extra).Ghs;
}

/** Services as the tools make them: the lexer and the parser read the stored tables. */
const withTables = createGhsCoreServices(EmptyFileSystem).Ghs;
/** Services that work everything out from the grammar, as Langium does. */
const worked = servicesReading(() => undefined);

/** Chevrotain's token type, as far as these tests read it. */
interface TokenType {
    name: string;
    PATTERN?: unknown;
    LINE_BREAKS?: boolean;
    START_CHARS_HINT?: number[];
    tokenTypeIdx?: number;
    categoryMatches?: number[];
    categoryMatchesMap?: Record<number, boolean>;
}
/** A rule of Chevrotain's grammar tree. */
interface Rule {
    name: string;
}

/** The tree as the tables write it down: every field of every production. */
function serializeGrammar(rules: Rule[]): unknown {
    return describeRules(rules as Parameters<typeof describeRules>[0]);
}

interface LexerInternals {
    lexerDefinition: TokenType[];
    patternIdxToConfig: Record<string, Array<Record<string, unknown>>>;
    charCodeToPatternIdxToConfig: Record<string, Array<Array<Record<string, unknown>> | undefined>>;
    emptyGroups: Record<string, unknown>;
    hasCustom: boolean;
    canModeBeOptimized: Record<string, boolean>;
}
interface RecognizerInternals {
    definedRulesNames: string[];
    gastProductionsCache: Record<string, Rule>;
    resyncFollows: Record<string, TokenType[]>;
    tokensMap: Record<string, TokenType>;
    selfAnalysisDone: boolean;
}

function lexerOf(services: LangiumCoreServices): LexerInternals {
    return (services.parser.Lexer as unknown as { chevrotainLexer: LexerInternals }).chevrotainLexer;
}
function recognizerOf(services: LangiumCoreServices): RecognizerInternals {
    return (services.parser.LangiumParser as unknown as { wrapper: RecognizerInternals }).wrapper;
}

/**
 * A value with every field kept, token types named instead of followed (each lexer numbers its
 * own) and rule references named (the grammar tree refers to its rules in a cycle).
 */
function fields(value: unknown, tokens: ReadonlySet<unknown>, inside = false): unknown {
    if (value instanceof RegExp) {
        return `/${value.source}/${value.flags}`;
    }
    if (typeof value !== 'object' || value === null) {
        return value;
    }
    if (tokens.has(value) && inside) {
        return `token ${(value as TokenType).name}`;
    }
    if (Array.isArray(value)) {
        return value.map(v => fields(v, tokens, true));
    }
    const copy: Record<string, unknown> = { class: value.constructor?.name };
    for (const [key, field] of Object.entries(value)) {
        copy[key] = key === 'referencedRule' ? `rule ${(field as Rule | undefined)?.name}`
            : key === 'tokenTypeIdx' || key === 'categoryMatches' || key === 'categoryMatchesMap' ? undefined
                : fields(field, tokens, true);
    }
    return copy;
}

describe('the stored tables are what the lexer and the parser work out today', () => {
    test('the stored file is what the build writes from the grammar now', () => {
        const fresh = freshGrammarTables(worked);
        expect(STORED_GRAMMAR).toBe(fresh.grammar);
        expect(JSON.parse(STORED_TABLES)).toEqual(fresh.tables);
        expect(storedTablesModule(fresh)).toBe(readFileSync(join(repoRoot, 'language/parser/stored-grammar-tables.ts'), 'utf8'));
        expect(fresh.tables.tokens, 'every token can be stored').toBeDefined();
        expect(() => freshGrammarTables(withTables)).toThrow('Fresh tables come from services that do not read the stored ones');
    });

    test('the tools read them', () => {
        expect(withTables.parser.GrammarTables).toBeDefined();
        expect(worked.parser.GrammarTables).toBeUndefined();
    });

    test('the grammar tree is the recorded one, field by field and as the tables write it down', () => {
        const stored = recognizerOf(withTables);
        const recorded = recognizerOf(worked);
        expect(stored.definedRulesNames).toEqual(recorded.definedRulesNames);
        const storedRules = Object.values(stored.gastProductionsCache);
        const recordedRules = Object.values(recorded.gastProductionsCache);
        expect(storedRules.map(r => r.name)).toEqual(recorded.definedRulesNames);
        expect(serializeGrammar(storedRules)).toEqual(serializeGrammar(recordedRules));
        const storedTokens = new Set(Object.values(stored.tokensMap));
        const recordedTokens = new Set(Object.values(recorded.tokensMap));
        expect(fields(storedRules, storedTokens)).toEqual(fields(recordedRules, recordedTokens));
        // Every rule call points at the rule object the parser holds.
        const calls = JSON.stringify(serializeGrammar(storedRules)).matchAll(/\["N",\d+,"([^"]+)"/g);
        let count = 0;
        for (const call of calls) {
            expect(stored.gastProductionsCache[call[1]], call[1]).toBeDefined();
            count++;
        }
        expect(count).toBeGreaterThan(50);
    });

    test('the resynchronisation tokens are the computed ones', () => {
        const byName = (follows: Record<string, TokenType[]>) => Object.fromEntries(Object.entries(follows).map(([k, v]) => [k, v.map(t => t.name)]));
        const stored = byName(recognizerOf(withTables).resyncFollows);
        expect(Object.keys(stored).length).toBeGreaterThan(50);
        expect(stored).toEqual(byName(recognizerOf(worked).resyncFollows));
    });

    test('the token types are the built ones, field by field, with hints that say what the analysis found', () => {
        const stored = lexerOf(withTables);
        const built = lexerOf(worked);
        expect(stored.lexerDefinition.map(t => t.name)).toEqual(built.lexerDefinition.map(t => t.name));
        const offset = stored.lexerDefinition[0].tokenTypeIdx! - built.lexerDefinition[0].tokenTypeIdx!;
        const builtConfigs = built.patternIdxToConfig.defaultMode;
        stored.lexerDefinition.forEach((token, i) => {
            const original = built.lexerDefinition[i];
            const { START_CHARS_HINT: startChars, LINE_BREAKS: lineBreaks, ...rest } = token;
            const { LINE_BREAKS: originalLineBreaks, ...originalRest } = original;
            const storedSet = new Set(stored.lexerDefinition);
            const builtSet = new Set(built.lexerDefinition);
            expect(fields(rest, storedSet), token.name).toEqual(fields(originalRest, builtSet));
            expect(token.tokenTypeIdx, token.name).toBe(original.tokenTypeIdx! + offset);
            expect(token.categoryMatches!.map(idx => idx - offset), token.name).toEqual(original.categoryMatches);
            expect(Object.keys(token.categoryMatchesMap!).map(k => Number(k) - offset), token.name)
                .toEqual(Object.keys(original.categoryMatchesMap!).map(Number));
            const config = builtConfigs.find(c => c.tokenType === original)!;
            if (Object.hasOwn(original, 'LINE_BREAKS')) {
                expect(lineBreaks, token.name).toBe(originalLineBreaks);
            } else if (Object.hasOwn(token, 'LINE_BREAKS')) {
                expect(lineBreaks, token.name).toBe(config.canLineTerminator);
            }
            if (original.PATTERN instanceof RegExp) {
                // The hints are there: Chevrotain took them instead of reading the expression.
                expect(startChars, token.name).toBeDefined();
                expect(Object.hasOwn(token, 'LINE_BREAKS'), token.name).toBe(true);
            }
            if (startChars !== undefined) {
                const buckets = built.charCodeToPatternIdxToConfig.defaultMode
                    .flatMap((configs, bucket) => configs?.includes(config) ? [bucket] : []);
                expect(buckets.length, token.name).toBeGreaterThan(0);
                expect(startChars.length, token.name).toBe(buckets.length);
            }
        });
    });

    test("Chevrotain's lexer ends up with the same analysis of every pattern", () => {
        const stored = lexerOf(withTables);
        const built = lexerOf(worked);
        const storedSet = new Set(stored.lexerDefinition);
        const builtSet = new Set(built.lexerDefinition);
        const configs = (lexer: LexerInternals, tokens: Set<unknown>) => fields(lexer.patternIdxToConfig, tokens, true);
        expect(configs(stored, storedSet)).toEqual(configs(built, builtSet));
        const starts = (lexer: LexerInternals) => lexer.charCodeToPatternIdxToConfig.defaultMode
            .map(list => list?.map(c => (c.tokenType as TokenType).name));
        expect(starts(stored)).toEqual(starts(built));
        expect(starts(stored).filter(Boolean).length).toBeGreaterThan(50);
        expect(stored.canModeBeOptimized).toEqual(built.canModeBeOptimized);
        expect(stored.canModeBeOptimized.defaultMode).toBe(true);
        expect(stored.emptyGroups).toEqual(built.emptyGroups);
        expect(stored.hasCustom).toBe(built.hasCustom);
    });
});

const examples = readdirSync(join(repoRoot, 'examples')).filter(f => f.endsWith('.ghs')).map(f => join(repoRoot, 'examples', f));
const files = [...examples, ...conformanceFiles(conformanceDir), ...conformanceFiles(randomConformanceDir)];

/** The tree without its back links and with each reference as written. */
function shape(node: AstNode): string {
    return JSON.stringify(node, (key, value: unknown) => key === '$container' || key === '$cstNode' || key === '$document' ? undefined
        : isReference(value) ? value.$refText : value);
}

/** The leaves of the syntax tree: where each token is, what it is and whether it is hidden. */
function leaves(node: CstNode | undefined): string {
    const found: string[] = [];
    const visit = (n: CstNode): void => {
        const children = (n as { content?: CstNode[] }).content;
        if (children) {
            children.forEach(visit);
        } else {
            found.push(`${n.offset}+${n.length}:${(n as { tokenType?: TokenType }).tokenType?.name}${n.hidden ? 'h' : ''}`);
        }
    };
    if (node) {
        visit(node);
    }
    return found.join(' ');
}

/** Errors with their tokens named, not numbered: each lexer numbers its own token types. */
function errors(list: unknown[]): string {
    return JSON.stringify(list, (key, value: unknown) => key === 'tokenTypeIdx' ? undefined
        : key === 'tokenType' ? (value as TokenType).name : value);
}

function expectSameParse(text: string, label: string): void {
    const stored = withTables.parser.LangiumParser.parse(text);
    const worked_ = worked.parser.LangiumParser.parse(text);
    expect(shape(stored.value), label).toBe(shape(worked_.value));
    expect(leaves(stored.value.$cstNode), label).toBe(leaves(worked_.value.$cstNode));
    expect(errors(stored.parserErrors), label).toBe(errors(worked_.parserErrors));
    expect(errors(stored.lexerErrors), label).toBe(errors(worked_.lexerErrors));
}

describe('every scenario parses the same with the stored tables as without', () => {
    test(`${files.length} examples and corpus files`, () => {
        expect(files.length).toBeGreaterThanOrEqual(examples.length);
        for (const file of files) {
            expectSameParse(readFileSync(file, 'utf8'), file);
        }
    });

    /** A small deterministic generator, so that a failure names an input that can be made again. */
    function random(seed: number): () => number {
        let state = seed >>> 0;
        return () => {
            state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
            return state / 2 ** 32;
        };
    }

    const debris = ['{', '}', '"', 'monster', 'at', '@', '§', '/*', '*/', '//', '\n', ' ', '-3', '+', 'C4', 'é', '\u0000', 'expect'];

    test('broken scenarios: the same tree and the same errors, lexer and parser', () => {
        const next = random(12);
        const sample = files.filter((_, i) => i % 9 === 0);
        let broken = 0;
        for (const file of sample) {
            const text = readFileSync(file, 'utf8');
            for (let round = 0; round < 4; round++) {
                let mutated = text;
                const edits = 1 + Math.floor(next() * 6);
                for (let e = 0; e < edits; e++) {
                    const at = Math.floor(next() * (mutated.length + 1));
                    const kind = next();
                    if (kind < 0.4) {
                        mutated = mutated.slice(0, at) + mutated.slice(at + 1 + Math.floor(next() * 12));
                    } else if (kind < 0.8) {
                        mutated = mutated.slice(0, at) + debris[Math.floor(next() * debris.length)] + mutated.slice(at);
                    } else {
                        mutated = mutated.slice(0, at);
                    }
                }
                const label = `${file} (seeded edit ${round})`;
                expectSameParse(mutated, label);
                const result = worked.parser.LangiumParser.parse(mutated);
                if (result.parserErrors.length + result.lexerErrors.length > 0) {
                    broken++;
                }
            }
        }
        // The edits must actually break most inputs for this to show anything about recovery.
        expect(broken).toBeGreaterThan(sample.length * 2);
    });

    test('hand-made broken inputs, up to the error limits', () => {
        const inputs = [
            '',
            'scenario',
            'scenario "x" {',
            'scenario "x" { map { A1 } monster Guard at }',
            'scenario "x" {\n character Hero at\n monster Guard at C4\n}',
            'scenario "x" { ' + '@ '.repeat(300) + '}',
            'scenario "x" { ' + 'monster } '.repeat(300) + '}',
            '/* never closed',
            '"never closed\nscenario "y" {}',
            'scenario "x" { rules frosthaven rules gloomhaven expect Guard { to } }'
        ];
        for (const input of inputs) {
            expectSameParse(input, JSON.stringify(input.slice(0, 60)));
        }
    });
});

describe('the completion parser reads the tables too', () => {
    const completionRecognizer = (services: LangiumCoreServices) =>
        (services.parser.CompletionParser as unknown as { wrapper: RecognizerInternals }).wrapper;

    test('its grammar tree and resynchronisation tokens are the recorded ones', () => {
        const stored = completionRecognizer(withTables);
        const recorded = completionRecognizer(worked);
        expect(stored.selfAnalysisDone).toBe(true);
        expect(serializeGrammar(Object.values(stored.gastProductionsCache))).toEqual(serializeGrammar(Object.values(recorded.gastProductionsCache)));
        const storedTokens = new Set(Object.values(stored.tokensMap));
        const recordedTokens = new Set(Object.values(recorded.tokensMap));
        expect(fields(Object.values(stored.gastProductionsCache), storedTokens))
            .toEqual(fields(Object.values(recorded.gastProductionsCache), recordedTokens));
        const byName = (follows: Record<string, TokenType[]>) => Object.entries(follows).map(([k, v]) => [k, v.map(t => t.name)]);
        expect(byName(stored.resyncFollows)).toEqual(byName(recorded.resyncFollows));
    });

    test('it reads partial scenarios to the same place, with the same grammar elements open', () => {
        const texts = files.filter((_, i) => i % 25 === 0).map(f => readFileSync(f, 'utf8'));
        let compared = 0;
        for (const text of texts) {
            for (const end of [Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 2]) {
                const partial = text.slice(0, end);
                const stored = withTables.parser.CompletionParser.parse(partial);
                const recorded = worked.parser.CompletionParser.parse(partial);
                expect(stored.tokenIndex, partial).toBe(recorded.tokenIndex);
                // Both parsers build their rules from the one loaded grammar: its elements compare as objects.
                expect(stored.elementStack, partial).toEqual(recorded.elementStack);
                expect(stored.elementStack.every((e, i) => e === recorded.elementStack[i]), partial).toBe(true);
                compared++;
            }
        }
        expect(compared).toBeGreaterThan(100);
    });
});

/**
 * A decision's lookahead function, called as the parser calls it, on a parser that knows the next
 * token only, or the next two: the first read through LA_FAST, the second through LA.
 */
function answerFor(lookahead: (...args: unknown[]) => unknown, first: number, second?: number, alternatives?: unknown[]): unknown {
    const token = (offset: number) => offset === 1 ? { tokenTypeIdx: first } : offset === 2 && second !== undefined ? { tokenTypeIdx: second } : undefined;
    return lookahead.call({ LA_FAST: token, LA: token }, alternatives);
}

/** Whether a stored decision answers by the second token for some first one. */
function onTwoTokens(decision: StoredDecision): boolean {
    return decision[3].some(entry => Array.isArray(entry) && Array.isArray(entry[1]));
}

describe('the decisions taken on the next token or two are stored with their answers', () => {
    const tables = withTables.parser.GrammarTables!.tables;
    const recorded = recognizerOf(worked) as RecognizerInternals & { lookaheadStrategy: object; maxLookahead: number };
    const strategy = ownStrategy(recorded as unknown as Parameters<typeof ownStrategy>[0]) as unknown as {
        buildLookaheadForAlternation(options: object): (...args: unknown[]) => unknown;
        buildLookaheadForOptional(options: object): (...args: unknown[]) => unknown;
    };
    const storedTokens = recognizerOf(withTables).tokensMap;
    const stored = storedLookahead(tables.lookahead!, storedTokens as Parameters<typeof storedLookahead>[1])!;
    const own = (rule: string, production: string, occurrence: number, hasPredicates = false) => {
        const options = { prodOccurrence: occurrence, rule: recorded.gastProductionsCache[rule], maxLookahead: recorded.maxLookahead, dynamicTokensEnabled: false };
        return production === 'Alternation'
            ? strategy.buildLookaheadForAlternation.call(recorded.lookaheadStrategy, { ...options, hasPredicates })
            : strategy.buildLookaheadForOptional.call(recorded.lookaheadStrategy, { ...options, prodType: production });
    };

    test('each stored answer is, for every token or pair of tokens, what the strategy\'s own function answers', () => {
        expect(tables.lookahead!.length).toBeGreaterThan(80);
        // The one decision of the scenario statements that needs two tokens: `wall C5` or `wall between`.
        expect(tables.lookahead!.filter(onTwoTokens).map(([rule, production]) => `${rule.replace(/\u200b/g, '')} ${production}`)).toContain('Statement Alternation');
        const tokens = Object.entries(recorded.tokensMap);
        let pairs = 0;
        for (const decision of tables.lookahead!) {
            const [rule, production, occurrence] = decision;
            const theirs = own(rule, production, occurrence);
            const mine = (production === 'Alternation' ? stored.alternation(rule, occurrence, false) : stored.optional(rule, production, occurrence)) as ((...args: unknown[]) => unknown) | undefined;
            expect(mine, `${rule} ${production} ${occurrence}`).toBeDefined();
            // Each parser numbers its own token types: the same token, by name, in each.
            for (const [name, token] of tokens) {
                if (!onTwoTokens(decision)) {
                    expect(answerFor(mine!, storedTokens[name].tokenTypeIdx!), `${rule} ${production} ${occurrence} ${name}`)
                        .toEqual(answerFor(theirs, token.tokenTypeIdx!));
                    continue;
                }
                for (const [secondName, second] of tokens) {
                    pairs++;
                    expect(answerFor(mine!, storedTokens[name].tokenTypeIdx!, storedTokens[secondName].tokenTypeIdx!), `${rule} ${production} ${occurrence} ${name} ${secondName}`)
                        .toEqual(answerFor(theirs, token.tokenTypeIdx!, second.tokenTypeIdx!));
                }
            }
        }
        expect(pairs).toBeGreaterThan(tokens.length ** 2);
    });

    test('an alternation with predicates gives no alternative when the one the token picks is shut', () => {
        const [rule, , occurrence, answers] = tables.lookahead!.find(d => d[1] === 'Alternation' && !onTwoTokens(d))!;
        const [name, alternative] = answers[0] as [string, number];
        const gated = stored.alternation(rule, occurrence, true)! as (...args: unknown[]) => unknown;
        const gates = (open: boolean) => Array.from({ length: alternative + 1 }, (_, i) => ({ ALT: () => undefined, GATE: i === alternative ? () => open : undefined }));
        const idx = storedTokens[name].tokenTypeIdx!;
        expect(answerFor(gated, idx, undefined, gates(true))).toBe(alternative);
        expect(answerFor(gated, idx, undefined, gates(false))).toBeUndefined();
        expect(answerFor(gated, idx)).toBe(alternative);
    });

    test('an alternation on two tokens with predicates is left to the strategy, which may decide on the first', () => {
        // With gates, the strategy drops the shut alternatives before it reads the second token.
        const [rule, , occurrence] = tables.lookahead!.find(d => d[1] === 'Alternation' && onTwoTokens(d))!;
        expect(stored.alternation(rule, occurrence, false)).toBeDefined();
        expect(stored.alternation(rule, occurrence, true)).toBeUndefined();
    });

    test('the parser asks the strategy for no decision of the corpus, nor builds its network, with the decisions stored', () => {
        const asked: string[] = [];
        const methods = Object.getPrototypeOf(recorded.lookaheadStrategy) as Record<string, (options: { rule: Rule; prodOccurrence: number; prodType?: string }) => unknown>;
        const originals = { alternation: methods.buildLookaheadForAlternation, optional: methods.buildLookaheadForOptional };
        methods.buildLookaheadForAlternation = function (this: unknown, options) { asked.push(`${options.rule.name} Alternation ${options.prodOccurrence}`); return originals.alternation.call(this, options); };
        methods.buildLookaheadForOptional = function (this: unknown, options) { asked.push(`${options.rule.name} ${options.prodType} ${options.prodOccurrence}`); return originals.optional.call(this, options); };
        const askedWith = (tablesOf: (services: GhsServices) => TablesOfGrammar | undefined) => {
            asked.length = 0;
            // The parser takes the strategy's methods when it is made.
            const services = servicesReading(tablesOf);
            for (const file of files.slice(0, 40)) {
                services.parser.LangiumParser.parse(readFileSync(file, 'utf8'));
            }
            const strategyOf = recognizerOf(services) as unknown as { lookaheadStrategy: { atn?: unknown } };
            return { asked: [...new Set(asked)], network: strategyOf.lookaheadStrategy.atn !== undefined };
        };
        try {
            const storedTables = withTables.parser.GrammarTables!;
            expect(askedWith(() => storedTables)).toEqual({ asked: [], network: false });
            // The same parser with the tables but no stored decisions asks, and builds the network.
            const without = askedWith(() => ({ ...storedTables, tables: { ...storedTables.tables, lookahead: undefined } }));
            expect(without.asked).toContain('Statement\u200b Alternation 1');
            expect(without.network).toBe(true);
        } finally {
            methods.buildLookaheadForAlternation = originals.alternation;
            methods.buildLookaheadForOptional = originals.optional;
        }
    });
});

describe('tables that do not fit are not used', () => {
    test('another grammar gets no tables', () => {
        const other: Grammar = loadGrammarFromJson(STORED_GRAMMAR);
        expect(storedTablesFor(other)).toBeUndefined();
        expect(storedTablesFor(GhsGrammar())).toBeDefined();
    });

    test('tables stored for another text of the grammar, or by another Chevrotain, are not read', () => {
        const changed = STORED_GRAMMAR.replace('"name":"Scenario"', '"name":"Scenarios"');
        expect(changed).not.toBe(STORED_GRAMMAR);
        expect(storedTablesFor(GhsGrammar(), { grammar: changed, tables: STORED_TABLES })).toBeUndefined();
        const otherVersion = JSON.stringify({ ...JSON.parse(STORED_TABLES), chevrotain: '0.0.1' });
        expect(storedTablesFor(GhsGrammar(), { grammar: STORED_GRAMMAR, tables: otherVersion })).toBeUndefined();
        const otherFormat = JSON.stringify({ ...JSON.parse(STORED_TABLES), format: -1 });
        expect(storedTablesFor(GhsGrammar(), { grammar: STORED_GRAMMAR, tables: otherFormat })).toBeUndefined();
    });

    test('a stale file costs only time: the services built from it parse as without tables', () => {
        const changed = STORED_GRAMMAR.replace('"name":"Scenario"', '"name":"Scenarios"');
        const stale = servicesReading(s => storedTablesFor(s.Grammar, { grammar: changed, tables: STORED_TABLES }));
        expect(stale.parser.GrammarTables).toBeUndefined();
        for (const file of files.slice(0, 40)) {
            const text = readFileSync(file, 'utf8');
            expect(shape(stale.parser.LangiumParser.parse(text).value), file).toBe(shape(worked.parser.LangiumParser.parse(text).value));
        }
    });

    test('tables naming rules or tokens the parser does not have leave it to analyse itself', () => {
        const tables = JSON.parse(STORED_TABLES) as GrammarTables;
        const recognizer = recognizerOf(worked);
        const renamed: GrammarTables = { ...tables, rules: tables.rules.map(([name, productions]) => [`${name}x`, productions]) };
        const tokensMap = recognizer.tokensMap as Parameters<typeof rulesFromTables>[2];
        expect(rulesFromTables(renamed.rules, recognizer.definedRulesNames, tokensMap)).toBeUndefined();
        expect(rulesFromTables(tables.rules, recognizer.definedRulesNames, tokensMap)).toHaveLength(recognizer.definedRulesNames.length);
        const noToken: GrammarTables = { ...tables, follows: [['x', ['no such token']]] };
        const dropped: GrammarTables = { ...tables, rules: tables.rules.slice(1) };
        for (const doctored of [renamed, noToken, dropped]) {
            const services = servicesReading(s => ({ grammar: s.Grammar, tables: doctored }));
            // The parser analysed itself: its grammar tree is the recorded one.
            const own = recognizerOf(services);
            expect(own.selfAnalysisDone).toBe(true);
            expect(serializeGrammar(Object.values(own.gastProductionsCache))).toEqual(serializeGrammar(Object.values(recognizer.gastProductionsCache)));
            const text = readFileSync(files[0], 'utf8');
            expect(shape(services.parser.LangiumParser.parse(text).value)).toBe(shape(worked.parser.LangiumParser.parse(text).value));
        }
        // And nothing is analysed twice.
        expect(analyseFromTables(recognizerOf(withTables), tables)).toBe(false);
    });
});

describe('the grammar text is read back from the generated module however it is bundled', () => {
    const source = readFileSync(join(repoRoot, 'language/generated/grammar.ts'), 'utf8');
    const fromSource = grammarTextIn(source);

    test('from the source, from the loaded module and from a minified bundle', () => {
        expect(fromSource).toBe(STORED_GRAMMAR);
        expect(grammarTextIn(GhsGrammar.toString())).toBe(fromSource);
        const minified = transformSync(source, { loader: 'ts', minify: true, format: 'cjs', charset: 'ascii' }).code;
        expect(grammarTextIn(minified)).toBe(fromSource);
        const utf8 = transformSync(source, { loader: 'ts', minify: true, format: 'esm', charset: 'utf8' }).code;
        expect(grammarTextIn(utf8)).toBe(fromSource);
    });

    test("escapes are read as JavaScript reads them; a text that is not a grammar literal gives none", () => {
        expect(unescapeLiteral(String.raw`a\'b\"c\\d\x41\u00e9\u{1F600}\n\t\0e\
f`)).toBe('a\'b"c\\dAé\u{1F600}\n\t\0ef');
        expect(grammarTextIn(String.raw`() => load("{\"$type\":\"Grammar\",\"x\":\"\\d\"}")`)).toBe('{"$type":"Grammar","x":"\\d"}');
        expect(grammarTextIn(String.raw`() => load('{"$type":"Grammar","x":"\\d"}')`)).toBe('{"$type":"Grammar","x":"\\d"}');
        expect(grammarTextIn('() => undefined')).toBeUndefined();
    });
});
