import type { TokenType, TokenVocabulary } from 'chevrotain';
import { DefaultTokenBuilder, type Grammar, type TokenBuilderOptions } from 'langium';
import { type GrammarTables, tokensFromTables } from './grammar-tables.js';

/**
 * Langium's token builder, answered from the stored tables when they were built from this
 * grammar: building the tokens otherwise walks every rule of the grammar and tries each keyword
 * against each terminal's expression.
 */
export class StoredTokenBuilder extends DefaultTokenBuilder {
    constructor(private readonly stored: () => { grammar: Grammar; tables: GrammarTables } | undefined) {
        super();
    }

    override buildTokens(grammar: Grammar, options?: TokenBuilderOptions): TokenVocabulary {
        const stored = this.stored();
        if (stored?.tables.tokens && stored.grammar === grammar && stored.tables.caseInsensitive === Boolean(options?.caseInsensitive)) {
            return tokensFromTables(stored.tables.tokens) as TokenType[];
        }
        return super.buildTokens(grammar, options);
    }
}
