import { type AstNode, AstUtils, GrammarUtils } from 'langium';
import type { HexRef, Scenario } from '../generated/ast.js';
import { isAreaPattern, isMapStatement } from '../generated/ast.js';
import { type OffsetCoord, formatCoordinate, parseCoordinate } from '../hex/offset.js';
import { mapExtent } from '../model/from-ast.js';

export interface MapExtent {
    readonly from: OffsetCoord;
    readonly to: OffsetCoord;
}

export function extentLabel(extent: MapExtent): string {
    return `${formatCoordinate(extent.from)}..${formatCoordinate(extent.to)}`;
}

/** The usable map extent of a scenario, if its `map` statement is well formed. */
export function scenarioExtent(scenario: Scenario): MapExtent | undefined {
    return mapExtent(scenario);
}

/** True for hex references that name a hex of the map (not the map corners, not an area pattern's own grid). */
export function isBoardHexRef(ref: HexRef): boolean {
    return !isAreaPattern(ref.$container) && !isMapStatement(ref.$container);
}

export function allHexRefs(scenario: Scenario): HexRef[] {
    return AstUtils.streamAllContents(scenario).filter((n): n is HexRef => n.$type === 'HexRef').toArray();
}

export function coordinateOf(ref: HexRef | undefined): OffsetCoord | undefined {
    return ref?.label === undefined ? undefined : parseCoordinate(ref.label);
}

/**
 * A number as the author wrote it. Numbers too long for a game value are converted to Infinity,
 * which would read as nonsense in a message that quotes them.
 */
export function writtenNumber(node: AstNode, property: string, value: number): string {
    return GrammarUtils.findNodeForProperty(node.$cstNode, property)?.text ?? String(value);
}
