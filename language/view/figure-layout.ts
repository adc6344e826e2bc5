import type { Point } from './layout.js';

/**
 * Where a figure's parts go in its hex, in hex sizes (centre to corner) from the hex's centre:
 * the condition icons in a row along the top, the token with the initiative, and one label row
 * below it with the hit points, the damage of the last turn and the name. Every text on the
 * board has one size, `TEXT`: the preview scales the board so that this size is never less than
 * the editor's text allows (see client/webview/zoom.ts), so nothing is drawn smaller.
 *
 * The parts stay inside the hex's height (√3 sizes), so figures in the hexes above and below
 * never touch them; only the label row may reach sideways, and `fitNameLabels` keeps it clear of
 * what the figures around draw.
 */

/** Every text on the board, in hex sizes. */
export const TEXT = 0.55;
/** The height a text takes on the page: its font size and the room a browser gives above and below it. */
export const TEXT_HEIGHT = TEXT * 1.16;

export const TOKEN_RADIUS = 0.38;
export const TOKEN_Y = -0.12;

export const ICON_RADIUS = 0.195;
export const ICON_Y = -0.66;
/** Three icons fit across the top of the hex; a fourth condition and more are told by a `+`. */
export const ICON_SLOTS: readonly number[] = [-0.43, 0, 0.43];

export const LABEL_Y = 0.56;
/** Padding either side of a number in its pill. */
export const PILL_PAD = 0.12;
/** Between the parts of the label row. */
export const LABEL_GAP = 0.15;

export interface Box {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
}

/** The token's box, around the hex centre `c`, for a hex of `size`. */
export function tokenBox(c: Point, size: number): Box {
    const r = TOKEN_RADIUS * size;
    const y = c.y + TOKEN_Y * size;
    return { left: c.x - r, top: y - r, right: c.x + r, bottom: y + r };
}

/** The centres of the icons a figure with `count` icons draws (at most three slots). */
export function iconCentres(c: Point, size: number, count: number): Point[] {
    const shown = Math.min(count, ICON_SLOTS.length);
    // Centred over the token: one icon in the middle, two either side of it, three across.
    const slots = shown === 1 ? [0] : shown === 2 ? [-0.21, 0.21] : ICON_SLOTS;
    return slots.slice(0, shown).map(dx => ({ x: c.x + dx * size, y: c.y + ICON_Y * size }));
}

export function iconBox(centre: Point, size: number): Box {
    const r = ICON_RADIUS * size;
    return { left: centre.x - r, top: centre.y - r, right: centre.x + r, bottom: centre.y + r };
}

/** The band of the label row, top and bottom, for the hex centred at `c`. */
export function labelBand(c: Point, size: number): { top: number; bottom: number } {
    const y = c.y + LABEL_Y * size;
    return { top: y - TEXT_HEIGHT * size / 2, bottom: y + TEXT_HEIGHT * size / 2 };
}

export function overlaps(a: Box, b: Box): boolean {
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
