import type { IToken } from 'chevrotain';
import type { AstNode, ParseResult } from 'langium';
import { MISSING, extraBraceMessage, extraClosingBraceMessage, isEndOfFile, skippedStatementMessage } from './syntax-messages.js';

type ParserError = ParseResult['parserErrors'][number];

/** The token begins a line after the one the previous token ends on. */
export function startsLaterLine(token: IToken, previous: IToken): boolean {
    return !isEndOfFile(token) && !isEndOfFile(previous) && (token.startLine ?? 0) > (previous.endLine ?? 0);
}

/**
 * Where each syntax error sits, and which are worth saying. An error that says something is missing
 * after a word sits on that word, on the line where the statement stops short, rather than on
 * whatever the parser met next (often the next statement). `limit` bounds the errors added for
 * lines the recovery skipped.
 */
export function placeSyntaxErrors<T extends AstNode>(result: ParseResult<T>, limit: number): ParseResult<T> {
    result.parserErrors = withoutRepeats(result.parserErrors);
    let room = Math.max(0, limit - result.parserErrors.length);
    result.parserErrors = result.parserErrors.flatMap(error => {
        const skipped = skippedStatements(error).slice(0, room);
        room -= skipped.length;
        return [error, ...skipped];
    });
    for (const error of result.parserErrors) {
        const previous = (error as { previousToken?: IToken }).previousToken;
        if (error.message.startsWith(MISSING) && previous && !isEndOfFile(previous)) {
            error.token = previous;
        }
    }
    return result;
}

/** A second error on the same token comes from the recovery after the first, and says less. */
function withoutRepeats(errors: readonly ParserError[]): ParserError[] {
    const seen = new Set<number>();
    return errors.filter(error => {
        const offset = error.token.startOffset;
        if (Number.isFinite(offset) && offset >= 0) {
            if (seen.has(offset)) {
                return false;
            }
            seen.add(offset);
        }
        return true;
    });
}

/**
 * The syntax error that is the `limit`-th, counting the lines the recovery skipped, when the
 * parse has that many: the file is read up to there, as when the parser itself stops at the
 * limit, so that a long run of misspelt statements is not cut short without a word.
 */
export function errorAtLimit(result: Pick<ParseResult, 'parserErrors'>, limit: number): ParserError | undefined {
    let count = 0;
    for (const error of withoutRepeats(result.parserErrors)) {
        for (const said of [error, ...skippedStatements(error)]) {
            count++;
            if (count >= limit) {
                return said;
            }
        }
    }
    return undefined;
}

/**
 * Drops the error "stands after the scenario's closing '}'" when it only follows from an earlier
 * error: recovering from a word out of place in a nested block (`normal helth 6` in a monster
 * type), the parser may end the scenario at that block's `}`, while the braces read so far say the
 * scenario is still open. The earlier error is the one to fix; the one after it would be false.
 */
export function dropClosedEarly<T extends AstNode>(result: ParseResult<T>, tokens: readonly IToken[]): ParseResult<T> {
    const index = result.parserErrors.findIndex(error => error.name === 'NotAllInputParsedException');
    if (index <= 0) {
        return result;
    }
    const redundant = result.parserErrors[index].token.startOffset;
    let depth = 0;
    for (const token of tokens) {
        if (token.startOffset >= redundant) {
            break;
        }
        const name = token.tokenType?.name;
        depth += name === '{' ? 1 : name === '}' ? -1 : 0;
    }
    if (depth > 0) {
        result.parserErrors.splice(index, 1);
    }
    return result;
}

/**
 * Text after the scenario's closing `}`, in a file with more `}` than `{`: the brace the parser
 * took for the scenario's end is one too many (`}}` at the end of a monster type), so the error
 * sits on it and says so, rather than on the next statement as if that stood outside by mistake.
 * When the text after is itself a `}`, that one is the extra brace.
 */
export function placeExtraBrace<T extends AstNode>(result: ParseResult<T>, tokens: readonly IToken[]): ParseResult<T> {
    const error = result.parserErrors.find(e => e.name === 'NotAllInputParsedException');
    const redundant = error?.token;
    if (!error || !redundant || isEndOfFile(redundant) || braceBalance(tokens) >= 0) {
        return result;
    }
    const index = tokens.findIndex(token => token.startOffset >= redundant.startOffset);
    const closer = index > 0 ? tokens[index - 1] : undefined;
    if (!closer || closer.tokenType?.name !== '}') {
        return result;
    }
    if (redundant.tokenType?.name === '}') {
        error.message = extraClosingBraceMessage(closer);
    } else {
        error.message = extraBraceMessage(redundant);
        error.token = closer;
    }
    return result;
}

/** How many more `{` than `}` the tokens hold: below 0 when some `}` closes nothing. */
function braceBalance(tokens: readonly IToken[]): number {
    let balance = 0;
    for (const token of tokens) {
        const name = token.tokenType?.name;
        balance += name === '{' ? 1 : name === '}' ? -1 : 0;
    }
    return balance;
}

/**
 * Recovering from an error, the parser skips ahead to a word that can start a statement, and a
 * misspelt keyword cannot: lines it skipped that start with one get their own error.
 */
function skippedStatements(error: ParserError): ParserError[] {
    const skipped = error.resyncedTokens ?? [];
    const found: ParserError[] = [];
    let before = error.token;
    for (const token of skipped) {
        const message = startsLaterLine(token, before) ? skippedStatementMessage(token) : undefined;
        if (message) {
            found.push({ ...error, name: error.name, message, token, resyncedTokens: [] });
        }
        before = token;
    }
    return found;
}

