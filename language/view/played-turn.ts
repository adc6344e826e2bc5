import { hexLabel } from '../hex/offset.js';
import type { TurnStep } from '../play/monster-turn.js';
import type { PlayedTurnView } from './board-view.js';

/**
 * A turn just played, from its steps, as the preview draws it: the hexes the monster stood on
 * (where it started, then each hex it entered) and whom it attacked, with the damage when the
 * attack was resolved. A turn without a move has no path: its attacks start from the monster.
 */
export function playedTurnView(monster: string, steps: readonly TurnStep[]): PlayedTurnView {
    const moves = steps.flatMap(step => (step.kind === 'move' ? [step] : []));
    const path = moves.length === 0 ? [] : [hexLabel(moves[0].from), ...moves.flatMap(move => move.path.map(hexLabel))];
    const attacks = steps.flatMap(step => (step.kind === 'attack'
        ? [{ target: step.target, ...(step.resolved && step.damage !== undefined && { damage: step.damage }) }]
        : []));
    return { monster, path, attacks };
}
