import { incompleteBoardText } from '../../../language/explain/board-problem-words.js';
import type { ScenarioAnalysis } from '../../../language/analysis/judgement.js';
import { visibleText } from '../../../language/explain/visible-text.js';

/** Small pieces of Markdown shared by the hovers. */

export { editionName } from '../../../language/rules/editions.js';
export { listWords } from '../../../language/explain/lists.js';

/** Names may hold `_`, which Markdown would read as emphasis. */
export function escape(text: string): string {
    return visibleText(text).replace(/[\\`*_[\]<>]/g, c => `\\${c}`);
}

export function bold(text: string): string {
    return `**${escape(text)}**`;
}

/**
 * A table whose columns never run together: VS Code draws a hover's table cells without padding,
 * so each cell carries an en space either side (a space the Markdown reader keeps, unlike a plain one).
 */
export function table(header: readonly string[], align: readonly ('left' | 'right')[], rows: ReadonlyArray<readonly string[]>): string {
    // A `|` inside a cell would end it.
    const pad = (cell: string): string => `${CELL_PAD}${cell.replace(/\|/g, '\\|')}${CELL_PAD}`;
    const line = (cells: readonly string[]): string => `| ${cells.map(pad).join(' | ')} |`;
    const rule = align.map(a => (a === 'right' ? '--:' : ':--'));
    return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const CELL_PAD = '\u2002';

/** Hover sections are separated by a blank line, so each is its own paragraph. */
export function sections(...parts: ReadonlyArray<string | undefined>): string {
    return parts.filter((p): p is string => p !== undefined && p.length > 0).join('\n\n');
}

/**
 * At the top of every hover on a board that cannot be judged: the sentence every surface shows.
 * No turn is explained below it, as none is in the code lens, the preview or `ghs turn`.
 */
export function incompleteNotice(analysis: ScenarioAnalysis): string | undefined {
    return analysis.incomplete && `**${escape(incompleteBoardText(analysis.incomplete))}**`;
}

/** In place of a turn or a threat on such a board. */
export const NOT_WORKED_OUT = 'Not worked out until the board is whole.';
