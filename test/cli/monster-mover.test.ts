import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInterchange } from '../../cli/interchange-command.js';
import { exportMonsterMoverLink, importMonsterMoverLink } from '../../cli/monster-mover.js';
import { format } from '../server/helpers.js';

const TELEPORT = 'https://gloom.aluminumangel.org/UQgE1A4AgXbAkAIBAgQIECC8AAU';

describe('ghs import and ghs export --monster-mover', () => {
    afterEach(() => {
        vi.restoreAllMocks();
    });

    it('imports a link into a file that exports back to the same link', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-mm-'));
        const file = join(folder, 'teleport.ghs');
        const errors: string[] = [];
        vi.spyOn(console, 'error').mockImplementation((line: string) => { errors.push(line); });
        expect(await runInterchange('import', [TELEPORT, '-o', file])).toBe(0);
        expect(readFileSync(file, 'utf8')).toContain('  monster   Monster at D7 {\n    move 2 teleport\n    attack\n  }\n');
        expect(errors[0]).toMatch(/^warning: The Monster Mover's grid is open floor beyond D6\.\.F11/);
        const exported = await exportMonsterMoverLink(file, undefined, 'gloomhaven');
        expect(exported.errors).toEqual([]);
        expect(exported.output).toBe(TELEPORT);
    });

    it('exports a file named relative to the working folder, saying what the link leaves out', async () => {
        const result = await exportMonsterMoverLink('test/fixtures/rules/door-open-is-an-ordinary-hex.ghs', undefined, 'gloomhaven');
        expect(result.errors).toEqual([]);
        expect(result.output).toMatch(/^https:\/\/gloom\.aluminumangel\.org\/[A-Za-z0-9_-]+$/);
        expect(result.warnings).toContain('The doors are not carried: the Monster Mover has a wall for each closed door and floor for each open one.');
    });

    it('refuses to export a scenario with errors, saying where they are', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-mm-'));
        const file = join(folder, 'broken.ghs');
        writeFileSync(file, 'scenario "s" {\n  map A1..C3\n  character Hero at D9 initiative 10\n}\n');
        const result = await exportMonsterMoverLink(file, undefined, 'gloomhaven');
        expect(result.output).toBeUndefined();
        expect(result.errors[0]).toBe('The scenario has errors; mend them first.');
        expect(result.errors[1]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3:`));
    });

    it('exits 1 with the reason for a text that is no link, and 2 for a missing format flag', async () => {
        const errors: string[] = [];
        vi.spyOn(console, 'error').mockImplementation((line: string) => { errors.push(line); });
        expect(importMonsterMoverLink('hello!').errors).toEqual(["Not a usable Monster Mover link: 'hello!' is not a Monster Mover scenario code."]);
        expect(await runInterchange('import', ['hello!'])).toBe(1);
        expect(await runInterchange('export', ['x.ghs'])).toBe(2);
        expect(errors).toEqual([
            "error: Not a usable Monster Mover link: 'hello!' is not a Monster Mover scenario code.",
            'ghs export: say the format: --monster-mover.'
        ]);
    });
});

describe('an imported scenario', () => {
    it('is laid out as the formatter lays it out', async () => {
        for (const link of [TELEPORT, 'UUAOJBAAgYHAMAOQANUCkAa1BSQWgMIV0AA', 'EZAMtAmgCEiAAAECBAgQIFwgPCBcIEQgVCAQhQSEC4QIhAoEwQAYAANgoHCBEIFQgfCAcIEQgVCBQBgSEDIQIECAAAECBAg']) {
            const text = importMonsterMoverLink(link).output!;
            expect(await format(text)).toBe(text);
        }
    });
});
