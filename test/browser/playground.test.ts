import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importLink } from '../../language/interchange/monster-mover-import.js';
import { buildPlayground } from '../../scripts/playground-build.mjs';
import { chromiumMissing, launchChromium, repoRoot } from '../client/webview-page.js';
import { type StaticSite, serveFolder } from './static-site.js';

/**
 * The playground as a reader gets it: built fresh from source, served by a plain static server,
 * used in Chromium. Every answer comes from the language server in the page's worker.
 */

const SEWER = 'Sewer corridor: the demon\'s sweep';
const sewerText = readFileSync(resolve(repoRoot, 'examples/jotl-sewer-corridor.ghs'), 'utf8');
const resultsDir = resolve(repoRoot, 'test-results');

const missing = chromiumMissing();
if (missing) {
    console.warn(`playground tests skipped: ${missing}`);
}

describe.skipIf(missing !== undefined)('the playground in Chromium', () => {
    let outdir: string;
    let site: StaticSite;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    const preview = () => page.frameLocator('#preview');
    /** The whole text, as CodeMirror's view holds it (its DOM has only the lines in sight); `cmTile` is where it keeps the view. */
    const editorText = (p: Page = page): Promise<string> => p.locator('.cm-content').evaluate(content =>
        (content as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }).cmTile.root.view.state.doc.toString());
    /** The version of the text the preview last drew (the playground puts it on the frame). */
    const boardVersion = async (): Promise<number> => Number(await page.locator('#preview').getAttribute('data-version'));
    /** Waits until the preview has drawn a text newer than `version`. */
    const newerBoard = (version: number) => expect.poll(boardVersion, { timeout: 30_000 }).toBeGreaterThan(version);
    /** The editor's line that holds `text`. */
    const line = (text: string, p: Page = page) => p.locator('.cm-line', { hasText: text }).first();

    beforeAll(async () => {
        outdir = mkdtempSync(join(tmpdir(), 'ghs-playground-'));
        await buildPlayground({ outdir, minify: true });
        site = await serveFolder(outdir);
        browser = await launchChromium();
        context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        page = await context.newPage();
        await page.goto(site.url);
        await page.locator('.cm-content').waitFor();
    });

    afterEach(async ({ task }) => {
        if (task.result?.state === 'fail' && page) {
            mkdirSync(resultsDir, { recursive: true });
            await page.screenshot({ path: join(resultsDir, `playground-failed-${task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.png`) }).catch(() => undefined);
        }
    });

    afterAll(async () => {
        await browser?.close();
        await site?.close();
        if (outdir) {
            rmSync(outdir, { recursive: true, force: true });
        }
    });

    it('loads with the first example, its board drawn beside it', async () => {
        await expect.poll(() => preview().locator('#board svg g.ghs-hex').count(), { timeout: 60_000 }).toBeGreaterThan(0);
        expect(await page.locator('#example option').allTextContents()).toContain(SEWER);
    });

    it('picks an example, and draws its decision', async () => {
        await page.locator('#example').selectOption({ label: SEWER });
        expect(await editorText()).toBe(sewerText);
        await expect.poll(() => preview().locator('#title').textContent(), { timeout: 30_000 }).toBe(SEWER);
        await expect.poll(() => preview().locator('#summary').textContent()).toBe('ChaosDemon: focus Hatchet · moves to F3 · attacks Hatchet, Voidwarden');
        expect(await preview().locator('.ghs-option.ghs-chosen .ghs-destination').getAttribute('data-hex')).toBe('F3');
        mkdirSync(resultsDir, { recursive: true });
        await page.screenshot({ path: join(resultsDir, 'playground.png') });
    });

    it('hovers a monster and reads its focus', async () => {
        await page.mouse.move(0, 0);
        await line('monster   ChaosDemon at I3').locator('span', { hasText: /^ChaosDemon$/ }).first().hover();
        const hover = page.locator('.cm-tooltip-hover');
        await expect.poll(() => hover.textContent(), { timeout: 30_000 }).toContain('Focus: Hatchet');
        await page.mouse.move(0, 0);
    });

    it('follows an edit of the text in the preview', async () => {
        await line('monster   ChaosDemon at I3').click();
        await page.keyboard.press('End');
        // The line ends `at I3 {`: the coordinate is three characters before its end. The new
        // one goes in as one input, so one undo takes it back however slowly the keys would come.
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('Shift+ArrowLeft');
        await page.keyboard.press('Shift+ArrowLeft');
        await page.keyboard.insertText('J3');
        await line('monster   ChaosDemon at J3 {').waitFor();
        await expect.poll(() => preview().locator('[data-figure="ChaosDemon"]').getAttribute('data-hex'), { timeout: 30_000 }).toBe('J3');
        const moved = await boardVersion();
        await page.keyboard.press('Control+z');
        await newerBoard(moved);
        expect(await preview().locator('[data-figure="ChaosDemon"]').getAttribute('data-hex')).toBe('I3');
        expect(await editorText()).toBe(sewerText);
    });

    it('marks an error where it is, with the server\'s message', async () => {
        await line('character Hatchet').click();
        await page.keyboard.press('End');
        await page.keyboard.insertText('\n  character Stray at Z9 initiative 50');
        const error = page.locator('.cm-lintRange-error');
        await expect.poll(() => error.count(), { timeout: 30_000 }).toBeGreaterThan(0);
        expect(await error.first().textContent()).toBe('Z9');
        await error.first().hover();
        await expect.poll(() => page.locator('.cm-tooltip-lint').textContent(), { timeout: 30_000 }).toMatch(/This hex Z9 is outside the map/);
        await page.mouse.move(0, 0);
        const withError = await boardVersion();
        await page.keyboard.press('Control+z');
        await expect.poll(editorText).toBe(sewerText);
        await newerBoard(withError);
    });

    it('plays the turn shown in the preview: the record of it lands in the text', async () => {
        await preview().locator('#play').click();
        await line('acted     ChaosDemon from I3 to F3 attacks Hatchet, Voidwarden').waitFor({ timeout: 30_000 });
        await line('monster   ChaosDemon at F3').waitFor();
        await expect.poll(() => preview().locator('[data-figure="ChaosDemon"]').getAttribute('data-hex'), { timeout: 30_000 }).toBe('F3');
        const played = await boardVersion();
        await page.locator('.cm-content').click();
        await page.keyboard.press('Control+z');
        await expect.poll(editorText).toBe(sewerText);
        await newerBoard(played);
    });

    it('makes a share link that opens the same scenario in a fresh page', async () => {
        await page.locator('#share').click();
        const link = await page.locator('#shared-link').inputValue();
        expect(link).toMatch(new RegExp(`^${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#ghs=[A-Za-z0-9_-]+$`));
        const fresh = await browser.newContext();
        try {
            const other = await fresh.newPage();
            await other.goto(link);
            await other.locator('.cm-content').waitFor();
            await expect.poll(() => editorText(other)).toBe(sewerText);
            await expect.poll(() => other.frameLocator('#preview').locator('#title').textContent(), { timeout: 60_000 }).toBe(SEWER);
        } finally {
            await fresh.close();
        }
    });

    it('opens a Monster Mover share link as a scenario', async () => {
        const links = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/monster-mover/links.json'), 'utf8')) as Array<{ link: string }>;
        const { text } = importLink(links[0].link);
        expect(text).toBeDefined();
        await page.locator('#link').fill(links[0].link);
        await page.locator('#open-link button[type="submit"]').click();
        await expect.poll(editorText).toBe(text);
        await expect.poll(() => preview().locator('#title').textContent(), { timeout: 30_000 }).toBe('Monster Mover board');
        expect(await preview().locator('#board svg g.ghs-figures > g.ghs-figure').count()).toBe(4);
    });

    it('runs a turn from the toolbar, asking which monster and which of its options, drawing each option as it is gone over', async () => {
        const links = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/monster-mover/links.json'), 'utf8')) as Array<{ link: string; options: number }>;
        const { text } = importLink(links[0].link);
        expect(links[0].options).toBe(3);
        await page.locator('#link').fill(links[0].link);
        await page.locator('#open-link button[type="submit"]').click();
        await expect.poll(editorText).toBe(text);
        await page.locator('#run-turn').click();
        const dialog = page.locator('#ask');
        await expect.poll(() => dialog.locator('h2').textContent(), { timeout: 30_000 }).toBe('Run monster turn');
        await dialog.locator('.choices button').first().click();
        await expect.poll(() => dialog.locator('h2').textContent(), { timeout: 30_000 }).toMatch(/'s turn: the players choose$/);
        const options = dialog.locator('.choices button');
        expect(await options.count()).toBe(3);
        await options.nth(1).hover();
        await expect.poll(() => preview().locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('1');
        await options.nth(1).click();
        await expect.poll(() => editorText().then(t => t.split('\n').filter(l => l.trim().startsWith('acted')).length), { timeout: 30_000 }).toBe(1);
        await page.locator('.cm-content').click();
        await page.keyboard.press('Control+z');
        await expect.poll(editorText).toBe(text);
    });

    it('plays a round from the toolbar, leaving the text what `ghs play --write` writes', async () => {
        const file = 'gloomhaven-hollow-gate-rounds.ghs';
        const copy = mkdtempSync(join(tmpdir(), 'ghs-playground-round-'));
        try {
            copyFileSync(resolve(repoRoot, 'examples', file), join(copy, file));
            execFileSync(process.execPath, [resolve(repoRoot, 'bin/ghs.cjs'), 'play', join(copy, file), '--rounds', '1', '--write'], { stdio: 'pipe' });
            const written = readFileSync(join(copy, file), 'utf8');
            const title = /scenario "([^"]*)"/.exec(written)![1];
            await page.locator('#example').selectOption({ label: title });
            await expect.poll(() => preview().locator('#title').textContent(), { timeout: 30_000 }).toBe(title);
            await page.locator('#run-round').click();
            // `ghs play` takes each monster's first option where the players choose: so does the answer given here.
            const dialog = page.locator('#ask');
            await expect.poll(() => dialog.locator('h2').textContent(), { timeout: 30_000 }).toMatch(/^Run round: the players choose /);
            await dialog.locator('.choices button', { hasText: 'First option for all' }).click();
            await expect.poll(editorText, { timeout: 60_000 }).toBe(written);
        } finally {
            rmSync(copy, { recursive: true, force: true });
        }
    });

    it('says why a link that is neither is not opened', async () => {
        await page.locator('#link').fill('https://example.org/not-a-scenario');
        await page.locator('#open-link button[type="submit"]').click();
        await expect.poll(() => page.locator('#status').textContent()).toMatch(/Paste a share link of this page \(…#ghs=…\) or a Monster Mover share link/);
    });

    it('works offline once loaded', async () => {
        await page.evaluate(() => (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready);
        const served = site.requests();
        await context.setOffline(true);
        try {
            await page.reload();
            await page.locator('.cm-content').waitFor();
            await page.locator('#example').selectOption({ label: SEWER });
            await expect.poll(() => preview().locator('#summary').textContent(), { timeout: 60_000 })
                .toBe('ChaosDemon: focus Hatchet · moves to F3 · attacks Hatchet, Voidwarden');
            expect(site.requests(), 'nothing was asked of the site').toBe(served);
        } finally {
            await context.setOffline(false);
        }
    });
});
