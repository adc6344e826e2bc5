import { ErrorCodes, LSPErrorCodes, ResponseError, WorkDoneProgress } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boardToGhs } from '../../bench/board-to-ghs.js';
import { largeBoard } from '../../bench/synthetic.js';
import { BoardViewRequest, ThreatMapRequest } from '../../server/protocol.js';
import { LspTestClient } from './lsp-test-client.js';

/* The corridor A1..E1 (each hex touches the next): the Guard at A1 moves 1 and attacks in melee. */
const corridor = [
    'scenario "Corridor" {',
    '  map A1..E1',
    '  character Hero at E1 initiative 10',
    '  monster Guard at A1 { move 1 attack 2 }',
    '}'
].join('\n');

describe('ghs/threatMap', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/corridor.ghs';
    const large = 'file:///work/large.ghs';

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('answers with the map for the character and the version it was drawn from', async () => {
        const { version, diagnostics } = await server.setText(uri, corridor);
        await diagnostics;
        const map = await server.connection.sendRequest(ThreatMapRequest, { uri, version, character: 'Hero' });
        expect(map.version).toBe(version);
        expect('hexes' in map && map.hexes.map(h => `${h.hex}:${h.attackers}:${h.focusedBy}`)).toEqual(['B1:1:1', 'C1:1:1', 'D1:0:1', 'E1:0:1']);
    });

    test('reports the hexes mapped as $/progress when the client gives a workDoneToken', async () => {
        // A board of its own, so that no map kept from an earlier test answers at once.
        const { version, diagnostics } = await server.setText(uri, corridor.replace('attack 2', 'attack 3'));
        await diagnostics;
        const seen: string[] = [];
        const listening = server.connection.onProgress(WorkDoneProgress.type, 'threat-1', value => {
            seen.push(value.kind === 'report' ? `${value.kind} ${value.percentage} ${value.message}` : value.kind);
        });
        const map = await server.connection.sendRequest(ThreatMapRequest, { uri, version, character: 'Hero', workDoneToken: 'threat-1' });
        await new Promise(resolve => setImmediate(resolve));
        listening.dispose();
        expect('hexes' in map && map.hexes).toHaveLength(4);
        expect(seen[0]).toBe('begin');
        expect(seen.at(-1)).toBe('end');
        expect(seen.filter(s => s.startsWith('report')).at(-1)).toBe('report 100 4 of 4 hexes');
    });

    test('says why there is no map for a name that is no character', async () => {
        const { version } = await server.setText(uri, corridor);
        const map = await server.connection.sendRequest(ThreatMapRequest, { uri, version, character: 'Guard' });
        expect(map).toEqual({ error: 'No character named Guard stands on the board: its characters are Hero.', version });
    });

    test('refuses params without a character with InvalidParams', async () => {
        const { version } = await server.setText(uri, corridor);
        await expect(server.connection.sendRequest(ThreatMapRequest, { uri, version } as never)).rejects.toMatchObject({
            code: ErrorCodes.InvalidParams,
            message: 'Invalid params: ghs/threatMap needs { uri, version, character }: the character is the name of the one whose map to draw.'
        });
    });

    test('answers other requests while it draws a large room, and a change of that room stops it', async () => {
        const text = boardToGhs(largeBoard('gloomhaven', 20, 6), 'Large');
        const opened = await server.setText(large, text);
        await opened.diagnostics;
        const small = await server.setText(uri, corridor);
        await small.diagnostics;
        const finished: string[] = [];
        const threat = server.connection.sendRequest(ThreatMapRequest, { uri: large, version: opened.version, character: 'Hero1' })
            .then(() => 'finished', (error: unknown) => error);
        const view = server.connection.sendRequest(BoardViewRequest, { uri, version: small.version }).then(v => {
            finished.push('board view');
            return v;
        });
        expect((await view).version).toBe(small.version);
        // The map of 363 hexes takes far longer than one board view: the view came first, while the
        // map was still being drawn, and the edit that follows stops it.
        await server.setText(large, `${text}\n`);
        const outcome = await threat;
        expect(outcome).toBeInstanceOf(ResponseError);
        expect((outcome as ResponseError<unknown>).code).toBe(LSPErrorCodes.ContentModified);
        expect((outcome as ResponseError<unknown>).message).toBe('The document changed while its threat map was being drawn.');
        expect(finished).toEqual(['board view']);
    });
});
