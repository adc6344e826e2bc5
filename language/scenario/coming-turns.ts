import type { Board } from '../model/board.js';
import { decksOf, monsterTypesOf } from '../model/monster-types.js';
import type { Scenario } from '../generated/ast.js';
import type { TurnReport } from '../play/monster-turn.js';
import { playRound } from '../play/round.js';
import { playStateOf } from '../model/state-from-scenario.js';

/** A monster's turn to come, as the rest of the round plays it. */
export interface ComingTurn {
    readonly report: TurnReport;
    /** The monsters whose turns, played first (each on its first option), drew before it. */
    readonly after: readonly string[];
}

/**
 * The turns still to come this round, as *Run round* plays them, when the scenario writes its
 * modifier deck: only then do the seed or the written order decide the draws. Each monster draws
 * after those that act before it, so its turn is read from the round's report rather than played
 * alone.
 */
export function comingTurns(scenario: Scenario, board: Board | undefined): ReadonlyMap<string, ComingTurn> {
    const turns = new Map<string, ComingTurn>();
    if (!board) {
        return turns;
    }
    const state = playStateOf(scenario, board);
    if (!state.deckWritten) {
        return turns;
    }
    const before: string[] = [];
    for (const turn of playRound(state, { types: monsterTypesOf(scenario), decks: decksOf(scenario) }).report.turns) {
        if (turn.kind === 'monster') {
            turns.set(turn.report.monster, { report: turn.report, after: [...before] });
            before.push(turn.report.monster);
        }
    }
    return turns;
}
