import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ghs, skipReason, systemNode } from './run-ghs.js';

const folders: string[] = [];

function cacheRoot(): string {
    const folder = mkdtempSync(join(tmpdir(), 'ghs-cache-test-'));
    folders.push(folder);
    return folder;
}

afterEach(() => {
    for (const folder of folders.splice(0)) {
        rmSync(folder, { recursive: true, force: true });
    }
});

const own = `ghs-${process.getuid?.() ?? 'user'}`;

function cacheFiles(root: string): string[] {
    const folder = join(root, own);
    return existsSync(folder) ? readdirSync(folder).map(name => join(folder, name)) : [];
}

function check(root: string, extra: NodeJS.ProcessEnv = {}) {
    return ghs(['check', 'passing'], { env: { ...process.env, NODE_COMPILE_CACHE: root, NODE_DISABLE_COMPILE_CACHE: '', ...extra } });
}

const summary = '2 files checked: 0 errors, 0 warnings, 2 of 2 expectations hold.';

describe.skipIf(skipReason !== undefined)('the compiled code kept between runs', () => {
    test('the first run writes it, stamped with the Node and the bundle; the next runs from it and leaves it be', async () => {
        const root = cacheRoot();
        const first = await check(root);
        expect(first.code).toBe(0);
        expect(first.out.at(-1)).toBe(summary);
        const [file] = cacheFiles(root);
        expect(cacheFiles(root)).toHaveLength(1);
        const stamp = JSON.parse(readFileSync(file).toString('utf8').split('\n')[0]) as { node: string; bundle: string };
        expect(stamp.node).toBe(execFileSync(systemNode, ['--version']).toString().trim());
        expect(stamp.bundle).toMatch(/out\/cli\/main\.cjs$/);
        expect(statSync(join(root, own)).mode & 0o777).toBe(0o700);
        const written = statSync(file).mtimeMs;
        const second = await check(root);
        expect(second).toEqual(first);
        expect(statSync(file).mtimeMs).toBe(written);
    });

    test('code that does not fit the bundle is thrown away and written anew', async () => {
        const root = cacheRoot();
        await check(root);
        const [file] = cacheFiles(root);
        const stamp = readFileSync(file).toString('utf8').split('\n')[0];
        writeFileSync(file, `${stamp}\nnot compiled code`);
        const run = await check(root);
        expect(run.code).toBe(0);
        expect(run.out.at(-1)).toBe(summary);
        expect(readFileSync(file).length).toBeGreaterThan(100_000);
    });

    test('NODE_DISABLE_COMPILE_CACHE=1 keeps nothing', async () => {
        const root = cacheRoot();
        const run = await check(root, { NODE_DISABLE_COMPILE_CACHE: '1' });
        expect(run.out.at(-1)).toBe(summary);
        expect(cacheFiles(root)).toEqual([]);
    });

    test('a folder others can write to is not used', async () => {
        const root = cacheRoot();
        mkdirSync(join(root, own));
        chmodSync(join(root, own), 0o777);
        const run = await check(root);
        expect(run.out.at(-1)).toBe(summary);
        expect(cacheFiles(root)).toEqual([]);
    });

    test('a cache folder that cannot be made costs nothing but the speed', async () => {
        const root = cacheRoot();
        writeFileSync(join(root, own), 'a file where the folder would be');
        const run = await check(root);
        expect(run.code).toBe(0);
        expect(run.out.at(-1)).toBe(summary);
    });
});
