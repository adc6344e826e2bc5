import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, repoRoot } from '../client/webview-page.js';
import { type Profile, type RunningCodeServer, type Workbench, codeServerMissing, makeProfile, openWorkbench } from './code-server.js';
import { workbenchActions } from './workbench.js';

/**
 * The packaged extension as VS Code for the Web runs it: in the browser's web worker extension
 * host, its language server a web worker. code-server runs extensions in a Node extension host
 * by default; VS Code's `remote.extensionKind` setting, given `web` for this extension, makes the
 * workbench run it in the browser instead, from the manifest's `browser` entry. Nothing is
 * downloaded: the extension comes from the .vsix, the workbench from the cached code-server.
 */

const vsix = resolve(repoRoot, 'ghs-monster-ai.vsix');
const resultsDir = resolve(repoRoot, 'test-results');
const fixtureWorkspace = resolve(repoRoot, 'test/fixtures/e2e-workspace');
const manifest = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as { publisher: string; name: string };
const extensionId = `${manifest.publisher}.${manifest.name}`;

const missing = chromiumMissing() ?? codeServerMissing() ?? (existsSync(vsix) ? undefined : `no ${vsix} (run npm run package)`);

/** The command lines of the processes in code-server's process group (it and all it started). */
function processesOf(group: number): string[] {
    return execFileSync('ps', ['-eo', 'pgid=,args='], { encoding: 'utf8' }).split('\n')
        .map(line => /^\s*(\d+)\s+(.*)$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) === group)
        .map(m => m[2]);
}

describe('the web extension in a browser\'s worker extension host (code-server)', () => {
    let profile: Profile;
    let workbench: Workbench | undefined;
    let server: RunningCodeServer;
    let page: Page;
    let workspace: string;
    /** Every URL the page and its workers asked for. */
    const requested: string[] = [];
    const { hoverOver, quickOpen, runCommand, editorLine, token, previewFrame, pickRow } = workbenchActions(() => page);
    const shot = (name: string): Promise<Buffer> => page.screenshot({ path: join(resultsDir, `${name}.png`) });

    beforeAll(async () => {
        if (missing) {
            throw new Error(`the web extension test cannot run: ${missing}`);
        }
        mkdirSync(resultsDir, { recursive: true });
        profile = makeProfile({ 'remote.extensionKind': { [extensionId]: ['web'] } });
        workspace = join(profile.root, 'workspace');
        cpSync(fixtureWorkspace, workspace, { recursive: true });
        workbench = await openWorkbench(profile, workspace, vsix, context => context.on('request', request => requested.push(request.url())));
        ({ server, page } = workbench);
    });

    afterEach(async ({ task }) => {
        await workbench?.shotOnFailure(resultsDir, 'web-extension', task);
    });

    afterAll(async () => {
        await workbench?.close();
    });

    it('runs the browser entry in the web worker extension host, with no server process', async () => {
        await quickOpen('guard-post.ghs');
        // The code lens comes from the language server: it is running.
        await page.locator('.editor-instance .codelens-decoration a', { hasText: 'Run monster turn' }).first().waitFor({ timeout: 120_000 });
        const loaded = requested.map(url => decodeURIComponent(url));
        expect(loaded.filter(url => url.includes('/out/client/browser-extension.cjs')).length, 'the web extension was loaded').toBeGreaterThan(0);
        expect(loaded.filter(url => /\/out\/(client\/extension|server\/main)\.cjs/.test(url))).toEqual([]);
        const processes = processesOf(server.pid);
        expect(processes.length, 'code-server\'s processes are listed').toBeGreaterThan(0);
        expect(processes.filter(args => args.includes('out/server/main.cjs'))).toEqual([]);
        // The workbench says where each extension runs: ours in the browser's worker.
        await runCommand('Developer: Show Running Extensions');
        const row = page.locator('.monaco-list-row', { hasText: 'Gloomhaven Monster AI' });
        await row.first().waitFor({ timeout: 30_000 });
        expect(await row.first().textContent()).toMatch(/web worker/i);
        await shot('web-extension-running');
        await page.keyboard.press('Escape');
        await page.keyboard.press('Control+W');
    });

    it('shows the diagnostics of a broken scenario', async () => {
        await quickOpen('broken.ghs');
        await page.locator('.editor-instance .squiggly-error').first().waitFor({ timeout: 60_000 });
        const hover = await hoverOver('character Hero at Z9', 'Z9');
        await expect.poll(() => hover.textContent(), { timeout: 30_000 }).toContain('This hex Z9 is outside the map A1..C3: move it inside, or widen the \'map\'.');
        await page.keyboard.press('Escape');
    });

    it('hovers a monster and reads its focus', async () => {
        await quickOpen('guard-post.ghs');
        const hover = await hoverOver('monster   Guard', 'Guard');
        await expect.poll(() => hover.textContent(), { timeout: 30_000 }).toContain('Focus: Hero20');
        await shot('web-extension-hover');
        await page.keyboard.press('Escape');
    });

    it('opens the preview with the decision drawn, and plays the turn shown, one undo taking it back', async () => {
        await quickOpen('guard-post.ghs');
        await token('monster   Guard', 'Guard').click();
        await runCommand('GHS: Show Board Beside the Editor');
        const frame = previewFrame();
        await frame.locator('#board svg g.ghs-hex').first().waitFor({ timeout: 60_000 });
        expect(await frame.locator('#title').textContent()).toBe('Guard post');
        await expect.poll(() => frame.locator('#monster').inputValue()).toBe('Guard');
        const chosen = frame.locator('.ghs-option.ghs-chosen');
        await expect.poll(() => chosen.locator('.ghs-destination').getAttribute('data-hex')).toBe('D3');
        await page.mouse.move(640, 800);
        await shot('web-extension-preview');

        await token('monster   Guard', 'Guard').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        await pickRow('moves to E5 · attacks Hero20, Hero10').click();
        await editorLine('monster   Guard at E5').waitFor({ timeout: 30_000 });
        await editorLine('acted     Guard from G3 to E5 attacks Hero20, Hero10').waitFor();
        await expect.poll(() => frame.locator('[data-figure="Guard"]').getAttribute('data-hex'), { timeout: 30_000 }).toBe('E5');
        await page.keyboard.press('Control+Z');
        await editorLine('monster   Guard at G3').waitFor();
        expect(await editorLine('acted').count()).toBe(0);
    });

    it('opens a Monster Mover share link as a new scenario, checked by the worker', async () => {
        const links = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/monster-mover/links.json'), 'utf8')) as Array<{ link: string }>;
        // The palette shows this command's row under a group's label ("similar commands", "file
        // results"; the desktop extension's too), which runCommand takes for a command that did
        // not match: it is chosen as a person does, the one row listed.
        await page.keyboard.press('F1');
        const input = page.locator('.quick-input-widget input');
        await input.fill('>GHS: New Scenario from Monster Mover Link');
        await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: 'GHS: New Scenario from Monster Mover Link' }).waitFor();
        await page.keyboard.press('Enter');
        await page.locator('.quick-input-widget', { hasText: 'A Monster Mover share link' }).waitFor();
        await input.fill(links[0].link);
        await page.keyboard.press('Enter');
        await editorLine('scenario "Monster Mover board" {').waitFor({ timeout: 30_000 });
        // The language server reads the untitled document too: its monster gets its code lens.
        await page.locator('.editor-instance .codelens-decoration', { hasText: 'focus Hero10' }).first().waitFor({ timeout: 60_000 });
    });
});
