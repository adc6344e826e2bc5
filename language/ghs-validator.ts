import { type Cancellation, type ValidationAcceptor, type ValidationChecks, interruptAndCheck } from 'langium';
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

/** The checks that read the whole scenario at once. */
const SCENARIO_CHECKS: ReadonlyArray<(scenario: Scenario, accept: ValidationAcceptor) => void> = [
    checkMap,
    checkCoordinates,
    checkTerrain,
    checkThinWalls,
    checkDoors,
    checkLinks,
    checkFigurePlacement,
    checkFigureNames,
    checkExpectationsUnique,
    checkStateExpectationsUnique,
    checkActedOnce,
    checkTypeNames,
    checkSharedDecks,
    checkHitPoints,
    checkStandeeNumbers,
    checkStandeesWithoutCard,
    checkRound,
    checkModifierDeck,
    checkNumbersReadable
];

/** Board-wide checks run once per scenario; per-statement checks are registered by type. */
export class GhsValidator {
    constructor(private readonly services: GhsServices) { }

    /** The engine's verdict on each expectation: the costly check, so it gives way between monsters. */
    async checkExpectations(scenario: Scenario, accept: ValidationAcceptor, cancelToken: Cancellation.CancellationToken): Promise<void> {
        checkExpectationResults(await this.services.analysis.ScenarioAnalyzer.analyzeAsync(scenario, cancelToken), accept);
    }

    /**
     * The checks of the whole scenario, one after the other, giving way between them: on a
     * scenario near the size limit each takes a good part of a second, and requests about other
     * documents are answered in between, while a newer text of this one cancels the rest.
     */
    async checkScenario(scenario: Scenario, accept: ValidationAcceptor, cancelToken: Cancellation.CancellationToken): Promise<void> {
        for (const check of SCENARIO_CHECKS) {
            await interruptAndCheck(cancelToken);
            check(scenario, accept);
        }
    }
}
