import type { IToken } from 'chevrotain';
import { type AstNode, type LangiumCoreServices, LangiumParser, type ParseResult, type ParserOptions, createParser } from 'langium';
import { GhsParserErrorMessageProvider } from './parser/error-messages.js';
import { dropClosedEarly, errorAtLimit, placeExtraBrace, placeSyntaxErrors, startsLaterLine } from './parser/error-placement.js';
import { type ParserInternals, reachParserInternals } from './parser/parser-internals.js';

type ParserError = ParseResult['parserErrors'][number];

/**
 * Errors after which the rest of a file is not read. Chevrotain recovers from each error inside a
 * repetition by recursing and by scanning ahead for a token it can resume on, so a long run of
 * broken input costs time quadratic in its length and, from about two thousand errors on, overflows
 * the stack. A file with this many errors has far more to fix than the rest could tell.
 */
export const MAX_PARSER_ERRORS = 100;

/**
 * The longest text read as a scenario, in characters. The largest real rooms are a few
 * kilobytes; a text a thousand times larger is not a scenario, and reading it would hold up
 * every other file for seconds.
 */
export const MAX_DOCUMENT_LENGTH = 1_000_000;

/** The name of the one parser error of a text that was not read at all. */
export const UNREAD = 'Unreadable';

/** The name of the error that says where the parser stopped reading. */
const TOO_MANY = 'TooManyErrors';

class TooManyParserErrors extends Error {
    constructor(readonly cut: ParserError) {
        super('too many parser errors');
    }
}

/**
 * Langium's parser, bounded: it stops at {@link MAX_PARSER_ERRORS} and reads the file up to there,
 * and it never lets an exception escape (an exception would also leave the shared parser with a
 * half-built node stack that fails every later parse with "Parser stack is not empty").
 */
export class GhsParser extends LangiumParser {
    private limitErrors = true;
    /** Chevrotain's recovery as the messages need it; undefined on versions it was not written for. */
    private readonly internals: ParserInternals | undefined;

    constructor(services: LangiumCoreServices) {
        super(services);
        const messages = services.parser.ParserErrorMessageProvider;
        const ghsMessages = messages instanceof GhsParserErrorMessageProvider ? messages : undefined;
        this.internals = reachParserInternals(this.wrapper, this, {
            saving: error => {
                const placement = ghsMessages?.takePlacement();
                if (placement) {
                    (error as { previousToken?: IToken }).previousToken = placement;
                }
            },
            saved: (error, count) => {
                if (this.limitErrors && count >= MAX_PARSER_ERRORS) {
                    throw new TooManyParserErrors(error);
                }
            },
            // Skipping the first word of a line to match the rest of it would swallow the next
            // statement into one that stopped short: `character Hero at` then `monster Guard at C4`
            // would read the hex 'Guard'. Ending the short statement there keeps the next one whole.
            mayDeleteToken: (next, previous) => !startsLaterLine(next, previous)
        });
        ghsMessages?.readTokensFrom(() => this.internals?.tokens() ?? []);
    }

    /** Whether Chevrotain's recovery carries this parser's hooks: the parsers are the versions they were written for. */
    get hooked(): boolean {
        return this.internals !== undefined;
    }

    override parse<T extends AstNode = AstNode>(input: string, options?: ParserOptions): ParseResult<T> {
        const result = this.parseBounded<T>(input, options);
        const stoppedAlready = result.parserErrors.some(e => e.name === TOO_MANY || e.name === UNREAD);
        const cut = stoppedAlready ? undefined : errorAtLimit(result, MAX_PARSER_ERRORS);
        const read = cut ? this.parsePrefix<T>(input, options, cut) : result;
        // The tokens of the text last parsed: the prefix, when the limit cut it.
        const tokens = this.internals?.tokens() ?? [];
        return placeSyntaxErrors(placeExtraBrace(dropClosedEarly(read, tokens), tokens), MAX_PARSER_ERRORS);
    }

    private parseBounded<T extends AstNode>(input: string, options?: ParserOptions): ParseResult<T> {
        if (input.length > MAX_DOCUMENT_LENGTH) {
            return this.notRead<T>(options, `This file has ${input.length.toLocaleString('en-US')} characters, more than the ` +
                `${MAX_DOCUMENT_LENGTH.toLocaleString('en-US')} a scenario may have: it is not read.`);
        }
        try {
            return super.parse<T>(input, options);
        } catch (error) {
            this.internals?.forgetPartialNodes();
            if (error instanceof TooManyParserErrors) {
                return this.parsePrefix<T>(input, options, error.cut);
            }
            return this.unreadable<T>(input, options, error);
        }
    }

    /** Reads the file up to the error that hit the limit, and says that the rest was not read. */
    private parsePrefix<T extends AstNode>(input: string, options: ParserOptions | undefined, cut: ParserError): ParseResult<T> {
        const offset = Number.isFinite(cut.token.startOffset) ? cut.token.startOffset : input.length;
        const result = this.withoutLimit(() => super.parse<T>(input.slice(0, offset), options));
        const line = Number.isFinite(cut.token.startLine) ? cut.token.startLine : undefined;
        result.parserErrors.push({
            ...cut,
            name: TOO_MANY,
            message: `Too many syntax errors (${MAX_PARSER_ERRORS}): the rest of the file${line ? ` from line ${line}` : ''} was not read. Fix the errors above first.`,
            resyncedTokens: []
        });
        return result;
    }

    /** An empty scenario with one error, for input the parser could not get through at all. */
    private unreadable<T extends AstNode>(input: string, options: ParserOptions | undefined, error: unknown): ParseResult<T> {
        const reason = error instanceof Error ? error.message : String(error);
        return this.notRead<T>(options, `This file could not be read (${reason}); its ${input.length} characters are ignored. Look for a long run of broken text.`);
    }

    /** An empty scenario with one error that says why the text was not read. */
    private notRead<T extends AstNode>(options: ParserOptions | undefined, message: string): ParseResult<T> {
        const result = this.withoutLimit(() => super.parse<T>('', options));
        const start = { image: '', startOffset: 0, endOffset: 0, startLine: 1, endLine: 1, startColumn: 1, endColumn: 1, tokenTypeIdx: 0 };
        result.parserErrors = [{
            name: UNREAD,
            message,
            token: start as unknown as ParserError['token'],
            resyncedTokens: [],
            context: { ruleStack: [], ruleOccurrenceStack: [] }
        }];
        return result;
    }

    private withoutLimit<R>(run: () => R): R {
        this.limitErrors = false;
        try {
            return run();
        } finally {
            this.limitErrors = true;
        }
    }
}

/** Like Langium's `createLangiumParser`, with the bounded parser. */
export function createGhsParser(services: LangiumCoreServices): GhsParser {
    const parser = createParser(services.Grammar, new GhsParser(services), services.parser.Lexer.definition);
    parser.finalize();
    return parser;
}
