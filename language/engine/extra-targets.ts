import type { Edition } from '../model/board.js';
import type { AttackFrame, AttackEvaluator } from './attack.js';
import { EDITION_RULES } from '../rules/editions.js';

/** The targets of an attack as finally laid, the focus first. */
export interface ChosenAttack {
    readonly targets: readonly number[];
    readonly disadvantage: readonly boolean[];
    readonly area?: readonly number[];
    /** Ranks of the targets other than the focus, best first (lower is better). */
    readonly extraRanks: readonly number[];
    /**
     * How many targets, the focus included, are attacked with disadvantage. Where the focus's
     * disadvantage was weighed first (Gloomhaven, Jaws of the Lion), attacks compared on this
     * share it, so only the extra targets tell them apart.
     */
    readonly disadvantaged: number;
}

/** A frame together with the cost of reaching its hex. */
export interface PricedFrame {
    readonly frame: AttackFrame;
    readonly traps: number;
    readonly points: number;
}

export interface ExtraRanking {
    readonly edition: Edition;
    readonly attacks: AttackEvaluator;
    /** Hexes from the monster's starting hex to each enemy, around walls. */
    readonly proximity: (enemy: number) => number;
    readonly initiative: (enemy: number) => number;
}

/**
 * Ranks the enemies that the tied attack positions could add to the focus, by the focus rules:
 * the cheapest of those positions that attacks the enemy (negative hexes, then movement), then
 * proximity from the monster's starting hex (not in Jaws of the Lion), then initiative.
 * Equal standings share a rank.
 */
export function rankExtraTargets(ranking: ExtraRanking, priced: readonly PricedFrame[]): Map<number, number> {
    // Per enemy, in the order first met: the cheapest position attacking it (negative hexes, points).
    const enemies: number[] = [];
    const slot = new Map<number, number>();
    const traps: number[] = [];
    const points: number[] = [];
    const meet = (enemy: number, t: number, p: number): void => {
        const at = slot.get(enemy);
        if (at === undefined) {
            slot.set(enemy, enemies.length);
            enemies.push(enemy);
            traps.push(t);
            points.push(p);
        } else if (t < traps[at] || (t === traps[at] && p < points[at])) {
            traps[at] = t;
            points[at] = p;
        }
    };
    for (let i = 0; i < priced.length; i++) {
        const { frame, traps: t, points: p } = priced[i];
        for (let k = 0; k < frame.fixed.length; k++) {
            meet(frame.fixed[k], t, p);
        }
        if (frame.slots > 0) {
            for (let k = 0; k < frame.pool.length; k++) {
                meet(frame.pool[k], t, p);
            }
        }
    }
    // Each enemy's standing once, four numbers in a row: sorting compares them many times.
    const useProximity = EDITION_RULES[ranking.edition].focusProximity.value;
    const standings = new Float64Array(4 * enemies.length);
    for (let at = 0; at < enemies.length; at++) {
        standings[4 * at] = traps[at];
        standings[4 * at + 1] = points[at];
        standings[4 * at + 2] = useProximity ? ranking.proximity(enemies[at]) : 0;
        standings[4 * at + 3] = ranking.initiative(enemies[at]);
    }
    const compareAt = (x: number, y: number): number => {
        for (let i = 0; i < 4; i++) {
            if (standings[4 * x + i] !== standings[4 * y + i]) {
                return standings[4 * x + i] - standings[4 * y + i];
            }
        }
        return 0;
    };
    const order = enemies.map((_, at) => at).sort(compareAt);
    const ranks = new Map<number, number>();
    for (let i = 0; i < order.length; i++) {
        const e = enemies[order[i]];
        ranks.set(e, i > 0 && compareAt(order[i - 1], order[i]) === 0 ? ranks.get(enemies[order[i - 1]])! : i + 1);
    }
    return ranks;
}

/**
 * Every best way to fill a frame's free slots. Gloomhaven and Jaws of the Lion take the best-ranked
 * enemies, then those without disadvantage; Frosthaven does not rank them and only prefers those
 * without disadvantage. Where the last slots fall inside a group of equals, every pick is returned.
 */
export function fillFrame(ranking: ExtraRanking, frame: AttackFrame, ranks: ReadonlyMap<number, number> | undefined): ChosenAttack[] {
    const { key, choose } = filling(ranking, frame, ranks);
    return pickBest(frame.pool, frame.slots, key).map(choose);
}

/**
 * The first of `fillFrame`'s picks, without the others. They all tie with it under `compareChosen`:
 * picks differ only within one group of enemies of equal rank and disadvantage, so their ranks
 * and disadvantages are the same. One pick stands for the frame until the frame wins.
 */
export function firstFill(ranking: ExtraRanking, frame: AttackFrame, ranks: ReadonlyMap<number, number> | undefined): ChosenAttack {
    // `filling` without its closures: this runs for every tied position, in a fresh process mostly.
    const { attacks } = ranking;
    const { cell, pool, slots, fixed, areaTargets } = frame;
    const picked = slots <= 0 || pool.length === 0 ? NO_EXTRAS : pool.length <= slots ? pool : undefined;
    let extras: readonly number[];
    if (picked) {
        extras = picked;
    } else {
        const keys = attacks.keys.extraKeys(pool.length);
        for (let i = 0; i < pool.length; i++) {
            const e = pool[i];
            keys[i] = (ranks?.get(e) ?? 0) * 2 + (attacks.disadvantaged(cell, e, areaTargets.includes(e)) ? 1 : 0);
        }
        extras = firstPickByKeys(pool, slots, keys);
    }
    const targets: number[] = fixed.slice();
    for (let i = 0; i < extras.length; i++) {
        targets.push(extras[i]);
    }
    const disadvantage: boolean[] = [];
    let withDisadvantage = 0;
    const extraRanks: number[] = [];
    for (let i = 0; i < targets.length; i++) {
        const e = targets[i];
        const d = attacks.disadvantaged(cell, e, areaTargets.includes(e));
        disadvantage.push(d);
        withDisadvantage += d ? 1 : 0;
        if (i > 0) {
            insertInOrder(extraRanks, ranks?.get(e) ?? 0);
        }
    }
    return { targets, disadvantage, area: frame.area, extraRanks, disadvantaged: withDisadvantage };
}

const NO_EXTRAS: readonly number[] = [];

/**
 * Puts `rank` into `ranks`, kept in ascending order, by insertion: the other targets' ranks are a
 * handful, and they are ordered for every tied position.
 */
function insertInOrder(ranks: number[], rank: number): void {
    let at = ranks.length;
    ranks.push(rank);
    while (at > 0 && ranks[at - 1] > rank) {
        ranks[at] = ranks[at - 1];
        at--;
    }
    ranks[at] = rank;
}

function filling(ranking: ExtraRanking, frame: AttackFrame, ranks: ReadonlyMap<number, number> | undefined): {
    key: (e: number) => number;
    choose: (extras: readonly number[]) => ChosenAttack;
} {
    const { attacks } = ranking;
    const cell = frame.cell;
    const disadvantaged = (e: number): boolean => attacks.disadvantaged(cell, e, frame.areaTargets.includes(e));
    const rankOf = (e: number): number => ranks?.get(e) ?? 0;
    return {
        key: (e: number): number => rankOf(e) * 2 + (disadvantaged(e) ? 1 : 0),
        choose: extras => {
            const targets = [...frame.fixed, ...extras];
            const disadvantage = targets.map(disadvantaged);
            const extraRanks: number[] = [];
            for (let i = 1; i < targets.length; i++) {
                insertInOrder(extraRanks, rankOf(targets[i]));
            }
            let withDisadvantage = 0;
            for (const d of disadvantage) {
                withDisadvantage += d ? 1 : 0;
            }
            return { targets, disadvantage, area: frame.area, extraRanks, disadvantaged: withDisadvantage };
        }
    };
}

/**
 * The first `slots` enemies of a pool larger than that by key (`keys[i]` for `pool[i]`, ties in pool
 * order): `pickBest(...)[0]`. Asked for every tied position: the least key not yet taken is picked
 * `slots` times, which gives the stable sort's first picks without building a sorted copy; the keys
 * are used up.
 */
function firstPickByKeys(pool: readonly number[], slots: number, keys: Float64Array): number[] {
    const picked: number[] = [];
    for (let n = 0; n < slots; n++) {
        let least = -1;
        for (let i = 0; i < pool.length; i++) {
            if (keys[i] !== TAKEN && (least < 0 || keys[i] < keys[least])) {
                least = i;
            }
        }
        picked.push(pool[least]);
        keys[least] = TAKEN;
    }
    return picked;
}

/** Marks a key already picked: keys are small non-negative counts, so this one is never a real key. */
const TAKEN = -1;

function pickBest(pool: readonly number[], slots: number, key: (e: number) => number): number[][] {
    if (slots <= 0 || pool.length === 0) {
        return [[]];
    }
    if (pool.length <= slots) {
        return [[...pool]];
    }
    // Each enemy's key once, by its place in the pool: it looks up ranks and disadvantage, and sorting would ask many times.
    const keys = pool.map(key);
    const order = pool.map((_, i) => i).sort((i, j) => keys[i] - keys[j] || i - j);
    const taken: number[] = [];
    for (let i = 0; i < order.length;) {
        let j = i;
        while (j < order.length && keys[order[j]] === keys[order[i]]) {
            j++;
        }
        const room = slots - taken.length;
        if (j - i >= room) {
            const group = order.slice(i, j).map(k => pool[k]);
            return combinations(group, room).map(pick => [...taken, ...pick]);
        }
        for (let k = i; k < j; k++) {
            taken.push(pool[order[k]]);
        }
        i = j;
    }
    return [taken];
}

/** Negative when `a` is better: better-ranked extra targets, then fewer targets with disadvantage. */
export function compareChosen(a: ChosenAttack, b: ChosenAttack): number {
    for (let i = 0; i < a.extraRanks.length && i < b.extraRanks.length; i++) {
        if (a.extraRanks[i] !== b.extraRanks[i]) {
            return a.extraRanks[i] - b.extraRanks[i];
        }
    }
    return a.disadvantaged - b.disadvantaged;
}

/** Every way to pick `size` of the items, in their order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
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
