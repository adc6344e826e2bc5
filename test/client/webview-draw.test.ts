import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToWebview } from '../../client/src/preview-protocol.js';
import type { BoardView } from '../../language/view/board-view.js';
import { type PreviewPageServer, chromiumMissing, launchChromium, repoRoot, servePreviewPage } from './webview-page.js';

/**
 * Drawing in the preview page, in a real browser: what the user paints, drags or types is posted
 * as an intent (`editBoard`) for the version drawn; the page itself changes nothing.
 */

const fixture: BoardView = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/board-views/guard-post.json'), 'utf8'));
/** The Guard's `aoe hexes B2, C2, C3`, as the server now reports it with the figures. */
const view: BoardView = { ...fixture, figures: fixture.figures.map(f => f.name === 'Guard' ? { ...f, area: { hexes: ['B2', 'C2', 'C3'] } } : f) };
const boardMessage: ToWebview = { type: 'board', view, uri: 'file:///work/guard-post.ghs', version: 7 };

const missing = chromiumMissing();

interface PageGlobals {
    postMessage(message: unknown, targetOrigin: string): void;
    __posted: Array<Record<string, unknown>>;
}

describe.skipIf(missing !== undefined)('drawing in the preview page', () => {
    let browser: Browser;
    let server: PreviewPageServer;
    let page: Page;

    const send = (message: unknown) => page.evaluate(m => (globalThis as unknown as PageGlobals).postMessage(m, '*'), message);
    const edits = () => page.evaluate(() => (globalThis as unknown as PageGlobals).__posted.filter(m => m.type === 'editBoard'));
    const clear = () => page.evaluate(() => { (globalThis as unknown as PageGlobals).__posted.length = 0; });

    async function centre(selector: string): Promise<{ x: number; y: number }> {
        const box = await page.locator(selector).first().boundingBox();
        if (!box) {
            throw new Error(`${selector} is not drawn`);
        }
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }

    const hex = (label: string) => centre(`g.ghs-hex[data-hex="${label}"]`);

    beforeAll(async () => {
        browser = await launchChromium();
        server = await servePreviewPage('light');
        page = await browser.newPage({ viewport: { width: 900, height: 900 } });
        await page.goto(server.url);
        await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__posted.some(m => m.type === 'ready'));
        await send(boardMessage);
        await page.locator('#board svg').waitFor();
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    it('offers every tool as a labelled button in a toolbar', async () => {
        const bar = page.getByRole('toolbar', { name: 'Draw the room' });
        const labels = await bar.locator('button').allTextContents();
        expect(labels).toEqual(['Wall', 'Obstacle', 'Trap', 'Hazardous', 'Difficult', 'Icy', 'Thin wall', 'Erase', 'Add character', 'Add monster',
            'Apply', 'Delete figure', 'Grow', 'Shrink']);
        expect(await page.getByLabel('Hexes').count()).toBe(1);
        expect(await page.getByLabel('Map edge').count()).toBe(1);
    });

    it('a drag across hexes with a brush is one stroke', async () => {
        await clear();
        await page.getByRole('button', { name: 'Trap' }).click();
        expect(await page.getByRole('button', { name: 'Trap' }).getAttribute('aria-pressed')).toBe('true');
        const from = await hex('C3');
        const to = await hex('C5');
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
        await page.mouse.move(to.x, to.y, { steps: 4 });
        await page.mouse.up();
        expect(await edits()).toEqual([{ type: 'editBoard', version: 7, edit: { kind: 'paint', terrain: 'trap', hexes: ['C3', 'C4', 'C5'] } }]);
    });

    it('the eraser takes a click as a one-hex stroke', async () => {
        await clear();
        await page.getByRole('button', { name: 'Erase' }).click();
        const at = await hex('B2');
        await page.mouse.click(at.x, at.y);
        expect(await edits()).toEqual([{ type: 'editBoard', version: 7, edit: { kind: 'erase', hexes: ['B2'] } }]);
    });

    it('a thin wall goes on the edge nearest the click', async () => {
        await clear();
        await page.getByRole('button', { name: 'Thin wall' }).click();
        const a = await hex('F2');
        const b = await hex('F3');
        await page.mouse.click(a.x + (b.x - a.x) * 0.4, a.y + (b.y - a.y) * 0.4);
        expect(await edits()).toEqual([{ type: 'editBoard', version: 7, edit: { kind: 'thinWall', between: ['F2', 'F3'] } }]);
        await page.keyboard.press('Escape');
        expect(await page.getByRole('button', { name: 'Thin wall' }).getAttribute('aria-pressed')).toBe('false');
    });

    it('a figure dragged to another hex asks to move it there', async () => {
        await clear();
        const from = await centre('[data-figure="Guard"]');
        const to = await hex('G5');
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 6 });
        await page.mouse.up();
        expect(await edits()).toEqual([{ type: 'editBoard', version: 7, edit: { kind: 'moveFigure', figure: 'Guard', from: 'G3', to: 'G5' } }]);
    });

    it('the Delete key deletes the figure last picked up', async () => {
        await clear();
        const at = await centre('[data-figure="Wolf"]');
        await page.mouse.click(at.x, at.y);
        await page.keyboard.press('Delete');
        expect(await edits()).toEqual([{ type: 'editBoard', version: 7, edit: { kind: 'deleteFigure', figure: 'Wolf', at: 'B5' } }]);
    });

    it('works from the keyboard: a tool, typed hexes, Enter', async () => {
        await clear();
        await page.getByRole('button', { name: 'Wall', exact: true }).focus();
        await page.keyboard.press('Enter');
        await page.getByLabel('Hexes').fill('f5..f6, G6');
        await page.getByLabel('Hexes').press('Enter');
        await page.getByLabel('Map edge').selectOption('bottom');
        await page.getByRole('button', { name: 'Grow' }).press('Enter');
        expect(await edits()).toEqual([
            { type: 'editBoard', version: 7, edit: { kind: 'paint', terrain: 'wall', hexes: ['F5', 'F6', 'G6'] } },
            { type: 'editBoard', version: 7, edit: { kind: 'resizeMap', edge: 'bottom', by: 1 } }
        ]);
    });

    it('shows the selected monster\'s area in its own grid and writes each change as the whole pattern', async () => {
        await clear();
        const section = page.getByRole('region', { name: 'Area of Guard' });
        expect(await section.isVisible()).toBe(true);
        expect(await section.locator('polygon.area-area').evaluateAll(p => p.map(e => e.getAttribute('data-area-hex')))).toEqual(['B2', 'C2', 'C3']);
        await section.getByRole('button', { name: 'C2: in the area' }).click();
        await section.getByRole('button', { name: 'B3: not in the area' }).focus();
        await page.keyboard.press('Enter');
        await section.getByLabel('Click sets').selectOption('origin');
        await section.getByRole('button', { name: 'A2: not in the area' }).click();
        expect(await edits()).toEqual([
            { type: 'editBoard', version: 7, edit: { kind: 'areaPattern', monster: 'Guard', at: 'G3', hexes: ['B2', 'C3'] } },
            { type: 'editBoard', version: 7, edit: { kind: 'areaPattern', monster: 'Guard', at: 'G3', hexes: ['B2', 'C2', 'C3', 'B3'] } },
            { type: 'editBoard', version: 7, edit: { kind: 'areaPattern', monster: 'Guard', at: 'G3', hexes: ['B2', 'C2', 'C3'], origin: 'A2' } }
        ]);
    });

    it('says why an edit was refused', async () => {
        await send({ type: 'editRefused', reason: 'Guard cannot stand there: B1 is a wall.' });
        await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Not drawn' }).textContent())
            .toBe('Not drawn: Guard cannot stand there: B1 is a wall.');
    });
});
