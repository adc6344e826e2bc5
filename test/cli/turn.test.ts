import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import { analyzer, parseAndValidate } from '../language/helpers.js';
import { fixtures, ghs, skipReason } from './run-ghs.js';
import { invisibleBeforeGuard } from '../fixtures/earlier-turns.js';

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
