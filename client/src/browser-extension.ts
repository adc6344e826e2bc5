import * as vscode from 'vscode';
import { BrowserMessageReader, BrowserMessageWriter, LanguageClient, type MessageTransports } from 'vscode-languageclient/browser';
import { activateGhs, deactivateGhs } from './activation.js';
import type { GhsServer } from './server-api.js';

type ServerWorker = ConstructorParameters<typeof BrowserMessageReader>[0];

/** The extension host's `Worker`: VS Code for the Web runs extensions in a worker that may start others. */
declare const Worker: new (url: string, options?: { name?: string }) => ServerWorker;

const WORKER_NAME = 'GHS Language Server';

/**
 * The web extension (VS Code for the Web, a browser's extension host): the language server runs
 * in a web worker started from the extension's own bundle, with no file system of its own.
 */
export function activate(context: vscode.ExtensionContext): GhsServer {
    const serverMain = vscode.Uri.joinPath(context.extensionUri, 'out', 'server', 'browser-main.js');
    // The transports are made here: the client tells a worker by `instanceof Worker`, which a
    // worker from the extension host's own `Worker` function is not.
    const transports = async (): Promise<MessageTransports> => {
        const worker = await startWorker(serverMain);
        return { reader: new BrowserMessageReader(worker), writer: new BrowserMessageWriter(worker) };
    };
    return activateGhs(context, options => new LanguageClient('ghs', WORKER_NAME, transports, options));
}

export function deactivate(): Promise<void> {
    return deactivateGhs();
}

/**
 * An extension served over HTTP (vscode.dev, github.dev) gives its worker a URL. One installed
 * on a remote machine (code-server, a remote workspace opened in a browser) has `vscode-remote:`
 * files, which VS Code does not start workers from: the script is read through the workspace's
 * file system and started from a `blob:` URL.
 */
async function startWorker(script: vscode.Uri): Promise<ServerWorker> {
    if (script.scheme === 'http' || script.scheme === 'https') {
        return new Worker(script.toString(true), { name: WORKER_NAME });
    }
    const text = await vscode.workspace.fs.readFile(script);
    return new Worker(URL.createObjectURL(new Blob([text], { type: 'text/javascript' })), { name: WORKER_NAME });
}
