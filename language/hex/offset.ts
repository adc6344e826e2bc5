import { type Hex, hex } from './hex.js';

/**
 * Odd-q offset coordinates, as written in scenarios: `col` counts columns from A = 0,
 * `row` counts rows from 1 at the top. Odd columns (B, D, F…) sit half a hex lower.
 */
export interface OffsetCoord {
    readonly col: number;
    readonly row: number;
}

const COORDINATE = /^([A-Z]+)([1-9][0-9]*)$/;

/** Longest column label accepted: keeps column indices well inside safe integers. */
const MAX_COLUMN_LETTERS = 4;
const MAX_ROW_DIGITS = 6;

/** Parses `A1`, `C4`, `AB12`; anything else (lower case, `A0`, `A01`, names) is not a coordinate. */
export function parseCoordinate(label: string): OffsetCoord | undefined {
    const match = COORDINATE.exec(label);
    if (!match || match[1].length > MAX_COLUMN_LETTERS || match[2].length > MAX_ROW_DIGITS) {
        return undefined;
    }
    return { col: columnIndex(match[1]), row: Number(match[2]) };
}

export function isCoordinate(label: string): boolean {
    return parseCoordinate(label) !== undefined;
}

/** `A` = 0 … `Z` = 25, `AA` = 26 … (bijective base 26). */
export function columnIndex(letters: string): number {
    let value = 0;
    for (const ch of letters) {
        value = value * 26 + (ch.charCodeAt(0) - 64);
    }
    return value - 1;
}

export function columnLetters(index: number): string {
    let n = index + 1;
    let letters = '';
    while (n > 0) {
        const rem = (n - 1) % 26;
        letters = String.fromCharCode(65 + rem) + letters;
        n = Math.floor((n - 1) / 26);
    }
    return letters;
}

export function formatCoordinate(coord: OffsetCoord): string {
    return `${columnLetters(coord.col)}${coord.row}`;
}

export function offsetToHex(coord: OffsetCoord): Hex {
    return hex(coord.col, coord.row - (coord.col - (coord.col & 1)) / 2);
}

export function hexToOffset(h: Hex): OffsetCoord {
    return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

/** The label of a hex, or a bracketed axial form for hexes left of column A or above row 1. */
export function hexLabel(h: Hex): string {
    const coord = hexToOffset(h);
    return coord.col >= 0 && coord.row >= 1 ? formatCoordinate(coord) : `(${coord.col},${coord.row})`;
}

export function labelToHex(label: string): Hex | undefined {
    const coord = parseCoordinate(label);
    return coord && offsetToHex(coord);
}
