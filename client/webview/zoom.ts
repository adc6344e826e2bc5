/**
 * How large the preview draws the board: pure numbers, no DOM, so the rule can be tested apart
 * from the page. The page measures; this decides.
 */

/** The user's zoom is a factor on the fitted size; these bound it and set one step of the buttons. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;
const STEP = 1.25;

/** VS Code's editor font size when the page cannot read `--vscode-editor-font-size`. */
export const DEFAULT_EDITOR_FONT_SIZE = 14;

/**
 * At the fitted size, the board's text is never smaller than this share of the editor's font
 * size: a board too large for that scrolls. It is read a little further away than the editor.
 */
export const LEGIBLE = 0.85;
/** Nor, to fill a large panel with a small room, larger than this share: hexes as big as a hand help nobody. */
export const COMFORTABLE = 1.5;

export interface BoardFit {
    /** The drawing's own size, in SVG units. */
    readonly boardWidth: number;
    readonly boardHeight: number;
    /** The room the panel leaves for the board, in CSS pixels. */
    readonly availableWidth: number;
    readonly availableHeight: number;
    /** The smallest text in the drawing, in SVG units; undefined when there is none. */
    readonly smallestText?: number;
    /** The editor's font size in CSS pixels. */
    readonly editorFontSize: number;
}

/**
 * CSS pixels per SVG unit at zoom 1: the board fills the panel, but its text is never drawn
 * smaller than `LEGIBLE` times the editor's (a board too large for that scrolls), nor larger
 * than `COMFORTABLE` times (a small room then leaves the rest of the panel empty).
 */
export function fittedScale(fit: BoardFit): number {
    const fill = Math.min(fit.availableWidth / fit.boardWidth, fit.availableHeight / fit.boardHeight);
    const text = fit.smallestText !== undefined && fit.smallestText > 0 ? fit.smallestText : undefined;
    const scale = text === undefined ? fill
        : Math.max(LEGIBLE * fit.editorFontSize / text, Math.min(fill, COMFORTABLE * fit.editorFontSize / text));
    return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

export function clampZoom(zoom: number): number {
    return Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : 1;
}

/** One step in; steps land back on 1 exactly, so zooming in and out again returns to the fitted size. */
export function zoomIn(zoom: number): number {
    return clampZoom(roundZoom(zoom * STEP));
}

export function zoomOut(zoom: number): number {
    return clampZoom(roundZoom(zoom / STEP));
}

function roundZoom(zoom: number): number {
    // Powers of 1.25 drift in floating point; a thousandth is finer than any step.
    return Math.round(zoom * 1000) / 1000;
}

/** `100%`, `125%`, `80%`: the zoom against the fitted size, as the toolbar shows it. */
export function zoomLabel(zoom: number): string {
    return `${Math.round(zoom * 100)}%`;
}

/** A CSS length such as `14px` (what VS Code puts in `--vscode-editor-font-size`), else the default. */
export function parsePixels(value: string): number {
    const match = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(value);
    const pixels = match ? Number(match[1]) : NaN;
    return pixels > 0 ? pixels : DEFAULT_EDITOR_FONT_SIZE;
}
