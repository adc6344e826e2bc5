import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ghs, skipReason } from './run-ghs.js';

/** The monsters whose decisions an SVG draws, panel by panel. */
function panels(svg: string): string[] {
    return [...svg.matchAll(/<g class="ghs-panel" data-monster="([^"]+)"/g)].map(m => m[1]);
}

function captions(svg: string): string[] {
    return [...svg.matchAll(/<text class="ghs-message ghs-caption"[^>]*>([^<]*)<\/text>/g)].map(m => m[1]);
}

function names(svg: string): string[] {
    return [...svg.matchAll(/<text class="ghs-name"[^>]*>([^<]*)<\/text>/g)].map(m => m[1]);
}

describe.skipIf(skipReason !== undefined)('ghs render', () => {
    let out: string;
    beforeAll(() => {
        out = mkdtempSync(join(tmpdir(), 'ghs-render-'));
    });
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    test('draws every monster\'s decision, each on its own board under its turn in one line', async () => {
        const run = await ghs(['render', 'passing/two-guards.ghs']);
        expect(run.code).toBe(0);
        expect(run.err).toEqual([]);
        expect(panels(run.stdout)).toEqual(['LivingBonesElite', 'AncientArtilleryElite']);
        expect(captions(run.stdout)).toEqual([
            'LivingBonesElite: focus Voidwarden · moves to D2 · attacks Voidwarden',
            'AncientArtilleryElite: focus Voidwarden · stays at E4 · attacks Voidwarden'
        ]);
        // Each board draws its own monster's overlay, and the stylesheet comes once.
        expect([...run.stdout.matchAll(/<g class="ghs-overlay" data-monster="([^"]+)"/g)].map(m => m[1])).toEqual(['LivingBonesElite', 'AncientArtilleryElite']);
        expect(run.stdout.match(/<style>/g)).toHaveLength(1);
    });

    test('never cuts a name that fits: every name is drawn whole', async () => {
        const run = await ghs(['render', 'passing/two-guards.ghs', '--monster', 'LivingBonesElite']);
        expect(names(run.stdout).sort()).toEqual(['AncientArtilleryElite', 'LivingBonesElite', 'Spellweaver', 'Voidwarden']);
    });

    test('--monster, repeated or as a comma list, picks the boards', async () => {
        const one = await ghs(['render', 'passing/two-guards.ghs', '--monster', 'AncientArtilleryElite']);
        expect(panels(one.stdout)).toEqual(['AncientArtilleryElite']);
        const comma = await ghs(['render', 'passing/two-guards.ghs', '--monster', 'AncientArtilleryElite,LivingBonesElite']);
        expect(panels(comma.stdout)).toEqual(['LivingBonesElite', 'AncientArtilleryElite']);
        const repeated = await ghs(['render', 'passing/two-guards.ghs', '--monster', 'AncientArtilleryElite', '--monster', 'LivingBonesElite']);
        expect(repeated.stdout).toBe(comma.stdout);
    });

    test('-o - is standard output', async () => {
        const run = await ghs(['render', 'passing/guard-post.ghs', '-o', '-']);
        expect(run.code).toBe(0);
        expect(panels(run.stdout)).toEqual(['Guard']);
    });

    test('-o writes the file and prints nothing', async () => {
        const file = join(out, 'two.svg');
        const run = await ghs(['render', 'passing/two-guards.ghs', '-o', file]);
        expect(run).toMatchObject({ code: 0, out: [], err: [] });
        expect(panels(readFileSync(file, 'utf8'))).toEqual(['LivingBonesElite', 'AncientArtilleryElite']);
    });

    test('a file with errors: still drawn, says so, exit status 1', async () => {
        const file = join(out, 'shared.svg');
        const run = await ghs(['render', 'failing/shared-hex.ghs', '-o', file]);
        expect(run).toMatchObject({
            code: 1, out: [],
            err: [
                'failing/shared-hex.ghs:6:23: error: Hero10 already stands on D4: two figures cannot share a hex. Move Hero20 to a free hex.',
                `ghs render: drew the board all the same in '${file}'; fix the errors above, as it may not be the board you meant.`
            ]
        });
        // Two figures on one hex: the board alone, under the reason no decision is drawn on it.
        const svg = readFileSync(file, 'utf8');
        expect(panels(svg)).toEqual([]);
        expect(captions(svg)).toEqual(['The board is incomplete: Hero20 stands on Hero10&apos;s hex (D4, line 6). Fix it first.']);
    });

    test('a file without a map: nothing drawn, exit status 1', async () => {
        const run = await ghs(['render', 'no-map.ghs']);
        expect(run).toMatchObject({
            code: 1, out: [],
            err: [
                "no-map.ghs:2:1: error: This scenario has no 'map': add one such as 'map A1..P7' (top-left corner, then bottom-right).",
                'ghs render: nothing drawn.'
            ]
        });
    });

    test('a monster that is not there: nothing drawn, exit status 1', async () => {
        const run = await ghs(['render', 'passing/two-guards.ghs', '--monster', 'Bones']);
        expect(run).toMatchObject({
            code: 1, out: [],
            err: [
                "ghs render: no monster named 'Bones' takes a turn in passing/two-guards.ghs (monsters with a turn: LivingBonesElite, AncientArtilleryElite).",
                'ghs render: nothing drawn.'
            ]
        });
    });

    test('--option belongs to one monster and must be one of its options', async () => {
        expect(await ghs(['render', 'passing/two-guards.ghs', '--option', '1'])).toMatchObject({
            code: 1, out: [],
            err: ['ghs render: --option needs exactly one monster, and 2 are drawn: name one with --monster.', 'ghs render: nothing drawn.']
        });
        expect(await ghs(['render', 'passing/guard-post.ghs', '--option', '2'])).toMatchObject({
            code: 1, out: [],
            err: ['ghs render: Guard has 1 option: --option takes a number from 1 to 1.', 'ghs render: nothing drawn.']
        });
    });

    test('a file it cannot write: exit status 2', async () => {
        const file = join(out, 'no/such/folder.svg');
        const run = await ghs(['render', 'passing/guard-post.ghs', '-o', file]);
        expect(run).toMatchObject({ code: 2, out: [], err: [`ghs render: cannot write '${file}': there is no such file or folder.`] });
    });

    test('a board where no monster acts is drawn without panels', async () => {
        const run = await ghs(['render', 'no-turn.ghs']);
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" class="ghs-board"/);
        expect(panels(run.stdout)).toEqual([]);
        expect(names(run.stdout)).toEqual(['Hero', 'Guard']);
    });
});
