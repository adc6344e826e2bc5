import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { type InProcessClient, LspTestClient } from './lsp-test-client.js';

/** The editor's diagnostics judge `expect after` and `damage` through the language server, as `ghs check` does. */

const fixture = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/cli/state/guard-rush.ghs');

let server: InProcessClient | undefined;
afterEach(async () => {
    await server?.dispose();
    server = undefined;
});

describe('expectations of state in the editor', () => {
    test('a line that playing does not bear out is an error on that line, with the arithmetic', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const { diagnostics } = await server.setText('file:///state/guard-rush.ghs', readFileSync(fixture, 'utf8'));
        const failed = (await diagnostics).diagnostics.filter(d => d.code === IssueCodes.StateExpectFailed || d.code === IssueCodes.DamageExpectFailed);
        expect(failed.map(d => ({ message: d.message, range: d.range, severity: d.severity }))).toEqual([{
            message: "After Guard1's turn, Hero10 has 6 hp, not 5. Playing gave: Guard1's attack 1 on Hero10: " +
                'attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Hero10\'s shield 1 blocks 1: 2 damage; Hero10 8 \u2192 6 hp.',
            range: { start: { line: 21, character: 4 }, end: { line: 21, character: 15 } },
            severity: 1
        }]);
    });
});
