import type { ValidationAcceptor } from 'langium';
import type { Monster, Scenario } from '../generated/ast.js';
import { isDeck, isMonster, isRoundStatement } from '../generated/ast.js';
import { decksOf, monsterTypesOf, revealedCards, standeeStat } from '../model/monster-types.js';
import { IssueCodes } from './issue-codes.js';

/**
 * What reveals a card for the types: `round 1 { reveal Guard "Rush" }` when the scenario has no
 * round yet, `reveal Guard "Rush"` to write in the round it has. The card is the first of each
 * type's deck, or a placeholder name when the deck has none.
 */
export function revealLine(scenario: Scenario, typeNames: readonly string[]): string {
    const types = monsterTypesOf(scenario);
    const reveals = typeNames.map(typeName => {
        const deckName = types.get(typeName)?.deck ?? typeName;
        const card = scenario.statements.filter(isDeck).find(d => d.name === deckName)?.cards.find(c => c.name !== undefined)?.name ?? 'Name';
        return `reveal ${typeName} "${card}"`;
    }).join(' ');
    return scenario.statements.some(isRoundStatement) ? reveals : `round 1 { ${reveals} }`;
}

/** Names of the types with standees on the board that revealed no card, in the order first written. */
export function typesWithoutCard(scenario: Scenario): string[] {
    return [...new Set(standeesWithoutCard(scenario).map(m => m.type?.ref?.name ?? ''))];
}

/** Standees on the board whose type revealed no card this round: they take no turn. */
export function standeesWithoutCard(scenario: Scenario): Monster[] {
    const types = monsterTypesOf(scenario);
    const cards = revealedCards(scenario, types, decksOf(scenario));
    const revealing = new Set((scenario.statements.find(isRoundStatement)?.reveals ?? []).map(r => r.type?.$refText));
    return scenario.statements.filter(isMonster).filter(monster => {
        const type = monster.type?.ref?.name;
        // A reveal that names no card of the deck is reported where it is written; a missing side, on the standee.
        return type !== undefined && types.has(type) && !monster.ability && !monster.removed && !cards.has(type) && !revealing.has(type)
            && standeeStat(monster) !== undefined;
    });
}

/**
 * "A standee whose type revealed no card takes no turn": the rule, yet more often a forgotten
 * `round` than a wish, so it is said on the standee (as information: a round in which one type
 * stands by is a fair puzzle).
 */
export function checkStandeesWithoutCard(scenario: Scenario, accept: ValidationAcceptor): void {
    for (const monster of standeesWithoutCard(scenario)) {
        const type = monster.type?.ref?.name ?? '';
        const where = scenario.statements.some(isRoundStatement) ? 'in the round' : 'in a round';
        accept('info', `${type} has revealed no card, so ${monster.name} takes no turn: reveal one ${where} (${revealLine(scenario, [type])}).`,
            { node: monster, property: 'name', code: IssueCodes.StandeeWithoutCard });
    }
}

/** A condition the standee's side of the stat card is immune to never takes hold on it. */
export function checkImmuneConditions(monster: Monster, accept: ValidationAcceptor): void {
    const immune = standeeStat(monster)?.immune ?? [];
    const type = monster.type?.ref?.name;
    monster.conditions.forEach((condition, index) => {
        if (immune.includes(condition)) {
            accept('warning', `The ${monster.level ?? 'normal'} ${type} is immune to ${condition}, so ${monster.name} cannot carry it: remove it from its conditions.`,
                { node: monster, property: 'conditions', index, code: IssueCodes.ConditionImmune });
        }
    });
}
