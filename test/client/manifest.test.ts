import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseToWebview } from '../../client/src/preview-protocol.js';
import { ExtensionCommands } from '../../server/protocol.js';

const manifest = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'));
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
