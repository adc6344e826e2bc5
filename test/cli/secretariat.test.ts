import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ghs, repo, skipReason } from './run-ghs.js';

const data = resolve(repo, 'test/fixtures/secretariat');
const BRUTE = [join(data, 'brute.json'), join(data, 'brute-deck.json')];

const BRUTE_WARNINGS = [
    `warning: CaveBrute's level 1 stat card: kept as a comment (a boss stat card): {"level":1,"type":"boss","health":"8xC","movement":2,"attack":5}`,
    `warning: card B2 of the deck CaveBrute: kept as a comment ('specialTarget' on an attack): {"type":"specialTarget","value":"enemiesAdjacent"}`,
    `warning: card B2 of the deck CaveBrute: kept as a comment (no 'condition' line in this language): {"type":"condition","value":"strengthen","subActions":[{"type":"specialTarget","value":"self"}]}`
];

function folder(): string {
    return mkdtempSync(join(tmpdir(), 'ghs-secretariat-'));
}

describe.skipIf(skipReason !== undefined)('ghs import --secretariat', () => {
    it('writes the type and its deck into a scenario of their own, which ghs check passes', async () => {
        const out = join(folder(), 'brute.ghs');
        const run = await ghs(['import', '--secretariat', ...BRUTE, '-o', out]);
        expect(run).toMatchObject({ code: 0, out: [], err: BRUTE_WARNINGS });
        const text = readFileSync(out, 'utf8');
        expect(text.split('\n').slice(0, 10)).toEqual([
            'scenario "CaveBrute from Gloomhaven Secretariat" {',
            '  map A1..G7',
            '  level 1',
            '',
            '  monster-type CaveBrute {',
            "    // Gloomhaven Secretariat's 'cave-brute'",
            '    standees 2',
            '    level 1 {',
            '      normal health 9 move 3 attack 3 flying',
            '      elite  health 14 move 3 attack 4 flying immune disarm'
        ]);
        expect(text).toContain('    card "B1" initiative 22 {\n      move -1\n      attack +0\n      aoe origin A2 hexes B1, B2, C1, C2, C3\n    }\n');
        const check = await ghs(['check', out]);
        expect(check).toMatchObject({ code: 0, out: ['1 file checked: 0 errors, 0 warnings, no expectations.'] });
    });

    it('writes into the scenario --into names, checks it at its level, and an import of every level replaces the type', async () => {
        const dir = folder();
        const room = join(dir, 'room.ghs');
        writeFileSync(room, 'scenario "Room" {\n  map A1..E5\n  level 1\n  character Hero at C4 initiative 10\n  monster Brute1 of CaveBrute at B2 elite\n}\n');
        const first = await ghs(['import', '--secretariat', ...BRUTE, '--into', room, '-o', room]);
        expect(first.code).toBe(0);
        const sentry = await ghs(['import', '--secretariat', join(data, 'sentry.json'), join(data, 'sentry-deck.json'), '--level', '2', '--into', 'room.ghs', '-o', 'room.ghs'], { cwd: dir });
        expect(sentry.code).toBe(1);
        expect(sentry.err.slice(-1)).toEqual([
            "room.ghs:30:16: error: The monster type StoneSentry has no stat card for level 1 (it has level 2): add a 'level 1 { … }' block to it."
        ]);
        expect(readFileSync(room, 'utf8')).toContain('    level 2 {\n      normal health 6 move 3 attack 3 range 3 immune stun\n');
        const again = await ghs(['import', '--secretariat', join(data, 'sentry.json'), '--into', 'room.ghs'], { cwd: dir });
        expect(again.code).toBe(0);
        expect(again.err.slice(-1)).toEqual(["warning: Replaced the monster-type StoneSentry that 'room.ghs' had."]);
        expect(again.out.filter(line => line.includes('monster-type'))).toEqual(['  monster-type CaveBrute {', '  monster-type StoneSentry {']);
        expect(again.out.filter(line => /^ {4}level \d/.test(line))).toEqual(['    level 1 {', '    level 0 {', '    level 1 {', '    level 2 {']);
        expect(again.out).toContain('      normal health 4 move 2 attack 2 range 3 immune stun');
        expect(again.out).toContain('  deck Sentry {');
    });

    it('writes what the language checks as wrong all the same, says where, and exits 1', async () => {
        const dir = folder();
        writeFileSync(join(dir, 'm.json'), JSON.stringify({ name: 'pike', stats: [{ level: 1, health: 5, movement: 2, attack: 3 }] }));
        writeFileSync(join(dir, 'd.json'), JSON.stringify({ abilities: [{ cardId: 1, initiative: 40, actions: [
            { type: 'attack', value: 0, valueType: 'plus', subActions: [{ type: 'area', value: '(0,0,target)|(1,0,target)' }] }] }] }));
        const run = await ghs(['import', '--secretariat', 'm.json', 'd.json'], { cwd: dir });
        expect(run.code).toBe(1);
        expect(run.out).toContain('      aoe hexes A1, A2');
        expect(run.err).toEqual([
            "<imported>:15:7: error: An area without 'origin' is a ranged area, so the attack needs a range, but Pike attacks in melee " +
            "(no range on its normal stat card, and this attack adds none): give the area an 'origin' to make it a melee area, or give the stat card a range."
        ]);
    });

    it('refuses files it cannot read or understand, and a scenario with syntax errors to write into', async () => {
        const dir = folder();
        writeFileSync(join(dir, 'bad.json'), '{"name": 1}');
        writeFileSync(join(dir, 'broken.ghs'), 'scenario "s" {\n  map A1..C3\n  monster-type {\n}\n');
        expect(await ghs(['import', '--secretariat', 'missing.json'], { cwd: dir }))
            .toMatchObject({ code: 2, out: [], err: ["ghs import: cannot read 'missing.json': there is no such file or folder."] });
        expect(await ghs(['import', '--secretariat', 'bad.json'], { cwd: dir }))
            .toMatchObject({ code: 1, out: [], err: ['error: The monster file cannot be read: name is not a text.'] });
        expect(await ghs(['import', '--secretariat', ...BRUTE, '--level', '3']))
            .toMatchObject({ code: 1, out: [], err: ['error: The monster file has no stat card at level 3; its levels are 1.'] });
        expect(await ghs(['import', '--secretariat', ...BRUTE, '--level', '8']))
            .toMatchObject({ code: 2, err: ["ghs import: --level takes a whole number from 0 to 7 (a scenario's levels), not '8'."] });
        expect(await ghs(['import', '--secretariat', ...BRUTE, 'third.json']))
            .toMatchObject({ code: 2, err: ['ghs import: --secretariat takes a monster file and, optionally, its deck file.'] });
        expect(await ghs(['import', 'https://gloom.aluminumangel.org/x', '--level', '2']))
            .toMatchObject({ code: 2, err: ['ghs import: --level goes with --secretariat.'] });
        const broken = await ghs(['import', '--secretariat', ...BRUTE, '--into', 'broken.ghs'], { cwd: dir });
        expect(broken.code).toBe(1);
        expect(broken.out).toEqual([]);
        const refusal = broken.err.indexOf("error: 'broken.ghs' has syntax errors, so the blocks have no sure place in it; mend them first.");
        expect(refusal).toBeGreaterThan(-1);
        expect(broken.err[refusal + 1]).toBe("broken.ghs:3:16: error: Expected the monster type's name after 'monster-type', such as monster-type Guard { normal health 5 move 2 attack 2 }, not '{'.");
    });
});
