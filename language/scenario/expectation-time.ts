/**
 * Whether an expectation of a monster's turn speaks of the scenario as it now stands. An
 * expectation belongs to a round (`in round N`, or the current round when it names none) and to
 * a monster still on the board; one that speaks of a round over or not yet begun, or of a monster
 * removed since, is history or a plan, not a claim on the present, and is not checked.
 */
import { roundNumberOf } from '../model/monster-types.js';
import type { Expectation, Scenario, StateExpectation } from '../generated/ast.js';
import { isExpectation, isMonster, isStateExpectation, isSummon } from '../generated/ast.js';

export interface OutOfTime {
    readonly node: Expectation | StateExpectation;
    /** Why it is not checked, as the information on it says. */
    readonly message: string;
}

/** What the expectation is about, in words: `its turn`, `the state after its turn`. */
function subject(node: Expectation | StateExpectation, name: string, own: boolean): string {
    const turn = own ? 'its turn' : `${name}'s turn`;
    return isStateExpectation(node) ? `the state after ${turn}` : turn;
}

/** Why this expectation of a monster's turn, or of a round's end, is not checked now, or undefined when it is. */
export function outOfTimeMessage(node: Expectation | StateExpectation, current: number): string | undefined {
    const figure = node.monster?.ref;
    const name = node.monster?.$refText ?? '';
    if (node.monster === undefined) {
        return isStateExpectation(node) && node.round !== undefined && node.round < current
            ? `Round ${node.round} is over (the scenario is in round ${current}), so this expectation about its end is not checked.`
            : undefined;
    }
    if ((isMonster(figure) || isSummon(figure)) && figure.removed) {
        return `${name} was removed, so this expectation about ${subject(node, name, true)} is not checked.`;
    }
    if (node.inRound !== undefined && node.inRound < current) {
        return `Round ${node.inRound} is over (the scenario is in round ${current}), so this expectation about ${subject(node, name, false)} is not checked.`;
    }
    if (node.inRound !== undefined && node.inRound > current) {
        return `Round ${node.inRound} has not begun (the scenario is in round ${current}), so this expectation about ${subject(node, name, false)} is not checked.`;
    }
    return undefined;
}

/** Every expectation of a monster's turn or of a round's end that is not checked now, with the reason. */
export function expectationsOutOfTime(scenario: Scenario): OutOfTime[] {
    const current = roundNumberOf(scenario) ?? 1;
    return scenario.statements.flatMap(node => {
        if (!isExpectation(node) && !isStateExpectation(node)) {
            return [];
        }
        const message = outOfTimeMessage(node, current);
        return message ? [{ node, message }] : [];
    });
}
