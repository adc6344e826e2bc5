import type { Scenario, Statement } from '../generated/ast.js';
import { isDoor, isMapStatement, isTerrainStatement, isThinWall } from '../generated/ast.js';
import { mapExtent } from '../model/from-ast.js';
import { hexDistance } from '../hex/hex.js';
import { type OffsetCoord, formatCoordinate, labelToHex, offsetToHex } from '../hex/offset.js';
import { insertLine, insertionAfter, removeStatement } from './statement-layout.js';
import type { BoardEditResult } from './text-change.js';

/** Thin walls follow the terrain they shape: after the last one, else after the last terrain statement or the map. */
function placeForThinWall(scenario: Scenario): Statement | undefined {
    const reversed = [...scenario.statements].reverse();
    return reversed.find(isThinWall) ?? reversed.find(s => isTerrainStatement(s) || isDoor(s)) ?? reversed.find(isMapStatement);
}

/** Puts a thin wall on the edge between two neighbouring hexes, or takes away the one there. */
export function toggleThinWall(scenario: Scenario, text: string, first: OffsetCoord, second: OffsetCoord): BoardEditResult {
    const a = formatCoordinate(first);
    const b = formatCoordinate(second);
    if (hexDistance(offsetToHex(first), offsetToHex(second)) !== 1) {
        return { error: `${a} and ${b} are not neighbours: a thin wall stands on the edge two hexes share.` };
    }
    const extent = mapExtent(scenario);
    const inside = (c: OffsetCoord) => extent && c.col >= extent.from.col && c.col <= extent.to.col && c.row >= extent.from.row && c.row <= extent.to.row;
    if (!inside(first) || !inside(second)) {
        return { error: `the edge between ${a} and ${b} is not inside the map.` };
    }
    const key = (x: string | undefined) => x && labelToHex(x);
    const existing = scenario.statements.filter(isThinWall).filter(w => {
        const p = key(w.first?.label);
        const q = key(w.second?.label);
        const h1 = offsetToHex(first);
        const h2 = offsetToHex(second);
        return p && q && ((hexDistance(p, h1) === 0 && hexDistance(q, h2) === 0) || (hexDistance(p, h2) === 0 && hexDistance(q, h1) === 0));
    });
    if (existing.length > 0) {
        const changes = existing.map(w => removeStatement(text, w)).filter(c => c !== undefined);
        return { changes };
    }
    const after = placeForThinWall(scenario);
    const insertion = after && insertionAfter(text, scenario, after);
    if (!insertion) {
        return { error: 'found no place for a thin wall in the scenario block.' };
    }
    return { changes: [insertLine(insertion, `wall between ${a} and ${b}`)] };
}
