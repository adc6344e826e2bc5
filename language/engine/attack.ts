import { type Board, type Edition, type Figure, Terrain } from '../board/board.js';
import { hexAdd } from '../hex/hex.js';
import type { AttackPlan } from './ability.js';
import type { LineOfSight } from './line-of-sight.js';
import { type AttackQuality, compareAttacks, ranksExtraTargets } from './ranking.js';
import { UNREACHABLE, wallDistances } from './wall-distance.js';

/** An enemy of the monsters that can be focused or targeted (never an invisible one). */
export interface Enemy {
    readonly index: number;
    readonly figure: Figure;
    readonly cell: number;
    /** Hex counts from the enemy to every cell around walls: range and proximity. */
    readonly distance: Int32Array;
}

/** One way to attack from a hex: its targets (the focus first) and the area as placed. */
export interface AttackChoice {
    readonly targets: readonly number[];
    readonly disadvantage: readonly boolean[];
    readonly area?: readonly number[];
    readonly quality: AttackQuality;
}

const NO_ATTACK_QUALITY: AttackQuality = { focusDisadvantage: false, count: 0, extraRanks: [], extraDisadvantage: 0 };

export function createEnemies(board: Board): Enemy[] {
    return board.figures
        .filter(f => f.kind !== 'monster' && !f.invisible)
        .map((figure, index) => ({ index, figure, cell: figure.cell, distance: wallDistances(board, figure.cell) }));
}

/**
 * Who the monster's attack can reach from a hex, and the best ways to attack its focus from
 * there. Results per hex are memoised: one evaluator serves one monster's turn.
 */
export class AttackEvaluator {
    private readonly singlesAt = new Map<number, number[]>();
    private readonly attackableAt = new Map<number, readonly number[]>();
    private readonly rangedPlacements: number[][];
    private readonly distanceFrom = new Map<number, Int32Array>();

    constructor(
        private readonly board: Board,
        private readonly plan: AttackPlan,
        private readonly enemies: readonly Enemy[],
        private readonly los: LineOfSight,
        private readonly edition: Edition
    ) {
        this.rangedPlacements = plan.area && !plan.area.melee ? this.placeRangedArea() : [];
    }

    /** Enemies a single target of the attack (or, without an attack, a melee attack) can hit from `cell`. */
    singles(cell: number): number[] {
        let found = this.singlesAt.get(cell);
        if (!found) {
            found = [];
            const reach = Math.max(this.plan.attacks ? this.plan.range : 0, 1);
            const ranged = this.plan.attacks && this.plan.range > 0;
            for (const enemy of this.enemies) {
                if (enemy.distance[cell] <= reach && (!ranged || this.los.between(cell, enemy.cell))) {
                    found.push(enemy.index);
                }
            }
            this.singlesAt.set(cell, found);
        }
        return found;
    }

    /** The enemies that can be among the targets of some attack made from `cell`. */
    attackable(cell: number): readonly number[] {
        let found = this.attackableAt.get(cell);
        if (!found) {
            const singles = this.singles(cell);
            if (!this.plan.attacks || !this.plan.area) {
                found = singles;
            } else {
                const hit = new Set<number>(this.plan.targets >= 2 ? singles : []);
                for (const cells of this.placements(cell)) {
                    this.areaTargets(cell, cells).forEach(e => hit.add(e));
                }
                found = [...hit];
            }
            this.attackableAt.set(cell, found);
        }
        return found;
    }

    /** Every best way to attack `focus` from `cell` (ties kept), or [] when it cannot be attacked from there. */
    choices(cell: number, focus: number, ranks: readonly number[]): AttackChoice[] {
        if (!this.plan.attacks) {
            return this.singles(cell).includes(focus) ? [{ targets: [], disadvantage: [], quality: NO_ATTACK_QUALITY }] : [];
        }
        const singles = this.singles(cell);
        const found: AttackChoice[] = [];
        const consider = (areaTargets: readonly number[], area: readonly number[] | undefined, extraCount: number): void => {
            const pool = singles.filter(e => !areaTargets.includes(e));
            let required: number[] = [];
            let slots = extraCount;
            if (!areaTargets.includes(focus)) {
                if (!pool.includes(focus) || slots < 1) {
                    return;
                }
                required = [focus];
                slots--;
            }
            const others = pool.filter(e => e !== focus);
            for (const extras of this.bestExtras(cell, others, slots, ranks)) {
                const targets = [focus, ...[...areaTargets, ...required, ...extras].filter(e => e !== focus)];
                this.keepBest(found, this.choice(cell, targets, focus, ranks, areaTargets, area));
            }
        };
        if (!this.plan.area) {
            consider([], undefined, this.plan.targets);
        } else {
            for (const cells of this.placements(cell)) {
                consider(this.areaTargets(cell, cells), cells, this.plan.targets - 1);
            }
            if (this.plan.targets >= 2) {
                consider([], undefined, this.plan.targets - 1);
            }
        }
        return dedupe(found);
    }

    private choice(cell: number, targets: number[], focus: number, ranks: readonly number[], areaTargets: readonly number[],
        area: readonly number[] | undefined): AttackChoice {
        const disadvantage = targets.map(e => this.disadvantaged(cell, e, areaTargets.includes(e)));
        const extras = targets.slice(1);
        return {
            targets, disadvantage, area,
            quality: {
                focusDisadvantage: disadvantage[targets.indexOf(focus)],
                count: targets.length,
                extraRanks: extras.map(e => ranks[e]).sort((a, b) => a - b),
                extraDisadvantage: disadvantage.slice(1).filter(Boolean).length
            }
        };
    }

    /**
     * Muddled always; otherwise a ranged attack on an adjacent enemy ("adjacent" counts around
     * thin walls). A melee area is not ranged; a ranged area is, wherever its hexes fall.
     */
    private disadvantaged(cell: number, enemy: number, inArea: boolean): boolean {
        if (this.plan.muddled) {
            return true;
        }
        const ranged = inArea ? this.plan.area?.melee === false : this.plan.range > 0;
        return ranged && this.enemies[enemy].distance[cell] === 1;
    }

    private keepBest(found: AttackChoice[], candidate: AttackChoice): void {
        if (found.length === 0) {
            found.push(candidate);
            return;
        }
        const order = compareAttacks(this.edition, candidate.quality, found[0].quality);
        if (order < 0) {
            found.length = 0;
            found.push(candidate);
        } else if (order === 0) {
            found.push(candidate);
        }
    }

    /**
     * The best sets of `slots` extra targets from `pool`. Gloomhaven and Jaws of the Lion take the
     * best-ranked enemies, then those without disadvantage; Frosthaven only prefers those without
     * disadvantage. Where the last places fall inside a group of equals, every pick is returned.
     */
    private bestExtras(cell: number, pool: readonly number[], slots: number, ranks: readonly number[]): number[][] {
        if (slots <= 0 || pool.length === 0) {
            return [[]];
        }
        if (pool.length <= slots) {
            return [[...pool]];
        }
        const ranked = ranksExtraTargets(this.edition);
        const keyOf = (e: number): number => (ranked ? ranks[e] * 2 : 0) + (this.disadvantaged(cell, e, false) ? 1 : 0);
        const sorted = [...pool].sort((a, b) => keyOf(a) - keyOf(b));
        const taken: number[] = [];
        let i = 0;
        while (i < sorted.length) {
            const key = keyOf(sorted[i]);
            let j = i;
            while (j < sorted.length && keyOf(sorted[j]) === key) {
                j++;
            }
            const group = sorted.slice(i, j);
            const room = slots - taken.length;
            if (group.length <= room) {
                taken.push(...group);
                if (taken.length === slots) {
                    return [taken];
                }
            } else {
                return combinations(group, room).map(pick => [...taken, ...pick]);
            }
            i = j;
        }
        return [taken];
    }

    private placements(cell: number): number[][] {
        const area = this.plan.area;
        if (!area) {
            return [];
        }
        if (!area.melee) {
            return this.rangedPlacements.filter(cells => cells.some(c => c >= 0 && this.inRangeAndSight(cell, c)));
        }
        const origin = this.board.hexOf(cell);
        return area.orientations.map(shape => shape.map(offset => this.board.cellOf(hexAdd(origin, offset))));
    }

    private inRangeAndSight(from: number, cell: number): boolean {
        if (this.board.has(cell, Terrain.Wall)) {
            return false;
        }
        let distance = this.distanceFrom.get(from);
        if (!distance) {
            distance = wallDistances(this.board, from);
            this.distanceFrom.set(from, distance);
        }
        return distance[cell] !== UNREACHABLE && distance[cell] <= this.plan.range && this.los.between(from, cell);
    }

    /** Enemies standing in the area and in sight of the attacker. */
    private areaTargets(from: number, cells: readonly number[]): number[] {
        const hit: number[] = [];
        for (const cell of cells) {
            if (cell < 0) {
                continue;
            }
            const occupant = this.board.occupant[cell];
            if (occupant < 0) {
                continue;
            }
            const enemy = this.enemies.find(e => e.cell === cell);
            if (enemy && this.los.between(from, cell)) {
                hit.push(enemy.index);
            }
        }
        return hit;
    }

    /** Every placement of a ranged area that covers at least one enemy. */
    private placeRangedArea(): number[][] {
        const seen = new Set<string>();
        const result: number[][] = [];
        for (const shape of this.plan.area?.orientations ?? []) {
            for (const part of shape) {
                for (const enemy of this.enemies) {
                    const anchor = this.board.hexOf(enemy.cell);
                    const cells = shape.map(offset => this.board.cellOf(hexAdd(hexAdd(anchor, offset), { q: -part.q, r: -part.r })));
                    const key = [...cells].sort((a, b) => a - b).join(',');
                    if (!seen.has(key)) {
                        seen.add(key);
                        result.push(cells);
                    }
                }
            }
        }
        return result;
    }
}

function dedupe(choices: AttackChoice[]): AttackChoice[] {
    const seen = new Set<string>();
    return choices.filter(c => {
        const key = [...c.targets].sort((a, b) => a - b).join(',');
        if (seen.has(key)) {
            return false;
        }
        seen.add(key);
        return true;
    });
}

export function combinations<T>(items: readonly T[], size: number): T[][] {
    if (size === 0) {
        return [[]];
    }
    const result: T[][] = [];
    const pick: T[] = [];
    const walk = (start: number): void => {
        if (pick.length === size) {
            result.push([...pick]);
            return;
        }
        for (let i = start; i <= items.length - (size - pick.length); i++) {
            pick.push(items[i]);
            walk(i + 1);
            pick.pop();
        }
    };
    walk(0);
    return result;
}
