import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { playRoundEdits, playTurnEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { analyzer, conformanceFiles, parseAndValidate } from '../helpers.js';

const files = conformanceFiles();

/** Errors other than expectations: a played document's expectations describe the moment before it. */
async function errorsOf(text: string): Promise<string[]> {
    const document = await parseAndValidate(text);
    return (document.diagnostics ?? []).filter(d => d.severity === 1).map(d => String(d.message)).filter(m => !m.startsWith('The expectation for'));
}

describe.skipIf(files.length === 0)('playing the conformance corpus', () => {
    test('every option of every turn plays the option the analysis shows, and a round leaves no new error', async () => {
        const wrong: string[] = [];
        for (const file of files) {
            const text = readFileSync(file, 'utf8');
            const document = await parseAndValidate(text);
            const before = await errorsOf(text);
            for (const decision of analyzer.analyze(document.parseResult.value).worded) {
                decision.options.forEach((option, index) => {
                    const played = playTurnEdits(analyzer, document, decision.monster, index);
                    const record = `${decision.monster} from ${decision.hex} to ${option.destination}`;
                    if ('error' in played || !applyChanges(text, played.edits).includes(record)) {
                        wrong.push(`${file}: ${decision.monster} option ${index}: ${'error' in played ? played.error : 'no record'}`);
                    }
                });
            }
            const round = playRoundEdits(analyzer, document);
            if ('error' in round) {
                wrong.push(`${file}: ${round.error}`);
            } else if ((await errorsOf(applyChanges(text, round.edits))).length > before.length) {
                wrong.push(`${file}: the round leaves an error`);
            }
        }
        expect(wrong).toEqual([]);
    }, 300_000);
});
