import type { Point } from './layout.js';

/**
 * Where a figure's name goes under its token, and how large: a name is drawn whole whenever it
 * fits between the figures around it, made a little smaller if that makes it fit, and cut only
 * when even that fails (the figure's tooltip still holds the whole name). The room is measured
 * in screen space, so the same rule serves the flat and the turned grid.
 */

export interface NameLabel {
    readonly text: string;
    readonly fontSize: number;
    /** Centre of the text, below the token. */
    readonly x: number;
    readonly y: number;
}

export interface LabelledFigure {
    readonly name: string;
    readonly center: Point;
}

/** Sizes in units of the hex size (centre to corner). */
const FONT = 0.28;
const SMALLEST_FONT = 0.23;
const BELOW = 0.64;
const TOKEN_RADIUS = 0.4;
const GAP = 0.06;
/** Between two names on one line, so that they read as two. */
const LABEL_GAP = 0.3;
/** A label never reaches further than this from its figure, however empty the board around. */
const FURTHEST = 2;

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
    if (/[A-Z]/.test(ch)) {
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

/** The labels of all figures, each fitted to the room its neighbours leave it. */
export function fitNameLabels(figures: readonly LabelledFigure[], size: number, boardWidth: number): NameLabel[] {
    const nearby = neighbourhoods(figures, size);
    return figures.map(figure => fitLabel(figure.name, room(figure, nearby(figure), size, boardWidth), size, figure.center));
}

/**
 * Only figures a few hexes away can limit a label (it never reaches further than FURTHEST), so
 * figures are sorted into square cells that wide and each looks at its own and the adjacent
 * cells: a board with thousands of figures is labelled in linear time.
 */
function neighbourhoods(figures: readonly LabelledFigure[], size: number): (figure: LabelledFigure) => LabelledFigure[] {
    const cell = size * (2 * FURTHEST + 1);
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

function fitLabel(name: string, room: Room, size: number, center: Point): NameLabel {
    const total = room.left + room.right;
    const place = (text: string, fontSize: number): NameLabel => {
        // Centred under the token, unless one side lacks the room (at the board's edge).
        const half = textWidth(text, fontSize) / 2;
        const shift = half > room.left ? half - room.left : half > room.right ? room.right - half : 0;
        return { text, fontSize: round(fontSize), x: round(center.x + shift), y: round(center.y + size * BELOW) };
    };
    const full = size * FONT;
    const width = textWidth(name, full);
    if (width <= total) {
        return place(name, full);
    }
    // Text width scales with the font, so one division finds the size that fits.
    const fitting = full * total / width;
    const smallest = size * SMALLEST_FONT;
    if (fitting >= smallest) {
        return place(name, fitting);
    }
    let kept = name.length - 1;
    while (kept > 1 && textWidth(`${name.slice(0, kept)}…`, smallest) > total) {
        kept--;
    }
    return place(`${name.slice(0, kept)}…`, smallest);
}

/**
 * How far the label may reach to each side of the figure's centre: short of any token level
 * with it, short of halfway to any other label on its line, and inside the board.
 */
function room(figure: LabelledFigure, figures: readonly LabelledFigure[], size: number, boardWidth: number): Room {
    const { x, y } = figure.center;
    const labelY = y + size * BELOW;
    const band = size * FONT;
    let left = Math.min(size * FURTHEST, x);
    let right = Math.min(size * FURTHEST, boardWidth - x);
    for (const other of figures) {
        if (other === figure) {
            continue;
        }
        const dx = other.center.x - x;
        let limit = Infinity;
        if (Math.abs(other.center.y - labelY) < size * TOKEN_RADIUS + band / 2) {
            limit = Math.abs(dx) - size * (TOKEN_RADIUS + GAP);
        }
        if (Math.abs(other.center.y + size * BELOW - labelY) < band) {
            limit = Math.min(limit, Math.abs(dx) / 2 - size * LABEL_GAP / 2);
        }
        if (dx < 0) {
            left = Math.min(left, limit);
        } else if (dx > 0) {
            right = Math.min(right, limit);
        } else {
            left = Math.min(left, limit);
            right = Math.min(right, limit);
        }
    }
    return { left: Math.max(left, 0), right: Math.max(right, 0) };
}

function round(n: number): number {
    return Math.round(n * 100) / 100;
}
