import { describe, expect, test } from 'vitest';
import { applyCondition } from '../../../language/model/condition-effects.js';
import { type FigureState, endRoundBonuses, figureState, retaliations, totalShield } from '../../../language/model/figure-state.js';
import { performSelfLines, turnEnd, turnStart } from '../../../language/play/self-lines.js';
import { selfStepWords } from '../../../language/explain/play-words.js';

const guard = (extra: Partial<FigureState> = {}): FigureState => figureState('Guard 1', 'monster', 6, extra);

describe('the card\'s lines on the monster itself', () => {
    test('"Ability card bonuses are activated … only when the monster activates and are only active until the end of the round"', () => {
        const result = performSelfLines(guard({ shield: 1 }), { shield: 1, retaliate: [{ value: 2, range: 1 }] });
        expect(totalShield(result.state)).toBe(2);
        expect(retaliations(result.state)).toEqual([{ value: 2, range: 1 }]);
        expect(result.steps.map(selfStepWords)).toEqual([
            'Guard 1 gains shield 1 until the end of the round',
            'Guard 1 gains retaliate 2 until the end of the round'
        ]);
        const next = endRoundBonuses(result.state);
        expect(totalShield(next)).toBe(1);
        expect(retaliations(next)).toEqual([]);
    });

    test('retaliate with a range says so', () => {
        const result = performSelfLines(guard(), { retaliate: [{ value: 1, range: 3 }] });
        expect(selfStepWords(result.steps[0])).toBe('Guard 1 gains retaliate 1 range 3 until the end of the round');
    });

    test('heal N self: up to the maximum, removing wound', () => {
        const hurt = applyCondition(guard({ hp: 2 }), 'wound').state;
        const result = performSelfLines(hurt, { heal: 2 });
        expect(result.state.hp).toBe(4);
        expect(selfStepWords(result.steps[0])).toBe('Guard 1 heals 2 self: 2 \u2192 4 hp, removing wound');
    });

    test('"If a Heal ability is used on a poisoned figure, the POISON token is removed, and the Heal has no other effect"', () => {
        const poisoned = applyCondition(guard({ hp: 2 }), 'poison').state;
        const result = performSelfLines(poisoned, { heal: 3 });
        expect(result.state.hp).toBe(2);
        expect(result.state.conditions).toEqual([]);
        expect(selfStepWords(result.steps[0])).toBe('Guard 1 heals 3 self: poisoned, so the heal only removes poison');
    });

    test('a monster that is down does nothing', () => {
        const down = guard({ hp: 0, down: 'removed' });
        expect(performSelfLines(down, { shield: 1, heal: 2 })).toEqual({ state: down, steps: [] });
    });
});

describe('turn start and end in words', () => {
    test('wound at the start of the turn', () => {
        const result = turnStart(applyCondition(guard({ hp: 1 }), 'wound').state);
        expect(result.state.down).toBe('removed');
        expect(result.steps.map(selfStepWords)).toEqual(['Guard 1 suffers 1 damage from wound: 1 \u2192 0 hp; Guard 1 removed']);
        expect(turnStart(guard()).steps).toEqual([]);
    });

    test('conditions that end with the turn', () => {
        const muddled = applyCondition(applyCondition(guard(), 'muddle').state, 'disarm').state;
        expect(turnEnd(muddled).steps.map(selfStepWords)).toEqual(['Guard 1\'s muddle, disarm end with its turn']);
        expect(turnEnd(guard()).steps).toEqual([]);
    });
});
