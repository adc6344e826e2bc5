import type { Scenario } from '../generated/ast.js';
import { TERRAIN_KINDS } from '../model/board.js';
import { type OffsetCoord, parseCoordinate } from '../hex/offset.js';
import { setAreaPattern } from './area-pattern.js';
import { addFigure, deleteFigure, moveFigure } from './figures.js';
import { resizeMap } from './map-extent.js';
import { eraseTerrain, paintTerrain } from './terrain.js';
import type { BoardEditResult } from './text-change.js';
import type { BoardEdit } from '../model/board-edit-kinds.js';
import { toggleThinWall } from './thin-wall.js';

class BadCoordinate extends Error {}

function coord(label: string): OffsetCoord {
    const parsed = typeof label === 'string' ? parseCoordinate(label) : undefined;
    if (!parsed) {
        throw new BadCoordinate(`${String(label)} is not a coordinate (column letters, then a row: C4).`);
    }
    return parsed;
}

function optionalCoord(label: string | undefined): OffsetCoord | undefined {
    return label === undefined ? undefined : coord(label);
}

function coords(labels: readonly string[]): OffsetCoord[] {
    return Array.isArray(labels) ? labels.map(coord) : [];
}

/**
 * The text changes that make one edit of the board in a scenario that parses, or why it cannot
 * be made. `text` is the document's text the scenario was parsed from.
 */
export function editBoard(scenario: Scenario, text: string, edit: BoardEdit): BoardEditResult {
    try {
        switch (edit.kind) {
            case 'paint':
                if (!TERRAIN_KINDS.includes(edit.terrain)) {
                    return { error: `${String(edit.terrain)} is no kind of terrain (${TERRAIN_KINDS.join(', ')}).` };
                }
                return paintTerrain(scenario, text, edit.terrain, coords(edit.hexes));
            case 'erase':
                return eraseTerrain(scenario, text, coords(edit.hexes));
            case 'thinWall':
                return toggleThinWall(scenario, text, coord(edit.between[0]), coord(edit.between[1]));
            case 'moveFigure':
                return moveFigure(scenario, edit.figure, optionalCoord(edit.from), coord(edit.to));
            case 'addFigure':
                return addFigure(scenario, text, edit.figure === 'character' ? 'character' : 'monster', coord(edit.at));
            case 'deleteFigure':
                return deleteFigure(scenario, text, edit.figure, optionalCoord(edit.at));
            case 'resizeMap':
                return resizeMap(scenario, text, edit.edge, edit.by);
            case 'areaPattern':
                return setAreaPattern(scenario, text, edit.monster, optionalCoord(edit.at), optionalCoord(edit.origin), coords(edit.hexes));
            default:
                return { error: `unknown board edit ${String((edit as { kind: unknown }).kind)}.` };
        }
    } catch (error) {
        if (error instanceof BadCoordinate) {
            return { error: error.message };
        }
        throw error;
    }
}

export { BOARD_EDIT_KINDS, type BoardEdit } from '../model/board-edit-kinds.js';
