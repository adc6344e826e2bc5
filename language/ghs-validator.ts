import type { Cancellation, ValidationAcceptor, ValidationChecks } from 'langium';
import type { GhsAstType, Scenario } from './generated/ast.js';
import type { GhsServices } from './ghs-module.js';
import { checkActedOnce, checkActedRecord } from './validation/acted-checks.js';
import { checkAbility, checkMoveValue } from './validation/ability-checks.js';
import { checkAttack } from './validation/attack-checks.js';
import { checkCard, checkCardLines } from './validation/card-checks.js';
import { checkCoordinates } from './validation/coordinate-checks.js';
import { checkDoors } from './validation/door-checks.js';
import { checkExpectation, checkExpectationsUnique } from './validation/expectation-checks.js';
import { checkStateExpectation, checkStateExpectationsUnique } from './validation/state-expectation-checks.js';
import { checkExpectationResults } from './validation/expectation-result-checks.js';
import { checkFigureNames, checkFigurePlacement, checkInitiative, checkSummonOwner } from './validation/figure-checks.js';
import { checkLinks } from './validation/link-checks.js';
import { checkMap } from './validation/map-checks.js';
import { checkNumbersReadable } from './validation/number-checks.js';
import { checkImmuneConditions, checkStandeesWithoutCard } from './validation/standee-checks.js';
import { checkScenarioLevel } from './validation/level-checks.js';
import { checkTerrain, checkThinWalls } from './validation/terrain-checks.js';
import { checkDeck, checkHitPoints, checkModifierDeck, checkRound, checkSharedDecks, checkStandee, checkStandeeNumber, checkStandeeNumbers, checkTypeNames } from './validation/type-checks.js';

export function registerValidationChecks(services: GhsServices): void {
    const registry = services.validation.ValidationRegistry;
    const validator = services.validation.GhsValidator;
    const checks: ValidationChecks<GhsAstType> = {
        Scenario: [validator.checkScenario, validator.checkExpectations],
        Character: checkInitiative,
        Monster: [checkInitiative, checkStandee, checkStandeeNumber, checkImmuneConditions],
        Deck: checkDeck,
        Card: [checkCard, checkCardLines],
        Summon: checkSummonOwner,
        Ability: checkAbility,
        Move: checkMoveValue,
        Attack: checkAttack,
        Expectation: checkExpectation,
        StateExpectation: checkStateExpectation,
        ActedRecord: checkActedRecord
    };
    registry.register(checks, validator);
}

/** Board-wide checks run once per scenario; per-statement checks are registered by type. */
export class GhsValidator {
    constructor(private readonly services: GhsServices) { }

    /** The engine's verdict on each expectation: the costly check, so it gives way between monsters. */
    async checkExpectations(scenario: Scenario, accept: ValidationAcceptor, cancelToken: Cancellation.CancellationToken): Promise<void> {
        checkExpectationResults(await this.services.analysis.ScenarioAnalyzer.analyzeAsync(scenario, cancelToken), accept);
    }

    checkScenario(scenario: Scenario, accept: ValidationAcceptor): void {
        checkMap(scenario, accept);
        checkCoordinates(scenario, accept);
        checkTerrain(scenario, accept);
        checkThinWalls(scenario, accept);
        checkDoors(scenario, accept);
        checkLinks(scenario, accept);
        checkFigurePlacement(scenario, accept);
        checkFigureNames(scenario, accept);
        checkExpectationsUnique(scenario, accept);
        checkStateExpectationsUnique(scenario, accept);
        checkActedOnce(scenario, accept);
        checkTypeNames(scenario, accept);
        checkScenarioLevel(scenario, accept);
        checkSharedDecks(scenario, accept);
        checkHitPoints(scenario, accept);
        checkStandeeNumbers(scenario, accept);
        checkStandeesWithoutCard(scenario, accept);
        checkRound(scenario, accept);
        checkModifierDeck(scenario, accept);
        checkNumbersReadable(scenario, accept);
    }
}
