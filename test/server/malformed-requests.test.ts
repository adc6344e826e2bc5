import { ErrorCodes, ResponseError } from 'vscode-languageserver';
import { afterEach, describe, expect, test } from 'vitest';
import { RawServer, skipReason } from './raw-stdio-client.js';
import { shared } from './helpers.js';

describe('workspace/executeCommand', () => {
    test('an unknown command is refused with InvalidParams, not answered as if it had run', async () => {
        const refused = shared.lsp.ExecuteCommandHandler!.executeCommand('ghs.server.bogus', []);
        await expect(refused).rejects.toBeInstanceOf(ResponseError);
        await expect(refused).rejects.toMatchObject({
            code: ErrorCodes.InvalidParams, message: "There is no command 'ghs.server.bogus': the server runs ghs.server.playTurn and ghs.server.playRound."
        });
    });
});

describe.skipIf(skipReason !== undefined)('malformed requests over stdio', () => {
    let server: RawServer | undefined;

    afterEach(async () => {
        await server?.stop();
        server = undefined;
    });

    test('are answered with InvalidParams and a clear message, and the server logs no error', async () => {
        server = await RawServer.initialized();
        const textDocument = { uri: 'file:///malformed/x.ghs' };
        server.notify('textDocument/didOpen', { textDocument: { ...textDocument, languageId: 'ghs', version: 1, text: 'scenario "x" {\n  map A1..C3\n}' } });
        const asked: Array<[string, unknown, string]> = [
            ['ghs/monsterAt', { textDocument }, 'Invalid params: ghs/monsterAt needs position { line, character }, whole numbers from 0.'],
            ['textDocument/codeAction', { textDocument, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } },
                'Invalid params: textDocument/codeAction needs context { diagnostics }.'],
            ['ghs/threatMap', { uri: textDocument.uri, version: 1 },
                'Invalid params: ghs/threatMap needs { uri, version, character }: the character is the name of the one whose map to draw.'],
            ['textDocument/hover', { textDocument, position: { line: -1, character: -5 } },
                'Invalid params: textDocument/hover needs position { line, character }, whole numbers from 0.'],
            ['workspace/executeCommand', { command: 'ghs.server.bogus', arguments: [] },
                "There is no command 'ghs.server.bogus': the server runs ghs.server.playTurn and ghs.server.playRound."]
        ];
        for (const [method, params, message] of asked) {
            expect((await server.request(method, params)).error).toEqual({ code: ErrorCodes.InvalidParams, message });
        }
        const errors = server.received.filter(m => m.method === 'window/logMessage' && (m.params as { type: number }).type === 1);
        expect(errors).toEqual([]);
    });
});
