import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixtures, ghs, permissionsHold, skipReason } from './run-ghs.js';

const guardPost = readFileSync(resolve(fixtures, 'passing/guard-post.ghs'), 'utf8');
const passed = '1 file checked: 0 errors, 0 warnings, 1 of 1 expectation holds.';

describe.skipIf(skipReason !== undefined)('paths that are not scenarios are named in a clear error', () => {
    test.each([
        ['check', 'notes.txt', "ghs check: 'notes.txt' is not a .ghs file or a folder."],
        ['check', 'missing.ghs', "ghs check: cannot read 'missing.ghs': there is no such file or folder."],
        ['turn', 'notes.txt', "ghs turn: 'notes.txt' is not a .ghs file."],
        ['turn', 'missing.ghs', "ghs turn: cannot read 'missing.ghs': there is no such file or folder."],
        ['turn', 'passing', "ghs turn: 'passing' is a folder; name one .ghs file."],
        ['render', 'passing', "ghs render: 'passing' is a folder; name one .ghs file."],
        ['render', 'missing.ghs', "ghs render: cannot read 'missing.ghs': there is no such file or folder."]
    ])('ghs %s %s: exit status 2', async (command, path, message) => {
        const run = await ghs([command, path]);
        expect(run.code).toBe(2);
        expect(run.err).toEqual([message]);
        expect(run.out).toEqual(command === 'check' ? ['0 files checked: 0 errors, 0 warnings, no expectations.',
            'Check failed: 1 path could not be checked, no .ghs file was found.'] : []);
    });

    test('ghs check still checks the other paths, and fails for the one it could not', async () => {
        const run = await ghs(['check', 'missing.ghs', 'passing/guard-post.ghs']);
        expect(run).toMatchObject({
            code: 2,
            err: ["ghs check: cannot read 'missing.ghs': there is no such file or folder."],
            out: ['1 file checked: 0 errors, 0 warnings, 1 of 1 expectation holds.', 'Check failed: 1 path could not be checked.']
        });
    });
});

describe.skipIf(skipReason !== undefined)('folders, links and files that cannot be read', () => {
    let root: string;

    beforeAll(() => {
        root = mkdtempSync(join(tmpdir(), 'ghs-cli-'));
        mkdirSync(join(root, 'empty'));
        mkdirSync(join(root, 'room/deeper'), { recursive: true });
        copyFileSync(resolve(fixtures, 'passing/guard-post.ghs'), join(root, 'room/deeper/guard-post.ghs'));
        // A link back to an ancestor (a loop to walk forever), a link to itself (ELOOP) and a dangling one.
        symlinkSync('..', join(root, 'room/deeper/up'));
        symlinkSync('self', join(root, 'room/self'));
        symlinkSync('nowhere', join(root, 'room/dangling'));
        // A second way to the same file: checked once.
        symlinkSync('deeper/guard-post.ghs', join(root, 'room/alias.ghs'));
        mkdirSync(join(root, 'looped'));
        symlinkSync('loop.ghs', join(root, 'looped/loop.ghs'));
        // Open to everyone but for one file and one folder, so that `nobody` runs into just those.
        chmodSync(root, 0o755);
        mkdirSync(join(root, 'locked/closed'), { recursive: true });
        writeFileSync(join(root, 'locked/locked.ghs'), guardPost);
        writeFileSync(join(root, 'locked/open.ghs'), guardPost);
        chmodSync(join(root, 'locked/locked.ghs'), 0o000);
        chmodSync(join(root, 'locked/closed'), 0o000);
    });

    afterAll(() => rmSync(root, { recursive: true, force: true }));

    test('a folder without a .ghs file: ghs check says so and exits 1', async () => {
        const run = await ghs(['check', 'empty'], { cwd: root });
        expect(run).toMatchObject({
            code: 1,
            err: ["ghs check: no .ghs file found in 'empty'."],
            out: ['0 files checked: 0 errors, 0 warnings, no expectations.', 'Check failed: no .ghs file was found.']
        });
    });

    test('symbolic link loops are reported and passed over; every scenario is still checked, once', async () => {
        const run = await ghs(['check', 'room'], { cwd: root });
        expect(run).toMatchObject({
            code: 0,
            err: [
                "ghs check: skipped 'room/dangling': there is no such file or folder.",
                "ghs check: skipped 'room/deeper/up': it leads back to 'room', a folder already being searched (a symbolic link loop).",
                "ghs check: skipped 'room/self': it is a symbolic link loop."
            ],
            out: [passed]
        });
    });

    test('a .ghs entry that is a link loop is a file that cannot be read: exit status 2', async () => {
        const run = await ghs(['check', 'looped'], { cwd: root });
        expect(run).toMatchObject({
            code: 2,
            err: ["ghs check: cannot read 'looped/loop.ghs': it is a symbolic link loop."],
            out: ['0 files checked: 0 errors, 0 warnings, no expectations.', 'Check failed: 1 path could not be checked, no .ghs file was found.']
        });
    });

    test.skipIf(!permissionsHold)('a file without read permission, named or found in a folder', async () => {
        const turn = await ghs(['turn', 'locked/locked.ghs'], { cwd: root, unprivileged: true });
        expect(turn).toMatchObject({ code: 2, err: ["ghs turn: cannot read 'locked/locked.ghs': permission denied."], out: [] });
        const check = await ghs(['check', 'locked'], { cwd: root, unprivileged: true });
        expect(check).toMatchObject({
            code: 2,
            err: [
                "ghs check: cannot read the folder 'locked/closed': permission denied.",
                "ghs check: cannot read 'locked/locked.ghs': permission denied."
            ],
            out: [passed, 'Check failed: 2 paths could not be checked.']
        });
    });
});

describe.skipIf(skipReason !== undefined)("'-' reads the scenario from standard input", () => {
    test('ghs check -', async () => {
        const run = await ghs(['check', '-'], { stdin: guardPost });
        expect(run).toMatchObject({ code: 0, out: [passed], err: [] });
    });

    test('ghs check - names standard input in its findings, beside files', async () => {
        const run = await ghs(['check', '-', 'passing/guard-post.ghs'], { stdin: guardPost.replace('obstacle', 'wall').replace('wall A1..A6', 'wall A1..A6, A1') });
        expect(run.code).toBe(0);
        expect(run.out).toEqual([
            '<stdin>:5:16: warning: A1 is already a wall (line 5): remove the repetition.',
            '2 files checked: 0 errors, 1 warning, 2 of 2 expectations hold.'
        ]);
    });

    test('ghs turn -', async () => {
        const run = await ghs(['turn', '-'], { stdin: guardPost });
        expect(run.code).toBe(0);
        expect(run.out[0]).toBe('Guard: focus Hero20 · moves to F3 · attacks Hero20');
    });

    test('ghs render -', async () => {
        const run = await ghs(['render', '-'], { stdin: guardPost });
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(run.stdout).toContain('<g class="ghs-panel" data-monster="Guard"');
    });
});
