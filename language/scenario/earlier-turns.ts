/**
 * The decision surfaces (`expect`, `ghs turn`, the hover, the code lens) decide a monster's turn on
 * the board as written. That is the board at its turn only when no character or summon that acts
 * before it this round has a turn that changes it: a wound at its start, a condition that ends
 * with it. Play (`ghs play`, *Run monster turn*, `expect after`) plays those turns first, so the
 * two can differ; this finds the turns that make them differ, for the surfaces to say so.
 */
import type { Board } from '../model/board.js';
import type { Scenario } from '../generated/ast.js';
import type { MonsterDecision } from '../engine/decision.js';
import type { BoardGeometry } from '../engine/analyze.js';
import { turnDecision, turnRefusal } from '../play/monster-turn.js';
import { type FigureTurn, figureTurnsBefore } from '../play/round.js';
import { playStateOf } from '../model/state-from-scenario.js';

/**
 * For each monster deciding its turn, the earlier characters' and summons' turns still to come
 * that change the board, as play would play them; monsters with none are absent.
 */
export function earlierTurnsOf(scenario: Scenario, board: Board, decisions: readonly MonsterDecision[]): ReadonlyMap<string, readonly FigureTurn[]> {
    const found = new Map<string, readonly FigureTurn[]>();
    // Only a wound or a condition gives such a turn anything to do: most boards have neither.
    if (!board.figures.some(f => f.kind !== 'monster' && (f.conditions ?? []).length > 0)) {
        return found;
    }
    const start = playStateOf(scenario, board);
    for (const decision of decisions) {
        const turns = figureTurnsBefore(start, decision.monster).turns;
        if (turns.length > 0) {
            found.set(decision.monster, turns);
        }
    }
    return found;
}

/**
 * The decision the monster's turn is played by once the earlier characters' and summons' turns
 * are played: the one *Run monster turn* takes the option from. Undefined when the monster has no
 * turn left.
 */
export function decisionAtTurn(scenario: Scenario, board: Board, monster: string, geometry?: BoardGeometry): MonsterDecision | undefined {
    const start = playStateOf(scenario, board);
    if (turnRefusal(start, monster)) {
        return undefined;
    }
    const state = figureTurnsBefore(start, monster).state;
    const figure = state.board.figureNamed(monster);
    return figure && turnDecision(state, figure, geometry);
}
