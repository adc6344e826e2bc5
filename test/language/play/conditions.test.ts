import { describe, expect, test } from 'vitest';
import { applyCondition, endOfTurn, hasCondition, heal, startOfTurn, targetable, turnLimits } from '../../../language/model/condition-effects.js';
import { CONDITIONS, expiryOf } from '../../../language/rules/conditions.js';
import { type FigureState, figureState } from '../../../language/model/figure-state.js';

const guard = (extra: Partial<FigureState> = {}): FigureState => figureState('Guard 1', 'monster', 5, extra);
const withConditions = (...names: Parameters<typeof applyCondition>[1][]): FigureState =>
    names.reduce((s, n) => applyCondition(s, n).state, guard());

describe('what each condition forbids or grants', () => {
    test('muddle: "it gains Disadvantage on all of its attacks"', () => {
        expect(turnLimits(withConditions('muddle'))).toMatchObject({ disadvantage: true, advantage: false, attacks: true, because: ['muddle'] });
    });
    test('disarm: "If a figure is disarmed, it cannot perform any attack abilities"', () => {
        expect(turnLimits(withConditions('disarm'))).toMatchObject({ acts: true, moves: true, attacks: false });
    });
    test('immobilize: "it cannot perform any move abilities"', () => {
        expect(turnLimits(withConditions('immobilize'))).toMatchObject({ acts: true, moves: false, attacks: true });
    });
    test('stun: "it cannot perform any abilities"', () => {
        expect(turnLimits(withConditions('stun'))).toMatchObject({ acts: false, moves: false, attacks: false });
    });
    test('strengthen: "it gains Advantage on all of its attacks"', () => {
        expect(turnLimits(withConditions('strengthen'))).toMatchObject({ advantage: true, disadvantage: false });
    });
    test('invisible: "it cannot be focused on or targeted by an enemy"; nor can a figure that is down', () => {
        expect(targetable(withConditions('invisible'))).toBe(false);
        expect(targetable(guard())).toBe(true);
        expect(targetable(guard({ hp: 0, down: 'removed' }))).toBe(false);
    });
    test('nothing on the figure: it does everything', () => {
        expect(turnLimits(guard())).toEqual({ acts: true, moves: true, attacks: true, advantage: false, disadvantage: false, because: [] });
    });
});

describe('wound and poison', () => {
    test('wound: "it suffers one point of damage at the start of each of its turns"', () => {
        const start = startOfTurn(withConditions('wound'));
        expect(start.woundDamage).toBe(1);
        expect(start.state.hp).toBe(4);
        expect(startOfTurn(guard()).state.hp).toBe(5);
    });

    test('a wound can finish a figure: a monster at 1 hit point is removed', () => {
        const start = startOfTurn(applyCondition(guard({ hp: 1 }), 'wound').state);
        expect(start.state).toMatchObject({ hp: 0, down: 'removed' });
    });

    test('"the WOUND token is removed and the Heal continues normally"; "If a figure is both poisoned and wounded, a Heal ability would remove both conditions but have no other effect"', () => {
        const wounded = { ...withConditions('wound'), hp: 2 };
        expect(heal(wounded, 2)).toMatchObject({ healed: 2, removed: ['wound'], poisoned: false });
        expect(heal(wounded, 2).state.conditions).toEqual([]);
        const both = { ...withConditions('wound', 'poison'), hp: 2 };
        const healed = heal(both, 2);
        expect(healed).toMatchObject({ healed: 0, removed: ['wound', 'poison'], poisoned: true });
        expect(healed.state.hp).toBe(2);
        expect(healed.state.conditions).toEqual([]);
    });

    test('a heal never goes above the maximum', () => {
        expect(heal({ ...guard(), hp: 4 }, 3)).toMatchObject({ healed: 1, state: { hp: 5 } });
    });

    test('poison and wound stay until healed; the others: "At the end of its next turn, the … token is removed"', () => {
        expect(CONDITIONS.filter(c => expiryOf(c) === 'until-healed')).toEqual(['poison', 'wound']);
        const end = endOfTurn(withConditions('poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible'));
        expect(end.expired).toEqual(['muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible']);
        expect(end.state.conditions.map(c => c.name)).toEqual(['poison', 'wound']);
    });
});

describe('expiry at the end of the figure\'s next turn', () => {
    test('received before its turn: gone at the end of that turn', () => {
        const muddled = withConditions('muddle');
        expect(hasCondition(endOfTurn(muddled).state, 'muddle')).toBe(false);
    });

    test('received during its own turn: it survives that turn and ends with the next', () => {
        const self = applyCondition(guard(), 'strengthen', true).state;
        const first = endOfTurn(self);
        expect(first.expired).toEqual([]);
        expect(hasCondition(first.state, 'strengthen')).toBe(true);
        const second = endOfTurn(first.state);
        expect(second.expired).toEqual(['strengthen']);
    });

    test('"Only one of each condition type may be applied to any single figure at a time, however conditions can be reapplied to refresh their duration"', () => {
        const twice = applyCondition(applyCondition(guard(), 'muddle').state, 'muddle', true).state;
        expect(twice.conditions).toEqual([{ name: 'muddle', fresh: true }]);
    });

    test('an immune figure does not take the condition; one that is down takes none', () => {
        expect(applyCondition(guard({ immunities: ['poison'] }), 'poison')).toMatchObject({ applied: false, refused: 'immune' });
        expect(applyCondition(guard({ hp: 0, down: 'removed' }), 'wound')).toMatchObject({ applied: false, refused: 'down' });
    });
});
