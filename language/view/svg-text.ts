import { type Point, round } from './layout.js';

/** Small pieces of SVG text shared by the board's drawings. */

export function escapeXml(text: string): string {
    return text.replace(/[&<>"']/g, ch => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

export function points(list: readonly Point[]): string {
    return list.map(p => `${round(p.x)},${round(p.y)}`).join(' ');
}

/** A text centred on its point, in the board's one text size. */
export function centredText(cls: string, at: Point, fontSize: number, text: string, anchor: 'middle' | 'start' = 'middle', attributes = ''): string {
    return `<text${cls ? ` class="${cls}"` : ''}${attributes} x="${round(at.x)}" y="${round(at.y)}" text-anchor="${anchor}" dominant-baseline="central" ` +
        `font-size="${round(fontSize)}">${escapeXml(text)}</text>`;
}
