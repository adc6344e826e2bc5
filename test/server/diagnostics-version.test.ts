import { afterEach, describe, expect, test } from 'vitest';
import { ROOM } from '../fixtures/small-room.js';
import { type InProcessClient, LspTestClient } from './lsp-test-client.js';

describe('the version published with the diagnostics', () => {
    let server: InProcessClient | undefined;
    afterEach(() => server?.dispose());

    test('is the version of the text they were found in', async () => {
        server = LspTestClient.inProcess();
        await server.initialize({ capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } } });
        const uri = 'file:///versions/room.ghs';
        const opened = await server.setText(uri, ROOM('C2'));
        expect(opened.version).toBe(1);
        expect((await opened.diagnostics).version).toBe(1);
        const changed = await server.setText(uri, ROOM('c2'));
        const published = await changed.diagnostics;
        expect(published.version).toBe(2);
        expect(published.diagnostics.map(d => d.message)).toContain("'c2' is not a coordinate: column letters are upper case. Write 'C2'.");
    });

    test('names the last of several changes read together, never an earlier one', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const uri = 'file:///versions/typed.ghs';
        await (await server.setText(uri, ROOM('C2'))).diagnostics;
        let last: Awaited<ReturnType<InProcessClient['setText']>> | undefined;
        for (const hero of ['D2', 'E2', 'E3', 'D3']) {
            last = await server.setText(uri, ROOM(hero));
        }
        expect(last!.version).toBe(5);
        // The changes come faster than a scenario is read: they are read together, as the last text.
        expect((await last!.diagnostics).version).toBe(5);
        // Every publication since the first names a version the client sent, in the order it sent them.
        const versions = server.diagnostics.filter(p => p.uri === uri).map(p => p.version);
        expect(versions.every(v => typeof v === 'number' && v >= 1 && v <= 5)).toBe(true);
        expect(versions).toEqual([...versions].sort((a, b) => a! - b!));
    });
});
