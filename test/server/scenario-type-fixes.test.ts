import { describe, expect, test } from 'vitest';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { quickFix, room } from './helpers.js';

const GUARD = '  monster-type Guard { normal health 5 move 2 attack 2 }';
const DECK = '  deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }';

describe('quick fixes of whole scenarios', () => {
    test('hit points above the stat card\'s are lowered to its maximum', async () => {
        const result = await quickFix(room(GUARD, DECK, '  monster Guard1 of Guard at C3 hp 8', '  round 1 { reveal Guard "Rush" }'), IssueCodes.HitPointsAboveMaximum);
        expect(result.titles).toEqual(['Lower the hit points to 5']);
        expect(result.text).toBe(room(GUARD, DECK, '  monster Guard1 of Guard at C3 hp 5', '  round 1 { reveal Guard "Rush" }'));
        expect(result.codesAfter).toEqual([]);
    });

    test('a character\'s hit points above its maximum', async () => {
        const result = await quickFix(room('  character Hero at C3 initiative 10 hp 12 of 10'), IssueCodes.HitPointsAboveMaximum);
        expect(result.text).toBe(room('  character Hero at C3 initiative 10 hp 10 of 10'));
        expect(result.codesAfter).toEqual([]);
    });

    test('a figure at 0 hit points is written off the board: a standee removed, before its ability block; a summon removed; a character exhausted', async () => {
        const standee = await quickFix(room(GUARD, DECK, '  monster Guard1 of Guard at C3 hp 0 conditions wound { move 1 }', '  round 1 { reveal Guard "Rush" }'),
            IssueCodes.ZeroHitPointsOnBoard);
        expect(standee.titles).toEqual(["Write Guard1 'removed'"]);
        expect(standee.text).toBe(room(GUARD, DECK, '  monster Guard1 of Guard at C3 hp 0 conditions wound removed { move 1 }', '  round 1 { reveal Guard "Rush" }'));
        expect(standee.codesAfter).toEqual([]);
        const summon = await quickFix(room('  character Hero at C3 initiative 10', '  summon Bear of Hero at C4 hp 0 of 6'), IssueCodes.ZeroHitPointsOnBoard);
        expect(summon.text).toBe(room('  character Hero at C3 initiative 10', '  summon Bear of Hero at C4 hp 0 of 6 removed'));
        expect(summon.codesAfter).toEqual([]);
        const character = await quickFix(room('  character Hero at C3 initiative 10 invisible hp 0 of 10'), IssueCodes.ZeroHitPointsOnBoard);
        expect(character.titles).toEqual(["Write Hero 'exhausted'"]);
        expect(character.text).toBe(room('  character Hero at C3 initiative 10 exhausted invisible hp 0 of 10'));
        expect(character.codesAfter).toEqual([]);
    });

    test('a modifier deck other than the standard one is declared custom', async () => {
        const result = await quickFix(room('  modifiers order +1, +1, x2'), IssueCodes.ModifierDeckNotStandard);
        expect(result.titles).toEqual(["Declare the modifier deck 'custom'"]);
        expect(result.text).toBe(room('  modifiers order +1, +1, x2 custom'));
        expect(result.codesAfter).toEqual([]);
    });

    test("blesses counted after an 'order' go to the end of the order", async () => {
        const result = await quickFix(room('  modifiers order +1, +0 bless 2 custom'), IssueCodes.ModifierCountWithOrder);
        expect(result.titles).toEqual(['Write the 2 blesses at the end of the order']);
        expect(result.text).toBe(room('  modifiers order +1, +0, bless, bless custom'));
        expect(result.codesAfter).toEqual([]);
    });

    test("a curse counted after an 'order' goes before the cards drawn; a count of 0 is removed", async () => {
        const curse = await quickFix(room('  modifiers order +1 curse 1 drawn +0 custom'), IssueCodes.ModifierCountWithOrder);
        expect(curse.titles).toEqual(['Write the curse at the end of the order']);
        expect(curse.text).toBe(room('  modifiers order +1, curse drawn +0 custom'));
        expect(curse.codesAfter).toEqual([]);
        const none = await quickFix(room('  modifiers order +1, +0 bless 0 custom'), IssueCodes.ModifierCountWithOrder);
        expect(none.titles).toEqual(["Remove 'bless 0'"]);
        expect(none.text).toBe(room('  modifiers order +1, +0 custom'));
    });

    test("a redundant 'shuffle-due' is removed", async () => {
        const result = await quickFix(room('  modifiers seed 4 drawn +0, null shuffle-due'), IssueCodes.ShuffleDueRedundant);
        expect(result.titles).toEqual(["Remove 'shuffle-due'"]);
        expect(result.text).toBe(room('  modifiers seed 4 drawn +0, null'));
        expect(result.codesAfter).toEqual([]);
        const custom = await quickFix(room('  modifiers order +1 drawn x2 shuffle-due custom'), IssueCodes.ShuffleDueRedundant);
        expect(custom.text).toBe(room('  modifiers order +1 drawn x2 custom'));
        expect(custom.codesAfter).toEqual([]);
    });

    test("a positive condition or a heal that says not whom it reaches gets 'self'", async () => {
        const condition = await quickFix(room(GUARD, '  deck Guard { card "Rush" initiative 20 { strengthen attack +0 } }'), IssueCodes.ConditionWithoutTarget);
        expect(condition.titles).toEqual(["Write 'self'"]);
        expect(condition.text).toBe(room(GUARD, '  deck Guard { card "Rush" initiative 20 { strengthen self attack +0 } }'));
        expect(condition.codesAfter).toEqual([]);
        const heal = await quickFix(room(GUARD, '  deck Guard { card "Rush" initiative 20 { heal 2 } }'), IssueCodes.ConditionWithoutTarget);
        expect(heal.text).toBe(room(GUARD, '  deck Guard { card "Rush" initiative 20 { heal 2 self } }'));
        expect(heal.codesAfter).toEqual([]);
    });

    test('an element named twice on the element board is removed', async () => {
        const result = await quickFix(room('  elements fire strong, ice waning, fire waning'), IssueCodes.ElementRepeated);
        expect(result.titles).toEqual(["Remove 'fire waning'"]);
        expect(result.text).toBe(room('  elements fire strong, ice waning'));
        expect(result.codesAfter).toEqual([]);
    });

    test('a type drawing from a shared deck by its name names it', async () => {
        const result = await quickFix(room(
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 2',
            '  }',
            DECK,
            '  monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }'
        ), IssueCodes.DeckNotShared);
        expect(result.titles).toEqual(["Write 'deck Guard' in Guard to share the deck"]);
        expect(result.text).toBe(room(
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 2',
            '    deck Guard',
            '  }',
            DECK,
            '  monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }'
        ));
        expect(result.codesAfter).toEqual([]);
    });

    test('on one line, the deck goes before the closing brace', async () => {
        const result = await quickFix(room(GUARD, DECK, '  monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }'), IssueCodes.DeckNotShared);
        expect(result.text).toBe(room('  monster-type Guard { normal health 5 move 2 attack 2 deck Guard }', DECK,
            '  monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }'));
    });

    test('a revealed card\'s misspelt name becomes the card it meant', async () => {
        const result = await quickFix(room(GUARD, DECK, '  round 1 { reveal Guard "Rsh" }'), IssueCodes.CardNotInDeck);
        expect(result.titles).toEqual(['Reveal "Rush"']);
        expect(result.text).toBe(room(GUARD, DECK, '  round 1 { reveal Guard "Rush" }'));
        expect(result.codesAfter).toEqual([]);
    });
});
