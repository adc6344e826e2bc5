import { ErrorCodes, ResponseError } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BoardViewRequest, MonsterAtRequest, ThreatMapRequest } from '../../server/protocol.js';
import { LspTestClient } from './lsp-test-client.js';

/** A body of the wrong shape is refused with InvalidParams and the body expected, never an internal TypeError. */
describe('custom requests with a malformed body', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/params.ghs';

    beforeAll(async () => {
        await server.initialize();
        await server.setText(uri, 'scenario "P" {\n  map A1..C3\n  character Hero at C2 initiative 10\n  monster Guard at A1 { move 2 attack }\n}');
    });
    afterAll(() => server.dispose());

    async function refusal(request: Promise<unknown>): Promise<{ code: number; message: string }> {
        const outcome = await request.then(() => undefined, (error: unknown) => error);
        expect(outcome).toBeInstanceOf(ResponseError);
        const { code, message } = outcome as ResponseError<unknown>;
        return { code, message };
    }

    test('ghs/monsterAt', async () => {
        const send = (body: unknown) => server.connection.sendRequest(MonsterAtRequest.method, body);
        const invalid = (message: string) => ({ code: ErrorCodes.InvalidParams, message: `Invalid params: ${message}` });
        expect(await refusal(send({ uri, position: { line: 3, character: 2 } }))).toEqual(invalid('ghs/monsterAt needs textDocument { uri }.'));
        const position = invalid('ghs/monsterAt needs position { line, character }, whole numbers from 0.');
        expect(await refusal(send({ textDocument: { uri } }))).toEqual(position);
        expect(await refusal(send({ textDocument: { uri }, position: { line: '3', character: 2 } }))).toEqual(position);
        // the well-formed body is answered
        expect(await send({ textDocument: { uri }, position: { line: 3, character: 2 } })).toEqual({ monster: 'Guard' });
    });

    test('ghs/boardView and ghs/threatMap', async () => {
        expect(await refusal(server.connection.sendRequest(BoardViewRequest.method, { textDocument: { uri } })))
            .toEqual({ code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/boardView needs { uri, version }.' });
        // The custom requests check their versions as the edits do: a version that is not a whole number is no version.
        expect(await refusal(server.connection.sendRequest(BoardViewRequest.method, { uri, version: 'x' })))
            .toEqual({ code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/boardView needs { uri, version }.' });
        expect(await refusal(server.connection.sendRequest(ThreatMapRequest.method, { uri, version: '1', character: 'Hero' })))
            .toEqual({ code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/threatMap needs { uri, version }.' });
        const threat = { code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/threatMap needs { uri, version, character }: the character is the name of the one whose map to draw.' };
        expect(await refusal(server.connection.sendRequest(ThreatMapRequest.method, { uri, version: 1 }))).toEqual(threat);
        expect(await refusal(server.connection.sendRequest(ThreatMapRequest.method, [uri, 'Hero'])))
            .toEqual({ code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/threatMap needs its params as an object.' });
    });
});
