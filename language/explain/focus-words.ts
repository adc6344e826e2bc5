import type { FocusCriterion, MonsterDecision } from '../engine/decision.js';
import type { WordedEnemy } from './worded-decision.js';
import { EDITION_RULES, editionName } from '../rules/editions.js';
import { type Markup, PLAIN } from './markup.js';

/** The focus of a decision in words: read from the decision, nothing measured or ranked again. */

const CRITERION_NAMES: Record<FocusCriterion, string> = {
    'only-candidate': 'only candidate',
    'negative-hexes': 'negative hexes',
    movement: 'movement',
    proximity: 'proximity',
    initiative: 'initiative',
    'players-choose': 'a full tie',
    'no-focus': 'no focus',
    'same-focus': 'the same focus'
};

export function criterionName(criterion: FocusCriterion): string {
    return CRITERION_NAMES[criterion];
}

/**
 * Why the focus won, by the criterion that separated it from the runner-up. On initiative between
 * a summon and the character who summoned it (one initiative for both), the rule that decides is
 * that the summon comes first.
 */
export function focusCriterionWords(decision: Pick<MonsterDecision, 'focusCriterion' | 'edition'> & {
    readonly focus?: readonly string[];
    readonly enemies?: ReadonlyArray<Pick<WordedEnemy, 'name' | 'kind' | 'owner' | 'outcome' | 'lostOn'>>;
}): string {
    const focus = decision.enemies?.find(e => decision.focus?.length === 1 && e.name === decision.focus[0]);
    if (decision.focusCriterion === 'initiative' && focus?.kind === 'summon'
        && decision.enemies?.some(e => e.name === focus.owner && e.outcome === 'lost' && e.lostOn === 'initiative')) {
        return `${EDITION_RULES[decision.edition].focusProximity.value ? 'equal movement and proximity' : 'equal movement'}, and the same initiative as ${focus.owner}, who summoned it: a summon comes before the character who summoned it`;
    }
    switch (decision.focusCriterion) {
        case 'only-candidate':
            return 'the only enemy it can reach a hex to attack from';
        case 'negative-hexes':
            return 'the fewest negative hexes on the way to a hex it can attack from';
        case 'movement':
            return 'the fewest movement points to a hex it can attack from';
        case 'proximity':
            return 'equal movement, and the fewest hexes away (proximity)';
        case 'initiative':
            return EDITION_RULES[decision.edition].focusProximity.value
                ? 'equal movement and proximity, and the earliest in initiative order'
                : `equal movement, and the earliest in initiative order (${editionName(decision.edition)} does not use proximity)`;
        case 'players-choose':
            return 'every criterion ties, so the players choose';
        case 'no-focus':
            return 'no enemy can be focused';
        case 'same-focus':
            return `the focus of its attacks before: in ${editionName(decision.edition)} a monster may make all its attacks on one focus`;
    }
}

/** How one enemy came out of the focus ranking. */
export function outcomeWords(enemy: Pick<WordedEnemy, 'outcome' | 'lostOn' | 'excluded'>, markup: Markup = PLAIN): string {
    switch (enemy.outcome) {
        case 'focus':
            return markup.strong('focus');
        case 'tied-focus':
            return markup.strong('tied for focus');
        case 'lost':
            return `lost on ${criterionName(enemy.lostOn ?? 'initiative')}`;
        case 'excluded':
            return enemy.excluded === 'invisible' ? 'excluded: invisible' : 'excluded: no hex to attack it from can be reached';
    }
}
