import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import { analyzer, parseAndValidate } from '../language/helpers.js';
import { fixtures, ghs, skipReason } from './run-ghs.js';
import { invisibleBeforeGuard } from '../fixtures/earlier-turns.js';
import { kennel } from '../fixtures/kennel-card-lines.js';

async function decisionsOf(fixture: string): Promise<readonly WordedDecision[]> {
    const document = await parseAndValidate(readFileSync(resolve(fixtures, fixture), 'utf8'));
    return analyzer.analyze(document.parseResult.value).worded;
}

/** A turn as `ghs turn` words it: the summary, then each reason indented. */
function turnLines(decision: WordedDecision): string[] {
    return [`${decision.monster}: ${decision.summary}`, ...decision.reasons.map(r => `  ${r}`)];
}

const SHARED_HEX_ERROR = 'failing/shared-hex.ghs:6:23: error: Hero10 already stands on D4: two figures cannot share a hex. Move Hero20 to a free hex.';
const SHARED_HEX_INCOMPLETE = 'failing/shared-hex.ghs: The board is incomplete: Hero20 stands on Hero10\'s hex (D4, line 6). Fix it first. No turn is explained until then.';

describe.skipIf(skipReason !== undefined)('ghs turn', () => {
    test('explains every monster\'s turn, in the order they act', async () => {
        const [bones, artillery] = await decisionsOf('passing/two-guards.ghs');
        expect(bones.summary).toBe('focus Voidwarden · moves to D2 · attacks Voidwarden');
        const run = await ghs(['turn', 'passing/two-guards.ghs']);
        expect(run).toMatchObject({ code: 0, err: [], out: [...turnLines(bones), '', ...turnLines(artillery)] });
    });

    test('says when earlier characters\' turns will change the board the turn is decided on', async () => {
        const stdin = invisibleBeforeGuard();
        const run = await ghs(['turn', '-'], { stdin });
        expect(run.code).toBe(0);
        expect(run.out.slice(0, 2)).toEqual([
            'Guard1: focus Hero90 · moves to C3',
            "  Decided on the board as written, but Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn. " +
            "Run monster turn, ghs play and 'expect after Guard1' play that turn first."
        ]);
    });

    test("prints a card's lines beyond its move and attacks as the round plays them: the heal, the summon, the element", async () => {
        const stdin = kennel();
        const run = await ghs(['turn', '-', '--monster', 'Keeper1'], { stdin });
        expect(run.code).toBe(0);
        expect(run.out.slice(-4)).toEqual([
            "  Its card's other lines, as the round plays them:",
            '    Keeper1 heals 2 range 3: Hound1 lost the most hit points (3); Hound1 1 \u2192 3 hp',
            '    Keeper1 summons Hound2 (a normal Hound, standee 2) at B1, 3 hexes from the nearest enemy; it takes no turn this round',
            '    Keeper1 infuses fire: strong from the end of its turn'
        ]);
        const hound = await ghs(['turn', '-', '--monster', 'Hound1'], { stdin });
        expect(hound.out.slice(-3)).toEqual([
            "  Its card's other lines, as the round plays them after Keeper1 (each on its first option):",
            '    Hound1 consumes fire: +1 attack on attack 1',
            "    Hound1's attack 1 on Ranger: attack 2 +1 (fire) = 3; drew +1 \u2192 4; 4 damage; Ranger 10 \u2192 6 hp; Ranger pushed 1: E2 \u2192 F1 (the first of 3 paths the players may choose)"
        ]);
    });

    test('--monster, repeated or as a comma list, picks the monsters', async () => {
        const [bones, artillery] = await decisionsOf('passing/two-guards.ghs');
        expect(await ghs(['turn', 'passing/two-guards.ghs', '--monster', 'AncientArtilleryElite'])).toMatchObject({ code: 0, out: turnLines(artillery) });
        const both = [...turnLines(bones), '', ...turnLines(artillery)];
        expect(await ghs(['turn', 'passing/two-guards.ghs', '--monster', 'AncientArtilleryElite,LivingBonesElite'])).toMatchObject({ code: 0, out: both });
        expect(await ghs(['turn', 'passing/two-guards.ghs', '--monster', 'LivingBonesElite', '--monster=AncientArtilleryElite'])).toMatchObject({ code: 0, out: both });
    });

    test('a monster that is not there: exit status 1, and the monsters that are', async () => {
        const run = await ghs(['turn', 'passing/two-guards.ghs', '--monster', 'Bones']);
        expect(run).toMatchObject({
            code: 1, out: [],
            err: ["ghs turn: no monster named 'Bones' takes a turn in passing/two-guards.ghs (monsters with a turn: LivingBonesElite, AncientArtilleryElite)."]
        });
    });

    test('a board that cannot be judged (two figures on one hex): the error, why no turn is explained, exit status 1', async () => {
        const run = await ghs(['turn', 'failing/shared-hex.ghs']);
        expect(run).toMatchObject({ code: 1, err: [SHARED_HEX_ERROR, SHARED_HEX_INCOMPLETE], out: [] });
    });

    test('a monster in a wall: no turn explained from inside it', async () => {
        const stdin = 'scenario "Wall" {\n  map A1..F5\n  wall C1\n  character Brute at B2 initiative 50\n  monster Imp at C1 { move 2 attack 2 }\n}\n';
        const run = await ghs(['turn', '-'], { stdin });
        expect(run).toMatchObject({
            code: 1, out: [],
            err: [
                '<stdin>:5:18: error: C1 is a wall hex, which is not part of the room: move Imp to an open hex.',
                '<stdin>: The board is incomplete: Imp stands on a wall hex (C1, line 5). Fix it first. No turn is explained until then.'
            ]
        });
    });

    test('--json always says why the exit status is 1: on standard error and in the object', async () => {
        const run = await ghs(['turn', 'failing/shared-hex.ghs', '--json']);
        expect(run.code).toBe(1);
        expect(run.err).toEqual([SHARED_HEX_ERROR, SHARED_HEX_INCOMPLETE]);
        expect(JSON.parse(run.stdout)).toEqual({ file: 'failing/shared-hex.ghs', problems: [SHARED_HEX_ERROR, SHARED_HEX_INCOMPLETE], decisions: [] });
    });

    test('--json with a monster that is not there', async () => {
        const run = await ghs(['turn', 'passing/guard-post.ghs', '--json', '--monster', 'Bones']);
        const why = "ghs turn: no monster named 'Bones' takes a turn in passing/guard-post.ghs (monsters with a turn: Guard).";
        expect(run).toMatchObject({ code: 1, err: [why] });
        expect(JSON.parse(run.stdout)).toEqual({ file: 'passing/guard-post.ghs', problems: [why], decisions: [] });
    });

    test('--json prints one object whatever happens: a file that cannot be read, a file with syntax errors', async () => {
        const missing = await ghs(['turn', 'missing.ghs', '--json']);
        const why = "cannot read 'missing.ghs': there is no such file or folder.";
        expect(missing).toMatchObject({ code: 2, err: [`ghs turn: ${why}`] });
        expect(JSON.parse(missing.stdout)).toEqual({ file: 'missing.ghs', problems: [why], decisions: [] });
        const broken = await ghs(['turn', '-', '--json'], { stdin: 'scenario "x" {\n  map A1..C3\n  trpa B2\n}\n' });
        expect(broken.code).toBe(1);
        expect(JSON.parse(broken.stdout)).toEqual({
            file: '<stdin>', decisions: [], problems: [
                "<stdin>:3:3: error: 'trpa' is not a statement: did you mean 'trap'?",
                '<stdin>: The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. Fix the syntax errors first. No turn is explained until then.'
            ]
        });
    });

    test('no monster takes a turn: it says so, and that is no failure', async () => {
        const note = 'No monster takes a turn: give a monster an ability block ({ move 2 attack }).';
        expect(await ghs(['turn', 'no-turn.ghs'])).toMatchObject({ code: 0, out: [note], err: [] });
        const run = await ghs(['turn', 'no-turn.ghs', '--json']);
        expect(run.code).toBe(0);
        expect(JSON.parse(run.stdout)).toEqual({ file: 'no-turn.ghs', problems: [], decisions: [], note });
    });

    test('no standee of a type takes a turn: the note says to reveal a card', async () => {
        const note = 'No monster takes a turn: reveal a card for Guard (round 1 { reveal Guard "Rush" }), or give a monster an ability block ({ move 2 attack }).';
        expect(await ghs(['turn', 'no-reveal.ghs'])).toMatchObject({ code: 0, out: [note], err: [] });
    });

    test('--edition', async () => {
        const run = await ghs(['turn', 'edition.ghs', '--edition', 'jotl']);
        expect(run.out[0]).toBe('Archer: focus Far · stays at B3 · attacks Far, Mid');
    });
});
