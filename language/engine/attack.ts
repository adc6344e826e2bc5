import { type Board, type Edition, type Figure, Terrain } from '../model/board.js';
import { type Hex, hexAdd, hexDistance } from '../hex/hex.js';
import type { AttackPlan } from './ability.js';
import { EDITION_RULES } from '../rules/editions.js';
import type { LineOfSight } from './line-of-sight.js';
import { type NearField, UNREACHABLE, type WallDistances } from './wall-distance.js';
import { Balls } from './near.js';

/** An enemy of the monsters that can be focused or targeted (never an invisible one). */
export interface Enemy {
    readonly index: number;
    readonly figure: Figure;
    readonly cell: number;
    /** Hex counts from the enemy to every cell around walls, never through a link: range. */
    readonly distance: Int32Array;
    /** The same through linked hexes, which are adjacent for movement: proximity. */
    readonly proximity: Int32Array;
}

/**
 * One way to lay the attack from a hex, before the extra targets are picked: the figures it
 * hits for certain (the focus first, then the rest of its area) and the enemies `pool` from
 * which `slots` more single targets may be chosen.
 */
export interface AttackFrame {
    readonly cell: number;
    readonly fixed: readonly number[];
    readonly pool: readonly number[];
    readonly slots: number;
    /** The figures in the area as placed (a subset of `fixed`). */
    readonly areaTargets: readonly number[];
    readonly area?: readonly number[];
    readonly focusDisadvantage: boolean;
    /** How many figures the attack hits: fixed ones plus as many extras as fit. */
    readonly count: number;
}

/**
 * The enemies (those `keep` accepts, numbered among themselves); their distance fields are measured
 * on first use, as most turns need few of them whole.
 */
export function createEnemies(board: Board, distances: WallDistances, keep: (figure: Figure) => boolean = () => true): Enemy[] {
    return board.figures
        .filter(f => f.kind !== 'monster' && !f.invisible && keep(f))
        .map((figure, index) => new MeasuredEnemy(index, figure, distances));
}

class MeasuredEnemy implements Enemy {
    readonly cell: number;

    constructor(readonly index: number, readonly figure: Figure, private readonly distances: WallDistances) {
        this.cell = figure.cell;
    }

    get distance(): Int32Array {
        return this.distances.from(this.cell);
    }

    get proximity(): Int32Array {
        return this.distances.path(this.cell);
    }
}

/**
 * Who the monster's attack can reach from a hex, and how it can be laid there to hit its focus.
 * Results per hex are memoised: one evaluator serves one monster's turn.
 */
export class AttackEvaluator {
    private readonly singlesAt = new Map<number, number[]>();
    /** Per cell, the area's placements there with the enemies they hit: shared by every focus. */
    private readonly laysAt = new Map<number, LaidOut>();
    /** Offsets from the monster covered by some orientation of a melee area. */
    private readonly meleeOffsets: ReadonlySet<number>;
    /** Per enemy, the ranged-area placements that cover it. */
    private readonly rangedCovering: number[][][];
    /** Per enemy, the hexes of those placements, once asked. */
    private readonly covered: Array<Int32Array | undefined>;
    /** Per figure of the board, its index among the enemies, or -1: with `board.occupant`, the enemy on a cell. */
    private readonly enemyOf: Int32Array;
    /** The largest distance between two hexes of the area pattern. */
    private readonly areaSpan: number;
    private readonly rangedPlacements: number[][];
    /** Per ranged placement, the enemies standing in it as a bitmask, while enemies are at most 30. */
    private readonly placementMasks: Int32Array;
    /** Per ranged placement, one of its hexes on the map: every other lies within `areaSpan` of it. */
    private readonly placementAnchors: Int32Array;
    /** The anchors' axial coordinates: the distance to each is asked from every hex the monster might attack from. */
    private readonly anchorQ: Int32Array;
    private readonly anchorR: Int32Array;
    /** Per cell, range from it out to the attack's range, once asked. */
    private readonly areaFields = new Map<number, NearField>();
    /** How far a single target can be: the attack's range, or 1 for melee. */
    private readonly singleReach: number;
    /** Per enemy, range from it out to `singleReach`, once asked. */
    private readonly nearFields: Array<NearField | undefined>;
    /**
     * No attack made from a hex further than this from an enemy (as the crow flies) can include
     * it: the hexes from which an enemy may be attacked all lie within this radius of it.
     */
    readonly radius: number;

    /** The cells of the map within `radius` of `center`, as the crow flies: where an attack on an enemy there can come from. */
    within(center: number): Int32Array {
        return this.memory.balls.within(this.board, center, this.radius);
    }

    /** Whether the attack hits one figure only: no second target, no area. */
    get singleTarget(): boolean {
        return this.plan.targets <= 1 && this.plan.area === undefined;
    }

    /** Scratch for the sort keys of the rules that rank hexes and targets: see AttackMemory. */
    get keys(): Pick<AttackMemory, 'focusKeys' | 'extraKeys'> {
        return this.memory;
    }

    constructor(
        private readonly board: Board,
        private readonly plan: AttackPlan,
        private readonly enemies: readonly Enemy[],
        private readonly los: LineOfSight,
        private readonly distances: WallDistances,
        private readonly edition: Edition,
        private readonly memory: AttackMemory = new AttackMemory()
    ) {
        // Per figure rather than per cell: a turn on a large map then costs nothing for the cells it never looks at.
        this.enemyOf = new Int32Array(board.figures.length).fill(-1);
        enemies.forEach(e => { this.enemyOf[board.occupant[e.cell]] = e.index; });
        this.rangedPlacements = plan.area && !plan.area.melee ? this.placeRangedArea() : [];
        this.placementAnchors = Int32Array.from(this.rangedPlacements, cells => cells.find(c => c >= 0) ?? -1);
        // Every placement covers an enemy, so every anchor is a hex of the map.
        this.anchorQ = Int32Array.from(this.placementAnchors, c => board.hexOf(c).q);
        this.anchorR = Int32Array.from(this.placementAnchors, c => board.hexOf(c).r);
        this.placementMasks = enemies.length <= 30 ? Int32Array.from(this.rangedPlacements, cells => this.standingIn(cells)) : new Int32Array(0);
        this.meleeOffsets = plan.area?.melee ? memory.shapeFacts(plan.area.orientations).offsets : NO_OFFSETS;
        this.rangedCovering = this.coverings();
        this.covered = enemies.map(() => undefined);
        this.areaSpan = plan.area ? memory.shapeFacts(plan.area.orientations).span : 0;
        this.singleReach = Math.max(plan.attacks ? plan.range : 0, 1);
        this.nearFields = enemies.map(() => undefined);
        this.radius = attackRadius(plan, memory);
    }

    /** Where an enemy stands. */
    enemyCell(enemy: number): number {
        return this.enemies[enemy].cell;
    }

    /** Hexes from an enemy to `cell` around walls, exact up to `singleReach` (beyond it, some larger count). */
    private rangeTo(enemy: number, cell: number): number {
        let field = this.nearFields[enemy];
        if (!field) {
            field = this.distances.within(this.enemies[enemy].cell, this.singleReach);
            this.nearFields[enemy] = field;
        }
        return field.at(cell);
    }

    /** The index among the enemies of the one standing on `cell`, or -1. */
    private enemyAt(cell: number): number {
        const occupant = this.board.occupant[cell];
        return occupant >= 0 ? this.enemyOf[occupant] : -1;
    }

    /** Enemies a single target of the attack (or, without an attack, a melee attack) can hit from `cell`. */
    singles(cell: number): number[] {
        let found = this.singlesAt.get(cell);
        if (!found) {
            found = [];
            for (let e = 0; e < this.enemies.length; e++) {
                if (this.reachesSingle(cell, this.enemies[e])) {
                    found.push(this.enemies[e].index);
                }
            }
            this.singlesAt.set(cell, found);
        }
        return found;
    }

    /** Whether the enemy can be among the targets of some attack made from `cell`. */
    canAttack(cell: number, enemy: number): boolean {
        const target = this.enemies[enemy];
        const single = this.reachesSingle(cell, target);
        if (!this.plan.attacks || !this.plan.area || (single && this.plan.targets >= 2)) {
            return single;
        }
        // Cheap geometric tests first; sight last, as it is the costly one.
        if (this.plan.area.melee) {
            const offset = this.board.hexOf(target.cell);
            const origin = this.board.hexOf(cell);
            return this.meleeOffsets.has(offsetKey(offset.q - origin.q, offset.r - origin.r)) && this.los.between(cell, target.cell);
        }
        if (hexDistance(this.board.hexOf(cell), this.board.hexOf(target.cell)) > this.plan.range + this.areaSpan) {
            return false; // no placement over the enemy can come within range
        }
        // Some placement over the enemy meets the range when one of the hexes they cover does.
        let placed = false;
        const covered = this.coveredAround(enemy);
        for (let i = 0; i < covered.length; i++) {
            if (this.inRange(cell, covered[i])) {
                placed = true;
                break;
            }
        }
        return placed && this.los.between(cell, target.cell);
    }

    /**
     * The hexes on the map of the ranged-area placements over an enemy, each once, its own hex first
     * (every placement over it holds it): asked once per hex the monster might attack from.
     */
    private coveredAround(enemy: number): Int32Array {
        let cells = this.covered[enemy];
        if (!cells) {
            const covering = this.rangedCovering[enemy];
            const found = new Set<number>(covering.length > 0 ? [this.enemies[enemy].cell] : []);
            for (const placement of covering) {
                for (const c of placement) {
                    if (c >= 0) {
                        found.add(c);
                    }
                }
            }
            cells = Int32Array.from(found);
            this.covered[enemy] = cells;
        }
        return cells;
    }

    /** Every attack needs sight of its target, a melee one (or the melee attack a card without one is played as) included. */
    private reachesSingle(cell: number, enemy: Enemy): boolean {
        return this.rangeTo(enemy.index, cell) <= this.singleReach && this.los.between(cell, enemy.cell);
    }

    /**
     * The ways to attack `focus` from `cell` that are best on the first criteria of the edition's
     * priority list (the focus without disadvantage, then the most targets; Frosthaven: the most
     * targets). Empty when the focus cannot be attacked from there.
     */
    frames(cell: number, focus: number): AttackFrame[] {
        if (!this.canAttack(cell, focus)) {
            return [];
        }
        if (!this.plan.attacks) {
            return [{ cell, fixed: [], pool: [], slots: 0, areaTargets: [], focusDisadvantage: false, count: 0 }];
        }
        // With one target the focus fills it: no other enemy can be added, so none is sought (nor its sight tested).
        // Without an area, canAttack has already found the focus a single target from here.
        const singles = this.plan.targets > 1 ? this.singles(cell) : this.plan.area ? [] : [focus];
        // While enemies are few, the area's targets come as a bitmask (`mask`, else -1): the frame's
        // standing is then counted in bits.
        let singlesMask = 0;
        for (let k = 0; k < singles.length; k++) {
            singlesMask |= singles[k] < 30 ? 1 << singles[k] : 0;
        }
        const focusBit = focus < 30 ? 1 << focus : 0;
        const focusSingle = singles.includes(focus);
        const empty = this.enemies.length <= 30 ? 0 : -1;
        const area = this.plan.area;
        const { lays: placed, masks } = !area ? NOTHING_LAID : this.plan.targets === 1 && !area.melee ? laidOut(this.laysOnFocus(cell, focus)) : this.lays(cell);
        // After the placements, the attack laid without its area (or, without an area, the only way).
        const bare = !area || this.plan.targets >= 2;
        const bareSlots = area ? this.plan.targets - 1 : this.plan.targets;
        const total = placed.length + (bare ? 1 : 0);
        // The focus's disadvantage depends only on whether the area holds it: asked at most twice.
        let inAreaDisadvantage: boolean | undefined;
        let singleDisadvantage: boolean | undefined;
        // First pass: each way's standing (count, and the focus's disadvantage), with nothing built; -1 where
        // the way cannot hit the focus. Most ways of a large area stand below the best and are never built.
        const standings = this.memory.standingScratch(total);
        let bestCount = -1;
        let bestDisadvantage = false;
        for (let i = 0; i < total; i++) {
            const mask = i < placed.length ? masks[i] : empty;
            const areaTargets = mask >= 0 ? NO_TARGETS : i < placed.length ? placed[i].targets : NO_TARGETS;
            const inArea = mask >= 0 ? (mask & focusBit) !== 0 : areaTargets.includes(focus);
            let slots = i < placed.length ? this.plan.targets - 1 : bareSlots;
            if (!inArea) {
                if (!focusSingle || slots < 1) {
                    standings[i] = -1;
                    continue;
                }
                slots--;
            }
            let poolSize: number;
            if (mask >= 0) {
                poolSize = bitCount(singlesMask & ~mask & ~focusBit);
            } else {
                poolSize = singles.length - (focusSingle ? 1 : 0);
                for (const e of areaTargets) {
                    poolSize -= e !== focus && singles.includes(e) ? 1 : 0;
                }
            }
            // An area holds each enemy once: the focus and the rest of the area are fixed.
            const count = 1 + (mask >= 0 ? bitCount(mask) : areaTargets.length) - (inArea ? 1 : 0) + Math.min(slots, poolSize);
            const focusDisadvantage = inArea
                ? (inAreaDisadvantage ??= this.disadvantaged(cell, focus, true))
                : (singleDisadvantage ??= this.disadvantaged(cell, focus, false));
            standings[i] = 4 * count + 2 * (focusDisadvantage ? 1 : 0) + (inArea ? 1 : 0);
            if (bestCount < 0 || compareFrameStandings(this.edition, focusDisadvantage, count, bestDisadvantage, bestCount) < 0) {
                bestCount = count;
                bestDisadvantage = focusDisadvantage;
            }
        }
        // Second pass: the ways that stand as well as the best, each set of targets once. The fixed mask and
        // whether the area holds the focus tell a frame (the pool is the singles outside the fixed targets,
        // and the slots follow); `bestFrames` keeps the first of equal frames, so a repeat is not built.
        const frames: AttackFrame[] = [];
        const built = this.memory.built;
        built.clear();
        for (let i = 0; i < total; i++) {
            const standing = standings[i];
            if (standing < 0) {
                continue;
            }
            const count = standing >> 2;
            const focusDisadvantage = (standing & 2) !== 0;
            const inArea = (standing & 1) !== 0;
            if (compareFrameStandings(this.edition, focusDisadvantage, count, bestDisadvantage, bestCount) !== 0) {
                continue;
            }
            const mask = i < placed.length ? masks[i] : empty;
            if (mask >= 0) {
                const key = ((mask | focusBit) >>> 0) * 2 + (inArea ? 1 : 0);
                if (built.has(key)) {
                    continue;
                }
                built.add(key);
            }
            const areaTargets = i < placed.length ? placed[i].targets : NO_TARGETS;
            const slots = (i < placed.length ? this.plan.targets - 1 : bareSlots) - (inArea ? 0 : 1);
            // Plain loops: in a fresh process, filters' closures and spread arrays are objects to collect.
            const pool: number[] = [];
            for (let k = 0; k < singles.length; k++) {
                const e = singles[k];
                if (e !== focus && !areaTargets.includes(e)) {
                    pool.push(e);
                }
            }
            const fixed = [focus];
            for (let k = 0; k < areaTargets.length; k++) {
                if (areaTargets[k] !== focus) {
                    fixed.push(areaTargets[k]);
                }
            }
            frames.push({ cell, fixed, pool, slots, areaTargets: i < placed.length ? areaTargets : [], area: i < placed.length ? placed[i].cells : undefined, focusDisadvantage, count });
        }
        // While enemies are few the frames are already the best, each once.
        return empty === 0 ? frames : bestFrames(this.edition, frames);
    }

    /**
     * Muddled always; otherwise a ranged attack on an adjacent enemy ("adjacent" counts around
     * thin walls). A melee area is not ranged; a ranged area is, wherever its hexes fall.
     */
    disadvantaged(cell: number, enemy: number, inArea: boolean): boolean {
        if (this.plan.muddled) {
            return true;
        }
        const ranged = inArea ? this.plan.area?.melee === false : this.plan.range > 0;
        return ranged && this.rangeTo(enemy, cell) === 1;
    }

    /**
     * The placements of the area from `cell` and the enemies each hits, worked out once per cell
     * whichever focus asks. A placement hitting the same enemies as an earlier one makes the same
     * frames, which only the earlier one would survive as best: it is left out here already.
     */
    private lays(cell: number): LaidOut {
        let found = this.laysAt.get(cell);
        if (!found) {
            const ranged = this.plan.area !== undefined && !this.plan.area.melee && this.enemies.length <= 30;
            found = laidOut(ranged ? this.rangedLays(cell) : this.firstPerTargets(cell, this.placements(cell)));
            this.laysAt.set(cell, found);
        }
        return found;
    }

    /**
     * `firstPerTargets(cell, placements(cell))` for a ranged area while enemies are few, in one pass
     * over the placements. Whom a placement stands over is known beforehand (`placementMasks`); once
     * the attacker's sight of each of them is known too, a placement whose targets an earlier one
     * already hit is passed over at once, whether or not it meets the range (either way it adds
     * nothing). Sight is asked of the same pairs as there, in the same order.
     */
    private rangedLays(cell: number): AreaLay[] {
        const usable = this.usableFrom(cell);
        const origin = this.board.hexOf(cell);
        const reach = this.plan.range + this.areaSpan;
        const anchorQ = this.anchorQ;
        const anchorR = this.anchorR;
        const masks = this.placementMasks;
        const result: AreaLay[] = [];
        const seenMasks = new Set<number>();
        let known = 0;
        let visible = 0;
        for (let i = 0; i < this.rangedPlacements.length; i++) {
            // A placement whose hexes are all beyond the range as the crow flies cannot meet it.
            const dq = anchorQ[i] - origin.q;
            const dr = anchorR[i] - origin.r;
            if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 > reach) {
                continue;
            }
            const standing = masks[i];
            let unknown = standing & ~known;
            if (unknown === 0 && seenMasks.has(standing & visible)) {
                continue;
            }
            const cells = this.rangedPlacements[i];
            if (!anyOf(cells, usable)) {
                continue;
            }
            while (unknown !== 0) {
                const bit = unknown & -unknown;
                unknown ^= bit;
                if (this.los.between(cell, this.enemies[31 - Math.clz32(bit)].cell)) {
                    visible |= bit;
                }
            }
            known |= standing;
            const mask = standing & visible;
            if (!seenMasks.has(mask)) {
                seenMasks.add(mask);
                result.push({ cells, targets: this.areaTargets(cell, cells), mask });
            }
        }
        return result;
    }

    /**
     * For tests of the one-pass shortcut: the placements from `cell` with their targets as `frames`
     * reads them, and the same by the two plain passes (every placement meeting the range, then the
     * first of each set of targets).
     */
    laidFrom(cell: number): { readonly used: readonly AreaLay[]; readonly plain: readonly AreaLay[] } {
        return { used: this.lays(cell).lays, plain: this.firstPerTargets(cell, this.placements(cell)) };
    }

    /** The enemies standing in a placement's hexes, as a bitmask (enemies at most 30). */
    private standingIn(cells: readonly number[]): number {
        let standing = 0;
        for (let i = 0; i < cells.length; i++) {
            const cell = cells[i];
            const enemy = cell >= 0 ? this.enemyAt(cell) : -1;
            if (enemy >= 0) {
                standing |= 1 << enemy;
            }
        }
        return standing;
    }

    /**
     * With one target and a ranged area, only placements that hit the focus make frames. Those are
     * the placements over the focus, and the first of them to hit each set of enemies is the first
     * of all placements to hit it (a set holding the focus can only be hit over the focus), so this
     * gives what `lays` gives with the rest left out, without laying the area over other enemies.
     */
    private laysOnFocus(cell: number, focus: number): AreaLay[] {
        const usable = this.usableFrom(cell);
        return this.firstPerTargets(cell, this.rangedCovering[focus].filter(cells => anyOf(cells, usable)))
            .filter(placed => placed.targets.includes(focus));
    }

    /**
     * Each placement with the enemies it hits from `cell`, but for those hitting the same enemies as an
     * earlier one: those make the same frames, which only the earlier one would survive as best.
     */
    private firstPerTargets(cell: number, placements: readonly number[][]): AreaLay[] {
        const result: AreaLay[] = [];
        if (this.enemies.length <= 30) {
            // Most placements repeat a set of enemies already hit: its mask is counted without building a list.
            const seenMasks = new Set<number>();
            // Whom the attacker sees is asked once per enemy for all placements: `known` enemies, of them `visible`.
            const sight = { known: 0, visible: 0 };
            for (let p = 0; p < placements.length; p++) {
                const cells = placements[p];
                const mask = this.areaMask(cell, cells, sight);
                if (!seenMasks.has(mask)) {
                    seenMasks.add(mask);
                    result.push({ cells, targets: this.areaTargets(cell, cells), mask });
                }
            }
            return result;
        }
        const seenKeys = new Set<string>();
        for (const cells of placements) {
            const targets = this.areaTargets(cell, cells);
            const key = [...targets].sort((a, b) => a - b).join(',');
            if (!seenKeys.has(key)) {
                seenKeys.add(key);
                result.push({ cells, targets, mask: -1 });
            }
        }
        return result;
    }

    /**
     * Whether a hex may be the one of a ranged area that meets the range from `cell`. Each hex is
     * tested once, then looked up (in tables stamped per cell, so nothing is allocated or cleared
     * between cells).
     */
    private usableFrom(cell: number): (c: number) => boolean {
        const stamp = this.memory.nextStamp(this.board.size);
        const { usable, usableAt } = this.memory;
        return (c: number): boolean => {
            if (c < 0) {
                return false;
            }
            if (usableAt[c] !== stamp) {
                usableAt[c] = stamp;
                usable[c] = this.inRange(cell, c) ? 1 : 0;
            }
            return usable[c] === 1;
        };
    }

    private placements(cell: number): number[][] {
        const area = this.plan.area;
        if (!area) {
            return [];
        }
        if (!area.melee) {
            const usable = this.usableFrom(cell);
            // A placement whose hexes are all beyond the range as the crow flies cannot meet it.
            const origin = this.board.hexOf(cell);
            const reach = this.plan.range + this.areaSpan;
            const found: number[][] = [];
            const anchorQ = this.anchorQ;
            const anchorR = this.anchorR;
            for (let i = 0; i < this.rangedPlacements.length; i++) {
                const cells = this.rangedPlacements[i];
                const dq = anchorQ[i] - origin.q;
                const dr = anchorR[i] - origin.r;
                if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 <= reach && anyOf(cells, usable)) {
                    found.push(cells);
                }
            }
            return found;
        }
        const origin = this.board.hexOf(cell);
        return area.orientations.map(shape => shape.map(offset => this.board.cellOf(hexAdd(origin, offset))));
    }

    /**
     * Whether a hex can be the one of a ranged area that meets the range: counted around walls,
     * never a wall hex, but it may be empty and out of sight; only the enemies hit need sight.
     */
    private inRange(from: number, cell: number): boolean {
        if (this.board.has(cell, Terrain.Wall)) {
            return false;
        }
        if (hexDistance(this.board.hexOf(from), this.board.hexOf(cell)) > this.plan.range) {
            return false;
        }
        // Distances are symmetric; the area's hexes are few and shared by every hex the monster might attack from.
        let field = this.areaFields.get(cell);
        if (!field) {
            field = this.distances.within(cell, this.plan.range);
            this.areaFields.set(cell, field);
        }
        const distance = field.at(from);
        return distance !== UNREACHABLE && distance <= this.plan.range;
    }

    /** The enemies `areaTargets` finds, as a bitmask: only while enemies are at most 30. */
    private areaMask(from: number, cells: readonly number[], sight: { known: number; visible: number }): number {
        let standing = 0;
        for (let i = 0; i < cells.length; i++) {
            const cell = cells[i];
            const enemy = cell >= 0 ? this.enemyAt(cell) : -1;
            if (enemy >= 0) {
                standing |= 1 << enemy;
            }
        }
        let unknown = standing & ~sight.known;
        while (unknown !== 0) {
            const bit = unknown & -unknown;
            unknown ^= bit;
            if (this.los.between(from, this.enemies[31 - Math.clz32(bit)].cell)) {
                sight.visible |= bit;
            }
        }
        sight.known |= standing;
        return standing & sight.visible;
    }

    /** Enemies standing in the area and in sight of the attacker. */
    private areaTargets(from: number, cells: readonly number[]): number[] {
        const hit: number[] = [];
        for (let i = 0; i < cells.length; i++) {
            const cell = cells[i];
            if (cell < 0 || this.board.occupant[cell] < 0) {
                continue;
            }
            const enemy = this.enemyAt(cell);
            if (enemy >= 0 && this.los.between(from, cell)) {
                hit.push(enemy);
            }
        }
        return hit;
    }

    /** Every placement of a ranged area that covers at least one enemy. */
    private placeRangedArea(): number[][] {
        // Placements with the same hexes are one: found by a hash of the sorted hexes, then compared.
        const seen = new Map<number, Int32Array[]>();
        const result: number[][] = [];
        for (const shape of this.plan.area?.orientations ?? []) {
            for (const part of shape) {
                for (const enemy of this.enemies) {
                    const anchor = this.board.hexOf(enemy.cell);
                    const cells = shape.map(offset => this.board.cellOf({ q: anchor.q + offset.q - part.q, r: anchor.r + offset.r - part.r }));
                    const sorted = Int32Array.from(cells).sort();
                    let hash = 0;
                    for (const c of sorted) {
                        hash = (Math.imul(hash, 31) + c + 2) | 0;
                    }
                    const bucket = seen.get(hash);
                    if (bucket?.some(other => sameCells(other, sorted))) {
                        continue;
                    }
                    if (bucket) {
                        bucket.push(sorted);
                    } else {
                        seen.set(hash, [sorted]);
                    }
                    result.push(cells);
                }
            }
        }
        return result;
    }

    /** Per enemy, the placements that cover it, in the order they were placed. */
    private coverings(): number[][][] {
        const covering: number[][][] = this.enemies.map(() => []);
        for (const cells of this.rangedPlacements) {
            for (const c of cells) {
                const enemy = c >= 0 ? this.enemyAt(c) : -1;
                if (enemy >= 0) {
                    covering[enemy].push(cells);
                }
            }
        }
        return covering;
    }
}

/** `cells.some(test)` as a plain loop: asked for every placement from every hex. */
function anyOf(cells: readonly number[], test: (c: number) => boolean): boolean {
    for (let i = 0; i < cells.length; i++) {
        if (test(cells[i])) {
            return true;
        }
    }
    return false;
}

function sameCells(a: Int32Array, b: Int32Array): boolean {
    for (let i = 0; i < a.length; i++) {
        if (a[i] !== b[i]) {
            return false;
        }
    }
    return a.length === b.length;
}


/**
 * No attack of the plan made from a hex can include an enemy further than this from it (as the crow
 * flies): a single target's range (1 for melee), a melee area's furthest hex, a ranged area's range
 * and the pattern's span.
 */
export function attackRadius(plan: AttackPlan, memory: AttackMemory): number {
    const single = Math.max(plan.attacks ? plan.range : 0, 1);
    if (!plan.attacks || !plan.area) {
        return single;
    }
    const facts = memory.shapeFacts(plan.area.orientations);
    return Math.max(single, plan.area.melee ? facts.furthest : plan.range + facts.span);
}

/** What the engine asks of an area's orientations, worked out once per area (attack plans share them). */
interface ShapeFacts {
    /** Offsets covered by some orientation, as offsetKey. */
    readonly offsets: ReadonlySet<number>;
    /** The largest distance between two hexes of the pattern. */
    readonly span: number;
    /** The largest distance from the origin to a hex of some orientation (for a melee area, from the attacker). */
    readonly furthest: number;
}

const NO_OFFSETS: ReadonlySet<number> = new Set();

function shapeFactsOf(orientations: readonly Hex[][]): ShapeFacts {
    const shape = orientations[0] ?? [];
    const origin = { q: 0, r: 0 };
    return {
        offsets: new Set(orientations.flat().map(h => offsetKey(h.q, h.r))),
        span: Math.max(0, ...shape.flatMap(a => shape.map(b => hexDistance(a, b)))),
        furthest: Math.max(0, ...orientations.flat().map(offset => hexDistance(origin, offset)))
    };
}

/** An offset between two hexes of one map as one number (offsets stay far below 2^15 either way). */
function offsetKey(dq: number, dr: number): number {
    return (dq + 32768) * 65536 + (dr + 32768);
}

const NO_TARGETS: readonly number[] = [];

/** The placements from one hex, with their masks side by side: `frames` reads every mask for every focus. */
interface LaidOut {
    readonly lays: readonly AreaLay[];
    readonly masks: Int32Array;
}

const NOTHING_LAID: LaidOut = { lays: [], masks: new Int32Array(0) };

function laidOut(lays: readonly AreaLay[]): LaidOut {
    return { lays, masks: Int32Array.from(lays, lay => lay.mask) };
}

/**
 * What the attack evaluators reuse from one turn to the next: tables stamped or overwritten by
 * each use before it returns, and what the engine asks of each area's orientations. A Workspace
 * holds one for its geometry's boards; an evaluator made without one has its own.
 */
export class AttackMemory {
    private usableTable = new Uint8Array(0);
    private usableAtTable = new Int32Array(0);
    private stamps = 0;
    /** The frames `frames` has built for one hex and focus, by key: emptied at each call. */
    readonly built = new Set<number>();
    /** Per way of laying the attack from one hex, its standing while `frames` runs (4 × count + 2 × disadvantage + in area). */
    private standings = new Int32Array(64);
    /** Per area, worked out once: attack plans share their orientations. */
    private readonly shapes = new WeakMap<readonly Hex[][], ShapeFacts>();
    /** The cells near each cell, by map. */
    readonly balls = new Balls();
    /** Sort keys of the focus's candidate hexes, and of the extra targets a position could add. */
    private focusTable = new Float64Array(64);
    private extraTable = new Float64Array(32);

    /**
     * A stamp for `usableFrom`: which hexes a ranged area may use from the cell being laid out, valid
     * where `usableAt` holds it. Each predicate is used at once and stamps are never reused.
     */
    nextStamp(size: number): number {
        if (this.usableTable.length < size || this.stamps >= 0x7ffffffe) {
            this.usableTable = new Uint8Array(size);
            this.usableAtTable = new Int32Array(size);
            this.stamps = 0;
        }
        return ++this.stamps;
    }

    get usable(): Uint8Array {
        return this.usableTable;
    }

    get usableAt(): Int32Array {
        return this.usableAtTable;
    }

    standingScratch(size: number): Int32Array {
        if (this.standings.length < size) {
            this.standings = new Int32Array(2 * size);
        }
        return this.standings;
    }

    /** A table of at least `size` keys for the focus rules to sort hexes by, overwritten at each use. */
    focusKeys(size: number): Float64Array {
        if (this.focusTable.length < size) {
            this.focusTable = new Float64Array(size);
        }
        return this.focusTable;
    }

    /** A table of at least `size` keys for ranking extra targets, overwritten at each use. */
    extraKeys(size: number): Float64Array {
        if (this.extraTable.length < size) {
            this.extraTable = new Float64Array(2 * size);
        }
        return this.extraTable;
    }

    shapeFacts(orientations: readonly Hex[][]): ShapeFacts {
        let facts = this.shapes.get(orientations);
        if (!facts) {
            facts = shapeFactsOf(orientations);
            this.shapes.set(orientations, facts);
        }
        return facts;
    }
}

/** One placement of the area and the enemies in it that the attacker sees. */
export interface AreaLay {
    readonly cells: readonly number[];
    readonly targets: readonly number[];
    /** The targets as a bitmask while enemies are few (at most 30), else -1. */
    readonly mask: number;
}

/**
 * Orders frames on the edition's first criteria. Gloomhaven and Jaws of the Lion: the focus
 * without disadvantage, then the most targets; Frosthaven: the most targets only, as the focus's
 * disadvantage counts later with that of every other target.
 */
export function compareFrames(edition: Edition, a: AttackFrame, b: AttackFrame): number {
    return compareFrameStandings(edition, a.focusDisadvantage, a.count, b.focusDisadvantage, b.count);
}

function compareFrameStandings(edition: Edition, aDisadvantage: boolean, aCount: number, bDisadvantage: boolean, bCount: number): number {
    const count = bCount - aCount;
    if (!EDITION_RULES[edition].focusDisadvantageFirst.value) {
        return count;
    }
    return Number(aDisadvantage) - Number(bDisadvantage) || count;
}

/** How many bits of a 32-bit number are set. */
function bitCount(n: number): number {
    let v = n - ((n >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Equal for frames with the same fixed targets, the same pool and as many slots: for frames naming an enemy beyond the 30th. */
function frameKey(f: AttackFrame): string {
    return `${[...f.fixed].sort((x, y) => x - y).join(',')}|${[...f.pool].sort((x, y) => x - y).join(',')}|${f.slots}`;
}

/** A set of enemies as a bitmask, or -1 when one is beyond the 30th. */
function maskOf(enemies: readonly number[]): number {
    let mask = 0;
    for (const e of enemies) {
        if (e >= 30) {
            return -1;
        }
        mask |= 1 << e;
    }
    return mask;
}

function bestFrames(edition: Edition, frames: AttackFrame[]): AttackFrame[] {
    const best: AttackFrame[] = [];
    for (const frame of frames) {
        const order = best.length === 0 ? -1 : compareFrames(edition, frame, best[0]);
        if (order < 0) {
            best.length = 0;
            best.push(frame);
        } else if (order === 0) {
            best.push(frame);
        }
    }
    // Equal frames are told apart by their masks while enemies are few: the best are few, each kept one is compared.
    const fixedMasks: number[] = [];
    const poolMasks: number[] = [];
    const slots: number[] = [];
    const kept: AttackFrame[] = [];
    let seen: Set<string> | undefined;
    for (const f of best) {
        const fixed = maskOf(f.fixed);
        const pool = maskOf(f.pool);
        if (fixed < 0 || pool < 0) {
            seen ??= new Set();
            const key = frameKey(f);
            if (!seen.has(key)) {
                seen.add(key);
                kept.push(f);
            }
            continue;
        }
        let repeat = false;
        for (let i = 0; i < fixedMasks.length && !repeat; i++) {
            repeat = fixedMasks[i] === fixed && poolMasks[i] === pool && slots[i] === f.slots;
        }
        if (!repeat) {
            fixedMasks.push(fixed);
            poolMasks.push(pool);
            slots.push(f.slots);
            kept.push(f);
        }
    }
    return kept;
}
