import { BOARD_EDIT_KINDS, type BoardEdit } from '../../language/model/board-edit-kinds.js';
import { TERRAIN_KINDS } from '../../language/model/board.js';

/**
 * The preview's drawing messages, apart from the rest of the preview protocol: the page sends
 * what the user drew as an intent, the extension asks the server for the text edit, applies it
 * and tells the page when it was refused. Types and checks only, so it bundles into the page and
 * the extension alike.
 */

/**
 * Page → extension: one stroke, drag or click, made on the board the page shows (`version`). The
 * extension asks for it on the text as it is now: hexes and names mean the same there.
 */
export interface DrawFromWebview {
    readonly type: 'editBoard';
    readonly version: number;
    readonly edit: BoardEdit;
}

/**
 * Extension → page: why an edit was not made. The message belongs to the document and the version
 * of its text it was made for: the page shows it on that board only, and drops it with the board.
 */
export interface DrawToWebview {
    readonly type: 'editRefused';
    readonly reason: string;
    readonly uri: string;
    readonly version: number;
}

/** A stroke across a whole room stays well under this. */
const MAX_HEXES = 10_000;

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isName(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,199}$/.test(value);
}

function isHex(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Z]{1,4}[1-9][0-9]{0,5}$/.test(value);
}

function isHexList(value: unknown): value is string[] {
    return Array.isArray(value) && value.length <= MAX_HEXES && value.every(isHex);
}

function optional<T>(value: unknown, check: (v: unknown) => v is T): boolean {
    return value === undefined || check(value);
}

/** The page runs scripts the extension does not control the inputs of: only well-formed edits pass. */
export function parseBoardEdit(value: unknown): BoardEdit | undefined {
    if (!isRecord(value) || !BOARD_EDIT_KINDS.includes(value.kind as BoardEdit['kind'])) {
        return undefined;
    }
    const v = value;
    switch (v.kind) {
        case 'paint':
            return TERRAIN_KINDS.includes(v.terrain as never) && isHexList(v.hexes) ? { kind: 'paint', terrain: v.terrain as never, hexes: v.hexes } : undefined;
        case 'erase':
            return isHexList(v.hexes) ? { kind: 'erase', hexes: v.hexes } : undefined;
        case 'thinWall':
            return Array.isArray(v.between) && v.between.length === 2 && isHex(v.between[0]) && isHex(v.between[1])
                ? { kind: 'thinWall', between: [v.between[0], v.between[1]] } : undefined;
        case 'moveFigure':
            return isName(v.figure) && isHex(v.to) && optional(v.from, isHex)
                ? { kind: 'moveFigure', figure: v.figure, to: v.to, ...(v.from !== undefined && { from: v.from as string }) } : undefined;
        case 'addFigure':
            return (v.figure === 'character' || v.figure === 'monster') && isHex(v.at) ? { kind: 'addFigure', figure: v.figure, at: v.at } : undefined;
        case 'deleteFigure':
            return isName(v.figure) && optional(v.at, isHex)
                ? { kind: 'deleteFigure', figure: v.figure, ...(v.at !== undefined && { at: v.at as string }) } : undefined;
        case 'resizeMap':
            return ['top', 'bottom', 'left', 'right'].includes(v.edge as string) && (v.by === 1 || v.by === -1)
                ? { kind: 'resizeMap', edge: v.edge as 'top', by: v.by } : undefined;
        case 'areaPattern':
            return isName(v.monster) && optional(v.at, isHex) && optional(v.origin, isHex) && isHexList(v.hexes)
                ? {
                    kind: 'areaPattern', monster: v.monster, hexes: v.hexes,
                    ...(v.at !== undefined && { at: v.at as string }), ...(v.origin !== undefined && { origin: v.origin as string })
                } : undefined;
        default:
            return undefined;
    }
}

export function parseDrawFromWebview(data: unknown): DrawFromWebview | undefined {
    if (!isRecord(data) || data.type !== 'editBoard' || typeof data.version !== 'number') {
        return undefined;
    }
    const edit = parseBoardEdit(data.edit);
    return edit && { type: 'editBoard', version: data.version, edit };
}

export function parseDrawToWebview(data: unknown): DrawToWebview | undefined {
    return isRecord(data) && data.type === 'editRefused' && typeof data.reason === 'string' && typeof data.uri === 'string'
        && typeof data.version === 'number' && Number.isInteger(data.version)
        ? { type: 'editRefused', reason: data.reason, uri: data.uri, version: data.version }
        : undefined;
}
