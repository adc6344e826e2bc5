import { type Board, type Edition, type Figure, terrainKinds } from '../model/board.js';
import { boardFromScenario } from '../model/from-ast.js';
import { isActedRecord, isDoor, isLink, isExpectation, isMonster, isNoteStatement, type Scenario } from '../generated/ast.js';
import { type Hex, hex, hexAdd, hexSubtract } from '../hex/hex.js';
import { type OffsetCoord, hexToOffset } from '../hex/offset.js';
import { AREA_CENTRE, AREA_SIZE, Content, FigureCode, GRID_HEIGHT, GRID_WIDTH, type LinkCell, type LinkState, Trait } from './monster-mover-link.js';
import { CONTENT_OF_TERRAIN, type Placement, RULES_OF_EDITION, areaHexOfIndex, areaIndexOfHex, locationOfCoord } from './monster-mover-grid.js';

/** A `.ghs` scenario as a Monster Mover board, with what the link cannot carry said aloud. */

export interface ExportOptions {
    /** The monster whose turn the link shows; needed when several monsters act. */
    readonly monster?: string;
    /** The edition the scenario is played by, as the analysis resolved it; by default its `rules` line. */
    readonly edition?: Edition;
}

export interface ExportResult {
    readonly state?: LinkState;
    readonly errors: readonly string[];
    readonly warnings: readonly string[];
}

interface MutableCell {
    content: number;
    figure: number;
    initiative: number;
    walls: [boolean, boolean, boolean];
}

/** The link state of a scenario, or the reasons it has none. */
export function linkFromScenario(scenario: Scenario, options: ExportOptions = {}): ExportResult {
    const board = boardFromScenario(scenario, options.edition);
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
    if (board.edition === 'gloomhaven2e') {
        warnings.push("The Monster Mover has no Gloomhaven second edition: the link carries Frosthaven's rules, whose focus and movement the second edition keeps.");
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
    if (statements.some(isDoor)) {
        warnings.push('The doors are not carried: the Monster Mover has a wall for each closed door and floor for each open one.');
    }
    if (statements.some(isLink)) {
        warnings.push('The links are not carried: the Monster Mover has no linked hexes, so its answer may differ where a path would go through one.');
    }
    if (statements.some(isNoteStatement)) {
        warnings.push('The notes are not carried.');
    }
    if (statements.some(s => isMonster(s) && s.initiative !== undefined)) {
        warnings.push("The monsters' initiatives are not carried: the Monster Mover plays one monster.");
    }
    warnings.push('Names are not carried: an imported link names its figures Hero<initiative>, Monster and Ally<n>.');
}

