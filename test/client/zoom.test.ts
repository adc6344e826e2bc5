import { describe, expect, test } from 'vitest';
import { parseState } from '../../client/src/preview-protocol.js';
import { MAX_ZOOM, MIN_ZOOM, fittedScale, parsePixels, zoomIn, zoomLabel, zoomOut } from '../../client/webview/zoom.js';

/** The guard-post board at hex size 36: its names are 10.08 units high. */
const board = { boardWidth: 515, boardHeight: 470, smallestText: 10.08, editorFontSize: 14 };

describe('the preview\'s board size', () => {
    test('fills the room the panel has, whichever side runs out first', () => {
        expect(fittedScale({ ...board, availableWidth: 1030, availableHeight: 2000 })).toBe(2);
        expect(fittedScale({ ...board, availableWidth: 2000, availableHeight: 940 })).toBe(2);
    });

    test('never draws the smallest text below 0.85 × the editor\'s font size: a narrow panel scrolls', () => {
        const scale = fittedScale({ ...board, availableWidth: 300, availableHeight: 300 });
        expect(scale * board.smallestText).toBeCloseTo(11.9, 10);
        expect(fittedScale({ ...board, availableWidth: 300, availableHeight: 300, editorFontSize: 20 }) * board.smallestText).toBeCloseTo(17, 10);
    });

    test('nor, in a panel with room to spare, above 1.5 × the editor\'s font size', () => {
        expect(fittedScale({ ...board, availableWidth: 5000, availableHeight: 5000 }) * board.smallestText).toBeCloseTo(21, 10);
    });

    test('without text to keep legible, only fills', () => {
        expect(fittedScale({ ...board, smallestText: undefined, availableWidth: 257.5, availableHeight: 2000 })).toBe(0.5);
    });

    test('falls back to 1 on a drawing without size', () => {
        expect(fittedScale({ ...board, boardWidth: 0, boardHeight: 0, smallestText: undefined, availableWidth: 0, availableHeight: 0 })).toBe(1);
    });

    test('zooms in steps of a quarter that come back to 1, within bounds', () => {
        expect(zoomIn(1)).toBe(1.25);
        expect(zoomOut(zoomIn(zoomIn(1)))).toBe(1.25);
        expect(zoomOut(zoomOut(zoomIn(zoomIn(1))))).toBe(1);
        expect(zoomOut(1)).toBe(0.8);
        expect(zoomIn(0.8)).toBe(1);
        expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
        expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
        expect(zoomLabel(1.563)).toBe('156%');
    });

    test('reads the editor font size VS Code gives the page', () => {
        expect(parsePixels('14px')).toBe(14);
        expect(parsePixels(' 18.5px')).toBe(18.5);
        expect(parsePixels('')).toBe(14);
        expect(parsePixels('large')).toBe(14);
    });

    test('keeps a saved zoom within bounds, and drops anything else', () => {
        expect(parseState({ zoom: 1.25 })).toEqual({ zoom: 1.25 });
        expect(parseState({ zoom: 100 })).toEqual({});
        expect(parseState({ zoom: '2' })).toEqual({});
    });
});
