import type { ValidationAcceptor } from 'langium';
import type { Scenario, StateExpectation, StateFact } from '../generated/ast.js';
import { isCharacter, isMonster, isStateExpectation } from '../generated/ast.js';
import { roundNumberOf, takesTurn } from '../model/monster-types.js';
import { isFromIncompleteText } from '../scenario/incomplete-board.js';
import { IssueCodes } from './issue-codes.js';

/** How a state expectation names the moment it speaks of: `after Guard1`, `after round 2`. */
export function momentWords(node: StateExpectation): string {
    const round = node.inRound !== undefined ? ` in round ${node.inRound}` : '';
    return node.monster ? `after ${node.monster.$refText}${round}` : `after round ${node.round}`;
}

/**
 * `expect after` names a monster that takes a turn, and lists each figure once with something to
 * say about it. (A round that is over is said with the other expectations not checked; whether
 * the monster takes a turn is not said while the text has syntax errors, which may hide its turn.)
 */
export function checkStateExpectation(node: StateExpectation, accept: ValidationAcceptor): void {
    const target = node.monster?.ref;
    if (target && !(isMonster(target) && takesTurn(target)) && !isFromIncompleteText(node)) {
        accept('error', `${target.name} takes no turn this round, so there is no state after its turn: name a monster that acts, or write 'expect after round N'.`,
            { node, property: 'monster', code: IssueCodes.StateExpectNoTurn });
    }
    if (node.facts.length === 0) {
        accept('error', `An 'expect ${momentWords(node)}' lists at least one figure's state, such as 'Hero10 hp 5' or 'Guard2 removed'.`,
            { node, keyword: 'expect', code: IssueCodes.StateExpectEmpty });
    }
    const seen = new Set<string>();
    node.facts.forEach(fact => {
        const name = fact.figure?.$refText ?? '';
        if (seen.has(name)) {
            accept('error', `${name} is already listed in this block: say everything about it in one place ('${name} at C4 hp 5').`,
                { node: fact, property: 'figure', code: IssueCodes.StateFactRepeated });
        }
        seen.add(name);
        checkFact(fact, accept);
    });
}

function checkFact(fact: StateFact, accept: ValidationAcceptor): void {
    const figure = fact.figure?.ref;
    const name = fact.figure?.$refText ?? '';
    if (fact.down === undefined && fact.position === undefined && fact.hp === undefined && fact.conditions.length === 0 && !fact.noConditions) {
        accept('error', `Say what is expected of ${name}: 'removed', 'exhausted', 'at <hex>', 'hp <N>' or 'conditions …'.`,
            { node: fact, property: 'figure', code: IssueCodes.StateFactEmpty });
    }
    if (fact.down === 'removed' && isCharacter(figure)) {
        accept('error', `${name} is a character: at 0 hit points a character is exhausted, not removed.`,
            { node: fact, property: 'down', code: IssueCodes.StateFactDown });
    } else if (fact.down === 'exhausted' && figure && !isCharacter(figure)) {
        accept('error', `${name} is not a character: at 0 hit points a monster or summon is removed, not exhausted.`,
            { node: fact, property: 'down', code: IssueCodes.StateFactDown });
    }
}

/** One `expect after` per monster and round, and per round. */
export function checkStateExpectationsUnique(scenario: Scenario, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    const current = roundNumberOf(scenario) ?? 1;
    for (const node of scenario.statements.filter(isStateExpectation)) {
        const moment = momentWords(node);
        // A monster's turn without `in round` is the current round's.
        const key = node.monster ? `after ${node.monster.$refText} in round ${node.inRound ?? current}` : moment;
        if (seen.has(key)) {
            accept('error', `There is already an 'expect ${moment}': merge the two into one block.`,
                node.monster ? { node, property: 'monster', code: IssueCodes.StateExpectRepeated } : { node, property: 'round', code: IssueCodes.StateExpectRepeated });
        }
        seen.add(key);
    }
}
