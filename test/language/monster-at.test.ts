import { describe, expect, it } from 'vitest';
import { monsterAt } from '../../language/scenario/monster-at.js';
import { parse } from './helpers.js';

const GUARD_POST = `scenario "Guard post" {
  map A1..H6
  character Hero10 at D4 initiative 10
  monster   Guard at G3 {
    move 3
    attack 2 // melee
  }

  monster Archer at C1
  expect Guard {
    to D3 attacks Hero10
  }
  note "monster Fake at A1"
}`;

async function monsterOn(text: string, line: number, character = 0): Promise<string | undefined> {
    const document = await parse(text);
    return monsterAt(document.parseResult.value, { line, character });
}

describe('the monster at a position', () => {
    it('is the monster whose statement or block holds the line', async () => {
        expect(await monsterOn(GUARD_POST, 3)).toBe('Guard');
        expect(await monsterOn(GUARD_POST, 5)).toBe('Guard');
        expect(await monsterOn(GUARD_POST, 6)).toBe('Guard');
        expect(await monsterOn(GUARD_POST, 8)).toBe('Archer');
    });

    it('is the monster an expectation names', async () => {
        expect(await monsterOn(GUARD_POST, 9)).toBe('Guard');
        expect(await monsterOn(GUARD_POST, 10)).toBe('Guard');
    });

    it('is none outside monsters, between statements and in a note that looks like one', async () => {
        for (const line of [0, 1, 2, 7, 12, 13, 40]) {
            expect(await monsterOn(GUARD_POST, line), `line ${line}`).toBeUndefined();
        }
        expect(await monsterOn('', 0)).toBeUndefined();
    });

    it('is the monster an `acted` line names, after a one-line monster block', async () => {
        const text = [
            'scenario "Played" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10',
            '  monster Guard at B1 { move 2 attack }',
            '  monster Archer at A3 { move 1 attack range 2 }',
            '  acted Guard from A1 to B1 attacks Hero',
            '}'
        ].join('\n');
        expect(await monsterOn(text, 4)).toBe('Archer');
        expect(await monsterOn(text, 5)).toBe('Guard');
        expect(await monsterOn(text, 5, 40)).toBe('Guard');
    });

    it('is the statement under the cursor, else the nearest, of several on one line', async () => {
        const text = 'scenario "x" { map A1..C3 monster Guard at A1 { move 1 } monster Archer at C3 { move 1 } expect Guard { to A1 } }';
        expect(await monsterOn(text, 0, text.indexOf('Archer'))).toBe('Archer');
        expect(await monsterOn(text, 0, text.indexOf('expect'))).toBe('Guard');
        expect(await monsterOn(text, 0, text.indexOf('monster Guard') + 3)).toBe('Guard');
        expect(await monsterOn(text, 0, text.indexOf('map'))).toBeUndefined();
    });
});
