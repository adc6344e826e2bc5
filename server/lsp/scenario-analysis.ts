import type { WordedDecision } from '../../language/explain/worded-decision.js';
import type { ScenarioAnalysis } from '../../language/analysis/judgement.js';
import type { ActedRecord, Scenario } from '../../language/generated/ast.js';
import { isActedRecord } from '../../language/generated/ast.js';

export type { AnalysedScenario } from '../../language/analysis/scenario-analyzer.js';
export { throwIfCancelled } from '../../language/analysis/scenario-analyzer.js';

export function decisionOf(analysis: ScenarioAnalysis, monster: string): WordedDecision | undefined {
    return analysis.worded.find(d => d.monster === monster);
}

/** The record of a turn the monster has already played this round, if any. */
export function actedRecordOf(scenario: Scenario, monster: string): ActedRecord | undefined {
    return scenario.statements.find((s): s is ActedRecord => isActedRecord(s) && s.monster?.$refText === monster);
}
