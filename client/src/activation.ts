import * as vscode from 'vscode';
import type { BaseLanguageClient, LanguageClientOptions } from 'vscode-languageclient';
import { ExtensionCommands } from '../../server/protocol.js';
import { importSecretariatMonster } from './import-secretariat.js';
import { newScenarioFromMonsterMoverLink } from './new-from-link.js';
import { openExample } from './open-example.js';
import { PreviewPanel, type PreviewContext } from './preview-panel.js';
import { type GhsServer, languageServerApi } from './server-api.js';
import { type TurnContext, activeGhsEditor, runAllMonsterTurns, runMonsterTurn, runRound } from './turns.js';

/** Makes the language client with the options every host shares; the host decides where the server runs. */
export type ClientFactory = (options: LanguageClientOptions) => BaseLanguageClient;

let client: BaseLanguageClient | undefined;

/**
 * Starts the language server and registers the commands and the preview, the same on the desktop
 * (a server process) and on the web (a server worker). Parsing and the monster AI run in the
 * server; nothing here waits on them.
 */
export function activateGhs(context: vscode.ExtensionContext, createClient: ClientFactory): GhsServer {
    const settings = vscode.workspace.getConfiguration('ghs');
    client = createClient({
        documentSelector: [{ language: 'ghs' }],
        synchronize: { configurationSection: 'ghs' },
        // The defaults are those package.json declares: the configuration reports them when unset.
        initializationOptions: {
            defaultEdition: settings.get<string>('defaultEdition'),
            turnSummaries: settings.get<string>('turnSummaries')
        }
    });
    const started = client.start();
    started.catch((error: unknown) => {
        void vscode.window.showErrorMessage(`GHS: the language server did not start: ${error instanceof Error ? error.message : String(error)}`);
    });
    const server = languageServerApi(client, started);
    const preview: PreviewContext = { extensionUri: context.extensionUri, server };
    const turns: TurnContext = {
        server,
        browse: (document, monster, option) => PreviewPanel.showOption(document, monster, option),
        played: (document, played, version) => PreviewPanel.showPlayed(document, played, version)
    };

    context.subscriptions.push(
        client,
        vscode.commands.registerCommand(ExtensionCommands.openPreview, (uri?: vscode.Uri) =>
            openPreview(preview, uri, vscode.window.activeTextEditor?.viewColumn ?? vscode.ViewColumn.One)),
        vscode.commands.registerCommand(ExtensionCommands.openPreviewToSide, (uri?: vscode.Uri) =>
            openPreview(preview, uri, vscode.ViewColumn.Beside)),
        // (monster?, option?, uri?): the code lens sends all three, a keybinding may send the first two.
        vscode.commands.registerCommand(ExtensionCommands.runMonsterTurn, (...args: unknown[]) => runMonsterTurn(turns, ...args)),
        vscode.commands.registerCommand(ExtensionCommands.runAllMonsterTurns, () => runAllMonsterTurns(turns)),
        // (uri?): the code lens on a `round` statement names its document.
        vscode.commands.registerCommand(ExtensionCommands.runRound, (...args: unknown[]) => runRound(turns, ...args)),
        vscode.commands.registerCommand(ExtensionCommands.newScenarioFromMonsterMoverLink, () => newScenarioFromMonsterMoverLink()),
        vscode.commands.registerCommand(ExtensionCommands.importSecretariatMonster, () => importSecretariatMonster(server)),
        vscode.commands.registerCommand(ExtensionCommands.openExample, () => openExample(context.extensionUri)),
        vscode.window.registerWebviewPanelSerializer(PreviewPanel.viewType, {
            deserializeWebviewPanel: (panel, state) => PreviewPanel.revive(panel, preview, state)
        })
    );
    return server;
}

export async function deactivateGhs(): Promise<void> {
    await client?.stop();
}

/**
 * From the editor title or the explorer the command gets the file's URI; from the palette, the
 * active editor. A file the editor cannot open (one outside a browser's workspace, one deleted
 * since) is said so, not dropped.
 */
async function openPreview(context: PreviewContext, uri: vscode.Uri | undefined, column: vscode.ViewColumn): Promise<void> {
    let document: vscode.TextDocument | undefined;
    if (uri instanceof vscode.Uri) {
        try {
            document = await vscode.workspace.openTextDocument(uri);
        } catch (error) {
            void vscode.window.showErrorMessage(`GHS: the preview cannot open ${uri.toString(true)}: ${error instanceof Error ? error.message : String(error)}`);
            return;
        }
    } else {
        document = activeGhsEditor()?.document ?? PreviewPanel.shownDocument;
    }
    PreviewPanel.createOrShow(context, document, column);
}
