import type { ValidationAcceptor } from 'langium';
import type { Door, Scenario } from '../generated/ast.js';
import { isDoor, isTerrainStatement } from '../generated/ast.js';
import { areaHexes, hexOfRef } from '../model/from-ast.js';
import { hexKey } from '../hex/hex.js';
import { hexLabel } from '../hex/offset.js';
import { IssueCodes } from './issue-codes.js';

/** A door stands once on an open hex (no figure stands in a closed door: see `checkFigurePlacement`). */
export function checkDoors(scenario: Scenario, accept: ValidationAcceptor): void {
    const walls = new Set<string>();
    for (const statement of scenario.statements.filter(isTerrainStatement)) {
        if (statement.kind === 'wall') {
            statement.areas.forEach(area => areaHexes(area).forEach(h => walls.add(hexKey(h))));
        }
    }
    const doors = new Map<string, Door>();
    for (const door of scenario.statements.filter(isDoor)) {
        const h = hexOfRef(door.position);
        if (!h) {
            continue;
        }
        const key = hexKey(h);
        const before = doors.get(key);
        if (before) {
            const line = (before.$cstNode?.range.start.line ?? 0) + 1;
            accept('error', `${hexLabel(h)} already has a door (line ${line}): a hex holds one door. Remove one of them.`,
                { node: door, property: 'position', code: IssueCodes.DoorRepeated });
            continue;
        }
        doors.set(key, door);
        if (walls.has(key)) {
            accept('error', `${hexLabel(h)} is a wall hex: a door stands on a hex of the room. Remove the door, or the wall.`,
                { node: door, property: 'position', code: IssueCodes.DoorOnWall });
        }
    }
}
