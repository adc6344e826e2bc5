import * as vscode from 'vscode';
import { importLink } from '../../language/interchange/monster-mover-import.js';

/**
 * *GHS: New Scenario from Monster Mover Link*: asks for a share link and opens its board as
 * an untitled `.ghs` document; what the link holds that `.ghs` cannot is shown as a warning.
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
    await vscode.window.showTextDocument(document);
    if (warnings.length > 0) {
        void vscode.window.showWarningMessage(warnings.join(' '));
    }
}
