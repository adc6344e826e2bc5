import { afterEach, describe, expect, test } from 'vitest';
import { type Message, RawServer, skipReason } from './raw-stdio-client.js';

if (skipReason) {
    console.log(`Skipping the hostile-input stdio test: ${skipReason}.`);
}

const ROOM = [
    'scenario "Room" {',
    '  map A1..C3',
    '  character Hero at C2 initiative 10',
    '  monster Guard at A1 { move 2 attack 2 }',
    '}'
].join('\n');

function open(server: RawServer, uri: string, text: unknown, languageId = 'ghs', version = 1): void {
    server.notify('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
}

/** Proof that the server still reads and answers: a scenario opened now is checked and hovered. */
async function stillAnswers(server: RawServer, uri = 'file:///hostile/proof.ghs'): Promise<void> {
    const from = server.received.length;
    open(server, uri, ROOM);
    await server.waitFor(m => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri,
        `diagnostics for ${uri}`, 30_000, from);
    const hover = await server.request('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 11 } });
    expect(JSON.stringify(hover.result)).toContain('Focus: Hero');
}

describe.skipIf(skipReason !== undefined)('the language server over stdio, under hostile input', () => {
    let server: RawServer | undefined;

    afterEach(async () => {
        await server?.stop();
        server = undefined;
    });

    test('a didOpen whose text is null is refused with a log message, and the server goes on', async () => {
        server = await RawServer.initialized();
        open(server, 'file:///hostile/null.ghs', null);
        const log = await server.waitFor(m => m.method === 'window/logMessage', 'a log message');
        expect((log.params as { message: string }).message)
            .toBe('Ignored the opening of file:///hostile/null.ghs: its text is not a string.');
        await stillAnswers(server);
        expect(server.diagnosticsFor('file:///hostile/null.ghs')).toEqual([]);
    });

    test('a didOpen of a document in another language is ignored, and the server goes on', async () => {
        server = await RawServer.initialized();
        open(server, 'file:///hostile/script.py', 'print(1)', 'python');
        server.notify('textDocument/didChange', { textDocument: { uri: 'file:///hostile/script.py', version: 2 }, contentChanges: [{ text: 'x' }] });
        await stillAnswers(server);
        expect(server.diagnosticsFor('file:///hostile/script.py')).toEqual([]);
        const hover: Message = await server.request('textDocument/hover',
            { textDocument: { uri: 'file:///hostile/script.py' }, position: { line: 0, character: 1 } });
        expect(hover.result ?? null).toBeNull();
        expect(server.stderr.join('')).toBe('');
    });
});
