import type { TextDocument } from 'vscode-languageserver-textdocument';

/** The line ending the document is written with: that of its first line break, `\n` when it has none. */
export function lineEndingOf(text: string): string {
    return /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
}

/**
 * The edits with every line break of their new text written as the document writes its own:
 * edits are worked out with `\n`, and an editor that applies them as they are (Neovim does)
 * would otherwise leave a CRLF file with mixed line endings.
 */
export function inLineEndingOf<T extends { newText: string }>(document: TextDocument, edits: readonly T[]): T[] {
    const ending = lineEndingOf(document.getText());
    return edits.map(edit => {
        const newText = edit.newText.replace(/\r\n|\r|\n/g, ending);
        return newText === edit.newText ? edit : { ...edit, newText };
    });
}
