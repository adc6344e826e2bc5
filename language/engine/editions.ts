import type { Edition } from '../board/board.js';

/** The monster rules on which the editions differ, one field per difference. */
export interface EditionRules {
    /**
     * After the negative hexes, the attack positions are first those that attack the focus
     * without disadvantage, and only then those with the most targets ("1st - Attack its primary
     * focus, losing/avoiding disadvantage if possible; 2nd - Attack as many extra targets as
     * possible", the focus and movement FAQ). False for Frosthaven, whose list is: the most
     * targets, then the fewest targets attacked with disadvantage, the focus counting like any
     * other (Frosthaven rulebook, monster movement).
     */
    readonly focusDisadvantageFirst: boolean;
}

export const EDITION_RULES: Readonly<Record<Edition, EditionRules>> = {
    gloomhaven: { focusDisadvantageFirst: true },
    frosthaven: { focusDisadvantageFirst: false },
    jotl: { focusDisadvantageFirst: true }
};
