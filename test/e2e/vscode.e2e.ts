import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumMissing, repoRoot } from '../client/webview-page.js';
import { type Profile, type Workbench, codeServerMissing, codeServerVersion, makeProfile, openWorkbench } from './code-server.js';
import { workbenchActions } from './workbench.js';

/**
 * The packaged extension in a real VS Code workbench (code-server), driven like a person would:
 * open a scenario, see the problems, hover a monster, open the preview, run turns and undo them.
 * Every step is required: `npm run test:e2e` sets up what it needs, so a missing piece fails.
 */

const vsix = resolve(repoRoot, 'ghs-monster-ai.vsix');
const resultsDir = resolve(repoRoot, 'test-results');
const fixtureWorkspace = resolve(repoRoot, 'test/fixtures/e2e-workspace');
const examples = resolve(repoRoot, 'examples');
/**
 * The multi-round example played round by round: its decks are seeded, so the CLI and the editor
 * draw the same cards.
 */
const MULTI_ROUND = 'gloomhaven-hollow-gate-rounds.ghs';
/** How many fresh extension hosts the activation time is read from. */
const ACTIVATION_RUNS = 3;

const missing = chromiumMissing() ?? codeServerMissing() ?? (existsSync(vsix) ? undefined : `no ${vsix} (run npm run package)`);

function exampleFiles(): string[] {
    return existsSync(examples) ? readdirSync(examples).filter(f => f.endsWith('.ghs')).sort() : [];
}

describe('the extension in code-server', () => {
    let profile: Profile;
    let workbench: Workbench | undefined;
    let page: Page;
    let workspace: string;

    const shot = (name: string): Promise<Buffer> => page.screenshot({ path: join(resultsDir, `${name}.png`) });
    /** Moves the pointer to the empty editor area below the text, where it raises no hover or tooltip. */
    const pointerAway = (): Promise<void> => page.mouse.move(640, 800);
    const onDisk = (file: string): string => readFileSync(join(workspace, file), 'utf8');
    /** The one-based line of the original file that holds `text`. */
    const lineOf = (file: string, text: string): number => original(file).split('\n').findIndex(line => line.includes(text)) + 1;
    const original = (file: string): string => readFileSync(existsSync(join(fixtureWorkspace, file)) ? join(fixtureWorkspace, file) : join(examples, file), 'utf8');

    const { quickOpen, runCommand, editorLine, token, previewFrame, pickRow, toast } = workbenchActions(() => page);

    /** Puts the cursor at the start of a line of the active editor (Ctrl+G), scrolling it into view. */
    async function goToLine(line: number): Promise<void> {
        await page.keyboard.press('Control+G');
        const input = page.locator('.quick-input-widget input');
        await input.waitFor();
        await input.fill(`:${line}`);
        await page.keyboard.press('Enter');
        await expect.poll(cursorLine).toMatch(new RegExp(`Ln ${line},`));
    }

    async function cursorLine(): Promise<string | null> {
        return page.locator('.statusbar-item[id="status.editor.selection"]').textContent();
    }

    /** Saves the active editor and waits until the file on disk holds `expected`. */
    async function saveAndExpect(file: string, expected: (text: string) => void): Promise<void> {
        await page.keyboard.press('Control+S');
        await expect.poll(() => {
            try {
                expected(onDisk(file));
                return true;
            } catch {
                return false;
            }
        }, { timeout: 15_000 }).toBe(true);
        expected(onDisk(file));
    }

    beforeAll(async () => {
        if (missing) {
            throw new Error(`the code-server test cannot run: ${missing}`);
        }
        mkdirSync(resultsDir, { recursive: true });
        profile = makeProfile();
        // A copy, so nothing the tests type lands in the repository.
        workspace = join(profile.root, 'workspace');
        mkdirSync(workspace);
        for (const file of exampleFiles()) {
            cpSync(join(examples, file), join(workspace, file));
        }
        cpSync(fixtureWorkspace, workspace, { recursive: true });
        workbench = await openWorkbench(profile, workspace, vsix);
        ({ page } = workbench);
    });

    afterEach(async ({ task }) => {
        await workbench?.shotOnFailure(resultsDir, 'code-server', task);
    });

    afterAll(async () => {
        await workbench?.close();
    });

    it('opens a scenario with its colours from the grammar', async () => {
        await quickOpen('guard-post.ghs');
        await token('character Hero10', 'character').waitFor();
        const classOf = async (line: string, word: string): Promise<string | null> => token(line, word).getAttribute('class');
        const keyword = await classOf('character Hero10', 'character');
        const name = await classOf('character Hero10', 'Hero10');
        const coordinate = await classOf('character Hero10', 'D4');
        const edition = await classOf('rules gloomhaven', 'gloomhaven');
        expect(new Set([keyword, name, coordinate, edition]).size, 'keyword, name, coordinate and edition look different').toBe(4);
        await shot('code-server-scenario');
    });

    it('shows the language server\'s diagnostics as squiggles and in the Problems count', async () => {
        await quickOpen('broken.ghs');
        await page.locator('.editor-instance .squiggly-error').first().waitFor({ timeout: 60_000 });
        const problems = page.locator('#status\\.problems');
        await expect.poll(() => problems.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/[1-9]\d* Errors?|Errors: [1-9]/i);
        await shot('code-server-diagnostics');
    });

    it('hovers a figure name and shows its documentation comment', async () => {
        await quickOpen('guard-post.ghs');
        await token('expect Guard', 'Guard').hover();
        const hover = page.locator('.monaco-hover:not(.hidden)');
        await expect.poll(() => hover.textContent(), { timeout: 30_000 }).toContain('The guard on watch at the door.');
        await page.keyboard.press('Escape');
    });

    it('hovers a monster and reads its focus and its turn', async () => {
        await quickOpen('guard-post.ghs');
        await page.mouse.move(0, 0);
        await token('monster   Guard', 'Guard').hover();
        const hover = page.locator('.monaco-hover:not(.hidden)');
        await expect.poll(() => hover.textContent(), { timeout: 30_000 }).toContain('Focus: Hero20');
        expect(await hover.textContent()).toMatch(/D3/);
        expect(await hover.textContent()).toMatch(/E5/);
        // The turn summary and hint come first; the picture shows the explanation below them.
        const box = await hover.boundingBox();
        if (box) {
            await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
            await page.mouse.wheel(0, 200);
            await expect.poll(async () => (await hover.boundingBox()) !== null).toBe(true);
        }
        await shot('e2e-hover');
        await page.keyboard.press('Escape');
    });

    it('opens the preview beside the editor with the grid and the decision of the monster under the cursor', async () => {
        await quickOpen('guard-post.ghs');
        await token('monster   Guard', 'Guard').click();
        await runCommand('GHS: Show Board Beside the Editor');
        await page.locator('.tab', { hasText: 'Preview guard-post.ghs' }).waitFor();
        const frame = previewFrame();
        await frame.locator('#board svg g.ghs-hex').first().waitFor({ timeout: 60_000 });
        expect(await frame.locator('#board svg g.ghs-hex').count()).toBe(48);
        expect(await frame.locator('#board svg g.ghs-figures > g.ghs-figure').count()).toBe(6);
        expect(await frame.locator('#title').textContent()).toBe('Guard post');
        expect(await frame.locator('#monster').inputValue()).toBe('Guard');
        const chosen = frame.locator('.ghs-option.ghs-chosen');
        expect(await chosen.locator('.ghs-path').count()).toBe(1);
        expect(await chosen.locator('.ghs-destination').getAttribute('data-hex')).toBe('D3');
        expect(await frame.locator('.ghs-target-mark').evaluateAll(marks => marks.map(m => m.getAttribute('data-target')).sort())).toEqual(['Hero10', 'Hero20']);
        await expect.poll(() => frame.locator('#tie').textContent()).toMatch(/\S/);
        await pointerAway();
        await shot('e2e-preview');
    });

    it('draws the names and initiatives in the preview at least as large as the editor\'s font, and zooms', async () => {
        const frame = previewFrame();
        const editorFont = await frame.locator('body').evaluate(body =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { getPropertyValue(p: string): string } }).getComputedStyle(body).getPropertyValue('--vscode-editor-font-size'));
        expect(editorFont.trim()).toBe('14px');
        const drawnSizes = (): Promise<number[]> => frame.locator('#board svg .ghs-name, #board svg .ghs-token-text').evaluateAll(texts => texts.map(text => {
            const element = text as unknown as { getAttribute(n: string): string | null; getScreenCTM(): { a: number; b: number } | null };
            const matrix = element.getScreenCTM();
            return Number(element.getAttribute('font-size')) * (matrix ? Math.hypot(matrix.a, matrix.b) : NaN);
        }));
        const fitted = await drawnSizes();
        expect(fitted).toHaveLength(12);
        expect(Math.min(...fitted)).toBeGreaterThanOrEqual(0.85 * 14 - 0.05);
        await frame.locator('#zoom-in').click();
        await expect.poll(() => frame.locator('#zoom-level').textContent()).toBe('125%');
        expect(Math.min(...await drawnSizes())).toBeCloseTo(Math.min(...fitted) * 1.25, 0);
        await frame.locator('#zoom-fit').click();
        await expect.poll(() => frame.locator('#zoom-level').textContent()).toBe('100%');
        expect(Math.min(...await drawnSizes())).toBeCloseTo(Math.min(...fitted), 1);
    });

    /** The great hall's width and the panel's, as the test below measured them. */
    let hallWidth: { client: number; scroll: number } | undefined;

    it('shows a 20 × 15 room beside the editor in a 1,600 px window: every text at least 0.85 × the editor\'s font, no hit points covered', async () => {
        await page.setViewportSize({ width: 1600, height: 1000 });
        try {
            await quickOpen('great-hall.ghs');
            await runCommand('GHS: Show Board Beside the Editor');
            await page.locator('.tab', { hasText: 'Preview great-hall.ghs' }).waitFor();
            const frame = previewFrame();
            await expect.poll(() => frame.locator('#title').textContent(), { timeout: 60_000 }).toBe('Great hall');
            await frame.locator('#board svg g.ghs-hex').first().waitFor();
            expect(await frame.locator('#board svg g.ghs-hex').count()).toBe(20 * 15);
            expect(await frame.locator('#zoom-level').textContent()).toBe('100%');
            // The workbench's own theme; switching it through the settings file was not heard in time here.
            for (const theme of ['the default theme']) {
                // Over the preview's title, where no hover or tooltip opens.
                await page.mouse.move(1500, 84);
                const sizes = await frame.locator('#board svg text').evaluateAll(texts => texts.map(text => {
                    const element = text as unknown as { getAttribute(n: string): string | null; getScreenCTM(): { a: number; b: number } | null };
                    const matrix = element.getScreenCTM();
                    return Number(element.getAttribute('font-size')) * (matrix ? Math.hypot(matrix.a, matrix.b) : NaN);
                }));
                // A name and an initiative for each of the 17 figures at least, besides the coordinates and the legend.
                expect(sizes.length).toBeGreaterThan(2 * 17);
                expect(Math.min(...sizes), theme).toBeGreaterThanOrEqual(0.85 * 14 - 0.05);
                // The whole room in the panel: nothing to scroll sideways.
                const room = await frame.locator('#board').evaluate(board => {
                    const b = board as unknown as { clientWidth: number; scrollWidth: number };
                    return { client: b.clientWidth, scroll: b.scrollWidth };
                });
                hallWidth = room;
                // What is on top at the middle of each figure's hit points is those hit points.
                const covered = await frame.locator('#board svg .ghs-figures .ghs-hp').evaluateAll(pills => pills.filter(pill => {
                    const p = pill as unknown as { contains(e: unknown): boolean; scrollIntoView(o: object): void; getBoundingClientRect(): { x: number; y: number; width: number; height: number } };
                    // A board wider than the panel scrolls: each pill is brought into view before it is looked at.
                    p.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                    const box = p.getBoundingClientRect();
                    const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } }).document;
                    return !p.contains(doc.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
                }).length);
                expect(await frame.locator('#board svg .ghs-figures .ghs-hp').count()).toBe(11);
                expect.soft(covered, `${theme}: hit points covered`).toBe(0);
                await frame.locator('#board').evaluate(board => { (board as unknown as { scrollLeft: number }).scrollLeft = 0; });
                await page.screenshot({ path: resolve(repoRoot, 'docs/images/preview-great-hall.png') });
            }
        } finally {
            await page.setViewportSize({ width: 1400, height: 900 });
            // The tests after this one read the guard post's preview: it follows the editor back.
            await quickOpen('guard-post.ghs');
            await expect.poll(() => previewFrame().locator('#title').textContent(), { timeout: 60_000 }).toBe('Guard post');
        }
    });

    // Not yet: at the text floor the room needs about 690 px and the panel beside the editor (the
    // explorer open) has about 590, so the board scrolls sideways. Marked as failing so that the
    // suite says at once when a layout makes it fit; then this becomes a plain test.
    it.fails('fits that room in the panel without scrolling sideways', () => {
        expect(hallWidth).toBeDefined();
        expect(hallWidth!.scroll).toBeLessThanOrEqual(hallWidth!.client);
    });

    it('shades the preview by the threat map of a chosen character, with the monsters in each hex\'s hover text', async () => {
        const frame = previewFrame();
        await frame.locator('#threat').selectOption('Hero10');
        // Hero10 could stand on 36 hexes; the Guard would attack it on 14 of them (ghs threat says the same).
        await expect.poll(() => frame.locator('#board g.ghs-hex[class*="ghs-threat-"]').count(), { timeout: 60_000 }).toBe(36);
        expect(await frame.locator('#board g.ghs-hex.ghs-threat-1').count()).toBe(14);
        // Attack 2 against no shield averages 2.0 over the standard modifier deck.
        expect(await frame.locator('#board g.ghs-hex[data-hex="F3"] > title').textContent())
            .toBe('F3 · 1 monster would attack Hero10 here\nGuard: focus, attacks from F4, 2.0 damage on average');
        expect(await frame.locator('#threat-legend').isVisible()).toBe(true);
        await pointerAway();
        await shot('e2e-threat-map');
        await frame.locator('#threat').selectOption('');
        await expect.poll(() => frame.locator('#board g.ghs-hex[class*="ghs-threat-"]').count()).toBe(0);
    });

    it('moves the cursor to a figure\'s statement when the figure is clicked in the preview', async () => {
        await previewFrame().locator('[data-figure="Wolf"]').click();
        await expect.poll(cursorLine).toMatch(/Ln 18, Col 3/);
        await previewFrame().locator('[data-figure="Hero30"]').click();
        await expect.poll(cursorLine).toMatch(/Ln 17, Col 3/);
    });

    it('runs the Guard\'s turn from F1, drawing each option in the preview as it is browsed; one undo restores the text', async () => {
        const before = original('guard-post.ghs');
        expect(onDisk('guard-post.ghs')).toBe(before);
        await token('monster   Guard', 'Guard').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        await pickRow('moves to D3 · attacks Hero20, Hero10').waitFor();
        await pickRow('moves to E5 · attacks Hero20, Hero10').waitFor();
        const chosen = previewFrame().locator('.ghs-option.ghs-chosen');
        await expect.poll(() => chosen.getAttribute('data-option')).toBe('0');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => chosen.getAttribute('data-option')).toBe('1');
        expect(await chosen.locator('.ghs-destination').getAttribute('data-hex')).toBe('E5');
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => chosen.getAttribute('data-option')).toBe('0');
        await page.keyboard.press('Enter');

        await editorLine('monster   Guard at D3').waitFor();
        await editorLine('acted     Guard from G3 to D3 attacks Hero20, Hero10').waitFor();
        // The preview follows: the Guard has acted, so it draws no decision for it any more.
        await expect.poll(() => previewFrame().locator('[data-figure="Guard"]').getAttribute('data-hex')).toBe('D3');
        await pointerAway();
        await shot('e2e-after-turn');
        await saveAndExpect('guard-post.ghs', text => {
            // The Guard moves, and the record of its turn follows its block.
            expect(text).toBe(before.replace('monster   Guard at G3', 'monster   Guard at D3')
                .replace(/( {2}monster {3}Guard at D3 \{[^}]*\})/, '$1\n  acted     Guard from G3 to D3 attacks Hero20, Hero10'));
        });

        await page.keyboard.press('Control+Z');
        await editorLine('monster   Guard at G3').waitFor();
        await saveAndExpect('guard-post.ghs', text => expect(text).toBe(before));
    });

    it('refuses the turn with the reason when the scenario changed while the option was being chosen', async () => {
        const before = original('guard-post.ghs');
        await token('monster   Guard', 'Guard').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        await pickRow('moves to E5 · attacks Hero20, Hero10').waitFor();
        // Another program rewrites the file: the editor reloads it, its version moves on.
        const changed = before.replace('Two equal approaches', 'Two equal approaches, changed on disk');
        writeFileSync(join(workspace, 'guard-post.ghs'), changed);
        await editorLine('changed on disk').waitFor({ timeout: 30_000 });
        await pickRow('moves to E5 · attacks Hero20, Hero10').click();
        await toast(/Guard's turn cannot be played: the scenario changed/).waitFor({ timeout: 30_000 });
        expect(await editorLine('monster   Guard at G3').count()).toBe(1);
        expect(await editorLine('acted').count()).toBe(0);
        writeFileSync(join(workspace, 'guard-post.ghs'), before);
        await expect.poll(() => editorLine('changed on disk').count(), { timeout: 30_000 }).toBe(0);
    });

    it('Run All Monster Turns stops cleanly when the pick is cancelled', async () => {
        const before = original('guard-post.ghs');
        await runCommand('GHS: Run All Monster Turns');
        await pickRow('moves to D3 · attacks Hero20, Hero10').waitFor();
        await page.keyboard.press('Escape');
        await toast('Stopped before Guard\'s turn: no turn was played.').waitFor({ timeout: 30_000 });
        expect(await editorLine('acted').count()).toBe(0);
        await saveAndExpect('guard-post.ghs', text => expect(text).toBe(before));
    });

    it('runs the turn of the code lens\'s monster wherever the cursor is', async () => {
        const before = original('guard-post.ghs');
        await token('scenario', 'scenario').click();
        await expect.poll(cursorLine).toMatch(/Ln 2,/);
        await page.locator('.editor-instance .codelens-decoration a', { hasText: 'Run monster turn' }).first().click();
        await pickRow('moves to E5 · attacks Hero20, Hero10').click();
        await editorLine('monster   Guard at E5').waitFor();
        await editorLine('acted     Guard from G3 to E5 attacks Hero20, Hero10').waitFor();
        await page.keyboard.press('Control+Z');
        await editorLine('monster   Guard at G3').waitFor();
        await saveAndExpect('guard-post.ghs', text => expect(text).toBe(before));
    });

    it('the preview follows the editor and draws the decision of the monster under the cursor', async () => {
        await quickOpen('frosthaven-icy-cave.ghs');
        const frame = previewFrame();
        await expect.poll(() => frame.locator('#title').textContent(), { timeout: 30_000 }).toMatch(/\S/);
        await expect.poll(() => frame.locator('#title').textContent()).not.toBe('Guard post');
        await goToLine(lineOf('frosthaven-icy-cave.ghs', 'monster   FrostHarpy'));
        await expect.poll(() => frame.locator('#monster').inputValue()).toBe('FrostHarpy');
        expect(await frame.locator('.ghs-option.ghs-chosen .ghs-destination').getAttribute('data-hex')).toBe('H6');
        await goToLine(lineOf('frosthaven-icy-cave.ghs', 'monster   AlgoxGuard'));
        await expect.poll(() => frame.locator('#monster').inputValue()).toBe('AlgoxGuard');
        expect(await frame.locator('.ghs-option.ghs-chosen .ghs-destination').getAttribute('data-hex')).toBe('C4');
    });

    it('runs all monster turns in initiative order, each one undoable on its own', async () => {
        const before = original('frosthaven-icy-cave.ghs');
        await runCommand('GHS: Run All Monster Turns');
        await toast('AlgoxGuard and FrostHarpy acted, in initiative order.').waitFor({ timeout: 30_000 });
        await saveAndExpect('frosthaven-icy-cave.ghs', text => {
            const acted = text.split('\n').filter(line => line.trimStart().startsWith('acted'));
            expect(acted.map(line => line.trim())).toEqual([
                expect.stringMatching(/^acted {5}AlgoxGuard from G2 to C4 attacks Blinkblade$/),
                expect.stringMatching(/^acted {5}FrostHarpy from H8 to H6 attacks Drifter$/)
            ]);
        });
        await page.keyboard.press('Control+Z');
        await saveAndExpect('frosthaven-icy-cave.ghs', text => {
            expect(text).toContain('acted     AlgoxGuard from G2 to C4');
            expect(text).not.toContain('FrostHarpy from');
        });
        await page.keyboard.press('Control+Z');
        await saveAndExpect('frosthaven-icy-cave.ghs', text => expect(text).toBe(before));
    });

    /** A user setting as saved on disk. */
    function userSetting(key: string): unknown {
        try {
            return (JSON.parse(readFileSync(join(profile.userData, 'User/settings.json'), 'utf8')) as Record<string, unknown>)[key];
        } catch {
            return 'unreadable'; // caught mid-write
        }
    }

    /** Edits the user settings the way a person does: a line in the settings editor, saved. */
    async function editUserSettings(edit: () => Promise<void>, key: string, expected: unknown): Promise<void> {
        await runCommand('Preferences: Open User Settings (JSON)');
        // It may open as a tab or over the workbench: either way its text is what to click.
        await page.locator('.view-line', { hasText: '"workbench.tips.enabled"' }).click();
        await edit();
        await page.keyboard.press('Control+S');
        await expect.poll(() => userSetting(key), { timeout: 15_000 }).toBe(expected);
        await page.keyboard.press('Control+W');
    }

    it('asks before running a monster out of initiative order, naming who acts first; cancelling plays nothing', async () => {
        const before = original('initiative.ghs');
        await quickOpen('initiative.ghs');
        await token('monster   Brute', 'Brute').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        const dialog = page.locator('.monaco-dialog-box');
        await dialog.waitFor({ timeout: 30_000 });
        // A dialog without a detail shows its message in the container's one text element.
        expect((await dialog.locator('.dialog-message-container').textContent())?.trim())
            .toBe('GHS: Brute (initiative 60) is not next in initiative order: Scout (initiative 15) should act first. Run Brute\'s turn now anyway?');
        await shot('e2e-out-of-turn');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await editorLine('acted').count()).toBe(0);
        await saveAndExpect('initiative.ghs', text => expect(text).toBe(before));

        await token('monster   Brute', 'Brute').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        await dialog.getByRole('button', { name: 'Run Brute\'s Turn' }).click();
        await editorLine('acted     Brute from C4 to C4 attacks Hero').waitFor({ timeout: 30_000 });
        await page.keyboard.press('Control+Z');
        await expect.poll(() => editorLine('acted').count()).toBe(0);
        await saveAndExpect('initiative.ghs', text => expect(text).toBe(before));

        // The monster next in order is run at once.
        await token('monster   Scout', 'Scout').click();
        await runCommand('GHS: Run Monster Turn at Cursor');
        await editorLine('acted     Scout from C2 to C2 attacks Hero').waitFor({ timeout: 30_000 });
        expect(await dialog.isVisible()).toBe(false);
        await page.keyboard.press('Control+Z');
        await expect.poll(() => editorLine('acted').count()).toBe(0);
        await saveAndExpect('initiative.ghs', text => expect(text).toBe(before));
    });

    it('the ghs.turnSummaries setting: hints by default, information, or none', async () => {
        await quickOpen('initiative.ghs');
        const hints = page.locator('.editor-instance .squiggly-hint');
        const infos = page.locator('.editor-instance .squiggly-info');
        await expect.poll(() => hints.count(), { timeout: 30_000 }).toBe(2);
        expect(await infos.count()).toBe(0);
        // The Problems count covers every scenario of the workspace: as hints, no turn is counted.
        const problems = page.locator('#status\\.problems');
        expect(await problems.getAttribute('aria-label')).not.toMatch(/Info/i);

        const setSummaries = (value: string) => async (): Promise<void> => {
            await page.keyboard.press('End');
            await page.keyboard.insertText(`\n  "ghs.turnSummaries": "${value}",`);
        };
        await editUserSettings(setSummaries('information'), 'ghs.turnSummaries', 'information');
        await quickOpen('initiative.ghs');
        await expect.poll(() => infos.count(), { timeout: 30_000 }).toBe(2);
        expect(await hints.count()).toBe(0);
        await expect.poll(() => problems.getAttribute('aria-label')).toMatch(/Infos?: [1-9]/i);
        await shot('e2e-turn-summaries-information');

        const removeSummaries = async (): Promise<void> => {
            await page.locator('.view-line', { hasText: '"ghs.turnSummaries"' }).click();
            await page.keyboard.press('Control+Shift+K');
        };
        await editUserSettings(async () => (await removeSummaries(), await setSummaries('off')()), 'ghs.turnSummaries', 'off');
        await quickOpen('initiative.ghs');
        await expect.poll(() => infos.count(), { timeout: 30_000 }).toBe(0);
        expect(await hints.count()).toBe(0);
        await expect.poll(() => problems.getAttribute('aria-label')).not.toMatch(/Info/i);
        // The code lens still tells each turn.
        expect(await page.locator('.editor-instance .codelens-decoration', { hasText: 'focus Hero · stays at C4 · attacks Hero' }).count()).toBe(1);

        await editUserSettings(removeSummaries, 'ghs.turnSummaries', undefined);
        await quickOpen('initiative.ghs');
        await expect.poll(() => hints.count(), { timeout: 30_000 }).toBe(2);
    });

    it('the ghs.defaultEdition setting reaches the language server: a file without rules is analysed anew', async () => {
        const addEdition = async (): Promise<void> => {
            await page.keyboard.press('End');
            await page.keyboard.insertText('\n  "ghs.defaultEdition": "frosthaven",');
        };
        const removeEdition = async (): Promise<void> => {
            await page.locator('.view-line', { hasText: '"ghs.defaultEdition"' }).click();
            await page.keyboard.press('Control+Shift+K');
        };
        await quickOpen('edition.ghs');
        const lens = page.locator('.editor-instance .codelens-decoration');
        await expect.poll(() => lens.first().textContent(), { timeout: 30_000 }).toContain('focus Near · stays at B3 · attacks Near, Mid');
        await editUserSettings(addEdition, 'ghs.defaultEdition', 'frosthaven');
        await quickOpen('edition.ghs');
        await expect.poll(() => lens.first().textContent(), { timeout: 30_000 })
            .toContain('focus Near · players choose: stays at B3 · attacks Near, Mid | stays at B3 · attacks Near, Far');
        await editUserSettings(removeEdition, 'ghs.defaultEdition', undefined);
        await quickOpen('edition.ghs');
        await expect.poll(() => lens.first().textContent(), { timeout: 30_000 }).toContain('focus Near · stays at B3 · attacks Near, Mid');
    });

    it('draws the room in the preview: three walls, a trap, the monster dragged, its area; each step one undo', async () => {
        const file = 'jotl-sewer-corridor.ghs';
        const before = original(file);
        await quickOpen(file);
        await runCommand('GHS: Show Board Beside the Editor');
        const frame = previewFrame();
        await expect.poll(() => frame.locator('#title').textContent(), { timeout: 60_000 }).toBe('Sewer corridor: the demon\'s sweep');
        const summary = () => frame.locator('#summary').textContent();
        await expect.poll(summary).toBe('ChaosDemon: focus Hatchet · moves to F3 · attacks Hatchet, Voidwarden');
        const centre = async (selector: string): Promise<{ x: number; y: number }> => {
            const hex = frame.locator(selector).first();
            let box: { x: number; y: number; width: number; height: number } | null = null;
            // The board is wider than the panel: it scrolls sideways to the hex first. A board
            // drawn anew meanwhile (a new view, the threat map's answer) replaces the element: ask again.
            await expect.poll(async () => {
                await hex.scrollIntoViewIfNeeded();
                box = await hex.boundingBox();
                return box !== null;
            }, { timeout: 30_000 }).toBe(true);
            const { x, y, width, height } = box!;
            return { x: x + width / 2, y: y + height / 2 };
        };
        const drag = async (from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> => {
            await page.mouse.move(from.x, from.y);
            await page.mouse.down();
            await page.mouse.move(to.x, to.y, { steps: 8 });
            await page.mouse.up();
        };
        const steps = [
            before.replace('  wall      A5..M5\n', '  wall      A5..M5, B2..B4\n'),
            '', '', ''
        ];
        steps[1] = steps[0].replace('  difficult G3, K2..K3\n', '  difficult G3, K2..K3\n  trap      H3\n');
        steps[2] = steps[1].replace('ChaosDemon at I3', 'ChaosDemon at J3');
        steps[3] = steps[2].replace('aoe origin E4 hexes E3, F3', 'aoe origin E4 hexes D3, E3, F3');

        // The drawing tools are in their own strip, shown by the toolbar's Draw button.
        await frame.locator('#draw-toggle').click();
        await frame.getByRole('button', { name: 'Wall', exact: true }).click();
        const b2 = await centre('g.ghs-hex[data-hex="B2"]');
        await drag(b2, await centre('g.ghs-hex[data-hex="B4"]'));
        await editorLine('wall      A5..M5, B2..B4').waitFor();
        await frame.getByRole('button', { name: 'Trap' }).click();
        const h3 = await centre('g.ghs-hex[data-hex="H3"]');
        await page.mouse.click(h3.x, h3.y);
        await editorLine('trap      H3').waitFor();
        // The engine ran on the new text: the trap sends the demon the other way.
        await expect.poll(summary).toBe('ChaosDemon: focus Hatchet · moves to F2 · attacks Hatchet');
        await frame.getByRole('button', { name: 'Trap' }).click();
        // The drop hex first: bringing it into view may scroll the board, and the demon is beside it.
        await centre('g.ghs-hex[data-hex="J3"]');
        const demon = await centre('[data-figure="ChaosDemon"]');
        await drag(demon, await centre('g.ghs-hex[data-hex="J3"]'));
        await editorLine('monster   ChaosDemon at J3').waitFor();
        await expect.poll(summary).toBe('ChaosDemon: focus Hatchet · moves to G4');
        await frame.getByRole('region', { name: 'Area of ChaosDemon' }).getByRole('button', { name: 'D3: not in the area' }).click();
        await editorLine('aoe origin E4 hexes D3, E3, F3').waitFor();
        await expect.poll(() => frame.locator('#reasons').textContent()).toContain('melee area of 3 hexes');
        await pointerAway();
        await shot('e2e-draw-room');
        await saveAndExpect(file, text => expect(text).toBe(steps[3]));

        // Each stroke is one step on the undo stack.
        await editorLine('character Hatchet').click();
        for (const expected of [steps[2], steps[1], steps[0], before]) {
            await page.keyboard.press('Control+Z');
            await saveAndExpect(file, text => expect(text).toBe(expected));
        }
        await expect.poll(summary).toBe('ChaosDemon: focus Hatchet · moves to F3 · attacks Hatchet, Voidwarden');
    });

    it('plays three rounds with Run round, each one step, leaving the text byte for byte what `ghs play --write` writes', async () => {
        const file = MULTI_ROUND;
        const before = original(file);
        // What the command line writes after one, two and three rounds, each on a fresh copy.
        const cli = join(profile.root, 'cli');
        const written = [1, 2, 3].map(rounds => {
            const copy = join(cli, String(rounds));
            mkdirSync(copy, { recursive: true });
            writeFileSync(join(copy, file), before);
            execFileSync(process.execPath, [resolve(repoRoot, 'bin/ghs.cjs'), 'play', join(copy, file), '--rounds', String(rounds), '--write'], { stdio: 'pipe' });
            return readFileSync(join(copy, file), 'utf8');
        });
        expect(new Set([before, ...written]).size, 'each round changes the text').toBe(4);

        await quickOpen(file);
        // The first round from its code lens, scrolled into view; the others from F1.
        await goToLine(lineOf(file, 'round 1 {'));
        await page.locator('.editor-instance .codelens-decoration a', { hasText: 'Run round' }).first().waitFor({ timeout: 60_000 });
        await page.locator('.editor-instance .codelens-decoration a', { hasText: 'Run round' }).first().click();
        // Round 1 has choices for the players (the Hound's and the Guard's options): the first for all, as the command line takes.
        await pickRow('First option for all').click();
        await saveAndExpect(file, text => expect(text).toBe(written[0]));
        for (const expected of written.slice(1)) {
            await runCommand('GHS: Run Round');
            await saveAndExpect(file, text => expect(text).toBe(expected));
        }
        await shot('e2e-three-rounds');
        // The last round is one step on the undo stack.
        await page.keyboard.press('Control+Z');
        await saveAndExpect(file, text => expect(text).toBe(written[1]));
    });

    it('measures the activation time over fresh extension hosts, and the package size', async () => {
        const activation: number[] = [];
        for (let run = 0; run < ACTIVATION_RUNS; run++) {
            // A reload starts a new extension host; opening a scenario activates the extension in it.
            await page.reload();
            await page.locator('.monaco-workbench').waitFor({ timeout: 120_000 });
            // From the Explorer: the window restores its editors meanwhile, which a quick open would race.
            await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'guard-post.ghs' }).click();
            await page.locator('.tab.active[data-resource-name="guard-post.ghs"]').waitFor();
            await page.locator('.editor-instance .codelens-decoration a', { hasText: 'Run monster turn' }).first().waitFor({ timeout: 60_000 });
            await runCommand('Developer: Show Running Extensions');
            // The row reads `Activation: 125ms` (or `Startup Activation: …` when restored at start-up).
            const row = page.locator('.monaco-list-row', { hasText: 'Gloomhaven Monster AI' }).filter({ hasText: /Activation:/ });
            await row.first().waitFor({ timeout: 30_000 });
            const text = (await row.first().textContent()) ?? '';
            const ms = /Activation:\s*(\d+(?:\.\d+)?)\s*ms/.exec(text);
            expect(ms, `activation time shown as '${text}'`).not.toBeNull();
            activation.push(Number(ms![1]));
            await page.keyboard.press('Control+W');
        }
        const sorted = [...activation].sort((a, b) => a - b);
        const metrics = {
            codeServer: codeServerVersion(),
            activation: {
                source: 'VS Code\'s Running Extensions view (code loading + activate call), one fresh extension host per run',
                runsMs: activation,
                medianMs: sorted[Math.floor(sorted.length / 2)],
                maxMs: sorted[sorted.length - 1]
            },
            vsix: { file: 'ghs-monster-ai.vsix', bytes: statSync(vsix).size }
        };
        writeFileSync(join(resultsDir, 'e2e-metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
        console.log(`e2e metrics: activation ${activation.join(', ')} ms (median ${metrics.activation.medianMs} ms); .vsix ${metrics.vsix.bytes} bytes`);
        expect(activation.every(ms => ms > 0)).toBe(true);
    });
});
