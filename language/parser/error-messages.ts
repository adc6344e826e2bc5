import type { IToken, TokenType } from 'chevrotain';
import { DefaultLexerErrorMessageProvider, LangiumParserErrorMessageProvider } from 'langium';
import { blockLeftOpenByIndentation, openBlockBefore } from './open-block.js';
import { mismatchMessage, noViableAltMessage, notAllInputParsedMessage, unexpectedCharactersMessage } from './syntax-messages.js';

/**
 * Syntax errors in the language's own words. The parser hands over the tokens of the text it is
 * reading, so that a missing `}` can say which block it closes and where that block opened.
 */
export class GhsParserErrorMessageProvider extends LangiumParserErrorMessageProvider {
    private tokens: () => readonly IToken[] = () => [];
    private placement: IToken | undefined;

    readTokensFrom(tokens: () => readonly IToken[]): void {
        this.tokens = tokens;
    }

    /**
     * Where the message built last wants its error, when not after the last token read. The parser
     * asks as it saves each error, which it always does right after the message is built.
     */
    takePlacement(): IToken | undefined {
        const placement = this.placement;
        this.placement = undefined;
        return placement;
    }

    override buildMismatchTokenMessage(options: { expected: TokenType; actual: IToken; previous: IToken; ruleName: string }): string {
        this.placement = undefined;
        return mismatchMessage({ ...options, ruleName: grammarRuleName(options.ruleName) }, {
            openBefore: () => openBlockBefore(this.tokens(), options.previous.startOffset),
            leftOpen: () => blockLeftOpenByIndentation(this.tokens()),
            placeAfter: token => { this.placement = token; }
        });
    }

    override buildNotAllInputParsedMessage({ firstRedundant }: { firstRedundant: IToken; ruleName: string }): string {
        this.placement = undefined;
        return notAllInputParsedMessage(firstRedundant);
    }

    override buildNoViableAltMessage(options: { expectedPathsPerAlt: TokenType[][][]; actual: IToken[]; previous: IToken; customUserDescription: string; ruleName: string }): string {
        this.placement = undefined;
        const firsts = options.expectedPathsPerAlt.flatMap(paths => paths.map(path => path[0]?.name)).filter((name): name is string => !!name);
        return noViableAltMessage(options.actual[0], options.previous, grammarRuleName(options.ruleName), [...new Set(firsts)]);
    }

    override buildEarlyExitMessage(options: { expectedIterationPaths: TokenType[][]; actual: IToken[]; previous: IToken; customUserDescription: string; ruleName: string }): string {
        this.placement = undefined;
        return super.buildEarlyExitMessage(options);
    }
}

/** Langium marks the names it gives Chevrotain's rules with a zero-width space. */
function grammarRuleName(name: string): string {
    return name.replace(/\u200B$/, '');
}

export class GhsLexerErrorMessageProvider extends DefaultLexerErrorMessageProvider {
    override buildUnexpectedCharactersMessage(fullText: string, startOffset: number, length: number): string {
        return unexpectedCharactersMessage(fullText.substring(startOffset, startOffset + length));
    }
}
