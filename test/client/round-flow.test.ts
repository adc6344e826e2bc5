import { type VersionedApply, applyAtVersion } from '../../client/src/versioned-apply.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ExecuteCommandRequest, type TextEdit } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RoundHost, playRound, roundArguments } from '../../client/src/round-flow.js';
import { runRoundArguments } from '../../server/lsp/code-lens.js';
import { PlayRoundCommand, type PlayRoundResult, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { type InProcessClient, LspTestClient } from '../server/lsp-test-client.js';
import { repoRoot } from './webview-page.js';

const ROUNDS = readFileSync(resolve(repoRoot, 'test/fixtures/e2e-workspace/rounds.ghs'), 'utf8');

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
        apply: (edits, version) => applyAtVersion({ get version() { return h.version(); } }, version, async () => edits, async converted => {
            applied.push(converted);
            return applies;
        }),
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

/** An editor holding one document, talking to the real language server in this process; each applied edit is one undo step. */
class FakeEditor implements RoundHost {
    readonly told: Array<[string, string]> = [];
    readonly undo: string[] = [];
    private current = 0;
    private readonly settled: Array<Promise<unknown>> = [];

    constructor(private readonly server: InProcessClient, readonly uri: string, public text: string) {}

    async open(): Promise<this> {
        await this.type(this.text);
        await Promise.all(this.settled);
        return this;
    }

    async type(text: string): Promise<void> {
        this.text = text;
        const { version, diagnostics } = await this.server.setText(this.uri, text);
        this.current = version;
        this.settled.push(diagnostics);
    }

    version(): number {
        return this.current;
    }

    playRound(version: number): Promise<PlayRoundResult> {
        return this.server.connection.sendRequest(ExecuteCommandRequest.type, { command: PlayRoundCommand, arguments: [{ uri: this.uri, version }] }) as Promise<PlayRoundResult>;
    }

    playTurn(monster: string, version: number): Promise<PlayTurnResult> {
        return this.server.connection.sendRequest(ExecuteCommandRequest.type, { command: PlayTurnCommand, arguments: [{ uri: this.uri, version, monster, option: 0 }] }) as Promise<PlayTurnResult>;
    }

    apply(edits: readonly TextEdit[], version: number): Promise<VersionedApply> {
        return applyAtVersion({ version: this.current }, version, async () => edits, async converted => {
            this.undo.push(this.text);
            await this.type(TextDocument.applyEdits(TextDocument.create(this.uri, 'ghs', this.current, this.text), [...converted]));
            return true;
        });
    }

    tell(level: 'info' | 'warning' | 'error', message: string): void {
        this.told.push([level, message]);
    }

    async settle(): Promise<void> {
        await Promise.all(this.settled);
    }
}

function lines(text: string, pattern: RegExp): string[] {
    return text.split('\n').filter(line => pattern.test(line)).map(line => line.trim().replace(/\s+/g, ' '));
}

describe('running rounds and whole turns against the language server', () => {
    const server = LspTestClient.inProcess();
    let count = 0;
    const uri = () => `file:///work/rounds-${++count}.ghs`;
    let commands: readonly string[] = [];
    beforeAll(async () => {
        commands = (await server.initialize()).capabilities.executeCommandProvider?.commands ?? [];
    });
    afterAll(() => server.dispose());

    test('offers the round command beside the turn command', () => {
        expect(commands).toEqual(expect.arrayContaining([PlayTurnCommand, PlayRoundCommand]));
    });

    test('a round is one undoable edit: the next round, its reveals, the damage dealt and the cards drawn, no acted record left', async () => {
        const editor = await new FakeEditor(server, uri(), ROUNDS).open();
        expect(await playRound(editor)).toBe('played');
        expect(editor.undo).toEqual([ROUNDS]);
        expect(editor.told).toEqual([]);
        expect(lines(editor.text, /^\s*round /)).toEqual(['round 2 {']);
        expect(lines(editor.text, /^\s*acted/)).toEqual([]);
        expect(lines(editor.text, /^\s*modifiers /)).toEqual([expect.stringMatching(/^modifiers seed 11 drawn \S/)]);
        expect(lines(editor.text, /^\s*character Hero10 /)).toEqual([expect.stringMatching(/^character Hero10 at E3 initiative 10 hp \d+ of 12 shield 1$/)]);
        expect(editor.text).not.toContain('hp 12 of 12');
        // Two more rounds play on from where the first left the text.
        await editor.settle();
        expect(await playRound(editor)).toBe('played');
        await editor.settle();
        expect(await playRound(editor)).toBe('played');
        expect(lines(editor.text, /^\s*round /)).toEqual(['round 4 {']);
        expect(editor.undo).toHaveLength(3);
    });

    test('a round asked for a text the server no longer holds is refused, and nothing is applied', async () => {
        const editor = await new FakeEditor(server, uri(), ROUNDS).open();
        const stale = editor.version();
        await editor.type(ROUNDS.replace('hp 10 of 10', 'hp 9 of 10'));
        expect(await editor.playRound(stale)).toEqual({ error: `the scenario changed: the server has version ${stale + 1}, the round was asked for version ${stale}.` });
    });

    test('a scenario with syntax errors is refused with where they are', async () => {
        const editor = await new FakeEditor(server, uri(), ROUNDS.replace('character Hero40 at F4', 'character Hero40 at')).open();
        expect(await playRound(editor)).toBe('refused');
        expect(editor.told).toEqual([['error', expect.stringMatching(/^The round cannot be played: the scenario does not parse \(.*\): mend its syntax errors first\.$/)]]);
        expect(editor.undo).toEqual([]);
    });

    test('a whole turn writes the attack\'s damage and the card drawn with the move, as one edit, and reports its arithmetic', async () => {
        const editor = await new FakeEditor(server, uri(), ROUNDS).open();
        const played = await editor.playTurn('Archer1', editor.version());
        if ('error' in played) {
            throw new Error(played.error);
        }
        const after = TextDocument.applyEdits(TextDocument.create(editor.uri, 'ghs', editor.version(), editor.text), played.edits);
        // The seeds decide: Archer reveals "Step and Shoot" (attack +0) and the deck's first card is a +0.
        expect(played.report?.steps.filter(step => step.kind === 'attack').map(step => step.words)).toEqual([
            'Archer1\'s attack 1 on Hero10: attack 3; drew +0 → 3; Hero10\'s shield 1 → 2 damage; Hero10 12 → 10 hp'
        ]);
        expect(lines(after, /^\s*character Hero10 /)).toEqual(['character Hero10 at E3 initiative 10 hp 10 of 12 shield 1']);
        expect(lines(after, /^\s*acted/)).toEqual(['acted Archer1 from A1 to A1 attacks Hero10 damage 2']);
        expect(lines(after, /^\s*modifiers /)).toEqual([expect.stringMatching(/^modifiers seed 11 drawn \S+$/)]);
    });
});
