import type { Edition } from '../board/board.js';

/** The monster rules on which the editions differ, one field per difference. */
export interface EditionRules {
    /**
     * Rule: after the negative hexes, an attack position first attacks the focus without
     * disadvantage, then hits the most targets; in Frosthaven it hits the most targets, then
     * attacks the fewest targets with disadvantage, the focus counting like any other.
     * Source: "1st - Attack its primary focus, losing/avoiding disadvantage if possible" (the
     * focus and movement FAQ, shared/rules); Frosthaven's order is "more targets first" in the
     * edition table of ghs-language.md, and the focus's disadvantage counts with the others' in
     * the reference answers of shared/conformance-random (frosthaven r00186, r00371, r00388),
     * while Jaws of the Lion keeps the Gloomhaven order there and in shared/conformance (jotl 137).
     */
    readonly focusDisadvantageFirst: boolean;
}

export const EDITION_RULES: Readonly<Record<Edition, EditionRules>> = {
    gloomhaven: { focusDisadvantageFirst: true },
    frosthaven: { focusDisadvantageFirst: false },
    jotl: { focusDisadvantageFirst: true }
};
