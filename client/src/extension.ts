import * as vscode from 'vscode';
import { LanguageClient, type ServerOptions, TransportKind } from 'vscode-languageclient/node';
import { activateGhs, deactivateGhs } from './activation.js';
import type { GhsServer } from './server-api.js';

/** The desktop extension: the language server is a Node process beside the extension host. */
export function activate(context: vscode.ExtensionContext): GhsServer {
    const serverModule = vscode.Uri.joinPath(context.extensionUri, 'out', 'server', 'main.cjs').fsPath;
    const serverOptions: ServerOptions = {
        run: { module: serverModule, transport: TransportKind.ipc },
        debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } }
    };
    return activateGhs(context, options => new LanguageClient('ghs', 'GHS Language Server', serverOptions, options));
}

export function deactivate(): Promise<void> {
    return deactivateGhs();
}
