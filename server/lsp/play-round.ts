import type { LangiumDocument } from 'langium';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { playRoundAsking, playRoundEdits as playRoundChanges } from '../../language/edit/play-edits.js';
import { wordRoundReport } from '../../language/explain/play-words.js';
import type { PlayRoundArgs, PlayRoundResult } from '../protocol.js';
import { textEdits } from './play-turn.js';

/**
 * The edits that play the rest of the round (see language/edit/play-edits.ts) as LSP text edits
 * of the document, with the report of the round.
 */
export function playRoundEdits(analyzer: ScenarioAnalyzer, document: LangiumDocument, choices: Pick<PlayRoundArgs, 'choices' | 'ask'> = {}): PlayRoundResult {
    const chosen = choices.choices && { choices: new Map(Object.entries(choices.choices)) };
    const played = choices.ask ? playRoundAsking(analyzer, document, chosen) : playRoundChanges(analyzer, document, chosen);
    if ('error' in played) {
        return { error: played.error };
    }
    if ('question' in played) {
        return { question: played.question };
    }
    return { edits: textEdits(document, played.edits), report: wordRoundReport(played.report) };
}
