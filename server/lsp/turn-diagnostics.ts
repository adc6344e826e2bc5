import type { ValidationAcceptor, ValidationChecks } from 'langium';
import type { LangiumServices } from 'langium/lsp';
import type { CancellationToken } from 'vscode-languageserver';
import type { WordedDecision, WordedOption } from '../../language/explain/worded-decision.js';
import type { GhsAstType, Monster, Scenario } from '../../language/generated/ast.js';
import { isMonster } from '../../language/generated/ast.js';
import type { GhsServices } from '../../language/ghs-module.js';
import { quotedOption, writtenOf } from '../../language/explain/option-words.js';
import { throwIfCancelled } from './scenario-analysis.js';

/** Codes of the editor-only diagnostics that explain the turns; `ghs check` never produces them. */
export const TurnIssueCodes = {
    TurnSummary: 'ghs.turn-summary',
    PlayersChoose: 'ghs.players-choose'
} as const;

/** An option written the way an `expect` lists it, so it can be copied into one. */
function optionLine(option: WordedOption): string {
    return quotedOption(writtenOf(option));
}

function choiceMessage(decision: WordedDecision): string {
    const parts: string[] = [];
    if (decision.focus.length > 1) {
        parts.push(`the focus (${decision.focus.join(' or ')})`);
    }
    if (decision.options.length > 1) {
        parts.push(`one of ${decision.options.length} options: ${decision.options.map(optionLine).join(' | ')}`);
    }
    const same = decision.options.length === 1 ? ` Either way it goes ${optionLine(decision.options[0])}.` : '';
    const tie = decision.tie ? ` ${decision.tie.text}` : '';
    return `For ${decision.monster}, the players choose ${parts.join(', and with it ')}.${same}${tie}`;
}

/** The statement a decision belongs to: same name, and the hex it acts from when names repeat. */
function monsterOf(monsters: readonly Monster[], decision: WordedDecision): Monster | undefined {
    const named = monsters.filter(m => m.name === decision.monster);
    return named.find(m => m.position?.label === decision.hex) ?? named[0];
}

/**
 * On each acting monster's name, the turn in one line (as information, a hint or not at all, by
 * `ghs.turnSummaries`); and a hint where the players choose, whatever that setting.
 * Registered for the language server only: the command line reports problems, not explanations.
 * None while the board cannot be judged (syntax errors, a figure where it cannot stand): the
 * Problems panel would state turns of a board that is not the one written as facts, beside the
 * error that is the one thing to mend.
 */
export async function explainTurns(services: GhsServices, scenario: Scenario, accept: ValidationAcceptor, cancelToken?: CancellationToken): Promise<void> {
    throwIfCancelled(cancelToken);
    const settings = services.settings.GhsSettings;
    const analysis = await services.analysis.ScenarioAnalyzer.analyzeAsync(scenario, cancelToken);
    if (analysis.incomplete) {
        return;
    }
    const monsters = scenario.statements.filter(isMonster);
    for (const decision of analysis.worded) {
        const node = monsterOf(monsters, decision);
        if (!node) {
            continue;
        }
        if (settings.turnSummaries !== 'off') {
            accept(settings.turnSummaries === 'hint' ? 'hint' : 'info', decision.summary, { node, property: 'name', code: TurnIssueCodes.TurnSummary });
        }
        if (decision.options.length > 1 || decision.focus.length > 1) {
            accept('hint', choiceMessage(decision), { node, property: 'name', code: TurnIssueCodes.PlayersChoose });
        }
    }
}

export function registerTurnExplanations(services: LangiumServices & GhsServices): void {
    const checks: ValidationChecks<GhsAstType> = { Scenario: (scenario, accept, cancelToken) => explainTurns(services, scenario, accept, cancelToken) };
    services.validation.ValidationRegistry.register(checks);
}
