import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What the real-editor suites do in VS Code's workbench, as a person does it with the keys and
 * the pointer: open a file, run a command, read an editor line, a picker row, a toast, the preview.
 * `page` is read at each call, as the suites open their page in a hook.
 */
export function workbenchActions(page: () => Page) {
    /**
     * Clicks the start of the active editor's first line. The lines move up as the editor scrolls
     * (a wheel over a hover that has just closed scrolls the editor), and their first one may then
     * lie above the window, where nothing can be clicked: the editor is scrolled back to the top
     * first, with the wheel, which needs no focus.
     */
    async function clickFirstLine(): Promise<void> {
        const area = await page().locator('.editor-instance .editor-scrollable').first().boundingBox();
        if (area) {
            await page().mouse.move(area.x + area.width / 2, area.y + area.height / 2);
            await page().mouse.wheel(0, -1_000_000);
        }
        await page().locator('.editor-instance .view-lines').first().click({ position: { x: 5, y: 5 } });
    }

    async function quickOpen(file: string): Promise<void> {
        if (await page().locator(`.tab.active[data-resource-name="${file}"]`).isVisible()) {
            await clickFirstLine();
            return;
        }
        // Keys go to the workbench only once something in it has focus, not a webview.
        const text = page().locator('.editor-instance .view-lines').first();
        // Best effort and brief: a click something else takes (a hover, a code lens) leaves the focus as good.
        await (await text.isVisible() ? text : page().locator('.monaco-workbench .part.editor')).click({ position: { x: 5, y: 5 }, timeout: 5_000 }).catch(() => undefined);
        await page().keyboard.press('Control+P');
        const input = page().locator('.quick-input-widget input');
        await input.waitFor();
        await input.fill(file);
        // The list is filtered after the input: Enter only once the file is the focused row.
        await page().locator('.quick-input-list .monaco-list-row.focused', { hasText: file }).waitFor();
        await page().keyboard.press('Enter');
        await page().locator(`.tab.active[data-resource-name="${file}"]`).waitFor();
        await page().locator('.monaco-editor .view-lines').first().waitFor();
    }

    async function runCommand(title: string): Promise<void> {
        await page().keyboard.press('F1');
        const input = page().locator('.quick-input-widget input');
        await input.waitFor();
        await input.fill(`>${title}`);
        const rows = page().locator('.quick-input-list .monaco-list-row');
        await rows.getByText(title, { exact: true }).first().waitFor();
        const focused = page().locator('.quick-input-list .monaco-list-row.focused');
        if (title.startsWith('GHS: ')) {
            // No title of ours matches another of ours: the whole title leaves one GHS command, and Enter
            // runs it. (The palette may list others below, under "similar commands": those did not match.)
            const matched = async (): Promise<string[]> => {
                const texts = await rows.allTextContents();
                const similar = texts.findIndex(text => text.includes('similar commands'));
                return texts.slice(0, similar < 0 ? texts.length : similar).filter(text => text.includes('GHS: '));
            };
            await expect.poll(async () => (await matched()).length).toBe(1);
            expect(await focused.getByText(title, { exact: true }).count(), `'${title}' is not the focused command`).toBe(1);
        }
        // Another program's command of exactly that title, chosen with the keys, so the pointer
        // raises no tooltip on the tab bar under the list.
        for (let moves = 0; await focused.getByText(title, { exact: true }).count() === 0; moves++) {
            expect(moves, `'${title}' never became the focused command`).toBeLessThan(await rows.count());
            await page().keyboard.press('ArrowDown');
        }
        await page().keyboard.press('Enter');
    }

    /** The text editor (not the preview) showing lines of the scenario. */
    function editorLine(text: string) {
        return page().locator('.editor-instance .view-line', { hasText: text });
    }

    /** The visible editor's token span holding exactly `word` on the line that contains `lineText`. */
    function token(lineText: string, word: string) {
        return editorLine(lineText).locator('span > span', { hasText: new RegExp(`^\\s*${word}\\s*$`) }).first();
    }

    function previewFrame(): FrameLocator {
        return page().frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    }

    function pickRow(text: string) {
        return page().locator('.quick-input-widget .quick-input-list .monaco-list-row', { hasText: text });
    }

    function toast(text: string | RegExp) {
        return page().locator('.notifications-toasts .notification-toast', { hasText: text });
    }

    /** Hovers `word` on the line holding `lineText`, coming from outside the editor, and gives the hover shown. */
    async function hoverOver(lineText: string, word: string) {
        await page().mouse.move(0, 0);
        await token(lineText, word).hover();
        return page().locator('.monaco-hover:not(.hidden)');
    }

    return { hoverOver, quickOpen, runCommand, editorLine, token, previewFrame, pickRow, toast };
}
