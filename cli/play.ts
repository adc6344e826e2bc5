import type { Edition } from '../language/model/board.js';
import { DEFAULT_EDITION } from '../language/rules/editions.js';
import { incompleteBoardText } from '../language/explain/board-problem-words.js';
import type { LangiumDocument } from 'langium';
import type { ScenarioAnalyzer } from '../language/analysis/scenario-analyzer.js';
import { playRoundEdits } from '../language/edit/play-edits.js';
import { seededDeckChanges } from '../language/edit/scenario-state.js';
import { type Scenario, isModifierDeck } from '../language/generated/ast.js';
import { applyChanges } from '../language/edit/text-change.js';
import { endOfRoundWords, figureTurnWords, turnWords } from '../language/explain/play-words.js';
import type { RoundReport } from '../language/play/round.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import type { ScenarioSource } from './inputs.js';
import { loadScenarios } from './load.js';
import { PlayedExpectations } from './play-expectations.js';

export interface PlayReport {
    readonly file: string;
    /** Errors of the scenario, and why play stopped: each line says why the exit status is 1. */
    readonly problems: readonly string[];
    /** What the command line asked for that play does not do, and why; printed on standard error, it changes nothing of the exit status. */
    readonly notes: readonly string[];
    /** Every round played, in order. */
    readonly rounds: readonly RoundReport[];
    /** The scenario after the rounds played (the text read when none could be played). */
    readonly text: string;
}

export interface PlayOptions {
    readonly rounds: number;
    /** The modifier deck's seed when the scenario names no deck; the scenario's `modifiers` line wins. */
    readonly seed?: number;
    readonly edition?: Edition;
}

/**
 * Plays whole rounds: each round from the text the one before wrote, so that what is printed or
 * written is exactly what the next round reads. A scenario with an error is not played (see
 * language/edit/play-barring-errors.ts); its errors, and every expectation that fails before the
 * round it speaks of is played, are reported and make the exit status 1.
 */
export async function playRounds(source: ScenarioSource, options: PlayOptions): Promise<PlayReport> {
    let text = source.text;
    const rounds: RoundReport[] = [];
    const errors: string[] = [];
    const notes: string[] = [];
    let refusal: string | undefined;
    const expectations = new PlayedExpectations();
    for (let round = 0; round < options.rounds; round++) {
        const { documents: [document], analysis } = await loadScenarios([{ ...source, text }], options.edition ?? DEFAULT_EDITION);
        if (round === 0) {
            errors.push(...diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(source.name, d)));
            notes.push(...seedNotes(document.parseResult.value, source.name, options));
        }
        const scenarioAnalysis = analysis.ScenarioAnalyzer.analyze(document.parseResult.value);
        if (scenarioAnalysis.incomplete) {
            refusal = `${source.name}: ${incompleteBoardText(scenarioAnalysis.incomplete)} No round is played until then.`;
            break;
        }
        await judgeExpectations(expectations, document, analysis.ScenarioAnalyzer, { ...source, text }, options);
        const played = playRoundEdits(analysis.ScenarioAnalyzer, document, options.seed === undefined ? {} : { seed: options.seed });
        if ('error' in played) {
            refusal = `${source.name}: ${played.error}`;
            break;
        }
        rounds.push(played.report);
        text = applyChanges(text, played.edits);
    }
    const problems = [...errors, ...expectations.failed.map(d => diagnosticLine(source.name, d)), ...(refusal === undefined ? [] : [refusal])];
    return { file: source.name, problems, notes, rounds, text };
}

/**
 * `--seed` shuffles the standard deck of a scenario that names none; a scenario's own `modifiers`
 * line wins, so a seed given for one that has it is said to go unused rather than ignored silently.
 */
function seedNotes(scenario: Scenario, file: string, options: PlayOptions): string[] {
    return options.seed !== undefined && scenario.statements.some(isModifierDeck)
        ? [`ghs play: note: --seed ${options.seed} is not used: ${file} has a 'modifiers' line, and its deck is the one played.`]
        : [];
}

/**
 * The expectations judged on the deck the round is played with: a scenario without a
 * `modifiers` line is played with the standard deck shuffled by --seed, so it is judged with
 * that deck written, not with the seed 0 `ghs check` gives it.
 */
async function judgeExpectations(expectations: PlayedExpectations, document: LangiumDocument<Scenario>, analyzer: ScenarioAnalyzer,
    source: ScenarioSource, options: PlayOptions): Promise<void> {
    const seeded = options.seed === undefined ? [] : seededDeckChanges(source.text, document.parseResult.value, options.seed);
    if (seeded.length === 0) {
        expectations.judge(document, analyzer);
        return;
    }
    const { documents: [withDeck], analysis } = await loadScenarios([{ ...source, text: applyChanges(source.text, seeded) }], options.edition ?? DEFAULT_EDITION);
    expectations.judge(withDeck, analysis.ScenarioAnalyzer);
}

/** Every round in words, turn by turn with the arithmetic. */
export function formatRounds(report: PlayReport): string {
    const lines: string[] = [];
    report.rounds.forEach((round, index) => {
        lines.push(`Round ${round.round ?? index + 1}`);
        for (const turn of round.turns) {
            switch (turn.kind) {
                case 'monster': {
                    const card = turn.report.card ? ` ("${turn.report.card}")` : '';
                    const choice = turn.report.options > 1 ? `, option ${turn.report.option + 1} of ${turn.report.options}` : '';
                    lines.push(`  ${turn.report.monster}${card}${choice}:`);
                    const words = turnWords(turn.report);
                    lines.push(...(words.length > 0 ? words : ['does nothing']).map(w => `    ${w}`));
                    break;
                }
                case 'figure':
                    lines.push(`  ${turn.figure} (initiative ${turn.initiative}):`, ...figureTurnWords(turn).map(w => `    ${w}`));
                    break;
                case 'refused':
                    lines.push(`  ${turn.monster}: no turn: ${turn.reason}`);
                    break;
            }
        }
        lines.push('  End of round:', ...(round.end.length > 0 ? round.end.map(s => `    ${endOfRoundWords(s)}`) : ['    nothing changes']), '');
    });
    return lines.join('\n');
}

export function playExitCode(report: PlayReport): number {
    return report.problems.length > 0 ? 1 : 0;
}
