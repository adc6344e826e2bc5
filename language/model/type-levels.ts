import { type MonsterType, type Scenario, type StatCard, type TypeLevel, isScenario, isScenarioLevel } from '../generated/ast.js';

/**
 * Which of a monster type's stat cards are in play: "Monster Stat Cards … showing the stats level
 * = scenario level". A type written without `level N { … }` blocks has one stat card, played at
 * whatever level the scenario has; a type with blocks plays the block of the scenario's `level`,
 * or its only block when the scenario says no level.
 */

/** The level a scenario's `level` line sets; undefined without one. */
export function scenarioLevelOf(scenario: Scenario): number | undefined {
    return scenario.statements.find(isScenarioLevel)?.value;
}

/** The block of the type's stat cards in play, when the type is written in blocks and one is in play. */
export function levelInPlay(type: MonsterType): TypeLevel | undefined {
    if (type.typeLevels.length === 0) {
        return undefined;
    }
    const level = isScenario(type.$container) ? scenarioLevelOf(type.$container) : undefined;
    if (level === undefined) {
        return type.typeLevels.length === 1 ? type.typeLevels[0] : undefined;
    }
    return type.typeLevels.find(block => block.value === level);
}

/** The stat card sides (`normal`, `elite`) in play; none when the type has no block for the scenario's level. */
export function statCardsInPlay(type: MonsterType): readonly StatCard[] {
    return type.typeLevels.length === 0 ? type.levels : levelInPlay(type)?.levels ?? [];
}
