import type { Board } from '../board/board.js';
import { playMonsterTurn, type TurnReport } from '../play/monster-turn.js';
import { playStateOf } from '../play/state-from-scenario.js';
import type { Scenario } from '../generated/ast.js';

/** A monster's turn to come, played on the scenario as it stands once the monsters before it have acted. */
export interface ComingTurn {
    readonly report: TurnReport;
    /** The monsters whose turns, played first (each on its first option), drew before it. */
    readonly after: readonly string[];
}

/**
 * The turns still to come this round, in the order given (the engine's activation order), when
 * the scenario writes its modifier deck: only then do the seed or the written order decide the
 * draws. Each monster's turn is played after those before it, which draw from the deck first; a
 * turn that cannot be played ends the sequence, since every later draw depends on it.
 */
export function comingTurns(scenario: Scenario, board: Board | undefined, order: readonly string[]): ReadonlyMap<string, ComingTurn> {
    const turns = new Map<string, ComingTurn>();
    if (!board) {
        return turns;
    }
    let state = playStateOf(scenario, board);
    if (!state.deckWritten) {
        return turns;
    }
    const before: string[] = [];
    for (const monster of order) {
        const played = playMonsterTurn(state, monster);
        if ('error' in played) {
            break;
        }
        turns.set(monster, { report: played.report, after: [...before] });
        before.push(monster);
        state = played.state;
    }
    return turns;
}
