import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ghs, repo, skipReason } from './run-ghs.js';

const SCENARIO = `scenario "Two guards" {
  map A1..F4
  monster-type Guard {
    normal health 5 move 2 attack 3
    elite  health 8 move 2 attack 4 shield 1
  }
  deck Guard {
    card "Rush" initiative 20 { move +1 attack +1 }
    card "Stand" initiative 70 shuffle { shield 2 }
  }
  character Hero10 at D2 initiative 10 hp 9 of 10 shield 1
  monster   Guard1 of Guard at A1 number 1 conditions wound
  monster   Guard2 of Guard at A4 elite number 2
  round 1 { reveal Guard "Rush" }
}
`;

/** The first round's turns: the standard deck shuffled with seed 4 starts +0, +1. */
const ROUND_ONE = [
    'Round 1',
    '  Guard2 ("Rush"):',
    '    Guard2 moves A4 \u2192 C3 (2 movement points)',
    "    Guard2's attack 1 on Hero10: attack 4 +1 (card) = 5; drew +0 \u2192 5; Hero10's shield 1 \u2192 4 damage; Hero10 9 \u2192 5 hp",
    '  Guard1 ("Rush"):',
    '    Guard1 suffers 1 damage from wound: 5 \u2192 4 hp',
    '    Guard1 moves A1 \u2192 C2 (2 movement points)',
    "    Guard1's attack 1 on Hero10: attack 3 +1 (card) = 4; drew +1 \u2192 5; Hero10's shield 1 \u2192 4 damage; Hero10 5 \u2192 1 hp",
    '  End of round:',
    '    round 2 begins',
    ''
];

const AFTER_ONE = SCENARIO
    .replace('hp 9 of 10', 'hp 1 of 10')
    .replace('Guard1 of Guard at A1 number 1 conditions wound', 'Guard1 of Guard at C2 number 1 hp 4 conditions wound')
    .replace('Guard2 of Guard at A4', 'Guard2 of Guard at C3')
    .replace('round 1 {', 'round 2 {')
    .replace('  round 2 { reveal Guard "Rush" }\n', '  round 2 { reveal Guard "Rush" }\n  modifiers seed 4 drawn +0, +1\n');

describe.skipIf(skipReason !== undefined)('ghs play', () => {
    test('prints each turn with its arithmetic, then the scenario as it stands after the round', async () => {
        const run = await ghs(['play', '-', '--seed', '4'], { stdin: SCENARIO });
        expect(run).toMatchObject({ code: 0, err: [] });
        expect(run.stdout).toBe(`${[...ROUND_ONE, AFTER_ONE].join('\n')}`);
    });

    test('the scenario\'s modifiers line wins over --seed', async () => {
        const written = SCENARIO.replace('  round 1 { reveal Guard "Rush" }\n', '  round 1 { reveal Guard "Rush" }\n  modifiers order +2, -1, x2\n');
        const run = await ghs(['play', '-', '--seed', '4', '--json'], { stdin: written });
        const report = JSON.parse(run.stdout) as { rounds: unknown[]; text: string; problems: string[] };
        expect(run.code).toBe(1);
        expect(report.problems).toEqual([expect.stringContaining('The monster modifier deck is the 20 standard cards')]);
        expect(report.rounds).toHaveLength(1);
        expect(report.text).toContain('  modifiers order x2 drawn +2, -1\n');
    });

    test('--rounds N plays N rounds, each on the text the one before wrote, and --write writes the file', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        const file = join(folder, 'two-guards.ghs');
        writeFileSync(file, SCENARIO);
        const run = await ghs(['play', 'two-guards.ghs', '--rounds', '2', '--seed', '4', '--write'], { cwd: folder });
        expect(run.code).toBe(0);
        expect(run.out.slice(0, ROUND_ONE.length)).toEqual(ROUND_ONE);
        expect(run.out[ROUND_ONE.length]).toBe('Round 2');
        expect(run.stdout).not.toContain('scenario "Two guards"');
        const after = readFileSync(file, 'utf8');
        expect(after).toContain('round 3 {');
        const again = await ghs(['play', '-', '--seed', '4'], { stdin: AFTER_ONE });
        expect(after).toBe(`${again.out.slice(again.out.indexOf('scenario "Two guards" {')).join('\n')}\n`);
    });

    test('the multi-round example played three rounds and written back checks without an error', async () => {
        // A removed standee keeps its line, and the round-1 expectations are stamped `in round 1`:
        // what the author wrote for the rounds played becomes history, not a claim on round 4.
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        const file = join(folder, 'rounds.ghs');
        writeFileSync(file, readFileSync(join(repo, 'examples/gloomhaven-hollow-gate-rounds.ghs'), 'utf8'));
        expect((await ghs(['play', 'rounds.ghs', '--rounds', '3', '--write'], { cwd: folder })).code).toBe(0);
        const written = readFileSync(file, 'utf8');
        expect(written).toContain('  monster   Guard2 of Guard at E5 number 2 hp 0 removed\n');
        expect(written).toContain('  expect Hound1 in round 1 {\n');
        expect(written).toContain('  expect after Guard2 in round 1 {\n');
        const check = await ghs(['check', 'rounds.ghs'], { cwd: folder });
        expect(check.code).toBe(0);
        expect(check.out.filter(line => / (error|warning): /.test(line))).toEqual([]);
        expect(check.out).toContain('rounds.ghs:98:10: info: Round 1 is over (the scenario is in round 4), so this expectation about Hound1\'s turn is not checked.');
        expect(check.out).toContain('rounds.ghs:113:16: info: Guard2 was removed, so this expectation about the state after its turn is not checked.');
        // every expectation is now history: none is judged, so none is said to hold
        expect(check.out[check.out.length - 1]).toBe('1 file checked: 0 errors, 0 warnings, 8 expectations not checked.');
    });

    test('a wrong command line: exit status 2 and the reason', async () => {
        expect(await ghs(['play', '-', '--write'], { stdin: SCENARIO })).toMatchObject({
            code: 2, err: ['ghs play: --write needs a file: standard input cannot be written back.']
        });
        expect(await ghs(['play', '-', '--rounds', '0'], { stdin: SCENARIO })).toMatchObject({
            code: 2, err: ["ghs play: --rounds takes a whole number from 1, not '0'."]
        });
        expect(await ghs(['play'])).toMatchObject({ code: 2, err: ["ghs play: name one .ghs file ('-' reads standard input)."] });
    });

    test('a scenario with syntax errors is not played', async () => {
        const run = await ghs(['play', '-'], { stdin: SCENARIO.replace('  map A1..F4\n', '  map A1..F4\n  wal A1\n') });
        expect(run.code).toBe(1);
        expect(run.err.at(-1)).toMatch(/No round is played until then\.$/);
        expect(run.stdout).not.toContain('Round 1');
    });
});
