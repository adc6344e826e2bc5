import type { Lexer, Rule, TokenType } from 'chevrotain';
import type { LangiumCoreServices } from 'langium';
import { GhsGrammar } from '../generated/grammar.js';
import { type GrammarTables, TABLES_FORMAT, describeFollows, describeRules, describeTokens } from './grammar-tables.js';
import { grammarTextIn } from './grammar-text.js';
import { VERSION } from 'chevrotain';

/** The parts of the lexer and parser the tables are read from. */
interface Built {
    chevrotainLexer: Lexer & { lexerDefinition: TokenType[] };
}
interface BuiltRecognizer {
    definedRulesNames: string[];
    gastProductionsCache: Record<string, Rule>;
    resyncFollows: Record<string, TokenType[]>;
}

/**
 * The tables of a lexer and a parser built the normal way (by services that do not read stored
 * tables), with the grammar text they describe.
 */
export function freshGrammarTables(services: LangiumCoreServices): { grammar: string; tables: GrammarTables } {
    if (services.Grammar !== GhsGrammar()) {
        throw new Error('The parser tables describe the generated grammar only');
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
        follows: describeFollows(recognizer.resyncFollows)
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
