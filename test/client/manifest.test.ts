import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseToWebview } from '../../client/src/preview-protocol.js';
import { ExtensionCommands } from '../../server/protocol.js';
import { WALKTHROUGH_EXAMPLE } from '../../client/src/walkthrough.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const contributes = manifest.contributes;

describe('the extension manifest', () => {
    it('contributes exactly the commands the extension registers', () => {
        expect(contributes.commands.map((c: { command: string }) => c.command).sort()).toEqual(Object.values(ExtensionCommands).sort());
    });

    it('names only those commands in its menus and keybindings', () => {
        const known: string[] = Object.values(ExtensionCommands);
        const named = [
            ...Object.values(contributes.menus as Record<string, Array<{ command: string }>>).flat().map(item => item.command),
            ...(contributes.keybindings as Array<{ command: string }>).map(binding => binding.command)
        ];
        expect(named.filter(command => !known.includes(command))).toEqual([]);
    });

    it('offers the preview orientations the preview page accepts, and only those', () => {
        const orientation = contributes.configuration.properties['ghs.preview.orientation'];
        const accepted = (value: string) => parseToWebview({ type: 'settings', settings: { coordinates: true, orientation: value } }) !== undefined;
        expect(orientation.enum.filter((value: string) => !accepted(value))).toEqual([]);
        expect(accepted(orientation.default)).toBe(true);
        expect(accepted('sideways')).toBe(false);
    });
});

interface Step {
    readonly id: string;
    readonly description: string;
    readonly media: { readonly markdown?: string };
    readonly completionEvents?: readonly string[];
}

describe('what the extension looks like in VS Code', () => {
    const steps: Step[] = contributes.walkthroughs?.[0]?.steps ?? [];
    /** The files `vsce` puts in the package, as it lists them. */
    const packaged = execFileSync(resolve(root, 'node_modules/.bin/vsce'), ['ls', '--no-dependencies'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
        .split('\n').filter(line => line !== '');

    it('has a Get Started walkthrough: open an example, hover a monster, open the preview, run a turn, write an expect', () => {
        expect(steps.map(step => step.id)).toEqual(['openExample', 'hoverMonster', 'openPreview', 'runTurn', 'writeExpect']);
    });

    it('completes each step on a command the step offers, one the extension contributes or VS Code has', () => {
        const builtIn = ['editor.action.showHover', 'workbench.actions.view.problems'];
        const known: string[] = [...Object.values(ExtensionCommands), ...builtIn];
        for (const step of steps) {
            const events = step.completionEvents ?? [];
            expect(events.length, step.id).toBeGreaterThan(0);
            expect(events.filter(event => !known.includes(event.replace(/^onCommand:/, ''))), step.id).toEqual([]);
            const offered = [...step.description.matchAll(/\(command:([\w.]+)\)/g)].map(m => `onCommand:${m[1]}`);
            expect(offered.filter(event => events.includes(event)), `${step.id} offers one of its completion commands`).not.toEqual([]);
        }
    });

    it('packages every step\'s page, the example it opens, the icon and the CHANGELOG', () => {
        const needed = [...steps.map(step => step.media.markdown ?? ''), WALKTHROUGH_EXAMPLE, manifest.icon, 'CHANGELOG.md'];
        for (const file of needed) {
            expect(existsSync(resolve(root, file)), file).toBe(true);
        }
        expect(needed.filter(file => !packaged.includes(file))).toEqual([]);
    });

    it('is listed with categories and keywords', () => {
        expect(manifest.categories).toEqual(expect.arrayContaining(['Programming Languages', 'Visualization']));
        expect(manifest.keywords).toEqual(expect.arrayContaining(['gloomhaven', 'frosthaven']));
    });

    it('says in its README that it sends no telemetry', () => {
        expect(readFileSync(resolve(root, 'README.md'), 'utf8')).toContain('**No telemetry.** The extension, its language server and `ghs` send nothing anywhere');
    });
});
