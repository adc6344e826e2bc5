import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToWebview } from '../../client/src/preview-protocol.js';
import type { BoardView, FigureView } from '../../language/view/board-view.js';
import { type PreviewPageServer, type ThemeName, chromiumMissing, launchChromium, repoRoot, servePreviewPage } from './webview-page.js';

/**
 * Hit points, conditions and the last turn's damage on the figures of the preview, in a real
 * browser and in each theme: drawn where they can be read, apart from the names.
 */

const fixture: BoardView = JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/board-views/guard-post.json'), 'utf8'));
const vitals: Record<string, Partial<FigureView>> = {
    Hero10: { hp: 8, maxHp: 10, conditions: ['poison'], damage: 2 },
    Hero20: { hp: 3, maxHp: 10 },
    Guard: { hp: 9, maxHp: 9, conditions: ['wound', 'muddle', 'immobilize'] }
};
const view: BoardView = { ...fixture, figures: fixture.figures.map(f => ({ ...f, ...vitals[f.name] })) };
const boardMessage: ToWebview = { type: 'board', view, uri: 'file:///work/guard-post.ghs', version: 3 };
const resultsDir = resolve(repoRoot, 'test-results');

const missing = chromiumMissing();

interface PageGlobals {
    postMessage(message: unknown, targetOrigin: string): void;
    __posted: Array<Record<string, unknown>>;
}

interface Box { x: number; y: number; width: number; height: number }

/** The red, green and blue of a computed colour, `rgb(…)` or `color(srgb …)` (what `color-mix` computes to), from 0 to 1. */
function channels(colour: string): number[] {
    const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return colour.startsWith('color(srgb') ? numbers.slice(0, 3) : numbers.slice(0, 3).map(v => v / 255);
}

/** WCAG's contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
    const luminance = (colour: string): number => {
        const [r, g, b] = channels(colour).map(c => {
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
}

function overlap(a: Box, b: Box): boolean {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.skipIf(missing !== undefined)('hit points, conditions and damage in the preview', () => {
    let browser: Browser;
    let server: PreviewPageServer | undefined;
    let page: Page;

    async function open(theme: ThemeName): Promise<void> {
        await page?.close();
        await server?.close();
        server = await servePreviewPage(theme);
        page = await browser.newPage({ viewport: { width: 900, height: 900 } });
        await page.goto(server.url);
        await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__posted.some(m => m.type === 'ready'));
        await page.evaluate(m => (globalThis as unknown as PageGlobals).postMessage(m, '*'), boardMessage);
        await page.locator('#board svg').waitFor();
    }

    async function box(selector: string): Promise<Box> {
        const found = await page.locator(selector).first().boundingBox();
        expect(found, `${selector} is drawn`).not.toBeNull();
        return found!;
    }

    beforeAll(async () => {
        mkdirSync(resultsDir, { recursive: true });
        browser = await launchChromium();
    });

    afterAll(async () => {
        await browser?.close();
        await server?.close();
    });

    it('draws each figure\'s hit points, its conditions and the damage of the last turn, and tells them in its tooltip', async () => {
        await open('light');
        expect(await page.locator('[data-figure="Hero10"] .ghs-hp text').textContent()).toBe('8/10');
        expect(await page.locator('[data-figure="Hero20"] .ghs-hp').getAttribute('class')).toBe('ghs-hp ghs-hp-low');
        expect(await page.locator('[data-figure="Guard"] .ghs-hp text').textContent()).toBe('9/9');
        expect(await page.locator('[data-figure="Wolf"] .ghs-hp').count()).toBe(0);
        expect(await page.locator('[data-figure="Guard"] .ghs-condition').evaluateAll(marks => marks.map(m => [m.getAttribute('data-condition'), m.textContent])))
            .toEqual([['wound', 'wound'], ['muddle', 'muddle'], ['immobilize', 'immobilize']]);
        expect(await page.locator('[data-figure="Hero10"] .ghs-damage text').textContent()).toBe('−2');
        expect(await page.locator('.ghs-figures .ghs-damage').count()).toBe(1);
        expect(await page.locator('[data-figure="Hero10"] > title').textContent())
            .toBe('Hero10: character at D4 · initiative 10 · 8 of 10 hp · poison · took 2 damage in the last turn');
        await page.screenshot({ path: resolve(resultsDir, 'webview-vitals-light.png'), fullPage: true });
    });

    it('keeps them clear of the figure\'s name and of one another', async () => {
        for (const figure of ['Hero10', 'Guard']) {
            const name = await box(`[data-figure="${figure}"] .ghs-name`);
            const hp = await box(`[data-figure="${figure}"] .ghs-hp`);
            expect(overlap(name, hp), `${figure}'s hit points over its name`).toBe(false);
            const conditions = await page.locator(`[data-figure="${figure}"] .ghs-condition circle`).all();
            const boxes = await Promise.all(conditions.map(c => c.boundingBox()));
            for (const [i, b] of boxes.entries()) {
                expect(overlap(b!, name), `${figure}'s condition ${i} over its name ${JSON.stringify([b, name])}`).toBe(false);
                expect(overlap(b!, hp), `${figure}'s condition ${i} over its hit points`).toBe(false);
                for (const other of boxes.slice(i + 1)) {
                    expect(overlap(b!, other!), `${figure}'s conditions over one another`).toBe(false);
                }
            }
        }
        const damage = await box('[data-figure="Hero10"] .ghs-damage');
        expect(overlap(damage, await box('[data-figure="Hero10"] .ghs-name'))).toBe(false);
        expect(overlap(damage, await box('[data-figure="Hero10"] .ghs-hp'))).toBe(false);
    });

    for (const theme of ['light', 'dark', 'highContrast'] as ThemeName[]) {
        it(`fills the pills and badges with the ${theme} theme's colours, their text legible on them`, async () => {
            await open(theme);
            const colours = await page.evaluate(() => {
                const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
                const style = (globalThis as unknown as { getComputedStyle(e: unknown): { fill: string; stroke: string } }).getComputedStyle;
                const fill = (selector: string) => style(doc.querySelector(selector)).fill;
                return {
                    hp: [fill('[data-figure="Hero10"] .ghs-hp rect'), fill('[data-figure="Hero10"] .ghs-hp text')],
                    // An icon's glyph is drawn in lines: its stroke is what must stand out from the disc.
                    condition: [fill('[data-figure="Guard"] .ghs-condition circle'), style(doc.querySelector('[data-figure="Guard"] .ghs-condition-glyph')).stroke],
                    damage: [fill('[data-figure="Hero10"] .ghs-damage rect'), fill('[data-figure="Hero10"] .ghs-damage text')]
                };
            });
            for (const [what, [shape, text]] of Object.entries(colours)) {
                expect(shape, `${what} has a fill`).toMatch(/^(rgb|color\(srgb)/);
                expect(contrast(shape, text), `${what}'s text ${text} on ${shape}`).toBeGreaterThanOrEqual(3);
            }
            await page.screenshot({ path: resolve(resultsDir, `webview-vitals-${theme}.png`), fullPage: true });
        });
    }
});
