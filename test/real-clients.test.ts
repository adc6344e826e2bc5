import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumMissing } from './client/webview-page.js';
import { skipReason as cliSkipReason } from './cli/run-ghs.js';

/**
 * The tests that drive real clients (Chromium, Neovim, the stdio server) skip, with a reason,
 * where a client is missing, so `npm test` passes on a bare machine. CI installs the clients and
 * sets GHS_REQUIRE_REAL_CLIENTS: there, a missing client fails here instead of skipping quietly.
 */
const required = process.env.GHS_REQUIRE_REAL_CLIENTS === '1';
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe.runIf(required)('real clients are present (GHS_REQUIRE_REAL_CLIENTS=1)', () => {
    it('Chromium, for the preview page', () => {
        expect(chromiumMissing()).toBeUndefined();
    });

    it('Neovim, as a second LSP client', () => {
        expect(spawnSync('nvim', ['--version']).error).toBeUndefined();
    });

    it('the built language server, for the stdio tests', () => {
        expect(existsSync(resolve(repo, 'out/server/main.cjs'))).toBe(true);
    });

    it('the built command line and the system Node, for the command-line tests', () => {
        expect(cliSkipReason).toBeUndefined();
    });
});
