import { type LangiumDocument, OperationCancelled } from 'langium';
import type { CancellationToken } from 'vscode-languageserver';
import { type ScenarioAnalysis, analyzeScenario, analyzeScenarioAsync } from '../../language/analysis/scenario-analysis.js';
import type { Edition } from '../../language/board/board.js';
import { editionOf } from '../../language/board/from-ast.js';
import type { MonsterDecision } from '../../language/engine/decision.js';
import type { ActedRecord, Scenario } from '../../language/generated/ast.js';
import { isActedRecord, isScenario } from '../../language/generated/ast.js';

/**
 * A document's scenario with the engine's analysis of it. The analysis is memoised on the syntax
 * tree, so every feature that asks about the same parse shares one run of the engine.
 */
export interface AnalysedScenario {
    readonly scenario: Scenario;
    readonly analysis: ScenarioAnalysis;
    readonly edition: Edition;
}

/** `defaultEdition` is the user's setting: the rules of a scenario without a `rules` line. */
export function analysedScenario(document: LangiumDocument, defaultEdition: Edition, token?: CancellationToken): AnalysedScenario | undefined {
    const scenario = document.parseResult?.value;
    if (!isScenario(scenario)) {
        return undefined;
    }
    throwIfCancelled(token);
    const analysis = analyzeScenario(scenario, defaultEdition);
    throwIfCancelled(token);
    return { scenario, analysis, edition: analysis.board?.edition ?? editionOf(scenario, defaultEdition) };
}

/**
 * The same, with the engine giving way between monsters and stopping when the request is
 * cancelled: what every request uses, so that a large board never holds up another document.
 */
export async function analysedScenarioAsync(document: LangiumDocument, defaultEdition: Edition, token?: CancellationToken): Promise<AnalysedScenario | undefined> {
    const scenario = document.parseResult?.value;
    if (!isScenario(scenario)) {
        return undefined;
    }
    throwIfCancelled(token);
    const analysis = await analyzeScenarioAsync(scenario, defaultEdition, token);
    throwIfCancelled(token);
    return { scenario, analysis, edition: analysis.board?.edition ?? editionOf(scenario, defaultEdition) };
}

export function decisionOf(analysis: ScenarioAnalysis, monster: string): MonsterDecision | undefined {
    return analysis.decisions.find(d => d.monster === monster);
}

/** The record of a turn the monster has already played this round, if any. */
export function actedRecordOf(scenario: Scenario, monster: string): ActedRecord | undefined {
    return scenario.statements.find((s): s is ActedRecord => isActedRecord(s) && s.monster?.$refText === monster);
}

/** Lets a request that has been overtaken stop between its steps. */
export function throwIfCancelled(token: CancellationToken | undefined): void {
    if (token?.isCancellationRequested) {
        throw OperationCancelled;
    }
}
