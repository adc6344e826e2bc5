import type { ValidationAcceptor } from 'langium';
import type { Expectation, Scenario } from '../generated/ast.js';
import { isExpectation, isMonster } from '../generated/ast.js';
import { roundNumberOf, takesTurn } from '../model/monster-types.js';
import { isFromIncompleteText } from '../scenario/incomplete-board.js';
import { IssueCodes } from './issue-codes.js';
import { attackedNames } from '../model/attacked-target.js';

/**
 * An expectation names a monster that takes a turn, once, with distinct options that attack
 * enemies. Whether it takes a turn is not said while the text has syntax errors: its ability or
 * its type's reveal may be what the parser could not read.
 */
export function checkExpectation(expectation: Expectation, accept: ValidationAcceptor): void {
    const target = expectation.monster?.ref;
    if (target && !isMonster(target)) {
        accept('error', `${target.name} is not a monster: 'expect' asserts a monster's turn. Name a monster that has an ability block.`,
            { node: expectation, property: 'monster', code: IssueCodes.ExpectNotMonster });
    } else if (target && isMonster(target) && !takesTurn(target) && !isFromIncompleteText(expectation)) {
        accept('error', `${target.name} has no ability block, so it takes no turn to expect: give it one ('monster ${target.name} at … { move 2 attack }').`,
            { node: expectation, property: 'monster', code: IssueCodes.ExpectNoAbility });
    }
    if (expectation.options.length === 0) {
        accept('error', "An 'expect' lists at least one option, such as 'to H3 attacks Hero10' (the monster's own hex if it stays).",
            { node: expectation, keyword: 'expect', code: IssueCodes.ExpectEmpty });
    }
    const seen = new Set<string>();
    expectation.options.forEach((option, index) => {
        const key = `${option.destination?.label}:${attackedNames(option.targets).sort().join(',')}`;
        if (seen.has(key)) {
            accept('error', 'This option is listed twice: remove the repetition.',
                { node: expectation, property: 'options', index, code: IssueCodes.ExpectDuplicateOption });
        }
        seen.add(key);
        for (const attacked of option.targets) {
            const figure = attacked.target?.ref;
            if (figure && isMonster(figure)) {
                accept('error', `${figure.name} is a monster: monsters attack characters and summons only.`,
                    { node: attacked, property: 'target', code: IssueCodes.ExpectTargetNotEnemy });
            }
        }
    });
}

/** One `expect` per monster and round; one without `in round` is the current round's. */
export function checkExpectationsUnique(scenario: Scenario, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    const current = roundNumberOf(scenario) ?? 1;
    for (const expectation of scenario.statements.filter(isExpectation)) {
        const name = expectation.monster?.$refText;
        const key = `${name} in round ${expectation.inRound ?? current}`;
        if (name && seen.has(key)) {
            const round = expectation.inRound !== undefined ? ` in round ${expectation.inRound}` : '';
            accept('error', `${name} already has an 'expect'${round}: merge the options into one block.`,
                { node: expectation, property: 'monster', code: IssueCodes.ExpectRepeated });
        }
        if (name) {
            seen.add(key);
        }
    }
}
