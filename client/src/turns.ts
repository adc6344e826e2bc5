import * as vscode from 'vscode';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import type { GhsServer } from './server-api.js';
import { optionCost } from '../../language/explain/option-words.js';
import { type TurnHost, playShown, runAllTurns, runTurn, turnArguments } from './turn-flow.js';
import { type RoundHost, playRound, roundArguments } from './round-flow.js';
import { type VersionedApply, applyAtVersion } from './versioned-apply.js';

/**
 * "Run Monster Turn at Cursor" and "Run All Monster Turns" in VS Code: the pickers, the messages and the
 * edits for `turn-flow.ts`, which decides what is played.
 */

export interface TurnContext {
    readonly server: GhsServer;
    /** Called as the user browses a monster's options, so the preview can draw the one under the pointer. */
    readonly browse?: (document: vscode.TextDocument, monster: string, option: number) => void;
}

export function activeGhsEditor(): vscode.TextEditor | undefined {
    const editor = vscode.window.activeTextEditor;
    return editor?.document.languageId === 'ghs' ? editor : undefined;
}

/** `(monster?, option?, uri?)`: from a keybinding, a test or the code lens; otherwise the cursor and pickers decide. */
export async function runMonsterTurn(context: TurnContext, ...args: unknown[]): Promise<void> {
    const { monster, option, uri } = turnArguments(args);
    const document = await documentFor(uri);
    if (!document) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to run a monster turn.');
        return;
    }
    if (!await ready(context.server)) {
        return;
    }
    const editor = vscode.window.visibleTextEditors.find(e => e.document === document);
    // Only a guess at the monster meant: without an answer the user picks.
    const cursor = monster === undefined && editor ? await context.server.monsterAt(document, editor.selection.active).catch(() => undefined) : undefined;
    await reportFailure(runTurn(editorHost(context, document), { monster, option, cursor }));
}

export async function runAllMonsterTurns(context: TurnContext): Promise<void> {
    const document = activeGhsEditor()?.document;
    if (!document) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to run the monsters\' turns.');
        return;
    }
    if (await ready(context.server)) {
        await reportFailure(runAllTurns(editorHost(context, document)));
    }
}

/** `(uri?)`: from the code lens on a `round` statement; otherwise the active editor's scenario. */
export async function runRound(context: TurnContext, ...args: unknown[]): Promise<void> {
    const { uri } = roundArguments(args);
    const document = await documentFor(uri);
    if (!document) {
        void vscode.window.showInformationMessage('GHS: open a .ghs scenario to run a round.');
        return;
    }
    if (!await ready(context.server)) {
        return;
    }
    if (!context.server.canPlayRounds()) {
        void vscode.window.showErrorMessage('GHS: this language server cannot play rounds (it does not offer ghs.server.playRound). Update the extension.');
        return;
    }
    const host: RoundHost = {
        version: () => document.version,
        playRound: version => context.server.playRound({ uri: document.uri.toString(), version }),
        apply: (edits, version) => applyAsOneStep(context, document, edits, version),
        tell: tellUser
    };
    await reportFailure(playRound(host), 'the round');
}

/** Plays the option the preview shows, refused by the server if the text is no longer the one drawn. */
export async function playPreviewOption(context: TurnContext, document: vscode.TextDocument, monster: string, option: number, version: number): Promise<void> {
    if (await ready(context.server)) {
        await reportFailure(playShown(editorHost(context, document), monster, option, version));
    }
}

async function documentFor(uri: string | undefined): Promise<vscode.TextDocument | undefined> {
    if (uri === undefined) {
        return activeGhsEditor()?.document;
    }
    const open = vscode.workspace.textDocuments.find(d => d.uri.toString() === uri);
    return open ?? vscode.workspace.openTextDocument(vscode.Uri.parse(uri)).then(d => d, () => undefined);
}

async function ready(server: GhsServer): Promise<boolean> {
    try {
        await server.started;
    } catch {
        return false; // the start-up failure has been shown already
    }
    if (server.canPlayTurns()) {
        return true;
    }
    void vscode.window.showErrorMessage('GHS: this language server cannot play turns (it does not offer ghs.server.playTurn). Update the extension.');
    return false;
}

async function reportFailure(work: Promise<unknown>, what = 'the turn'): Promise<void> {
    try {
        await work;
    } catch (error) {
        void vscode.window.showErrorMessage(`GHS: ${what} could not be run: ${error instanceof Error ? error.message : String(error)}`);
    }
}

/**
 * One workspace edit is one step on the undo stack: a single undo takes the whole turn or round
 * back. It applies only to the text at `version` (see applyAtVersion).
 */
function applyAsOneStep(context: TurnContext, document: vscode.TextDocument, edits: Parameters<GhsServer['asTextEdits']>[0], version: number): Promise<VersionedApply> {
    return applyAtVersion(document, version, () => context.server.asTextEdits(edits), textEdits => {
        const edit = new vscode.WorkspaceEdit();
        edit.set(document.uri, textEdits);
        return vscode.workspace.applyEdit(edit);
    });
}

function tellUser(level: 'info' | 'warning' | 'error', message: string): void {
    const show = level === 'error' ? vscode.window.showErrorMessage : level === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
    void show(`GHS: ${message}`);
}

function editorHost(context: TurnContext, document: vscode.TextDocument): TurnHost {
    const { server } = context;
    return {
        board: version => server.boardView(document, version),
        version: () => document.version,
        play: (monster, option, version) => server.playTurn({ uri: document.uri.toString(), version, monster, option }),
        apply: (edits, version) => applyAsOneStep(context, document, edits, version),
        pickMonster,
        pickOption: (decision, words) => pickOption(decision, words, option => context.browse?.(document, decision.monster, option)),
        confirm: async (question, yes) => await vscode.window.showWarningMessage(`GHS: ${question}`, { modal: true }, yes) === yes,
        tell: tellUser
    };
}

async function pickMonster(decisions: readonly WordedDecision[]): Promise<WordedDecision | undefined> {
    const picked = await vscode.window.showQuickPick(
        decisions.map(decision => ({ label: decision.monster, description: decision.summary, decision })),
        { title: 'GHS: Run Monster Turn at Cursor', placeHolder: 'Which monster acts?' });
    return picked?.decision;
}

interface OptionItem extends vscode.QuickPickItem {
    readonly index: number;
}

/** The options in the board view's words; each one the user moves to is shown on the board as it is browsed. */
function pickOption(decision: WordedDecision, words: readonly string[], browse: (option: number) => void): Promise<number | undefined> {
    return new Promise(resolve => {
        const pick = vscode.window.createQuickPick<OptionItem>();
        pick.title = `GHS: ${decision.monster}'s turn — the players choose`;
        pick.placeholder = decision.tie?.text ?? 'Which option?';
        pick.items = decision.options.map((option, index) => ({
            label: words[index] ?? `option ${index + 1}`,
            description: optionCost(option),
            index
        }));
        let chosen: number | undefined;
        pick.onDidChangeActive(active => {
            if (active[0]) {
                browse(active[0].index);
            }
        });
        pick.onDidAccept(() => {
            chosen = pick.selectedItems[0]?.index ?? pick.activeItems[0]?.index;
            pick.hide();
        });
        pick.onDidHide(() => {
            pick.dispose();
            resolve(chosen);
        });
        pick.show();
    });
}
