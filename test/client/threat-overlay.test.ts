import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreatMap } from '../../language/scenario/threat-map.js';
import type { BoardView } from '../../language/view/board-view.js';
import type { ThreatToWebview } from '../../client/src/threat-protocol.js';
import { type PreviewPageServer, chromiumMissing, launchChromium, repoRoot, servePreviewPage } from './webview-page.js';

/** The threat map on the preview page in Chromium: the select, the shading, the hover text, the legend. */

const fixture: BoardView = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/board-views/guard-post.json'), 'utf8'));
const uri = 'file:///work/guard-post.ghs';

/** A map as the server would send it, cut down to three hexes (B2 is difficult terrain: the shade wins over its tint). */
const map: ThreatMap = {
    character: 'Hero10', edition: 'gloomhaven', home: 'D4', monsters: ['Archer', 'Guard'], mostAttackers: 5,
    hexes: [
        {
            hex: 'D5', attackers: 2, certainAttackers: 1, focusedBy: 1, monsters: [
                { monster: 'Guard', at: 'G3', focus: 'focus', attack: 'always', from: ['E5'] },
                { monster: 'Archer', at: 'C1', attack: 'may', from: ['C2', 'D2'] }
            ]
        },
        { hex: 'F5', attackers: 0, certainAttackers: 0, focusedBy: 0, monsters: [] },
        { hex: 'B2', attackers: 5, certainAttackers: 5, focusedBy: 0, monsters: [] }
    ]
};
const mapMessage: ThreatToWebview = { type: 'threat', uri, version: 1, character: 'Hero10', map };

const missing = chromiumMissing();

interface PageGlobals {
    postMessage(message: unknown, targetOrigin: string): void;
    __posted: Array<Record<string, unknown>>;
}

async function send(page: Page, message: unknown): Promise<void> {
    await page.evaluate(m => (globalThis as unknown as PageGlobals).postMessage(m, '*'), message);
}

async function posted(page: Page): Promise<Array<Record<string, unknown>>> {
    return page.evaluate(() => (globalThis as unknown as PageGlobals).__posted);
}

const fillOf = (page: Page, hex: string): Promise<string> =>
    page.locator(`g.ghs-hex[data-hex="${hex}"] > polygon`).evaluate(polygon =>
        (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string } }).getComputedStyle(polygon).fill);

describe.skipIf(missing !== undefined)('the threat map on the preview page', () => {
    let browser: Browser;
    let server: PreviewPageServer;
    let page: Page;

    beforeAll(async () => {
        browser = await launchChromium();
        server = await servePreviewPage('light');
        page = await browser.newPage({ viewport: { width: 760, height: 900 } });
        await page.goto(server.url);
        await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__posted.some(m => m.type === 'ready'));
        await send(page, { type: 'board', view: fixture, uri, version: 1 });
        await page.locator('#board svg').waitFor();
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    it('offers the board\'s characters and summons, off at first, with no legend', async () => {
        expect(await page.locator('#threat option').allTextContents()).toEqual(['Threat map: off', 'Threat to Hero10', 'Threat to Hero20', 'Threat to Hero30', 'Threat to Wolf']);
        expect(await page.locator('#threat').inputValue()).toBe('');
        // The options say what the select is, so the toolbar keeps one row without a label beside it.
        expect(await page.getByRole('combobox', { name: 'Threat map' }).count()).toBe(1);
        expect(await page.locator('#threat-legend').isVisible()).toBe(false);
    });

    it('asks for the chosen character\'s map and says it is being drawn', async () => {
        await page.locator('#threat').selectOption('Hero10');
        expect((await posted(page)).at(-1)).toEqual({ type: 'threatMap', character: 'Hero10' });
        expect(await page.locator('#threat-legend').isVisible()).toBe(true);
        expect(await page.locator('.ghs-threat-legend-text').textContent()).toBe('Drawing the threat map…');
    });

    it('shades each hex by its attackers, with a legend and the monsters in the hover text', async () => {
        const before = await fillOf(page, 'D5');
        await send(page, { ...mapMessage, character: 'Hero20' }); // an answer for another choice: ignored
        expect(await page.locator('g.ghs-hex.ghs-threat-2').count()).toBe(0);
        await send(page, mapMessage);
        expect(await page.locator('g.ghs-hex[data-hex="D5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-2');
        expect(await page.locator('g.ghs-hex[data-hex="F5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-0');
        expect(await page.locator('g.ghs-hex[data-hex="B2"]').getAttribute('class')).toBe('ghs-hex ghs-t-difficult ghs-threat-4');
        expect(await page.locator('g.ghs-hex[class*="ghs-threat"]').count()).toBe(3);
        expect(await fillOf(page, 'D5')).not.toBe(before);
        expect(new Set([await fillOf(page, 'D5'), await fillOf(page, 'F5'), await fillOf(page, 'B2')]).size).toBe(3);
        expect(await page.locator('g.ghs-hex[data-hex="D5"] > title').textContent()).toBe([
            'D5 · 2 monsters would attack Hero10 here',
            'Guard: focus, attacks from E5',
            'Archer: may attack from C2 or D2'
        ].join('\n'));
        expect(await page.locator('g.ghs-hex[data-hex="F5"] > title').textContent()).toBe('F5 · 0 monsters would attack Hero10 here; no monster focuses it.');
        expect(await page.locator('.ghs-threat-swatch:visible').allTextContents()).toEqual(['0', '1', '2', '3', '4+']);
        expect(await page.locator('.ghs-threat-legend-text').textContent())
            .toBe('Monsters that would attack Hero10 standing there; hover a hex for who and from where.');
        mkdirSync(resolve(repoRoot, 'test-results'), { recursive: true });
        await page.screenshot({ path: resolve(repoRoot, 'test-results/webview-threat.png'), fullPage: true });
    });

    it('keeps the shading on a newer board until the newer map comes, and says it is updating', async () => {
        await send(page, { type: 'board', view: fixture, uri, version: 2 });
        expect(await page.locator('g.ghs-hex[data-hex="D5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-2');
        expect(await page.locator('.ghs-threat-legend-text').textContent()).toBe('Updating…');
        await send(page, { ...mapMessage, version: 2 });
        expect(await page.locator('.ghs-threat-legend-text').textContent()).not.toBe('Updating…');
    });

    it('shows no map nor note made for another scenario, and forgets its own on a board of another', async () => {
        await send(page, { ...mapMessage, version: 2, uri: 'file:///work/other.ghs', error: 'No threat map: the other scenario has no Hero10.', map: undefined });
        await send(page, { ...mapMessage, version: 2 });
        expect(await page.locator('.ghs-threat-legend-text').textContent()).toBe('Monsters that would attack Hero10 standing there; hover a hex for who and from where.');
        await send(page, { type: 'board', view: fixture, uri: 'file:///work/other.ghs', version: 1 });
        expect(await page.locator('g.ghs-hex[class*="ghs-threat"]').count()).toBe(0);
        await send(page, mapMessage);
        expect(await page.locator('g.ghs-hex[class*="ghs-threat"]').count()).toBe(0);
        await send(page, { ...mapMessage, uri: 'file:///work/other.ghs' });
        expect(await page.locator('g.ghs-hex[data-hex="D5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-2');
        await send(page, { type: 'board', view: fixture, uri, version: 2 });
        await send(page, { ...mapMessage, version: 2 });
    });

    it('says why there is no map', async () => {
        await send(page, { type: 'threat', uri, version: 2, character: 'Hero10', error: 'No character named Hero10 stands on the board.' });
        expect(await page.locator('g.ghs-hex[class*="ghs-threat"]').count()).toBe(0);
        expect(await page.locator('.ghs-threat-legend-text').textContent()).toBe('No character named Hero10 stands on the board.');
    });

    it('switched off, takes the shading and the hover text back and tells the extension', async () => {
        await send(page, { ...mapMessage, version: 2 });
        await page.locator('#threat').selectOption('');
        expect((await posted(page)).at(-1)).toEqual({ type: 'threatMap' });
        expect(await page.locator('g.ghs-hex[class*="ghs-threat"]').count()).toBe(0);
        expect(await page.locator('g.ghs-hex[data-hex="D5"] > title').textContent()).toBe('D5');
        expect(await page.locator('#threat-legend').isVisible()).toBe(false);
    });

    it('reads a map without damage by attackers only, and one with damage by either, marking where the damage would exhaust', async () => {
        await page.locator('#threat').selectOption('Hero10');
        await send(page, { ...mapMessage, version: 2 });
        expect(await page.locator('label[for="threat-shading"]').textContent()).toBe('Shade by');
        expect(await page.locator('#threat-shading').isDisabled()).toBe(true);
        expect(await page.locator('#threat-shading').inputValue()).toBe('attackers');
        expect(await page.locator('g.ghs-hex.ghs-threat-exhausts').count()).toBe(0);

        const withDamage: ThreatMap = {
            ...map, hitPoints: 3,
            hexes: [
                { ...map.hexes[0], expectedDamage: 3.2 },
                { ...map.hexes[1], expectedDamage: 0 },
                { ...map.hexes[2], expectedDamage: 1.5 }
            ]
        };
        await send(page, { ...mapMessage, version: 2, map: withDamage });
        expect(await page.locator('#threat-shading').isDisabled()).toBe(false);
        expect(await page.locator('g.ghs-hex[data-hex="D5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-2 ghs-threat-exhausts');
        expect(await page.locator('g.ghs-hex[data-hex="B2"]').getAttribute('class')).toBe('ghs-hex ghs-t-difficult ghs-threat-4');
        expect(await page.locator('g.ghs-hex[data-hex="D5"] > title').textContent())
            .toBe('D5 · 2 monsters would attack Hero10 here, 3.2 damage on average in all, enough to exhaust it (3 hit points)\nGuard: focus, attacks from E5\nArcher: may attack from C2 or D2');
        expect(await page.locator('.ghs-threat-legend-text').textContent())
            .toBe('Monsters that would attack Hero10 standing there; dashed where the damage to expect is 3 or more, enough to exhaust it; hover a hex for who and from where.');
        const outline = await page.locator('g.ghs-hex[data-hex="D5"] > polygon').evaluate(polygon =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { strokeDasharray: string } }).getComputedStyle(polygon).strokeDasharray);
        expect(outline).not.toBe('none');

        await page.locator('#threat-shading').selectOption('damage');
        expect(await page.locator('g.ghs-hex[data-hex="D5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-2 ghs-threat-exhausts');
        expect(await page.locator('g.ghs-hex[data-hex="F5"]').getAttribute('class')).toBe('ghs-hex ghs-threat-0');
        expect(await page.locator('g.ghs-hex[data-hex="B2"]').getAttribute('class')).toBe('ghs-hex ghs-t-difficult ghs-threat-1');
        expect(await page.locator('.ghs-threat-swatch:visible').allTextContents()).toEqual(['0', '< 2', '2–4', '4–6', '6+', '≥ 3 hp']);
        expect(await page.locator('.ghs-threat-legend-text').textContent())
            .toBe('Damage Hero10 can expect on average standing there; dashed where the damage to expect is 3 or more, enough to exhaust it; hover a hex for who and from where.');
        await page.screenshot({ path: resolve(repoRoot, 'test-results/webview-threat-damage.png'), fullPage: true });

        // A newer map without damage falls back to attackers, and the choice comes back with damage.
        await send(page, { ...mapMessage, version: 3 });
        expect(await page.locator('#threat-shading').inputValue()).toBe('attackers');
        expect(await page.locator('g.ghs-hex[data-hex="B2"]').getAttribute('class')).toBe('ghs-hex ghs-t-difficult ghs-threat-4');
        expect(await page.locator('.ghs-threat-swatch:visible').allTextContents()).toEqual(['0', '1', '2', '3', '4+']);
        await send(page, { ...mapMessage, version: 3, map: withDamage });
        expect(await page.locator('#threat-shading').inputValue()).toBe('damage');
    });
});
