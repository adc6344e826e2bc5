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

    it('offers every tool as a labelled button in a strip of its own, which the toolbar\'s Draw button shows', async () => {
        const bar = page.getByRole('toolbar', { name: 'Draw the room' });
        expect(await bar.count()).toBe(0);
        await page.getByRole('button', { name: 'Draw', exact: true }).click();
        expect(await page.getByRole('button', { name: 'Draw', exact: true }).getAttribute('aria-expanded')).toBe('true');
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

    const REFUSED = 'Guard was not moved to B1: B1 is a wall.';
    const refusal = (uri: string, version: number) => ({ type: 'editRefused', reason: REFUSED, uri, version });
    const shownMessage = () => page.locator('#draw-message').evaluate(e => e.hasAttribute('hidden') ? undefined : e.querySelector('span')?.textContent);

    it('says what was refused and why', async () => {
        await send(refusal(boardMessage.uri, 7));
        await expect.poll(shownMessage).toBe(REFUSED);
        expect(await page.getByRole('alert').filter({ hasText: REFUSED }).count()).toBe(1);
    });

    it('keeps a refusal with the board of the text it was made for: the same board drawn again keeps it, the next text takes it away', async () => {
        await send(refusal(boardMessage.uri, 7));
        await expect.poll(shownMessage).toBe(REFUSED);
        await send(boardMessage);
        expect(await shownMessage()).toBe(REFUSED);
        await send({ ...boardMessage, version: 8 });
        await expect.poll(shownMessage).toBeUndefined();
    });

    it('shows no refusal made for another scenario, nor one for a text the board has left behind', async () => {
        await send({ ...boardMessage, version: 8 });
        // Every text the message takes from now on.
        await page.locator('#draw-message').evaluate(e => {
            const seen: string[] = [];
            const page = globalThis as unknown as { __seen: string[]; MutationObserver: new (heard: () => void) => { observe(target: unknown, options: object): void } };
            page.__seen = seen;
            new page.MutationObserver(() => seen.push(e.querySelector('span')?.textContent ?? '')).observe(e, { subtree: true, childList: true, characterData: true });
        });
        await send(refusal('file:///work/other.ghs', 8));
        await send(refusal(boardMessage.uri, 7));
        // Messages are heard in order: once this one is shown, the two before it have been heard.
        await send({ type: 'editRefused', reason: 'No terrain was erased: A9 is off the map.', uri: boardMessage.uri, version: 8 });
        await expect.poll(shownMessage).toBe('No terrain was erased: A9 is off the map.');
        expect(await page.evaluate(() => (globalThis as unknown as { __seen: string[] }).__seen)).toEqual(['No terrain was erased: A9 is off the map.']);
    });

    it('drops a refusal, and the board it was about, when the preview waits for another scenario', async () => {
        await send({ ...boardMessage, version: 8 });
        await send(refusal(boardMessage.uri, 8));
        await expect.poll(shownMessage).toBe(REFUSED);
        await send({ type: 'waiting', reason: 'Waiting for the language server…', uri: 'file:///work/other.ghs' });
        await expect.poll(shownMessage).toBeUndefined();
        expect(await page.locator('#board svg').count()).toBe(0);
        expect(await page.locator('#title').textContent()).toBe('GHS Preview');
        expect(await page.locator('#status').textContent()).toBe('Waiting for the language server…');
        await send({ ...boardMessage, uri: 'file:///work/other.ghs', version: 1 });
        await page.locator('#board svg').waitFor();
        expect(await shownMessage()).toBeUndefined();
    });

    it('draws the turn just played on the board of the text it left, until the text changes', async () => {
        await send({ ...boardMessage, version: 20 });
        await send({ type: 'played', uri: boardMessage.uri, version: 20, turns: [{ monster: 'Guard', path: ['G3', 'F3'], attacks: [{ target: 'Hero20', damage: 2 }] }] });
        await page.locator('#board svg .ghs-played[data-monster="Guard"]').waitFor();
        expect(await page.locator('#board svg .ghs-figures [data-figure="Hero20"] .ghs-damage text').textContent()).toBe('−2');
        await send({ ...boardMessage, version: 21 });
        await expect.poll(() => page.locator('#board svg .ghs-played').count()).toBe(0);
        // Turns played on another scenario, or on a text already gone, are not drawn.
        await send({ type: 'played', uri: 'file:///work/other.ghs', version: 21, turns: [{ monster: 'Guard', path: ['G3', 'F3'], attacks: [] }] });
        await send({ type: 'played', uri: boardMessage.uri, version: 20, turns: [{ monster: 'Guard', path: ['G3', 'F3'], attacks: [] }] });
        await send({ ...boardMessage, version: 21, view: { ...view, title: 'Guard post, again' } });
        await expect.poll(() => page.locator('#title').textContent()).toBe('Guard post, again');
        expect(await page.locator('#board svg .ghs-played').count()).toBe(0);
    });

    it('keeps the board while its own scenario is waited for', async () => {
        await send(boardMessage);
        await page.locator('#board svg').waitFor();
        await send(refusal(boardMessage.uri, 7));
        await expect.poll(shownMessage).toBe(REFUSED);
        await send({ type: 'waiting', reason: 'Waiting for the language server: busy', uri: boardMessage.uri });
        await expect.poll(() => page.locator('#status').textContent()).toBe('Waiting for the language server: busy');
        expect(await page.locator('#board svg').count()).toBe(1);
        expect(await shownMessage()).toBe(REFUSED);
    });
});
