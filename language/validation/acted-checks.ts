import type { ValidationAcceptor } from 'langium';
import type { ActedRecord, Scenario } from '../generated/ast.js';
import { isActedRecord, isMonster } from '../generated/ast.js';
import { IssueCodes } from './issue-codes.js';
import {  } from '../model/attacked-target.js';

/** A record of a played turn names a monster with an ability, once, and matches where it now stands. */
export function checkActedRecord(record: ActedRecord, accept: ValidationAcceptor): void {
    const monster = record.monster?.ref;
    if (monster && !isMonster(monster)) {
        accept('error', `${monster.name} is not a monster: only monsters' turns are recorded with 'acted'.`,
            { node: record, property: 'monster', code: IssueCodes.ActedNotMonster });
        return;
    }
    // A standee removed after its turn (by retaliate) keeps the hex it was removed from off the board.
    if (monster && isMonster(monster) && !monster.removed && record.to?.label && monster.position?.label && record.to.label !== monster.position.label) {
        accept('warning', `${monster.name} stands at ${monster.position.label}, but this record has it ending its turn at ${record.to.label}: move it, or correct the record.`,
            { node: record, property: 'to', code: IssueCodes.ActedElsewhere });
    }
    for (const attacked of record.targets) {
        const figure = attacked.target?.ref;
        if (figure && isMonster(figure)) {
            accept('error', `${figure.name} is a monster: monsters attack characters and summons only.`,
                { node: attacked, property: 'target', code: IssueCodes.ExpectTargetNotEnemy });
        }
    }
}

export function checkActedOnce(scenario: Scenario, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const record of scenario.statements.filter(isActedRecord)) {
        const name = record.monster?.$refText;
        if (name && seen.has(name)) {
            accept('error', `${name} has already acted this round: a monster takes one turn a round. Remove this record.`,
                { node: record, property: 'monster', code: IssueCodes.ActedTwice });
        }
        if (name) {
            seen.add(name);
        }
    }
}
