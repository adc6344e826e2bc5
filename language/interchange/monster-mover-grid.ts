import type { Edition, TerrainKind } from '../model/board.js';
import { type Hex, hexNeighbor } from '../hex/hex.js';
import { type OffsetCoord, hexToOffset, offsetToHex } from '../hex/offset.js';
import { AREA_CORNERS, AREA_SIZE, Content, GRID_HEIGHT, GRID_WIDTH, Rules } from './monster-mover-link.js';

/**
 * Where a Monster Mover hex is on a `.ghs` board. Both grids are flat-topped hexes in
 * columns, drawn north up; the Monster Mover counts rows from the bottom and lifts its odd
 * columns, `.ghs` counts rows from the top and lowers its odd ones. So the Monster Mover's
 * column c is our column c − 1 (column A is its column 1) and its row y our row 25 − y. A
 * hex's three thin-wall sides (north, north-east, south-east) are our directions 0, 1, 2.
 */

/** A shift of the board in the Monster Mover's grid: whole column pairs (so odd columns stay odd) and rows. */
export interface Placement {
    readonly columns: number;
    readonly rows: number;
}

export const TERRAIN_OF_CONTENT: Record<number, TerrainKind | undefined> = {
    [Content.Obstacle]: 'obstacle', [Content.Wall]: 'wall', [Content.Trap]: 'trap',
    [Content.Hazardous]: 'hazardous', [Content.Difficult]: 'difficult', [Content.Icy]: 'icy'
};
export const CONTENT_OF_TERRAIN: Record<TerrainKind, Content> = {
    obstacle: Content.Obstacle, wall: Content.Wall, trap: Content.Trap,
    hazardous: Content.Hazardous, difficult: Content.Difficult, icy: Content.Icy
};
export const EDITION_OF_RULES: Record<number, Edition> = { [Rules.Frosthaven]: 'frosthaven', [Rules.Gloomhaven]: 'gloomhaven', [Rules.JawsOfTheLion]: 'jotl' };
/**
 * The Monster Mover's rules for each edition. It has none for Gloomhaven's second edition, whose
 * focus and movement are Frosthaven's (without icy terrain): such a board goes as Frosthaven, and
 * the export says so.
 */
export const RULES_OF_EDITION: Record<Edition, Rules> = {
    frosthaven: Rules.Frosthaven, gloomhaven: Rules.Gloomhaven, gloomhaven2e: Rules.Frosthaven, jotl: Rules.JawsOfTheLion
};

/** Offset of a location, with `shift` extra columns (even, so odd columns stay odd). */
export function coordOfLocation(location: number, shift: number): OffsetCoord {
    const column = Math.floor(location / GRID_HEIGHT);
    return { col: column - 1 + shift, row: GRID_HEIGHT - (location % GRID_HEIGHT) };
}

export function locationOfCoord(coord: OffsetCoord, shift: Placement): number | undefined {
    const column = coord.col + 1 + shift.columns;
    const row = GRID_HEIGHT - (coord.row + shift.rows);
    return column >= 0 && column < GRID_WIDTH && row >= 0 && row < GRID_HEIGHT ? column * GRID_HEIGHT + row : undefined;
}

/** The area grid's index of a hex of a `.ghs` area pattern: same orientation, rows from 1. */
export function areaHexOfIndex(index: number): Hex {
    return offsetToHex({ col: Math.floor(index / AREA_SIZE), row: (index % AREA_SIZE) + 1 });
}

export function areaIndexOfHex(h: Hex): number | undefined {
    const { col, row } = hexToOffset(h);
    const index = col * AREA_SIZE + row - 1;
    return col >= 0 && col < AREA_SIZE && row >= 1 && row <= AREA_SIZE && !AREA_CORNERS.includes(index) ? index : undefined;
}

/** The offsets of the six neighbours of a hex. */
export function neighbourCoords(coord: OffsetCoord): OffsetCoord[] {
    return [0, 1, 2, 3, 4, 5].map(d => hexToOffset(hexNeighbor(offsetToHex(coord), d)));
}
