/**
 * A replacement of the characters `start..end` (offsets into the text the edit was computed
 * for) by `text`. Edits are expressed in offsets so that the text work stays free of any
 * editor protocol; the server turns them into LSP edits.
 */
export interface TextChange {
    readonly start: number;
    readonly end: number;
    readonly text: string;
}

/** The changes that make one edit of the board, or why it cannot be made. */
export type BoardEditResult = { readonly changes: readonly TextChange[] } | { readonly error: string };

/** Applies non-overlapping changes, as an editor applies one workspace edit. */
export function applyChanges(text: string, changes: readonly TextChange[]): string {
    const ordered = [...changes].sort((a, b) => a.start - b.start || a.end - b.end);
    let result = '';
    let at = 0;
    for (const change of ordered) {
        if (change.start < at) {
            throw new Error(`overlapping changes at offset ${change.start}`);
        }
        result += text.slice(at, change.start) + change.text;
        at = change.end;
    }
    return result + text.slice(at);
}
