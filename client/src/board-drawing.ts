import type { BoardEdit } from '../../language/edit/board-edit-kinds.js';
import type { EditBoardResult } from '../../server/protocol.js';
import type { DrawToWebview } from './draw-protocol.js';
import type { VersionedApply } from './versioned-apply.js';

/**
 * What applying a drawn edit needs from the editor: the server's answer for the version the page
 * drew, and a way to apply text edits as one step on the undo stack.
 */
export interface BoardDrawingHost {
    /** The version of the document's text now. */
    version(): number;
    editBoard(version: number, edit: BoardEdit): Promise<EditBoardResult>;
    /** Applies the edits as one step, only to the text at `version` (see applyAtVersion). */
    apply(edits: Extract<EditBoardResult, { edits: unknown }>['edits'], version: number): Promise<VersionedApply>;
    tell(message: DrawToWebview): void;
}

/**
 * Asks the server for the text of one stroke and applies it. A refusal (a figure dropped on a
 * wall) goes back to the page with its reason; nothing is changed then.
 *
 * The edit is asked for the text as it is now, not the one the page drew: a stroke names hexes
 * and figures, which mean the same in a text changed a moment ago (by the stroke before it,
 * whose board the page may not have yet), and the server checks the edit against that text. The
 * text edits themselves are only applied to the version they were computed for.
 */
export async function drawOnBoard(host: BoardDrawingHost, edit: BoardEdit): Promise<void> {
    const version = host.version();
    let result: EditBoardResult;
    try {
        result = await host.editBoard(version, edit);
    } catch (error) {
        host.tell({ type: 'editRefused', reason: `the language server did not answer: ${error instanceof Error ? error.message : String(error)}` });
        return;
    }
    if ('error' in result) {
        host.tell({ type: 'editRefused', reason: result.error });
        return;
    }
    const applied = await host.apply(result.edits, version);
    if (applied === 'changed') {
        host.tell({ type: 'editRefused', reason: 'the scenario changed while the edit was worked out: draw it again.' });
    } else if (applied === 'refused') {
        host.tell({ type: 'editRefused', reason: 'the editor did not apply the edit (the file may be read-only).' });
    }
}
