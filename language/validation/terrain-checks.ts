import type { ValidationAcceptor } from 'langium';
import type { Area, Scenario, TerrainStatement, ThinWall } from '../generated/ast.js';
import { isTerrainStatement, isThinWall } from '../generated/ast.js';
import { areaHexes, hexOfRef } from '../model/from-ast.js';
import { directionBetween, hexKey } from '../hex/hex.js';
import { hexLabel } from '../hex/offset.js';
import { IssueCodes } from './issue-codes.js';

const ARTICLE: Record<string, string> = {
    wall: 'a wall', obstacle: 'an obstacle', trap: 'a trap', hazardous: 'hazardous terrain', difficult: 'difficult terrain', icy: 'icy terrain'
};

function lineOf(area: Area): number {
    return (area.$cstNode?.range.start.line ?? 0) + 1;
}

/** Each hex holds one kind of terrain; nothing but a wall stands on a wall hex. */
export function checkTerrain(scenario: Scenario, accept: ValidationAcceptor): void {
    const seen = new Map<string, { kind: string; area: Area }>();
    const walls = new Set<string>();
    const statements = scenario.statements.filter(isTerrainStatement);
    for (const statement of statements) {
        if (statement.kind === 'wall') {
            for (const area of statement.areas) {
                areaHexes(area).forEach(h => walls.add(hexKey(h)));
            }
        }
    }
    for (const statement of statements) {
        statement.areas.forEach((area, index) => checkArea(statement, area, index, seen, walls, accept));
    }
}

function checkArea(statement: TerrainStatement, area: Area, index: number, seen: Map<string, { kind: string; area: Area }>,
    walls: Set<string>, accept: ValidationAcceptor): void {
    const reported = new Set<string>();
    for (const h of areaHexes(area)) {
        const key = hexKey(h);
        const before = seen.get(key);
        if (statement.kind !== 'wall' && walls.has(key)) {
            if (!reported.has('wall')) {
                reported.add('wall');
                accept('warning', `${hexLabel(h)} is a wall hex: ${ARTICLE[statement.kind]} there has no effect. Remove it, or remove the wall.`,
                    { node: statement, property: 'areas', index, code: IssueCodes.TerrainOnWall });
            }
            continue;
        }
        if (!before) {
            seen.set(key, { kind: statement.kind, area });
            continue;
        }
        if (before.area === area || reported.has(before.kind)) {
            continue;
        }
        reported.add(before.kind);
        if (before.kind === statement.kind) {
            accept('warning', `${hexLabel(h)} is already ${ARTICLE[statement.kind]} (line ${lineOf(before.area)}): remove the repetition.`,
                { node: statement, property: 'areas', index, code: IssueCodes.TerrainRepeated });
        } else if (before.kind !== 'wall') {
            accept('error', `${hexLabel(h)} is already ${ARTICLE[before.kind]} (line ${lineOf(before.area)}), so it cannot also be ${ARTICLE[statement.kind]}: a hex holds one kind of terrain. Remove one of them.`,
                { node: statement, property: 'areas', index, code: IssueCodes.TerrainConflict });
        }
    }
}

/** A thin wall stands between two adjacent open hexes, once. */
export function checkThinWalls(scenario: Scenario, accept: ValidationAcceptor): void {
    const walls = new Set<string>();
    for (const statement of scenario.statements.filter(isTerrainStatement)) {
        if (statement.kind === 'wall') {
            statement.areas.forEach(area => areaHexes(area).forEach(h => walls.add(hexKey(h))));
        }
    }
    const edges = new Set<string>();
    for (const thin of scenario.statements.filter(isThinWall)) {
        checkThinWall(thin, walls, edges, accept);
    }
}

function checkThinWall(thin: ThinWall, walls: Set<string>, edges: Set<string>, accept: ValidationAcceptor): void {
    const a = hexOfRef(thin.first);
    const b = hexOfRef(thin.second);
    if (!a || !b) {
        return;
    }
    if (directionBetween(a, b) < 0) {
        accept('error', `${hexLabel(a)} and ${hexLabel(b)} are not adjacent, so no thin wall can stand between them. Name two hexes that share an edge.`,
            { node: thin, code: IssueCodes.ThinWallNotAdjacent });
        return;
    }
    const wallSide = [a, b].find(h => walls.has(hexKey(h)));
    if (wallSide) {
        accept('warning', `${hexLabel(wallSide)} is a wall hex, which already closes this edge: the thin wall adds nothing. Remove it.`,
            { node: thin, code: IssueCodes.ThinWallOnWall });
    }
    const [k1, k2] = [hexKey(a), hexKey(b)].sort();
    const edge = `${k1}|${k2}`;
    if (edges.has(edge)) {
        accept('warning', `There is already a thin wall between ${hexLabel(a)} and ${hexLabel(b)}: remove the repetition.`,
            { node: thin, code: IssueCodes.ThinWallRepeated });
    }
    edges.add(edge);
}
