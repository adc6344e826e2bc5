import { visibleText } from '../../../language/explain/visible-text.js';

/**
 * Text the scenario's author wrote (its name, its note, a `/** *\/` comment) is shown as plain
 * text: a hover is Markdown, and an editor that trusts it would otherwise render the author's
 * links (command links among them), HTML and remote images.
 */

/** Characters that open a link, an image, HTML, an entity, emphasis, code or a table cell anywhere in a line. */
const INLINE = /[\\`*_[\]<>&|~!@]/g;
/** The start of a bare address, which GitHub-flavoured Markdown turns into a link by itself. */
const BARE_LINK = /\b(https?|ftp|mailto|www)([:.])/gi;

/** One line of the author's text, every Markdown construct in it escaped. */
export function plainLine(line: string): string {
    return visibleText(line.trim())
        .replace(INLINE, c => `\\${c}`)
        .replace(BARE_LINK, '$1\\$2')
        // A heading, a quote, a list item or a setext underline is read only at the start of a line.
        .replace(/^[#+=-]/, c => `\\${c}`)
        .replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Several lines of the author's text; lines stay lines, a blank line still separates paragraphs. */
export function plainText(text: string): string {
    return text.split(/\r\n|\r|\n/).map(plainLine).join('\n');
}

/**
 * The words of a documentation comment (`/** ... *\/`) as plain text, without its delimiters and
 * the `*` that starts each of its lines; undefined for any other comment or an empty one.
 */
export function commentText(comment: string | undefined): string | undefined {
    if (!comment?.startsWith('/**') || !comment.endsWith('*/') || comment.length < 5) {
        return undefined;
    }
    const lines = comment.slice(3, -2).split(/\r\n|\r|\n/).map(line => line.replace(/^\s*\*(?!\/)/, '').trim());
    while (lines.length > 0 && lines[0] === '') {
        lines.shift();
    }
    while (lines.length > 0 && lines[lines.length - 1] === '') {
        lines.pop();
    }
    return lines.length > 0 ? plainText(lines.join('\n')) : undefined;
}
