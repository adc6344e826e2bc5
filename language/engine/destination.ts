import type { Board, Edition } from '../model/board.js';
import type { PositionCriterion } from './decision.js';
import { type AttackEvaluator, compareFrames } from './attack.js';
import { type ChosenAttack, type ExtraRanking, type PricedFrame, compareChosen, fillFrame, firstFill, rankExtraTargets } from './extra-targets.js';
import { EDITION_RULES } from '../rules/editions.js';
import type { Mover } from './movement.js';
import type { Reach } from './reach.js';
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
    readonly ranking: ExtraRanking;
}

/** One outcome of the turn before it is put into words. */
export interface OptionDraft {
    readonly focus: number;
    readonly cell: number;
    readonly path: readonly number[];
    readonly points: number;
    readonly traps: number;
    /** The attack made from `cell`; undefined when no attack on the focus is possible this turn. */
    readonly attack?: ChosenAttack;
    /** The attack position it moves toward when it cannot attack this turn. */
    readonly towards?: number;
    /** With `towards`: the movement points still needed from `cell`. */
    readonly movementLeft?: number;
    /** How many hexes the choice was made among (attack positions this turn, or with unlimited movement). */
    readonly among?: number;
    /** The criteria of the priority list that set this option's hex apart from the others, in order. */
    readonly chosenFor?: readonly PositionCriterion[];
}

/** Keeps every item that ties for best under `compare` (negative: the first is better). */
function bestOf<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
    const best: T[] = [];
    // Indexed, not iterated: in a fresh process an iterator's results are objects to collect.
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
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

/** Every way to attack the focus from every hex the reach allows the monster to end on. */
function attackPositions(context: TurnContext, reach: Reach, focus: number): PricedFrame[] {
    const { mover, attacks } = context;
    const found: PricedFrame[] = [];
    // Only hexes within the attack's radius of the focus can attack it.
    const ball = attacks.within(attacks.enemyCell(focus));
    for (let i = 0; i < ball.length; i++) {
        const cell = ball[i];
        if (reach.points[cell] === UNREACHABLE || !mover.canEnd(cell)) {
            continue;
        }
        const frames = attacks.frames(cell, focus);
        for (let k = 0; k < frames.length; k++) {
            found.push({ frame: frames[k], traps: reach.traps[cell], points: reach.points[cell] });
        }
    }
    return found;
}

/** Attack positions best on negative hexes, then on the edition's first criteria (focus disadvantage, target count). */
function bestPositions(edition: Edition, positions: readonly PricedFrame[]): PricedFrame[] {
    return bestOf(positions, (a, b) => a.traps - b.traps || compareFrames(edition, a.frame, b.frame));
}

/**
 * Which criteria of the priority list narrowed the attack positions down to the chosen ones:
 * each filter, applied in the edition's order, that left out at least one hex.
 */
function narrowedBy(context: TurnContext, positions: readonly PricedFrame[], chosen: readonly Settled[], filled: Filled): PositionCriterion[] {
    const edition = context.edition;
    const cells = (list: readonly PricedFrame[]): Set<number> => new Set(list.map(p => p.frame.cell));
    type Filter = readonly [PositionCriterion, (a: PricedFrame, b: PricedFrame) => number];
    const traps: Filter = ['fewest-negative-hexes', (a, b) => a.traps - b.traps];
    const focus: Filter = ['focus-without-disadvantage', byFocus];
    const count: Filter = ['most-targets', byCount];
    const filters = EDITION_RULES[edition].focusDisadvantageFirst.value ? [traps, focus, count] : [traps, count];
    const reasons: PositionCriterion[] = [];
    let remaining = [...positions];
    for (const [reason, compare] of filters) {
        const kept = bestOf(remaining, compare);
        if (cells(kept).size < cells(remaining).size) {
            reasons.push(reason);
        }
        remaining = kept;
    }
    // The rest of the list (ranked extra targets, their disadvantage, the least movement) decides
    // among what is left: say which of them each left-out hex lost on.
    const winners = new Set(chosen.map(c => c.priced.frame.cell));
    const best = chosen[0];
    // The filters leave the positions the attack was settled among: their fillings are known already.
    const known = remaining.length === filled.positions.length && remaining.every((p, i) => p === filled.positions[i]);
    const ranks = known ? undefined : extraRanks(context, remaining);
    let extras = false;
    let movement = false;
    for (let i = 0; i < remaining.length; i++) {
        const position = remaining[i];
        if (winners.has(position.frame.cell)) {
            continue;
        }
        const own = known ? { priced: position, attack: filled.firsts[i] } : settle(context, [position], ranks)[0];
        if (best && own && compareChosen(best.attack, own.attack) < 0) {
            extras = true;
        } else {
            movement = true;
        }
    }
    if (extras) {
        reasons.push(EDITION_RULES[context.edition].rankedExtraTargets.value ? 'best-ranked-extra-targets' : 'fewest-disadvantaged-targets');
    }
    if (movement) {
        reasons.push('least-movement');
    }
    return reasons;
}

const byFocus = (a: PricedFrame, b: PricedFrame): number => Number(a.frame.focusDisadvantage) - Number(b.frame.focusDisadvantage);
const byCount = (a: PricedFrame, b: PricedFrame): number => b.frame.count - a.frame.count;

interface Settled {
    readonly priced: PricedFrame;
    readonly attack: ChosenAttack;
}

function extraRanks(context: TurnContext, positions: readonly PricedFrame[]): ReadonlyMap<number, number> | undefined {
    return EDITION_RULES[context.edition].rankedExtraTargets.value ? rankExtraTargets(context.ranking, positions) : undefined;
}

/** Picks the extra targets and settles the remaining criteria: ranked extra targets, their disadvantage, least movement. */
function settle(context: TurnContext, positions: readonly PricedFrame[], ranks = extraRanks(context, positions)): Settled[] {
    return settleFilled(fillAll(context, positions, ranks));
}

/**
 * Positions with the first best way to fill each one's free slots (`firsts[i]` for `positions[i]`);
 * `fills(i)` gives every best way, worked out only for the positions that win.
 */
interface Filled {
    readonly positions: readonly PricedFrame[];
    readonly firsts: readonly ChosenAttack[];
    readonly fills: (i: number) => readonly ChosenAttack[];
}

function fillAll(context: TurnContext, positions: readonly PricedFrame[], ranks = extraRanks(context, positions)): Filled {
    return {
        positions,
        firsts: positions.map(priced => firstFill(context.ranking, priced.frame, ranks)),
        fills: i => fillFrame(context.ranking, positions[i].frame, ranks)
    };
}

/**
 * The best of every filling of every position. A position's fillings all tie with its first (see
 * `firstFill`), so keeping the best of the firsts keeps exactly the positions whose fillings the
 * whole list would keep, in the same order; only those are filled every way.
 */
function settleFilled({ positions, firsts, fills }: Filled): Settled[] {
    const standing = positions.map((priced, i) => ({ priced, attack: firsts[i], i }));
    const best = bestOf(standing, (a, b) => compareChosen(a.attack, b.attack) || a.priced.points - b.priced.points);
    return best.flatMap(({ priced, i }) => fills(i).map(attack => ({ priced, attack })));
}

/**
 * The destination rules for one focus. Negative hexes count first, and are weighed over the whole
 * way to an attack position, this turn or later. Within this turn's movement the monster attacks
 * the focus by the edition's priority list, then with the least movement, unless a way to attack
 * it through fewer negative hexes (`fewestTraps`, found while choosing the focus) exists further
 * off. Otherwise the same choice is made with unlimited movement (Frosthaven: simply the nearest
 * hex that attacks the focus) and the monster moves as far along the way as it can (`approach`).
 */
export function planMoves(context: TurnContext, focus: number, fewestTraps: number): OptionDraft[] {
    const { edition, thisTurn, unlimited } = context;
    const reachable = attackPositions(context, thisTurn, focus);
    const now = bestPositions(edition, reachable);
    if (now.length > 0 && now[0].traps <= fewestTraps) {
        const filled = fillAll(context, now);
        const chosen = settleFilled(filled);
        const among = new Set(reachable.map(p => p.frame.cell)).size;
        const chosenFor = narrowedBy(context, reachable, chosen, filled);
        return chosen.map(({ priced, attack }) => ({
            focus, cell: priced.frame.cell, path: thisTurn.path(priced.frame.cell), points: priced.points, traps: priced.traps, attack,
            among, chosenFor
        }));
    }
    const everywhere = attackPositions(context, unlimited, focus);
    const goals = EDITION_RULES[edition].unreachableGoal.value === 'nearest-focus-attack'
        ? bestOf(everywhere, nearestAttack(context))
        : settle(context, bestPositions(edition, everywhere)).map(s => s.priced);
    const cells = [...new Set(goals.map(g => g.frame.cell))];
    return cells.flatMap(destination => approach(context, focus, destination));
}

/**
 * The goal of a monster that cannot attack its focus this turn, where the edition heads for the
 * nearest hex that attacks it: fewest negative hexes, then the fewest movement points. A single
 * target is first attacked without disadvantage where it can be ("When a monster performs a ranged
 * attack on an adjacent target, it first moves away from that target if possible, so that the
 * attack does not have disadvantage", Frosthaven rulebook, "Monster Movement", p. 42; the second
 * edition's rulebook, p. 40, says the same), as the reference answers too; a multi-target monster
 * simply moves towards its primary focus (second edition FAQ, 5.8).
 */
function nearestAttack(context: TurnContext): (a: PricedFrame, b: PricedFrame) => number {
    if (!context.attacks.singleTarget) {
        return (a, b) => a.traps - b.traps || a.points - b.points;
    }
    return (a, b) => a.traps - b.traps || byFocus(a, b) || a.points - b.points;
}

/**
 * Moving toward a destination it cannot reach this turn: the hexes within reach that leave the
 * fewest negative hexes on the whole way, then the shortest way still to go, then cost the least
 * movement now. Staying put is one of those hexes, so it stays when it cannot get closer.
 */
function approach(context: TurnContext, focus: number, destination: number): OptionDraft[] {
    const { mover, thisTurn } = context;
    // The cells within reach this turn, in cell order: the best are kept as they are found, no record made of the others.
    const stops = mover.cellsOf(thisTurn);
    const rest = mover.restTo(destination, stops);
    const best: number[] = [];
    const left: number[] = [];
    let fewestTraps = 0;
    let leastLeft = 0;
    let leastPoints = 0;
    for (let i = 0; i < stops.length; i++) {
        const cell = stops[i];
        if (!mover.canEnd(cell) || rest.points[i] === UNREACHABLE) {
            continue;
        }
        const traps = thisTurn.traps[cell] + rest.traps[i];
        const still = rest.points[i];
        const points = thisTurn.points[cell];
        const order = best.length === 0 ? -1 : traps - fewestTraps || still - leastLeft || points - leastPoints;
        if (order < 0) {
            best.length = 0;
            left.length = 0;
            fewestTraps = traps;
            leastLeft = still;
            leastPoints = points;
        }
        if (order <= 0) {
            best.push(cell);
            left.push(still);
        }
    }
    return best.map((cell, i) => ({
        focus, cell, path: thisTurn.path(cell), points: thisTurn.points[cell], traps: thisTurn.traps[cell], towards: destination, movementLeft: left[i]
    }));
}


