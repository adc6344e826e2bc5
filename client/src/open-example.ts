import * as vscode from 'vscode';
import { WALKTHROUGH_EXAMPLE } from './walkthrough.js';

/**
 * *GHS: Open an Example Scenario*: the example shipped with the extension, as an untitled `.ghs`
 * document, so that editing it changes nothing on disk. Read through `workspace.fs`, which reads
 * the extension's own files on the desktop and on the web alike.
 */
export async function openExample(extensionUri: vscode.Uri): Promise<void> {
    let content: string;
    try {
        content = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, ...WALKTHROUGH_EXAMPLE.split('/'))));
    } catch (error) {
        void vscode.window.showErrorMessage(`GHS: the example could not be read: ${error instanceof Error ? error.message : String(error)}`);
        return;
    }
    const document = await vscode.workspace.openTextDocument({ language: 'ghs', content });
    await vscode.window.showTextDocument(document);
}
