import type { IncompleteBoard } from '../scenario/incomplete-board.js';
import type { MapPiece, PositionProblem } from '../scenario/position-problems.js';
import { listWords } from './lists.js';

/** Why a board cannot be judged as the author wrote it, in the words every surface shows. */

/** How many problems a sentence names before it counts the rest. */
const NAMED = 3;

/** `line 4`, `lines 4 and 9`, `lines 4, 9 and 12`, `lines 4, 9, 12 and 2 more`. */
export function whereWords(fact: { readonly lines: readonly number[] }): string {
    const shown = fact.lines.slice(0, NAMED);
    if (fact.lines.length === 1) {
        return `line ${shown[0]}`;
    }
    const more = fact.lines.length - shown.length;
    return more > 0 ? `lines ${shown.join(', ')} and ${more} more` : `lines ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The one sentence every surface shows for the fact: the first problems, each with its line. */
export function incompleteBoardText(fact: IncompleteBoard): string {
    const syntax = fact.syntax;
    if (syntax) {
        const what = syntax.errors === 1 ? 'a syntax error' : 'syntax errors';
        return `The board is incomplete: ${whereWords(syntax)} ${syntax.lines.length === 1 ? 'has' : 'have'} ${what}, and what the parser could not read is missing from the board. Fix the syntax errors first.`;
    }
    const shown = fact.positions.slice(0, NAMED).map(problemWords);
    const rest = fact.positions.slice(NAMED);
    const more = rest.length > 0 ? [`${rest.length} more (${whereWords({ lines: [...new Set(rest.map(p => p.line))] })})`] : [];
    return `The board is incomplete: ${listWords([...shown, ...more])}. Fix ${fact.positions.length === 1 ? 'it' : 'these'} first.`;
}

/** The same sentence after a colon: `Guard's turn cannot be played: the board is incomplete: …`. */
export function incompleteBoardClause(fact: IncompleteBoard): string {
    const text = incompleteBoardText(fact);
    return `${text[0].toLowerCase()}${text.slice(1)}`;
}

/** The fact in a few words, for a code lens: `syntax error on line 3`, `Imp stands on a wall hex (C1, line 5) and 1 more`. */
export function incompleteBoardBrief(fact: IncompleteBoard): string {
    if (fact.syntax) {
        return `syntax ${fact.syntax.errors === 1 ? 'error' : 'errors'} on ${whereWords(fact.syntax)}`;
    }
    const [first] = fact.positions;
    const more = fact.positions.length - 1;
    return `${problemWords(first)}${more > 0 ? ` and ${more} more` : ''}`;
}

/** What an expectation says when it was not checked because of the fact. */
export function notCheckedText(fact: IncompleteBoard): string {
    if (fact.syntax) {
        return `Not checked: fix the syntax errors first (${whereWords(fact.syntax)}).`;
    }
    const figures = fact.positions.flatMap(p => (p.kind === 'figure' ? [p.figure] : []));
    if (figures.length === fact.positions.length) {
        return `Not checked: fix ${positionWords([...new Set(figures)])} first (${whereWords(fact)}).`;
    }
    return `Not checked: the board is incomplete (${whereWords(fact)}): fix it first.`;
}

/** One problem with its hex and line: `Imp stands on a wall hex (C1, line 5)`. */
export function problemWords(problem: PositionProblem): string {
    const where = (hex: string): string => `(${hex}, line ${problem.line})`;
    switch (problem.kind) {
        case 'figure':
            switch (problem.placement) {
                case 'malformed': return `${problem.figure}'s hex is not a coordinate ('${problem.hex}', line ${problem.line})`;
                case 'off-map': return `${problem.figure} is outside the map ${where(problem.hex)}`;
                case 'shared': return `${problem.figure} stands on ${problem.other}'s hex ${where(problem.hex)}`;
                case 'wall': return `${problem.figure} stands on a wall hex ${where(problem.hex)}`;
                case 'closed-door': return `${problem.figure} stands in a closed door ${where(problem.hex)}`;
                case 'obstacle': return `${problem.figure} stands on an obstacle without flying ${where(problem.hex)}`;
            }
            break;
        case 'piece':
            return problem.placement === 'malformed'
                ? `the ${PIECE_WORDS[problem.piece]}'s hex is not a coordinate ('${problem.hex}', line ${problem.line})`
                : `the ${PIECE_WORDS[problem.piece]} is outside the map ${where(problem.hex)}`;
        case 'thin-wall-apart':
            return `the thin wall joins hexes that are not neighbours (${problem.between[0]} and ${problem.between[1]}, line ${problem.line})`;
    }
}

/** Why a figure is not where it is written, in a few words (the preview's mark beside it). */
export function misplacedWords(problem: Extract<PositionProblem, { kind: 'figure' }>): string {
    switch (problem.placement) {
        case 'malformed': return `'${problem.hex}' is not a coordinate`;
        case 'off-map': return `${problem.hex} is outside the map`;
        case 'shared': return `${problem.other} stands on ${problem.hex}`;
        case 'wall': return `${problem.hex} is a wall`;
        case 'closed-door': return `${problem.hex} is a closed door`;
        case 'obstacle': return `${problem.hex} is an obstacle`;
    }
}

const PIECE_WORDS: Readonly<Record<MapPiece, string>> = {
    wall: 'wall', obstacle: 'obstacle', trap: 'trap', hazardous: 'hazardous terrain', difficult: 'difficult terrain', icy: 'icy terrain',
    door: 'door', link: 'link', 'thin wall': 'thin wall'
};

/** `the position of Hero`, `the positions of Hero and Guard`, `the positions of A, B, C and 2 more`. */
function positionWords(names: readonly string[]): string {
    if (names.length === 1) {
        return `the position of ${names[0]}`;
    }
    const shown = names.slice(0, NAMED);
    const more = names.length - shown.length;
    return more > 0 ? `the positions of ${shown.join(', ')} and ${more} more`
        : `the positions of ${listWords(shown)}`;
}
