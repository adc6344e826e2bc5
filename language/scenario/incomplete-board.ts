import { type AstNode, AstUtils, type ParseResult } from 'langium';
import type { Scenario } from '../generated/ast.js';
import { type PositionProblem, positionProblemsOf } from './position-problems.js';

/**
 * Whether the board built from a scenario can be judged. It cannot when the text has syntax
 * errors (the board lacks whatever the parser could not read: a trap, a character, a whole
 * ability) or puts something where it cannot be (a monster in a wall, a character off the map, two
 * figures on one hex, a thin wall between hexes that share no edge): the board is then not the
 * author's. Every surface says so, in the words of `explain/board-problem-words.ts`, instead of
 * judging the board as if it were whole.
 */
export interface IncompleteBoard {
    /** The lines (1-based, ascending, each once) that hold a problem. */
    readonly lines: readonly number[];
    /** The syntax errors: their lines, and how many there are; absent when the text parses. */
    readonly syntax?: SyntaxErrorLines;
    /** What stands where it cannot, in the order of the lines. */
    readonly positions: readonly PositionProblem[];
}

type SyntaxErrors = Pick<ParseResult, 'lexerErrors' | 'parserErrors'>;

export interface SyntaxErrorLines {
    /** 1-based, ascending, each once. */
    readonly lines: readonly number[];
    readonly errors: number;
}

/** The one function that decides: undefined when the board can be judged. */
export function incompleteBoardOf(scenario: Scenario): IncompleteBoard | undefined {
    const parse = scenario.$document?.parseResult;
    const syntax = parse ? syntaxErrorLines(parse) : undefined;
    const positions = positionProblemsOf(scenario);
    if (!syntax && positions.length === 0) {
        return undefined;
    }
    const lines = [...new Set([...syntax?.lines ?? [], ...positions.map(p => p.line)])].sort((a, b) => a - b);
    return { lines, ...(syntax ? { syntax } : {}), positions };
}

/** The lines of a parse's lexer and parser errors, each once and in order, and how many there are; undefined without any. */
export function syntaxErrorLines(parse: SyntaxErrors): SyntaxErrorLines | undefined {
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
    return parse !== undefined && syntaxErrorLines(parse) !== undefined;
}

function lineOf(token: { startLine?: number } | undefined): number | undefined {
    const line = token?.startLine;
    return typeof line === 'number' && Number.isFinite(line) && line > 0 ? line : undefined;
}
