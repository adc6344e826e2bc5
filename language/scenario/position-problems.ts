import type { HexRef, Monster, Scenario } from '../generated/ast.js';
import { isDoor, isLink, isMonster, isTerrainStatement, isThinWall } from '../generated/ast.js';
import { directionBetween, hexKey } from '../hex/hex.js';
import { hexLabel, parseCoordinate } from '../hex/offset.js';
import type { FigureKind, TerrainKind } from '../model/board.js';
import { type FigureNode, figureKindOf, figuresOf, leftTheBoard } from '../model/figure-statements.js';
import { areaHexes, insideExtent, mapExtent } from '../model/from-ast.js';
import { hexOfRef } from '../model/hex-ref.js';
import { standeeCard, standeeStat } from '../model/monster-types.js';

/**
 * Where the scenario puts something where it cannot be: a figure on a hex it cannot stand on or
 * off the board, a piece of the map outside it, a thin wall between hexes that share no edge. The
 * board built from such a text is not the author's (a figure in a wall, a figure missing), so
 * nothing is judged on it: see `incomplete-board.ts`.
 */

/** Why a figure does not stand where it is written. */
export type FigurePlacement =
    /** Its hex is not a coordinate: it is not on the board. */
    | 'malformed'
    /** Its hex lies outside the map: it is not on the board. */
    | 'off-map'
    /** Another figure stands there first: the board keeps that one. */
    | 'shared'
    /** A wall hex is not part of the room. */
    | 'wall'
    /** A closed door blocks like a wall. */
    | 'closed-door'
    /**
     * Only a flying figure may stand on an obstacle. A warning, not a problem that stops the
     * board being judged: a monster may end up there (the reference's case 107 has one blocking
     * its allies), and the rules say how the others treat it.
     */
    | 'obstacle';

/** Placements that keep the figure off the board built from the text. */
export const OFF_THE_BOARD: ReadonlySet<FigurePlacement> = new Set(['malformed', 'off-map', 'shared']);

/** A piece of the map, which the board leaves out when its hex is not on the map. */
export type MapPiece = TerrainKind | 'door' | 'link' | 'thin wall';

export type PositionProblem =
    | {
        readonly kind: 'figure';
        readonly figure: string;
        readonly figureKind: FigureKind;
        readonly placement: FigurePlacement;
        /** The hex as written. */
        readonly hex: string;
        /** For a shared hex, the figure that stands there first. */
        readonly other?: string;
        /** 1-based. */
        readonly line: number;
    }
    | {
        readonly kind: 'piece';
        readonly piece: MapPiece;
        readonly placement: 'malformed' | 'off-map';
        readonly hex: string;
        readonly line: number;
    }
    | {
        readonly kind: 'thin-wall-apart';
        readonly between: readonly [string, string];
        readonly line: number;
    };

/** One figure's placement problem, with the statement that writes it (for a diagnostic there). */
export interface MisplacedFigure {
    readonly node: FigureNode;
    readonly placement: FigurePlacement;
    readonly hex: string;
    readonly other?: FigureNode;
}

/**
 * Every figure standing where it cannot, in the order written; a figure may have two problems
 * (on a wall another figure holds). A figure that has left the board stands nowhere. Without a
 * usable map, nothing is on the board and nothing is reported here.
 */
export function misplacedFiguresOf(scenario: Scenario): MisplacedFigure[] {
    const extent = mapExtent(scenario);
    if (!extent) {
        return [];
    }
    const terrain = terrainHexes(scenario);
    const closedDoors = new Set(scenario.statements.filter(isDoor).filter(d => d.state === 'closed')
        .map(d => hexOfRef(d.position)).filter(h => h !== undefined).map(hexKey));
    const occupied = new Map<string, FigureNode>();
    const misplaced: MisplacedFigure[] = [];
    for (const node of figuresOf(scenario).filter(f => f.name && !leftTheBoard(f))) {
        const written = node.position?.label ?? '';
        const coord = parseCoordinate(written);
        if (!coord) {
            misplaced.push({ node, placement: 'malformed', hex: written });
            continue;
        }
        if (!insideExtent(extent, coord)) {
            misplaced.push({ node, placement: 'off-map', hex: written });
            continue;
        }
        const h = hexOfRef(node.position);
        const key = h ? hexKey(h) : written;
        const first = occupied.get(key);
        if (first) {
            misplaced.push({ node, placement: 'shared', hex: written, other: first });
        } else {
            occupied.set(key, node);
        }
        if (terrain.get('wall')?.has(key)) {
            misplaced.push({ node, placement: 'wall', hex: written });
        } else if (closedDoors.has(key)) {
            misplaced.push({ node, placement: 'closed-door', hex: written });
        } else if (terrain.get('obstacle')?.has(key) && !(isMonster(node) && flies(node))) {
            misplaced.push({ node, placement: 'obstacle', hex: written });
        }
    }
    return misplaced;
}

/** Every position problem that stops the board being judged, in the order of their lines. */
export function positionProblemsOf(scenario: Scenario): PositionProblem[] {
    const figures = misplacedFiguresOf(scenario).filter(m => m.placement !== 'obstacle').map((m): PositionProblem => ({
        kind: 'figure', figure: m.node.name, figureKind: figureKindOf(m.node), placement: m.placement, hex: m.hex,
        ...(m.other ? { other: m.other.name } : {}), line: lineOf(m.node.position ?? m.node)
    }));
    return [...figures, ...pieceProblems(scenario)].sort((a, b) => a.line - b.line);
}

function pieceProblems(scenario: Scenario): PositionProblem[] {
    const extent = mapExtent(scenario);
    if (!extent) {
        return [];
    }
    const problems: PositionProblem[] = [];
    const check = (piece: MapPiece, ref: HexRef | undefined): void => {
        if (ref?.label === undefined) {
            return;
        }
        const coord = parseCoordinate(ref.label);
        if (!coord || !insideExtent(extent, coord)) {
            problems.push({ kind: 'piece', piece, placement: coord ? 'off-map' : 'malformed', hex: ref.label, line: lineOf(ref) });
        }
    };
    for (const statement of scenario.statements) {
        if (isTerrainStatement(statement)) {
            statement.areas.forEach(area => [area.from, area.to].forEach(ref => check(statement.kind, ref)));
        } else if (isDoor(statement)) {
            check('door', statement.position);
        } else if (isLink(statement)) {
            [statement.first, statement.second].forEach(ref => check('link', ref));
        } else if (isThinWall(statement)) {
            const before = problems.length;
            [statement.first, statement.second].forEach(ref => check('thin wall', ref));
            const a = hexOfRef(statement.first);
            const b = hexOfRef(statement.second);
            if (problems.length === before && a && b && directionBetween(a, b) < 0) {
                problems.push({ kind: 'thin-wall-apart', between: [hexLabel(a), hexLabel(b)], line: lineOf(statement) });
            }
        }
    }
    return problems;
}

/** The hexes of each kind of terrain the scenario writes, by hex key. */
function terrainHexes(scenario: Scenario): Map<TerrainKind, Set<string>> {
    const kinds = new Map<TerrainKind, Set<string>>();
    for (const statement of scenario.statements.filter(isTerrainStatement)) {
        const keys = kinds.get(statement.kind) ?? new Set<string>();
        statement.areas.forEach(area => areaHexes(area).forEach(h => keys.add(hexKey(h))));
        kinds.set(statement.kind, keys);
    }
    return kinds;
}

/** A monster that flies this round: by its ability block, else by its card or its stat card. */
export function flies(monster: Monster): boolean {
    if (monster.ability) {
        return monster.ability.moves[0]?.mode === 'flying';
    }
    const mode = standeeCard(monster)?.card.move?.mode;
    return mode !== undefined ? mode === 'flying' : standeeStat(monster)?.flying === true;
}

function lineOf(node: { readonly $cstNode?: { readonly range: { readonly start: { readonly line: number } } } }): number {
    return (node.$cstNode?.range.start.line ?? 0) + 1;
}
