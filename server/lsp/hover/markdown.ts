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

export function table(header: readonly string[], align: readonly ('left' | 'right')[], rows: ReadonlyArray<readonly string[]>): string {
    // A `|` inside a cell would end it.
    const line = (cells: readonly string[]): string => `| ${cells.map(c => c.replace(/\|/g, '\\|')).join(' | ')} |`;
    const rule = align.map(a => (a === 'right' ? '--:' : ':--'));
    return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** Hover sections are separated by a blank line, so each is its own paragraph. */
export function sections(...parts: ReadonlyArray<string | undefined>): string {
    return parts.filter((p): p is string => p !== undefined && p.length > 0).join('\n\n');
}

/**
 * Above what the engine says about a board that syntax errors left incomplete: the turn is still
 * shown, since the author is usually in the middle of typing, but never as if the board were whole.
 */
export function incompleteNotice(analysis: ScenarioAnalysis): string | undefined {
    return analysis.incomplete
        && `**${escape(incompleteBoardText(analysis.incomplete))}** What follows is worked out on what could be read, and may change.`;
}
