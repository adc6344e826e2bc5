import type { Board } from '../model/board.js';
import { hexOfRef } from '../model/hex-ref.js';
import type { Scenario } from '../generated/ast.js';
import { figuresOf, leftTheBoard } from '../model/figure-statements.js';

/**
 * Figures that an error keeps off the board: a malformed coordinate, a hex off the map. The board
 * without them is not the author's, so no expectation is judged on it. Two figures on one hex
 * are not counted: the board keeps the first, and the expectations are judged on it, as the
 * check of a shared hex has always had them.
 */
export interface LostFigures {
    /** Their names, in the order written. */
    readonly names: readonly string[];
    /** The lines (1-based, ascending, each once) that write them. */
    readonly lines: readonly number[];
}

/** The figures of the scenario missing from its board, or undefined when every one stands where written. */
export function lostFiguresOf(scenario: Scenario, board: Board): LostFigures | undefined {
    const lost = figuresOf(scenario).filter(figure => {
        if (!figure.name || leftTheBoard(figure)) {
            return false;
        }
        const hex = hexOfRef(figure.position);
        return !hex || !board.contains(hex);
    });
    if (lost.length === 0) {
        return undefined;
    }
    const lines = lost.map(f => (f.position?.$cstNode ?? f.$cstNode)?.range.start.line).filter((l): l is number => l !== undefined).map(l => l + 1);
    return { names: lost.map(f => f.name), lines: [...new Set(lines)].sort((a, b) => a - b) };
}
