import type { Edition } from '../board/board.js';

/** What makes one attack better than another, by the priority list of the focus rules. */
export interface AttackQuality {
    /** Whether the focus is attacked with disadvantage. */
    readonly focusDisadvantage: boolean;
    /** Figures attacked, the focus included. */
    readonly count: number;
    /** Focus ranks of the other targets, best (lowest) first. */
    readonly extraRanks: readonly number[];
    /** How many of the other targets are attacked with disadvantage. */
    readonly extraDisadvantage: number;
}

/**
 * Negative when `a` is the better attack. Gloomhaven and Jaws of the Lion: losing disadvantage on
 * the focus, then more targets, then better-ranked extra targets, then fewer extra targets with
 * disadvantage. Frosthaven: more targets first, then the focus without disadvantage; extra targets
 * are not ranked.
 */
export function compareAttacks(edition: Edition, a: AttackQuality, b: AttackQuality): number {
    const focus = Number(a.focusDisadvantage) - Number(b.focusDisadvantage);
    const count = b.count - a.count;
    if (edition === 'frosthaven') {
        return count || focus || a.extraDisadvantage - b.extraDisadvantage;
    }
    if (focus || count) {
        return focus || count;
    }
    for (let i = 0; i < a.extraRanks.length && i < b.extraRanks.length; i++) {
        if (a.extraRanks[i] !== b.extraRanks[i]) {
            return a.extraRanks[i] - b.extraRanks[i];
        }
    }
    return a.extraDisadvantage - b.extraDisadvantage;
}

/** Whether the edition ranks extra targets by the focus rules. */
export function ranksExtraTargets(edition: Edition): boolean {
    return edition !== 'frosthaven';
}
