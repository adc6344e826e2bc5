import type { TokenType } from 'chevrotain';
import { DefaultTokenBuilder } from 'langium';
import { describe, expect, test } from 'vitest';
import { GhsTokenBuilder } from '../../language/parser/ghs-token-builder.js';
import { services } from './helpers.js';

/** What the lexer is built from: each token's name, pattern, group, line breaks and longer alternatives, in order. */
function described(tokens: ReturnType<DefaultTokenBuilder['buildTokens']>) {
    return (tokens as TokenType[]).map(token => ({
        name: token.name,
        pattern: token.PATTERN instanceof RegExp ? `/${token.PATTERN.source}/${token.PATTERN.flags}` : typeof token.PATTERN === 'function' ? 'function' : token.PATTERN,
        group: token.GROUP,
        lineBreaks: token.LINE_BREAKS,
        longerAlt: (token.LONGER_ALT as TokenType[] | undefined)?.map(alt => alt.name)
    }));
}

describe('the token builder', () => {
    test('builds the tokens Langium builds from the grammar, in the same order', () => {
        const ours = described(new GhsTokenBuilder().buildTokens(services.Grammar, { caseInsensitive: false }));
        const langiums = described(new DefaultTokenBuilder().buildTokens(services.Grammar, { caseInsensitive: false }));
        expect(ours.length).toBeGreaterThan(100);
        expect(ours).toEqual(langiums);
    });

    test('a keyword that an identifier could continue has the identifier as its longer alternative', () => {
        const tokens = described(new GhsTokenBuilder().buildTokens(services.Grammar));
        expect(tokens.find(t => t.name === 'monster')?.longerAlt).toEqual(['ID']);
        expect(tokens.find(t => t.name === '{')?.longerAlt).toEqual([]);
    });

    test('is the one the scenario lexer uses', () => {
        expect(services.parser.TokenBuilder).toBeInstanceOf(GhsTokenBuilder);
    });
});
