import { type LangiumCoreServices, LangiumCompletionParser, createParser } from 'langium';
import { analyseFromTables } from './stored-self-analysis.js';
import type { TablesOfGrammar } from './tables-for-grammar.js';

/**
 * Langium's parser for completion, like `createCompletionParser`, with Chevrotain's analysis of
 * the grammar from the stored tables when they fit: its rules record the same grammar tree as
 * the main parser's.
 */
export function createGhsCompletionParser(services: LangiumCoreServices, stored: TablesOfGrammar | undefined): LangiumCompletionParser {
    const parser = new LangiumCompletionParser(services);
    createParser(services.Grammar, parser, services.parser.Lexer.definition);
    const wrapper = (parser as unknown as { wrapper: object }).wrapper;
    if (!stored || !analyseFromTables(wrapper, stored.tables)) {
        parser.finalize();
    }
    return parser;
}
