import { afterEach, describe, expect, test } from 'vitest';
import { RawServer, skipReason } from './raw-stdio-client.js';

const DEEP = '['.repeat(5000) + ']'.repeat(5000);
const HOVER = { textDocument: { uri: 'file:///deep/none.ghs' }, position: { line: 0, character: 0 } };

/** The server answers a request sent after the hostile frame: it kept reading and serving. */
async function stillServes(server: RawServer): Promise<void> {
    const answer = await server.request('workspace/symbol', { query: '' });
    expect(answer.error).toBeUndefined();
    expect(server.alive).toBe(true);
}

describe.skipIf(skipReason !== undefined)('the language server over stdio, under deeply nested messages', () => {
    let server: RawServer | undefined;

    afterEach(async () => {
        await server?.stop();
        server = undefined;
    });

    test('a frame of 5,000 nested arrays is answered with Invalid Request; shutdown is then answered and the exit status is 0', async () => {
        server = await RawServer.initialized();
        const from = server.received.length;
        server.writeFrame(DEEP);
        const answer = await server.waitFor(m => m.id === null && m.error !== undefined, 'an error answer', 10_000, from);
        expect(answer.error).toEqual({ code: -32600, message: 'Invalid Request: a message must be a JSON object (batches are not supported).' });
        await stillServes(server);
        const shutdown = await server.request('shutdown');
        expect(shutdown.error).toBeUndefined();
        server.notify('exit', undefined);
        expect(await server.exited).toBe(0);
    });

    test('a deeply nested method, id or params is answered with an error to the id it can name, and the server goes on', async () => {
        server = await RawServer.initialized();
        // Written by hand: JSON.stringify itself cannot write such a value.
        const hover = JSON.stringify(HOVER);
        const cases = [
            { body: `{"jsonrpc":"2.0","id":11,"method":${DEEP},"params":${hover}}`, id: 11 },
            { body: `{"jsonrpc":"2.0","id":${DEEP},"method":"textDocument/hover","params":${hover}}`, id: null },
            { body: `{"jsonrpc":"2.0","id":12,"method":"textDocument/hover","params":{"extra":${DEEP}}}`, id: 12 },
            { body: `{"jsonrpc":"2.0","method":"textDocument/didOpen","params":${DEEP}}`, id: null }
        ];
        for (const { body, id } of cases) {
            const from = server.received.length;
            server.writeFrame(body);
            const answer = await server.waitFor(m => m.id === id && m.error !== undefined, `the error answer to ${String(id)}`, 10_000, from);
            expect(answer.error).toEqual({ code: -32600, message: 'Invalid Request: the message nests arrays and objects deeper than 64 levels.' });
        }
        await stillServes(server);
    });

    test('deep params on a request before initialize are answered, and initialize then works', async () => {
        server = RawServer.start();
        const from = server.received.length;
        server.writeFrame(`{"jsonrpc":"2.0","id":"early","method":"textDocument/hover","params":${DEEP}}`);
        const answer = await server.waitFor(m => m.id === 'early', 'the answer to the early request', 10_000, from);
        expect(answer.error?.code).toBe(-32600);
        const init = await server.request('initialize', { processId: null, rootUri: null, workspaceFolders: null, capabilities: {} });
        expect(init.result).toBeDefined();
        server.notify('initialized', {});
        await stillServes(server);
    });

    test('after shutdown, a request is refused with Invalid Request and only exit is obeyed', async () => {
        server = await RawServer.initialized();
        await server.request('shutdown');
        const late = await server.request('textDocument/hover', HOVER);
        expect(late.error).toEqual({ code: -32600, message: 'Invalid Request: the server is shutting down; only exit is obeyed.' });
        server.notify('exit', undefined);
        expect(await server.exited).toBe(0);
    });
});
