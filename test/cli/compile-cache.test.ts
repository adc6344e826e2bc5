import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ghs, repo, skipReason, systemNode } from './run-ghs.js';

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

/** The compiled code of a cache file, after its two header lines (the stamp and the writer's time). */
function codeOf(data: Buffer): Buffer {
    return data.subarray(data.indexOf(0x0a, data.indexOf(0x0a) + 1) + 1);
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
        const [stampLine, msLine] = readFileSync(file).toString('utf8').split('\n');
        const stamp = JSON.parse(stampLine) as { node: string; bundle: string };
        // How long the run that wrote it took, in whole milliseconds.
        expect(msLine).toMatch(/^[1-9]\d*$/);
        expect(stamp.node).toBe(execFileSync(systemNode, ['--version']).toString().trim());
        expect(stamp.bundle).toMatch(/out\/cli\/main\.cjs$/);
        expect(statSync(join(root, own)).mode & 0o777).toBe(0o700);
        // Whether a run rewrites the cache depends on how long it takes against the writer, which a
        // busy machine can stretch past LONGER_RUN; a writer said to have taken an hour makes the
        // next run's choice certain: no run is that much longer.
        writeFileSync(file, Buffer.concat([Buffer.from(`${stampLine}\n3600000\n`), codeOf(readFileSync(file))]));
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
        writeFileSync(file, `${stamp}\n100\nnot compiled code`);
        const run = await check(root);
        expect(run.code).toBe(0);
        expect(run.out.at(-1)).toBe(summary);
        expect(readFileSync(file).length).toBeGreaterThan(100_000);
    });

    test('a run much longer than the one that wrote it keeps the code it compiled, and becomes the writer', async () => {
        const root = cacheRoot();
        await check(root);
        const [file] = cacheFiles(root);
        const header = (data: Buffer) => data.toString('utf8').split('\n').slice(0, 2);
        const [stamp] = header(readFileSync(file));
        const code = codeOf(readFileSync(file));
        // As if the writer had taken 1 ms: any run is much longer, and the threat map compiles more.
        writeFileSync(file, Buffer.concat([Buffer.from(`${stamp}\n1\n`), code]));
        const threat = await ghs(['threat', resolve(repo, 'test/fixtures/threat/crossfire.ghs'), '--character', 'Hero'], {
            env: { ...process.env, NODE_COMPILE_CACHE: root, NODE_DISABLE_COMPILE_CACHE: '' }
        });
        expect(threat.code).toBe(0);
        const learned = readFileSync(file);
        const [sameStamp, ms] = header(learned);
        expect(sameStamp).toBe(stamp);
        expect(Number(ms)).toBeGreaterThan(1);
        expect(learned.length).toBeGreaterThan(code.length + stamp.length + 3);
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

    test('a check loads, of Node\'s own modules, only the two it needs beyond what `node -e 0` loads', async () => {
        // Each module of Node costs start-up time: the stream modules that console.log brings, or the
        // perf_hooks that the global `performance` loads, took 1 to 5 ms of a check of one small file.
        const root = cacheRoot();
        const record = join(root, 'modules.txt');
        const preload = join(root, 'record-modules.cjs');
        // At the very last moment, after every exit handler (the compile cache writes in one).
        writeFileSync(preload, `const fs = require("node:fs"); const exit = process.reallyExit;
process.reallyExit = code => { fs.writeFileSync(${JSON.stringify(record)}, process.moduleLoadList.join("\\n")); return exit.call(process, code); };`);
        const env = { ...process.env, NODE_COMPILE_CACHE: root, NODE_DISABLE_COMPILE_CACHE: '', NODE_OPTIONS: `--require ${preload}` };
        const loaded = () => readFileSync(record, 'utf8').split('\n');
        execFileSync(systemNode, ['-e', 'process.exit(0)'], { env });
        const bare = new Set(loaded());
        for (const run of ['writes the cache', 'reads it']) {
            const result = await ghs(['check', 'passing'], { env });
            expect(result.out.at(-1), run).toBe(summary);
            const extra = loaded().filter(name => !bare.has(name));
            expect(extra, run).toContain('NativeModule vm');
            expect(extra.filter(name => !['NativeModule vm', 'NativeModule os', 'Internal Binding os'].includes(name)), run).toEqual([]);
        }
    });
});
