import type { ValidationAcceptor } from 'langium';
import { type MonsterType, type Scenario, isMonsterType, isScenarioLevel } from '../generated/ast.js';
import { scenarioLevelOf } from '../model/type-levels.js';
import { listWords } from '../parser/nearest-word.js';
import { IssueCodes } from './issue-codes.js';

/**
 * The scenario level and the levels of the monster types' stat cards: "A scenario's level can be
 * set to any number from 0 to 7" (Gloomhaven rulebook, *Scenario level*), and each type in play
 * has a stat card for it.
 */

const LEVELS = { min: 0, max: 7 } as const;

const outOfRange = (value: number): boolean => value < LEVELS.min || value > LEVELS.max;

export function checkScenarioLevel(scenario: Scenario, accept: ValidationAcceptor): void {
    const lines = scenario.statements.filter(isScenarioLevel);
    for (const extra of lines.slice(1)) {
        accept('error', "A scenario is played at one level: remove this second 'level'.", { node: extra, code: IssueCodes.DuplicateStatement });
    }
    if (lines[0] && outOfRange(lines[0].value)) {
        accept('error', `A scenario's level is ${LEVELS.min} to ${LEVELS.max}, not ${lines[0].value}.`,
            { node: lines[0], property: 'value', code: IssueCodes.LevelRange });
    }
    for (const type of scenario.statements.filter(isMonsterType)) {
        checkTypeLevels(type, scenarioLevelOf(scenario), accept);
    }
}

function checkTypeLevels(type: MonsterType, level: number | undefined, accept: ValidationAcceptor): void {
    if (type.typeLevels.length === 0) {
        return;
    }
    for (const side of type.levels) {
        accept('error', `${type.name}'s stat cards are written by level: move this one into its 'level N { … }' block.`,
            { node: side, code: IssueCodes.TypeLevelMixed });
    }
    const seen = new Set<number>();
    for (const block of type.typeLevels) {
        if (outOfRange(block.value)) {
            accept('error', `A stat card's level is ${LEVELS.min} to ${LEVELS.max}, not ${block.value}.`, { node: block, property: 'value', code: IssueCodes.LevelRange });
        } else if (seen.has(block.value)) {
            accept('error', `${type.name} already has its level ${block.value} stat card: remove or renumber this one.`,
                { node: block, property: 'value', code: IssueCodes.DuplicateStatement });
        }
        seen.add(block.value);
    }
    const written = listWords([...seen].sort((a, b) => a - b).map(String), 'and');
    if (level !== undefined && !seen.has(level) && !outOfRange(level)) {
        accept('error', `The monster type ${type.name} has no stat card for level ${level} (it has level${seen.size === 1 ? '' : 's'} ${written}): ` +
            `add a 'level ${level} { … }' block to it.`, { node: type, property: 'name', code: IssueCodes.TypeLevelMissing });
    } else if (level === undefined && seen.size > 1) {
        accept('error', `${type.name} has stat cards for levels ${written}: say which level the scenario is played at with a 'level N' line.`,
            { node: type, property: 'name', code: IssueCodes.TypeLevelMissing });
    }
}
