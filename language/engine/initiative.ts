import type { Board, Figure } from '../model/board.js';

const LAST = 1000;

/**
 * The order in which enemies are preferred when everything else ties: lower initiative first, a
 * summon just before the character who summoned it, a long-resting character (and its summons)
 * after everyone else. Lower is earlier.
 */
export function initiativeOrder(board: Board, figure: Figure): number {
    if (figure.kind === 'summon') {
        const owner = board.figures.find(f => f.name === figure.owner && f.kind === 'character');
        return (owner ? ownerKey(owner) : LAST) * 2;
    }
    return ownerKey(figure) * 2 + 1;
}

function ownerKey(character: Figure): number {
    if (character.longRest) {
        return LAST;
    }
    return character.initiative ?? 99;
}
