import type { Figure, Scenario } from '../../language/generated/ast.js';
import { type Board, Terrain } from '../../language/model/board.js';
import { hexOfRef } from '../../language/model/from-ast.js';
import { type Hex, hexDistance, hexKey } from '../../language/hex/hex.js';
import { hexToOffset } from '../../language/hex/offset.js';
import { figuresOf } from '../../language/model/figure-statements.js';

/** Every hex of the map in column-then-row order, with what stands on it. */
export interface MapHex {
    readonly hex: Hex;
    readonly label: string;
    /** Wall or obstacle: no figure may end there. */
    readonly blocked: boolean;
    /** Another figure stands there. */
    readonly occupied: boolean;
}

/**
 * The hexes of the scenario's map (its `board`), with walls, obstacles and figures marked.
 * `ignore` is the figure being placed, whose own hex does not count as occupied. Empty without a
 * usable map. Figures are read from the text, not the board, which drops doubled ones.
 */
export function mapHexes(scenario: Scenario, board: Board | undefined, ignore?: Figure): MapHex[] {
    if (!board) {
        return [];
    }
    const occupied = new Set<string>();
    for (const figure of figuresOf(scenario)) {
        const h = figure === ignore ? undefined : hexOfRef(figure.position);
        if (h) {
            occupied.add(hexKey(h));
        }
    }
    const hexes: MapHex[] = [];
    for (const cell of board.cells()) {
        const h = board.hexOf(cell);
        hexes.push({
            hex: h,
            label: board.labelOf(cell),
            blocked: board.has(cell, Terrain.Wall | Terrain.Obstacle),
            occupied: occupied.has(hexKey(h))
        });
    }
    return hexes;
}

/** Hexes a figure may be placed on: on the map, not a wall or obstacle, and not taken. */
export function freeHexes(scenario: Scenario, board: Board | undefined, ignore?: Figure): MapHex[] {
    return mapHexes(scenario, board, ignore).filter(h => !h.blocked && !h.occupied);
}

/** The free hex nearest to `from` by hex distance; ties go to the leftmost column, then the top row. */
export function nearestFreeHex(scenario: Scenario, board: Board | undefined, from: Hex, figure: Figure): MapHex | undefined {
    let best: MapHex | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const candidate of freeHexes(scenario, board, figure)) {
        const distance = hexDistance(from, candidate.hex);
        if (distance > 0 && distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

/** Column-then-row position of a hex, as a sort key that orders `B2` before `B10` before `C1`. */
export function hexSortKey(h: Hex): string {
    const { col, row } = hexToOffset(h);
    return `${String(col).padStart(6, '0')}:${String(row).padStart(7, '0')}`;
}
