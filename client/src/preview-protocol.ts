import type { BoardView, PlayedTurnView } from '../../language/view/board-view.js';
import { MAX_ZOOM, MIN_ZOOM } from '../webview/zoom.js';

/**
 * The messages between the extension and the preview page. Both sides import this file;
 * it holds only types and checks, no `vscode` and no DOM, so it bundles into either.
 */

/** Extension → page. */
export type ToWebview =
    /** A new board for the document the preview follows; `uri` and `version` say which text it was built from. */
    | { readonly type: 'board'; readonly view: BoardView; readonly uri: string; readonly version: number }
    /**
     * Nothing to draw yet: no language server answer, or no `.ghs` file to follow. `uri` is the
     * document waited for: a board of another one is not shown meanwhile, nor anything said about it.
     */
    | { readonly type: 'waiting'; readonly reason: string; readonly uri?: string }
    /** The cursor moved into a monster's statement or expectation; `option` when the user browses its options. */
    | { readonly type: 'select'; readonly monster: string; readonly option?: number }
    | { readonly type: 'settings'; readonly settings: PreviewSettings }
    /** The turns just played, and the text they left: drawn while the page shows that text. */
    | ({ readonly type: 'played' } & PlayedTurns);

export interface PlayedTurns {
    readonly uri: string;
    /** The version of the text once the turns were written into it. */
    readonly version: number;
    readonly turns: readonly PlayedTurnView[];
}

/** Page → extension. */
export type FromWebview =
    /** The page has loaded and listens: nothing is sent to it before this. */
    | { readonly type: 'ready' }
    /** A hex or figure was clicked: show that place of the scenario in the editor (zero-based). */
    | { readonly type: 'reveal'; readonly line: number; readonly character: number }
    /** The user asked to play one of a monster's options. */
    | { readonly type: 'playTurn'; readonly monster: string; readonly option: number };

export interface PreviewSettings {
    readonly coordinates: boolean;
    /** `pointy` turns the grid a quarter, as `rotate` in the renderer. */
    readonly orientation: 'flat' | 'pointy';
}

/** What the page keeps across reloads and what the panel serializer restores from. */
export interface PreviewState {
    readonly uri?: string;
    readonly monster?: string;
    readonly option?: number;
    readonly rotate?: boolean;
    /** The user's zoom, a factor on the size that fits the panel. */
    readonly zoom?: number;
}

const MAX_LINE = 10_000_000;

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(value: unknown, max: number): value is number {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function isName(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,199}$/.test(value);
}

/** The page runs scripts the extension does not control the inputs of: take nothing from it unchecked. */
export function parseFromWebview(data: unknown): FromWebview | undefined {
    if (!isRecord(data)) {
        return undefined;
    }
    switch (data.type) {
        case 'ready':
            return { type: 'ready' };
        case 'reveal':
            return isIndex(data.line, MAX_LINE) && isIndex(data.character, MAX_LINE)
                ? { type: 'reveal', line: data.line, character: data.character }
                : undefined;
        case 'playTurn':
            return isName(data.monster) && isIndex(data.option, 1000)
                ? { type: 'playTurn', monster: data.monster, option: data.option }
                : undefined;
        default:
            return undefined;
    }
}

function isBoardView(value: unknown): value is BoardView {
    if (!isRecord(value) || !isRecord(value.map)) {
        return false;
    }
    const map = value.map;
    return typeof value.title === 'string'
        && ['minCol', 'maxCol', 'minRow', 'maxRow'].every(key => typeof map[key] === 'number')
        && ['terrain', 'thinWalls', 'figures', 'decisions', 'optionWords', 'problems'].every(key => Array.isArray(value[key]))
        && (value.incomplete === undefined || (isRecord(value.incomplete) && typeof value.incomplete.message === 'string'));
}

/** The page's check of what arrives, so a malformed message is dropped instead of half drawn. */
export function parseToWebview(data: unknown): ToWebview | undefined {
    if (!isRecord(data)) {
        return undefined;
    }
    switch (data.type) {
        case 'board':
            return isBoardView(data.view) && typeof data.uri === 'string' && typeof data.version === 'number'
                ? { type: 'board', view: data.view, uri: data.uri, version: data.version }
                : undefined;
        case 'waiting':
            return typeof data.reason === 'string' && (data.uri === undefined || typeof data.uri === 'string')
                ? { type: 'waiting', reason: data.reason, ...(data.uri !== undefined && { uri: data.uri as string }) }
                : undefined;
        case 'select':
            if (!isName(data.monster) || (data.option !== undefined && !isIndex(data.option, 1000))) {
                return undefined;
            }
            return { type: 'select', monster: data.monster, ...(data.option !== undefined && { option: data.option }) };
        case 'played':
            return typeof data.uri === 'string' && typeof data.version === 'number' && Array.isArray(data.turns) && data.turns.length <= 1000
                && data.turns.every(isPlayedTurn)
                ? { type: 'played', uri: data.uri, version: data.version, turns: data.turns }
                : undefined;
        case 'settings': {
            const settings = data.settings;
            return isRecord(settings) && typeof settings.coordinates === 'boolean'
                && (settings.orientation === 'flat' || settings.orientation === 'pointy')
                ? { type: 'settings', settings: { coordinates: settings.coordinates, orientation: settings.orientation } }
                : undefined;
        }
        default:
            return undefined;
    }
}

function isHexLabel(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Z]{1,4}[1-9][0-9]{0,5}$/.test(value);
}

function isPlayedTurn(value: unknown): value is PlayedTurnView {
    return isRecord(value) && isName(value.monster) && Array.isArray(value.path) && value.path.length <= 10_000 && value.path.every(isHexLabel)
        && Array.isArray(value.attacks) && value.attacks.length <= 100
        && value.attacks.every(a => isRecord(a) && isName(a.target) && (a.damage === undefined || isIndex(a.damage, 100_000)));
}

/** Reads back saved page state, dropping whatever does not have the expected shape. */
export function parseState(data: unknown): PreviewState {
    if (!isRecord(data)) {
        return {};
    }
    return {
        ...(typeof data.uri === 'string' && { uri: data.uri }),
        ...(isName(data.monster) && { monster: data.monster }),
        ...(isIndex(data.option, 1000) && { option: data.option }),
        ...(typeof data.rotate === 'boolean' && { rotate: data.rotate }),
        ...(typeof data.zoom === 'number' && data.zoom >= MIN_ZOOM && data.zoom <= MAX_ZOOM && { zoom: data.zoom })
    };
}
