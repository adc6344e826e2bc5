import { describe, expect, test } from 'vitest';
import { expectedDamage } from '../../../language/play/expected-damage.js';
import { STANDARD_MONSTER_DECK } from '../../../language/model/modifier-deck.js';

describe('expected damage over the draw pile', () => {
    test('the standard deck adds nothing on average apart from x2 and null: attack 3 deals (20×3 + 3 − 3) / 20', () => {
        // +0×6, +1×5, −1×5, +2, −2: the modifiers sum to 0; x2 gives 6 instead of 3, null 0 instead of 3.
        expect(expectedDamage({ value: 3, shield: 0, mode: 'normal' }, STANDARD_MONSTER_DECK)).toBeCloseTo(3, 10);
    });

    test('shield comes off after the card, and no card deals less than nothing', () => {
        // value 1, shield 1: only +1 (→1), +2 (→2) and x2 (→1) get through: (5×1 + 2 + 1) / 20.
        expect(expectedDamage({ value: 1, shield: 1, mode: 'normal' }, STANDARD_MONSTER_DECK)).toBeCloseTo(8 / 20, 10);
    });

    test('with advantage the better of two cards is kept, with disadvantage the worse', () => {
        const pile = ['+0', 'x2'] as const;
        // Either order: advantage keeps x2 (4), disadvantage keeps +0 (2).
        expect(expectedDamage({ value: 2, shield: 0, mode: 'advantage' }, pile)).toBe(4);
        expect(expectedDamage({ value: 2, shield: 0, mode: 'disadvantage' }, pile)).toBe(2);
        expect(expectedDamage({ value: 2, shield: 0, mode: 'normal' }, pile)).toBe(3);
    });

    test('advantage never expects less than one card, disadvantage never more', () => {
        const odds = { value: 3, shield: 1 };
        const normal = expectedDamage({ ...odds, mode: 'normal' }, STANDARD_MONSTER_DECK);
        expect(expectedDamage({ ...odds, mode: 'advantage' }, STANDARD_MONSTER_DECK)).toBeGreaterThan(normal);
        expect(expectedDamage({ ...odds, mode: 'disadvantage' }, STANDARD_MONSTER_DECK)).toBeLessThan(normal);
    });

    test('a bless in the pile is a x2, a curse a null', () => {
        expect(expectedDamage({ value: 2, shield: 0, mode: 'normal' }, ['bless', 'curse'])).toBe(2);
    });

    test('one card left: with advantage it is the only draw before a reshuffle could matter', () => {
        expect(expectedDamage({ value: 2, shield: 0, mode: 'advantage' }, ['+1'])).toBe(3);
    });
});
