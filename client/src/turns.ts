import * as vscode from 'vscode';
import type { DecisionOption, MonsterDecision } from '../../language/engine/decision.js';
import { monsterAtLine } from './cursor-monster.js';
import type { GhsServer } from './server-api.js';

/**
 * "Run Monster Turn": asks the server for the monster's decision, lets the user pick when the
 * players choose, and applies the server's edits to the scenario (the monster moves).
 */

export function activeGhsEditor(): vscode.TextEditor | undefined {
    const editor = vscode.window.activeTextEditor;
    return editor?.document.languageId === 'ghs' ? editor : undefined;
}

function notAvailable(server: GhsServer): boolean {
    if (server.canPlayTurns()) {
        return false;
    }
    void vscode.window.showInformationMessage('GHS: running a monster turn is not available yet: the language server does not offer it.');
    return true;
}

/** `monsterArg` and `optionArg` let a keybinding or a test name the turn; otherwise the cursor and a pick decide. */
export async function runMonsterTurn(server: GhsServer, monsterArg?: unknown, optionArg?: unknown): Promise<void> {
    const editor = activeGhsEditor();
    if (!editor) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to run a monster turn.');
        return;
    }
    await server.started;
    if (notAvailable(server)) {
        return;
    }
    const document = editor.document;
    const view = await server.boardView(document);
    if (view.decisions.length === 0) {
        void vscode.window.showInformationMessage(view.problems[0] ?? 'GHS: no monster in this scenario takes a turn.');
        return;
    }
    const lines = Array.from({ length: document.lineCount }, (_, i) => document.lineAt(i).text);
    const named = typeof monsterArg === 'string' ? monsterArg : monsterAtLine(lines, editor.selection.active.line);
    const decision = view.decisions.find(d => d.monster === named) ?? await pickMonster(view.decisions);
    if (decision) {
        await playDecision(server, document, decision, typeof optionArg === 'number' ? optionArg : undefined);
    }
}

export async function runAllMonsterTurns(server: GhsServer): Promise<void> {
    const editor = activeGhsEditor();
    if (!editor) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to run the monsters\' turns.');
        return;
    }
    await server.started;
    if (notAvailable(server)) {
        return;
    }
    const document = editor.document;
    const order = (await server.boardView(document)).decisions.map(d => d.monster);
    for (const monster of order) {
        // Each turn changes the board, so the next monster's decision is asked anew.
        const decision = (await server.boardView(document)).decisions.find(d => d.monster === monster);
        if (decision && !await playDecision(server, document, decision)) {
            return;
        }
    }
}

/** Plays one option of a decision already shown to the user (the preview's "Play this turn"). */
export async function playOption(server: GhsServer, document: vscode.TextDocument, monster: string, option: number): Promise<void> {
    if (notAvailable(server)) {
        return;
    }
    await applyTurn(server, document, monster, option);
}

async function playDecision(server: GhsServer, document: vscode.TextDocument, decision: MonsterDecision, given?: number): Promise<boolean> {
    if (decision.options.length === 0) {
        void vscode.window.showInformationMessage(`GHS: ${decision.monster} does nothing this turn${decision.noFocusReason ? `: ${decision.noFocusReason}` : '.'}`);
        return true;
    }
    const option = given !== undefined && given < decision.options.length ? given
        : decision.options.length === 1 ? 0 : await pickOption(decision);
    return option !== undefined && await applyTurn(server, document, decision.monster, option);
}

async function applyTurn(server: GhsServer, document: vscode.TextDocument, monster: string, option: number): Promise<boolean> {
    const version = document.version;
    const result = await server.playTurn({ uri: document.uri.toString(), version, monster, option });
    if ('error' in result) {
        void vscode.window.showErrorMessage(`GHS: ${monster}'s turn cannot be played: ${result.error}`);
        return false;
    }
    if (document.version !== version) {
        void vscode.window.showWarningMessage(`GHS: the scenario changed while ${monster}'s turn was computed; run it again.`);
        return false;
    }
    const edit = new vscode.WorkspaceEdit();
    edit.set(document.uri, await server.asTextEdits(result.edits));
    return vscode.workspace.applyEdit(edit);
}

async function pickMonster(decisions: readonly MonsterDecision[]): Promise<MonsterDecision | undefined> {
    const picked = await vscode.window.showQuickPick(
        decisions.map(decision => ({ label: decision.monster, description: decision.summary, decision })),
        { title: 'GHS: Run Monster Turn', placeHolder: 'Which monster acts?' });
    return picked?.decision;
}

function describeOption(option: DecisionOption): string {
    const attacks = option.targets.length > 0 ? `, attacks ${option.targets.map(t => t.name).join(', ')}` : '';
    return `to ${option.destination}${attacks}`;
}

async function pickOption(decision: MonsterDecision): Promise<number | undefined> {
    const picked = await vscode.window.showQuickPick(
        decision.options.map((option, index) => ({
            label: describeOption(option),
            description: `${option.movementPoints} movement`,
            detail: index === 0 ? decision.tie?.text : undefined,
            index
        })),
        { title: `GHS: ${decision.monster}'s turn — the players choose`, placeHolder: decision.tie?.text ?? 'Which option?' });
    return picked?.index;
}
