import type { Board, Edition } from '../board/board.js';
import type { AttackChoice, AttackEvaluator } from './attack.js';
import type { Mover, Reach } from './movement.js';
import { compareAttacks } from './ranking.js';
import { UNREACHABLE } from './wall-distance.js';

/** What one monster's turn is evaluated against. */
export interface TurnContext {
    readonly board: Board;
    readonly edition: Edition;
    readonly start: number;
    readonly mover: Mover;
    /** Costs within this turn's movement. */
    readonly thisTurn: Reach;
    /** Costs with unlimited movement. */
    readonly unlimited: Reach;
    readonly attacks: AttackEvaluator;
    readonly ranks: readonly number[];
    /** Costs onward from each stop with unlimited movement, filled as the approach needs them. */
    readonly onward: Map<number, Reach>;
}

/** One outcome of the turn before it is put into words. */
export interface OptionDraft {
    readonly focus: number;
    readonly cell: number;
    readonly path: readonly number[];
    readonly points: number;
    readonly traps: number;
    /** The attack made from `cell`; undefined when no attack on the focus is possible this turn. */
    readonly attack?: AttackChoice;
    /** The attack position it moves toward when it cannot attack this turn. */
    readonly towards?: number;
}

interface Candidate {
    readonly cell: number;
    readonly traps: number;
    readonly points: number;
    readonly attack: AttackChoice;
}

/** Keeps every candidate that ties for best under `compare` (negative: the first is better). */
function bestOf<T>(items: Iterable<T>, compare: (a: T, b: T) => number): T[] {
    const best: T[] = [];
    for (const item of items) {
        const order = best.length === 0 ? -1 : compare(item, best[0]);
        if (order < 0) {
            best.length = 0;
            best.push(item);
        } else if (order === 0) {
            best.push(item);
        }
    }
    return best;
}

function* attackPositions(context: TurnContext, reach: Reach, focus: number): Generator<Candidate> {
    const { board, mover, attacks, ranks } = context;
    for (let cell = 0; cell < board.size; cell++) {
        if (reach.points[cell] === UNREACHABLE || !mover.canEnd(cell)) {
            continue;
        }
        for (const attack of attacks.choices(cell, focus, ranks)) {
            yield { cell, traps: reach.traps[cell], points: reach.points[cell], attack };
        }
    }
}

/**
 * The destination rules for one focus. Within this turn's movement: attack the focus (through as
 * few negative hexes as possible), by the edition's priority list, then with the least movement.
 * If the focus cannot be attacked this turn, the same choice is made with unlimited movement
 * (Frosthaven: simply the nearest hex that attacks the focus) and the monster moves as far along
 * the way as it can: the hexes within reach that leave the fewest negative hexes in all, then the
 * shortest way left, then cost the least movement now. Staying put is one of those hexes.
 */
export function planMoves(context: TurnContext, focus: number): OptionDraft[] {
    const { edition, thisTurn, unlimited } = context;
    const byMovementOnly = (a: Candidate, b: Candidate): number => a.traps - b.traps || a.points - b.points;
    const byPriority = (a: Candidate, b: Candidate): number =>
        a.traps - b.traps || compareAttacks(edition, a.attack.quality, b.attack.quality) || a.points - b.points;

    const now = bestOf(attackPositions(context, thisTurn, focus), byPriority);
    if (now.length > 0) {
        return now.map(c => ({
            focus, cell: c.cell, path: thisTurn.path(c.cell), points: c.points, traps: c.traps, attack: c.attack
        }));
    }
    const destinations = bestOf(attackPositions(context, unlimited, focus), edition === 'frosthaven' ? byMovementOnly : byPriority);
    const cells = [...new Set(destinations.map(d => d.cell))];
    return cells.flatMap(destination => approach(context, focus, destination));
}

/** The cost from `cell` onward with unlimited movement, reused across destinations. */
function onwardFrom(context: TurnContext, cell: number): Reach {
    let reach = context.onward.get(cell);
    if (!reach) {
        reach = cell === context.start ? context.unlimited : context.mover.reach(cell, Infinity);
        context.onward.set(cell, reach);
    }
    return reach;
}

function approach(context: TurnContext, focus: number, destination: number): OptionDraft[] {
    const { board, mover, thisTurn } = context;
    const stops: Array<{ cell: number; key: [number, number, number] }> = [];
    for (let cell = 0; cell < board.size; cell++) {
        if (thisTurn.points[cell] === UNREACHABLE || !mover.canEnd(cell)) {
            continue;
        }
        const rest = onwardFrom(context, cell);
        if (rest.points[destination] === UNREACHABLE) {
            continue;
        }
        stops.push({ cell, key: [thisTurn.traps[cell] + rest.traps[destination], rest.points[destination], thisTurn.points[cell]] });
    }
    const best = bestOf(stops, (a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2]);
    return best.map(({ cell }) => ({
        focus, cell, path: thisTurn.path(cell), points: thisTurn.points[cell], traps: thisTurn.traps[cell], towards: destination
    }));
}
