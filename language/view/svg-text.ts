import { visibleText } from '../explain/visible-text.js';
import { type Point, round } from './layout.js';

/** Small pieces of SVG text shared by the board's drawings. */

/**
 * Text as XML character data or an attribute value. Hidden controls are written out as their code
 * points, and the characters XML 1.0 cannot hold at all, not even as a reference (a lone
 * surrogate, U+FFFE, U+FFFF), become U+FFFD: the SVG stays well-formed whatever the text.
 */
export function escapeXml(text: string): string {
    return visibleText(text)
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g, '\uFFFD')
        .replace(/[&<>"']/g, ch => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

export function points(list: readonly Point[]): string {
    return list.map(p => `${round(p.x)},${round(p.y)}`).join(' ');
}

/** A text centred on its point, in the board's one text size. */
export function centredText(cls: string, at: Point, fontSize: number, text: string, anchor: 'middle' | 'start' = 'middle', attributes = ''): string {
    return `<text${cls ? ` class="${cls}"` : ''}${attributes} x="${round(at.x)}" y="${round(at.y)}" text-anchor="${anchor}" dominant-baseline="central" ` +
        `font-size="${round(fontSize)}">${escapeXml(text)}</text>`;
}
