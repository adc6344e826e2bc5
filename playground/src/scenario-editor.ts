import { isolateHistory } from '@codemirror/commands';
import type { LSPClient } from '@codemirror/lsp-client';
import { EditorSelection, Transaction } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { TextEdit } from 'vscode-languageserver-protocol';

/**
 * The playground's one scenario: the editor's text as the language server knows it. A version
 * is the number the client gave the text it last sent; answers carry the version they were
 * worked out for, and edits are applied only to that version, as in the extension.
 */
export class ScenarioEditor {
    constructor(readonly view: EditorView, readonly client: LSPClient, readonly uri: string) { }

    /** Sends what was typed, then says which version of the text the server has. */
    version(): number {
        this.client.sync();
        return this.client.workspace.getFile(this.uri)?.version ?? -1;
    }

    /** What VS Code's documents offer the preview's threat feed. */
    get document(): { readonly uri: string; readonly version: number } {
        return { uri: this.uri, version: this.version() };
    }

    async request<R>(method: string, params: unknown): Promise<R> {
        await this.client.initializing;
        this.client.sync();
        return this.client.request<unknown, R>(method, params);
    }

    /**
     * Applies the server's edits to the text as it is now, as one step on the undo stack. The
     * turn and round flows check first that the server worked them out for this version.
     */
    apply(edits: readonly TextEdit[]): boolean {
        this.client.sync();
        const doc = this.view.state.doc;
        const offset = ({ line, character }: TextEdit['range']['start']): number => {
            const at = doc.line(Math.min(line, doc.lines - 1) + 1);
            return Math.min(at.from + character, at.to);
        };
        const changes = edits.map(edit => ({ from: offset(edit.range.start), to: offset(edit.range.end), insert: edit.newText }));
        // Its own step: typing just before or after is not merged into it.
        this.view.dispatch({ changes, annotations: [isolateHistory.of('full'), Transaction.userEvent.of('ghs.play')] });
        return true;
    }

    /** Puts the cursor at a place of the text (zero-based, as the preview sends it) and shows it. */
    reveal(line: number, character: number): void {
        const doc = this.view.state.doc;
        const at = doc.line(Math.min(line, doc.lines - 1) + 1);
        const position = Math.min(at.from + character, at.to);
        this.view.dispatch({ selection: EditorSelection.cursor(position), scrollIntoView: true });
        this.view.focus();
    }

    /** The cursor's place, zero-based, in the text the server has. */
    cursor(): { line: number; character: number } {
        this.version();
        const head = this.view.state.selection.main.head;
        const line = this.view.state.doc.lineAt(head);
        return { line: line.number - 1, character: head - line.from };
    }

    /** Replaces the whole text: a new scenario (an example, a link) is one undoable step. */
    replace(text: string): void {
        this.view.dispatch({
            changes: { from: 0, to: this.view.state.doc.length, insert: text }, selection: EditorSelection.cursor(0), scrollIntoView: true,
            annotations: isolateHistory.of('full')
        });
    }
}
