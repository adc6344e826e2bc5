import { type AstNode, CstUtils, GrammarUtils } from 'langium';
import type { TextChange } from './text-change.js';

/** Where a new statement goes, and the indentation of the statement it follows. */
export interface Insertion {
    readonly offset: number;
    readonly indentation: string;
}

function lineStart(text: string, offset: number): number {
    return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The end of the line holding `offset`, before its line break. */
function lineEnd(text: string, offset: number): number {
    const newline = text.indexOf('\n', offset);
    if (newline < 0) {
        return text.length;
    }
    return text[newline - 1] === '\r' ? newline - 1 : newline;
}

export function indentationOf(text: string, node: AstNode): string {
    const cst = node.$cstNode;
    if (!cst) {
        return '';
    }
    return /^[ \t]*/.exec(text.slice(lineStart(text, cst.offset), cst.offset))?.[0] ?? '';
}

/**
 * A new line after `after`: at the end of its line, past a comment that ends that line, but
 * never into a block comment or past the closing brace of the block that holds it.
 */
export function insertionAfter(text: string, container: AstNode, after: AstNode): Insertion | undefined {
    const cst = after.$cstNode;
    const scenarioCst = container.$cstNode;
    if (!cst || !scenarioCst) {
        return undefined;
    }
    const braces = GrammarUtils.findNodesForKeyword(scenarioCst, '}');
    const close = braces[braces.length - 1];
    let offset = lineEnd(text, cst.end);
    const crossesComment = CstUtils.flattenCst(scenarioCst.root).some(leaf => leaf.hidden && leaf.offset < offset && leaf.end > offset);
    if ((close && offset > close.offset) || crossesComment) {
        offset = cst.end;
    }
    return { offset, indentation: indentationOf(text, after) };
}

/** The change that puts `line` on a line of its own at `insertion`. */
export function insertLine(insertion: Insertion, line: string): TextChange {
    return { start: insertion.offset, end: insertion.offset, text: `\n${insertion.indentation}${line}` };
}

/** Nothing but comments, the last of them closed on the line: a line comment, block comments, or both. */
const COMMENTS_ONLY = /^\s*(\/\*.*?\*\/\s*)*(\/\/.*)?$/;

/**
 * Removes a statement. Alone on its line, the whole line goes, and a blank line with it when
 * the statement stood between two blank lines (the formatter keeps one at most); sharing its
 * line, only the statement and the spaces before it go; followed only by comments, the comments
 * stay where the statement began.
 */
export function removeStatement(text: string, statement: AstNode): TextChange | undefined {
    const cst = statement.$cstNode;
    if (!cst) {
        return undefined;
    }
    const start = lineStart(text, cst.offset);
    const end = lineEnd(text, cst.end);
    const firstOnLine = text.slice(start, cst.offset).trim() === '';
    const after = text.slice(cst.end, end);
    if (firstOnLine && after.trim() !== '' && COMMENTS_ONLY.test(after)) {
        // The comments after it keep their line, where the statement began.
        return { start: cst.offset, end: cst.end + (/^\s*/.exec(after)?.[0].length ?? 0), text: '' };
    }
    const aloneOnLine = firstOnLine && after.trim() === '';
    if (!aloneOnLine) {
        let from = cst.offset;
        while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) {
            from--;
        }
        return { start: from, end: cst.end, text: '' };
    }
    // The line break before the statement's line goes with it, so the lines around close up.
    const from = start === 0 ? 0 : (text[start - 2] === '\r' ? start - 2 : start - 1);
    const previousBlank = start > 0 && text.slice(lineStart(text, from), from).trim() === '';
    const nextLineEnd = lineEnd(text, end + 1);
    const nextBlank = end < text.length && text.slice(end, nextLineEnd).trim() === '';
    if (previousBlank && nextBlank && start > 0) {
        return { start: lineStart(text, from) === 0 ? 0 : from, end: nextLineEnd, text: '' };
    }
    return { start: from, end, text: '' };
}
