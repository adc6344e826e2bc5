import type { Grammar } from 'langium';
import { GhsGrammar } from '../generated/grammar.js';
import { type GrammarTables, tablesFitThisChevrotain } from './grammar-tables.js';
import { grammarTextIn } from './grammar-text.js';
import { STORED_GRAMMAR, STORED_TABLES } from './stored-grammar-tables.js';

/** Tables known to describe `grammar`, beside it. */
export interface TablesOfGrammar {
    grammar: Grammar;
    tables: GrammarTables;
}

/**
 * The stored tables, when `grammar` is the generated grammar and that is, to the character, the
 * grammar they were built from. Anything else (a grammar changed since, another Chevrotain)
 * gives none, and the lexer and the parser work everything out as usual: a stale file costs
 * time, never a wrong parse.
 */
export function storedTablesFor(grammar: Grammar, store = { grammar: STORED_GRAMMAR, tables: STORED_TABLES }): TablesOfGrammar | undefined {
    if (grammar !== GhsGrammar() || grammarTextIn(GhsGrammar.toString()) !== store.grammar) {
        return undefined;
    }
    const tables = JSON.parse(store.tables) as GrammarTables;
    return tablesFitThisChevrotain(tables) ? { grammar, tables } : undefined;
}
