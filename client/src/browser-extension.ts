import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/browser';
import { activateGhs, deactivateGhs } from './activation.js';
import type { GhsServer } from './server-api.js';

/** The extension host's `Worker` (VS Code for the Web runs extensions in a worker that may start others). */
declare const Worker: new (url: string, options?: { name?: string }) => ConstructorParameters<typeof LanguageClient>[2];

/**
 * The web extension (VS Code for the Web, a browser's extension host): the language server runs
 * in a web worker started from the extension's own bundle, with no file system of its own.
 */
export function activate(context: vscode.ExtensionContext): GhsServer {
    const serverMain = vscode.Uri.joinPath(context.extensionUri, 'out', 'server', 'browser-main.js');
    return activateGhs(context, options =>
        new LanguageClient('ghs', 'GHS Language Server', new Worker(serverMain.toString(true), { name: 'GHS Language Server' }), options));
}

export function deactivate(): Promise<void> {
    return deactivateGhs();
}
