import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, lstatSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fixtures, ghs, repo, skipReason } from './run-ghs.js';

/** A scenario with a round to play: `ghs play --write` rewrites it. */
const SCENARIO = readFileSync(resolve(fixtures, 'two-guards.ghs'), 'utf8');

const KILL = resolve(repo, 'test/fixtures/interrupt/kill-mid-write.mjs');
const APPEND = resolve(repo, 'test/fixtures/interrupt/append-after-read.mjs');

let folder: string;
beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'ghs-write-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function preloaded(script: string, extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
    return { ...process.env, NODE_OPTIONS: `--import ${pathToFileURL(script).href}`, ...extra };
}

describe.skipIf(skipReason !== undefined)('files the command line writes are replaced whole or not at all', () => {
    test('ghs play --write killed in the middle of its write leaves the scenario as it was', async () => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        const run = await ghs(['play', file, '--write'], { cwd: folder, env: preloaded(KILL, { GHS_KILL_UNDER: folder }) }).catch((error: unknown) => error);
        expect(String((run as { signal?: string }).signal ?? (run as Error).message)).toMatch(/SIGKILL/);
        expect(readFileSync(file, 'utf8')).toBe(SCENARIO);
    });

    test.each([
        ['render', '-o', 'room.svg'],
        ['import', '-o', 'linked.ghs']
    ])('ghs %s %s killed in the middle of its write leaves the old file as it was', async (command, option, name) => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        const output = join(folder, name);
        writeFileSync(output, 'the old content\n');
        const operand = command === 'render' ? file : 'https://gloom.aluminumangel.org/UQgE1A4AgXbAkAIBAgQIECCvAAU';
        await ghs([command, operand, option, output], { cwd: folder, env: preloaded(KILL, { GHS_KILL_UNDER: folder }) }).catch(() => undefined);
        expect(readFileSync(output, 'utf8')).toBe('the old content\n');
    });

    test('the file keeps its mode, a symbolic link stays a link to the replaced target, and no temporary file is left', async () => {
        const target = join(folder, 'room.ghs');
        writeFileSync(target, SCENARIO);
        chmodSync(target, 0o640);
        const link = join(folder, 'link.ghs');
        symlinkSync(target, link);
        const run = await ghs(['play', link, '--write'], { cwd: folder });
        expect(run.err).toEqual([]);
        expect(run.code).toBe(0);
        expect(lstatSync(link).isSymbolicLink()).toBe(true);
        expect(readFileSync(target, 'utf8')).toContain('round 2 {');
        expect(statSync(target).mode & 0o777).toBe(0o640);
        expect(readdirSync(folder).sort()).toEqual(['link.ghs', 'room.ghs']);
    });

    test('a temporary file left by a killed write is cleared by the next write', async () => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        await ghs(['play', file, '--write'], { cwd: folder, env: preloaded(KILL, { GHS_KILL_UNDER: folder }) }).catch(() => undefined);
        expect(readdirSync(folder).filter(name => name.endsWith('.tmp'))).toHaveLength(1);
        const run = await ghs(['play', file, '--write'], { cwd: folder });
        expect(run.code).toBe(0);
        expect(readdirSync(folder)).toEqual(['room.ghs']);
    });

    test('a read-only file is refused with exit status 2 and left as it was', async () => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        chmodSync(file, 0o444);
        const run = await ghs(['play', 'room.ghs', '--write'], { cwd: folder });
        expect(run.code).toBe(2);
        expect(run.err).toEqual(["ghs play: 'room.ghs' is read-only: nothing written."]);
        expect(readFileSync(file, 'utf8')).toBe(SCENARIO);
    });

    test('a line appended while ghs play --write runs is kept: nothing is written and the exit status is 1', async () => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        const run = await ghs(['play', 'room.ghs', '--write'], { cwd: folder, env: preloaded(APPEND, { GHS_APPEND_TO: file }) });
        expect(run.code).toBe(1);
        expect(run.err).toEqual(["ghs play: 'room.ghs' changed while it was played: nothing written (--force writes it all the same)."]);
        expect(readFileSync(file, 'utf8')).toBe(`${SCENARIO}// a line typed meanwhile\n`);
    });

    test('--force writes the played round over a file changed meanwhile', async () => {
        const file = join(folder, 'room.ghs');
        writeFileSync(file, SCENARIO);
        const run = await ghs(['play', 'room.ghs', '--write', '--force'], { cwd: folder, env: preloaded(APPEND, { GHS_APPEND_TO: file }) });
        expect(run.err).toEqual([]);
        expect(run.code).toBe(0);
        expect(readFileSync(file, 'utf8')).toContain('round 2 {');
    });
});
