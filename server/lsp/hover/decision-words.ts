import type { DecisionOption, EnemyAssessment, FocusCriterion, MonsterDecision } from '../../../language/engine/decision.js';
import { EDITION_RULES, editionName } from '../../../language/engine/editions.js';
import { escape, listWords, plural } from './markdown.js';

/**
 * The decision object's fields in words, for the hovers. Everything here is read from the
 * decision: nothing is measured or ranked again.
 */

const CRITERION_NAMES: Record<FocusCriterion, string> = {
    'only-candidate': 'only candidate',
    'negative-hexes': 'negative hexes',
    movement: 'movement',
    proximity: 'proximity',
    initiative: 'initiative',
    'players-choose': 'a full tie',
    'no-focus': 'no focus'
};

export function criterionName(criterion: FocusCriterion): string {
    return CRITERION_NAMES[criterion];
}

/** Why the focus won, by the criterion that separated it from the runner-up. */
export function focusCriterionWords(decision: MonsterDecision): string {
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
    }
}

export function outcomeWords(enemy: EnemyAssessment): string {
    switch (enemy.outcome) {
        case 'focus':
            return '**focus**';
        case 'tied-focus':
            return '**tied for focus**';
        case 'lost':
            return `lost on ${criterionName(enemy.lostOn ?? 'initiative')}`;
        case 'excluded':
            return enemy.excluded === 'invisible' ? 'excluded: invisible' : 'excluded: no hex to attack it from can be reached';
    }
}

function targetWords(option: DecisionOption): string {
    return listWords(option.targets.map(t => `${escape(t.name)}${t.disadvantage ? ' *(disadvantage)*' : ''}`));
}

/** One option: where the monster goes, by which hexes, and whom it attacks. */
export function optionWords(decision: MonsterDecision, option: DecisionOption): string {
    const parts: string[] = [];
    if (option.destination === decision.hex) {
        parts.push(`stays at ${option.destination}`);
    } else {
        const cost = [plural(option.movementPoints, 'movement point')];
        if (option.negativeHexes > 0) {
            cost.push(plural(option.negativeHexes, 'negative hex', 'negative hexes'));
        }
        parts.push(`moves to **${option.destination}** by ${option.path.join(' → ')} (${cost.join(', ')})`);
    }
    if (option.targets.length > 0) {
        parts.push(`attacks ${targetWords(option)}`);
        if (option.area && option.area.length > 0) {
            parts.push(`area on ${option.area.join(', ')}`);
        }
    } else if (option.towards) {
        parts.push(`cannot attack this turn, so it heads for ${option.towards}`);
    } else {
        parts.push('attacks nobody');
    }
    const focus = decision.focus.length > 1 && option.focus ? `focus ${escape(option.focus)}: ` : '';
    return `${focus}${parts.join('; ')}`;
}
