import { type IRecognitionException, type IToken, type TokenType, VERSION as CHEVROTAIN_VERSION } from 'chevrotain';

/**
 * Every place where the scenario parser reaches past the published API of Langium's parser and of
 * the Chevrotain parser inside it, and nowhere else. The friendly syntax messages need three
 * things neither publishes: to see each recognition error as it is saved (to place it, and to stop
 * reading at the error limit), to refuse one kind of single-token recovery, and to empty Langium's
 * stack of half-built nodes after a parse that was stopped by throwing.
 *
 * Written against the versions below, and used only when the running Chevrotain is that version
 * and every member read here has the expected shape: otherwise the parser runs as Langium's own,
 * with its default error placement. test/language/parser/parser-internals.test.ts fails when the
 * installed Langium or Chevrotain is another version, so an upgrade comes back here first.
 */
export const WRITTEN_FOR = { langium: '4.4.0', chevrotain: '13.2.0' } as const;

/** What the scenario parser asks of Chevrotain's recovery. */
export interface RecoveryHooks {
    /** Called with each recognition error just before Chevrotain records it; it may change the error. */
    saving(error: IRecognitionException): void;
    /** Called after `error` was recorded, with the number recorded so far; it may throw to stop the parse. */
    saved(error: IRecognitionException, count: number): void;
    /** Whether Chevrotain may skip the token `next` (read after `previous`) to match the rest of a rule. */
    mayDeleteToken(next: IToken, previous: IToken): boolean;
}

/** What the scenario parser reads from the parsers' internals. */
export interface ParserInternals {
    /** The tokens of the text last parsed. */
    tokens(): readonly IToken[];
    /** Forgets the nodes Langium was building when a parse stopped by throwing. */
    forgetPartialNodes(): void;
}

/** The members of Chevrotain's parser used here (error_handler, recoverable and lexer_adapter traits). */
interface ChevrotainRecognizer {
    errors: IRecognitionException[];
    input: IToken[];
    SAVE_ERROR(error: IRecognitionException): IRecognitionException;
    LA(howMuch: number): IToken;
    canRecoverWithSingleTokenDeletion(expected: TokenType): boolean;
}

/** Langium's parser's stack of nodes under construction (`LangiumParser.stack`, private). */
interface LangiumNodeStack {
    stack: unknown[];
}

/** Whether the running parsers are those this file was written for, as far as can be seen at run time. */
export function internalsFit(recognizer: object, langiumParser: object, chevrotainVersion: string = CHEVROTAIN_VERSION): boolean {
    const chevrotain = recognizer as Partial<ChevrotainRecognizer>;
    return chevrotainVersion === WRITTEN_FOR.chevrotain &&
        typeof chevrotain.SAVE_ERROR === 'function' &&
        typeof chevrotain.LA === 'function' &&
        typeof chevrotain.canRecoverWithSingleTokenDeletion === 'function' &&
        Array.isArray((langiumParser as Partial<LangiumNodeStack>).stack);
}

/**
 * Installs `hooks` on `recognizer` (the Chevrotain parser Langium's `langiumParser` wraps) and gives
 * what the scenario parser reads; undefined, with nothing installed, when {@link internalsFit} says no.
 */
export function reachParserInternals(recognizer: object, langiumParser: object, hooks: RecoveryHooks): ParserInternals | undefined {
    if (!internalsFit(recognizer, langiumParser)) {
        return undefined;
    }
    const chevrotain = recognizer as ChevrotainRecognizer;
    const save = chevrotain.SAVE_ERROR.bind(chevrotain);
    chevrotain.SAVE_ERROR = error => {
        hooks.saving(error);
        const saved = save(error);
        hooks.saved(error, chevrotain.errors.length);
        return saved;
    };
    const deletion = chevrotain.canRecoverWithSingleTokenDeletion.bind(chevrotain);
    chevrotain.canRecoverWithSingleTokenDeletion = expected =>
        hooks.mayDeleteToken(chevrotain.LA(1), chevrotain.LA(0)) && deletion(expected);
    const nodes = langiumParser as LangiumNodeStack;
    return {
        tokens: () => chevrotain.input,
        forgetPartialNodes: () => {
            nodes.stack.length = 0;
        }
    };
}
