import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { boardFromScenario } from '../../../language/model/from-ast.js';
import { figureAfter, stateAfterRound } from '../../../language/analysis/state-judgement.js';
import { playRoundEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { playStateOf } from '../../../language/model/state-from-scenario.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * `expect after round N` plays round after round in memory; `ghs play` and *Run round* play each
 * round from the text the round before wrote. Both must end on the same state, figure by figure.
 */

const example = resolve(dirname(fileURLToPath(import.meta.url)), '../../../examples/gloomhaven-hollow-gate-rounds.ghs');

describe('the rounds of the multi-round example', () => {
    test('played in memory and played through the written text end on the same figures, round after round', async () => {
        const written = readFileSync(example, 'utf8');
        const first = await parseAndValidate(written);
        const scenario = first.parseResult.value;
        const names = scenario.statements.flatMap(s => 'name' in s && typeof s.name === 'string' && s.$type !== 'MonsterType' && s.$type !== 'Deck' ? [s.name] : []);
        expect(names).toEqual(['Tank', 'Mage', 'Guard1', 'Guard2', 'Hound1', 'Archer1']);
        let text = written;
        for (const round of [1, 2, 3]) {
            const document = await parseAndValidate(text);
            const played = playRoundEdits(analyzer, document);
            if ('error' in played) {
                throw new Error(played.error);
            }
            text = applyChanges(text, played.edits);
            const after = await parseAndValidate(text);
            const throughText = playStateOf(after.parseResult.value, boardFromScenario(after.parseResult.value)!);
            const inMemory = stateAfterRound(scenario, boardFromScenario(scenario)!, round);
            // The written text keeps a removed monster's line with `removed`: off the board, only its removal is compared.
            const gone = (figure: ReturnType<typeof figureAfter>): ReturnType<typeof figureAfter> | 'removed' =>
                figure?.down === 'removed' ? 'removed' : figure;
            for (const name of names) {
                expect(gone(figureAfter(inMemory, name)), `${name} after round ${round}`).toEqual(gone(figureAfter(throughText, name)));
            }
            // What was written for the rounds played is history: the document stays free of errors.
            expect((after.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message), `errors after round ${round}`).toEqual([]);
        }
    });

    test('the state after round 3 is what the example pins by hand', async () => {
        const scenario = (await parseAndValidate(readFileSync(example, 'utf8'))).parseResult.value;
        const state = stateAfterRound(scenario, boardFromScenario(scenario)!, 3);
        expect(['Hound1', 'Guard1', 'Guard2', 'Archer1', 'Tank', 'Mage'].map(name => [name, figureAfter(state, name)])).toEqual([
            ['Hound1', { at: 'F5', hp: 4, conditions: [] }],
            ['Guard1', { at: 'D5', hp: 6, conditions: [] }],
            ['Guard2', { hp: 0, conditions: [], down: 'removed' }],
            ['Archer1', { at: 'B3', hp: 6, conditions: [] }],
            ['Tank', { at: 'E6', hp: 7, conditions: [] }],
            ['Mage', { at: 'F6', hp: 2, conditions: ['wound'] }]
        ]);
    });
});

describe('a scenario written without a round block', () => {
    const written = `scenario "no round" {
  map A1..E1
  character Hero at E1 initiative 10 hp 10
  monster Guard at A1 initiative 20 { move 2 attack 2 }
  expect Guard { to C1 }
}
`;

    async function playRound(text: string): Promise<string> {
        const played = playRoundEdits(analyzer, await parseAndValidate(text));
        if ('error' in played) {
            throw new Error(played.error);
        }
        return applyChanges(text, played.edits);
    }

    test('is in round 1: when that round ends, the next round\'s number is written, laid out as the formatter lays it', async () => {
        const once = await playRound(written);
        expect(once).toBe(`scenario "no round" {
  map A1..E1
  character Hero at E1 initiative 10 hp 10
  monster Guard at C1 initiative 20 { move 2 attack 2 }
  round 2
  expect Guard in round 1 { to C1 }
}
`);
        const twice = await playRound(once);
        expect(twice).toContain('  round 3\n');
        expect(twice).not.toContain('round 2');
    });

    test('so the expectation of the round played is history, not a claim on the next round', async () => {
        const after = await parseAndValidate(await playRound(written));
        expect((after.diagnostics ?? []).map(d => [d.severity, d.message])).toEqual([
            [3, 'Round 1 is over (the scenario is in round 2), so this expectation about Guard\'s turn is not checked.']
        ]);
    });
});
