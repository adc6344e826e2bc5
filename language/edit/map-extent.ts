import type { Scenario } from '../generated/ast.js';
import { isCharacter, isDoor, isLink, isMapStatement, isMonster, isSummon, isThinWall } from '../generated/ast.js';
import { MAX_MAP_HEXES, mapExtent, mapHexCount } from '../model/from-ast.js';
import { formatCoordinate, parseCoordinate } from '../hex/offset.js';
import { mergeAdjacent } from './figures.js';
import { rectContains, rectCoords, rectOf } from './rectangles.js';
import { removeStatement } from './statement-layout.js';
import { eraseTerrain } from './terrain.js';
import type { BoardEditResult, TextChange } from './text-change.js';

export type MapEdge = 'top' | 'bottom' | 'left' | 'right';

/**
 * Grows (`by` > 0) or shrinks (`by` < 0) the map from one edge. What lay on the hexes cut off
 * goes with them (terrain, thin walls, doors, links); a figure standing there is refused, since the
 * author must say where it goes.
 */
export function resizeMap(scenario: Scenario, text: string, edge: MapEdge, by: number): BoardEditResult {
    const map = scenario.statements.find(isMapStatement);
    const extent = mapExtent(scenario);
    const fromCst = map?.from?.$cstNode;
    const toCst = map?.to?.$cstNode;
    if (!extent || !fromCst || !toCst) {
        return { error: 'the scenario has no usable `map` statement.' };
    }
    if (!Number.isInteger(by) || by === 0) {
        return { error: 'the map grows or shrinks by a whole number of hexes.' };
    }
    let { from, to } = extent;
    switch (edge) {
        case 'top': from = { ...from, row: from.row - by }; break;
        case 'bottom': to = { ...to, row: to.row + by }; break;
        case 'left': from = { ...from, col: from.col - by }; break;
        case 'right': to = { ...to, col: to.col + by }; break;
    }
    if (from.row < 1) {
        return { error: 'the map cannot grow above row 1: rows count from 1 at the top.' };
    }
    if (from.col < 0) {
        return { error: 'the map cannot grow left of column A: columns count from A.' };
    }
    if (from.col > to.col || from.row > to.row) {
        return { error: 'the map cannot shrink to nothing.' };
    }
    if (mapHexCount({ from, to }) > MAX_MAP_HEXES) {
        return { error: `the map would hold more than ${MAX_MAP_HEXES} hexes.` };
    }
    const kept = rectOf(from, to);
    const cut = rectCoords(rectOf(extent.from, extent.to)).filter(c => !rectContains(kept, c));
    const outside = (label: string | undefined): boolean => {
        const coord = label ? parseCoordinate(label) : undefined;
        return coord !== undefined && !rectContains(kept, coord);
    };
    const stranded = scenario.statements.filter(s => (isCharacter(s) || isSummon(s) || isMonster(s)) && outside(s.position?.label));
    if (stranded.length > 0) {
        const names = stranded.map(s => (s as { name: string }).name);
        return { error: `${names.join(', ')} ${names.length === 1 ? 'stands' : 'stand'} on the hexes the map would lose: move ${names.length === 1 ? 'it' : 'them'} first.` };
    }
    const changes: TextChange[] = [];
    if (formatCoordinate(from) !== map!.from!.label) {
        changes.push({ start: fromCst.offset, end: fromCst.end, text: formatCoordinate(from) });
    }
    if (formatCoordinate(to) !== map!.to!.label) {
        changes.push({ start: toCst.offset, end: toCst.end, text: formatCoordinate(to) });
    }
    if (cut.length > 0) {
        const erased = eraseTerrain(scenario, text, cut);
        if ('changes' in erased) {
            changes.push(...erased.changes);
        }
        const gone = scenario.statements.filter(s =>
            ((isThinWall(s) || isLink(s)) && (outside(s.first?.label) || outside(s.second?.label))) || (isDoor(s) && outside(s.position?.label)));
        changes.push(...mergeAdjacent(gone.map(s => removeStatement(text, s)).filter((c): c is TextChange => c !== undefined)));
    }
    return { changes: mergeAdjacent(changes) };
}
