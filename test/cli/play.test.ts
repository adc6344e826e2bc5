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
    "    Guard2's attack 1 on Hero10: attack 4 +1 (card) = 5; drew +0 \u2192 5; Hero10's shield 1 blocks 1: 4 damage; Hero10 9 \u2192 5 hp",
    '  Guard1 ("Rush"):',
    '    Guard1 suffers 1 damage from wound: 5 \u2192 4 hp',
    '    Guard1 moves A1 \u2192 C2 (2 movement points)',
    "    Guard1's attack 1 on Hero10: attack 3 +1 (card) = 4; drew +1 \u2192 5; Hero10's shield 1 blocks 1: 4 damage; Hero10 5 \u2192 1 hp",
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
        const written = SCENARIO.replace('  round 1 { reveal Guard "Rush" }\n', '  round 1 { reveal Guard "Rush" }\n  modifiers order +2, -1, x2 custom\n');
        const run = await ghs(['play', '-', '--seed', '4', '--json'], { stdin: written });
        const report = JSON.parse(run.stdout) as { rounds: unknown[]; text: string; problems: string[]; notes: string[] };
        expect(run.code).toBe(0);
        expect(report.problems).toEqual([]);
        expect(report.rounds).toHaveLength(1);
        expect(report.text).toContain('  modifiers order x2 drawn +2, -1 custom\n');
        // The seed goes unused: a note on standard error says so, and the JSON on standard output holds it too.
        const note = "ghs play: note: --seed 4 is not used: <stdin> has a 'modifiers' line, and its deck is the one played.";
        expect(run.err).toEqual([note]);
        expect(report.notes).toEqual([note]);
    });

    test("a modifiers line that says 'shuffle-due' is shuffled at the end of the round, and written back without it", async () => {
        const written = SCENARIO.replace('  round 1 { reveal Guard "Rush" }\n', '  round 1 { reveal Guard "Rush" }\n  modifiers seed 4 shuffle 1 shuffle-due\n');
        const run = await ghs(['play', '-'], { stdin: written });
        expect(run).toMatchObject({ code: 0, err: [] });
        expect(run.stdout).toContain([
            '  End of round:',
            "    a standard x2 or null was drawn earlier this round (the modifiers line says 'shuffle-due'): the monster modifier deck is shuffled anew",
            '    round 2 begins',
            ''
        ].join('\n'));
        expect(run.stdout).toContain('  round 2 { reveal Guard "Rush" }\n  modifiers seed 4 shuffle 2\n}');
    });

    test('--write writes only what play changed: no modifiers line when no card was drawn, no empty round block', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        const file = join(folder, 'walk.ghs');
        for (const seed of [[], ['--seed', '3']]) {
            writeFileSync(file, 'scenario "Walk" {\n  map A1..E4\n  character Hero at D4 initiative 50\n  monster Imp at A1 { move 1 }\n}\n');
            expect(await ghs(['play', 'walk.ghs', '--write', ...seed], { cwd: folder })).toMatchObject({ code: 0, err: [] });
            expect(readFileSync(file, 'utf8')).toBe('scenario "Walk" {\n  map A1..E4\n  character Hero at D4 initiative 50\n  monster Imp at A2 { move 1 }\n  round 2\n}\n');
        }
        // Cards drawn: the deck that drew them is written, with what it drew.
        writeFileSync(file, 'scenario "Hit" {\n  map A1..E4\n  character Hero at B1 initiative 50 hp 10\n  monster Imp at A1 { move 1 attack 2 }\n}\n');
        expect(await ghs(['play', 'walk.ghs', '--write', '--rounds', '2'], { cwd: folder })).toMatchObject({ code: 0, err: [] });
        expect(readFileSync(file, 'utf8'))
            .toBe('scenario "Hit" {\n  map A1..E4\n  character Hero at B1 initiative 50 hp 7\n  monster Imp at A1 { move 1 attack 2 }\n  modifiers seed 0 drawn +0, -1\n  round 3\n}\n');
    });

    test('--seed on a scenario with a modifiers line: the same round, with a note on standard error', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        writeFileSync(join(folder, 'after.ghs'), AFTER_ONE);
        const plain = await ghs(['play', 'after.ghs'], { cwd: folder });
        const seeded = await ghs(['play', 'after.ghs', '--seed', '9'], { cwd: folder });
        expect(plain).toMatchObject({ code: 0, err: [] });
        expect(seeded).toMatchObject({ code: 0, err: ["ghs play: note: --seed 9 is not used: after.ghs has a 'modifiers' line, and its deck is the one played."] });
        expect(seeded.stdout).toBe(plain.stdout);
        // A seed for a scenario without one is used: no note.
        expect((await ghs(['play', '-', '--seed', '4'], { stdin: SCENARIO })).err).toEqual([]);
    });

    test('a scenario with an error is not played: exit status 1, the error, the refusal, and with --write the file as it was', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        const file = join(folder, 'reveal.ghs');
        const written = SCENARIO.replace('reveal Guard "Rush"', 'reveal Guard seed 7 card 5');
        writeFileSync(file, written);
        const run = await ghs(['play', 'reveal.ghs', '--write'], { cwd: folder });
        expect(run).toMatchObject({
            code: 1,
            err: [
                "reveal.ghs:14:38: error: The deck Guard has 2 cards: 'card 5' must be 1 to 2.",
                "reveal.ghs: the scenario has an error on line 14: The deck Guard has 2 cards: 'card 5' must be 1 to 2. Mend it first."
            ]
        });
        expect(run.stdout).toBe('');
        expect(readFileSync(file, 'utf8')).toBe(written);
        const deck = SCENARIO.replace('  round 1 { reveal Guard "Rush" }\n', '  round 1 { reveal Guard "Rush" }\n  modifiers order +2, -1, x2\n');
        const json = JSON.parse((await ghs(['play', '-', '--json'], { stdin: deck })).stdout) as { rounds: unknown[]; text: string; problems: string[] };
        expect(json.rounds).toEqual([]);
        expect(json.text).toBe(deck);
        expect(json.problems.at(-1)).toMatch(/^<stdin>: the scenario has an error on line 15: The monster modifier deck is the 20 standard cards .* Mend it first\.$/);
    });

    test('failed expectations are reported as ghs check words them, exit status 1; --write still writes the round, stamped', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        const file = join(folder, 'two.ghs');
        writeFileSync(file, SCENARIO.replace(/\n}\n$/, '\n  modifiers seed 4\n  expect Guard2 { to A4 }\n  expect after round 1 { Hero10 hp 9 }\n}\n'));
        const afterRound = 'two.ghs:17:26: error: At the end of round 1, Hero10 has 1 hp, not 9. Playing gave: ' +
            "Guard2's attack 1 on Hero10: attack 4 +1 (card) = 5; drew +0 \u2192 5; Hero10's shield 1 blocks 1: 4 damage; Hero10 9 \u2192 5 hp. " +
            "Guard1's attack 1 on Hero10: attack 3 +1 (card) = 4; drew +1 \u2192 5; Hero10's shield 1 blocks 1: 4 damage; Hero10 5 \u2192 1 hp.";
        const check = await ghs(['check', 'two.ghs'], { cwd: folder });
        const failures = check.out.filter(line => line.includes(': error: '));
        expect(failures).toEqual([expect.stringMatching(/^two\.ghs:16:3: error: The expectation for Guard2 does not hold: the rules give 'to C3 attacks Hero10'\. /), afterRound]);
        const json = await ghs(['play', 'two.ghs', '--json'], { cwd: folder });
        expect(json.code).toBe(1);
        expect((JSON.parse(json.stdout) as { problems: string[] }).problems).toEqual(failures);
        const run = await ghs(['play', 'two.ghs', '--write'], { cwd: folder });
        expect(run).toMatchObject({ code: 1, err: failures });
        expect(run.out.slice(0, ROUND_ONE.length)).toEqual(ROUND_ONE);
        // The round is written, the failed expectation stamped as its history: it was reported above.
        const written = readFileSync(file, 'utf8');
        expect(written).toContain('  round 2 { reveal Guard "Rush" }\n');
        expect(written).toContain('  expect Guard2 in round 1 { to A4 }\n');
    });

    test('an expectation of a later round is judged before that round is played, and reported at its place in the file', async () => {
        const written = [
            'scenario "Corridor" {',
            '  map A1..E1',
            '  character Hero at E1 initiative 10',
            '  monster   Guard1 at A1 { move 1 attack 1 }',
            '  expect after Guard1 in round 2 { Guard1 at A1 }',
            '}',
            ''
        ].join('\n');
        const one = await ghs(['play', '-'], { stdin: written });
        expect(one).toMatchObject({ code: 0, err: [] });
        // Round 1 writes a round block above the expectation: in the text round 2 starts from, it is on line 7.
        expect(one.out.slice(one.out.indexOf('scenario "Corridor" {'))).toEqual([
            'scenario "Corridor" {',
            '  map A1..E1',
            '  character Hero at E1 initiative 10',
            '  monster   Guard1 at B1 { move 1 attack 1 }',
            '  round 2',
            '  expect after Guard1 in round 2 { Guard1 at A1 }',
            '}'
        ]);
        expect(await ghs(['play', '-', '--rounds', '2'], { stdin: written })).toMatchObject({
            code: 1,
            err: ["<stdin>:5:36: error: After Guard1's turn, Guard1 is at C1, not A1. Playing gave: Guard1 moves B1 \u2192 C1 (1 movement point). " +
                "Guard1's attack 1 has no target: its focus cannot be attacked from C1 this turn."]
        });
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
            code: 2, err: ["ghs play: --rounds takes a whole number from 1 to 100 (play goes at most 100 rounds ahead), not '0'."]
        });
        expect(await ghs(['play'])).toMatchObject({ code: 2, err: ["ghs play: name one .ghs file ('-' reads standard input)."] });
    });

    test('--rounds is bounded as every look ahead in play is: more than 100 is a wrong command line', async () => {
        // Files, not standard input: the command line is refused before standard input is read.
        for (const rounds of ['101', '100000']) {
            expect(await ghs(['play', 'two-guards.ghs', '--rounds', rounds])).toMatchObject({
                code: 2, stdout: '', err: [`ghs play: --rounds takes a whole number from 1 to 100 (play goes at most 100 rounds ahead), not '${rounds}'.`]
            });
        }
        // 100 is taken: the scenario is read, and its syntax error, not the command line, stops play.
        const folder = mkdtempSync(join(tmpdir(), 'ghs-play-'));
        writeFileSync(join(folder, 'broken.ghs'), SCENARIO.replace('  map A1..F4\n', '  map A1..F4\n  wal A1\n'));
        const run = await ghs(['play', 'broken.ghs', '--rounds', '100'], { cwd: folder });
        expect(run.code).toBe(1);
        expect(run.err.at(-1)).toMatch(/No round is played until then\.$/);
    });

    test('a scenario with syntax errors is not played', async () => {
        const run = await ghs(['play', '-'], { stdin: SCENARIO.replace('  map A1..F4\n', '  map A1..F4\n  wal A1\n') });
        expect(run.code).toBe(1);
        expect(run.err.at(-1)).toMatch(/No round is played until then\.$/);
        // Nothing on standard output: an unplayed copy redirected to a file would pass for a played one.
        expect(run.stdout).toBe('');
    });
});
