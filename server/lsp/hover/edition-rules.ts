import type { Edition } from '../../../language/board/board.js';

/**
 * Where the editions' monster-AI rules differ, in one sentence each (the table in the language
 * reference). The hovers quote the sentence for the edition in force.
 */
export interface EditionRules {
    readonly lineOfSight: string;
    readonly jumpOnDifficult: string;
    readonly focusTie: string;
    readonly disadvantageOrTargets: string;
    readonly noAttackMultiTarget: string;
    readonly secondaryTargets: string;
}

const HEX_TO_HEX = 'hex to hex: a line from any point of one hex to any point of the other that touches no wall';

export const EDITION_RULES: Record<Edition, EditionRules> = {
    gloomhaven: {
        lineOfSight: 'vertex to vertex: a line between a corner of each hex that touches no wall',
        jumpOnDifficult: 'difficult terrain on the last hex of a jump costs 2',
        focusTie: 'after path length, proximity decides, then initiative',
        disadvantageOrTargets: 'losing disadvantage against the focus comes before hitting more targets',
        noAttackMultiTarget: 'a multi-target monster that cannot attack this turn moves toward the position that maximises its attack',
        secondaryTargets: 'extra targets are ranked by the focus rules'
    },
    frosthaven: {
        lineOfSight: HEX_TO_HEX,
        jumpOnDifficult: 'difficult terrain is ignored on a jump',
        focusTie: 'after path length, proximity decides, then initiative',
        disadvantageOrTargets: 'hitting more targets comes before losing disadvantage against the focus',
        noAttackMultiTarget: 'a multi-target monster that cannot attack this turn moves toward the closest hex from which it can attack its focus',
        secondaryTargets: 'extra targets are not ranked: the players choose them'
    },
    jotl: {
        lineOfSight: HEX_TO_HEX,
        jumpOnDifficult: 'difficult terrain is ignored on a jump',
        focusTie: 'after path length, initiative decides (proximity is not used)',
        disadvantageOrTargets: 'losing disadvantage against the focus comes before hitting more targets',
        noAttackMultiTarget: 'a multi-target monster that cannot attack this turn moves toward the position that maximises its attack',
        secondaryTargets: 'extra targets are ranked by the focus rules'
    }
};

export function editionRuleList(edition: Edition): string {
    const r = EDITION_RULES[edition];
    return [
        `- Line of sight: ${r.lineOfSight}.`,
        `- Jumping: ${r.jumpOnDifficult}.`,
        `- Focus: ${r.focusTie}.`,
        `- Attack position: ${r.disadvantageOrTargets}.`,
        `- No attack possible: ${r.noAttackMultiTarget}.`,
        `- Several targets: ${r.secondaryTargets}.`
    ].join('\n');
}
