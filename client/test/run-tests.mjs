// @ts-check
// Runs the extension-host tests in a real VS Code with @vscode/test-electron. Nothing is
// downloaded: VSCODE_EXECUTABLE must name an installed VS Code, or the run is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const executable = process.env.VSCODE_EXECUTABLE;

if (!executable) {
    console.log('extension-host tests skipped: set VSCODE_EXECUTABLE to a VS Code binary to run them (nothing is downloaded at test time).');
    process.exit(0);
}

const { runTests } = await import('@vscode/test-electron');
const suite = join(root, 'out/client-test/index.cjs');
await esbuild.build({
    entryPoints: [join(root, 'client/test/suite/index.ts')],
    outfile: suite,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: ['vscode'],
    logLevel: 'warning',
    loader: { '.css': 'text' }
});

const profile = mkdtempSync(join(tmpdir(), 'ghs-vscode-test-'));
try {
    await runTests({
        vscodeExecutablePath: executable,
        extensionDevelopmentPath: root,
        extensionTestsPath: suite,
        extensionTestsEnv: { GHS_TEST_WORKSPACE: join(root, 'test/fixtures/e2e-workspace') },
        launchArgs: [join(root, 'test/fixtures/e2e-workspace'), '--disable-extensions', '--disable-workspace-trust',
            `--user-data-dir=${join(profile, 'user')}`, `--extensions-dir=${join(profile, 'extensions')}`]
    });
} catch (error) {
    console.error(`extension-host tests failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
} finally {
    rmSync(profile, { recursive: true, force: true });
}
