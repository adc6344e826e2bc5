import type { ValidationAcceptor } from 'langium';
import type { Link, Scenario } from '../generated/ast.js';
import { isLink, isTerrainStatement, isThinWall } from '../generated/ast.js';
import { areaHexes, hexOfRef } from '../model/from-ast.js';
import { directionBetween, hexKey } from '../hex/hex.js';
import { hexLabel } from '../hex/offset.js';
import { IssueCodes } from './issue-codes.js';

/**
 * A link joins two distinct hexes of the room, once. Neighbours need no link, unless a thin wall
 * stands between them: the link is then the only way across that edge.
 */
export function checkLinks(scenario: Scenario, accept: ValidationAcceptor): void {
    const walls = new Set<string>();
    for (const statement of scenario.statements.filter(isTerrainStatement)) {
        if (statement.kind === 'wall') {
            statement.areas.forEach(area => areaHexes(area).forEach(h => walls.add(hexKey(h))));
        }
    }
    const thinWalls = new Set<string>();
    for (const thin of scenario.statements.filter(isThinWall)) {
        const a = hexOfRef(thin.first);
        const b = hexOfRef(thin.second);
        if (a && b) {
            thinWalls.add(pairKey(hexKey(a), hexKey(b)));
        }
    }
    const links = new Map<string, Link>();
    for (const link of scenario.statements.filter(isLink)) {
        const a = hexOfRef(link.first);
        const b = hexOfRef(link.second);
        if (!a || !b) {
            continue;
        }
        const key = pairKey(hexKey(a), hexKey(b));
        if (hexKey(a) === hexKey(b)) {
            accept('error', `A link joins two hexes: ${hexLabel(a)} cannot be linked to itself. Name another hex.`,
                { node: link, code: IssueCodes.LinkToItself });
            continue;
        }
        const before = links.get(key);
        if (before) {
            const line = (before.$cstNode?.range.start.line ?? 0) + 1;
            accept('warning', `${hexLabel(a)} and ${hexLabel(b)} are already linked (line ${line}): remove the repetition.`,
                { node: link, code: IssueCodes.LinkRepeated });
            continue;
        }
        links.set(key, link);
        const wallSide = [a, b].find(h => walls.has(hexKey(h)));
        if (wallSide) {
            accept('error', `${hexLabel(wallSide)} is a wall hex: a link joins two hexes of the room. Remove the link, or the wall.`,
                { node: link, code: IssueCodes.LinkOnWall });
        } else if (directionBetween(a, b) >= 0 && !thinWalls.has(key)) {
            accept('warning', `${hexLabel(a)} and ${hexLabel(b)} are already adjacent: the link adds nothing. Remove it.`,
                { node: link, code: IssueCodes.LinkAdjacent });
        }
    }
}

function pairKey(a: string, b: string): string {
    return a < b ? `${a}|${b}` : `${b}|${a}`;
}
