import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToWebview } from '../../client/src/preview-protocol.js';
import type { BoardView } from '../../language/view/board-view.js';
import { type PreviewPageServer, chromiumMissing, launchChromium, repoRoot, servePreviewPage } from './webview-page.js';

/**
 * The preview's size in a real browser: the board fills the panel, its names and initiatives are
 * never smaller than the editor's font at the default zoom, and the zoom steps and is kept.
 */

const fixture: BoardView = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/board-views/guard-post.json'), 'utf8'));
const boardMessage: ToWebview = { type: 'board', view: fixture, uri: 'file:///work/guard-post.ghs', version: 1 };
const resultsDir = resolve(repoRoot, 'test-results');

const missing = chromiumMissing();

interface Matrix { a: number; b: number }
interface Measured { getAttribute(name: string): string | null; getScreenCTM(): Matrix | null }
interface PageGlobals {
    postMessage(message: unknown, targetOrigin: string): void;
    __posted: Array<Record<string, unknown>>;
    __state: { zoom?: number } | null;
}

/** The size a text is drawn at on screen, in CSS pixels: its font size times the drawing's scale. */
async function renderedSizes(page: Page, selector: string): Promise<number[]> {
    return page.locator(selector).evaluateAll(texts => texts.map(text => {
        const element = text as unknown as Measured;
        const matrix = element.getScreenCTM();
        return Number(element.getAttribute('font-size')) * (matrix ? Math.hypot(matrix.a, matrix.b) : NaN);
    }));
}

async function boardBox(page: Page): Promise<{ svgWidth: number; svgHeight: number; roomWidth: number; scrollWidth: number }> {
    return page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { querySelector(s: string): { getBoundingClientRect(): { width: number; height: number }; clientWidth: number; scrollWidth: number } } }).document;
        const svg = doc.querySelector('#board svg').getBoundingClientRect();
        const board = doc.querySelector('#board');
        return { svgWidth: svg.width, svgHeight: svg.height, roomWidth: board.clientWidth, scrollWidth: board.scrollWidth };
    });
}

async function zoomState(page: Page): Promise<number | undefined> {
    return page.evaluate(() => (globalThis as unknown as PageGlobals).__state?.zoom);
}

describe.skipIf(missing !== undefined)('the preview\'s size and zoom in Chromium', () => {
    let browser: Browser;
    const servers: PreviewPageServer[] = [];

    async function openBoard(size: { width: number; height: number }, state?: unknown, vars?: Record<string, string>): Promise<Page> {
        const server = await servePreviewPage('light', state, vars);
        servers.push(server);
        const page = await browser.newPage({ viewport: size });
        await page.goto(server.url);
        await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__posted.some(m => m.type === 'ready'));
        await page.evaluate(m => (globalThis as unknown as PageGlobals).postMessage(m, '*'), boardMessage);
        await page.locator('#board svg g.ghs-figure').first().waitFor();
        return page;
    }

    beforeAll(async () => {
        mkdirSync(resultsDir, { recursive: true });
        browser = await launchChromium();
    });

    afterAll(async () => {
        await browser?.close();
        await Promise.all(servers.map(s => s.close()));
    });

    it('draws names and initiatives at least as large as the editor\'s 14px font, in a panel of the default size', async () => {
        const page = await openBoard({ width: 760, height: 900 });
        const names = await renderedSizes(page, '.ghs-name');
        const initiatives = await renderedSizes(page, '.ghs-token-text');
        expect(names).toHaveLength(fixture.figures.length);
        expect(Math.min(...names, ...initiatives)).toBeGreaterThanOrEqual(14 - 0.05);
        await page.screenshot({ path: resolve(resultsDir, 'webview-default-size.png'), fullPage: true });
        await page.close();
    });

    it('fills a wide panel with the board, larger than the editor\'s font', async () => {
        const page = await openBoard({ width: 1300, height: 900 });
        const box = await boardBox(page);
        // The board is as wide as the panel lets it, or as tall: one of the two is used up.
        const room = await page.evaluate(() => {
            const g = globalThis as unknown as { innerHeight: number; document: { querySelector(s: string): { getBoundingClientRect(): { top: number; height: number } } } };
            return g.innerHeight - g.document.querySelector('#board').getBoundingClientRect().top;
        });
        expect(box.svgWidth >= box.roomWidth - 2 || box.svgHeight >= room - 120).toBe(true);
        expect(box.svgWidth).toBeLessThanOrEqual(box.roomWidth);
        expect(box.scrollWidth).toBeLessThanOrEqual(box.roomWidth);
        expect(Math.min(...await renderedSizes(page, '.ghs-name'))).toBeGreaterThan(14);
        await page.screenshot({ path: resolve(resultsDir, 'webview-wide.png'), fullPage: true });
        await page.close();
    });

    it('keeps the text legible in a narrow panel: the board scrolls instead of shrinking', async () => {
        const page = await openBoard({ width: 300, height: 700 });
        // Every text of the board, at least 0.85 × the editor's 14 px.
        expect(Math.min(...await renderedSizes(page, '#board svg text'))).toBeGreaterThanOrEqual(0.85 * 14 - 0.05);
        const box = await boardBox(page);
        expect(box.scrollWidth).toBeGreaterThan(box.roomWidth);
        // The Guard, in column G at the far side, is scrolled into view with its decision.
        const guard = (await page.locator('[data-figure="Guard"] .ghs-token').boundingBox())!;
        const room = (await page.locator('#board').boundingBox())!;
        expect(guard.x).toBeGreaterThanOrEqual(room.x);
        expect(guard.x + guard.width).toBeLessThanOrEqual(room.x + room.width);
        await page.screenshot({ path: resolve(resultsDir, 'webview-narrow.png'), fullPage: true });
        await page.close();
    });

    it('follows a larger editor font', async () => {
        const page = await openBoard({ width: 760, height: 900 }, undefined, { '--vscode-editor-font-size': '20px' });
        expect(Math.min(...await renderedSizes(page, '.ghs-name'), ...await renderedSizes(page, '.ghs-token-text'))).toBeGreaterThanOrEqual(20 - 0.05);
        await page.close();
    });

    it('refits when the panel is resized', async () => {
        const page = await openBoard({ width: 1000, height: 700 });
        const before = (await boardBox(page)).svgWidth;
        await page.setViewportSize({ width: 1300, height: 1000 });
        await expect.poll(async () => (await boardBox(page)).svgWidth).toBeGreaterThan(before + 100);
        await page.close();
    });

    it('zooms in and out with the buttons and the keys, and back to the fitted size', async () => {
        const page = await openBoard({ width: 760, height: 900 });
        const fitted = (await boardBox(page)).svgWidth;
        const name = async (): Promise<number> => Math.min(...await renderedSizes(page, '.ghs-name'));
        const fittedName = await name();
        expect(await page.locator('#zoom-level').textContent()).toBe('100%');
        expect(await page.locator('#zoom-fit').isDisabled()).toBe(true);

        await page.locator('#zoom-in').click();
        await expect.poll(async () => (await boardBox(page)).svgWidth).toBeCloseTo(fitted * 1.25, -1);
        expect(await name()).toBeCloseTo(fittedName * 1.25, 0);
        expect(await page.locator('#zoom-level').textContent()).toBe('125%');
        expect(await zoomState(page)).toBe(1.25);

        await page.locator('#board').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('+');
        await expect.poll(() => page.locator('#zoom-level').textContent()).toBe('156%');
        await page.keyboard.press('-');
        await page.keyboard.press('-');
        await expect.poll(() => page.locator('#zoom-level').textContent()).toBe('100%');
        expect((await boardBox(page)).svgWidth).toBeCloseTo(fitted, -1);
        await page.keyboard.press('-');
        await expect.poll(() => page.locator('#zoom-level').textContent()).toBe('80%');
        expect((await boardBox(page)).svgWidth).toBeCloseTo(fitted * 0.8, -1);
        expect(await zoomState(page)).toBe(0.8);

        await page.locator('#zoom-out').click();
        await expect.poll(() => page.locator('#zoom-level').textContent()).toBe('64%');
        await page.keyboard.press('0');
        await expect.poll(() => page.locator('#zoom-level').textContent()).toBe('100%');
        expect((await boardBox(page)).svgWidth).toBeCloseTo(fitted, -1);
        expect(await zoomState(page)).toBe(1);
        await page.close();
    });

    it('leaves the keys alone while the monster list has the focus, and Ctrl+= to VS Code', async () => {
        const page = await openBoard({ width: 760, height: 900 });
        await page.locator('#monster').focus();
        await page.keyboard.press('-');
        await page.locator('#board').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('Control+=');
        expect(await page.locator('#zoom-level').textContent()).toBe('100%');
        await page.close();
    });

    it('restores the zoom saved with the preview', async () => {
        const fittedPage = await openBoard({ width: 760, height: 900 });
        const fitted = (await boardBox(fittedPage)).svgWidth;
        await fittedPage.close();
        const page = await openBoard({ width: 760, height: 900 }, { zoom: 1.563 });
        expect(await page.locator('#zoom-level').textContent()).toBe('156%');
        expect((await boardBox(page)).svgWidth).toBeCloseTo(fitted * 1.563, -1);
        await page.screenshot({ path: resolve(resultsDir, 'webview-zoomed.png'), fullPage: true });
        await page.close();
    });
});
