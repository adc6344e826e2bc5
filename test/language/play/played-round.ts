import { expect } from 'vitest';
import { playRoundEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import type { RoundReport } from '../../../language/play/round.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/** The rest of the round played on `text` as *Run round* plays it: the text written back, which must read with no error, and the report. */
export async function playedRound(text: string): Promise<{ text: string; report: RoundReport }> {
    const document = await parseAndValidate(text);
    const result = playRoundEdits(analyzer, document);
    if ('error' in result) {
        throw new Error(result.error);
    }
    const after = applyChanges(text, result.edits);
    const written = await parseAndValidate(after);
    expect((written.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    return { text: after, report: result.report };
}
