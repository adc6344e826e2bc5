import { type AstNode, AstUtils } from 'langium';
import { type Deck, type MonsterType, type Scenario, isDeck, isMonsterType, isScenario } from '../../language/generated/ast.js';

/**
 * The declarations whose names must stay equal for the scenario to keep its meaning: a monster
 * type without a `deck` line draws from the deck of its own name, so the two go together, from
 * either side. A deck that types name with `deck X` lines goes alone: the lines refer to it.
 */
export function namedTogether(target: AstNode): AstNode[] {
    const scenario = AstUtils.getContainerOfType(target, isScenario);
    if (!scenario) {
        return [target];
    }
    if (isMonsterType(target) && drawsByName(target)) {
        return [target, ...decksOf(scenario).filter(d => d.name === target.name)];
    }
    if (isDeck(target)) {
        return [target, ...typesOf(scenario).filter(t => drawsByName(t) && t.name === target.name)];
    }
    return [target];
}

/** A type without a `deck` line draws from the deck of its own name. */
export function drawsByName(type: MonsterType): boolean {
    return type.deck === undefined;
}

export function typesOf(scenario: Scenario): MonsterType[] {
    return scenario.statements.filter(isMonsterType);
}

export function decksOf(scenario: Scenario): Deck[] {
    return scenario.statements.filter(isDeck);
}
