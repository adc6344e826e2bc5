import { describe, expect, it } from 'vitest';
import { monsterAtLine } from '../../client/src/cursor-monster.js';

const text = `scenario "Guard post" {
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
}`.split('\n');

describe('monster at the cursor', () => {
    it('finds the monster whose statement or block holds the cursor', () => {
        expect(monsterAtLine(text, 3)).toBe('Guard');
        expect(monsterAtLine(text, 5)).toBe('Guard');
        expect(monsterAtLine(text, 6)).toBe('Guard');
        expect(monsterAtLine(text, 8)).toBe('Archer');
    });

    it('follows expectations to the monster they name', () => {
        expect(monsterAtLine(text, 9)).toBe('Guard');
        expect(monsterAtLine(text, 10)).toBe('Guard');
    });

    it('gives nothing outside monsters and after a closed block', () => {
        expect(monsterAtLine(text, 1)).toBeUndefined();
        expect(monsterAtLine(text, 2)).toBeUndefined();
        expect(monsterAtLine(text, 7)).toBeUndefined();
        expect(monsterAtLine(text, 12)).toBeUndefined();
        expect(monsterAtLine([], 0)).toBeUndefined();
    });
});
