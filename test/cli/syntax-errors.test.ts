import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

/**
 * `ghs check` and `ghs turn` on a file with one typo, run as a user runs them: the command line is
 * bundled fresh from source into a temporary folder, so the test never runs a stale build.
 */

const root = resolve(import.meta.dirname, '../..');
let dir = '';
let cli = '';

/** Near (initiative 5) is Guard's focus; `charcter` drops its line. */
const corridor = (word: string): string => [
    'scenario "Corridor" {',
    '  map A1..G3',
    `  ${word} Near at B2 initiative 5`,
    '  character Far at F2 initiative 10',
    '  monster Guard at D2 { move 1 attack }',
    '  expect Guard { to C2 attacks Near to C3 attacks Near }',
    '}'
].join('\n') + '\n';

beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ghs-cli-'));
    cli = join(dir, 'ghs.cjs');
    await esbuild.build({
        entryPoints: [resolve(root, 'cli/main.ts')], outfile: cli, bundle: true, format: 'cjs', platform: 'node',
        target: 'node20', logLevel: 'warning', loader: { '.ts': 'ts', '.css': 'text' }
    });
    writeFileSync(join(dir, 'broken.ghs'), corridor('charcter'));
    writeFileSync(join(dir, 'whole.ghs'), corridor('character'));
});

afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
});

function ghs(...args: string[]): { status: number | null; stdout: string; stderr: string } {
    const run = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8' });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('ghs check on a file with a syntax error', () => {
    test('reports the syntax error and no verdict: the expectation is counted as not checked', () => {
        const run = ghs('check', 'broken.ghs');
        expect(run.stdout.split('\n')).toEqual([
            "broken.ghs:3:3: error: 'charcter' is not a statement: did you mean 'character'?",
            "broken.ghs:6:32: error: No figure named 'Near' in this scenario (its figures: 'Far' and 'Guard').",
            "broken.ghs:6:51: error: No figure named 'Near' in this scenario (its figures: 'Far' and 'Guard').",
            // the editor's warning, word for word
            "broken.ghs:6:3: warning: Not checked: fix the syntax errors first (line 3).",
            // the warning printed above is counted among the warnings
            '1 file checked: 3 errors, 1 warning, 1 expectation not checked (fix the errors first).',
            'Check failed: 3 errors.',
            ''
        ]);
        expect(run.status).toBe(1);
    });

    test('the JSON says the same', () => {
        const report = JSON.parse(ghs('check', 'broken.ghs', '--json').stdout);
        expect(report.files[0].expectations).toEqual([]);
        expect(report.files[0].expectationsNotChecked).toEqual([
            { monster: 'Guard', line: 6, column: 3, severity: 'warning', reason: 'Not checked: fix the syntax errors first (line 3).' }
        ]);
        expect(report.summary).toMatchObject({ errors: 3, warnings: 1, expectationsPassed: 0, expectationsFailed: 0, expectationsNotChecked: 1 });
    });

    test('the whole file is checked', () => {
        const run = ghs('check', 'whole.ghs');
        expect(run.stdout.trim()).toBe('1 file checked: 0 errors, 0 warnings, 1 of 1 expectation holds.');
        expect(run.status).toBe(0);
        expect(JSON.parse(ghs('check', 'whole.ghs', '--json').stdout).summary.expectationsNotChecked).toBe(0);
    });
});

describe('ghs turn on a file with a syntax error', () => {
    test('explains no turn of the partial board, says why and exits non-zero', () => {
        const run = ghs('turn', 'broken.ghs');
        // The reasons go to standard error, apart from the turns explained (none here).
        const lines = run.stderr.split('\n');
        expect(lines).toContain("broken.ghs:3:3: error: 'charcter' is not a statement: did you mean 'character'?");
        expect(lines).toContain('broken.ghs: The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. ' +
            'Fix the syntax errors first. No turn is explained until then.');
        expect(run.stdout).toBe('');
        expect(run.status).toBe(1);
    });

    test('the whole file\'s turn is explained', () => {
        const run = ghs('turn', 'whole.ghs');
        expect(run.stdout).toMatch(/^Guard: focus Near/);
        expect(run.status).toBe(0);
    });
});

describe('ghs render on a file with a syntax error', () => {
    test('draws the board with the reason and no decision, and exits non-zero', () => {
        const run = ghs('render', 'broken.ghs', '-o', '-');
        expect(run.stdout).toContain('The board is incomplete: line 3 has a syntax error');
        expect(run.stdout).not.toContain('class="ghs-path"');
        expect(run.stderr).toContain("broken.ghs:3:3: error: 'charcter' is not a statement: did you mean 'character'?");
        expect(run.status).toBe(1);
    });

    test('the whole file\'s decision is drawn', () => {
        const run = ghs('render', 'whole.ghs', '-o', '-');
        expect(run.stdout).not.toContain('The board is incomplete');
        expect(run.stdout).toContain('class="ghs-path"');
        expect(run.status).toBe(0);
    });
});
