import { describe, expect, test } from 'vitest';
import { type RoundHost, playRound, roundArguments } from '../../client/src/round-flow.js';
import { runRoundArguments } from '../../server/lsp/code-lens.js';
import type { PlayRoundResult } from '../../server/protocol.js';

const EDIT = { range: { start: { line: 3, character: 2 }, end: { line: 3, character: 4 } }, newText: 'C3' };

function host(answer: PlayRoundResult, versions: number[] = [7, 7], applies = true) {
    const told: Array<[string, string]> = [];
    const applied: unknown[] = [];
    const asked: number[] = [];
    const h: RoundHost = {
        version: () => versions.length > 1 ? versions.shift()! : versions[0],
        playRound: async version => {
            asked.push(version);
            return answer;
        },
        apply: async edits => {
            applied.push(edits);
            return applies;
        },
        tell: (level, message) => told.push([level, message])
    };
    return { h, told, applied, asked };
}

describe('running a round from the editor', () => {
    test('asks for the round of the text the editor holds and applies its edits as one step', async () => {
        const { h, told, applied, asked } = host({ edits: [EDIT] });
        expect(await playRound(h)).toBe('played');
        expect(asked).toEqual([7]);
        expect(applied).toEqual([[EDIT]]);
        expect(told).toEqual([]);
    });

    test('a refusal is told with its reason and nothing is applied', async () => {
        const { h, told, applied } = host({ error: 'the scenario changed: the server has version 8, the round was asked for version 7.' });
        expect(await playRound(h)).toBe('refused');
        expect(applied).toEqual([]);
        expect(told).toEqual([['error', 'The round cannot be played: the scenario changed: the server has version 8, the round was asked for version 7.']]);
    });

    test('edits computed for a text the user has since changed are not applied', async () => {
        const { h, told, applied } = host({ edits: [EDIT] }, [7, 8]);
        expect(await playRound(h)).toBe('refused');
        expect(applied).toEqual([]);
        expect(told).toEqual([['warning', 'The scenario changed while the round was computed: nothing was applied. Run the round again.']]);
    });

    test('an editor that refuses the edit is said so', async () => {
        const { h, told } = host({ edits: [EDIT] }, [7, 7], false);
        expect(await playRound(h)).toBe('refused');
        expect(told).toEqual([['error', 'The editor did not apply the round.']]);
    });

    test('reads the document the code lens names, and nothing else', () => {
        expect(roundArguments(runRoundArguments('file:///w/a.ghs'))).toEqual({ uri: 'file:///w/a.ghs' });
        expect(roundArguments([])).toEqual({});
        expect(roundArguments([42])).toEqual({});
    });
});
