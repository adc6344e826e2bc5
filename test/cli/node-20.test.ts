import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ghs, repo, skipReason } from './run-ghs.js';

/**
 * Langium's parser toolkit calls Object.groupBy in the grammar checks of its self-analysis, and
 * Node 20 has no Object.groupBy. The language is generated in Langium's production mode
 * (langium-config.json), which skips those checks: the command line, its lexer, its parser and
 * the parser's recovery from errors run without it.
 */
describe.skipIf(skipReason !== undefined)('the command line runs without Object.groupBy (Node 20)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ghs-node20-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${resolve(repo, 'test/cli/no-group-by.cjs')}` };

    test('the trap is set: a program that calls it fails', async () => {
        const script = join(folder, 'calls.cjs');
        writeFileSync(script, 'Object.groupBy([1], x => x);\n');
        const run = await ghs(['check', 'passing'], { env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS} --require ${script}` } });
        expect(run.code).not.toBe(0);
        expect(run.stderr).toContain('Object.groupBy was called: Node 20 has no Object.groupBy');
    });

    test('valid scenarios, and the examples', async () => {
        const run = await ghs(['check', 'passing', resolve(repo, 'examples')], { env });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
    });

    test('broken scenarios: every recovery path of the parser', async () => {
        const broken = join(folder, 'broken.ghs');
        writeFileSync(broken, 'scenario "x" {\n  map A1..C3\n  character Hero at\n  monster Guard at C2 { move 2 atack }\n  wall B2 B3 {{\n  expect Guard { to }\n');
        const run = await ghs(['check', 'broken.ghs'], { env, cwd: folder });
        expect(run.code).toBe(1);
        expect(run.stderr).toBe('');
        expect(run.out).toEqual([
            "broken.ghs:3:18: error: Missing a hex after 'at', such as C4.",
            "broken.ghs:4:32: error: 'atack' is not part of an ability: did you mean 'attack'?",
            "broken.ghs:5:11: error: 'B3' is not a statement: a statement starts with rules, map, note, wall, obstacle, trap, hazardous, " +
                'difficult, icy, door, link, character, summon, monster, expect, acted, monster-type, deck, round or modifiers.',
            "broken.ghs:6:18: error: Missing a hex after 'to', such as C4.",
            "broken.ghs:6:21: error: Missing '}' at the end of the file to close the block (opened on line 5).",
            'broken.ghs:6:3: warning: Not checked: fix the syntax errors first (lines 3, 4, 5 and 1 more).',
            '1 file checked: 5 errors, 1 warning, 1 expectation not checked (fix the errors first).',
            'Check failed: 5 errors.'
        ]);
    });
});
