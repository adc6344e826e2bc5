import type { Ability, Area, Character, Condition, Element, Level, Monster, Scenario, Summon } from '../generated/ast.js';
import { isActedRecord, isCharacter, isDoor, isLink, isMapStatement, isMonster, isRulesStatement, isSummon, isTerrainStatement, isThinWall } from '../generated/ast.js';
import type { Hex } from '../hex/hex.js';
import { type OffsetCoord, offsetToHex, parseCoordinate } from '../hex/offset.js';
import { abilityOfCard, effectiveCard } from './effective-ability.js';
import { hexOfRef } from './hex-ref.js';
import { writtenAttack } from './written-attack.js';
import { type CardSpec, type MonsterTypeSpec, decksOf, monsterTypesOf, revealedCards } from './monster-types.js';
import { type ElementBoardState, consumedBySets, elementBoardOf, elementsAvailable } from './elements.js';
import { type AbilitySpec, Board, type BoardSpec, type DoorSpec, type DoorState, type Edition, type FigureSpec, type MoveMode, type TerrainKind } from './board.js';

/** Maps larger than this are refused: the engine's tables grow with the square of the hex count. */
export const MAX_MAP_HEXES = 10_000;

export { hexOfRef };

export function mapExtent(scenario: Scenario): { from: OffsetCoord; to: OffsetCoord } | undefined {
    const map = scenario.statements.find(isMapStatement);
    const from = map?.from && parseCoordinate(map.from.label);
    const to = map?.to && parseCoordinate(map.to.label);
    if (!from || !to || from.col > to.col || from.row > to.row) {
        return undefined;
    }
    return { from, to };
}

/** Whether a coordinate lies on a map of this extent. */
export function insideExtent(extent: { from: OffsetCoord; to: OffsetCoord }, coord: OffsetCoord): boolean {
    return coord.col >= extent.from.col && coord.col <= extent.to.col && coord.row >= extent.from.row && coord.row <= extent.to.row;
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
    const written = attack && writtenAttack(attack);
    const areaHexList = area ? area.hexes.map(hexOfRef).filter((h): h is Hex => h !== undefined) : [];
    return {
        move: move && move.value !== undefined
            ? { points: move.value, mode: (move.mode as MoveMode | undefined) ?? 'normal', teleport: move.teleport }
            : undefined,
        attack: written ? { value: written.value, range: written.range ?? 0, targets: written.targets ?? 1, ...(written.allTargets ? { all: true } : {}) } : undefined,
        area: area ? { origin: hexOfRef(area.origin), hexes: areaHexList } : undefined,
        muddled: ability.muddled.length > 0
    };
}

/** What figureSpec needs beyond the figure: the scenario's monster types and the cards they revealed. */
interface TypeContext {
    readonly scenario: Scenario;
    readonly types: ReadonlyMap<string, MonsterTypeSpec>;
    readonly revealed: ReadonlyMap<string, CardSpec>;
    /** The element board, and the elements each type consumed this round: what its card's consumptions add. */
    readonly elements: ElementBoardState;
    readonly consumed: ReadonlyMap<string, readonly Element[]>;
}

/** Only what the figure's line writes, so a figure written the old way has the spec it always had. */
function vitals(node: Character | Summon): Partial<FigureSpec> {
    const written: { -readonly [K in keyof FigureSpec]?: FigureSpec[K] } = {};
    if (node.hp !== undefined) {
        written.hp = node.hp;
    }
    if (node.maxHp !== undefined) {
        written.maxHp = node.maxHp;
    }
    if (node.shield !== undefined) {
        written.shield = node.shield;
    }
    if (node.retaliate !== undefined) {
        written.retaliate = { value: node.retaliate, range: node.retaliateRange ?? 1 };
    }
    if (node.conditions.length > 0) {
        written.conditions = node.conditions;
    }
    return written;
}

function figureSpec(node: Character | Summon | Monster, context: TypeContext): FigureSpec | undefined {
    const position = hexOfRef(node.position);
    if (!position || !node.name) {
        return undefined;
    }
    const conditions = node.conditions;
    if (isCharacter(node)) {
        return {
            name: node.name, kind: 'character', hex: position, initiative: node.initiative,
            invisible: node.flags.includes('invisible') || conditions.includes('invisible'), longRest: node.flags.includes('long-rest'),
            ...vitals(node)
        };
    }
    if (isSummon(node)) {
        const ownerName = node.owner?.$refText;
        const owner = context.scenario.statements.find((s): s is Character => isCharacter(s) && s.name === ownerName);
        return {
            name: node.name, kind: 'summon', hex: position, owner: ownerName, initiative: owner?.initiative,
            ...(conditions.includes('invisible') ? { invisible: true } : {}),
            ...vitals(node)
        };
    }
    const acted = context.scenario.statements.some(s => isActedRecord(s) && s.monster?.$refText === node.name);
    const base: FigureSpec = {
        name: node.name, kind: 'monster', hex: position, initiative: node.initiative, ability: abilitySpec(node.ability), acted,
        ...(node.summoned ? { summoned: true } : {})
    };
    const typeName = node.type?.$refText;
    const type = typeName === undefined ? undefined : context.types.get(typeName);
    if (!type) {
        return conditions.length > 0 ? withConditions(base, conditions) : base;
    }
    return standeeSpec(base, node, type, context);
}

function standeeSpec(base: FigureSpec, node: Monster, type: MonsterTypeSpec, context: TypeContext): FigureSpec {
    const conditions = node.conditions;
    const level = (node.level ?? 'normal') as Level;
    const stat = level === 'elite' ? type.elite : type.normal;
    const revealed = context.revealed.get(type.name);
    const card = stat && revealed ? effectiveCard(stat, revealed) : undefined;
    const available = elementsAvailable(context.elements, context.consumed.get(type.name));
    const standee: FigureSpec = {
        ...base,
        // The inline ability block wins over the type's card, so one-moment puzzles stay one line.
        ability: base.ability ?? (card ? abilityOfCard(card, conditions, available) : undefined),
        initiative: base.initiative ?? card?.initiative,
        standee: { type: type.name, level, number: node.number },
        ...(base.ability && card ? { ownAbility: true } : {}),
        hp: node.hp ?? stat?.health, maxHp: stat?.health, shield: stat?.shield, retaliate: stat?.retaliate,
        conditions, card
    };
    return withConditions(standee, conditions);
}

/**
 * Muddle is the engine's disadvantage and invisible its never-focused flag, whichever way they are
 * written; an immobilized monster "cannot perform any move abilities", so its turn is decided
 * with no move, as it is played.
 */
function withConditions(spec: FigureSpec, conditions: readonly Condition[]): FigureSpec {
    const muddled = conditions.includes('muddle');
    let ability = spec.ability && muddled && !spec.ability.muddled ? { ...spec.ability, muddled } : spec.ability;
    if (ability?.move && conditions.includes('immobilize')) {
        const { move: _move, ...rest } = ability;
        ability = rest;
    }
    return {
        ...spec,
        conditions,
        invisible: spec.invisible || conditions.includes('invisible') || undefined,
        ability
    };
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
    const types = monsterTypesOf(scenario);
    const context: TypeContext = {
        scenario, types, revealed: revealedCards(scenario, types, decksOf(scenario)), elements: elementBoardOf(scenario), consumed: consumedBySets(scenario)
    };
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
        } else if ((isCharacter(statement) && statement.flags.includes('exhausted')) || ((isMonster(statement) || isSummon(statement)) && statement.removed)) {
            // An exhausted character or a removed standee has left the board; its line stays so that what names it still resolves.
            continue;
        } else if (isCharacter(statement) || isSummon(statement) || isMonster(statement)) {
            const spec = figureSpec(statement, context);
            if (spec) {
                figures.push(spec);
            }
        }
    }
    const spec: BoardSpec = { edition, from: extent.from, to: extent.to, terrain, thinWalls, figures, doors, links };
    return new Board(spec);
}
