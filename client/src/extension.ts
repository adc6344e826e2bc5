import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { ExtensionCommands } from '../../server/protocol.js';
import { newScenarioFromMonsterMoverLink } from './new-from-link.js';
import { PreviewPanel, type PreviewContext } from './preview-panel.js';
import { type GhsServer, languageServerApi } from './server-api.js';
import { type TurnContext, activeGhsEditor, runAllMonsterTurns, runMonsterTurn, runRound } from './turns.js';

let client: LanguageClient | undefined;

/**
 * Starts the language server and registers the commands and the preview. Parsing and the
 * monster AI run in the server process; nothing here waits on them.
 */
export function activate(context: vscode.ExtensionContext): GhsServer {
    const serverModule = vscode.Uri.joinPath(context.extensionUri, 'out', 'server', 'main.cjs').fsPath;
    const serverOptions: ServerOptions = {
        run: { module: serverModule, transport: TransportKind.ipc },
        debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } }
    };
    const settings = vscode.workspace.getConfiguration('ghs');
    const clientOptions: LanguageClientOptions = {
        documentSelector: [{ language: 'ghs' }],
        synchronize: { configurationSection: 'ghs' },
        // The defaults are those package.json declares: the configuration reports them when unset.
        initializationOptions: {
            defaultEdition: settings.get<string>('defaultEdition'),
            turnSummaries: settings.get<string>('turnSummaries')
        }
    };
    client = new LanguageClient('ghs', 'GHS Language Server', serverOptions, clientOptions);
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
        vscode.window.registerWebviewPanelSerializer(PreviewPanel.viewType, {
            deserializeWebviewPanel: (panel, state) => PreviewPanel.revive(panel, preview, state)
        })
    );
    return server;
}

export async function deactivate(): Promise<void> {
    await client?.stop();
}

/** From the editor title or the explorer the command gets the file's URI; from the palette, the active editor. */
async function openPreview(context: PreviewContext, uri: vscode.Uri | undefined, column: vscode.ViewColumn): Promise<void> {
    const document = uri instanceof vscode.Uri
        ? await vscode.workspace.openTextDocument(uri)
        : activeGhsEditor()?.document ?? PreviewPanel.shownDocument;
    PreviewPanel.createOrShow(context, document, column);
}
