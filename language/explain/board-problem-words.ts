import type { IncompleteBoard } from '../scenario/incomplete-board.js';
import type { LostFigures } from '../scenario/lost-figures.js';

/** Why a board cannot be judged as the author wrote it, in the words every surface shows. */

/** `line 4`, `lines 4 and 9`, `lines 4, 9 and 12`, `lines 4, 9, 12 and 2 more`. */
export function whereWords(fact: IncompleteBoard): string {
    const shown = fact.lines.slice(0, 3);
    if (fact.lines.length === 1) {
        return `line ${shown[0]}`;
    }
    const more = fact.lines.length - shown.length;
    return more > 0 ? `lines ${shown.join(', ')} and ${more} more` : `lines ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The one sentence every surface shows for the fact. */
export function incompleteBoardText(fact: IncompleteBoard): string {
    const what = fact.errors === 1 ? 'a syntax error' : 'syntax errors';
    return `The board is incomplete: ${whereWords(fact)} ${fact.lines.length === 1 ? 'has' : 'have'} ${what}, and what the parser could not read is missing from the board. Fix the syntax errors first.`;
}

/** What an expectation says when it was not checked because of the fact. */
export function notCheckedText(fact: IncompleteBoard): string {
    return `Not checked: fix the syntax errors first (${whereWords(fact)}).`;
}

/** What an expectation says when it was not checked because figures are missing from the board. */
export function lostFiguresNotCheckedText(lost: LostFigures): string {
    return `Not checked: fix ${positionWords(lost.names)} first (${whereWords({ lines: lost.lines, errors: lost.names.length })}).`;
}

/** `the position of Hero`, `the positions of Hero and Guard`, `the positions of A, B, C and 2 more`. */
function positionWords(names: readonly string[]): string {
    if (names.length === 1) {
        return `the position of ${names[0]}`;
    }
    const shown = names.slice(0, 3);
    const more = names.length - shown.length;
    return more > 0 ? `the positions of ${shown.join(', ')} and ${more} more`
        : `the positions of ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
