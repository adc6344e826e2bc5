import type { Point } from './layout.js';

/**
 * A small icon for each condition, after the game's own tokens: a disc of the condition's colour
 * with a white glyph drawn in lines (no text, so it reads at any size the board is drawn at).
 * The legend under the board names each icon shown.
 *
 * - poison: a drop with a cross, as the game's green poison token;
 * - wound: a drop, red;
 * - immobilize: two chain links;
 * - disarm: a sword broken across;
 * - stun: a four-pointed star;
 * - muddle: a spiral;
 * - strengthen: an arrow up;
 * - invisible: an eye;
 * - long rest (not a condition, told the same way): a crescent moon.
 */

export type IconName = 'poison' | 'wound' | 'muddle' | 'immobilize' | 'disarm' | 'stun' | 'strengthen' | 'invisible' | 'long rest' | 'more';

/** The glyph of an icon of radius `r` centred on `c`, as path data. */
export function iconGlyph(name: IconName, c: Point, r: number): string {
    const p = (x: number, y: number): string => `${round(c.x + x * r)},${round(c.y + y * r)}`;
    const a = (rx: number, ry: number): string => `${round(rx * r)},${round(ry * r)}`;
    switch (name) {
        case 'poison':
            return `M${p(0, -0.62)}C${p(0.5, -0.05)} ${p(0.48, 0.55)} ${p(0, 0.55)}C${p(-0.48, 0.55)} ${p(-0.5, -0.05)} ${p(0, -0.62)}Z` +
                `M${p(-0.2, 0.02)}L${p(0.2, 0.38)}M${p(0.2, 0.02)}L${p(-0.2, 0.38)}`;
        case 'wound':
            return `M${p(0, -0.62)}C${p(0.5, -0.05)} ${p(0.48, 0.55)} ${p(0, 0.55)}C${p(-0.48, 0.55)} ${p(-0.5, -0.05)} ${p(0, -0.62)}Z`;
        case 'immobilize':
            return `M${p(-0.55, -0.2)}A${a(0.22, 0.22)} 0 1 1 ${p(-0.1, -0.2)}L${p(-0.1, 0.2)}A${a(0.22, 0.22)} 0 1 1 ${p(-0.55, 0.2)}Z` +
                `M${p(0.1, -0.2)}A${a(0.22, 0.22)} 0 1 1 ${p(0.55, -0.2)}L${p(0.55, 0.2)}A${a(0.22, 0.22)} 0 1 1 ${p(0.1, 0.2)}Z` +
                `M${p(-0.3, 0)}L${p(0.3, 0)}`;
        case 'disarm':
            return `M${p(-0.5, 0.5)}L${p(-0.08, 0.08)}M${p(0.08, -0.08)}L${p(0.5, -0.5)}M${p(-0.62, 0.3)}L${p(-0.3, 0.62)}M${p(-0.45, -0.15)}L${p(0.15, 0.45)}`;
        case 'stun':
            return `M${p(0, -0.65)}L${p(0.16, -0.16)}L${p(0.65, 0)}L${p(0.16, 0.16)}L${p(0, 0.65)}L${p(-0.16, 0.16)}L${p(-0.65, 0)}L${p(-0.16, -0.16)}Z`;
        case 'muddle':
            return `M${p(0, 0)}A${a(0.12, 0.12)} 0 1 1 ${p(0.24, 0)}A${a(0.26, 0.26)} 0 1 1 ${p(-0.28, 0)}A${a(0.4, 0.4)} 0 1 1 ${p(0.52, 0)}`;
        case 'strengthen':
            return `M${p(0, 0.6)}L${p(0, -0.5)}M${p(-0.4, -0.1)}L${p(0, -0.55)}L${p(0.4, -0.1)}`;
        case 'invisible':
            return `M${p(-0.65, 0)}Q${p(0, -0.6)} ${p(0.65, 0)}Q${p(0, 0.6)} ${p(-0.65, 0)}Z M${p(-0.18, 0)}A${a(0.18, 0.18)} 0 1 1 ${p(0.18, 0)}A${a(0.18, 0.18)} 0 1 1 ${p(-0.18, 0)}`;
        case 'long rest':
            return `M${p(0.25, -0.55)}A${a(0.58, 0.58)} 0 1 0 ${p(0.5, 0.35)}A${a(0.45, 0.45)} 0 0 1 ${p(0.25, -0.55)}Z`;
        case 'more':
            return `M${p(-0.5, 0)}L${p(0.5, 0)}M${p(0, -0.5)}L${p(0, 0.5)}`;
    }
}

/** The whole icon: its disc and its glyph, with the word in its tooltip. */
export function iconSvg(name: IconName, c: Point, r: number, title: string): string {
    const kind = name.replace(' ', '-');
    return `<g class="ghs-condition ghs-condition-${kind}" data-condition="${name}">` +
        `<circle cx="${round(c.x)}" cy="${round(c.y)}" r="${round(r)}"/>` +
        `<path class="ghs-condition-glyph" d="${iconGlyph(name, c, r)}"/>` +
        `<title>${title}</title></g>`;
}

function round(n: number): number {
    return Math.round(n * 100) / 100;
}
