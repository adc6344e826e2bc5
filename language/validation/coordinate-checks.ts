import type { ValidationAcceptor } from 'langium';
import type { Scenario } from '../generated/ast.js';
import { formatCoordinate } from '../hex/offset.js';
import { IssueCodes } from './issue-codes.js';
import { insideExtent } from '../model/from-ast.js';
import { allHexRefs, coordinateOf, extentLabel, isBoardHexRef, scenarioExtent } from './scenario-facts.js';

const LOWER_CASE_COORDINATE = /^[a-z]+[1-9][0-9]*$/;

function malformedMessage(label: string): string {
    if (LOWER_CASE_COORDINATE.test(label)) {
        return `'${label}' is not a coordinate: column letters are upper case. Write '${label.toUpperCase()}'.`;
    }
    if (/^[A-Z]+0+[0-9]*$/.test(label)) {
        return `'${label}' is not a coordinate: rows count from 1, without leading zeros (such as 'A1').`;
    }
    return `'${label}' is not a coordinate: write upper-case column letters then a row number from 1, such as 'C4'.`;
}

/** Every coordinate is well formed, and every hex on the board lies inside the map. */
export function checkCoordinates(scenario: Scenario, accept: ValidationAcceptor): void {
    const extent = scenarioExtent(scenario);
    for (const ref of allHexRefs(scenario)) {
        if (ref.label === undefined) {
            continue;
        }
        const coord = coordinateOf(ref);
        if (!coord) {
            accept('error', malformedMessage(ref.label), { node: ref, code: IssueCodes.MalformedCoordinate });
        } else if (extent && isBoardHexRef(ref) && !insideExtent(extent, coord)) {
            const what = ref.$container.$type === 'ExpectOption' ? 'This expected destination' : 'This hex';
            accept('error', `${what} ${formatCoordinate(coord)} is outside the map ${extentLabel(extent)}: move it inside, or widen the 'map'.`,
                { node: ref, code: ref.$container.$type === 'ExpectOption' ? IssueCodes.ExpectOffMap : IssueCodes.OffMap });
        }
    }
}
