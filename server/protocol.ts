/**
 * The requests and commands this language server adds to LSP. Imported by the server and by
 * the clients (the VS Code extension, tests), so it holds only names and types: nothing here
 * may import server-only or editor-only code.
 *
 * A request whose params lack what its type below (or LSP) gives it, and a command the server
 * does not have, are answered with the error InvalidParams (-32602) and a message that says what
 * is missing.
 */
import { RequestType, type TextDocumentPositionParams, type TextEdit, type WorkDoneProgressParams } from 'vscode-languageserver-protocol';
import type { BoardView } from '../language/view/board-view.js';
import type { WordedDecision } from '../language/explain/worded-decision.js';
import type { ThreatMap, ThreatMapRefusal } from '../language/scenario/threat-map.js';
import type { BoardEdit } from '../language/edit/board-edit-kinds.js';
import type { WordedFigureTurn, WordedRoundReport, WordedTurnReport } from '../language/explain/play-words.js';

/** Names a document at the version the client has, so a stale answer can be recognised and dropped. */
export interface VersionedDocumentParams {
    readonly uri: string;
    readonly version: number;
}

/**
 * `ghs/boardView`: the board and every monster's decision, as the preview draws them.
 *
 * The answer is always for the text the server holds when it answers, after any change the
 * client sent before the request has been parsed and validated; `version` says which text that
 * is. When it differs from the version asked for (the client changed the text again in the
 * meantime), the client should drop the answer and ask again. A document the server does not
 * know is answered with a `RequestFailed` error.
 */
export type BoardViewParams = VersionedDocumentParams;
export type BoardViewResult = BoardView & {
    /** The version of the document this view was built from. */
    readonly version: number;
    /**
     * The monsters still to act this round, in the order the engine has them act (initiative,
     * then the order they are written): the first one is next. The same monsters as `decisions`.
     */
    readonly turnOrder: readonly TurnOrderEntry[];
    /**
     * The monsters whose turn, once the characters' and summons' turns before it are played (as
     * *Run monster turn* plays them first), has other options than `decisions` gives on the board
     * as written: the option a turn is asked for indexes these.
     */
    readonly atTurn?: readonly AtTurnEntry[];
};

export interface AtTurnEntry {
    readonly monster: string;
    /** What the earlier turns change, in the decision's words. */
    readonly note: string;
    /** The decision on the board those turns leave. */
    readonly decision: WordedDecision;
    /** Its options in words, as `optionWords` gives them. */
    readonly options: readonly string[];
}

export interface TurnOrderEntry {
    readonly monster: string;
    /** The hex it acts from, which tells apart monsters of the same name. */
    readonly hex: string;
    /** Absent for a monster written without one: it acts after those with one. */
    readonly initiative?: number;
}
export const BoardViewRequest = new RequestType<BoardViewParams, BoardViewResult, void>('ghs/boardView');

/**
 * `ghs/monsterAt`: the monster a position is about, the one a `monster` statement declares or an
 * `expect`, `expect after` or `acted` statement names on that line, so that clients need no parser of their own.
 * Answers for the text the server holds once any change sent before the request is parsed; no
 * `monster` when the line is about none.
 */
export type MonsterAtParams = TextDocumentPositionParams;
export interface MonsterAtResult {
    readonly monster?: string;
}
export const MonsterAtRequest = new RequestType<MonsterAtParams, MonsterAtResult, void>('ghs/monsterAt');

/**
 * `ghs/threatMap`: for every hex the character could stand on, what each acting monster would
 * do to it there (see `ThreatMap`), or why there is no map (no usable board, no such character).
 *
 * It is worked out off the request path: the server gives way between hexes, so other requests
 * are answered meanwhile. A change of the document cancels it (error `ContentModified`), as does
 * the client (`RequestCancelled`); `version` is the text the map was drawn from, as for
 * `ghs/boardView`. With a `workDoneToken`, the server reports the hexes mapped as `$/progress`.
 * A map whose work limit stopped it holds the nearest hexes and says what it left out (`partial`).
 */
export interface ThreatMapParams extends VersionedDocumentParams, WorkDoneProgressParams {
    readonly character: string;
}
export type ThreatMapResult = (ThreatMap | ThreatMapRefusal) & {
    readonly version: number;
};
export const ThreatMapRequest = new RequestType<ThreatMapParams, ThreatMapResult, void>('ghs/threatMap');

/**
 * `ghs/editBoard`: the text edits that make one edit of the board (paint or erase terrain, a thin
 * wall, move, add or delete a figure, grow or shrink the map, a monster's area pattern) in the
 * document at `version`. Refused, with the reason, when the server holds another version (edits
 * computed for one text would corrupt another), when the scenario does not parse, or when the
 * edit itself cannot be made (a figure dropped on a wall, say). The edits are one step to undo.
 */
export interface EditBoardParams extends VersionedDocumentParams {
    readonly edit: BoardEdit;
}
export type EditBoardResult = { readonly edits: TextEdit[] } | { readonly error: string };
export type { BoardEdit };
export const EditBoardRequest = new RequestType<EditBoardParams, EditBoardResult, void>('ghs/editBoard');

/**
 * `ghs.server.playTurn` (a `workspace/executeCommand`): apply one of a monster's decided
 * options to the scenario: the monster's whole turn (move, attacks, damage, conditions, the
 * modifier cards drawn) written into the document.
 */
export const PlayTurnCommand = 'ghs.server.playTurn';

export interface PlayTurnArgs extends VersionedDocumentParams {
    /** The monster's name as written in the scenario. */
    readonly monster: string;
    /** Index into that monster's `WordedDecision.options`. */
    readonly option: number;
}

/**
 * The edits to apply to the document at `version` (the turns of the characters and summons that
 * act before the monster and have not yet taken theirs, then the monster's move, each attack's
 * damage, conditions, removals, the modifier deck: one undoable step) with the report of the
 * turn's steps and (`before`, absent when there are none) of those earlier turns that changed
 * something, or why the turn cannot be played.
 */
export type PlayTurnResult = { readonly edits: TextEdit[]; readonly before?: readonly WordedFigureTurn[]; readonly report?: WordedTurnReport } | { readonly error: string };

/**
 * `ghs.server.playRound` (a `workspace/executeCommand`): play the scenario's round (the reveals,
 * every monster's turn in order, the end-of-round steps) into the document at `version`.
 */
export const PlayRoundCommand = 'ghs.server.playRound';

export type PlayRoundArgs = VersionedDocumentParams;

/**
 * The edits to apply to the document at `version`, one undoable step, with the report of every
 * turn and end-of-round step, or why the round cannot be played.
 */
export type PlayRoundResult = { readonly edits: TextEdit[]; readonly report?: WordedRoundReport } | { readonly error: string };

/**
 * The extension's commands, as its package.json contributes them. The server names one of them
 * in its code lenses, so they live here, where both sides read them.
 */
export const ExtensionCommands = {
    openPreview: 'ghs.openPreview',
    openPreviewToSide: 'ghs.openPreviewToSide',
    runMonsterTurn: 'ghs.runMonsterTurn',
    runAllMonsterTurns: 'ghs.runAllMonsterTurns',
    runRound: 'ghs.runRound',
    newScenarioFromMonsterMoverLink: 'ghs.newScenarioFromMonsterMoverLink'
} as const;
