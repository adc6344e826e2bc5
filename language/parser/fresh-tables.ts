import {
    Alternation, type ILookaheadStrategy, type IProduction, type Lexer, NonTerminal, Option, Repetition, RepetitionMandatory,
    RepetitionMandatoryWithSeparator, RepetitionWithSeparator, type Rule, Terminal, type TokenType, VERSION
} from 'chevrotain';
import type { LangiumCoreServices } from 'langium';
import { GhsGrammar } from '../generated/grammar.js';
import {
    type GrammarTables, type ProductionFields, type StoredAlternative, type StoredPattern, type StoredProduction,
    type StoredRule, type StoredToken, TABLES_FORMAT
} from './grammar-tables.js';
import { grammarTextIn } from './grammar-text.js';
import type { StoredDecision } from './stored-lookahead.js';

/*
 * Writing the tables down, from a lexer and a parser built the normal way: at build time
 * (scripts/parser-tables.mjs) and in the tests that hold the stored tables to what Langium and
 * Chevrotain work out today.
 */

/** The parts of the lexer and parser the tables are read from. */
interface Built {
    chevrotainLexer: Lexer & { lexerDefinition: TokenType[] };
}
interface BuiltRecognizer {
    definedRulesNames: string[];
    gastProductionsCache: Record<string, Rule>;
    resyncFollows: Record<string, TokenType[]>;
    tokensMap: Record<string, TokenType>;
    maxLookahead: number;
    lookaheadStrategy: ILookaheadStrategy;
}

/**
 * The tables of a lexer and a parser built the normal way (by services that do not read stored
 * tables), with the grammar text they describe.
 */
export function freshGrammarTables(services: LangiumCoreServices): { grammar: string; tables: GrammarTables } {
    if (services.Grammar !== GhsGrammar()) {
        throw new Error('The parser tables describe the generated grammar only');
    }
    if ((services.parser as { GrammarTables?: unknown }).GrammarTables !== undefined) {
        throw new Error('Fresh tables come from services that do not read the stored ones');
    }
    const grammar = grammarTextIn(GhsGrammar.toString());
    if (grammar === undefined) {
        throw new Error('The generated grammar module does not hold the grammar as text');
    }
    const lexer = (services.parser.Lexer as unknown as Built).chevrotainLexer;
    const recognizer = (services.parser.LangiumParser as unknown as { wrapper: BuiltRecognizer }).wrapper;
    const tables: GrammarTables = {
        format: TABLES_FORMAT,
        chevrotain: VERSION,
        caseInsensitive: Boolean(services.LanguageMetaData.caseInsensitive),
        tokens: Array.isArray(lexer.lexerDefinition) ? describeTokens(lexer.lexerDefinition, lexer) : undefined,
        rules: describeRules(recognizer.definedRulesNames.map(name => recognizer.gastProductionsCache[name])),
        follows: describeFollows(recognizer.resyncFollows),
        lookahead: describeDecisions(recognizer)
    };
    if (tables.tokens === undefined) {
        delete tables.tokens;
    }
    return { grammar, tables };
}

/** The module that holds the stored tables, as the build writes it. */
export function storedTablesModule(fresh: { grammar: string; tables: GrammarTables }): string {
    return '// Written by scripts/parser-tables.mjs from language/generated/grammar.ts (`npm run generate` and\n' +
        '// `node esbuild.mjs` run it): never edit by hand. See language/parser/grammar-tables.ts.\n' +
        `export const STORED_GRAMMAR = ${JSON.stringify(fresh.grammar)};\n` +
        `export const STORED_TABLES = ${JSON.stringify(JSON.stringify(fresh.tables))};\n`;
}

/** The part of Chevrotain's lexer that holds what it found in each pattern. */
interface LexerAnalysis {
    modes: string[];
    patternIdxToConfig: Record<string, Array<{ tokenType: TokenType; canLineTerminator: boolean }>>;
    charCodeToPatternIdxToConfig: Record<string, Array<unknown[] | undefined>>;
    canModeBeOptimized: Record<string, boolean>;
}

/** Chevrotain's index for the characters that start a match: codes above 255 share buckets. */
function startCharBucket(code: number): number {
    return code < 256 ? code : 255 + Math.floor(code / 255);
}

/** A character code that falls in `bucket`, for Chevrotain to put back in the same bucket. */
function codeInBucket(bucket: number): number | undefined {
    const code = bucket < 256 ? bucket : Math.max(256, (bucket - 255) * 255);
    return startCharBucket(code) === bucket ? code : undefined;
}

export function describeTokens(tokens: TokenType[], lexer: Lexer): StoredToken[] | undefined {
    const analysis = lexer as unknown as LexerAnalysis;
    if (analysis.modes.length !== 1) {
        return undefined;
    }
    const mode = analysis.modes[0];
    const configs = analysis.patternIdxToConfig[mode] ?? [];
    const byStart = analysis.charCodeToPatternIdxToConfig[mode] ?? [];
    const described: StoredToken[] = [];
    for (const token of tokens) {
        const pattern = token.PATTERN;
        let stored: StoredPattern;
        if (typeof pattern === 'string') {
            stored = pattern;
        } else if (pattern instanceof RegExp) {
            stored = { source: pattern.source, flags: pattern.flags };
        } else {
            return undefined;
        }
        const entry: StoredToken = { name: token.name, pattern: stored };
        if (Object.hasOwn(token, 'LONGER_ALT')) {
            const longer = token.LONGER_ALT;
            if (!Array.isArray(longer)) {
                return undefined;
            }
            entry.longerAlt = longer.map(t => t.name);
        }
        if (Object.hasOwn(token, 'LINE_BREAKS')) {
            entry.lineBreaks = token.LINE_BREAKS;
        }
        if (Object.hasOwn(token, 'GROUP')) {
            if (typeof token.GROUP !== 'string') {
                return undefined;
            }
            entry.group = token.GROUP;
        }
        for (const key of Object.keys(token)) {
            if (!KNOWN_TOKEN_FIELDS.has(key)) {
                return undefined;
            }
        }
        const config = configs.find(c => c.tokenType === token);
        if (pattern instanceof RegExp && config && !Object.hasOwn(token, 'START_CHARS_HINT')) {
            entry.hints = { lineBreaks: config.canLineTerminator, startChars: startCharsOf(config, byStart, pattern) };
            if (entry.hints.startChars === undefined) {
                delete entry.hints.startChars;
            }
        }
        described.push(entry);
    }
    return described;
}

/** The fields Langium's token builder gives a token type and the ones Chevrotain adds to it. */
const KNOWN_TOKEN_FIELDS = new Set(['name', 'PATTERN', 'LONGER_ALT', 'LINE_BREAKS', 'GROUP',
    'tokenTypeIdx', 'CATEGORIES', 'categoryMatches', 'categoryMatchesMap', 'isParent']);

/**
 * The characters that start the pattern's matches, one per bucket of Chevrotain's index; none
 * when Chevrotain could not tell them (then it reads every pattern at every character, and a
 * hint would change that).
 */
function startCharsOf(config: unknown, byStart: Array<unknown[] | undefined>, pattern: RegExp): number[] | undefined {
    if (pattern.unicode) {
        return undefined;
    }
    const codes: number[] = [];
    for (let bucket = 0; bucket < byStart.length; bucket++) {
        if (byStart[bucket]?.includes(config)) {
            const code = codeInBucket(bucket);
            if (code === undefined) {
                return undefined;
            }
            codes.push(code);
        }
    }
    return codes.length > 0 ? codes : undefined;
}

export function describeRules(rules: Rule[]): StoredRule[] {
    return rules.map(rule => rule.orgText
        ? [rule.name, rule.definition.map(describeProduction), rule.orgText]
        : [rule.name, rule.definition.map(describeProduction)]);
}

/** A production in the short form of {@link StoredProduction}. */
function describeProduction(production: IProduction): StoredProduction {
    const withOptional = (described: StoredProduction, optional: string | number | undefined): StoredProduction =>
        optional === undefined ? described : [...described, optional];
    if (production instanceof Terminal) {
        return withOptional(['T', production.idx, production.terminalType.name], production.label);
    }
    if (production instanceof NonTerminal) {
        return withOptional(['N', production.idx, production.nonTerminalName], production.label);
    }
    const fields = production as unknown as ProductionFields;
    if (production instanceof Alternation) {
        const alternatives: StoredAlternative[] = production.definition.map(alternative =>
            [(alternative as unknown as ProductionFields).definition.map(describeProduction), (alternative as unknown as ProductionFields).ignoreAmbiguities]);
        return withOptional(['A', production.idx, alternatives, fields.ignoreAmbiguities, fields.hasPredicates], fields.maxLookahead);
    }
    if (production instanceof RepetitionWithSeparator || production instanceof RepetitionMandatoryWithSeparator) {
        const kind = production instanceof RepetitionWithSeparator ? 'RS' : 'MS';
        return withOptional([kind, production.idx, production.definition.map(describeProduction), production.separator.name], fields.maxLookahead);
    }
    const kind = production instanceof Option ? 'O'
        : production instanceof Repetition ? 'R'
            : production instanceof RepetitionMandatory ? 'M'
                : undefined;
    if (kind === undefined) {
        throw new Error('A production the parser tables do not know');
    }
    const repeated = production as Option;
    return withOptional([kind, repeated.idx, repeated.definition.map(describeProduction)], fields.maxLookahead);
}

export function describeFollows(follows: Record<string, TokenType[]>): Array<[string, string[]]> {
    return Object.entries(follows).map(([key, tokens]) => [key, tokens.map(t => t.name)]);
}

/** The name Chevrotain's lookahead strategy gives each kind of decision. */
function decisionKind(production: IProduction): string | undefined {
    return production instanceof Alternation ? 'Alternation'
        : production instanceof Option ? 'Option'
            : production instanceof Repetition ? 'Repetition'
                : production instanceof RepetitionMandatory ? 'RepetitionMandatory'
                    : production instanceof RepetitionWithSeparator ? 'RepetitionWithSeparator'
                        : production instanceof RepetitionMandatoryWithSeparator ? 'RepetitionMandatoryWithSeparator'
                            : undefined;
}

/** Every decision production of `productions`, nested ones included. */
function decisionsIn(productions: IProduction[], found: IProduction[] = []): IProduction[] {
    for (const production of productions) {
        if (decisionKind(production) !== undefined) {
            found.push(production);
        }
        if (!(production instanceof Terminal) && !(production instanceof NonTerminal)) {
            decisionsIn((production as unknown as ProductionFields).definition, found);
        }
    }
    return found;
}

/** Thrown by the probe parser when a lookahead function reads more than the tokens it was given. */
class ReadsMore extends Error {}

/**
 * A stand-in parser that knows only the next tokens `known`, read as the strategy reads them: the
 * first through LA_FAST, those after it through LA. Anything else it is asked (a token past them,
 * the first token through LA, as the strategy does only to report an ambiguity, or any other part
 * of the parser) throws ReadsMore.
 */
function probeParser(known: TokenType[]): object {
    const token = (offset: number, first: boolean) => {
        if (first !== (offset === 1) || offset > known.length) {
            throw new ReadsMore();
        }
        return { tokenTypeIdx: known[offset - 1].tokenTypeIdx };
    };
    return new Proxy({}, {
        get: (_, property) => property === 'LA_FAST' ? (offset: number) => token(offset, true)
            : property === 'LA' ? (offset: number) => token(offset, false)
                : (() => { throw new ReadsMore(); })()
    });
}

type Answers = Array<[TokenType, unknown]>;

/**
 * What `lookahead` answers for each next token when it reads nothing but the next token's type,
 * or, where that is not enough, for each token after it: `[token, answer]`, or `[token, [[second,
 * answer], …]]`. Undefined when it reads more than two tokens (the strategy's adaptive
 * prediction, which these tables leave to it). The function is called as the parser would call
 * it, on a stand-in parser that knows only those tokens.
 */
function answersOf(lookahead: (...args: unknown[]) => unknown, tokens: TokenType[]): Array<[TokenType, unknown | Answers]> | undefined {
    const answerTo = (known: TokenType[]): { answer: unknown } | undefined => {
        try {
            return { answer: lookahead.call(probeParser(known)) };
        } catch (error) {
            if (error instanceof ReadsMore) {
                return undefined;
            }
            throw error;
        }
    };
    const answers: Array<[TokenType, unknown | Answers]> = [];
    for (const token of tokens) {
        const alone = answerTo([token]);
        if (alone) {
            answers.push([token, alone.answer]);
            continue;
        }
        const second: Answers = [];
        for (const next of tokens) {
            const pair = answerTo([token, next]);
            if (!pair) {
                return undefined;
            }
            second.push([next, pair.answer]);
        }
        answers.push([token, second]);
    }
    return answers;
}

/**
 * The parser's lookahead strategy with its own methods (the prototype's, not the deferred ones the
 * parser is given), initialized: the parser initializes it only when it first needs it.
 */
export function ownStrategy(recognizer: BuiltRecognizer): ILookaheadStrategy {
    const strategy = Object.getPrototypeOf(recognizer.lookaheadStrategy) as ILookaheadStrategy;
    strategy.initialize?.call(recognizer.lookaheadStrategy, { rules: Object.values(recognizer.gastProductionsCache) });
    return strategy;
}

/**
 * The decisions of the grammar that the parser's lookahead strategy takes on the next token
 * or the next two, with the answers of the functions it builds for them (the strategy's own methods, not
 * the deferred ones the parser is given).
 */
export function describeDecisions(recognizer: BuiltRecognizer): StoredDecision[] {
    const strategy = ownStrategy(recognizer);
    const tokens = Object.values(recognizer.tokensMap).sort((a, b) => (a.tokenTypeIdx ?? 0) - (b.tokenTypeIdx ?? 0));
    const decisions: StoredDecision[] = [];
    for (const name of recognizer.definedRulesNames) {
        const rule = recognizer.gastProductionsCache[name];
        for (const production of decisionsIn(rule.definition)) {
            const kind = decisionKind(production)!;
            const fields = production as unknown as ProductionFields & { idx: number };
            const common = { prodOccurrence: fields.idx, rule, maxLookahead: fields.maxLookahead ?? recognizer.maxLookahead, dynamicTokensEnabled: false };
            const lookahead = kind === 'Alternation'
                ? strategy.buildLookaheadForAlternation.call(recognizer.lookaheadStrategy, { ...common, hasPredicates: false })
                : strategy.buildLookaheadForOptional.call(recognizer.lookaheadStrategy, { ...common, prodType: kind as 'Option' });
            const answers = answersOf(lookahead as (...args: unknown[]) => unknown, tokens);
            if (answers === undefined) {
                continue;
            }
            decisions.push([name, kind, fields.idx, kind === 'Alternation' ? alternationAnswers(answers) : optionalAnswers(answers)]);
        }
    }
    return decisions;
}

/** An alternation's answers as stored: the tokens that pick an alternative, each with it. */
function alternationAnswers(answers: Array<[TokenType, unknown]>): Array<[string, number | Array<[string, number]>]> {
    const stored: Array<[string, number | Array<[string, number]>]> = [];
    for (const [token, answer] of answers) {
        if (Array.isArray(answer)) {
            const second = alternationAnswers(answer as Answers) as Array<[string, number]>;
            if (second.length > 0) {
                stored.push([token.name, second]);
            }
        } else if (answer !== undefined) {
            stored.push([token.name, answer as number]);
        }
    }
    return stored;
}

/** An option's or a repetition's answers as stored: the tokens that enter it. */
function optionalAnswers(answers: Array<[TokenType, unknown]>): Array<string | [string, string[]]> {
    const stored: Array<string | [string, string[]]> = [];
    for (const [token, answer] of answers) {
        if (Array.isArray(answer)) {
            const second = optionalAnswers(answer as Answers) as string[];
            if (second.length > 0) {
                stored.push([token.name, second]);
            }
        } else if (answer === true) {
            stored.push(token.name);
        }
    }
    return stored;
}
