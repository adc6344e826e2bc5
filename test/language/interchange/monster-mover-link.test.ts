import { readFileSync } from 'node:fs';
import { hexLabel } from '../../../language/hex/offset.js';
import { abilityWords } from '../../../language/explain/ability-words.js';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeBoard } from '../../../language/engine/analyze.js';
import { linkFromScenario } from '../../../language/interchange/monster-mover-export.js';
import { importLink, scenarioFromLink } from '../../../language/interchange/monster-mover-import.js';
import { type LinkState, decodeLink, encodeLink, linkCode } from '../../../language/interchange/monster-mover-link.js';
import { boardOf, parseAndValidate } from '../helpers.js';

interface LinkFixture {
    source: string; link: string; description: string; edition: string;
    characters: number; allies: number; ability: string; options?: number;
}

const fixtures = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/monster-mover/links.json'), 'utf8')) as LinkFixture[];

/** A state without the data version it was read in, for comparing a link with its re-export. */
function content(state: LinkState): Omit<LinkState, 'version'> {
    const { version: _version, ...rest } = state;
    return rest;
}

async function imported(link: string): Promise<{ text: string; warnings: readonly string[] }> {
    return scenarioFromLink(decodeLink(link), linkCode(link));
}

describe('Monster Mover links found in public posts', () => {
    for (const fixture of fixtures) {
        it(`decodes the board its post describes: ${fixture.description}`, async () => {
            const { text } = await imported(fixture.link);
            const document = await parseAndValidate(text);
            expect(document.diagnostics?.filter(d => d.severity === 1)).toEqual([]);
            const board = await boardOf(text);
            expect(board.edition).toBe(fixture.edition);
            expect(board.figures.filter(f => f.kind === 'character')).toHaveLength(fixture.characters);
            expect(board.figures.filter(f => f.kind === 'monster' && !f.ability)).toHaveLength(fixture.allies);
            const [decision] = analyzeBoard(board);
            expect(abilityWords(decision.ability)).toBe(fixture.ability);
            if (fixture.options !== undefined) {
                expect(decision.options).toHaveLength(fixture.options);
            }
        });

        it(`exports back to the same link: ${fixture.link.slice(-12)}`, async () => {
            const { text } = await imported(fixture.link);
            const document = await parseAndValidate(text);
            const { state, errors } = linkFromScenario(document.parseResult.value);
            expect(errors).toEqual([]);
            const original = decodeLink(fixture.link);
            expect(content(state!)).toEqual(content(original));
            if (original.version === '1.5.0') {
                expect(encodeLink(state!)).toBe(linkCode(fixture.link));
            }
        });
    }
});

describe('importing a link', () => {
    it('writes the board as a scenario, the active monster with its ability', async () => {
        const { text, warnings } = await imported('UQgE1A4AgXbAkAIBAgQIECC8AAU');
        expect(text).toBe([
            '// Imported from the Monster Mover link UQgE1A4AgXbAkAIBAgQIECC8AAU (data version 1.5.0).',
            'scenario "Monster Mover board" {',
            '  rules gloomhaven',
            '  map D6..F11',
            '  wall      E6..E11',
            '  monster   Monster at D7 {',
            '    move 2 teleport',
            '    attack',
            '  }',
            '  character Hero10 at F7 initiative 10',
            '}',
            ''
        ].join('\n'));
        expect(warnings).toEqual([
            "The Monster Mover's grid is open floor beyond D6..F11, the map imported; the figures could leave the room there by D6, D7, D8, D9, D10 …."
        ]);
    });

    it('keeps the icy line straight: the two grids agree on which columns sit lower', async () => {
        const board = await boardOf((await imported('UQgEBBvAgNjAEANjBkYMbJiBEQMUAA')).text);
        const icy = [...board.cells()].filter(cell => board.terrain[cell] !== 0).map(cell => board.labelOf(cell));
        expect(icy).toEqual(['I9', 'J8', 'K8', 'L7']);
        expect(hexLabel(analyzeBoard(board)[0].options[0].destination)).toBe('L7');
    });

    it('says why a text is no usable link, in the words the command line and the editor show', () => {
        expect(importLink('https://gloom.aluminumangel.org/')).toEqual({
            warnings: [], errors: ["Not a usable Monster Mover link: '' is not a Monster Mover scenario code."]
        });
        expect(importLink('UQgE1A4A').errors).toEqual(['Not a usable Monster Mover link: the link ends too soon.']);
    });

    it("refuses a link where a character takes the turn, and text that is no link", () => {
        const characterTurn: LinkState = { ...decodeLink('UQgE1A4AgXbAkAIBAgQIECC8AAU') };
        const swapped = {
            ...characterTurn, charactersAct: true,
            cells: characterTurn.cells.map(c => ({ ...c, figure: c.figure === 2 ? 1 : c.figure === 1 ? 2 : 0 }))
        };
        expect(() => scenarioFromLink(decodeLink(encodeLink(swapped)), 'x'))
            .toThrow("the link plays a character's turn; a .ghs scenario plays the monsters' turns only");
        expect(() => decodeLink('https://example.org/not*a*code')).toThrow("'not*a*code' is not a Monster Mover scenario code");
        expect(() => decodeLink('AAAA')).toThrow('the link\'s data version 0.0.0 is not one of 1.0.0, 1.1.0, 1.2.0, 1.3.0, 1.4.0, 1.5.0');
    });
});

describe('exporting a scenario', () => {
    const room = `scenario "Guard post" {
  rules frosthaven
  map A1..H6
  wall A1..A6, H1..H6, B1, C1, D1, E1, F1, G1, B6, C6, D6, E6, F6, G6
  obstacle D3
  trap E4
  difficult F2
  icy C5
  wall between C3 and C4
  wall between F4 and G4
  character Hero10 at B3 initiative 10
  character Hero30 at C2 initiative 30
  monster Ally1 at E2
  monster Guard at G3 {
    move 3 jumping
    attack range 3 target 2
    aoe hexes B2, C2, C3
    muddled
  }
}`;

    it('gives back the same board when the link is imported', async () => {
        const document = await parseAndValidate(room);
        const { state, errors } = linkFromScenario(document.parseResult.value);
        expect(errors).toEqual([]);
        const back = await boardOf((await imported(encodeLink(state!))).text);
        const original = await boardOf(room);
        expect(back.edition).toBe(original.edition);
        expect([back.minCol, back.minRow, back.maxCol, back.maxRow]).toEqual([original.minCol, original.minRow, original.maxCol, original.maxRow]);
        expect([...back.terrain]).toEqual([...original.terrain]);
        expect([...back.thinWallMask]).toEqual([...original.thinWallMask]);
        const figures = (b: typeof back): string[] => b.figures.map(f => `${f.kind} ${b.labelOf(f.cell)} ${f.initiative ?? ''}`).sort();
        expect(figures(back)).toEqual(figures(original));
        const guard = original.figures.find(f => f.name === 'Guard')!.ability;
        const monster = back.figures.find(f => f.name === 'Monster')!.ability;
        expect(monster).toEqual(guard);
    });

    it('carries a second-edition board as Frosthaven, whose focus and movement it keeps, and says so', async () => {
        const document = await parseAndValidate(`scenario "s" {
  rules gloomhaven2e
  map A1..D4
  character Hero at B2 initiative 15
  monster Guard at C3 { move 2 attack }
}`);
        const { state, errors, warnings } = linkFromScenario(document.parseResult.value);
        expect(errors).toEqual([]);
        expect(warnings).toEqual([
            "The Monster Mover has no Gloomhaven second edition: the link carries Frosthaven's rules, whose focus and movement the second edition keeps.",
            'Names are not carried: an imported link names its figures Hero<initiative>, Monster and Ally<n>.'
        ]);
        expect((await boardOf((await imported(encodeLink(state!))).text)).edition).toBe('frosthaven');
    });

    it('says what the link cannot carry', async () => {
        const document = await parseAndValidate(`scenario "s" {
  map A1..D4
  character Hero at B2 initiative 15 invisible
  monster Guard at C3 { move 2 attack 3 }
  monster Archer at D3 { attack range 3 }
  expect Guard { to C3 }
}`);
        const scenario = document.parseResult.value;
        expect(linkFromScenario(scenario).errors).toEqual([
            "2 monsters act (Guard, Archer); the Monster Mover plays one: name it with --monster.",
            'Hero is invisible: the Monster Mover has no invisible characters.'
        ]);
        const chosen = linkFromScenario(scenario, { monster: 'Guard' });
        expect(chosen.errors).toEqual(['Hero is invisible: the Monster Mover has no invisible characters.']);
        expect(chosen.warnings).toEqual([
            "The Monster Mover plays one monster's turn: Archer go without their abilities.",
            "The attack's value 3 is not carried: the Monster Mover's monsters attack without a value.",
            'The expectations are not carried: the Monster Mover works out the turn itself.',
            'Names are not carried: an imported link names its figures Hero<initiative>, Monster and Ally<n>.'
        ]);
    });
});
