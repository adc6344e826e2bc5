import { BitReader, BitWriter, fromBase64Url, toBase64Url } from './bit-stream.js';

/**
 * The share-link format of the Gloomhaven Monster Mover (data versions 1.0.0 to 1.5.0), as
 * its web client writes and reads it. This module knows the bits only; what they mean on a
 * `.ghs` board is in monster-mover-import.ts and monster-mover-export.ts, on the grid of
 * monster-mover-grid.ts.
 */

/** The current grid: 29 columns of 25 hexes; a hex's location is column × 25 + row, row 0 at the bottom. */
export const GRID_WIDTH = 29;
export const GRID_HEIGHT = 25;
export const GRID_SIZE = GRID_WIDTH * GRID_HEIGHT;
const GRID_BITS = bitsFor(GRID_SIZE + 1);

/** Links of data versions 1.0 to 1.2 used a 23 × 20 grid, centred in the current one when read. */
const OLD_GRID_WIDTH = 23;
const OLD_GRID_HEIGHT = 20;
const OLD_GRID_SIZE = OLD_GRID_WIDTH * OLD_GRID_HEIGHT;
const OLD_GRID_BITS = bitsFor(OLD_GRID_SIZE + 1);
const OLD_ROW_SHIFT = Math.trunc((GRID_HEIGHT - OLD_GRID_HEIGHT) / 2) + 1;
const OLD_COLUMN_SHIFT = Math.trunc((GRID_WIDTH - OLD_GRID_WIDTH) / 4) * 2 + 1;

/** The area grid: 7 × 7 hexes, index column × 7 + row, row 0 at the top; its corners are not part of it. */
export const AREA_SIZE = 7;
const AREA_BITS = bitsFor(AREA_SIZE * AREA_SIZE);
export const AREA_CORNERS: readonly number[] = [0, 1, 6, 7, 13, 14, 28, 35, 41, 42, 43, 48];
/** The middle of the area grid: the attacker's hex of a melee area. */
export const AREA_CENTRE = 24;

export const CURRENT_VERSION = '1.5.0';

export const enum Content { Empty = 0, Obstacle = 1, Wall = 2, Trap = 3, Hazardous = 4, Difficult = 5, Icy = 6 }
export const enum FigureCode { None = 0, Character = 1, Monster = 2 }
export const enum Rules { Frosthaven = 0, Gloomhaven = 1, JawsOfTheLion = 2 }
export const enum Trait { None = 0, Jumping = 1, Flying = 2 }

/** One hex that holds something: terrain, a figure, or thin walls on its north, north-east and south-east edges. */
export interface LinkCell {
    readonly location: number;
    readonly content: number;
    readonly figure: number;
    /** Initiative rank 1..9 (meaningful for the side that does not act). */
    readonly initiative: number;
    readonly walls: readonly [boolean, boolean, boolean];
}

export interface LinkState {
    readonly version: string;
    readonly move: number;
    readonly range: number;
    /** 0 is "no attack". */
    readonly target: number;
    readonly trait: number;
    readonly muddled: boolean;
    /** True when a character, not a monster, takes the turn. */
    readonly charactersAct: boolean;
    /** A display setting of the Monster Mover: the grid drawn turned a quarter. */
    readonly rotated: boolean;
    readonly rules: number;
    readonly teleport: boolean;
    /** Location of the figure that takes the turn, if any. */
    readonly active?: number;
    /** Area hexes, ascending indices into the 7 × 7 area grid. */
    readonly area: readonly number[];
    /** Ascending by location. */
    readonly cells: readonly LinkCell[];
}

interface VersionTraits {
    readonly rulesBits: 0 | 1 | 2;
    readonly oldGrid: boolean;
    readonly teleport: boolean;
}

const VERSIONS: Record<string, VersionTraits> = {
    '1.0.0': { rulesBits: 0, oldGrid: true, teleport: false },
    '1.1.0': { rulesBits: 1, oldGrid: true, teleport: false },
    '1.2.0': { rulesBits: 2, oldGrid: true, teleport: false },
    '1.3.0': { rulesBits: 2, oldGrid: false, teleport: false },
    '1.4.0': { rulesBits: 2, oldGrid: false, teleport: false },
    '1.5.0': { rulesBits: 2, oldGrid: false, teleport: true }
};

function bitsFor(value: number): number {
    return Math.ceil(Math.log2(value + 1));
}

export class LinkError extends Error {}

/** The part of a share link after the site's address (a bare code is taken as is). */
export function linkCode(link: string): string {
    const trimmed = link.trim();
    const path = /^[a-z]+:\/\/[^/]+\/(.*)$/i.exec(trimmed)?.[1] ?? trimmed;
    return path.replace(/^los\//, '').replace(/[?#].*$/, '').replace(/\/+$/, '');
}

function check(value: number, min: number, max: number, what: string): number {
    if (value < min || value > max) {
        throw new LinkError(`the link's ${what} is ${value}, outside ${min}..${max}`);
    }
    return value;
}

/** Reads a share link (or its code); throws LinkError with the reason when it is not one. */
export function decodeLink(link: string): LinkState {
    const code = linkCode(link);
    const bytes = code === '' ? undefined : fromBase64Url(code);
    if (!bytes) {
        throw new LinkError(`'${code}' is not a Monster Mover scenario code`);
    }
    const reader = new BitReader(bytes);
    try {
        const version = `${reader.read(4)}.${reader.read(3)}.${reader.read(3)}`;
        const traits = VERSIONS[version];
        if (!traits) {
            throw new LinkError(`the link's data version ${version} is not one of ${Object.keys(VERSIONS).join(', ')}`);
        }
        const move = check(reader.read(4), 0, 9, 'move');
        const range = check(reader.read(4), 0, 9, 'range');
        const target = check(reader.read(3), 0, 6, 'target');
        const trait = check(reader.read(2), 0, 2, 'movement trait');
        const muddled = reader.read(1) === 1;
        const charactersAct = reader.read(1) === 1;
        const rotated = reader.read(1) === 1;
        const rules = traits.rulesBits === 0 ? Rules.Gloomhaven
            : traits.rulesBits === 1 ? (reader.read(1) === 1 ? Rules.JawsOfTheLion : Rules.Gloomhaven)
                : check(reader.read(2), 0, 2, 'game rules');
        const teleport = traits.teleport ? reader.read(1) === 1 : false;
        const size = traits.oldGrid ? OLD_GRID_SIZE : GRID_SIZE;
        const bits = traits.oldGrid ? OLD_GRID_BITS : GRID_BITS;
        const place = traits.oldGrid ? oldLocation : (location: number) => location;
        const activeRead = check(reader.read(bits), 0, size, 'active figure');
        const active = activeRead === size ? undefined : place(activeRead);
        const area: number[] = [];
        const areaCount = reader.read(AREA_BITS);
        for (let i = 0; i < areaCount; i++) {
            const index = check(reader.read(AREA_BITS), 0, AREA_SIZE * AREA_SIZE - 1, 'area hex');
            if (AREA_CORNERS.includes(index)) {
                throw new LinkError(`the link's area hex ${index} lies outside the area grid`);
            }
            if (!area.includes(index)) {
                area.push(index);
            }
        }
        const cells: LinkCell[] = [];
        const cellCount = reader.read(bits);
        let last = -1;
        for (let i = 0; i < cellCount; i++) {
            const delta = reader.read(1) === 0 ? reader.read(2) : reader.read(bits);
            const read = check(last + delta + 1, 0, size - 1, 'hex location');
            last = read;
            const content = check(reader.read(3), Content.Empty, Content.Icy, 'terrain');
            const figure = check(reader.read(2), FigureCode.None, FigureCode.Monster, 'figure');
            const initiative = figure === FigureCode.None ? 1 : check(reader.read(4), 1, 9, 'initiative');
            const walls: [boolean, boolean, boolean] = reader.read(1) === 1
                ? [reader.read(1) === 1, reader.read(1) === 1, reader.read(1) === 1]
                : [false, false, false];
            cells.push({ location: place(read), content, figure, initiative, walls });
        }
        if (active !== undefined) {
            const code = charactersAct ? FigureCode.Character : FigureCode.Monster;
            if (cells.find(cell => cell.location === active)?.figure !== code) {
                throw new LinkError(`the link's active figure is not a ${charactersAct ? 'character' : 'monster'}`);
            }
        }
        area.sort((a, b) => a - b);
        return { version, move, range, target, trait, muddled, charactersAct, rotated, rules, teleport, active, area, cells };
    } catch (error) {
        if (error instanceof RangeError) {
            throw new LinkError(error.message);
        }
        throw error;
    }
}

/** Where a location of the 23 × 20 grid of the first data versions lies in the current grid. */
function oldLocation(location: number): number {
    const column = Math.floor(location / OLD_GRID_HEIGHT) + OLD_COLUMN_SHIFT;
    const row = (location % OLD_GRID_HEIGHT) + OLD_ROW_SHIFT - (column % 2);
    return column * GRID_HEIGHT + row;
}

/** The share code of a state, always in the current data version. */
export function encodeLink(state: LinkState): string {
    const writer = new BitWriter();
    const [major, minor, build] = CURRENT_VERSION.split('.').map(Number);
    writer.write(4, major);
    writer.write(3, minor);
    writer.write(3, build);
    writer.write(4, state.move);
    writer.write(4, state.range);
    writer.write(3, state.target);
    writer.write(2, state.trait);
    writer.write(1, state.muddled ? 1 : 0);
    writer.write(1, state.charactersAct ? 1 : 0);
    writer.write(1, state.rotated ? 1 : 0);
    writer.write(2, state.rules);
    writer.write(1, state.teleport ? 1 : 0);
    writer.write(GRID_BITS, state.active ?? GRID_SIZE);
    const area = [...new Set(state.area)].sort((a, b) => a - b);
    writer.write(AREA_BITS, area.length);
    for (const index of area) {
        writer.write(AREA_BITS, index);
    }
    const cells = [...state.cells].sort((a, b) => a.location - b.location);
    writer.write(GRID_BITS, cells.length);
    let last = -1;
    for (const cell of cells) {
        const delta = cell.location - last - 1;
        if (delta < 4) {
            writer.write(1, 0);
            writer.write(2, delta);
        } else {
            writer.write(1, 1);
            writer.write(GRID_BITS, delta);
        }
        last = cell.location;
        writer.write(3, cell.content);
        writer.write(2, cell.figure);
        if (cell.figure !== FigureCode.None) {
            writer.write(4, cell.initiative);
        }
        const anyWall = cell.walls.some(Boolean);
        writer.write(1, anyWall ? 1 : 0);
        if (anyWall) {
            for (const wall of cell.walls) {
                writer.write(1, wall ? 1 : 0);
            }
        }
    }
    return toBase64Url(writer.bytes());
}

export const SITE = 'https://gloom.aluminumangel.org/';

export function linkOf(state: LinkState): string {
    return SITE + encodeLink(state);
}
