import { type VersionedApply, applyAtVersion } from '../../client/src/versioned-apply.js';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ExecuteCommandRequest, type TextEdit } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
    type TurnHost, currentBoard, playShown, runAllTurns, runTurn, turnArguments
} from '../../client/src/turn-flow.js';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import { runMonsterTurnArguments } from '../../server/lsp/code-lens.js';
import { BoardViewRequest, type BoardViewResult, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { type InProcessClient, LspTestClient } from '../server/lsp-test-client.js';
import { repoRoot } from './webview-page.js';
import { invisibleBeforeGuard } from '../fixtures/earlier-turns.js';

const GUARD_POST = readFileSync(resolve(repoRoot, 'test/fixtures/e2e-workspace/guard-post.ghs'), 'utf8');

/** Three monsters written out of initiative order: Late (60), Early (20), then Last (none: after those with one). */
const THREE = [
    'scenario "Three" {',
    '  map A1..H6',
    '  character Hero at D3 initiative 40',
    '  monster Late at H6 initiative 60 { move 3 attack }',
    '  monster Early at A1 initiative 20 { move 2 attack }',
    '  monster Last at H1 { move 2 attack }',
    '}'
].join('\n');

/** The server's work on every text sent, awaited before it is stopped. */
const validations: Array<Promise<unknown>> = [];

type Pick = number | undefined | ((editor: FakeEditor, decision: WordedDecision) => Promise<number | undefined>);

/**
 * An editor holding one document, talking to the real language server in this process: each
 * applied turn is one entry on its undo stack and one `didChange` to the server.
 */
class FakeEditor implements TurnHost {
    readonly told: Array<[string, string]> = [];
    readonly undo: string[] = [];
    readonly browsed: Array<{ monster: string; options: string[] }> = [];
    readonly boardsAsked: number[] = [];
    private current = 0;
    /** What `play` does once the server has answered, before the answer is used. */
    afterPlay: (() => Promise<void>) | undefined;

    constructor(private readonly server: InProcessClient, readonly uri: string, public text: string, private readonly picks: Pick[] = []) {}

    /** Opens the document and waits until the server has read it, as the editor has by the time a command runs. */
    async open(): Promise<this> {
        const { version, diagnostics } = await this.server.setText(this.uri, this.text);
        this.current = version;
        await diagnostics;
        return this;
    }

    /** The user types: the text changes and the server is told, as VS Code's client does, without waiting for it. */
    async type(text: string): Promise<void> {
        this.text = text;
        const { version, diagnostics } = await this.server.setText(this.uri, text);
        this.current = version;
        validations.push(diagnostics);
    }

    version(): number {
        return this.current;
    }

    board(version: number): Promise<BoardViewResult> {
        this.boardsAsked.push(version);
        return this.server.connection.sendRequest(BoardViewRequest, { uri: this.uri, version });
    }

    async play(monster: string, option: number, version: number): Promise<PlayTurnResult> {
        const result = await this.server.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayTurnCommand, arguments: [{ uri: this.uri, version, monster, option }] }) as PlayTurnResult;
        await this.afterPlay?.();
        return result;
    }

    apply(edits: readonly TextEdit[], version: number): Promise<VersionedApply> {
        return applyAtVersion({ version: this.current }, version, async () => edits, async converted => {
            this.undo.push(this.text);
            await this.type(TextDocument.applyEdits(TextDocument.create(this.uri, 'ghs', this.current, this.text), [...converted]));
            return true;
        });
    }

    async pickMonster(decisions: readonly WordedDecision[]): Promise<WordedDecision | undefined> {
        const next = this.picks.shift();
        return typeof next === 'number' ? decisions[next] : undefined;
    }

    async pickOption(decision: WordedDecision, words: readonly string[]): Promise<number | undefined> {
        this.browsed.push({ monster: decision.monster, options: [...words] });
        const next = this.picks.shift();
        return typeof next === 'function' ? next(this, decision) : next;
    }

    tell(level: 'info' | 'warning' | 'error', message: string): void {
        this.told.push([level, message]);
    }

    /** The modal questions asked, with their button; each answered from `answers`, yes when none is left. */
    readonly asked: Array<[string, string]> = [];
    answers: boolean[] = [];

    async confirm(question: string, yes: string): Promise<boolean> {
        this.asked.push([question, yes]);
        return this.answers.shift() ?? true;
    }
}

function actedLines(text: string): string[] {
    return text.split('\n').filter(line => /^\s*acted\b/.test(line)).map(line => line.trim().replace(/\s+/g, ' '));
}

describe('the words and arguments of a turn', () => {
    test('reads (monster, option, uri) as the code lens sends them, and what a keybinding sends', () => {
        expect(turnArguments(runMonsterTurnArguments('Guard', 'file:///w/a.ghs'))).toEqual({ monster: 'Guard', uri: 'file:///w/a.ghs' });
        expect(turnArguments(['Guard', 1])).toEqual({ monster: 'Guard', option: 1 });
        expect(turnArguments(['Guard'])).toEqual({ monster: 'Guard' });
        expect(turnArguments([])).toEqual({});
        // What a menu passes (a URI object) or nonsense is not taken for a name or an option.
        expect(turnArguments([{ path: '/w/a.ghs' }, -1, 3])).toEqual({});
        expect(turnArguments(['Guard', 0.5])).toEqual({ monster: 'Guard' });
    });
});

describe('a board that matches the text', () => {
    const view = (version: number) => ({ version }) as BoardViewResult;

    test('drops an answer older than the version asked for and asks again', async () => {
        const answers = [view(1), view(2)];
        const asked: number[] = [];
        const board = await currentBoard({ version: () => 2, board: async version => (asked.push(version), answers.shift()!) });
        expect(board.version).toBe(2);
        expect(asked).toEqual([2, 2]);
    });

    test('drops an answer overtaken by an edit, and gives up when the text never settles', async () => {
        let version = 1;
        const asked: number[] = [];
        const moving = { version: () => version, board: async (v: number) => (asked.push(v), view(version++)) };
        await expect(currentBoard(moving)).rejects.toThrow(/keeps changing/);
        expect(asked).toEqual([1, 2, 3]);
    });
});

describe('running turns against the language server', () => {
    const server = LspTestClient.inProcess();
    let count = 0;
    const uri = () => `file:///work/turns-${++count}.ghs`;

    beforeAll(() => server.initialize());
    afterAll(async () => {
        await Promise.all(validations);
        await server.dispose();
    });

    test('plays the monster under the cursor, offering its options in words, as one undoable edit', async () => {
        const editor = await new FakeEditor(server, uri(), GUARD_POST, [1]).open();
        expect(await runTurn(editor, { cursor: 'Guard' })).toBe('played');
        expect(editor.browsed).toEqual([{ monster: 'Guard', options: ['moves to D3 · attacks Hero20, Hero10', 'moves to E5 · attacks Hero20, Hero10'] }]);
        expect(editor.text).toContain('monster   Guard at E5 {');
        expect(actedLines(editor.text)).toEqual(['acted Guard from G3 to E5 attacks Hero20, Hero10']);
        expect(editor.undo).toEqual([GUARD_POST]);
        expect(editor.told).toEqual([]);
    });

    test('offers the options of the board the earlier characters\' turns leave, says why, and plays the one picked', async () => {
        // As written Hero10 is invisible and Guard1 walks to Hero90 (to C3); Hero10's turn at 10 ends the invisibility first.
        const text = invisibleBeforeGuard('  modifiers seed 4');
        const editor = await new FakeEditor(server, uri(), text, [1]).open();
        expect((await editor.board(editor.version())).optionWords).toEqual([{ monster: 'Guard1', options: ['moves to C3'] }]);
        expect(await runTurn(editor, { monster: 'Guard1' })).toBe('played');
        expect(editor.browsed).toEqual([{ monster: 'Guard1', options: ['moves to C2 · attacks Hero10', 'moves to C3 · attacks Hero10'] }]);
        expect(editor.told).toEqual([['info',
            "Decided on the board as written, but Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn. " +
            "Run monster turn, ghs play and 'expect after Guard1' play that turn first. Its options on that board: moves to C2 · attacks Hero10 | moves to C3 · attacks Hero10."]]);
        expect(actedLines(editor.text)).toEqual(['acted Guard1 from A2 to C3 attacks Hero10 damage 2']);
        expect(editor.text).toContain('  character Hero10 at D2 initiative 10 hp 7 of 10\n');
        expect(editor.undo).toEqual([text]);
        // A preview button's option is one of the board as written: the options of the turn are offered instead.
        const shown = await new FakeEditor(server, uri(), text, [0]).open();
        expect(await playShown(shown, 'Guard1', 0, shown.version())).toBe('played');
        expect(shown.browsed.map(b => b.options)).toEqual([['moves to C2 · attacks Hero10', 'moves to C3 · attacks Hero10']]);
        expect(actedLines(shown.text)).toEqual(['acted Guard1 from A2 to C2 attacks Hero10 damage 2']);
    });

    test('a named monster wins over the cursor, and a given option needs no pick', async () => {
        const editor = await new FakeEditor(server, uri(), THREE).open();
        expect(await runTurn(editor, { monster: 'Last', cursor: 'Early', option: 0 })).toBe('played');
        expect(editor.asked.map(([, yes]) => yes)).toEqual(['Run Last\'s Turn']);
        expect(actedLines(editor.text)).toEqual([expect.stringMatching(/^acted Last from H1 to /)]);
        // It has acted: named again, it is not replaced by another monster.
        expect(await runTurn(editor, { monster: 'Last' })).toBe('idle');
        expect(editor.told).toEqual([['info', expect.stringMatching(/^Last takes no turn now/)]]);
    });

    test('asks which monster when the cursor is in none that acts', async () => {
        const editor = await new FakeEditor(server, uri(), THREE, [1, 0]).open();
        expect(await runTurn(editor, { cursor: 'Hero' })).toBe('played');
        expect(actedLines(editor.text)).toEqual([expect.stringMatching(/^acted Late from H6 /)]);
    });

    test('Run all plays every monster in initiative order, each turn one undoable edit', async () => {
        // Early and Late each have two options; Last has one.
        const editor = await new FakeEditor(server, uri(), THREE, [0, 1]).open();
        const report = await runAllTurns(editor);
        expect(report).toEqual({ played: ['Early', 'Late', 'Last'], idle: [] });
        expect(actedLines(editor.text).map(line => line.split(' ')[1])).toEqual(['Early', 'Late', 'Last']);
        expect(editor.undo).toHaveLength(3);
        expect(actedLines(editor.undo[2])).toHaveLength(2);
        expect(editor.told).toEqual([['info', 'Early, Late and Last acted, in initiative order.']]);
        expect(editor.browsed.map(b => b.monster)).toEqual(['Early', 'Late']);
        // Every decision was asked for the text after the turn before.
        expect(new Set(editor.boardsAsked).size).toBe(3);
    });

    test('Run all stops cleanly when the user cancels a pick, keeping the turns played', async () => {
        // The Guard (initiative 10) has a choice: cancelled. The Scout before it has played.
        const text = GUARD_POST.replace('  monster   Archer at C1', '  monster   Scout at H6 initiative 5 { move 1 }\n  monster   Archer at C1')
            .replace('  monster   Guard at G3 {', '  monster   Guard at G3 initiative 10 {');
        const editor = await new FakeEditor(server, uri(), text, [undefined]).open();
        const report = await runAllTurns(editor);
        expect(report).toEqual({ played: ['Scout'], idle: [], stoppedAt: 'Guard' });
        expect(actedLines(editor.text)).toEqual([expect.stringMatching(/^acted Scout from H6 /)]);
        expect(editor.text).toContain('monster   Guard at G3 initiative 10 {');
        expect(editor.told).toEqual([['info', 'Stopped before Guard\'s turn: Scout played.']]);
    });

    test('refuses the turn with the server\'s reason when the text changed while the user picked', async () => {
        const typed = GUARD_POST.replace('note "Two', 'note "Now two');
        const editor = await new FakeEditor(server, uri(), GUARD_POST, [async e => (await e.type(typed), 0)]).open();
        expect(await runTurn(editor, { cursor: 'Guard' })).toBe('refused');
        expect(editor.text).toBe(typed);
        expect(editor.undo).toEqual([]);
        expect(editor.told).toEqual([['error', expect.stringMatching(/^Guard's turn cannot be played: the scenario changed/)]]);
    });

    test('applies nothing when the text changes after the server answered', async () => {
        const editor = await new FakeEditor(server, uri(), GUARD_POST, [0]).open();
        const typed = GUARD_POST.replace('note "Two', 'note "Now two');
        editor.afterPlay = () => editor.type(typed);
        expect(await runTurn(editor, { cursor: 'Guard' })).toBe('refused');
        expect(editor.text).toBe(typed);
        expect(editor.told).toEqual([['warning', expect.stringMatching(/changed while Guard's turn was computed: nothing was applied/)]]);
    });

    test('the preview\'s button plays the option it drew, and is refused once the text has moved on', async () => {
        const editor = await new FakeEditor(server, uri(), GUARD_POST).open();
        const drawn = editor.version();
        await editor.type(GUARD_POST.replace('note "Two', 'note "Now two'));
        expect(await playShown(editor, 'Guard', 1, drawn)).toBe('refused');
        expect(editor.told[0]).toEqual(['error', expect.stringMatching(/the scenario changed/)]);
        expect(await playShown(editor, 'Guard', 1, editor.version())).toBe('played');
        expect(actedLines(editor.text)).toEqual(['acted Guard from G3 to E5 attacks Hero20, Hero10']);
    });

    test('a monster that is not next in initiative order is run only once the user confirms, told who acts first', async () => {
        const editor = await new FakeEditor(server, uri(), THREE, [0]).open();
        editor.answers = [true];
        expect(await runTurn(editor, { cursor: 'Late' })).toBe('played');
        expect(editor.asked).toEqual([[
            'Late (initiative 60) is not next in initiative order: Early (initiative 20) should act first. Run Late\'s turn now anyway?',
            'Run Late\'s Turn'
        ]]);
        expect(actedLines(editor.text)).toEqual([expect.stringMatching(/^acted Late from H6 /)]);
    });

    test('cancelling the confirmation plays nothing and says nothing more', async () => {
        const editor = await new FakeEditor(server, uri(), THREE, [0]).open();
        editor.answers = [false];
        expect(await runTurn(editor, { monster: 'Last' })).toBe('cancelled');
        expect(editor.asked).toEqual([[
            'Last (no initiative) is not next in initiative order: Early (initiative 20) should act first, then Late (initiative 60). Run Last\'s turn now anyway?',
            'Run Last\'s Turn'
        ]]);
        expect(editor.text).toBe(THREE);
        expect(editor.undo).toEqual([]);
        expect(editor.browsed).toEqual([]);
        expect(editor.told).toEqual([]);
    });

    test('the monster next in initiative order is run without a question, and after its turn the next one is', async () => {
        const editor = await new FakeEditor(server, uri(), THREE, [0, 0]).open();
        expect(await runTurn(editor, { cursor: 'Early' })).toBe('played');
        expect(await runTurn(editor, { monster: 'Late' })).toBe('played');
        expect(editor.asked).toEqual([]);
        expect(actedLines(editor.text).map(line => line.split(' ')[1])).toEqual(['Early', 'Late']);
    });

    test('the preview\'s button asks the same before a monster acts out of turn', async () => {
        const editor = await new FakeEditor(server, uri(), THREE).open();
        editor.answers = [false];
        expect(await playShown(editor, 'Late', 0, editor.version())).toBe('cancelled');
        expect(editor.asked.map(([question]) => question)).toEqual([
            'Late (initiative 60) is not next in initiative order: Early (initiative 20) should act first. Run Late\'s turn now anyway?'
        ]);
        expect(editor.text).toBe(THREE);
        expect(await playShown(editor, 'Early', 0, editor.version())).toBe('played');
        expect(editor.asked).toHaveLength(1);
    });

    test('Run all asks nothing: it plays in initiative order', async () => {
        const editor = await new FakeEditor(server, uri(), THREE, [0, 1]).open();
        await runAllTurns(editor);
        expect(editor.asked).toEqual([]);
    });

    test('a monster without a focus stays where it is, and its turn is still recorded', async () => {
        const alone = GUARD_POST.replace(/ {2}character .*\n/g, '').replace(/ {2}summon .*\n/, '').replace(/ {2}expect Guard \{[^}]*\}\n/, '');
        const editor = await new FakeEditor(server, uri(), alone).open();
        expect(await runTurn(editor, { monster: 'Guard' })).toBe('played');
        expect(actedLines(editor.text)).toEqual(['acted Guard from G3 to G3']);
        expect(editor.text).toContain('monster   Guard at G3 {');
    });

    test('a monster its wound removes has no option, yet its turn is played: the wound removes it', async () => {
        const wounded = [
            'scenario "Wounded" {',
            '  map A1..E3',
            '  monster-type Guard { normal health 5 move 2 attack 2 }',
            '  deck Guard { card "Rush" initiative 20 { move +0 attack +0 } }',
            '  character Hero10 at C1 initiative 10',
            '  monster   Guard1 of Guard at A1 number 1 hp 1 conditions wound',
            '  round 1 { reveal Guard "Rush" }',
            '}'
        ].join('\n');
        const editor = await new FakeEditor(server, uri(), wounded).open();
        expect(await runTurn(editor, { monster: 'Guard1' })).toBe('played');
        expect(editor.text).toContain('  monster   Guard1 of Guard at A1 number 1 hp 0 conditions wound removed\n');
        // Removed at the start of its turn, it has still taken it: the record tells the rest of the round so.
        expect(actedLines(editor.text)).toEqual(['acted Guard1 from A1 to A1']);
        expect(editor.told).toEqual([]);
    });
});
