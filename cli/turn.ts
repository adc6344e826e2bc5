import { DEFAULT_EDITION } from '../language/rules/editions.js';
import type { Edition } from '../language/model/board.js';
import type { WordedDecision } from '../language/explain/worded-decision.js';
import { incompleteBoardText } from '../language/explain/board-problem-words.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import type { ScenarioSource } from './inputs.js';
import { loadScenarios } from './load.js';
import type { Scenario } from '../language/generated/ast.js';
import { listWords } from '../language/parser/nearest-word.js';
import { revealLine, typesWithoutCard } from '../language/validation/standee-checks.js';
import { selectDecisions } from './monsters.js';
import { comingAbilityWords } from '../language/explain/coming-turn-words.js';

export interface TurnReport {
    readonly file: string;
    /** What is wrong with the scenario or the command: each line says why the exit status is 1. */
    readonly problems: readonly string[];
    readonly decisions: readonly WordedDecision[];
    /**
     * Per monster whose card has lines beyond its move and attacks (heals, conditions, summons,
     * elements, push and pull), those lines as the round plays them: the heal's target, the summon's hex…
     */
    readonly played?: Readonly<Record<string, { readonly heading: string; readonly lines: readonly string[] }>>;
    /** Said when there is nothing to explain although nothing is wrong. */
    readonly note?: string;
}

const NO_TURN = 'No monster takes a turn: give a monster an ability block ({ move 2 attack }).';

/** Standees of types wait for a revealed card more often than for an ability block. */
function noTurnNote(scenario: Scenario): string {
    const types = typesWithoutCard(scenario);
    return types.length === 0
        ? NO_TURN
        : `No monster takes a turn: reveal a card for ${listWords(types, 'and')} (${revealLine(scenario, types)}), or give a monster an ability block ({ move 2 attack }).`;
}

export async function explainTurns(source: ScenarioSource, monsters: readonly string[] = [], edition: Edition = DEFAULT_EDITION): Promise<TurnReport> {
    const { documents: [document], analysis: services } = await loadScenarios([source], edition);
    const problems = diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(source.name, d));
    const analysis = services.ScenarioAnalyzer.analyze(document.parseResult.value);
    if (analysis.incomplete) {
        // A turn worked out on a board that lacks what the parser could not read would be wrong
        // with no sign of it on the command line: explain none.
        problems.push(`${source.name}: ${incompleteBoardText(analysis.incomplete)} No turn is explained until then.`);
        return { file: source.name, problems, decisions: [] };
    }
    const selected = selectDecisions(analysis.worded, monsters, source.name, 'turn');
    problems.push(...selected.problems);
    const note = analysis.decisions.length === 0 && problems.length === 0 ? noTurnNote(document.parseResult.value) : undefined;
    const played: Record<string, { heading: string; lines: readonly string[] }> = {};
    for (const decision of selected.decisions) {
        const coming = services.ScenarioAnalyzer.comingTurn(document.parseResult.value, decision.monster);
        const words = coming && comingAbilityWords(coming);
        if (words) {
            played[decision.monster] = words;
        }
    }
    return {
        file: source.name, problems, decisions: selected.decisions, ...(Object.keys(played).length > 0 ? { played } : {}), ...(note ? { note } : {})
    };
}

/** The turns in words; the problems go to standard error apart from them. */
export function formatTurns(report: TurnReport): string {
    const lines: string[] = [];
    for (const decision of report.decisions) {
        lines.push(`${decision.monster}: ${decision.summary}`);
        if (decision.earlierTurns) {
            lines.push(`  ${decision.earlierTurns}`);
        }
        for (const reason of decision.reasons) {
            lines.push(`  ${reason}`);
        }
        const played = report.played?.[decision.monster];
        if (played) {
            lines.push(`  ${played.heading}`, ...played.lines.map(line => `    ${line}`));
        }
        lines.push('');
    }
    if (report.note) {
        lines.push(report.note);
    }
    return lines.join('\n').trimEnd();
}

export function turnExitCode(report: TurnReport): number {
    return report.problems.length > 0 ? 1 : 0;
}
