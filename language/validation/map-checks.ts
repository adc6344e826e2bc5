import type { ValidationAcceptor } from 'langium';
import type { Scenario } from '../generated/ast.js';
import { isMapStatement, isRulesStatement } from '../generated/ast.js';
import { MAX_MAP_HEXES, mapHexCount } from '../model/from-ast.js';
import { formatCoordinate } from '../hex/offset.js';
import { IssueCodes } from './issue-codes.js';
import { coordinateOf } from './scenario-facts.js';

/** Exactly one `map`, its corners top-left then bottom-right; at most one `rules`. */
export function checkMap(scenario: Scenario, accept: ValidationAcceptor): void {
    const maps = scenario.statements.filter(isMapStatement);
    if (maps.length === 0) {
        accept('error', "This scenario has no 'map': add one such as 'map A1..P7' (top-left corner, then bottom-right).",
            { node: scenario, keyword: 'scenario', code: IssueCodes.MapMissing });
    }
    for (const extra of maps.slice(1)) {
        accept('error', "A scenario has one 'map': remove this one or merge the two extents.",
            { node: extra, code: IssueCodes.DuplicateStatement });
    }
    for (const extra of scenario.statements.filter(isRulesStatement).slice(1)) {
        accept('error', "A scenario follows one edition's rules: remove this second 'rules'.",
            { node: extra, code: IssueCodes.DuplicateStatement });
    }
    const map = maps[0];
    const from = coordinateOf(map?.from);
    const to = coordinateOf(map?.to);
    if (!map || !from || !to) {
        return;
    }
    if (from.col > to.col || from.row > to.row) {
        const fixed = `${formatCoordinate({ col: Math.min(from.col, to.col), row: Math.min(from.row, to.row) })}..${formatCoordinate({ col: Math.max(from.col, to.col), row: Math.max(from.row, to.row) })}`;
        accept('error', `The map's corners are reversed: write the top-left corner first, then the bottom-right ('map ${fixed}').`,
            { node: map, code: IssueCodes.MapReversed, data: { fixed } });
        return;
    }
    const count = mapHexCount({ from, to });
    if (count > MAX_MAP_HEXES) {
        accept('error', `This map has ${count} hexes; the most a scenario may have is ${MAX_MAP_HEXES} (100 × 100). Make it smaller.`,
            { node: map, code: IssueCodes.MapTooLarge });
    }
}
