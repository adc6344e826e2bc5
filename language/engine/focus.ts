import type { Board, Edition } from '../model/board.js';
import type { AttackEvaluator, Enemy } from './attack.js';
import type { FocusCriterion } from './decision.js';
import { EDITION_RULES } from '../rules/editions.js';
import { initiativeOrder } from './initiative.js';
import type { Mover } from './movement.js';
import type { Reach } from './reach.js';
import { UNREACHABLE, type WallDistances } from './wall-distance.js';

/** How one enemy measures up as a focus, in the order the rules compare. */
export interface FocusStanding {
    readonly enemy: number;
    /** False when no hex from which it could be attacked can ever be reached. */
    readonly reachable: boolean;
    readonly negativeHexes: number;
    readonly movement: number;
    /** The hex from which the cheapest attack on it would be made. */
    readonly attackCell: number;
    readonly proximity: number;
    readonly order: number;
}

export interface FocusResult {
    readonly standings: readonly FocusStanding[];
    /** Per enemy: 1 for the best; equal standings share a rank. Unreachable enemies rank last. */
    readonly ranks: readonly number[];
    /** The focus, or several when the rules tie and the players choose; empty when none. */
    readonly focus: readonly number[];
    readonly criterion: FocusCriterion;
}

const CRITERIA: readonly FocusCriterion[] = ['negative-hexes', 'movement', 'proximity', 'initiative'];

/**
 * The focus rules: the enemy the monster can attack for the fewest movement points (negative
 * hexes avoided first), with unlimited movement; ties go to proximity (not in Jaws of the Lion),
 * then to initiative.
 */
export function findFocus(board: Board, edition: Edition, start: number, enemies: readonly Enemy[], mover: Mover,
    unlimited: Reach, attacks: AttackEvaluator, distances?: WallDistances): FocusResult {
    // Distances around walls are the same both ways: one field from the monster gives every enemy's proximity.
    const around = distances?.path(start);
    const standings: FocusStanding[] = enemies.map(enemy => {
        const cell = cheapestAttack(board, enemy, mover, unlimited, attacks);
        return {
            enemy: enemy.index,
            reachable: cell >= 0,
            negativeHexes: cell >= 0 ? unlimited.traps[cell] : UNREACHABLE,
            movement: cell >= 0 ? unlimited.points[cell] : UNREACHABLE,
            attackCell: cell,
            proximity: around ? around[enemy.cell] : enemy.proximity[start],
            order: initiativeOrder(board, enemy.figure)
        };
    });
    const compare = (a: FocusStanding, b: FocusStanding): number => firstDifference(edition, a, b)?.order ?? 0;
    const sorted = [...standings].sort(compare);
    const ranks = new Array<number>(enemies.length).fill(0);
    sorted.forEach((s, i) => {
        ranks[s.enemy] = i > 0 && compare(sorted[i - 1], s) === 0 ? ranks[sorted[i - 1].enemy] : i + 1;
    });
    const reachable = sorted.filter(s => s.reachable);
    if (reachable.length === 0) {
        return { standings, ranks, focus: [], criterion: 'no-focus' };
    }
    const focus = reachable.filter(s => compare(s, reachable[0]) === 0).map(s => s.enemy);
    let criterion: FocusCriterion;
    if (focus.length > 1) {
        criterion = 'players-choose';
    } else if (reachable.length === 1) {
        criterion = 'only-candidate';
    } else {
        criterion = firstDifference(edition, reachable[0], reachable[1])?.criterion ?? 'players-choose';
    }
    return { standings, ranks, focus, criterion };
}

/**
 * The hex the enemy can be attacked from for the fewest negative hexes, then movement points, with
 * unlimited movement (the lowest cell among equals), or -1. Only hexes within the attack's radius of
 * the enemy can attack it, so only those are weighed, cheapest first: the first that attacks it wins.
 */
function cheapestAttack(board: Board, enemy: Enemy, mover: Mover, unlimited: Reach, attacks: AttackEvaluator): number {
    const { traps, points } = unlimited;
    const size = board.size;
    const ball = attacks.within(enemy.cell);
    // Each candidate as one number ordered as (negative hexes, points, cell), so plain numbers order them.
    const keys = attacks.keys.focusKeys(ball.length);
    let count = 0;
    for (let i = 0; i < ball.length; i++) {
        const cell = ball[i];
        if (points[cell] !== UNREACHABLE && mover.canEnd(cell)) {
            keys[count++] = (traps[cell] * POINTS_SCALE + points[cell]) * size + cell;
        }
    }
    // The cheapest usually attacks the enemy: pick the first few by selection, and sort only if they fail.
    for (let i = 0; i < count; i++) {
        if (i === SELECTED) {
            keys.subarray(i, count).sort();
        } else if (i < SELECTED) {
            let least = i;
            for (let j = i + 1; j < count; j++) {
                if (keys[j] < keys[least]) {
                    least = j;
                }
            }
            const key = keys[least];
            keys[least] = keys[i];
            keys[i] = key;
        }
        const cell = keys[i] % size;
        if (attacks.canAttack(cell, enemy.index)) {
            return cell;
        }
    }
    return -1;
}

const SELECTED = 4;

/** Points stay below this, so (negative hexes, points) fits one number; with the cell, well within 2^53. */
const POINTS_SCALE = 1 << 20;

/** The first criterion on which two standings differ, and which comes first (negative: a). */
export function firstDifference(edition: Edition, a: FocusStanding, b: FocusStanding): { criterion: FocusCriterion; order: number } | undefined {
    const values: Array<[number, number]> = [
        [a.negativeHexes, b.negativeHexes],
        [a.movement, b.movement],
        EDITION_RULES[edition].focusProximity.value ? [a.proximity, b.proximity] : [0, 0],
        [a.order, b.order]
    ];
    for (let i = 0; i < values.length; i++) {
        const [x, y] = values[i];
        if (x !== y) {
            return { criterion: CRITERIA[i], order: x - y };
        }
    }
    return undefined;
}
