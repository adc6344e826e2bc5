/**
 * Terrain, figure and `acted` statements start their arguments in one column, so a room reads
 * as a table (`wall      A1..A7`, `character Hero10 at D5`). The formatter lays statements out
 * by this rule and the board edits write new ones by it, so that the formatter has nothing to
 * change in them.
 */
const ARGUMENT_COLUMN = 'character'.length + 1;

/** The spaces after a statement's keyword that start its arguments in the shared column. */
export function spacesAfterKeyword(keyword: string | undefined): number {
    return Math.max(1, ARGUMENT_COLUMN - (keyword ?? '').length);
}
