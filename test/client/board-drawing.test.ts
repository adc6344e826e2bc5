import { applyAtVersion } from '../../client/src/versioned-apply.js';
import { describe, expect, test } from 'vitest';
import { drawOnBoard } from '../../client/src/board-drawing.js';
import { parseDrawFromWebview, parseDrawToWebview } from '../../client/src/draw-protocol.js';
import type { DrawToWebview } from '../../client/src/draw-protocol.js';
import type { EditBoardResult } from '../../server/protocol.js';

const URI = 'file:///work/guard-post.ghs';
const EDIT = { range: { start: { line: 1, character: 2 }, end: { line: 1, character: 4 } }, newText: 'C3' };

function host(answer: EditBoardResult | Error, applies = true, versions = [4, 4], typedWhileConverting?: number) {
    const told: DrawToWebview[] = [];
    const applied: unknown[] = [];
    const asked: unknown[] = [];
    const version = (): number => versions.length > 1 ? versions.shift()! : versions[0];
    return {
        told, applied, asked, version,
        uri: URI,
        editBoard: async (version: number, edit: unknown) => {
            asked.push({ version, edit });
            if (answer instanceof Error) {
                throw answer;
            }
            return answer;
        },
        apply: (edits: unknown, asked: number) => applyAtVersion({ get version() { return version(); } }, asked, async () => {
            // The editor's conversion waits: a keystroke may land meanwhile.
            if (typedWhileConverting !== undefined) {
                versions.splice(0, versions.length, typedWhileConverting);
            }
            return edits;
        }, async converted => {
            applied.push(converted);
            return applies;
        }),
        tell: (message: DrawToWebview) => told.push(message)
    };
}

describe('applying a drawn edit', () => {
    test('asks for the text as it is now and applies the answer as one edit', async () => {
        const h = host({ edits: [EDIT] });
        await drawOnBoard(h, { kind: 'erase', hexes: ['C3'] });
        expect(h.asked).toEqual([{ version: 4, edit: { kind: 'erase', hexes: ['C3'] } }]);
        expect(h.applied).toEqual([[EDIT]]);
        expect(h.told).toEqual([]);
    });

    test('a refusal goes back to the page with what was refused and why, for the document and the text it was made for', async () => {
        const h = host({ error: 'B1 is a wall.' });
        await drawOnBoard(h, { kind: 'moveFigure', figure: 'Guard', to: 'B1' });
        expect(h.applied).toEqual([]);
        expect(h.told).toEqual([{ type: 'editRefused', reason: 'Guard was not moved to B1: B1 is a wall.', uri: URI, version: 4 }]);
    });

    test('a server that fails or an editor that will not apply is said so', async () => {
        const failing = host(new Error('connection closed'));
        await drawOnBoard(failing, { kind: 'erase', hexes: ['A1'] });
        expect(failing.told).toEqual([{ type: 'editRefused', reason: 'No terrain was erased: the language server did not answer: connection closed.', uri: URI, version: 4 }]);
        const readOnly = host({ edits: [EDIT] }, false);
        await drawOnBoard(readOnly, { kind: 'erase', hexes: ['A1'] });
        expect(readOnly.told).toEqual([{ type: 'editRefused', reason: 'No terrain was erased: the editor did not apply the edit (the file may be read-only).', uri: URI, version: 4 }]);
    });

    test('edits are not applied when the text changes while they are converted for the editor', async () => {
        const h = host({ edits: [EDIT] }, true, [4, 4], 5);
        await drawOnBoard(h, { kind: 'erase', hexes: ['C3'] });
        expect(h.applied).toEqual([]);
        expect(h.told).toEqual([{ type: 'editRefused', reason: 'No terrain was erased: the scenario changed while the edit was worked out: draw it again.', uri: URI, version: 5 }]);
    });

    test('edits worked out for a text that changed meanwhile are not applied', async () => {
        const h = host({ edits: [EDIT] }, true, [4, 5]);
        await drawOnBoard(h, { kind: 'erase', hexes: ['C3'] });
        expect(h.applied).toEqual([]);
        // Said about the text as it is now, so that the board of that text shows it.
        expect(h.told).toEqual([{ type: 'editRefused', reason: 'No terrain was erased: the scenario changed while the edit was worked out: draw it again.', uri: URI, version: 5 }]);
    });
});

describe('the page\'s drawing messages', () => {
    test('well-formed edits pass', () => {
        for (const edit of [
            { kind: 'paint', terrain: 'trap', hexes: ['C3', 'C4'] },
            { kind: 'erase', hexes: ['A1'] },
            { kind: 'thinWall', between: ['C3', 'D3'] },
            { kind: 'moveFigure', figure: 'Guard', from: 'G3', to: 'G5' },
            { kind: 'addFigure', figure: 'monster', at: 'B2' },
            { kind: 'deleteFigure', figure: 'Wolf', at: 'B5' },
            { kind: 'resizeMap', edge: 'left', by: -1 },
            { kind: 'areaPattern', monster: 'Guard', at: 'G3', origin: 'A2', hexes: ['B2'] }
        ]) {
            expect(parseDrawFromWebview({ type: 'editBoard', version: 3, edit })).toEqual({ type: 'editBoard', version: 3, edit });
        }
    });

    test('anything else is dropped', () => {
        for (const edit of [
            { kind: 'paint', terrain: 'lava', hexes: ['C3'] },
            { kind: 'erase', hexes: ['c3'] },
            { kind: 'thinWall', between: ['C3'] },
            { kind: 'moveFigure', figure: 'no name', to: 'G5' },
            { kind: 'addFigure', figure: 'summon', at: 'B2' },
            { kind: 'resizeMap', edge: 'left', by: 5 },
            { kind: 'explode' }
        ]) {
            expect(parseDrawFromWebview({ type: 'editBoard', version: 3, edit })).toBeUndefined();
        }
        expect(parseDrawFromWebview({ type: 'editBoard', edit: { kind: 'erase', hexes: ['A1'] } })).toBeUndefined();
    });

    test('a refusal the page takes names the document and the version it was made for', () => {
        const refusal = { type: 'editRefused', reason: 'Guard was not moved to B1: B1 is a wall.', uri: URI, version: 4 };
        expect(parseDrawToWebview(refusal)).toEqual(refusal);
        expect(parseDrawToWebview({ type: 'editRefused', reason: refusal.reason })).toBeUndefined();
        expect(parseDrawToWebview({ ...refusal, version: '4' })).toBeUndefined();
        expect(parseDrawToWebview({ ...refusal, uri: 4 })).toBeUndefined();
    });
});
