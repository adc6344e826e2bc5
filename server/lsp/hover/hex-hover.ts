import type { AstNode } from 'langium';
import { terrainKinds } from '../../../language/model/board.js';
import type { HexRef } from '../../../language/generated/ast.js';
import { isAreaPattern, isMapStatement } from '../../../language/generated/ast.js';
import { DIRECTION_NAMES } from '../../../language/hex/hex.js';
import { labelToHex } from '../../../language/hex/offset.js';
import type { AnalysedScenario } from '../scenario-analysis.js';
import { bold, escape, incompleteNotice, listWords, sections } from './markdown.js';

/**
 * A coordinate's hover: what the hex holds on the board. The hexes of an `aoe` pattern live in
 * the pattern's own small grid, so for those it says that instead.
 */
export function hexHover(ref: HexRef, context: AnalysedScenario): string | undefined {
    const label = ref.label;
    const h = label ? labelToHex(label) : undefined;
    if (!label || !h) {
        return undefined; // not a coordinate: validation already says why
    }
    const container: AstNode | undefined = ref.$container;
    if (isAreaPattern(container)) {
        const role = container.origin === ref
            ? 'the monster\'s own hex in the pattern (never itself a target)'
            : 'a hex of the attack\'s area';
        return sections(`${bold(label)} · area pattern`,
            `${role[0].toUpperCase()}${role.slice(1)}, in the pattern's own small grid, not a hex of the board. ` +
            'The monster may rotate the shape to any of 6 directions and mirror it.');
    }
    const board = context.analysis.board;
    const corner = isMapStatement(container) ? ' · corner of the map' : '';
    if (!board) {
        return sections(`${bold(label)}${corner}`, 'No board: the scenario has no usable map.');
    }
    const cell = board.cellOf(h);
    if (cell < 0) {
        return sections(`${bold(label)}${corner}`, 'Outside the map: nothing exists there.');
    }
    const door = board.doorAt(cell);
    // A closed door sets the wall flag for the engine; the hover names the door, not a wall.
    const kinds = terrainKinds(board.terrain[cell]).filter(kind => !(door === 'closed' && kind === 'wall'));
    const walls = DIRECTION_NAMES.flatMap((name, d) => (board.thinWallTowards(cell, d) ? [`${name} (towards ${board.labelOf(board.step(cell, d))})`] : []));
    const figure = board.figureAt(cell);
    const lines = [
        `- Terrain: ${kinds.length > 0 ? kinds.join(', ') : 'open floor'}`,
        ...(board.linkStart[cell + 1] > board.linkStart[cell]
            ? [`- Linked to: ${board.linkedTo(cell).map(c => board.labelOf(c)).join(', ')} (adjacent for movement, not for range or sight)`] : []),
        ...(door ? [`- Door: ${door === 'closed' ? 'closed, blocking movement and sight like a wall' : 'open, an ordinary hex'}`] : []),
        `- Thin walls: ${walls.length > 0 ? `on the ${listWords(walls)} side${walls.length === 1 ? '' : 's'}` : 'none'}`,
        `- Figure: ${figure ? `${escape(figure.name)} (${figure.kind})` : 'none'}`
    ];
    return sections(`${bold(label)}${corner}`, incompleteNotice(context.analysis), lines.join('\n'));
}
