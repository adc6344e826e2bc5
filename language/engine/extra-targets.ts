import type { Edition } from '../board/board.js';
import type { AttackFrame, AttackEvaluator } from './attack.js';
import { EDITION_RULES } from './editions.js';

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
    const cheapest = new Map<number, { traps: number; points: number }>();
    for (const { frame, traps, points } of priced) {
        const reachable = frame.slots > 0 ? [...frame.fixed, ...frame.pool] : frame.fixed;
        for (const enemy of reachable) {
            const seen = cheapest.get(enemy);
            if (!seen || traps < seen.traps || (traps === seen.traps && points < seen.points)) {
                cheapest.set(enemy, { traps, points });
            }
        }
    }
    const useProximity = EDITION_RULES[ranking.edition].focusProximity.value;
    const standing = (e: number): number[] => {
        const c = cheapest.get(e)!;
        return [c.traps, c.points, useProximity ? ranking.proximity(e) : 0, ranking.initiative(e)];
    };
    const enemies = [...cheapest.keys()];
    const compare = (a: number, b: number): number => {
        const x = standing(a);
        const y = standing(b);
        for (let i = 0; i < x.length; i++) {
            if (x[i] !== y[i]) {
                return x[i] - y[i];
            }
        }
        return 0;
    };
    enemies.sort(compare);
    const ranks = new Map<number, number>();
    enemies.forEach((e, i) => ranks.set(e, i > 0 && compare(enemies[i - 1], e) === 0 ? ranks.get(enemies[i - 1])! : i + 1));
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
    const { key, choose } = filling(ranking, frame, ranks);
    return choose(firstPick(frame.pool, frame.slots, key));
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
            // The other targets' ranks in order, by insertion: they are a handful, and this runs for every tied position.
            const extraRanks: number[] = [];
            for (let i = 1; i < targets.length; i++) {
                const rank = rankOf(targets[i]);
                let at = extraRanks.length;
                extraRanks.push(rank);
                while (at > 0 && extraRanks[at - 1] > rank) {
                    extraRanks[at] = extraRanks[at - 1];
                    at--;
                }
                extraRanks[at] = rank;
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
 * `pickBest(...)[0]`: the first `slots` enemies by key (ties in pool order), or the whole pool when it
 * fits. Asked for every tied position: the least key not yet taken is picked `slots` times, which
 * gives the stable sort's first picks without building a sorted copy.
 */
function firstPick(pool: readonly number[], slots: number, key: (e: number) => number): number[] {
    if (slots <= 0 || pool.length === 0) {
        return [];
    }
    if (pool.length <= slots) {
        return [...pool];
    }
    const keys = keyScratch(pool.length);
    for (let i = 0; i < pool.length; i++) {
        keys[i] = key(pool[i]);
    }
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
let keyTable = new Float64Array(32);

function keyScratch(size: number): Float64Array {
    if (keyTable.length < size) {
        keyTable = new Float64Array(2 * size);
    }
    return keyTable;
}

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
