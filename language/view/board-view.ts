import type { DoorState, Edition, FigureKind, TerrainKind } from '../model/board.js';
import type { WordedDecision } from '../explain/worded-decision.js';

/**
 * The board and every monster's decision as plain JSON: what the preview draws, what
 * `ghs render` draws, and what the `ghs/boardView` request returns.
 */
export interface BoardView {
    readonly title: string;
    readonly note?: string;
    readonly edition: Edition;
    readonly map: MapView;
    /** Every hex of the map that has terrain; hexes not listed are open floor. */
    readonly terrain: readonly TerrainHexView[];
    readonly thinWalls: ReadonlyArray<readonly [string, string]>;
    /** The doors, when the board has any; a closed door's hex is not listed in `terrain` as a wall. */
    readonly doors?: readonly DoorView[];
    /** The linked hexes, each pair once, when the board has any. */
    readonly links?: ReadonlyArray<readonly [string, string]>;
    readonly figures: readonly FigureView[];
    readonly decisions: readonly WordedDecision[];
    /** Each decision's options in words (language/explain), so that a client words nothing itself. */
    readonly optionWords: readonly DecisionWordsView[];
    /**
     * For each monster whose card has lines beyond its move and attacks (heals, conditions, summons,
     * elements, push and pull), those lines as the round plays them, in words.
     */
    readonly played?: readonly PlayedLinesView[];
    /** Why there is nothing to draw or decide (no map, a broken board), when that is the case. */
    readonly problems: readonly string[];
    /**
     * Present when the board cannot be judged (syntax errors, something placed where it cannot
     * be): no decision is drawn, and the notice says why.
     */
    readonly incomplete?: IncompleteBoardView;
    /** Figures the text writes that the board could not place (a hex off the map, not a coordinate, or taken): drawn beside the board. */
    readonly unplaced?: readonly UnplacedFigureView[];
}

export interface UnplacedFigureView {
    readonly name: string;
    readonly kind: FigureKind;
    /** The hex as written. */
    readonly hex: string;
    /** Why it is not on the board, in a few words: `H9 is outside the map`. */
    readonly why: string;
    readonly initiative?: number;
    readonly source?: SourceLocation;
}

/**
 * A monster's turn just played, as the preview draws it until the text changes again: the hexes
 * it stood on, from the one it left to the one it ended on, and whom it attacked and for how much.
 */
export interface PlayedTurnView {
    readonly monster: string;
    readonly path: readonly string[];
    readonly attacks: ReadonlyArray<{ readonly target: string; readonly damage?: number }>;
}

export interface PlayedLinesView {
    readonly monster: string;
    readonly heading: string;
    readonly lines: readonly string[];
}

export interface DecisionWordsView {
    readonly monster: string;
    /** One line per option, in the decision's order: `moves to H3 · attacks Hero10, Hero20`. */
    readonly options: readonly string[];
}

export interface IncompleteBoardView {
    /** The lines (1-based) that hold a problem. */
    readonly lines: readonly number[];
    /** The notice to show, in the same words as the hovers. */
    readonly message: string;
}

export interface MapView {
    /** Corners as written, e.g. `A1` and `P7`. */
    readonly from: string;
    readonly to: string;
    /** Column indices (A = 0) and rows (from 1), inclusive. */
    readonly minCol: number;
    readonly maxCol: number;
    readonly minRow: number;
    readonly maxRow: number;
}

export interface TerrainHexView {
    readonly hex: string;
    readonly col: number;
    readonly row: number;
    readonly kinds: readonly TerrainKind[];
}

export interface DoorView {
    readonly hex: string;
    readonly col: number;
    readonly row: number;
    readonly state: DoorState;
}

export interface SourceLocation {
    /** Zero-based line and character of the statement that declares the thing. */
    readonly line: number;
    readonly character: number;
}

export interface FigureView {
    readonly name: string;
    readonly kind: FigureKind;
    readonly hex: string;
    readonly col: number;
    readonly row: number;
    readonly initiative?: number;
    readonly invisible?: boolean;
    readonly longRest?: boolean;
    readonly owner?: string;
    /** True for a monster that takes a turn this round (it has an ability block). */
    readonly acts: boolean;
    readonly source?: SourceLocation;
    /** A monster's attack area as its `aoe` line writes it, in the pattern's own small grid. */
    readonly area?: AreaPatternView;
    /** Current hit points, when the scenario gives them or the figure is a standee of a type. */
    readonly hp?: number;
    readonly maxHp?: number;
    /** Conditions in the order written (invisible is `invisible` above, not repeated here). */
    readonly conditions?: readonly string[];
    /** The damage the figure took in the last turn played, as the document's records say. */
    readonly damage?: number;
    /** A standee's level: elite standees are drawn gold, normal ones white, as in the game. */
    readonly level?: 'normal' | 'elite';
    /** Why the figure cannot stand where it is written (`C1 is a wall`): it is drawn there, marked. */
    readonly misplaced?: string;
}

export interface AreaPatternView {
    /** The monster's hex in that grid, for a melee area. */
    readonly origin?: string;
    readonly hexes: readonly string[];
}
