import { readFileSync } from 'node:fs';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BoardEdit, editBoard } from '../../language/edit/board-edit.js';
import { applyChanges } from '../../language/edit/text-change.js';
import { EditBoardRequest, type EditBoardResult } from '../../server/protocol.js';
import { analyzer, format, parse } from './helpers.js';
import { LspTestClient } from './lsp-test-client.js';

const SEWER = readFileSync(new URL('../../examples/jotl-sewer-corridor.ghs', import.meta.url), 'utf8');

function applied(text: string, result: EditBoardResult): string {
    if ('error' in result) {
        throw new Error(`refused: ${result.error}`);
    }
    return TextDocument.applyEdits(TextDocument.create('file:///x.ghs', 'ghs', 1, text), result.edits);
}

describe('ghs/editBoard', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/sewer.ghs';

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('answers with the edits for the version asked for', async () => {
        const { version } = await server.setText(uri, SEWER);
        const result = await server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'paint', terrain: 'difficult', hexes: ['G2'] } });
        expect(applied(SEWER, result)).toBe(SEWER.replace('  difficult G3, K2..K3', '  difficult G2..G3, K2..K3'));
    });

    test('refuses an edit that lacks what its kind needs with InvalidParams and says what is missing', async () => {
        const { version } = await server.setText(uri, SEWER);
        await expect(server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'thinWall' } as BoardEdit })).rejects.toMatchObject({
            code: -32602,
            message: "Invalid params: ghs/editBoard's thinWall edit needs { kind: 'thinWall', between }: the two hexes the wall stands between."
        });
        await expect(server.connection.sendRequest(EditBoardRequest, { uri, version: '7' as unknown as number, edit: { kind: 'erase', hexes: ['C2'] } }))
            .rejects.toMatchObject({ code: -32602, message: 'Invalid params: ghs/editBoard needs { uri, version }.' });
    });

    test('refuses a version the server no longer holds', async () => {
        const { version } = await server.setText(uri, SEWER);
        await server.setText(uri, `${SEWER}\n`);
        expect(await server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'erase', hexes: ['C2'] } }))
            .toEqual({ error: `the scenario changed: the server has version ${version + 1}, the edit was asked for version ${version}.` });
    });

    test('refuses a scenario with syntax errors', async () => {
        const { version } = await server.setText(uri, SEWER.replace('obstacle  C2', 'obstacle  C2 ,'));
        expect(await server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'erase', hexes: ['C2'] } }))
            .toEqual({ error: 'the scenario does not parse: mend its syntax errors before drawing.' });
    });

    test('refuses a document it does not know, and passes on the edit\'s own refusal', async () => {
        expect(await server.connection.sendRequest(EditBoardRequest, { uri: 'file:///work/none.ghs', version: 1, edit: { kind: 'erase', hexes: ['C2'] } }))
            .toEqual({ error: 'the server does not know file:///work/none.ghs: open it first.' });
        const { version } = await server.setText(uri, SEWER);
        expect(await server.connection.sendRequest(EditBoardRequest, { uri, version, edit: { kind: 'moveFigure', figure: 'ChaosDemon', to: 'C2' } }))
            .toEqual({ error: 'ChaosDemon cannot stand there: C2 is an obstacle: no figure stands on it.' });
    });
});

/** Every kind of edit on a formatted scenario leaves a text the formatter would not change. */
describe('board edits leave formatted text', () => {
    const edits: Array<[string, BoardEdit]> = [
        ['paint walls', { kind: 'paint', terrain: 'wall', hexes: ['B2', 'B3', 'B4'] }],
        ['paint a new kind', { kind: 'paint', terrain: 'trap', hexes: ['H4'] }],
        ['paint over other terrain', { kind: 'paint', terrain: 'icy', hexes: ['C2'] }],
        ['erase a split', { kind: 'erase', hexes: ['F1'] }],
        ['erase a statement', { kind: 'erase', hexes: ['C2'] }],
        ['add a thin wall', { kind: 'thinWall', between: ['H3', 'H4'] }],
        ['remove a thin wall', { kind: 'thinWall', between: ['C3', 'D3'] }],
        ['move a figure', { kind: 'moveFigure', figure: 'ChaosDemon', to: 'J4' }],
        ['add a character', { kind: 'addFigure', figure: 'character', at: 'B3' }],
        ['add a monster', { kind: 'addFigure', figure: 'monster', at: 'L3' }],
        ['delete a monster', { kind: 'deleteFigure', figure: 'ChaosDemon' }],
        ['grow the map', { kind: 'resizeMap', edge: 'right', by: 1 }],
        ['shrink the map', { kind: 'resizeMap', edge: 'bottom', by: -1 }],
        ['change the area', { kind: 'areaPattern', monster: 'ChaosDemon', origin: 'E4', hexes: ['E3', 'F3', 'D3'] }]
    ];

    test.each(edits)('%s', async (_name, edit) => {
        const formatted = await format(SEWER);
        const document = await parse(formatted);
        const result = editBoard(document.parseResult.value, formatted, edit);
        if ('error' in result) {
            throw new Error(`refused: ${result.error}`);
        }
        const text = applyChanges(formatted, result.changes);
        expect(text).not.toBe(formatted);
        expect(await format(text)).toBe(text);
    });
});

describe('the decision follows each stroke', () => {
    test('a trap on the demon\'s way sends it round', async () => {
        const before = await parse(SEWER);
        expect(analyzer.analyze(before.parseResult.value).worded[0].options.map(o => o.destination)).toEqual(['F3']);
        const result = editBoard(before.parseResult.value, SEWER, { kind: 'paint', terrain: 'trap', hexes: ['H3', 'H4', 'G4'] });
        if ('error' in result) {
            throw new Error(result.error);
        }
        const after = await parse(applyChanges(SEWER, result.changes));
        const destinations = analyzer.analyze(after.parseResult.value).worded[0].options.map(o => o.destination);
        expect(destinations).not.toEqual(['F3']);
    });
});
