import * as vscode from 'vscode';
import { SCENARIO_LEVELS } from '../../language/interchange/secretariat-import.js';
import { importSecretariatFlow } from './import-flow.js';
import type { GhsServer } from './server-api.js';
import { activeGhsEditor } from './turns.js';

async function chooseFile(which: 'monster' | 'deck'): Promise<{ text: string } | { unreadable: string } | undefined> {
    const [uri] = await vscode.window.showOpenDialog({
        title: which === 'monster'
            ? 'Gloomhaven Secretariat: the monster file'
            : 'Gloomhaven Secretariat: the monster\'s deck file (cancel to import the stat card alone)',
        canSelectMany: false,
        filters: { 'Gloomhaven Secretariat data': ['json'] }
    }) ?? [];
    if (!uri) {
        return undefined;
    }
    try {
        return { text: new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)) };
    } catch (error) {
        return { unreadable: `cannot read ${uri.fsPath}: ${error instanceof Error ? error.message : String(error)}` };
    }
}

async function pickLevel(): Promise<number | 'every' | undefined> {
    const levels = Array.from({ length: SCENARIO_LEVELS.max - SCENARIO_LEVELS.min + 1 }, (_, i) => SCENARIO_LEVELS.min + i);
    const items: Array<vscode.QuickPickItem & { level: number | 'every' }> = [
        { label: 'Every level', description: "a 'level N { … }' block for each level of the file", level: 'every' },
        ...levels.map(level => ({ label: `Level ${level}`, level }))
    ];
    const picked = await vscode.window.showQuickPick(items,
        { title: 'GHS: Import Monster from Gloomhaven Secretariat Files', placeHolder: 'The stat cards of which level?' });
    return picked?.level;
}

/** *GHS: Import Monster from Gloomhaven Secretariat Files* into the active scenario. */
export async function importSecretariatMonster(server: GhsServer): Promise<void> {
    const document = activeGhsEditor()?.document;
    if (!document) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to import a monster into it.');
        return;
    }
    const tell = (level: 'info' | 'warning' | 'error', message: string): void => {
        const show = level === 'error' ? vscode.window.showErrorMessage : level === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
        void show(`GHS: ${message}`);
    };
    try {
        await server.started;
    } catch {
        return; // the start-up failure has been shown already
    }
    await importSecretariatFlow({
        chooseFile, pickLevel, tell,
        version: () => document.version,
        importBlocks: params => server.importSecretariat(document, params),
        apply: async edits => {
            const edit = new vscode.WorkspaceEdit();
            edit.set(document.uri, await server.asTextEdits(edits));
            return vscode.workspace.applyEdit(edit);
        }
    });
}
