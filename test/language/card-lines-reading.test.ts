import { describe, expect, test } from 'vitest';
import { isCard } from '../../language/generated/ast.js';
import { cardSpec } from '../../language/model/monster-types.js';
import { boardOf, parse } from './helpers.js';

/**
 * The card lines as the board reads them: each form of the language reference, in the order
 * printed, and what the stat card makes of it.
 */

async function card(lines: string): Promise<ReturnType<typeof cardSpec>> {
    const document = await parse(`scenario "Read" {\n  map A1..F4\n  deck D { card "C" initiative 10 { ${lines} } }\n}`);
    expect([...document.parseResult.lexerErrors, ...document.parseResult.parserErrors].map(e => e.message)).toEqual([]);
    const node = document.parseResult.value.statements.flatMap(s => ('cards' in s ? s.cards : [])).find(isCard);
    return cardSpec(node!);
}

describe('card lines are read in the order printed', () => {
    test('a positive condition after an attack is a line of its own, not a condition the attack adds', async () => {
        const spec = await card('attack +0 poison strengthen range 2 bless self invisible self');
        expect(spec.lines).toEqual([
            { kind: 'attack', index: 0 },
            { kind: 'condition', condition: { condition: 'strengthen', to: 'ally', range: 2, targets: 1, allTargets: false } },
            { kind: 'condition', condition: { condition: 'bless', to: 'self', targets: 1, allTargets: false } },
            { kind: 'condition', condition: { condition: 'invisible', to: 'self', targets: 1, allTargets: false } }
        ]);
        expect(spec.attacks[0].conditions).toEqual(['poison']);
    });

    test("a negative condition is an attack's unless 'inflict' makes it a line", async () => {
        const spec = await card('attack +0 muddle curse inflict muddle range 3 target all');
        expect(spec.attacks[0].conditions).toEqual(['muddle', 'curse']);
        expect(spec.lines[1]).toEqual({ kind: 'condition', condition: { condition: 'muddle', to: 'enemy', range: 3, targets: 1, allTargets: true } });
    });

    test('a consumption adds to the line written above it, and may hold abilities of its own', async () => {
        const spec = await card('move +0 attack +1 range 2 consume fire, earth: +1 attack, pierce 1, wound, target all shield 1 consume dark: invisible self, heal 2 self');
        expect(spec.lines[2]).toEqual({
            kind: 'consume', consume: {
                elements: ['fire', 'earth'], to: 1, abilities: [],
                bonus: {
                    attack: 1, range: 0, move: 0, heal: 0, shield: 0, retaliate: 0, pierce: 1, push: 0, pull: 0,
                    targetChange: 0, allTargets: true, conditions: ['wound']
                }
            }
        });
        expect(spec.lines[4]).toEqual({
            kind: 'consume', consume: {
                elements: ['dark'],
                abilities: [
                    { kind: 'condition', condition: { condition: 'invisible', to: 'self', targets: 1, allTargets: false } },
                    { kind: 'heal', heal: { value: 2, self: true } }
                ]
            }
        });
    });

    test('summons, heals and infusions', async () => {
        const spec = await card('summon Skel elite heal 3 range 3 infuse ice');
        expect(spec.lines).toEqual([
            { kind: 'summon', summon: { type: 'Skel', level: 'elite' } },
            { kind: 'heal', heal: { value: 3, self: false, range: 3 } },
            { kind: 'infuse', element: 'ice' }
        ]);
    });
});

describe('the stat card reads the card', () => {
    const types = `
  monster-type Guard {
    normal health 5 move 2 attack 2
    elite  health 9 move 2 attack 3 target 2
  }`;

    async function ability(lines: string, level = 'normal'): Promise<unknown> {
        const board = await boardOf(`scenario "Read" {\n  map A1..F4\n${types}\n  deck Guard { card "C" initiative 10 { ${lines} } }\n  monster Guard1 of Guard at A1 ${level} number 1\n  round 1 { reveal Guard "C" }\n}`);
        return board.figureNamed('Guard1')?.ability;
    }

    test("'range 2' on a melee type's card is the range itself: the attack is ranged", async () => {
        expect(await ability('attack +0 range 2')).toMatchObject({ attack: { value: 2, range: 2, targets: 1 } });
    });

    test("the stat card's targets, a card's 'target +1' changing them, its 'target 2' replacing them, 'target all'", async () => {
        expect(await ability('attack +0', 'elite')).toMatchObject({ attack: { targets: 2 } });
        expect(await ability('attack +0 target +1', 'elite')).toMatchObject({ attack: { targets: 3 } });
        expect(await ability('attack +0 target 1', 'elite')).toMatchObject({ attack: { targets: 1 } });
        expect(await ability('attack +0 target all')).toMatchObject({ attack: { all: true } });
    });

    test('an attack printed before the move is decided from where the monster stands', async () => {
        expect(await ability('attack +0 move +1')).toEqual({ move: undefined, attack: { value: 2, range: 0, targets: 1 }, area: undefined, muddled: false });
        expect(await ability('move +1 attack +0')).toEqual({ move: { points: 3, mode: 'normal', teleport: false }, attack: { value: 2, range: 0, targets: 1 }, area: undefined, muddled: false });
    });

    test('what the consumptions the type can make add is part of the decision', async () => {
        const strong = await boardOf(`scenario "Read" {\n  map A1..F4\n${types}\n  deck Guard { card "C" initiative 10 { move +0 consume air: +2 move attack +0 consume air: +1 range } }\n  monster Guard1 of Guard at A1 number 1\n  round 1 { reveal Guard "C" }\n  elements air waning\n}`);
        expect(strong.figureNamed('Guard1')?.ability).toMatchObject({ move: { points: 4 }, attack: { range: 1 } });
    });
});
