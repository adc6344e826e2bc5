import { formatCoordinate } from '../hex/offset.js';

/**
 * Areas of attack as Gloomhaven Secretariat writes them: `"(x,y,kind)|(x,y,kind)|…"`, hexes in
 * pointy-topped rows (`x` along a row, `y` the row, downwards), odd rows shifted half a hex to the
 * right. `.ghs` draws areas in flat-topped columns (odd columns half a hex lower), so each hex is
 * turned a quarter counter-clockwise: row `y` becomes column `y`, and `x` counts rows upwards.
 * The turn keeps every hex's neighbours, so the shape is the one printed; `ghs render --rotate`,
 * which turns the board a quarter clockwise, shows it as the card prints it.
 */

export interface AreaHex {
    readonly x: number;
    readonly y: number;
    readonly kind: string;
}

/** An area as `.ghs` writes it: the hexes hit, and the monster's hex for a melee area. */
export interface GhsArea {
    readonly hexes: readonly string[];
    readonly origin?: string;
    /** What the pattern holds that an `aoe` line cannot say, in words; empty when nothing. */
    readonly leftOut: readonly string[];
}

const HEX = /^\(\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*([A-Za-z]+)\s*\)$/;

/** The hexes of a pattern string, or the reason it is not one. */
export function parseAreaPattern(pattern: string): AreaHex[] | string {
    const parts = pattern.split('|').map(part => part.trim());
    const hexes: AreaHex[] = [];
    for (const part of parts) {
        const match = HEX.exec(part);
        if (!match) {
            return `'${part}' is not a hex written (x,y,kind)`;
        }
        hexes.push({ x: Number(match[1]), y: Number(match[2]), kind: match[3] });
    }
    return hexes;
}

/** Flat-topped column and row (from 0) of a pointy-topped hex, turned a quarter counter-clockwise. */
function turned(hex: AreaHex): { col: number; row: number } {
    // A pointy-topped hex of an odd row sits half a hex right; turned, its column sits half a hex
    // lower, as `.ghs`'s odd columns do: so the column keeps the row's parity.
    return { col: hex.y, row: -hex.x - (hex.y & 1) };
}

/**
 * The `.ghs` area of a pattern: its `target` hexes, and its `active` hex (the monster) as the
 * origin. Columns move by an even number and rows by any, so that the area starts at A1 and
 * each column keeps its half-hex shift.
 */
export function areaFromPattern(hexes: readonly AreaHex[]): GhsArea {
    const cells = hexes.map(hex => ({ ...turned(hex), kind: hex.kind }));
    const minCol = Math.min(...cells.map(c => c.col));
    const colShift = minCol - (minCol & 1);
    const rowShift = Math.min(...cells.map(c => c.row));
    const label = (c: { col: number; row: number }): string => formatCoordinate({ col: c.col - colShift, row: c.row - rowShift + 1 });
    const targets = cells.filter(c => c.kind === 'target');
    const actives = cells.filter(c => c.kind === 'active');
    const others = cells.filter(c => c.kind !== 'target' && c.kind !== 'active');
    const leftOut: string[] = [];
    if (actives.length > 1) {
        leftOut.push(`${actives.length} active hexes (${actives.map(label).join(', ')}): an area has one origin, the first is kept`);
    }
    for (const kind of [...new Set(others.map(c => c.kind))]) {
        const of = others.filter(c => c.kind === kind).map(label);
        leftOut.push(`${of.length === 1 ? 'a hex' : 'hexes'} of kind '${kind}' (${of.join(', ')})`);
    }
    return {
        hexes: sortedLabels(targets).map(label),
        ...(actives.length > 0 ? { origin: label(actives[0]) } : {}),
        leftOut
    };
}

/** Column by column, top to bottom: the order a reader scans the grid. */
function sortedLabels<T extends { col: number; row: number }>(cells: readonly T[]): T[] {
    return [...cells].sort((a, b) => a.col - b.col || a.row - b.row);
}
