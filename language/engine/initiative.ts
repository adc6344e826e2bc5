import type { Board, Figure } from '../model/board.js';
import { EDITION_RULES } from '../rules/editions.js';

const LAST = 1000;

/** The initiative of a long rest, in the editions where it is one (`longRestFocus`). */
export const LONG_REST_INITIATIVE = 99;

/**
 * The order in which enemies are preferred when everything else ties: lower initiative first, a
 * summon just before the character who summoned it, a long-resting character (and its summons)
 * after everyone else, or at initiative 99 where the edition says so. Lower is earlier.
 */
export function initiativeOrder(board: Board, figure: Figure): number {
    if (figure.kind === 'summon') {
        const owner = board.figures.find(f => f.name === figure.owner && f.kind === 'character');
        return (owner ? ownerKey(board, owner) : LAST) * 2;
    }
    return ownerKey(board, figure) * 2 + 1;
}

function ownerKey(board: Board, character: Figure): number {
    if (character.longRest) {
        return EDITION_RULES[board.edition].longRestFocus.value === 'last' ? LAST : LONG_REST_INITIATIVE;
    }
    return character.initiative ?? 99;
}
