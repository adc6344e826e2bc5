import type { Monster, Scenario } from '../generated/ast.js';
import { isMonster } from '../generated/ast.js';
import { type OffsetCoord, formatCoordinate } from '../hex/offset.js';
import { compactRects, rectCoords } from './rectangles.js';
import { insertLine, insertionAfter, removeStatement } from './statement-layout.js';
import type { BoardEditResult } from './text-change.js';

/** Hexes of a pattern in board order, each once: the order the area grid lists them. */
function ordered(hexes: readonly OffsetCoord[]): OffsetCoord[] {
    return compactRects(hexes).flatMap(rectCoords).sort((a, b) => a.col - b.col || a.row - b.row);
}

/**
 * Writes the monster's `aoe` line from its small grid: `origin` (the monster's hex, for a
 * melee area) and the hexes the attack covers. No hexes removes the line.
 */
export function setAreaPattern(scenario: Scenario, text: string, name: string, at: OffsetCoord | undefined,
    origin: OffsetCoord | undefined, hexes: readonly OffsetCoord[]): BoardEditResult {
    const monsters = scenario.statements.filter((s): s is Monster => isMonster(s) && s.name === name);
    const monster = (at && monsters.find(m => m.position?.label === formatCoordinate(at))) ?? monsters[0];
    if (!monster) {
        return { error: `there is no monster named ${name}.` };
    }
    const ability = monster.ability;
    if (!ability?.$cstNode) {
        return { error: `${name} has no ability this round: give it one (\`{ move 2 attack 2 }\`) before its area.` };
    }
    const cells = ordered(hexes);
    if (origin && cells.some(c => c.col === origin.col && c.row === origin.row)) {
        return { error: `the area cannot cover its origin ${formatCoordinate(origin)}: that is the monster's own hex.` };
    }
    const existing = ability.areas[0];
    if (cells.length === 0) {
        if (!existing) {
            return { error: `${name} has no area to remove.` };
        }
        const removal = removeStatement(text, existing);
        return { changes: removal ? [removal] : [] };
    }
    const line = `aoe ${origin ? `origin ${formatCoordinate(origin)} ` : ''}hexes ${cells.map(formatCoordinate).join(', ')}`;
    const cst = existing?.$cstNode;
    if (cst) {
        return { changes: [{ start: cst.offset, end: cst.end, text: line }] };
    }
    const children = [...ability.moves, ...ability.attacks, ...ability.muddled]
        .filter(c => c.$cstNode).sort((a, b) => a.$cstNode!.offset - b.$cstNode!.offset);
    const last = children[children.length - 1];
    const insertion = last && insertionAfter(text, ability, last);
    if (insertion && last.$cstNode!.range.start.line !== ability.$cstNode.range.start.line) {
        return { changes: [insertLine(insertion, line)] };
    }
    // A block on one line (or an empty one) takes the line before its closing brace.
    const closing = ability.$cstNode.end - 1;
    const before = text.slice(0, closing).trimEnd();
    return { changes: [{ start: before.length, end: closing, text: ` ${line} ` }] };
}
