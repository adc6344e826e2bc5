import type { Point } from './layout.js';
import { type Box, LABEL_GAP, LABEL_Y, TEXT, labelBand } from './figure-layout.js';

/**
 * Where each figure's label row goes under its token (its hit points, the damage of the last turn,
 * its name) and how much of the name it shows. Text has one size on the board, so a name never
 * shrinks: it is drawn whole whenever it fits between what the figures around draw, the row
 * moves sideways when one side lacks the room, and the name is cut only when even that fails
 * (the figure's tooltip, the hover and the legend of what is not shown still hold the whole
 * name). The hit points are never cut. The room is measured in screen space, so the same rule
 * serves the flat and the turned grid.
 */

export interface LabelledFigure {
    readonly name: string;
    /** The centre of the figure's hex. */
    readonly center: Point;
    /** The width of what the row holds before the name and never cuts (the hit points, the damage), 0 for none. */
    readonly fixed: number;
    /** What the figure draws above its row (token, icons): the other figures' rows keep clear of it. */
    readonly boxes: readonly Box[];
}

export interface NameLabel {
    /** The name as drawn: whole, cut with `…`, or empty when only the fixed part fits. */
    readonly text: string;
    readonly fontSize: number;
    /** Where the row starts (its left end) and its width, fixed part and name together. */
    readonly left: number;
    readonly width: number;
    /** The centre line of the row. */
    readonly y: number;
}

/**
 * A row is never wider than twice this, in hex sizes, however empty the board around, and reaches
 * at most twice this to one side (at the board's edge, where it moves inward).
 */
const FURTHEST = 4;
/** Between a row and what it keeps clear of, in hex sizes. */
const CLEARANCE = 0.06;

/**
 * Advance widths in ems of the semi-bold sans-serif a browser picks for `system-ui`, rounded up
 * from DejaVu Sans Bold (the widest common one, measured in Chromium), so that an estimate does
 * not fall short of the drawn text.
 */
function charWidth(ch: string): number {
    if (/[ijlI.,:;'!|]/.test(ch)) {
        return 0.36;
    }
    if (/[ftr]/.test(ch)) {
        return 0.48;
    }
    if (/[mwMW]/.test(ch)) {
        return 1.08;
    }
    if (/[A-Z0-9]/.test(ch)) {
        return 0.78;
    }
    return 0.7;
}

export function textWidth(text: string, fontSize: number): number {
    let ems = 0;
    for (const ch of text) {
        ems += charWidth(ch);
    }
    return ems * fontSize;
}

/** The rows of all figures, each fitted to the room the figures around leave it. */
export function fitNameLabels(figures: readonly LabelledFigure[], size: number, boardWidth: number): NameLabel[] {
    const nearby = neighbourhoods(figures, size);
    return figures.map(figure => fitLabel(figure, room(figure, nearby(figure), size, boardWidth), size));
}

/**
 * Only figures a few hexes away can limit a row (it never reaches further than FURTHEST), so
 * figures are sorted into square cells that wide and each looks at its own and the adjacent
 * cells: a board with thousands of figures is labelled in linear time.
 */
function neighbourhoods(figures: readonly LabelledFigure[], size: number): (figure: LabelledFigure) => LabelledFigure[] {
    const cell = size * (4 * FURTHEST + 2);
    const key = (col: number, row: number): string => `${col},${row}`;
    const cells = new Map<string, LabelledFigure[]>();
    for (const figure of figures) {
        const k = key(Math.floor(figure.center.x / cell), Math.floor(figure.center.y / cell));
        const list = cells.get(k);
        if (list) {
            list.push(figure);
        } else {
            cells.set(k, [figure]);
        }
    }
    return figure => {
        const col = Math.floor(figure.center.x / cell);
        const row = Math.floor(figure.center.y / cell);
        const found: LabelledFigure[] = [];
        for (let dc = -1; dc <= 1; dc++) {
            for (let dr = -1; dr <= 1; dr++) {
                found.push(...cells.get(key(col + dc, row + dr)) ?? []);
            }
        }
        return found;
    };
}

interface Room {
    readonly left: number;
    readonly right: number;
}

function fitLabel(figure: LabelledFigure, room: Room, size: number): NameLabel {
    const fontSize = round(size * TEXT);
    const gap = size * LABEL_GAP;
    const y = round(figure.center.y + LABEL_Y * size);
    const rowWidth = (name: string): number => figure.fixed + (name === '' ? 0 : (figure.fixed > 0 ? gap : 0) + textWidth(name, fontSize));
    const place = (text: string): NameLabel => {
        // Centred under the token, unless one side lacks the room (at the board's edge, beside a neighbour).
        const width = rowWidth(text);
        const half = width / 2;
        const shift = half > room.left ? half - room.left : half > room.right ? room.right - half : 0;
        return { text, fontSize, left: round(figure.center.x + shift - half), width: round(width), y };
    };
    const total = room.left + room.right;
    if (rowWidth(figure.name) <= total) {
        return place(figure.name);
    }
    let kept = figure.name.length - 1;
    while (kept >= 1 && rowWidth(`${figure.name.slice(0, kept)}…`) > total) {
        kept--;
    }
    return place(kept >= 1 ? `${figure.name.slice(0, kept)}…` : '');
}

/**
 * How far the row may reach to each side of the figure's centre: short of any token or icon of
 * another figure level with it, short of halfway to any other row on its line, and inside the board.
 */
function room(figure: LabelledFigure, figures: readonly LabelledFigure[], size: number, boardWidth: number): Room {
    const { x } = figure.center;
    const band = labelBand(figure.center, size);
    const clear = size * CLEARANCE;
    let left = Math.min(size * 2 * FURTHEST, x);
    let right = Math.min(size * 2 * FURTHEST, boardWidth - x);
    for (const other of figures) {
        if (other === figure) {
            continue;
        }
        for (const box of other.boxes) {
            if (box.bottom <= band.top || box.top >= band.bottom) {
                continue;
            }
            if ((box.left + box.right) / 2 < x) {
                left = Math.min(left, x - box.right - clear);
            } else {
                right = Math.min(right, box.left - x - clear);
            }
        }
        const otherBand = labelBand(other.center, size);
        if (otherBand.bottom > band.top && otherBand.top < band.bottom) {
            const dx = other.center.x - x;
            const limit = Math.abs(dx) / 2 - clear;
            if (dx < 0) {
                left = Math.min(left, limit);
            } else if (dx > 0) {
                right = Math.min(right, limit);
            } else {
                left = Math.min(left, limit);
                right = Math.min(right, limit);
            }
        }
    }
    left = Math.max(left, 0);
    right = Math.max(right, 0);
    // No wider than 2 × FURTHEST: the side with more room gives up the excess.
    const excess = left + right - size * 2 * FURTHEST;
    if (excess > 0) {
        const fromLeft = Math.min(excess, Math.max(0, left - size * FURTHEST));
        left -= fromLeft;
        right -= excess - fromLeft;
    }
    return { left, right };
}

function round(n: number): number {
    return Math.round(n * 100) / 100;
}
