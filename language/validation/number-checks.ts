import { type AstNode, AstUtils, type ValidationAcceptor } from 'langium';
import type { Scenario } from '../generated/ast.js';
import { IssueCodes } from './issue-codes.js';
import { writtenNumber } from './scenario-facts.js';

/**
 * The numbers that a check of their own already bounds, with a message that quotes them as written:
 * a move, an attack, its range and target ("more than any card gives: use at most 99"), an initiative.
 */
const BOUNDED_ELSEWHERE: ReadonlySet<string> = new Set([
    'Move.value', 'Attack.value', 'AttackRange.value', 'AttackNumber.value', 'Character.initiative', 'Monster.initiative', 'Card.initiative'
]);

/**
 * Whether every number is one that could be read: the checks of a number's range leave one too
 * long to be read to `checkNumbersReadable`, which says so where it is written.
 */
export function readable(...values: number[]): boolean {
    return values.every(Number.isFinite);
}

/**
 * Every number of the scenario can be used: one too long to be read (the value converter keeps it
 * as Infinity rather than a rounded number) is an error where it is written. Nothing is played or
 * decided on such a number with a meaning: a round numbered Infinity would be played for ever.
 */
export function checkNumbersReadable(scenario: Scenario, accept: ValidationAcceptor): void {
    for (const node of AstUtils.streamAst(scenario)) {
        for (const [property, value] of Object.entries(node)) {
            if (property.startsWith('$') || BOUNDED_ELSEWHERE.has(`${node.$type}.${property}`)) {
                continue;
            }
            if (typeof value === 'number' && !Number.isFinite(value)) {
                unreadable(node, property, value, accept);
            }
        }
    }
}

function unreadable(node: AstNode, property: string, value: number, accept: ValidationAcceptor): void {
    accept('error', `${writtenNumber(node, property, value)} is too long to be a number of a scenario: write at most 9 digits.`,
        { node, property, code: IssueCodes.ValueRange });
}
