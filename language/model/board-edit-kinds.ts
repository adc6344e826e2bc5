import type { TerrainKind } from '../model/board.js';

/**
 * One edit of the board, as the preview asks for it: hexes are written as in scenarios (`C4`).
 * A figure is named, with the hex it stands on to tell apart figures of the same name.
 */
export type BoardEdit =
    | { readonly kind: 'paint'; readonly terrain: TerrainKind; readonly hexes: readonly string[] }
    | { readonly kind: 'erase'; readonly hexes: readonly string[] }
    | { readonly kind: 'thinWall'; readonly between: readonly [string, string] }
    | { readonly kind: 'moveFigure'; readonly figure: string; readonly from?: string; readonly to: string }
    | { readonly kind: 'addFigure'; readonly figure: 'character' | 'monster'; readonly at: string }
    | { readonly kind: 'deleteFigure'; readonly figure: string; readonly at?: string }
    | { readonly kind: 'resizeMap'; readonly edge: 'top' | 'bottom' | 'left' | 'right'; readonly by: number }
    | { readonly kind: 'areaPattern'; readonly monster: string; readonly at?: string; readonly origin?: string; readonly hexes: readonly string[] };

export const BOARD_EDIT_KINDS: ReadonlyArray<BoardEdit['kind']> = ['paint', 'erase', 'thinWall', 'moveFigure', 'addFigure', 'deleteFigure', 'resizeMap', 'areaPattern'];
