import { describe, expect, test } from 'vitest';
import { type AttackAgainst, resolveAttack, resolveAttackAbility, resolveTarget } from '../../../language/play/attack-resolution.js';
import { abilityResultWords, attackWords } from '../../../language/explain/attack-words.js';
import { applyCondition } from '../../../language/model/condition-effects.js';
import { type FigureState, figureState, grantRoundBonuses } from '../../../language/model/figure-state.js';
import { drawPile, orderedDeck } from '../../../language/model/modifier-deck.js';

const guard = (extra: Partial<FigureState> = {}): FigureState => figureState('Guard 1', 'monster', 6, extra);
const brute = (extra: Partial<FigureState> = {}): FigureState => figureState('Brute', 'character', 10, extra);
const melee = (base: number, extra: Partial<AttackAgainst> = {}): AttackAgainst => ({ base, ranged: false, distance: 1, ...extra });
const ranged = (base: number, distance: number, extra: Partial<AttackAgainst> = {}): AttackAgainst => ({ base, ranged: true, distance, ...extra });
const withCondition = (state: FigureState, ...names: Parameters<typeof applyCondition>[1][]): FigureState =>
    names.reduce((s, n) => applyCondition(s, n).state, state);

describe('the attack text, step by step', () => {
    test('the words carry the arithmetic: "attack 3 −1 (card) = 2; drew +1 → 3; Brute\'s shield 1 blocks 1: 2 damage; Brute 10 → 8 hp"', () => {
        const result = resolveAttack(guard(), brute({ shield: 1 }), melee(3, { card: -1 }), orderedDeck(['+1']));
        expect(attackWords(result.steps)).toBe('attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Brute\'s shield 1 blocks 1: 2 damage; Brute 10 \u2192 8 hp');
        expect(result.target.hp).toBe(8);
        expect(result.damage).toBe(2);
    });

    test('"Start with base monster attack stat … Add the attacker\'s attack bonuses … Draw … Subtract the defense bonuses … The final total was 5"', () => {
        // The text's worked example: base 3, +1 bonus = 4, a +2 card = 6, the Brute's shield 1: 5.
        const result = resolveTarget(guard(), brute({ shield: 1 }), melee(3, { bonuses: [{ label: 'bonus', value: 1 }] }), orderedDeck(['+2']));
        expect(result.steps.map(s => s.kind)).toEqual(['base', 'bonus', 'draw', 'shield', 'damage']);
        expect(result.steps[1]).toMatchObject({ total: 4 });
        expect(result.value).toBe(6);
        expect(result.damage).toBe(5);
        expect(result.target.hp).toBe(5);
    });

    test('"Any damage dealt is calculated from its base attack value … and modified by X": attack −1 on a 3-attack guard is 2', () => {
        const result = resolveTarget(guard(), brute(), melee(3, { card: -1 }), orderedDeck(['+0']));
        expect(result.steps[1]).toMatchObject({ kind: 'bonus', label: 'card', value: -1, total: 2 });
        expect(result.damage).toBe(2);
        expect(attackWords(result.steps)).toBe('attack 3 \u22121 (card) = 2; drew +0 \u2192 2; 2 damage; Brute 10 \u2192 8 hp');
    });

    test('an attack value never goes below 0', () => {
        const result = resolveTarget(guard(), brute(), melee(1, { card: -2 }), orderedDeck(['+1']));
        expect(result.value).toBe(1);
    });

    test('"Repeat these steps 1-4 for each target of the attack (drawing a new attack modifier card for each separate target)"', () => {
        const a = brute();
        const b = figureState('Tinkerer', 'character', 8);
        const deck = orderedDeck(['+1', '-1', '+0']);
        const result = resolveAttackAbility(guard(), [{ target: a, attack: melee(3) }, { target: b, attack: melee(3) }], deck);
        expect(result.targets.map(t => t.damage)).toEqual([4, 2]);
        expect(abilityResultWords(result)).toEqual([
            'attack 3; drew +1 \u2192 4; 4 damage; Brute 10 \u2192 6 hp',
            'attack 3; drew \u22121 \u2192 2; 2 damage; Tinkerer 8 \u2192 6 hp'
        ]);
        expect(result.targets.map(t => t.target.hp)).toEqual([6, 6]);
        expect(drawPile(result.deck)).toEqual(['+0']);
    });

    test('"x2" doubles the attack value after the bonuses; "null" makes it 0', () => {
        const doubled = resolveTarget(guard(), brute({ shield: 1 }), melee(3, { card: 1 }), orderedDeck(['x2']));
        expect(doubled.value).toBe(8);
        expect(doubled.damage).toBe(7);
        const nothing = resolveTarget(guard(), brute(), melee(3, { card: 1 }), orderedDeck(['null']));
        expect(nothing.value).toBe(0);
        expect(nothing.damage).toBe(0);
        expect(nothing.target.hp).toBe(10);
    });

    test('a bless is a x2 and a curse a null', () => {
        expect(resolveTarget(guard(), brute(), melee(2), orderedDeck(['bless'])).damage).toBe(4);
        expect(resolveTarget(guard(), brute(), melee(2), orderedDeck(['curse'])).damage).toBe(0);
    });

    test('the shield less pierce is subtracted, never below 0', () => {
        expect(resolveTarget(guard(), brute({ shield: 3 }), melee(4, { pierce: 2 }), orderedDeck(['+0'])).damage).toBe(3);
        expect(resolveTarget(guard(), brute({ shield: 1 }), melee(4, { pierce: 5 }), orderedDeck(['+0'])).damage).toBe(4);
        expect(resolveTarget(guard(), brute({ shield: 5 }), melee(2), orderedDeck(['+1'])).damage).toBe(0);
        const pierced = resolveTarget(guard(), brute({ shield: 3 }), melee(4, { pierce: 2 }), orderedDeck(['+0']));
        expect(attackWords(pierced.steps)).toBe('attack 4; drew +0 \u2192 4; Brute\'s shield 3, pierced 2, blocks 1: 3 damage; Brute 10 \u2192 7 hp');
        const through = resolveTarget(guard(), brute({ shield: 1 }), melee(4, { pierce: 5 }), orderedDeck(['+0']));
        expect(attackWords(through.steps)).toBe('attack 4; drew +0 \u2192 4; Brute\'s shield 1, pierced 5, blocks nothing: 4 damage; Brute 10 \u2192 6 hp');
    });

    test('this round\'s shield from the target\'s card counts with its own', () => {
        const target = grantRoundBonuses(guard({ shield: 1 }), { shield: 1 });
        expect(resolveTarget(brute(), target, melee(3), orderedDeck(['+0'])).damage).toBe(1);
    });

    test('"If a figure is poisoned, all enemies add +1 Attack to all of their attacks targeting the figure": before the card, so x2 doubles it', () => {
        const result = resolveTarget(guard(), withCondition(brute(), 'poison'), melee(2), orderedDeck(['x2']));
        expect(result.steps[1]).toMatchObject({ kind: 'bonus', label: 'poison', value: 1, total: 3 });
        expect(result.damage).toBe(6);
    });
});

describe('advantage and disadvantage', () => {
    test('"Monster attacks may be performed with Advantage or Disadvantage": muddle on the attacker gives disadvantage', () => {
        const result = resolveTarget(withCondition(guard(), 'muddle'), brute(), melee(3), orderedDeck(['+2', '-1']));
        expect(result.steps[1]).toMatchObject({ kind: 'draw', mode: 'disadvantage', reasons: ['muddle'], cards: ['+2', '-1'], kept: '-1' });
        expect(result.damage).toBe(2);
        expect(attackWords(result.steps)).toBe('attack 3; drew +2 and \u22121 with disadvantage (muddle), kept \u22121 \u2192 2; 2 damage; Brute 10 \u2192 8 hp');
    });

    test('strengthen on the attacker gives advantage', () => {
        const result = resolveTarget(withCondition(guard(), 'strengthen'), brute(), melee(3), orderedDeck(['-1', '+2']));
        expect(result.steps[1]).toMatchObject({ mode: 'advantage', kept: '+2' });
        expect(result.damage).toBe(5);
    });

    test('"any ranged attack targeting an adjacent enemy also gains Disadvantage for that target"; not from further off, not in melee', () => {
        expect(resolveTarget(guard(), brute(), ranged(3, 1), orderedDeck(['+2', '-1'])).steps[1])
            .toMatchObject({ mode: 'disadvantage', reasons: ['ranged attack on an adjacent target'] });
        expect(resolveTarget(guard(), brute(), ranged(3, 2), orderedDeck(['+2', '-1'])).steps[1]).toMatchObject({ mode: 'normal', cards: ['+2'] });
        expect(resolveTarget(guard(), brute(), melee(3), orderedDeck(['+2', '-1'])).steps[1]).toMatchObject({ mode: 'normal' });
    });

    test('"if an attack has instances of both Advantage and Disadvantage, they cancel out each other": one card', () => {
        const result = resolveTarget(withCondition(guard(), 'strengthen', 'muddle'), brute(), melee(3), orderedDeck(['+2', '-1']));
        expect(result.steps[1]).toMatchObject({ mode: 'normal', cards: ['+2'] });
        expect(attackWords(result.steps)).toBe('attack 3; drew +2 (strengthen and muddle cancel out) \u2192 5; 5 damage; Brute 10 \u2192 5 hp');
    });
});

describe('damage, removal and added conditions', () => {
    test('at 0 hit points a monster is removed and a character is exhausted', () => {
        const monster = resolveTarget(brute(), guard({ hp: 2 }), melee(3), orderedDeck(['+0']));
        expect(monster.target).toMatchObject({ hp: 0, down: 'removed' });
        expect(attackWords(monster.steps)).toBe('attack 3; drew +0 \u2192 3; 3 damage; Guard 1 2 \u2192 0 hp; Guard 1 removed');
        const character = resolveTarget(guard(), brute({ hp: 1 }), melee(3), orderedDeck(['+0']));
        expect(character.target).toMatchObject({ hp: 0, down: 'exhausted' });
    });

    test('"Conditions are applied regardless of whether the corresponding attack does damage": the shield takes it all', () => {
        const result = resolveTarget(guard(), brute({ shield: 5 }), melee(2, { conditions: ['poison', 'muddle'] }), orderedDeck(['+0']));
        expect(result.target.conditions.map(c => c.name)).toEqual(['poison', 'muddle']);
        expect(attackWords(result.steps)).toBe('attack 2; drew +0 \u2192 2; Brute\'s shield 5 blocks it: 0 damage; Brute stays at 10 hp; Brute gains poison; Brute gains muddle');
    });

    test('"Conditions are applied regardless of whether the corresponding attack does damage": a null takes the damage only', () => {
        const result = resolveTarget(guard(), brute(), melee(2, { conditions: ['wound'] }), orderedDeck(['null']));
        expect(result.damage).toBe(0);
        expect(result.target.conditions.map(c => c.name)).toEqual(['wound']);
    });

    test('"Any additional effects of an attack are not applied once a monster dies"', () => {
        const result = resolveTarget(brute(), guard({ hp: 1 }), melee(3, { conditions: ['poison'] }), orderedDeck(['+0']));
        expect(result.target.conditions).toEqual([]);
        expect(result.steps.at(-1)).toMatchObject({ kind: 'condition', applied: false, refused: 'down' });
    });

    test('"conditions can be reapplied to refresh their duration": one the target has is not gained again, a timed one starts again', () => {
        const result = resolveTarget(guard(), withCondition(brute(), 'wound', 'muddle'), melee(2, { conditions: ['wound', 'muddle', 'poison'] }), orderedDeck(['+0']));
        expect(attackWords(result.steps)).toBe('attack 2; drew +0 \u2192 2; 2 damage; Brute 10 \u2192 8 hp; ' +
            'Brute already has wound; Brute already has muddle, which starts again; Brute gains poison');
    });

    test('an immune target does not take the condition', () => {
        const result = resolveTarget(brute(), guard({ immunities: ['poison'] }), melee(1, { conditions: ['poison'] }), orderedDeck(['+0']));
        expect(result.target.conditions).toEqual([]);
        expect(attackWords(result.steps)).toContain('Guard 1 is immune to poison');
    });
});

describe('retaliate', () => {
    test('"Retaliate X … inflict X points of damage on figures who attack it from an adjacent hex"; "A shield bonus only applies to damage caused by an attack"', () => {
        const result = resolveAttack(guard({ shield: 2 }), brute({ retaliate: [{ value: 2, range: 1 }] }), melee(3), orderedDeck(['+0']));
        expect(result.attacker.hp).toBe(4);
        expect(attackWords(result.steps)).toBe('attack 3; drew +0 \u2192 3; 3 damage; Brute 10 \u2192 7 hp; Brute retaliates 2: Guard 1 6 \u2192 4 hp');
    });

    test('"A retaliate bonus can also be accompanied by a “Range Y” value … any attacker within Y hexes"', () => {
        const target = brute({ retaliate: [{ value: 2, range: 1 }] });
        expect(resolveAttack(guard(), target, ranged(3, 3), orderedDeck(['+0'])).attacker.hp).toBe(6);
        const far = brute({ retaliate: [{ value: 2, range: 3 }] });
        expect(resolveAttack(guard(), far, ranged(3, 3), orderedDeck(['+0'])).attacker.hp).toBe(4);
    });

    test('"If the retaliating figure is killed or exhausted by the attack, then the retaliate does not activate"; an attacker that falls to retaliate is removed', () => {
        const dead = resolveAttack(guard(), brute({ hp: 2, retaliate: [{ value: 3, range: 1 }] }), melee(3), orderedDeck(['+0']));
        expect(dead.attacker.hp).toBe(6);
        const kill = resolveAttack(guard({ hp: 2 }), brute({ retaliate: [{ value: 3, range: 1 }] }), melee(3), orderedDeck(['+0']));
        expect(kill.attacker).toMatchObject({ hp: 0, down: 'removed' });
    });

    test('"A retaliate takes effect after the attack that initiated it": each target\'s, before the next target is attacked', () => {
        const spiky = (name: string, value: number): FigureState => figureState(name, 'character', 10, { retaliate: [{ value, range: 1 }] });
        const result = resolveAttackAbility(guard(), [{ target: spiky('A', 2), attack: melee(2) }, { target: spiky('B', 1), attack: melee(2) }],
            orderedDeck(['+0', '+0']));
        expect(result.targets.map(t => t.target.hp)).toEqual([8, 8]);
        expect(result.targets.map(t => t.attacker.hp)).toEqual([4, 3]);
        expect(result.attacker.hp).toBe(3);
    });

    test('a monster killed by a retaliation makes no further attack, and draws no more cards', () => {
        const spiky = figureState('A', 'character', 10, { retaliate: [{ value: 6, range: 1 }] });
        const other = figureState('B', 'character', 10);
        const result = resolveAttackAbility(guard(), [{ target: spiky, attack: melee(2) }, { target: other, attack: melee(2) }],
            orderedDeck(['+0', '+1']));
        expect(result.targets).toHaveLength(1);
        expect(result.attacker).toMatchObject({ hp: 0, down: 'removed' });
        expect(drawPile(result.deck)).toEqual(['+1']);
        expect(attackWords(result.targets[0].steps)).toBe('attack 2; drew +0 \u2192 2; 2 damage; A 10 \u2192 8 hp; A retaliates 6: Guard 1 6 \u2192 0 hp; Guard 1 removed');
    });
});

describe('who may attack', () => {
    test('a disarmed or stunned monster makes no attack and draws nothing', () => {
        const deck = orderedDeck(['+0']);
        for (const condition of ['disarm', 'stun'] as const) {
            const result = resolveAttackAbility(withCondition(guard(), condition), [{ target: brute(), attack: melee(3) }], deck);
            expect(result.targets).toEqual([]);
            expect(result.deck).toBe(deck);
        }
    });
});
