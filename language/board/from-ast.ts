import type { Ability, Area, Character, HexRef, Monster, Scenario, Summon } from '../generated/ast.js';
import { isActedRecord, isCharacter, isDoor, isLink, isMapStatement, isMonster, isRulesStatement, isSummon, isTerrainStatement, isThinWall } from '../generated/ast.js';
import type { Hex } from '../hex/hex.js';
import { type OffsetCoord, labelToHex, offsetToHex, parseCoordinate } from '../hex/offset.js';
import { type AbilitySpec, Board, type BoardSpec, type DoorSpec, type DoorState, type Edition, type FigureSpec, type MoveMode, type TerrainKind } from './board.js';

/** Maps larger than this are refused: the engine's tables grow with the square of the hex count. */
export const MAX_MAP_HEXES = 10_000;

export function hexOfRef(ref: HexRef | undefined): Hex | undefined {
    return ref?.label === undefined ? undefined : labelToHex(ref.label);
}

export function mapExtent(scenario: Scenario): { from: OffsetCoord; to: OffsetCoord } | undefined {
    const map = scenario.statements.find(isMapStatement);
    const from = map?.from && parseCoordinate(map.from.label);
    const to = map?.to && parseCoordinate(map.to.label);
    if (!from || !to || from.col > to.col || from.row > to.row) {
        return undefined;
    }
    return { from, to };
}

export function mapHexCount(extent: { from: OffsetCoord; to: OffsetCoord }): number {
    return (extent.to.col - extent.from.col + 1) * (extent.to.row - extent.from.row + 1);
}

/** The edition a scenario names, or `fallback` (the user's default) when it has no `rules` line. */
export function editionOf(scenario: Scenario, fallback: Edition = 'gloomhaven'): Edition {
    const rules = scenario.statements.find(isRulesStatement);
    return (rules?.edition as Edition | undefined) ?? fallback;
}

/** Every hex of an area (a hex or a rectangle in offset coordinates), or [] if malformed. */
export function areaHexes(area: Area, limit = MAX_MAP_HEXES): Hex[] {
    const from = area.from && parseCoordinate(area.from.label);
    if (!from) {
        return [];
    }
    const to = area.to ? parseCoordinate(area.to.label) : from;
    if (!to) {
        return [];
    }
    const [c0, c1] = from.col <= to.col ? [from.col, to.col] : [to.col, from.col];
    const [r0, r1] = from.row <= to.row ? [from.row, to.row] : [to.row, from.row];
    if ((c1 - c0 + 1) * (r1 - r0 + 1) > limit) {
        return [];
    }
    const hexes: Hex[] = [];
    for (let col = c0; col <= c1; col++) {
        for (let row = r0; row <= r1; row++) {
            hexes.push(offsetToHex({ col, row }));
        }
    }
    return hexes;
}

export function abilitySpec(ability: Ability | undefined): AbilitySpec | undefined {
    if (!ability) {
        return undefined;
    }
    const move = ability.moves[0];
    const attack = ability.attacks[0];
    const area = ability.areas[0];
    const modifier = (kind: string): number | undefined => attack?.modifiers.find(m => m.kind === kind)?.value;
    const areaHexList = area ? area.hexes.map(hexOfRef).filter((h): h is Hex => h !== undefined) : [];
    return {
        move: move && move.value !== undefined
            ? { points: move.value, mode: (move.mode as MoveMode | undefined) ?? 'normal', teleport: move.teleport }
            : undefined,
        attack: attack ? { value: attack.value, range: modifier('range') ?? 0, targets: modifier('target') ?? 1 } : undefined,
        area: area ? { origin: hexOfRef(area.origin), hexes: areaHexList } : undefined,
        muddled: ability.muddled.length > 0
    };
}

function figureSpec(node: Character | Summon | Monster, scenario: Scenario): FigureSpec | undefined {
    const position = hexOfRef(node.position);
    if (!position || !node.name) {
        return undefined;
    }
    if (isCharacter(node)) {
        return {
            name: node.name, kind: 'character', hex: position, initiative: node.initiative,
            invisible: node.flags.includes('invisible'), longRest: node.flags.includes('long-rest')
        };
    }
    if (isSummon(node)) {
        const ownerName = node.owner?.$refText;
        const owner = scenario.statements.find((s): s is Character => isCharacter(s) && s.name === ownerName);
        return { name: node.name, kind: 'summon', hex: position, owner: ownerName, initiative: owner?.initiative };
    }
    const acted = scenario.statements.some(s => isActedRecord(s) && s.monster?.$refText === node.name);
    return { name: node.name, kind: 'monster', hex: position, initiative: node.initiative, ability: abilitySpec(node.ability), acted };
}

/**
 * Builds the board of a parsed scenario, leniently: malformed coordinates, off-map hexes and
 * doubled figures are skipped (validation reports them). Undefined without a usable map.
 * `edition` is the one the scenario is played by, as `ScenarioAnalyzer.editionOf` resolves it
 * with the user's settings; by default, the scenario's `rules` line or Gloomhaven.
 */
export function boardFromScenario(scenario: Scenario, edition: Edition = editionOf(scenario)): Board | undefined {
    const extent = mapExtent(scenario);
    if (!extent || mapHexCount(extent) > MAX_MAP_HEXES) {
        return undefined;
    }
    const terrain: Array<{ hex: Hex; kind: TerrainKind }> = [];
    const thinWalls: Array<[Hex, Hex]> = [];
    const figures: FigureSpec[] = [];
    const doors: DoorSpec[] = [];
    const links: Array<[Hex, Hex]> = [];
    for (const statement of scenario.statements) {
        if (isDoor(statement)) {
            const h = hexOfRef(statement.position);
            if (h && statement.state) {
                doors.push({ hex: h, state: statement.state as DoorState });
            }
        } else if (isTerrainStatement(statement)) {
            for (const area of statement.areas) {
                for (const h of areaHexes(area)) {
                    terrain.push({ hex: h, kind: statement.kind });
                }
            }
        } else if (isLink(statement)) {
            const a = hexOfRef(statement.first);
            const b = hexOfRef(statement.second);
            if (a && b) {
                links.push([a, b]);
            }
        } else if (isThinWall(statement)) {
            const a = hexOfRef(statement.first);
            const b = hexOfRef(statement.second);
            if (a && b) {
                thinWalls.push([a, b]);
            }
        } else if (isCharacter(statement) || isSummon(statement) || isMonster(statement)) {
            const spec = figureSpec(statement, scenario);
            if (spec) {
                figures.push(spec);
            }
        }
    }
    const spec: BoardSpec = { edition, from: extent.from, to: extent.to, terrain, thinWalls, figures, doors, links };
    return new Board(spec);
}
