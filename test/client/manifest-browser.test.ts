import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { browserBuilds } from '../../scripts/browser-bundles.mjs';
import { repoRoot } from './webview-page.js';

const manifest = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { main: string; browser?: string };

/** Where esbuild.mjs writes each browser bundle. */
const [workerBundle, webExtensionBundle] = browserBuilds(true).map(options =>
    `out/${Object.keys(options.entryPoints as Record<string, string>)[0]}${options.outExtension?.['.js'] ?? '.js'}`);

describe('the extension manifest, on the web', () => {
    test('declares the web extension next to the desktop one, as the bundle esbuild writes', () => {
        expect(manifest.main).toBe('./out/client/extension.cjs');
        expect(manifest.browser).toBe(`./${webExtensionBundle}`);
        expect(webExtensionBundle).toBe('out/client/browser-extension.cjs');
        // The web extension starts the worker from this path (client/src/browser-extension.ts).
        expect(readFileSync(resolve(repoRoot, 'client/src/browser-extension.ts'), 'utf8')).toContain(`'out', 'server', 'browser-main.js'`);
        expect(workerBundle).toBe('out/server/browser-main.js');
    });

    test('packages both web bundles beside the desktop ones', () => {
        for (const bundle of [workerBundle, webExtensionBundle]) {
            expect(existsSync(resolve(repoRoot, bundle)), `${bundle} is built (npm run build)`).toBe(true);
        }
        const listed = execFileSync(process.execPath, [resolve(repoRoot, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' })
            .split('\n').map(line => line.trim()).filter(Boolean);
        expect(listed).toEqual(expect.arrayContaining(['out/client/extension.cjs', 'out/server/main.cjs', webExtensionBundle, workerBundle]));
        // Source maps and the command line's bundle stay out.
        expect(listed.filter(file => file.endsWith('.map') || file.startsWith('out/cli/'))).toEqual([]);
    });
});
