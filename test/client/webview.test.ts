import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToWebview } from '../../client/src/preview-protocol.js';
import type { BoardView } from '../../language/view/board-view.js';
import { type PreviewPageServer, type ThemeName, chromiumMissing, launchChromium, repoRoot, servePreviewPage } from './webview-page.js';

/**
 * The preview page in a real browser: the messages the extension would send are replayed into it,
 * and what it draws and posts back is read from the DOM and the recorded posts.
 */

const fixture: BoardView = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/board-views/guard-post.json'), 'utf8'));
const decision = fixture.decisions[0];
const boardMessage: ToWebview = { type: 'board', view: fixture, uri: 'file:///work/guard-post.ghs', version: 1 };
const resultsDir = resolve(repoRoot, 'test-results');

const missing = chromiumMissing();
if (missing) {
    console.warn(`webview tests skipped: ${missing}`);
}

/** The page's globals these tests touch: the functions passed to evaluate run in the browser, where they exist. */
interface PageGlobals {
    postMessage(message: unknown, targetOrigin: string): void;
    __posted: Array<Record<string, unknown>>;
    __state: unknown;
    document: { querySelector(selector: string): ({ __mark?: boolean }) | null };
}


async function send(page: Page, message: unknown): Promise<void> {
    await page.evaluate(m => (globalThis as unknown as PageGlobals).postMessage(m, '*'), message);
}

async function posted(page: Page): Promise<Array<Record<string, unknown>>> {
    return page.evaluate(() => (globalThis as unknown as PageGlobals).__posted);
}

async function clearPosted(page: Page): Promise<void> {
    await page.evaluate(() => { (globalThis as unknown as PageGlobals).__posted.length = 0; });
}

/** Tags the drawn SVG element, so a later check can tell whether it was replaced. */
async function markBoard(page: Page): Promise<void> {
    await page.evaluate(() => {
        const svg = (globalThis as unknown as PageGlobals).document.querySelector('#board svg');
        if (svg) {
            svg.__mark = true;
        }
    });
}

async function boardStillMarked(page: Page): Promise<boolean> {
    return page.evaluate(() => (globalThis as unknown as PageGlobals).document.querySelector('#board svg')?.__mark === true);
}

describe.skipIf(missing !== undefined)('preview page in Chromium', () => {
    let browser: Browser;
    let server: PreviewPageServer;
    let page: Page;
    const cspViolations: string[] = [];

    async function openPage(theme: ThemeName, state?: unknown): Promise<Page> {
        await server?.close();
        server = await servePreviewPage(theme, state);
        const next = await browser.newPage({ viewport: { width: 760, height: 900 } });
        next.on('console', message => {
            if (message.type() === 'error') {
                cspViolations.push(message.text());
            }
        });
        await next.goto(server.url);
        // The page says it is ready once its listener is installed; nothing is sent before that.
        await next.waitForFunction(() => (globalThis as unknown as PageGlobals).__posted.some(m => m.type === 'ready'));
        return next;
    }

    beforeAll(async () => {
        mkdirSync(resultsDir, { recursive: true });
        browser = await launchChromium();
        page = await openPage('light');
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    it('posts ready first and shows that it waits for the language server', async () => {
        expect((await posted(page))[0]).toEqual({ type: 'ready' });
        await send(page, { type: 'waiting', reason: 'Waiting for the language server…' });
        await expect.poll(() => page.locator('#status').textContent()).toBe('Waiting for the language server…');
        expect(await page.locator('#status').isVisible()).toBe(true);
        expect(await page.locator('#board svg').count()).toBe(0);
        expect(await page.locator('#board').isVisible()).toBe(false);
    });

    it('draws the hexes, terrain and figures of the board', async () => {
        await send(page, boardMessage);
        await page.locator('#board svg').waitFor();
        expect(await page.locator('#status').isVisible()).toBe(false);
        expect(await page.locator('g.ghs-hex').count()).toBe(48);
        expect(await page.locator('g.ghs-figures > g.ghs-figure').count()).toBe(fixture.figures.length);
        for (const figure of fixture.figures) {
            expect(await page.locator(`[data-figure="${figure.name}"] .ghs-name`).textContent()).toBe(figure.name);
        }
        expect(await page.locator('[data-figure="Hero10"] .ghs-token-text').textContent()).toBe('10');
        expect(await page.locator('.ghs-terrain .ghs-sym-icy').count()).toBe(1);
        expect(await page.locator('.ghs-thin-walls .ghs-thin-wall').count()).toBe(1);
        // The legend names what the board shows: here icy terrain and a thin wall among the rest.
        expect(await page.locator('.ghs-legend [data-legend="icy"]').count()).toBe(1);
        expect(await page.locator('.ghs-legend [data-legend="thin wall"]').count()).toBe(1);
        expect(await page.locator('#title').textContent()).toBe('Guard post');
        expect(await page.locator('#note').textContent()).toBe(fixture.note);
    });

    it('selects the first monster that acts and draws its decision', async () => {
        expect(await page.locator('#monster').inputValue()).toBe('Guard');
        const chosen = page.locator('.ghs-option.ghs-chosen');
        expect(await chosen.getAttribute('data-option')).toBe('0');
        expect(await chosen.locator('.ghs-path').count()).toBe(1);
        expect(await chosen.locator('.ghs-arrow').count()).toBe(decision.options[0].path.length);
        expect(await chosen.locator('.ghs-destination').getAttribute('data-hex')).toBe('D3');
        expect(await chosen.locator('.ghs-area').count()).toBe(2);
        expect(await chosen.locator('.ghs-los').count()).toBe(2);
        expect(await page.locator('.ghs-target-mark').evaluateAll(marks => marks.map(m => m.getAttribute('data-target')).sort()))
            .toEqual(['Hero10', 'Hero20']);
        expect(await page.locator('[data-focus]').getAttribute('data-focus')).toBe('Hero20');
        expect(await page.locator('.ghs-option.ghs-alt').getAttribute('data-option')).toBe('1');
    });

    it('says why the options tie and lists the reasons', async () => {
        expect(await page.locator('#tie').isVisible()).toBe(true);
        expect(await page.locator('#tie').textContent()).toBe(decision.tie?.text);
        expect(await page.locator('#reasons li').count()).toBe(decision.reasons.length);
        expect(await page.locator('#options button').count()).toBe(2);
        // The numbers keep the toolbar one row; each button's name and tooltip say what the option does.
        expect(await page.locator('#options button').allTextContents()).toEqual(['1', '2']);
        expect(await page.locator('#options button').evaluateAll(buttons => buttons.map(b => [b.getAttribute('aria-label'), b.getAttribute('title')])))
            .toEqual([
                ['Option 1: moves to D3 · attacks Hero20, Hero10', 'Option 1: moves to D3 · attacks Hero20, Hero10'],
                ['Option 2: moves to E5 · attacks Hero20, Hero10', 'Option 2: moves to E5 · attacks Hero20, Hero10']
            ]);
        await page.screenshot({ path: resolve(resultsDir, 'webview-light.png'), fullPage: true });
    });

    it('switches option from its button, and keeps it on a new board without redrawing needlessly', async () => {
        await page.locator('#options button[data-option="1"]').click();
        await expect.poll(() => page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('1');
        expect(await page.locator('.ghs-option.ghs-chosen .ghs-destination').getAttribute('data-hex')).toBe('E5');
        await markBoard(page);
        await send(page, { ...boardMessage, version: 2 });
        await send(page, { type: 'waiting', reason: 'unused' });
        await send(page, { type: 'select', monster: 'Guard' });
        await expect.poll(() => page.locator('#status').textContent()).toBe('unused');
        expect(await boardStillMarked(page)).toBe(true);
        await send(page, { ...boardMessage, version: 3, view: { ...fixture, title: 'Guard post, edited' } });
        await expect.poll(() => page.locator('#title').textContent()).toBe('Guard post, edited');
        expect(await page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('1');
        expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__state)).toMatchObject({ monster: 'Guard', option: 1, uri: boardMessage.uri });
    });

    it('chooses an option by clicking its faded destination on the board', async () => {
        await page.locator('.ghs-option.ghs-alt .ghs-destination').click();
        await expect.poll(() => page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('0');
    });

    it('draws the option the user browses in the editor\'s picker, and a bad option not at all', async () => {
        await send(page, { type: 'select', monster: 'Guard', option: 1 });
        await expect.poll(() => page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('1');
        expect(await page.locator('#options button[data-option="1"]').getAttribute('aria-pressed')).toBe('true');
        await send(page, { type: 'select', monster: 'Guard', option: 0 });
        await expect.poll(() => page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('0');
        await markBoard(page);
        await send(page, { type: 'select', monster: 'Guard', option: -1 });
        await send(page, { type: 'select', monster: 'Guard', option: 7 });
        await send(page, { type: 'waiting', reason: 'after the bad options' });
        await expect.poll(() => page.locator('#status').textContent()).toBe('after the bad options');
        expect(await page.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('0');
        expect(await boardStillMarked(page)).toBe(true);
    });

    it('posts reveal with the statement of a clicked figure or of the figure on a clicked hex', async () => {
        await clearPosted(page);
        // Beside the token, where the hex itself is under the pointer: near its left corner, at whatever size it is drawn.
        const b5 = page.locator('g.ghs-hex[data-hex="B5"]');
        const b5Box = (await b5.boundingBox())!;
        await b5.click({ position: { x: b5Box.width * 0.12, y: b5Box.height / 2 } });
        const wolf = fixture.figures.find(f => f.name === 'Wolf')!;
        await expect.poll(() => posted(page)).toEqual([{ type: 'reveal', line: wolf.source!.line, character: wolf.source!.character }]);
        await clearPosted(page);
        await page.locator('[data-figure="Hero30"]').click();
        const hero30 = fixture.figures.find(f => f.name === 'Hero30')!;
        await expect.poll(() => posted(page)).toEqual([{ type: 'reveal', line: hero30.source!.line, character: hero30.source!.character }]);
        await clearPosted(page);
        await page.locator('g.ghs-hex[data-hex="H3"]').click();
        await page.locator('#rotate').focus();
        expect(await posted(page)).toEqual([]);
    });

    it('asks the extension to play the chosen option', async () => {
        await clearPosted(page);
        await page.locator('#play').click();
        await expect.poll(() => posted(page)).toEqual([{ type: 'playTurn', monster: 'Guard', option: 0 }]);
    });

    it('turns the grid a quarter and back', async () => {
        await page.locator('#rotate').click();
        await expect.poll(() => page.locator('#board svg').getAttribute('class')).toContain('ghs-rotated');
        expect(await page.locator('#rotate').getAttribute('aria-pressed')).toBe('true');
        await page.screenshot({ path: resolve(resultsDir, 'webview-rotated.png'), fullPage: true });
        await page.locator('#rotate').click();
        await expect.poll(() => page.locator('#board svg').getAttribute('class')).not.toContain('ghs-rotated');
    });

    it('follows the settings the extension sends, the user\'s own rotation first', async () => {
        await send(page, { type: 'settings', settings: { coordinates: false, orientation: 'pointy' } });
        await expect.poll(() => page.locator('.ghs-coord').count()).toBe(0);
        expect(await page.locator('#board svg').getAttribute('class')).not.toContain('ghs-rotated');
        await send(page, { type: 'settings', settings: { coordinates: true, orientation: 'flat' } });
        await expect.poll(() => page.locator('.ghs-coord').count()).toBeGreaterThan(0);
    });

    it('draws pointy-topped rows when that is the setting and the user has not turned the grid', async () => {
        const fresh = await openPage('light');
        await send(fresh, { type: 'settings', settings: { coordinates: true, orientation: 'pointy' } });
        await send(fresh, boardMessage);
        await expect.poll(() => fresh.locator('#board svg').getAttribute('class')).toContain('ghs-rotated');
        expect(await fresh.locator('#rotate').getAttribute('aria-pressed')).toBe('true');
        await fresh.close();
    });

    it('says so when no monster takes a turn', async () => {
        const fresh = await openPage('light');
        await send(fresh, { ...boardMessage, view: { ...fixture, decisions: [] } });
        await expect.poll(() => fresh.locator('#summary').textContent()).toBe('No monster takes a turn now: each one has acted this round or has no ability.');
        expect(await fresh.locator('#decision').isVisible()).toBe(true);
        expect(await fresh.locator('#play').isDisabled()).toBe(true);
        await fresh.close();
    });

    it('says the board is incomplete when the file has syntax errors, and never that each monster has acted', async () => {
        const fresh = await openPage('light');
        const incomplete = { lines: [3], message: 'The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. Fix the syntax errors first.' };
        await send(fresh, { ...boardMessage, view: { ...fixture, decisions: [], incomplete } });
        await expect.poll(() => fresh.locator('#incomplete').textContent()).toBe(incomplete.message);
        expect(await fresh.locator('#incomplete').isVisible()).toBe(true);
        expect(await fresh.locator('#summary').textContent()).toBe('No monster\'s turn is shown until the board is whole.');
        await send(fresh, { ...boardMessage, version: 2, view: { ...fixture, incomplete } });
        await expect.poll(() => fresh.locator('#summary').textContent()).toContain(decision.monster);
        expect(await fresh.locator('#incomplete').isVisible()).toBe(true);
        expect(await fresh.locator('#play').isDisabled()).toBe(true);
        await send(fresh, { ...boardMessage, version: 3 });
        await expect.poll(() => fresh.locator('#incomplete').isVisible()).toBe(false);
        expect(await fresh.locator('#play').isDisabled()).toBe(false);
        await fresh.close();
    });

    it('drops malformed messages', async () => {
        const before = await page.locator('#board').innerHTML();
        await send(page, { type: 'board', view: { title: 'broken' } });
        await send(page, { type: 'select', monster: '<img src=x>' });
        await send(page, 'board');
        expect(await page.locator('#board').innerHTML()).toBe(before);
    });

    it('restores the saved selection when the page is reloaded', async () => {
        const reloaded = await openPage('dark', { uri: boardMessage.uri, monster: 'Guard', option: 1, rotate: false });
        await send(reloaded, boardMessage);
        await expect.poll(() => reloaded.locator('.ghs-option.ghs-chosen').getAttribute('data-option')).toBe('1');
        await reloaded.screenshot({ path: resolve(resultsDir, 'webview-dark.png'), fullPage: true });
        await reloaded.close();
    });

    it('stays readable in high contrast', async () => {
        const contrast = await openPage('highContrast');
        await send(contrast, boardMessage);
        await contrast.locator('#board svg').waitFor();
        const stroke = await contrast.locator('g.ghs-hex polygon').first().evaluate(el => (globalThis as unknown as { getComputedStyle(e: unknown): { strokeWidth: string } }).getComputedStyle(el).strokeWidth);
        expect(stroke).toBe('2px');
        await contrast.screenshot({ path: resolve(resultsDir, 'webview-high-contrast.png'), fullPage: true });
        await contrast.close();
    });

    it('breaks no rule of its content security policy', () => {
        expect(cspViolations).toEqual([]);
    });
});
