import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AbilitySpec, Board, type Edition, type FigureSpec, TERRAIN_KINDS, type TerrainKind } from '../../../language/model/board.js';
import { EDITIONS } from '../../../language/rules/editions.js';
import { analyzeBoard } from '../../../language/engine/analyze.js';
import { LineOfSight } from '../../../language/engine/line-of-sight.js';
import type { MonsterDecision } from '../../../language/engine/decision.js';
import { type Hex, DIRECTIONS, hex, hexAdd, hexDistance, hexMirror, hexRotate, hexSubtract } from '../../../language/hex/hex.js';
import { offsetToHex } from '../../../language/hex/offset.js';

/**
 * Random rooms inside a ring of walls, so that the playable area is a hex disc that looks the same
 * after any turn or reflection: the map's rectangular edge can never make a difference.
 */
const CENTRE = offsetToHex({ col: 10, row: 10 });
const RADIUS = 4;
const DISC: Hex[] = [];
for (let q = -RADIUS; q <= RADIUS; q++) {
    for (let r = -RADIUS; r <= RADIUS; r++) {
        if (hexDistance(hex(0, 0), hex(q, r)) <= RADIUS) {
            DISC.push(hex(q, r));
        }
    }
}
const RING: Hex[] = [];
for (let q = -RADIUS - 1; q <= RADIUS + 1; q++) {
    for (let r = -RADIUS - 1; r <= RADIUS + 1; r++) {
        if (hexDistance(hex(0, 0), hex(q, r)) === RADIUS + 1) {
            RING.push(hex(q, r));
        }
    }
}

interface Room {
    edition: Edition;
    terrain: Array<{ at: number; kind: TerrainKind }>;
    thinWalls: Array<{ at: number; direction: number }>;
    figures: Array<{ at: number; kind: 'character' | 'monster'; initiative: number; invisible: boolean }>;
    guard: number;
    ability: AbilitySpec;
}

const abilityArb: fc.Arbitrary<AbilitySpec> = fc.record({
    points: fc.integer({ min: 0, max: 5 }),
    mode: fc.constantFrom('normal', 'normal', 'flying', 'jumping') as fc.Arbitrary<'normal' | 'flying' | 'jumping'>,
    teleport: fc.constantFrom(false, false, false, false, true),
    attack: fc.option(fc.record({ range: fc.constantFrom(0, 0, 2, 3), targets: fc.constantFrom(1, 1, 2, 3) }), { nil: undefined }),
    area: fc.option(fc.constantFrom(
        { origin: hex(0, 0), hexes: [hex(0, -1), hex(1, -1)] },
        { hexes: [hex(0, 0), hex(1, 0), hex(0, 1)] }
    ), { nil: undefined, freq: 4 }),
    muddled: fc.boolean()
}).map(a => ({
    move: a.points > 0 ? { points: a.points, mode: a.mode, teleport: a.teleport } : undefined,
    attack: a.attack,
    area: a.attack && a.area && (a.area.origin !== undefined || a.attack.range > 0) ? a.area : undefined,
    muddled: a.muddled
}));

const roomArb: fc.Arbitrary<Room> = fc.record({
    edition: fc.constantFrom(...EDITIONS),
    terrain: fc.array(fc.record({
        at: fc.nat(DISC.length - 1),
        kind: fc.constantFrom(...TERRAIN_KINDS)
    }), { maxLength: 14 }),
    thinWalls: fc.array(fc.record({ at: fc.nat(DISC.length - 1), direction: fc.nat(5) }), { maxLength: 4 }),
    figures: fc.array(fc.record({
        at: fc.nat(DISC.length - 1),
        kind: fc.constantFrom<'character' | 'monster'>('character', 'character', 'monster'),
        initiative: fc.integer({ min: 1, max: 99 }),
        invisible: fc.constantFrom(false, false, false, false, false, true)
    }), { minLength: 1, maxLength: 5 }),
    guard: fc.nat(DISC.length - 1),
    ability: abilityArb
});

/** The room as a board, every hex passed through `transform` (relative to the centre). */
function boardOf(room: Room, transform: (h: Hex) => Hex): Board {
    const place = (h: Hex): Hex => hexAdd(CENTRE, transform(h));
    const taken = new Set<number>();
    const terrainAt = new Map<number, TerrainKind>();
    for (const t of room.terrain) {
        if (!terrainAt.has(t.at)) {
            terrainAt.set(t.at, t.kind);
        }
    }
    const figures: FigureSpec[] = [];
    room.figures.forEach((f, i) => {
        const kind = terrainAt.get(f.at);
        if (taken.has(f.at) || kind === 'wall' || kind === 'obstacle') {
            return;
        }
        taken.add(f.at);
        figures.push(f.kind === 'character'
            ? { name: `Hero${i}`, kind: 'character', hex: place(DISC[f.at]), initiative: f.initiative, invisible: f.invisible }
            : { name: `Ally${i}`, kind: 'monster', hex: place(DISC[f.at]) });
    });
    // The Guard stands on the first open hex at or after its drawn place.
    const open = (i: number): boolean => !taken.has(i) && terrainAt.get(i) !== 'wall' && terrainAt.get(i) !== 'obstacle';
    const free = [...DISC.keys()].map(k => (k + room.guard) % DISC.length).find(open) ?? -1;
    if (free >= 0) {
        figures.push({ name: 'Guard', kind: 'monster', hex: place(DISC[free]), ability: room.ability });
    }
    return new Board({
        edition: room.edition,
        from: { col: 0, row: 1 },
        to: { col: 20, row: 20 },
        terrain: [
            ...RING.map(h => ({ hex: place(h), kind: 'wall' as const })),
            ...[...terrainAt].map(([at, kind]) => ({ hex: place(DISC[at]), kind }))
        ],
        thinWalls: room.thinWalls
            .map(t => [DISC[t.at], hexAdd(DISC[t.at], DIRECTIONS[t.direction])] as const)
            .filter(([, b]) => hexDistance(hex(0, 0), b) <= RADIUS)
            .map(([a, b]) => [place(a), place(b)] as [Hex, Hex]),
        figures
    });
}

function guardDecision(board: Board): MonsterDecision | undefined {
    return analyzeBoard(board).find(d => d.monster === 'Guard');
}

/** Options as comparable text, with every hex mapped back through `untransform`. */
function optionSet(decision: MonsterDecision, untransform: (h: Hex) => Hex): string[] {
    const back = (hex: Hex): string => {
        const h = untransform(hexSubtract(hex, CENTRE));
        return `${h.q},${h.r}`;
    };
    return decision.options
        .map(o => `${back(o.destination)} ${o.targets.map(t => t.name).sort().join(',')}`)
        .sort();
}

const RUNS = 300;

describe('engine properties', () => {
    it('draws rooms where the Guard mostly moves or attacks', () => {
        const rooms = fc.sample(roomArb, { numRuns: 300, seed: 1 });
        const active = rooms.filter(room => guardDecision(boardOf(room, h => h))?.options.some(o => o.movementPoints > 0 || o.targets.length > 0));
        // Guards that neither move nor attack check little; most drawn rooms must give them something to do.
        expect(active.length / rooms.length).toBeGreaterThan(0.5);
    });

    it('never ends a move on another figure, and never spends more than the move', () => {
        fc.assert(fc.property(roomArb, room => {
            const board = boardOf(room, h => h);
            const decision = guardDecision(board);
            if (!decision) {
                return;
            }
            const guard = board.figureNamed('Guard')!;
            const points = room.ability.move?.points ?? 0;
            for (const option of decision.options) {
                const cell = board.cellOf(option.destination);
                const occupant = board.figureAt(cell);
                expect(occupant === undefined || occupant === guard, `${option.destination} holds ${occupant?.name}`).toBe(true);
                expect(option.movementPoints).toBeLessThanOrEqual(points);
            }
        }), { numRuns: RUNS });
    });

    it('attacks only enemies it can see, and its focus in every attack', () => {
        // Every terrain drawn is a wall and every attack reaches 3 hexes, so that enemies in range
        // but out of sight are common.
        const walled = roomArb.map(room => ({
            ...room,
            terrain: room.terrain.map(t => ({ ...t, kind: 'wall' as const })),
            ability: { ...room.ability, attack: { range: 3, targets: room.ability.attack?.targets ?? 1 } }
        }));
        fc.assert(fc.property(walled, room => {
            const board = boardOf(room, h => h);
            const decision = guardDecision(board);
            const sight = new LineOfSight(board);
            for (const option of decision?.options ?? []) {
                const from = board.cellOf(option.destination);
                if (option.targets.length > 0) {
                    expect(option.targets.map(t => t.name)).toContain(option.focus);
                }
                for (const target of option.targets) {
                    const enemy = board.figureNamed(target.name)!;
                    expect(enemy.kind, target.name).toBe('character');
                    expect(enemy.invisible ?? false, `${target.name} is invisible`).toBe(false);
                    expect(sight.between(from, enemy.cell), `${option.destination} sees ${target.name} at ${board.labelOf(enemy.cell)}`).toBe(true);
                }
            }
        }), { numRuns: RUNS });
    });

    for (const turns of [1, 2, 3]) {
        it(`gives the same decision when the whole room is turned ${turns * 60}°`, () => {
            fc.assert(fc.property(roomArb, room => {
                const plain = guardDecision(boardOf(room, h => h));
                const turned = guardDecision(boardOf(room, h => hexRotate(h, turns)));
                expect(turned?.focus).toEqual(plain?.focus);
                if (plain && turned) {
                    expect(optionSet(turned, h => hexRotate(h, -turns))).toEqual(optionSet(plain, h => h));
                }
            }), { numRuns: RUNS });
        });
    }

    it('sees the same way, pair by pair, in a turned or mirrored room (every edition)', () => {
        const walled = roomArb.map(room => ({
            ...room,
            terrain: room.terrain.map((t, i) => (i % 2 === 0 ? { ...t, kind: 'wall' as const } : t)),
            figures: []
        }));
        fc.assert(fc.property(walled, fc.constantFrom(1, 2, 3, -1), (room, turns) => {
            const transform = turns < 0 ? hexMirror : (h: Hex) => hexRotate(h, turns);
            const plain = boardOf(room, h => h);
            const turned = boardOf(room, transform);
            const a = new LineOfSight(plain);
            const b = new LineOfSight(turned);
            const cells = DISC.map(h => [plain.cellOf(hexAdd(CENTRE, h)), turned.cellOf(hexAdd(CENTRE, transform(h)))] as const);
            for (let i = 0; i < cells.length; i += 3) {
                for (let j = i + 1; j < cells.length; j += 2) {
                    expect(b.between(cells[i][1], cells[j][1])).toBe(a.between(cells[i][0], cells[j][0]));
                    expect(a.between(cells[j][0], cells[i][0])).toBe(a.between(cells[i][0], cells[j][0]));
                }
            }
        }), { numRuns: 60 });
    });

    it('gives the mirrored decision when the whole room is mirrored', () => {
        fc.assert(fc.property(roomArb, room => {
            const plain = guardDecision(boardOf(room, h => h));
            const mirrored = guardDecision(boardOf(room, hexMirror));
            expect(mirrored?.focus).toEqual(plain?.focus);
            if (plain && mirrored) {
                expect(optionSet(mirrored, hexMirror)).toEqual(optionSet(plain, h => h));
            }
        }), { numRuns: RUNS });
    });
});
