import { describe, expect, test } from 'vitest';
import {
    endRoundBonuses, figureState, grantRoundBonuses, retaliations, sufferDamage, totalShield
} from '../../../language/model/figure-state.js';

describe('figure state', () => {
    test('"at 0 hit points a monster is removed and a character is exhausted"', () => {
        expect(sufferDamage(figureState('Guard 1', 'monster', 5), 7)).toMatchObject({ before: 5, after: 0, state: { hp: 0, down: 'removed' } });
        expect(sufferDamage(figureState('Brute', 'character', 10), 10).state.down).toBe('exhausted');
        expect(sufferDamage(figureState('Bear', 'summon', 4), 4).state.down).toBe('removed');
        expect(sufferDamage(figureState('Brute', 'character', 10), 2).state).toMatchObject({ hp: 8 });
        expect(sufferDamage(figureState('Brute', 'character', 10), 2).state.down).toBeUndefined();
    });

    test('shield N and retaliate N on the card last until the end of the round, on top of the stat card\'s', () => {
        const base = figureState('Guard 1', 'monster', 5, { shield: 1, retaliate: [{ value: 1, range: 1 }] });
        const carded = grantRoundBonuses(base, { shield: 1, retaliate: [{ value: 2, range: 3 }] });
        expect(totalShield(carded)).toBe(2);
        expect(retaliations(carded)).toEqual([{ value: 1, range: 1 }, { value: 2, range: 3 }]);
        const next = endRoundBonuses(carded);
        expect(totalShield(next)).toBe(1);
        expect(retaliations(next)).toEqual([{ value: 1, range: 1 }]);
        expect(next).toEqual(base);
    });
});
