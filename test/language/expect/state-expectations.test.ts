import { describe, expect, test } from 'vitest';
import { factDifferences, failedDamageMessage, failedFactMessage, momentPhrase } from '../../../language/analysis/state-expectations.js';

describe('a line of expect after against the figure as played', () => {
    const standing = { at: 'D4', hp: 5, conditions: ['poison'] };

    test('holds when what is written matches; what is not written is not asserted', () => {
        expect(factDifferences({ figure: 'Hero10', at: 'D4' }, standing)).toEqual([]);
        expect(factDifferences({ figure: 'Hero10', hp: 5, conditions: ['poison'] }, standing)).toEqual([]);
        expect(factDifferences({ figure: 'Guard2', down: 'removed' }, { conditions: [], down: 'removed' })).toEqual([]);
    });

    test('each difference in words, the conditions as a set', () => {
        expect(factDifferences({ figure: 'Hero10', at: 'C4', hp: 6, conditions: [] }, standing))
            .toEqual(['is at D4, not C4', 'has 5 hp, not 6', 'has conditions poison, not no conditions']);
        expect(factDifferences({ figure: 'Hero10', conditions: ['wound', 'poison'] }, { ...standing, conditions: ['poison', 'wound'] })).toEqual([]);
    });

    test('down when standing, standing when down, and a figure without hit points', () => {
        expect(factDifferences({ figure: 'Hero10', down: 'exhausted' }, standing)).toEqual(['is at D4 with 5 hp, not exhausted']);
        expect(factDifferences({ figure: 'Guard2', at: 'C4', hp: 3 }, { conditions: [], down: 'removed' })).toEqual(['is removed, not at C4 and with 3 hp']);
        expect(factDifferences({ figure: 'Hero10', hp: 3 }, { at: 'D4', conditions: [] })).toEqual(['has no hit points written, so none are counted']);
        expect(factDifferences({ figure: 'Nobody', hp: 3 }, undefined)).toEqual(['is not in the scenario']);
    });
});

describe('the messages', () => {
    test('name the moment, what playing gave against what was expected, then the steps', () => {
        expect(momentPhrase({ monster: 'Guard1' })).toBe("after Guard1's turn");
        expect(momentPhrase({ round: 2 })).toBe('at the end of round 2');
        expect(failedFactMessage({ figure: 'Hero10', hp: 6 }, ['has 5 hp, not 6', 'has no conditions, not conditions poison'], { round: 2 },
            ['Guard1 moves C2 \u2192 C5', 'Guard1\'s attack 1 on Hero10: attack 2; drew +0 \u2192 2']))
            .toBe('At the end of round 2, Hero10 has 5 hp, not 6; it has no conditions, not conditions poison. ' +
                "Playing gave: Guard1 moves C2 \u2192 C5. Guard1's attack 1 on Hero10: attack 2; drew +0 \u2192 2.");
        expect(failedDamageMessage('Guard1', 'C5 attacks Hero10', 'Hero10', 3, 2, []))
            .toBe("When Guard1 plays 'to C5 attacks Hero10', Hero10 suffers 2 damage, not 3.");
    });
});
