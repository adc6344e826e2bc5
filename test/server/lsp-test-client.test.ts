import { describe, expect, test } from 'vitest';
import { LspTestClient } from './lsp-test-client.js';
import { skipReason } from './server-process.js';

const ROOM = 'scenario "Room" {\n  map A1..C3\n  character Hero at C2 initiative 10\n}';

describe('the test client', () => {
    test('numbers the versions of a document it opens and changes, and hands back the diagnostics of each', async () => {
        const client = LspTestClient.inProcess();
        try {
            await client.initialize();
            const uri = 'file:///client/room.ghs';
            const opened = await client.setText(uri, ROOM);
            expect((await opened.diagnostics).diagnostics).toEqual([]);
            const changed = await client.setText(uri, ROOM.replace('C2', 'c2'));
            expect(changed.version).toBe(opened.version + 1);
            expect((await changed.diagnostics).diagnostics.map(d => d.code)).toEqual(['ghs.malformed-coordinate']);
        } finally {
            await client.dispose();
        }
    });

    test.skipIf(skipReason !== undefined)('fails a wait at once when the server process goes', async () => {
        const client = LspTestClient.spawned();
        try {
            await client.initialize();
            const waiting = client.diagnosticsWhere(() => false);
            client.transport.process.kill();
            await expect(waiting).rejects.toThrow(/^the server exited/);
        } finally {
            await client.dispose();
        }
    });
});
