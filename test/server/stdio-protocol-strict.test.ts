import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { ROOM, RawServer, skipReason } from './raw-stdio-client.js';


function logged(server: RawServer, text: string, from = 0): Promise<unknown> {
    return server.waitFor(m => m.method === 'window/logMessage' && (m.params as { message: string }).message === text, `the log '${text}'`, 30_000, from);
}

describe.skipIf(skipReason !== undefined)('the language server is strict where LSP is', () => {
    let server: RawServer | undefined;
    const folders: string[] = [];

    afterEach(async () => {
        await server?.stop();
        server = undefined;
        folders.splice(0).forEach(folder => rmSync(folder, { recursive: true, force: true }));
    });

    test('a didChange whose version is a string, or older than the one held, is refused and not applied', async () => {
        server = await RawServer.initialized();
        const uri = 'file:///strict/room.ghs';
        const opened = server.received.length;
        server.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'ghs', version: 5, text: ROOM } });
        await server.waitFor(m => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri, 'the first diagnostics', 30_000, opened);
        const from = server.received.length;
        server.notify('textDocument/didChange', { textDocument: { uri, version: '7' }, contentChanges: [{ text: ROOM.replace('Guard', 'Imp') }] });
        await logged(server, `Ignored a change of ${uri}: its version is not a whole number ("7").`, from);
        server.notify('textDocument/didChange', { textDocument: { uri, version: 4 }, contentChanges: [{ text: ROOM.replace('Guard', 'Imp') }] });
        await logged(server, `Ignored a change of ${uri}: its version 4 is older than the version 5 the server holds.`, from);
        const view = await server.request('ghs/boardView', { uri, version: 5 });
        expect((view.result as { version: number }).version).toBe(5);
        expect(JSON.stringify(view.result)).toContain('"Guard"');
        expect(JSON.stringify(view.result)).not.toContain('"Imp"');
        const versions = server.diagnosticsFor(uri).map(m => (m.params as { version?: unknown }).version);
        expect(versions.every(v => v === 5)).toBe(true);
    });

    test('a watched .ghs file outside the workspace folders is not read, served or listed', async () => {
        const inside = mkdtempSync(join(tmpdir(), 'ghs-inside-'));
        const outside = mkdtempSync(join(tmpdir(), 'ghs-outside-'));
        folders.push(inside, outside);
        writeFileSync(join(inside, 'near.ghs'), ROOM.replace('"Room"', '"Near"'));
        writeFileSync(join(outside, 'far.ghs'), ROOM.replace('"Room"', '"Far"'));
        server = await RawServer.initialized({}, pathToFileURL(inside).toString());
        const far = pathToFileURL(join(outside, 'far.ghs')).toString();
        const sneaky = `${pathToFileURL(inside).toString()}/../${outside.split('/').pop()}/far.ghs`;
        const from = server.received.length;
        server.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: far, type: 1 }, { uri: sneaky, type: 1 }] });
        await logged(server, 'Ignored 2 watched file change(s) outside the workspace folders.', from);
        const view = await server.request('ghs/boardView', { uri: far, version: 0 });
        expect(view.result).toBeUndefined();
        const symbols = await server.request('workspace/symbol', { query: '' });
        const names = (symbols.result as Array<{ name: string }>).map(s => s.name);
        expect(names).toContain('Near');
        expect(names).not.toContain('Far');
    });
});
