import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
    CodeActionRequest, DidChangeTextDocumentNotification, DidOpenTextDocumentNotification, DocumentFormattingRequest, DocumentSymbolRequest,
    ExitNotification, HoverRequest, InitializeRequest, InitializedNotification, type ProtocolConnection,
    type PublishDiagnosticsParams, PublishDiagnosticsNotification, ShutdownRequest, createProtocolConnection
} from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = resolve(repo, 'out/server/main.cjs');
const bin = resolve(repo, 'bin/ghs-language-server.cjs');
/** The machine's own Node, which an editor such as Neovim starts the server with. */
const systemNode = '/usr/bin/node';

const skipReason = !existsSync(bundle) ? `${bundle} is missing: run 'npm run build' first`
    : !existsSync(systemNode) ? `${systemNode} is missing: no system Node to run the server with`
        : undefined;
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

/** An editor's side of the conversation: one server process, one connection, diagnostics as they arrive. */
class Editor {
    readonly diagnostics: PublishDiagnosticsParams[] = [];
    readonly stderr: string[] = [];
    private readonly waiters: Array<() => void> = [];
    readonly exited: Promise<number | null>;
    readonly connection: ProtocolConnection;

    constructor(readonly server: ChildProcessWithoutNullStreams) {
        server.stderr.on('data', chunk => this.stderr.push(String(chunk)));
        this.exited = new Promise(done => server.on('exit', code => {
            done(code);
            this.waiters.splice(0).forEach(wake => wake());
        }));
        this.connection = createProtocolConnection(server.stdout, server.stdin);
        this.connection.onNotification(PublishDiagnosticsNotification.type, params => {
            this.diagnostics.push(params);
            this.waiters.splice(0).forEach(wake => wake());
        });
        this.connection.listen();
    }

    /** Waits for a diagnostics notification that satisfies `accept`, failing at once if the server dies. */
    async diagnosticsWhere(accept: (params: PublishDiagnosticsParams) => boolean): Promise<PublishDiagnosticsParams> {
        for (let seen = 0; ;) {
            const found = this.diagnostics.slice(seen).find(accept);
            if (found) {
                return found;
            }
            seen = this.diagnostics.length;
            if (this.server.exitCode !== null) {
                throw new Error(`the server exited (${this.server.exitCode}) while diagnostics were awaited: ${this.stderr.join('')}`);
            }
            await new Promise<void>(wake => this.waiters.push(wake));
        }
    }
}

describe.skipIf(skipReason !== undefined)('the language server over stdio, on the system Node', () => {
    let editor: Editor;
    let version = 1;

    beforeAll(async () => {
        const server = spawn(systemNode, [bin, '--stdio'], { cwd: repo, stdio: 'pipe' });
        editor = new Editor(server);
        const died = editor.exited.then(code => {
            throw new Error(`the server exited (${code}) before answering initialize: ${editor.stderr.join('')}`);
        });
        const init = await Promise.race([died, editor.connection.sendRequest(InitializeRequest.type, {
            processId: process.pid, rootUri: null, workspaceFolders: null,
            capabilities: { textDocument: { hover: { contentFormat: ['markdown', 'plaintext'] } } }
        })]);
        died.catch(() => undefined);
        expect(init.capabilities).toMatchObject({
            documentSymbolProvider: true, documentFormattingProvider: true, hoverProvider: true,
            codeActionProvider: true, definitionProvider: true, referencesProvider: true, foldingRangeProvider: true,
            renameProvider: { prepareProvider: true }
        });
        expect(init.capabilities.completionProvider).toBeDefined();
        expect(init.capabilities.semanticTokensProvider?.legend.tokenTypes).toContain('enumMember');
        await editor.connection.sendNotification(InitializedNotification.type, {});
    }, 60_000);

    afterAll(async () => {
        if (editor?.server.exitCode === null) {
            editor.server.kill();
            await editor.exited;
        }
    });

    test('reports a broken file, then clears the report when the file is fixed', async () => {
        await editor.connection.sendNotification(DidOpenTextDocumentNotification.type,
            { textDocument: { uri, languageId: 'ghs', version, text: BROKEN } });
        const broken = await editor.diagnosticsWhere(p => p.uri === uri && p.diagnostics.length > 0);
        expect(broken.diagnostics).toHaveLength(1);
        expect(broken.diagnostics[0]).toMatchObject({
            message: "'c2' is not a coordinate: column letters are upper case. Write 'C2'.",
            range: { start: { line: 2, character: 22 }, end: { line: 2, character: 24 } },
            severity: 1,
            code: 'ghs.malformed-coordinate'
        });
        // The diagnostic comes back from the editor as it was sent, and its issue code finds the fix.
        const actions = await editor.connection.sendRequest(CodeActionRequest.type,
            { textDocument: { uri }, range: broken.diagnostics[0].range, context: { diagnostics: broken.diagnostics } });
        expect(actions?.map(a => a.title)).toEqual(['Write the coordinate in upper case: C2']);
        const reported = editor.diagnostics.length;
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: FIXED }] });
        const fixed = await editor.diagnosticsWhere(p => p.uri === uri && editor.diagnostics.indexOf(p) >= reported);
        expect(fixed.diagnostics).toEqual([]);
    });

    test('answers a hover without an error', async () => {
        const hover = await editor.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 3, character: 11 } });
        expect(hover === null || typeof hover === 'object').toBe(true);
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

    test('keeps answering after garbage text', async () => {
        const garbage = '}}{{ scenario scenario "\u0000\u{1F47E} map ..,, Z99999999999999..A0 /* unterminated \n character at at at initiative -1 expect { to';
        const reported = editor.diagnostics.length;
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
        // The same document, mended, is checked as before.
        await editor.connection.sendNotification(DidChangeTextDocumentNotification.type,
            { textDocument: { uri, version: ++version }, contentChanges: [{ text: BROKEN }] });
        const again = await editor.diagnosticsWhere(p => p.uri === uri && p.diagnostics.length === 1);
        expect(again.diagnostics[0].code).toBe('ghs.malformed-coordinate');
    });

    test('shuts down and exits cleanly when asked', async () => {
        await editor.connection.sendRequest(ShutdownRequest.type);
        await editor.connection.sendNotification(ExitNotification.type);
        expect(await editor.exited).toBe(0);
        editor.connection.dispose();
    });
});
