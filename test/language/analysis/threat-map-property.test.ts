import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AbilitySpec, Board, type Edition, type FigureSpec, TERRAIN_KINDS, type TerrainKind } from '../../../language/model/board.js';
import type { EffectiveAttack, EffectiveCard } from '../../../language/model/effective-ability.js';
import type { Condition } from '../../../language/generated/ast.js';
import { EDITIONS } from '../../../language/rules/editions.js';
import { boardGeometry } from '../../../language/engine/analyze.js';
import { type Hex, DIRECTIONS, hex, hexAdd } from '../../../language/hex/hex.js';
import { offsetToHex } from '../../../language/hex/offset.js';
import { type ThreatHex, isThreatMap, threatAt, threatHexes, threatMapOfBoard } from '../../../language/scenario/threat-map.js';

/**
 * The threat map decides only the turns that can concern the imagined character and shares the
 * searches between its hexes; on every room it must say, hex by hex, what deciding every monster's
 * turn on each imagined board on its own says (`threatAt` without shared work). Random rooms mix
 * what the shortcuts reason about: walls and thin walls, traps, difficult and icy terrain, walking,
 * flying, jumping and teleporting monsters, melee, ranged and area attacks with later attacks on the
 * card, the conditions that stop a turn or an attack, invisible and summoned enemies.
 */

interface Spot { col: number; row: number }

interface MonsterDraw {
    at: Spot;
    points: number;
    mode: 'normal' | 'flying' | 'jumping';
    teleport: boolean;
    first?: { range: number; targets: number; area?: number };
    later?: { range: number; targets: number; area?: number };
    conditions: Condition[];
    initiative: number;
    acted: boolean;
}

interface EnemyDraw { at: Spot; kind: 'character' | 'summon'; invisible: boolean; initiative: number }

interface Room {
    edition: Edition;
    cols: number;
    rows: number;
    terrain: Array<{ at: Spot; kind: TerrainKind }>;
    thinWalls: Array<{ at: Spot; direction: number }>;
    hero: Spot;
    enemies: EnemyDraw[];
    monsters: MonsterDraw[];
}

/** Area patterns: a melee cone (with the attacker's own hex), a melee line, a ranged triangle. */
const AREAS: ReadonlyArray<{ origin?: Hex; hexes: Hex[] }> = [
    { origin: hex(0, 0), hexes: [hex(0, -1), hex(1, -1)] },
    { origin: hex(0, 0), hexes: [hex(0, -1), hex(0, -2)] },
    { hexes: [hex(0, 0), hex(1, 0), hex(0, 1)] }
];

const spotArb = fc.record({ col: fc.nat(8), row: fc.nat(8) });

const attackArb = fc.record({
    range: fc.constantFrom(0, 0, 2, 3),
    targets: fc.constantFrom(1, 1, 2),
    area: fc.option(fc.nat(AREAS.length - 1), { nil: undefined, freq: 3 })
});

const monsterArb: fc.Arbitrary<MonsterDraw> = fc.record({
    at: spotArb,
    points: fc.integer({ min: 0, max: 5 }),
    mode: fc.constantFrom<MonsterDraw['mode']>('normal', 'normal', 'normal', 'flying', 'jumping'),
    teleport: fc.constantFrom(false, false, false, false, false, true),
    first: fc.option(attackArb, { nil: undefined, freq: 6 }),
    later: fc.option(attackArb, { nil: undefined, freq: 2 }),
    conditions: fc.subarray<Condition>(['stun', 'disarm', 'immobilize', 'wound', 'muddle', 'strengthen'], { maxLength: 1 }),
    initiative: fc.integer({ min: 1, max: 99 }),
    acted: fc.constantFrom(false, false, false, false, false, false, true)
});

const roomArb: fc.Arbitrary<Room> = fc.record({
    edition: fc.constantFrom(...EDITIONS),
    cols: fc.integer({ min: 3, max: 9 }),
    rows: fc.integer({ min: 2, max: 9 }),
    terrain: fc.array(fc.record({ at: spotArb, kind: fc.constantFrom<TerrainKind>(...TERRAIN_KINDS, 'wall', 'wall') }), { maxLength: 18 }),
    thinWalls: fc.array(fc.record({ at: spotArb, direction: fc.nat(5) }), { maxLength: 3 }),
    hero: spotArb,
    enemies: fc.array(fc.record({
        at: spotArb,
        kind: fc.constantFrom<EnemyDraw['kind']>('character', 'character', 'character', 'summon'),
        invisible: fc.constantFrom(false, false, false, false, false, true),
        initiative: fc.integer({ min: 1, max: 99 })
    }), { maxLength: 3 }),
    monsters: fc.array(monsterArb, { minLength: 1, maxLength: 4 })
});

function effectiveAttack(draw: { range: number; targets: number; area?: number }, value: number): EffectiveAttack {
    const area = draw.area === undefined ? undefined : AREAS[draw.area];
    // A ranged area needs a range to be thrown at.
    const range = area && area.origin === undefined ? Math.max(2, draw.range) : draw.range;
    return { value, range, targets: draw.targets, pierce: 0, push: 0, pull: 0, conditions: [], ...(area ? { area } : {}) };
}

/** A monster as a standee with a revealed card: its ability is the card's first attack, its conditions applied as the board reads them. */
function monsterSpec(draw: MonsterDraw, name: string, place: Hex): FigureSpec {
    const attacks = draw.first ? [effectiveAttack(draw.first, 3), ...(draw.later ? [effectiveAttack(draw.later, 2)] : [])] : [];
    const move = draw.points > 0 ? { points: draw.points, mode: draw.mode } : undefined;
    const card: EffectiveCard = {
        card: 'drawn', initiative: draw.initiative, shuffle: false,
        lines: [...(move ? [{ kind: 'move' as const, ...move }] : []), ...attacks.map((_, index) => ({ kind: 'attack' as const, index }))],
        move, attacks, infuse: [], consume: []
    };
    const immobilized = draw.conditions.includes('immobilize');
    const first = attacks[0];
    const ability: AbilitySpec = {
        move: card.move && !immobilized ? { points: draw.points, mode: draw.mode, teleport: draw.teleport } : undefined,
        attack: first ? { value: first.value, range: first.range, targets: first.targets } : undefined,
        area: first?.area,
        muddled: draw.conditions.includes('muddle')
    };
    return {
        name, kind: 'monster', hex: place, initiative: draw.initiative, ability, card, conditions: draw.conditions, acted: draw.acted,
        ...(draw.conditions.includes('wound') ? { hp: 1 + (draw.initiative % 2) } : {})
    };
}

/** The room as a board, figures on taken or solid hexes left out; undefined when the hero has no place. */
function boardOf(room: Room): Board | undefined {
    // Spots are drawn on the largest room and folded into this one.
    const at = (s: Spot): Hex => offsetToHex({ col: s.col % room.cols, row: (s.row % room.rows) + 1 });
    const key = (s: Spot): string => `${s.col % room.cols},${s.row % room.rows}`;
    const terrainAt = new Map<string, { at: Spot; kind: TerrainKind }>();
    for (const t of room.terrain) {
        if (!terrainAt.has(key(t.at))) {
            terrainAt.set(key(t.at), t);
        }
    }
    const taken = new Set<string>();
    const open = (s: Spot): boolean => {
        const kind = terrainAt.get(key(s))?.kind;
        return !taken.has(key(s)) && kind !== 'wall' && kind !== 'obstacle';
    };
    if (!open(room.hero)) {
        return undefined;
    }
    taken.add(key(room.hero));
    const figures: FigureSpec[] = [{ name: 'Hero', kind: 'character', hex: at(room.hero), initiative: 50 }];
    room.enemies.forEach((e, i) => {
        if (open(e.at)) {
            taken.add(key(e.at));
            figures.push(e.kind === 'character'
                ? { name: `Other${i}`, kind: 'character', hex: at(e.at), initiative: e.initiative, invisible: e.invisible }
                : { name: `Summon${i}`, kind: 'summon', hex: at(e.at), owner: 'Hero', initiative: 50, invisible: e.invisible });
        }
    });
    room.monsters.forEach((m, i) => {
        if (open(m.at)) {
            taken.add(key(m.at));
            figures.push(monsterSpec(m, `Monster${i}`, at(m.at)));
        }
    });
    return new Board({
        edition: room.edition,
        from: { col: 0, row: 1 },
        to: { col: room.cols - 1, row: room.rows },
        terrain: [...terrainAt.values()].map(t => ({ hex: at(t.at), kind: t.kind })),
        thinWalls: room.thinWalls.map(t => [at(t.at), hexAdd(at(t.at), DIRECTIONS[t.direction])] as [Hex, Hex]),
        figures
    });
}

/** The map's hexes, and those of every hex decided on its own. */
function bothWays(board: Board): { map: readonly ThreatHex[]; alone: readonly ThreatHex[] } {
    const map = threatMapOfBoard(board, 'Hero');
    if (!isThreatMap(map)) {
        throw new Error(map.error);
    }
    const hero = board.figures.findIndex(f => f.name === 'Hero');
    const geometry = boardGeometry(board);
    return { map: map.hexes, alone: threatHexes(board, hero).map(cell => threatAt(board, hero, cell, geometry)) };
}

const RUNS = 500;

describe('the threat map against every hex decided on its own', () => {
    it('draws rooms where monsters concern the character on some hexes and not on others', () => {
        const rooms = fc.sample(roomArb, { numRuns: 200, seed: 7 }).map(boardOf).filter(b => b !== undefined);
        const mixed = rooms.filter(board => {
            const { alone } = bothWays(board);
            return alone.some(h => h.monsters.length > 0) && alone.some(h => h.monsters.length === 0);
        });
        expect(mixed.length).toBeGreaterThan(rooms.length / 4);
    });

    it(`says the same, hex by hex, on ${RUNS} random rooms`, () => {
        fc.assert(fc.property(roomArb, room => {
            const board = boardOf(room);
            if (board) {
                const { map, alone } = bothWays(board);
                expect(map).toEqual(alone);
            }
        }), { numRuns: RUNS, seed: 5 });
    });
});
