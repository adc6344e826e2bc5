import * as vscode from 'vscode';
import { importLink } from '../../language/interchange/monster-mover-import.js';
import { importCheckMessage } from './import-check.js';

/**
 * *GHS: New Scenario from Monster Mover Link*: asks for a share link and opens its board as
 * an untitled `.ghs` document; what the link holds that `.ghs` cannot is shown as a warning, and
 * so are the errors the server finds in the scenario opened.
 */
export async function newScenarioFromMonsterMoverLink(): Promise<void> {
    const link = await vscode.window.showInputBox({
        title: 'New Scenario from Monster Mover Link',
        prompt: 'A Monster Mover share link, such as https://gloom.aluminumangel.org/UQgE…',
        ignoreFocusOut: true,
        validateInput: value => (value.trim() === '' ? undefined : importLink(value).errors[0])
    });
    if (link === undefined || link.trim() === '') {
        return;
    }
    const { text, warnings, errors } = importLink(link);
    if (text === undefined) {
        void vscode.window.showErrorMessage(errors.join(' '));
        return;
    }
    const document = await vscode.workspace.openTextDocument({ language: 'ghs', content: text });
    const checked = firstDiagnostics(document.uri);
    await vscode.window.showTextDocument(document);
    if (warnings.length > 0) {
        void vscode.window.showWarningMessage(warnings.join(' '));
    }
    const problem = importCheckMessage((await checked).map(d => ({ severity: d.severity, line: d.range.start.line, message: d.message })));
    if (problem) {
        void vscode.window.showWarningMessage(problem);
    }
}

/** How long the server may take to check a new scenario before the import stops waiting to tell its errors. */
const CHECK_WAIT_MS = 30_000;

/** The diagnostics the language server first publishes for `uri`: those of the text just imported. */
function firstDiagnostics(uri: vscode.Uri): Promise<readonly vscode.Diagnostic[]> {
    return new Promise(resolve => {
        const done = (diagnostics: readonly vscode.Diagnostic[]): void => {
            clearTimeout(timer);
            listening.dispose();
            resolve(diagnostics);
        };
        const listening = vscode.languages.onDidChangeDiagnostics(event => {
            if (event.uris.some(u => u.toString() === uri.toString())) {
                done(vscode.languages.getDiagnostics(uri));
            }
        });
        const timer = setTimeout(() => done([]), CHECK_WAIT_MS);
    });
}
