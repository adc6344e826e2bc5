import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { GhsServer } from '../../src/server-api.js';
import { type TestCase, runCases, waitFor } from './harness.js';

const EXTENSION_ID = 'ghs-scenarios.ghs-monster-ai';

function workspaceFile(name: string): vscode.Uri {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the test workspace is open');
    return vscode.Uri.joinPath(folder.uri, name);
}

async function openScenario(name: string): Promise<vscode.TextEditor> {
    const document = await vscode.workspace.openTextDocument(workspaceFile(name));
    return vscode.window.showTextDocument(document);
}

async function api(): Promise<GhsServer> {
    const extension = vscode.extensions.getExtension<GhsServer>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is installed`);
    return extension.activate();
}

function previewTab(): vscode.Tab | undefined {
    return vscode.window.tabGroups.all.flatMap(group => group.tabs).find(tab =>
        tab.input instanceof vscode.TabInputWebview && tab.input.viewType.endsWith('ghs.preview'));
}

const cases: TestCase[] = [
    {
        name: 'opening a .ghs file activates the extension with the ghs language',
        run: async () => {
            const editor = await openScenario('guard-post.ghs');
            assert.equal(editor.document.languageId, 'ghs');
            const extension = vscode.extensions.getExtension(EXTENSION_ID);
            await waitFor('the extension to activate', [vscode.extensions.onDidChange], () => extension?.isActive || undefined);
        }
    },
    {
        name: 'the commands are registered',
        run: async () => {
            const commands = await vscode.commands.getCommands(true);
            for (const command of ['ghs.openPreview', 'ghs.openPreviewToSide', 'ghs.runMonsterTurn', 'ghs.runAllMonsterTurns']) {
                assert.ok(commands.includes(command), `${command} is registered`);
            }
        }
    },
    {
        name: 'the language server reports a broken scenario',
        run: async () => {
            const document = await vscode.workspace.openTextDocument({ language: 'ghs', content: 'scenario "Broken" {\n  map A1..C3\n  character Hero at Z9 initiative 10\n}\n' });
            await vscode.window.showTextDocument(document);
            const diagnostics = await waitFor('diagnostics on the broken scenario', [vscode.languages.onDidChangeDiagnostics], () => {
                const found = vscode.languages.getDiagnostics(document.uri);
                return found.length > 0 ? found : undefined;
            });
            assert.ok(diagnostics.some(d => d.range.start.line === 2), 'a diagnostic on the character outside the map');
        }
    },
    {
        name: 'the server answers the board view request for the open scenario',
        run: async () => {
            const server = await api();
            const editor = await openScenario('guard-post.ghs');
            const view = await server.boardView(editor.document);
            assert.equal(view.title, 'Guard post');
            assert.equal(view.figures.length, 6);
            assert.equal(view.decisions[0]?.monster, 'Guard');
            assert.equal(view.decisions[0]?.options.length, 2);
        }
    },
    {
        name: 'Show Board Beside the Editor opens the board preview beside the editor',
        run: async () => {
            await openScenario('guard-post.ghs');
            await vscode.commands.executeCommand('ghs.openPreviewToSide');
            const tab = await waitFor('the preview tab', [vscode.window.tabGroups.onDidChangeTabs], previewTab);
            assert.equal(tab.label, 'Preview guard-post.ghs');
        }
    },
    {
        name: 'Run Monster Turn at Cursor with (monster, option) plays that option: the Guard moves and its turn is recorded; one undo takes it back',
        run: async () => {
            const editor = await openScenario('guard-post.ghs');
            const before = editor.document.getText();
            await vscode.commands.executeCommand('ghs.runMonsterTurn', 'Guard', 0);
            await waitFor('the scenario text to change', [vscode.workspace.onDidChangeTextDocument], () =>
                editor.document.getText() !== before || undefined);
            const after = editor.document.getText();
            assert.match(after, /monster\s+Guard\s+at\s+D3\b/);
            assert.match(after, /^\s*acted\s+Guard from G3 to D3 attacks Hero20, Hero10$/m);
            await vscode.commands.executeCommand('undo');
            assert.equal(editor.document.getText(), before);
        }
    },
    {
        name: 'the code lens\'s arguments (monster, null, uri) play that monster in that file wherever the cursor is',
        run: async () => {
            const editor = await openScenario('guard-post.ghs');
            const before = editor.document.getText();
            editor.selection = new vscode.Selection(0, 0, 0, 0);
            const server = await api();
            await server.started;
            const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
            const run = lenses.find(lens => lens.command?.command === 'ghs.runMonsterTurn');
            assert.deepEqual(run?.command?.arguments, ['Guard', null, editor.document.uri.toString()]);
            // The players choose between two options: a keybinding-style option picks the second without a picker.
            await vscode.commands.executeCommand('ghs.runMonsterTurn', 'Guard', 1, editor.document.uri.toString());
            await waitFor('the scenario text to change', [vscode.workspace.onDidChangeTextDocument], () =>
                editor.document.getText() !== before || undefined);
            assert.match(editor.document.getText(), /monster\s+Guard\s+at\s+E5\b/);
            await vscode.commands.executeCommand('undo');
            assert.equal(editor.document.getText(), before);
        }
    }
];

export async function run(): Promise<void> {
    await runCases(cases);
}
