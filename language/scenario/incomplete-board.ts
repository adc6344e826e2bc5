import { type AstNode, AstUtils, type ParseResult } from 'langium';

/**
 * The scenario has syntax errors, so the board built from it lacks whatever the parser could not
 * read (a trap, a character, a whole ability). Every surface says so instead of judging the
 * board as if it were whole.
 */
export interface IncompleteBoard {
    /** The lines (1-based, ascending, each once) that hold a syntax error. */
    readonly lines: readonly number[];
    /** How many syntax errors there are. */
    readonly errors: number;
}

type SyntaxErrors = Pick<ParseResult, 'lexerErrors' | 'parserErrors'>;

/** The fact for a parse, or undefined when it has no lexer or parser error. */
export function incompleteBoardOf(parse: SyntaxErrors): IncompleteBoard | undefined {
    const lines = [
        ...parse.lexerErrors.map(e => e.line),
        ...parse.parserErrors.map(e => lineOf(e.token) ?? lineOf((e as { previousToken?: { startLine?: number } }).previousToken) ?? 1)
    ].filter((line): line is number => typeof line === 'number' && Number.isFinite(line));
    const errors = parse.lexerErrors.length + parse.parserErrors.length;
    return errors === 0 ? undefined : { lines: [...new Set(lines)].sort((a, b) => a - b), errors };
}

/**
 * Whether the text a node was read from has syntax errors. A check that needs the rest of the
 * scenario to be whole (does this monster take a turn?) says nothing then: what it would miss
 * may be in the part the parser could not read, and the expectations say "not checked" already.
 */
export function isFromIncompleteText(node: AstNode): boolean {
    const parse = AstUtils.findRootNode(node).$document?.parseResult;
    return parse !== undefined && incompleteBoardOf(parse) !== undefined;
}

function lineOf(token: { startLine?: number } | undefined): number | undefined {
    const line = token?.startLine;
    return typeof line === 'number' && Number.isFinite(line) && line > 0 ? line : undefined;
}
