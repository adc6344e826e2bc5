import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ghs, repo, skipReason } from './run-ghs.js';

const fixture = 'test/fixtures/threat/crossfire.ghs';

/*
 * The fixture's first row is the corridor A1..G1 (odd-q: each hex touches the next); the second
 * row lies beside it, with a wall at A2. The Guard at A1 moves 1 in melee, the Archer at G1 does
 * not move and shoots two hexes. Worked by hand: the Guard reaches B1 without moving, and B2, C1,
 * C2 after one step to B1; the Archer reaches E1, E2, F1, F2, G2; D1 and D2 are out of both.
 * Attack 2 averages 2.0 over the 20 standard modifier cards; on F1 and G2, beside the Archer, its
 * ranged attack draws with disadvantage: the worse of two cards averages 506 / 380 ≈ 1.3.
 */
const expectedText = `Threat map for Hero (gloomhaven): 11 hexes, 2 acting monsters.
Each number is how many monsters would attack the character standing there;
* marks where it stands now, M a monster, C another character or summon, # a wall, x an obstacle.

    A   B   C   D   E   F   G
1   M       1       1       M
        1      0*       1
2   #       1       1       1
        1       0       1

B1    1 attacking: Guard (focus, attacks from A1, 2.0 damage on average); Archer (focus, stays at G1)
B2    1 attacking: Guard (focus, attacks from B1, 2.0 damage on average); Archer (focus, stays at G1)
C1    1 attacking: Guard (focus, attacks from B1, 2.0 damage on average); Archer (focus, stays at G1)
C2    1 attacking: Guard (focus, attacks from B1, 2.0 damage on average); Archer (focus, stays at G1)
D1    0 attacking: Guard (focus, moves to B1); Archer (focus, stays at G1)
D2    0 attacking: Guard (focus, moves to B1); Archer (focus, stays at G1)
E1    1 attacking: Guard (focus, moves to B1); Archer (focus, attacks from G1, 2.0 damage on average)
E2    1 attacking: Guard (focus, moves to B1); Archer (focus, attacks from G1, 2.0 damage on average)
F1    1 attacking: Guard (focus, moves to B1); Archer (focus, attacks from G1, 1.3 damage on average)
F2    1 attacking: Guard (focus, moves to B1); Archer (focus, attacks from G1, 2.0 damage on average)
G2    1 attacking: Guard (focus, moves to B1); Archer (focus, attacks from G1, 1.3 damage on average)`;

describe.skipIf(skipReason !== undefined)('ghs threat', () => {
    it('exits 1 on a scenario with errors, after printing them, even though it draws the map', async () => {
        const scenario = readFileSync(resolve(repo, fixture), 'utf8').replace(/initiative \d+/, 'initiative 300');
        const run = await ghs(['threat', '-', '--character', 'Hero'], { stdin: scenario });
        expect(run.code).toBe(1);
        expect(run.err).toEqual([expect.stringMatching(/^<stdin>:\d+:\d+: error: Initiative must be between 1 and 99, not 300\.$/)]);
        expect(run.out[0]).toBe('Threat map for Hero (gloomhaven): 11 hexes, 2 acting monsters.');
    });

    it('prints the grid and every hex where a monster focuses or attacks the character', async () => {
        expect(await ghs(['threat', fixture, '--character', 'Hero'], { cwd: repo })).toMatchObject({ code: 0, stdout: `${expectedText}\n`, err: [] });
    });

    it('prints the same map as JSON with --json', async () => {
        const run = await ghs(['threat', fixture, '--character', 'Hero', '--json'], { cwd: repo });
        expect(run.code).toBe(0);
        const map = JSON.parse(run.stdout);
        expect(map.character).toBe('Hero');
        expect(map.home).toBe('D1');
        expect(map.hexes.map((h: { hex: string; attackers: number }) => `${h.hex}:${h.attackers}`)).toEqual([
            'B1:1', 'B2:1', 'C1:1', 'C2:1', 'D1:0', 'D2:0', 'E1:1', 'E2:1', 'F1:1', 'F2:1', 'G2:1'
        ]);
        expect(map.hexes[0].monsters[0]).toEqual({ monster: 'Guard', at: 'A1', focus: 'focus', attack: 'always', from: ['A1'], expectedDamage: 2 });
    });

    it('prints the damage to expect with --by damage, marking where it would exhaust the character', async () => {
        // The same room with a Hero of 2 hit points: 2.0 on average is enough, the Archer's 1.3 beside it is not.
        const stdin = readFileSync(resolve(repo, fixture), 'utf8').replace('initiative 10', 'initiative 10 hp 2');
        const run = await ghs(['threat', '-', '--character', 'Hero', '--by', 'damage'], { cwd: repo, stdin });
        expect(run).toMatchObject({ code: 0, err: [] });
        expect(run.stdout.split('\n').slice(0, 12).join('\n')).toBe(`Threat map for Hero (gloomhaven): 11 hexes, 2 acting monsters.
Each number is the damage the character can expect standing there, on average over the modifier deck;
! where that is enough to exhaust it (2 hit points);
* marks where it stands now, M a monster, C another character or summon, # a wall, x an obstacle.

      A     B     C     D     E     F     G
1     M        2.0!        2.0!           M
         2.0!        0.0*         1.3
2     #        2.0!        2.0!         1.3
         2.0!         0.0        2.0!

B1    1 attacking, enough to exhaust it (2 hit points): Guard (focus, attacks from A1, 2.0 damage on average); Archer (focus, stays at G1)`);
    });

    it('refuses a --by it does not know, with 2', async () => {
        expect(await ghs(['threat', fixture, '--character', 'Hero', '--by', 'dmg'], { cwd: repo }))
            .toMatchObject({ code: 2, stdout: '', err: ["ghs threat: --by takes attackers or damage, not 'dmg'."] });
    });

    it('reads the scenario from standard input', async () => {
        const stdin = readFileSync(resolve(repo, fixture), 'utf8');
        expect(await ghs(['threat', '-', '--character', 'Hero'], { cwd: repo, stdin })).toMatchObject({ code: 0, stdout: `${expectedText}\n` });
    });

    it('exits with 1 and names the characters for an unknown name, with 2 without one or with an unknown edition', async () => {
        expect(await ghs(['threat', fixture, '--character', 'Guard'], { cwd: repo })).toMatchObject({
            code: 1, out: [], err: [`${fixture}: No character named Guard stands on the board: its characters are Hero.`]
        });
        expect(await ghs(['threat', fixture], { cwd: repo })).toMatchObject({
            code: 2, err: ["ghs threat: name one .ghs file ('-' reads standard input) and a character (--character NAME)."]
        });
        expect(await ghs(['threat', fixture, '--character', 'Hero', '--edition', 'd&d'], { cwd: repo })).toMatchObject({
            code: 2, err: ["ghs threat: --edition takes gloomhaven, gloomhaven2e, frosthaven or jotl, not 'd&d'."]
        });
    });

    it('draws no map of a board with syntax errors, and says why', async () => {
        const stdin = readFileSync(resolve(repo, fixture), 'utf8').replace('character', 'charcter');
        const run = await ghs(['threat', '-', '--character', 'Hero'], { cwd: repo, stdin });
        expect(run.code).toBe(1);
        expect(run.out).toEqual([]);
        expect(run.stderr).toMatch(/The board is incomplete: line \d+ has a syntax error.* No threat map is drawn until then\./);
    });

    it('with --json prints one object whatever happens: the refusal as the server words it, { error }', async () => {
        const stdin = readFileSync(resolve(repo, fixture), 'utf8').replace('character', 'charcter');
        const broken = await ghs(['threat', '-', '--character', 'Hero', '--json'], { cwd: repo, stdin });
        expect(broken.code).toBe(1);
        // The syntax error itself first, as every command that reads a scenario prints its errors.
        expect(broken.err[0]).toMatch(/^<stdin>:5:3: error: 'charcter' is not a statement/);
        expect(JSON.parse(broken.stdout)).toEqual({ error: broken.err[1] });
        expect(broken.err[1]).toMatch(/^<stdin>: The board is incomplete: line \d+ has a syntax error.* No threat map is drawn until then\.$/);
        const missing = await ghs(['threat', 'missing.ghs', '--character', 'Hero', '--json'], { cwd: repo });
        expect(missing).toMatchObject({ code: 2, err: ["ghs threat: cannot read 'missing.ghs': there is no such file or folder."] });
        expect(JSON.parse(missing.stdout)).toEqual({ error: "cannot read 'missing.ghs': there is no such file or folder." });
        const unknown = await ghs(['threat', fixture, '--character', 'Guard', '--json'], { cwd: repo });
        expect(unknown.code).toBe(1);
        expect(JSON.parse(unknown.stdout)).toEqual({ error: `${fixture}: No character named Guard stands on the board: its characters are Hero.` });
    });
});
