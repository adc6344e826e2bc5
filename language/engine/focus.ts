import type { Board, Edition } from '../board/board.js';
import type { AttackEvaluator, Enemy } from './attack.js';
import type { FocusCriterion } from './decision.js';
import { EDITION_RULES } from './editions.js';
import { initiativeOrder } from './initiative.js';
import type { Mover, Reach } from './movement.js';
import { UNREACHABLE } from './wall-distance.js';

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
    unlimited: Reach, attacks: AttackEvaluator): FocusResult {
    const best = enemies.map(() => ({ traps: UNREACHABLE, points: UNREACHABLE, cell: -1 }));
    // Cheapest hexes first: an enemy's first attack hex is its cheapest, so it needs no more looking at.
    const cells: number[] = [];
    for (let cell = 0; cell < board.size; cell++) {
        if (unlimited.points[cell] !== UNREACHABLE && mover.canEnd(cell)) {
            cells.push(cell);
        }
    }
    cells.sort((a, b) => unlimited.traps[a] - unlimited.traps[b] || unlimited.points[a] - unlimited.points[b]);
    let open = enemies.length;
    for (const cell of cells) {
        for (let e = 0; e < enemies.length && open > 0; e++) {
            if (best[e].cell < 0 && attacks.canAttack(cell, e)) {
                best[e] = { traps: unlimited.traps[cell], points: unlimited.points[cell], cell };
                open--;
            }
        }
        if (open === 0) {
            break;
        }
    }
    const standings: FocusStanding[] = enemies.map(enemy => ({
        enemy: enemy.index,
        reachable: best[enemy.index].cell >= 0,
        negativeHexes: best[enemy.index].traps,
        movement: best[enemy.index].points,
        attackCell: best[enemy.index].cell,
        proximity: enemy.proximity[start],
        order: initiativeOrder(board, enemy.figure)
    }));
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
