import { DefaultLexer, type LexerResult, type TokenizeOptions } from 'langium';
import { hiddenControlErrors } from './parser/hidden-controls.js';

/**
 * Runs of characters the lexer cannot read, after which the rest of a file is not read. A file
 * of random bytes has one every few characters: hundreds of thousands in a megabyte, each one a
 * diagnostic, each one read past by the parser.
 */
export const MAX_LEXER_ERRORS = 100;

/**
 * Langium's lexer, bounded like the parser: it stops at {@link MAX_LEXER_ERRORS} and says so. It
 * also refuses control characters inside quoted texts and comments (see parser/hidden-controls.ts): the
 * tokens are read, so the board is whole, but the file has an error at each of them.
 */
export class GhsLexer extends DefaultLexer {
    override tokenize(text: string, options?: TokenizeOptions): LexerResult {
        const result = this.withHiddenControls(this.bounded(super.tokenize(text, options)));
        return result;
    }

    private withHiddenControls(result: LexerResult): LexerResult {
        const quoted = result.tokens.filter(t => t.tokenType.name === 'STRING');
        const errors = hiddenControlErrors([...quoted, ...result.hidden.filter(t => t.tokenType.name.endsWith('COMMENT'))], MAX_LEXER_ERRORS);
        if (errors.length === 0) {
            return result;
        }
        return { ...result, report: { ...result.report, diagnostics: [...result.report?.diagnostics ?? [], ...errors] } };
    }

    private bounded(result: LexerResult): LexerResult {
        if (result.errors.length <= MAX_LEXER_ERRORS) {
            return result;
        }
        const cut = result.errors[MAX_LEXER_ERRORS - 1];
        return {
            ...result,
            tokens: result.tokens.filter(t => t.startOffset < cut.offset),
            hidden: result.hidden.filter(t => t.startOffset < cut.offset),
            errors: [
                ...result.errors.slice(0, MAX_LEXER_ERRORS - 1),
                {
                    ...cut,
                    message: `Too many unreadable characters (${MAX_LEXER_ERRORS} runs of them): the rest of the file from line ${cut.line ?? 1} was not read. ` +
                        'Is it a scenario? Fix the characters above first.'
                }
            ]
        };
    }
}
