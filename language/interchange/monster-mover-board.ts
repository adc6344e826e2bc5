import { type Board, type Edition, type Figure, type TerrainKind, terrainKinds } from '../board/board.js';
import { boardFromScenario } from '../board/from-ast.js';
import { isActedRecord, isExpectation, isMonster, isNoteStatement, type Scenario } from '../generated/ast.js';
import { type Hex, hex, hexAdd, hexNeighbor, hexSubtract } from '../hex/hex.js';
import { type OffsetCoord, formatCoordinate, hexToOffset, offsetToHex } from '../hex/offset.js';
import {
    AREA_CENTRE, AREA_CORNERS, AREA_SIZE, Content, FigureCode, GRID_HEIGHT, GRID_WIDTH, type LinkCell, LinkError,
    type LinkState, Rules, Trait
} from './monster-mover-link.js';

/**
 * What a Monster Mover board is in `.ghs`, and back. Both grids are flat-topped hexes in
 * columns, drawn north up; the Monster Mover counts rows from the bottom and lifts its odd
 * columns, `.ghs` counts rows from the top and lowers its odd ones. So the Monster Mover's
 * column c is our column c − 1 (column A is its column 1) and its row y our row 25 − y.
 */

const TERRAIN_OF_CONTENT: Record<number, TerrainKind | undefined> = {
    [Content.Obstacle]: 'obstacle', [Content.Wall]: 'wall', [Content.Trap]: 'trap',
    [Content.Hazardous]: 'hazardous', [Content.Difficult]: 'difficult', [Content.Icy]: 'icy'
};
const CONTENT_OF_TERRAIN: Record<TerrainKind, Content> = {
    obstacle: Content.Obstacle, wall: Content.Wall, trap: Content.Trap,
    hazardous: Content.Hazardous, difficult: Content.Difficult, icy: Content.Icy
};
const EDITION_OF_RULES: Record<number, Edition> = { [Rules.Frosthaven]: 'frosthaven', [Rules.Gloomhaven]: 'gloomhaven', [Rules.JawsOfTheLion]: 'jotl' };
const RULES_OF_EDITION: Record<Edition, Rules> = { frosthaven: Rules.Frosthaven, gloomhaven: Rules.Gloomhaven, jotl: Rules.JawsOfTheLion };

/** Offset of a location, with `shift` extra columns (even, so odd columns stay odd). */
function coordOfLocation(location: number, shift: number): OffsetCoord {
    const column = Math.floor(location / GRID_HEIGHT);
    return { col: column - 1 + shift, row: GRID_HEIGHT - (location % GRID_HEIGHT) };
}

function locationOfCoord(coord: OffsetCoord, shift: Placement): number | undefined {
    const column = coord.col + 1 + shift.columns;
    const row = GRID_HEIGHT - (coord.row + shift.rows);
    return column >= 0 && column < GRID_WIDTH && row >= 0 && row < GRID_HEIGHT ? column * GRID_HEIGHT + row : undefined;
}

/** The area grid's index of a hex of a `.ghs` area pattern: same orientation, rows from 1. */
function areaHexOfIndex(index: number): Hex {
    return offsetToHex({ col: Math.floor(index / AREA_SIZE), row: (index % AREA_SIZE) + 1 });
}

function areaIndexOfHex(h: Hex): number | undefined {
    const { col, row } = hexToOffset(h);
    const index = col * AREA_SIZE + row - 1;
    return col >= 0 && col < AREA_SIZE && row >= 1 && row <= AREA_SIZE && !AREA_CORNERS.includes(index) ? index : undefined;
}

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
        lines.push(`  ${kind} ${areaList(coords)}`);
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
    const neighbours = (c: OffsetCoord): OffsetCoord[] => [0, 1, 2, 3, 4, 5].map(d => hexToOffset(hexNeighbor(offsetToHex(c), d)));
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
        if (neighbours(coord).some(n => !inMap(n) && locationOfCoord(n, back) !== undefined)) {
            open.push(label);
        }
        for (const n of neighbours(coord)) {
            const location = locationOfCoord(n, back);
            if (inMap(n) && location !== undefined && !walls.has(location)) {
                queue.push(n);
            }
        }
    }
    return open.sort();
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
            lines.push(`  character ${name} at ${label} initiative ${initiative}`);
        } else if (cell.figure === FigureCode.Monster) {
            if (cell.initiative !== 1) {
                warnings.push(`The monster on ${label} has initiative rank ${cell.initiative}, which only characters use: left out.`);
            }
            if (cell.location === state.active) {
                lines.push(...activeMonster(state, label, warnings));
            } else {
                allies++;
                lines.push(`  monster Ally${allies} at ${label}`);
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
        return [`  monster Monster at ${label} { }`];
    }
    return [`  monster Monster at ${label} {`, ...ability.map(line => `    ${line}`), '  }'];
}

export interface ExportOptions {
    /** The monster whose turn the link shows; needed when several monsters act. */
    readonly monster?: string;
    readonly defaultEdition?: Edition;
}

export interface ExportResult {
    readonly state?: LinkState;
    readonly errors: readonly string[];
    readonly warnings: readonly string[];
}

interface Placement {
    readonly columns: number;
    readonly rows: number;
}

interface MutableCell {
    content: number;
    figure: number;
    initiative: number;
    walls: [boolean, boolean, boolean];
}

/** The link state of a scenario, or the reasons it has none. */
export function linkFromScenario(scenario: Scenario, options: ExportOptions = {}): ExportResult {
    const board = boardFromScenario(scenario, options.defaultEdition);
    if (!board) {
        return { errors: ['The scenario has no usable map.'], warnings: [] };
    }
    const errors: string[] = [];
    const warnings: string[] = [];
    const placement = placeBoard(board, errors);
    if (!placement) {
        return { errors, warnings };
    }
    const cells = new Map<number, MutableCell>();
    const cellAt = (h: Hex): MutableCell | undefined => {
        const location = locationOfCoord(hexToOffset(h), placement);
        if (location === undefined) {
            return undefined;
        }
        let cell = cells.get(location);
        if (!cell) {
            cell = { content: Content.Empty, figure: FigureCode.None, initiative: 1, walls: [false, false, false] };
            cells.set(location, cell);
        }
        return cell;
    };
    for (const cell of board.cells()) {
        const kinds = terrainKinds(board.terrain[cell]);
        if (kinds.length > 1) {
            errors.push(`${board.labelOf(cell)} is ${kinds.join(' and ')}: a Monster Mover hex holds one terrain.`);
        } else if (kinds.length === 1) {
            cellAt(board.hexOf(cell))!.content = CONTENT_OF_TERRAIN[kinds[0]];
        }
        for (let d = 0; d < 3; d++) {
            if (board.thinWallTowards(cell, d)) {
                cellAt(board.hexOf(cell))!.walls[d] = true;
            }
        }
    }
    const active = chooseActive(board, options.monster, errors, warnings);
    placeFigures(board, cellAt, errors, warnings);
    const ability = active?.ability;
    const area = ability?.area ? areaIndices(ability.area, ability.attack?.range ?? 0, errors) : [];
    const move = ability?.move;
    const attack = ability?.attack;
    if (move && move.points > 9) {
        errors.push(`${active!.name} moves ${move.points}: the Monster Mover's move goes up to 9.`);
    }
    if (attack && attack.range > 9) {
        errors.push(`${active!.name}'s range is ${attack.range}: the Monster Mover's range goes up to 9.`);
    }
    if (attack && attack.targets > 6) {
        errors.push(`${active!.name} attacks ${attack.targets} targets: the Monster Mover's target goes up to 6.`);
    }
    if (attack?.value !== undefined) {
        warnings.push(`The attack's value ${attack.value} is not carried: the Monster Mover's monsters attack without a value.`);
    }
    warnOfTheUncarried(scenario, warnings);
    if (errors.length > 0) {
        return { errors, warnings };
    }
    const state: LinkState = {
        version: '1.5.0',
        move: move?.points ?? 0,
        range: attack?.range ?? 0,
        target: attack ? attack.targets : 0,
        trait: move?.mode === 'jumping' ? Trait.Jumping : move?.mode === 'flying' ? Trait.Flying : Trait.None,
        muddled: ability?.muddled ?? false,
        charactersAct: false,
        rotated: false,
        rules: RULES_OF_EDITION[board.edition],
        teleport: move?.teleport ?? false,
        active: active ? locationOfCoord(hexToOffset(active.hex), placement) : undefined,
        area,
        cells: [...cells].map(([location, cell]): LinkCell => ({ location, ...cell })).sort((a, b) => a.location - b.location)
    };
    return { state, errors, warnings };
}

/**
 * Where the board goes in the Monster Mover's grid: in place when it fits (so a board
 * imported from a link goes back where it was), else moved by whole column pairs and rows.
 */
function placeBoard(board: Board, errors: string[]): Placement | undefined {
    const used: OffsetCoord[] = [];
    for (const cell of board.cells()) {
        if (board.terrain[cell] !== 0 || board.thinWallMask[cell] !== 0 || board.figureAt(cell)) {
            used.push(hexToOffset(board.hexOf(cell)));
        }
    }
    if (used.length === 0) {
        return { columns: 0, rows: 0 };
    }
    const minCol = Math.min(...used.map(c => c.col)) + 1;
    const maxCol = Math.max(...used.map(c => c.col)) + 1;
    const minRow = Math.min(...used.map(c => c.row));
    const maxRow = Math.max(...used.map(c => c.row));
    let columns = 0;
    if (minCol < 0) {
        columns = 2 * Math.ceil(-minCol / 2);
    } else if (maxCol > GRID_WIDTH - 1) {
        columns = -2 * Math.ceil((maxCol - GRID_WIDTH + 1) / 2);
    }
    let rows = 0;
    if (maxRow > GRID_HEIGHT) {
        rows = GRID_HEIGHT - maxRow;
    }
    if (minCol + columns < 0 || maxCol + columns > GRID_WIDTH - 1 || minRow + rows < 1) {
        errors.push(`The board's walls, terrain and figures span ${maxCol - minCol + 1} columns and ${maxRow - minRow + 1} rows: `
            + `the Monster Mover's grid holds ${GRID_WIDTH} columns of ${GRID_HEIGHT} rows.`);
        return undefined;
    }
    return { columns, rows };
}

function chooseActive(board: Board, name: string | undefined, errors: string[], warnings: string[]): Figure | undefined {
    const acting = board.figures.filter(f => f.kind === 'monster' && f.ability && !f.acted);
    if (name !== undefined) {
        const chosen = acting.find(f => f.name === name);
        if (!chosen) {
            errors.push(`No monster named ${name} acts in the scenario${acting.length > 0 ? `; those that do: ${acting.map(f => f.name).join(', ')}` : ''}.`);
            return undefined;
        }
        const others = acting.filter(f => f !== chosen);
        if (others.length > 0) {
            warnings.push(`The Monster Mover plays one monster's turn: ${others.map(f => f.name).join(', ')} go without their abilities.`);
        }
        return chosen;
    }
    if (acting.length > 1) {
        errors.push(`${acting.length} monsters act (${acting.map(f => f.name).join(', ')}); the Monster Mover plays one: name it with --monster.`);
        return undefined;
    }
    if (acting.length === 0) {
        warnings.push('No monster acts in the scenario: the link has no active monster.');
    }
    return acting[0];
}

/**
 * Characters and summons get initiative ranks 1..9 in turn order (a summon just before its
 * owner, a long rest last). Initiatives that are all tens keep their tens as ranks.
 */
function placeFigures(board: Board, cellAt: (h: Hex) => MutableCell | undefined, errors: string[], warnings: string[]): void {
    const enemies = board.figures.filter(f => f.kind !== 'monster');
    const key = (f: Figure): number => {
        const initiative = f.longRest ? 99.5 : f.initiative ?? 99;
        return f.kind === 'summon' ? initiative - 0.25 : initiative;
    };
    const plainTens = enemies.every(f => f.kind === 'character' && !f.longRest && f.initiative !== undefined
        && f.initiative % 10 === 0 && f.initiative >= 10 && f.initiative <= 90);
    const order = [...new Set(enemies.map(key))].sort((a, b) => a - b);
    if (!plainTens && order.length > 9) {
        errors.push(`The characters and summons act at ${order.length} different times: the Monster Mover ranks initiative 1 to 9.`);
        return;
    }
    for (const figure of board.figures) {
        const cell = cellAt(figure.hex);
        if (!cell) {
            continue;
        }
        if (figure.kind === 'monster') {
            cell.figure = FigureCode.Monster;
            if (figure.acted) {
                warnings.push(`${figure.name} has acted this round: the Monster Mover shows it as a monster that does not act.`);
            }
            continue;
        }
        if (figure.invisible) {
            errors.push(`${figure.name} is invisible: the Monster Mover has no invisible characters.`);
            continue;
        }
        cell.figure = FigureCode.Character;
        cell.initiative = plainTens ? figure.initiative! / 10 : order.indexOf(key(figure)) + 1;
        if (figure.kind === 'summon') {
            warnings.push(`${figure.name} is a summon: the Monster Mover shows it as a character ranked just before its owner.`);
        }
        if (figure.longRest) {
            warnings.push(`${figure.name} is on a long rest: the Monster Mover shows it as a character ranked last.`);
        }
    }
}

/** The area's hexes in the Monster Mover's 7 × 7 grid: a melee area around its centre, a ranged one where it fits. */
function areaIndices(area: { origin?: Hex; hexes: readonly Hex[] }, range: number, errors: string[]): number[] {
    const place = (offset: Hex): number[] | undefined => {
        const indices = area.hexes.map(h => areaIndexOfHex(hexAdd(h, offset)));
        return indices.every((i): i is number => i !== undefined) ? indices : undefined;
    };
    if (area.origin) {
        if (range > 0) {
            errors.push(`A melee area (with origin) and range ${range}: the Monster Mover's melee areas have no range.`);
            return [];
        }
        const placed = place(hexSubtract(areaHexOfIndex(AREA_CENTRE), area.origin));
        if (!placed || placed.includes(AREA_CENTRE)) {
            errors.push("The melee area does not fit the Monster Mover's area grid: three hexes around the attacker, the attacker's hex left out.");
            return [];
        }
        return placed.sort((a, b) => a - b);
    }
    if (range === 0) {
        errors.push("A ranged area (without origin) needs a range for the Monster Mover: it draws a melee area around the attacker.");
        return [];
    }
    const offsets = [hex(0, 0)];
    for (let index = 0; index < AREA_SIZE * AREA_SIZE && area.hexes.length > 0; index++) {
        offsets.push(hexSubtract(areaHexOfIndex(index), area.hexes[0]));
    }
    for (const offset of offsets) {
        const placed = place(offset);
        if (placed) {
            return placed.sort((a, b) => a - b);
        }
    }
    errors.push("The area does not fit the Monster Mover's area grid, seven hexes across.");
    return [];
}

function warnOfTheUncarried(scenario: Scenario, warnings: string[]): void {
    const statements = scenario.statements;
    if (statements.some(isExpectation)) {
        warnings.push('The expectations are not carried: the Monster Mover works out the turn itself.');
    }
    if (statements.some(isActedRecord)) {
        warnings.push("The acted records are not carried: the link shows the board as it stands.");
    }
    if (statements.some(isNoteStatement)) {
        warnings.push('The notes are not carried.');
    }
    if (statements.some(s => isMonster(s) && s.initiative !== undefined)) {
        warnings.push("The monsters' initiatives are not carried: the Monster Mover plays one monster.");
    }
    warnings.push('Names are not carried: an imported link names its figures Hero<initiative>, Monster and Ally<n>.');
}

