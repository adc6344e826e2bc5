import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
    CodeActionRequest, CodeLensRequest, CompletionRequest, type Diagnostic, DidChangeConfigurationNotification, DidChangeTextDocumentNotification,
    DidOpenTextDocumentNotification,
    DocumentFormattingRequest, DocumentSymbolRequest, ExecuteCommandRequest, ExitNotification, HoverRequest,
    type MarkupContent, MessageType, type PublishDiagnosticsParams, ShutdownRequest
} from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BoardViewRequest, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { LspTestClient, type StdioClient } from './lsp-test-client.js';
import { repo, skipReason } from './server-process.js';

if (skipReason) {
    console.log(`Skipping the stdio language-server test: ${skipReason}.`);
}

const uri = pathToFileURL(resolve(repo, 'test/fixtures/stdio/room.ghs')).toString();

const BROKEN = [
    'scenario "Room" {',
    '  map A1..C3',
    '  character   Hero at c2 initiative 10',
    '  monster Guard at A1 { move 2 attack }',
    '}'
].join('\n');
const FIXED = BROKEN.replace(' c2 ', ' C2 ');

/** Problems, as opposed to the explanations of the monsters' turns that come as information and hints. */
function problems(diagnostics: Diagnostic[]): Diagnostic[] {
    return diagnostics.filter(d => d.severity === 1 || d.severity === 2);
}

describe.skipIf(skipReason !== undefined)('the language server over stdio, on the system Node', () => {
    let editor: StdioClient;
    let version = 1;

    beforeAll(async () => {
        editor = LspTestClient.spawned();
        const init = await editor.initialize({
            processId: process.pid,
            capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } },
            // As the VS Code extension sends its `ghs.defaultEdition`.
            initializationOptions: { defaultEdition: 'frosthaven' }
        });
        expect(init.capabilities).toMatchObject({
            documentSymbolProvider: true, documentFormattingProvider: true, hoverProvider: true,
            codeActionProvider: true, definitionProvider: true, referencesProvider: true, foldingRangeProvider: true,
            renameProvider: { prepareProvider: true }
        });
        expect(init.capabilities.completionProvider).toBeDefined();
        expect(init.capabilities.codeLensProvider).toBeDefined();
        expect(init.capabilities.inlayHintProvider).toBeDefined();
        expect(init.capabilities.executeCommandProvider?.commands).toContain(PlayTurnCommand);
        expect(init.capabilities.semanticTokensProvider?.legend.tokenTypes).toContain('enumMember');
    }, 60_000);

    afterAll(async () => {
        await editor?.dispose();
    });

    test('reports a broken file, then clears the report when the file is fixed', async () => {
        await editor.connection.sendNotification(DidOpenTextDocumentNotification.type,
            { textDocument: { uri, languageId: 'ghs', version, text: BROKEN } });
        const broken = await editor.diagnosticsWhere(p => p.uri === uri && p.diagnostics.length > 0);
        expect(problems(broken.diagnostics)).toHaveLength(1);
        expect(problems(broken.diagnostics)[0]).toMatchObject({
            message: "'c2' is not a coordinate: column letters are upper case. Write 'C2'.",
            range: { start: { line: 2, character: 22 }, end: { line: 2, character: 24 } },
            severity: 1,
            code: 'ghs.malformed-coordinate'
        });
        // The character stands on no hex: the board is incomplete, and no turn is stated as a fact.
        expect(broken.diagnostics.filter(d => d.code === 'ghs.turn-summary')).toEqual([]);
        // The diagnostic comes back from the editor as it was sent, and its issue code finds the fix.
        const broken1 = problems(broken.diagnostics);
        const actions = await editor.connection.sendRequest(CodeActionRequest.type,
            { textDocument: { uri }, range: broken1[0].range, context: { diagnostics: broken1 } });
        expect(actions?.map(a => a.title)).toEqual(['Write the coordinate in upper case: C2']);
        const reported = editor.diagnostics.length;
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: FIXED }] });
        const fixed = await editor.diagnosticsWhere(p => p.uri === uri && editor.diagnostics.indexOf(p) >= reported);
        expect(problems(fixed.diagnostics)).toEqual([]);
        expect(fixed.diagnostics.map(d => d.message)).toContain('focus Hero · moves to B1 · attacks Hero');
    });

    test('explains the monster\'s turn in a hover on its name', async () => {
        const hover = await editor.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 3, character: 11 } });
        const markdown = (hover?.contents as MarkupContent | undefined)?.value ?? '';
        expect(markdown).toContain('**Focus: Hero**');
        expect(markdown).toContain('moves to **B1**');
    });

    test('puts the turn\'s lenses above the monster', async () => {
        const lenses = await editor.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } });
        expect(lenses?.map(l => ({ line: l.range.start.line, ...l.command }))).toEqual([
            { line: 3, title: 'Run monster turn', command: 'ghs.runMonsterTurn', arguments: ['Guard', null, uri] },
            { line: 3, title: 'focus Hero · moves to B1 · attacks Hero', command: '' }
        ]);
    });

    test('answers ghs/boardView with the board, its decisions and the version it was built from', async () => {
        const view = await editor.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.version).toBe(version);
        expect(view.map).toMatchObject({ from: 'A1', to: 'C3' });
        expect(view.figures.map(f => `${f.name}@${f.hex}`)).toEqual(['Hero@C2', 'Guard@A1']);
        expect(view.decisions.map(d => d.summary)).toEqual(['focus Hero · moves to B1 · attacks Hero']);
        await expect(editor.connection.sendRequest(BoardViewRequest, { uri: 'file:///nowhere/unknown.ghs', version: 1 })).rejects.toThrow(/does not know/);
    });

    // The completion parser is Langium's own, built in production mode: Node 20 has no
    // Object.groupBy, which its grammar checks would call.
    test('completes the free hexes where a figure is placed', async () => {
        const other = pathToFileURL(resolve(repo, 'test/fixtures/stdio/complete.ghs')).toString();
        const text = FIXED.replace(/\n}$/, '\n  character Newcomer at \n}');
        await editor.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: other, languageId: 'ghs', version: 1, text } });
        const list = await editor.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: other }, position: { line: 4, character: 25 } });
        const items = Array.isArray(list) ? list : list?.items ?? [];
        expect(items.map(i => i.label)).toEqual(['A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C3']);
    });

    test('outlines the document', async () => {
        const symbols = await editor.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
        const scenario = symbols?.[0] as { name: string; children?: Array<{ name: string; detail?: string }> };
        expect(scenario.name).toBe('Room');
        expect(scenario.children?.map(c => `${c.name} — ${c.detail}`)).toEqual([
            'map — A1..C3', 'Hero — character at C2, initiative 10', 'Guard — monster at A1'
        ]);
    });

    test('formats the document', async () => {
        const edits = await editor.connection.sendRequest(DocumentFormattingRequest.type,
            { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
        const formatted = TextDocument.applyEdits(TextDocument.create(uri, 'ghs', version, FIXED), edits ?? []);
        expect(formatted).toBe([
            'scenario "Room" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10',
            '  monster   Guard at A1 {',
            '    move 2',
            '    attack',
            '  }',
            '}'
        ].join('\n'));
    });

    test('plays a turn with ghs.server.playTurn, and refuses a stale version', async () => {
        const play = (asked: number) => editor.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayTurnCommand, arguments: [{ uri, version: asked, monster: 'Guard', option: 0 }] }) as Promise<PlayTurnResult>;
        const stale = await play(version - 1);
        expect(stale).toEqual({ error: expect.stringMatching(/changed/) });
        const result = await play(version);
        if (!('edits' in result)) {
            throw new Error(`the turn was refused: ${result.error}`);
        }
        const played = TextDocument.applyEdits(TextDocument.create(uri, 'ghs', version, FIXED), result.edits);
        expect(played.split('\n')).toEqual([
            'scenario "Room" {',
            '  map A1..C3',
            '  character   Hero at C2 initiative 10',
            '  monster Guard at B1 { move 2 attack }',
            '  acted     Guard from A1 to B1 attacks Hero',
            '}'
        ]);
        // The played text is a valid scenario in which the Guard has had its turn.
        const reported = editor.diagnostics.length;
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: played }] });
        const after = await editor.diagnosticsWhere(p => p.uri === uri && editor.diagnostics.indexOf(p) >= reported);
        expect(after.diagnostics).toEqual([]);
        expect(await play(version)).toEqual({ error: expect.stringMatching(/already acted/) });
    });

    test('keeps answering after garbage text', async () => {
        const garbage = '}}{{ scenario scenario "\u0000\u{1F47E} map ..,, Z99999999999999..A0 /* unterminated \n character at at at initiative -1 expect { to';
        const reported = editor.diagnostics.length;
        const logged = editor.logged.length;
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: garbage }] });
        const report = await editor.diagnosticsWhere(p => p.uri === uri && editor.diagnostics.indexOf(p) >= reported);
        expect(report.diagnostics.length).toBeGreaterThan(0);
        const symbols = await editor.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri } });
        expect(Array.isArray(symbols)).toBe(true);
        await editor.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 8 } });
        const edits = await editor.connection.sendRequest(DocumentFormattingRequest.type,
            { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
        expect(edits ?? []).toEqual([]);
        expect(await editor.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } })).toEqual([]);
        const view = await editor.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.problems.length).toBeGreaterThan(0);
        expect(await editor.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayTurnCommand, arguments: [{ uri, version, monster: 'Guard', option: 0 }] })).toEqual({ error: expect.any(String) });
        // The same document, mended, is checked as before.
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: BROKEN }] });
        const again = await editor.diagnosticsWhere(p => p.uri === uri && problems(p.diagnostics).length === 1);
        expect(problems(again.diagnostics)[0].code).toBe('ghs.malformed-coordinate');
        // An empty answer is also what a crashed feature gives: only the log tells them apart.
        expect(editor.logged.slice(logged).filter(m => m.type === MessageType.Error).map(m => m.message)).toEqual([]);
    });

    test('applies the default edition from initializationOptions, and a new one from didChangeConfiguration', async () => {
        // Without a rules line, the Archer's extra target is ranked by Gloomhaven's rules, left
        // to the players by Frosthaven's; Jaws of the Lion breaks the focus tie on initiative.
        const edition = uri.replace('room.ghs', 'edition.ghs');
        const text = [
            'scenario "Edition" {',
            '  map A1..F6',
            '  character Near at C3 initiative 50',
            '  character Mid at D3 initiative 30',
            '  character Far at E3 initiative 10',
            '  monster Archer at B3 { attack 2 range 3 target 2 }',
            '}'
        ].join('\n');
        const summary = (p: PublishDiagnosticsParams): string | undefined => {
            const message = p.diagnostics.find(d => d.code === 'ghs.turn-summary')?.message;
            return typeof message === 'string' ? message : message?.value;
        };
        let reported = editor.diagnostics.length;
        await editor.connection.sendNotification(DidOpenTextDocumentNotification.type,
            { textDocument: { uri: edition, languageId: 'ghs', version: 1, text } });
        const opened = await editor.diagnosticsWhere(p => p.uri === edition && editor.diagnostics.indexOf(p) >= reported);
        expect(summary(opened)).toBe('focus Near · players choose: stays at B3 · attacks Near, Mid | stays at B3 · attacks Near, Far');
        reported = editor.diagnostics.length;
        await editor.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { defaultEdition: 'jotl' } } });
        const changed = await editor.diagnosticsWhere(p => p.uri === edition && editor.diagnostics.indexOf(p) >= reported);
        expect(summary(changed)).toBe('focus Far · stays at B3 · attacks Far, Mid');
    });

    test('shuts down and exits cleanly when asked', async () => {
        await editor.connection.sendRequest(ShutdownRequest.type);
        await editor.connection.sendNotification(ExitNotification.type);
        expect(await editor.transport.exited).toBe(0);
    });
});
