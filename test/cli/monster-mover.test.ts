import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importMonsterMoverLink } from '../../cli/monster-mover.js';
import { format } from '../server/helpers.js';
import { ghs, repo, skipReason } from './run-ghs.js';

const TELEPORT = 'https://gloom.aluminumangel.org/UQgE1A4AgXbAkAIBAgQIECC8AAU';

describe.skipIf(skipReason !== undefined)('ghs import and ghs export --monster-mover', () => {
    it('imports a link into a file that exports back to the same link', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-mm-'));
        const file = join(folder, 'teleport.ghs');
        const imported = await ghs(['import', TELEPORT, '-o', file]);
        expect(imported.code).toBe(0);
        expect(readFileSync(file, 'utf8')).toContain('  monster   Monster at D7 {\n    move 2 teleport\n    attack\n  }\n');
        expect(imported.err[0]).toMatch(/^warning: The Monster Mover's grid is open floor beyond D6\.\.F11/);
        const exported = await ghs(['export', file, '--monster-mover']);
        expect(exported.err.filter(line => line.startsWith('error:'))).toEqual([]);
        expect(exported).toMatchObject({ code: 0, out: [TELEPORT] });
    });

    it('exports a file named relative to the working folder, saying what the link leaves out', async () => {
        const run = await ghs(['export', 'test/fixtures/rules/door-open-is-an-ordinary-hex.ghs', '--monster-mover'], { cwd: repo });
        expect(run.code).toBe(0);
        expect(run.out).toHaveLength(1);
        expect(run.out[0]).toMatch(/^https:\/\/gloom\.aluminumangel\.org\/[A-Za-z0-9_-]+$/);
        expect(run.err).toContain('warning: The doors are not carried: the Monster Mover has a wall for each closed door and floor for each open one.');
    });

    it('reads the scenario to export from standard input', async () => {
        const text = readFileSync(join(repo, 'test/fixtures/rules/door-open-is-an-ordinary-hex.ghs'), 'utf8');
        const fromFile = await ghs(['export', 'test/fixtures/rules/door-open-is-an-ordinary-hex.ghs', '--monster-mover'], { cwd: repo });
        const fromStdin = await ghs(['export', '-', '--monster-mover'], { cwd: repo, stdin: text });
        expect(fromStdin).toMatchObject({ code: 0, out: fromFile.out });
    });

    it('refuses to export a scenario with errors, saying where they are', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-mm-'));
        writeFileSync(join(folder, 'broken.ghs'), 'scenario "s" {\n  map A1..C3\n  character Hero at D9 initiative 10\n}\n');
        const run = await ghs(['export', 'broken.ghs', '--monster-mover'], { cwd: folder });
        expect(run.code).toBe(1);
        expect(run.out).toEqual([]);
        // the scenario's error as `ghs check` prints it, its severity said once
        expect(run.err).toEqual([
            'error: The scenario has errors; mend them first.',
            "broken.ghs:3:21: error: This hex D9 is outside the map A1..C3: move it inside, or widen the 'map'."
        ]);
    });

    it('exits 1 with the reason for a text that is no link, and 2 for a missing format flag', async () => {
        expect((await importMonsterMoverLink('hello!', '<stdout>')).errors).toEqual(["Not a usable Monster Mover link: 'hello!' is not a Monster Mover scenario code."]);
        expect(await ghs(['import', 'hello!'])).toMatchObject({
            code: 1, err: ["error: Not a usable Monster Mover link: 'hello!' is not a Monster Mover scenario code."]
        });
        expect(await ghs(['export', 'x.ghs'])).toMatchObject({ code: 2, err: ['ghs export: say the format: --monster-mover.'] });
    });
});

describe.skipIf(skipReason !== undefined)('an imported scenario that ghs check would reject', () => {
    // Its first figure stands on a wall hex: the link holds it, the language refuses it.
    const onAWall = 'https://gloom.aluminumangel.org/UQgE1A4AgXbAkAIBAgQIECCvAAU';

    it('is written all the same, with the errors and warnings ghs check prints, and the exit status is 1', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-import-'));
        try {
            const run = await ghs(['import', onAWall, '-o', 'x.ghs'], { cwd: folder });
            const check = await ghs(['check', 'x.ghs'], { cwd: folder });
            expect(check.code).toBe(1);
            const checkErrors = check.out.filter(line => line.startsWith('x.ghs:'));
            expect(checkErrors.some(line => line.includes(': error: '))).toBe(true);
            expect(run.code).toBe(1);
            expect(run.err.filter(line => line.startsWith('x.ghs:'))).toEqual(checkErrors);
            expect(readFileSync(join(folder, 'x.ghs'), 'utf8')).toContain('scenario ');
        } finally {
            rmSync(folder, { recursive: true, force: true });
        }
    });

    it('printed to standard output, names it <stdout>', async () => {
        const run = await ghs(['import', onAWall]);
        expect(run.code).toBe(1);
        expect(run.err.some(line => /^<stdout>:\d+:\d+: error: /.test(line))).toBe(true);
        expect(run.stdout).toContain('scenario ');
    });
});

describe('an imported scenario', () => {
    it('is laid out as the formatter lays it out', async () => {
        for (const link of [TELEPORT, 'UUAOJBAAgYHAMAOQANUCkAa1BSQWgMIV0AA', 'EZAMtAmgCEiAAAECBAgQIFwgPCBcIEQgVCAQhQSEC4QIhAoEwQAYAANgoHCBEIFQgfCAcIEQgVCBQBgSEDIQIECAAAECBAg']) {
            const text = (await importMonsterMoverLink(link, '<stdout>')).output!;
            expect(await format(text)).toBe(text);
        }
    });
});
