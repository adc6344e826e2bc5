import type { TerrainKind } from '../model/board.js';
import { hexNeighbor } from '../hex/hex.js';
import { type OffsetCoord, formatCoordinate, hexToOffset, offsetToHex, parseCoordinate } from '../hex/offset.js';
import {
    AREA_CENTRE, Content, FigureCode, GRID_HEIGHT, LinkError, type LinkState, Trait, decodeLink, linkCode
} from './monster-mover-link.js';
import { EDITION_OF_RULES, type Placement, TERRAIN_OF_CONTENT, areaHexOfIndex, coordOfLocation, locationOfCoord, neighbourCoords } from './monster-mover-grid.js';

/** A Monster Mover board as a `.ghs` scenario. */

export interface ImportResult {
    readonly text: string;
    readonly warnings: readonly string[];
}

/** A `.ghs` scenario of a decoded link; throws LinkError for what `.ghs` cannot hold at all. */
export function scenarioFromLink(state: LinkState, code: string): ImportResult {
    if (state.charactersAct) {
        throw new LinkError("the link plays a character's turn; a .ghs scenario plays the monsters' turns only");
    }
    const warnings: string[] = [];
    const firstColumnUsed = state.cells.some(cell => cell.location < GRID_HEIGHT);
    const shift = firstColumnUsed ? 2 : 0;
    if (firstColumnUsed) {
        warnings.push("The board uses the Monster Mover's first column: it is imported two columns to the right, so exporting it gives another link.");
    }
    const at = (location: number): OffsetCoord => coordOfLocation(location, shift);
    const terrain = new Map<TerrainKind, OffsetCoord[]>();
    const thinWalls: Array<[OffsetCoord, OffsetCoord]> = [];
    const used: OffsetCoord[] = [];
    for (const cell of state.cells) {
        const coord = at(cell.location);
        used.push(coord);
        const kind = TERRAIN_OF_CONTENT[cell.content];
        if (kind) {
            terrain.set(kind, [...terrain.get(kind) ?? [], coord]);
        }
        cell.walls.forEach((wall, side) => {
            if (!wall) {
                return;
            }
            const other = hexToOffset(hexNeighbor(offsetToHex(coord), side));
            if (locationOfCoord(other, { columns: -shift, rows: 0 }) === undefined) {
                warnings.push(`The thin wall on the ${['north', 'north-east', 'south-east'][side]} edge of ${formatCoordinate(coord)} borders the edge of the Monster Mover's grid: left out.`);
                return;
            }
            used.push(other);
            thinWalls.push([coord, other]);
        });
    }
    const lines: string[] = [];
    lines.push(`// Imported from the Monster Mover link ${code} (data version ${state.version}).`);
    lines.push('scenario "Monster Mover board" {');
    lines.push(`  rules ${EDITION_OF_RULES[state.rules]}`);
    if (used.length > 0) {
        const from = { col: Math.min(...used.map(c => c.col)), row: Math.min(...used.map(c => c.row)) };
        const to = { col: Math.max(...used.map(c => c.col)), row: Math.max(...used.map(c => c.row)) };
        lines.push(`  map ${formatCoordinate(from)}..${formatCoordinate(to)}`);
        const open = openEdges(state, from, to, shift);
        if (open.length > 0) {
            warnings.push(`The Monster Mover's grid is open floor beyond ${formatCoordinate(from)}..${formatCoordinate(to)}, the map imported; `
                + `the figures could leave the room there by ${open.slice(0, 5).join(', ')}${open.length > 5 ? ' …' : ''}.`);
        }
    } else {
        warnings.push('The link holds an empty board: the map is a single hex.');
        lines.push('  map A1..A1');
    }
    for (const [kind, coords] of terrain) {
        lines.push(`  ${statement(kind)}${areaList(coords)}`);
    }
    for (const [a, b] of thinWalls) {
        lines.push(`  wall between ${formatCoordinate(a)} and ${formatCoordinate(b)}`);
    }
    lines.push(...figureLines(state, at, warnings));
    lines.push('}');
    return { text: lines.join('\n') + '\n', warnings };
}

/**
 * Labels of the map's hexes that a figure reaches over floor (walls and the map's edge
 * stopping it) and that touch the Monster Mover's floor outside the map.
 */
function openEdges(state: LinkState, from: OffsetCoord, to: OffsetCoord, shift: number): string[] {
    const back: Placement = { columns: -shift, rows: 0 };
    const walls = new Set(state.cells.filter(cell => cell.content === Content.Wall).map(cell => cell.location));
    const inMap = (c: OffsetCoord): boolean => c.col >= from.col && c.col <= to.col && c.row >= from.row && c.row <= to.row;
    const seen = new Set<string>();
    const queue = state.cells.filter(cell => cell.figure !== FigureCode.None).map(cell => coordOfLocation(cell.location, shift));
    const open: string[] = [];
    while (queue.length > 0) {
        const coord = queue.shift()!;
        const label = formatCoordinate(coord);
        if (seen.has(label)) {
            continue;
        }
        seen.add(label);
        if (neighbourCoords(coord).some(n => !inMap(n) && locationOfCoord(n, back) !== undefined)) {
            open.push(label);
        }
        for (const n of neighbourCoords(coord)) {
            const location = locationOfCoord(n, back);
            if (inMap(n) && location !== undefined && !walls.has(location)) {
                queue.push(n);
            }
        }
    }
    return open.sort((a, b) => {
        const [ca, cb] = [parseCoordinate(a)!, parseCoordinate(b)!];
        return ca.col - cb.col || ca.row - cb.row;
    });
}

/** A statement's keyword padded so its arguments start in one column, as the formatter lays a room out. */
function statement(keyword: string): string {
    return keyword.padEnd('character'.length + 1);
}

/** Hexes as a list, consecutive hexes of one column joined into `A1..A4`. */
function areaList(coords: readonly OffsetCoord[]): string {
    const sorted = [...coords].sort((a, b) => a.col - b.col || a.row - b.row);
    const parts: string[] = [];
    for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1].col === sorted[i].col && sorted[j + 1].row === sorted[j].row + 1) {
            j++;
        }
        parts.push(j === i ? formatCoordinate(sorted[i]) : `${formatCoordinate(sorted[i])}..${formatCoordinate(sorted[j])}`);
        i = j + 1;
    }
    return parts.join(', ');
}

function figureLines(state: LinkState, at: (location: number) => OffsetCoord, warnings: string[]): string[] {
    const lines: string[] = [];
    const names = new Set<string>();
    let allies = 0;
    for (const cell of state.cells) {
        const label = formatCoordinate(at(cell.location));
        if (cell.figure === FigureCode.Character) {
            const initiative = cell.initiative * 10;
            let name = `Hero${initiative}`;
            for (let n = 2; names.has(name); n++) {
                name = `Hero${initiative}_${n}`;
            }
            names.add(name);
            lines.push(`  ${statement('character')}${name} at ${label} initiative ${initiative}`);
        } else if (cell.figure === FigureCode.Monster) {
            if (cell.initiative !== 1) {
                warnings.push(`The monster on ${label} has initiative rank ${cell.initiative}, which only characters use: left out.`);
            }
            if (cell.location === state.active) {
                lines.push(...activeMonster(state, label, warnings));
            } else {
                allies++;
                lines.push(`  ${statement('monster')}Ally${allies} at ${label}`);
            }
        }
    }
    if (state.active === undefined) {
        warnings.push('The link names no active monster: every monster is imported without an ability.');
    }
    return lines;
}

function activeMonster(state: LinkState, label: string, warnings: string[]): string[] {
    const ability: string[] = [];
    if (state.move > 0) {
        const trait = state.trait === Trait.Jumping ? ' jumping' : state.trait === Trait.Flying ? ' flying' : '';
        ability.push(`move ${state.move}${trait}${state.teleport ? ' teleport' : ''}`);
    } else if (state.trait !== Trait.None || state.teleport) {
        warnings.push('The link sets a movement trait without a move: left out.');
    }
    if (state.target > 0) {
        ability.push(`attack${state.range > 0 ? ` range ${state.range}` : ''}${state.target !== 1 ? ` target ${state.target}` : ''}`);
        if (state.area.length > 0) {
            const melee = state.range === 0;
            const hexes = state.area.filter(index => !(melee && index === AREA_CENTRE));
            if (hexes.length < state.area.length) {
                warnings.push("The melee area marks the attacker's own hex: left out.");
            }
            if (hexes.length > 0) {
                const labels = hexes.map(index => formatCoordinate(hexToOffset(areaHexOfIndex(index))));
                ability.push(`aoe ${melee ? `origin ${formatCoordinate(hexToOffset(areaHexOfIndex(AREA_CENTRE)))} ` : ''}hexes ${labels.join(', ')}`);
            }
        }
    } else {
        if (state.range > 0) {
            warnings.push(`The link's range ${state.range} belongs to no attack: left out.`);
        }
        if (state.area.length > 0) {
            warnings.push("The link's area belongs to no attack: left out.");
        }
    }
    if (state.muddled) {
        ability.push('muddled');
    }
    if (ability.length === 0) {
        return [`  ${statement('monster')}Monster at ${label} {`, '  }'];
    }
    return [`  ${statement('monster')}Monster at ${label} {`, ...ability.map(line => `    ${line}`), '  }'];
}


/** The scenario of a share link, or why there is none: what `ghs import` and the editor command show. */
export function importLink(link: string): { readonly text?: string; readonly warnings: readonly string[]; readonly errors: readonly string[] } {
    try {
        const { text, warnings } = scenarioFromLink(decodeLink(link), linkCode(link));
        return { text, warnings, errors: [] };
    } catch (error) {
        if (error instanceof LinkError) {
            return { warnings: [], errors: [`Not a usable Monster Mover link: ${error.message}.`] };
        }
        throw error;
    }
}
