import type { TokenType } from 'chevrotain';
import { type AstNode, DefaultTokenBuilder, GrammarAST, RegExpUtils, type Stream, type TokenBuilderOptions, isAstNode } from 'langium';

/**
 * Langium's token builder, quicker to build the same tokens: it runs once at every start of the
 * command line, where Langium's stream of every grammar node and a regular expression rebuilt
 * for each keyword against each terminal took longer than reading a scenario.
 */
export class GhsTokenBuilder extends DefaultTokenBuilder {
    /** Each terminal's pattern, made to match a prefix of itself, built once. */
    private readonly partialPatterns = new Map<TokenType, RegExp | undefined>();

    protected override buildKeywordTokens(rules: Stream<GrammarAST.AbstractRule>, terminalTokens: TokenType[], options?: TokenBuilderOptions): TokenType[] {
        const keywords = new Map<string, GrammarAST.Keyword>();
        for (const rule of rules) {
            // Keywords in terminal rules are part of a regular expression, not tokens of their own.
            if (GrammarAST.isAbstractParserRule(rule)) {
                collectKeywords(rule, keywords);
            }
        }
        // The longest first, ties in the order the grammar has them (the sort is stable).
        return [...keywords.values()]
            .sort((a, b) => b.value.length - a.value.length)
            .map(keyword => this.buildKeywordToken(keyword, terminalTokens, Boolean(options?.caseInsensitive)));
    }

    /** The terminals a keyword is the start of, as Langium finds them. */
    protected override findLongerAlt(keyword: GrammarAST.Keyword, terminalTokens: TokenType[]): TokenType[] {
        return terminalTokens.filter(token => {
            const partial = this.partialPattern(token);
            const match = partial && keyword.value.match(partial);
            return !!match && match[0].length > 0;
        });
    }

    private partialPattern(token: TokenType): RegExp | undefined {
        if (!this.partialPatterns.has(token)) {
            const pattern = token.PATTERN as { source?: string } | undefined;
            this.partialPatterns.set(token, pattern?.source ? RegExpUtils.partialRegExp('^' + pattern.source + '$') : undefined);
        }
        return this.partialPatterns.get(token);
    }
}

/**
 * The first keyword of each spelling under `node`, in the order of Langium's `streamAllContents`:
 * depth first, properties in their order, `$` properties left out.
 */
function collectKeywords(node: AstNode, found: Map<string, GrammarAST.Keyword>): void {
    for (const property of Object.keys(node)) {
        if (property.startsWith('$')) {
            continue;
        }
        const value = (node as unknown as Record<string, unknown>)[property];
        for (const child of Array.isArray(value) ? value : [value]) {
            if (isAstNode(child)) {
                if (GrammarAST.isKeyword(child) && !found.has(child.value)) {
                    found.set(child.value, child);
                }
                collectKeywords(child, found);
            }
        }
    }
}
