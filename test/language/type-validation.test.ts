import { afterEach, describe, expect, test } from 'vitest';
import type { ValidationResult } from 'langium/test';
import type { Scenario } from '../../language/generated/ast.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { validate } from './helpers.js';

/**
 * The checks of whole scenarios: each room breaks one rule, and the test pins the message, its
 * range (line:first-last column, 1-based, end exclusive) and its code, and that nothing else is reported.
 */

const open: Array<ValidationResult<Scenario>> = [];

afterEach(async () => {
    await Promise.all(open.splice(0).map(result => result.dispose()));
});

/** `map A1..F6` on line 2; the given lines from line 3 on. */
function room(...lines: string[]): string {
    return ['scenario "Types" {', '    map A1..F6', ...lines.map(l => `    ${l}`), '}'].join('\n');
}

interface Reported {
    readonly message: string;
    readonly at: string;
    readonly code: string;
}

async function reported(...lines: string[]): Promise<Reported[]> {
    const result = await validate(room(...lines));
    open.push(result);
    return result.diagnostics.map(d => ({
        message: String(d.message),
        at: `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1}`,
        code: String(d.code ?? (d.data as { code?: string } | undefined)?.code)
    }));
}

const GUARD = 'monster-type Guard { normal health 5 move 2 attack 2 elite health 9 move 2 attack 3 range 2 }';
const DECK = 'deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }';

describe('a whole scenario without problems', () => {
    test('reports nothing', async () => {
        expect(await reported(
            GUARD, DECK,
            'monster Guard1 of Guard at C4 elite number 1 hp 9 conditions poison',
            'character Hero at D5 initiative 10 hp 8 of 10 shield 1',
            'round 1 { reveal Guard "Rush" }',
            'modifiers order +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, bless drawn -1, null, curse'
        )).toEqual([]);
    });
});

describe('standees and types', () => {
    test('a standee of an unknown type', async () => {
        expect(await reported(GUARD, 'monster Guard1 of Gaurd at C4')).toEqual([
            { message: "No monster type named 'Gaurd'; did you mean 'Guard'?", at: '4:23-28', code: IssueCodes.DidYouMean }
        ]);
        expect(await reported('monster Guard1 of Orc at C4')).toEqual([
            { message: "No monster type named 'Orc': this scenario has no monster types yet.", at: '3:23-26', code: 'linking-error' }
        ]);
    });

    test('a reveal of an unknown type', async () => {
        expect(await reported(GUARD, DECK, 'round 1 { reveal Gaurd "Rush" }')).toEqual([
            { message: "No monster type named 'Gaurd'; did you mean 'Guard'?", at: '5:22-27', code: IssueCodes.DidYouMean }
        ]);
    });

    test('a type\'s deck that does not exist', async () => {
        expect(await reported('monster-type Guard { normal health 5 move 2 attack 2 deck Guards }', DECK)).toEqual([
            { message: "No deck named 'Guards'; did you mean 'Guard'?", at: '3:63-69', code: IssueCodes.DidYouMean }
        ]);
    });

    test('a standee whose side has no stat card', async () => {
        expect(await reported('monster-type Boss { elite health 20 move 2 attack 4 }', 'monster Boss1 of Boss at C4')).toEqual([
            { message: "The monster type Boss has no normal stat card: add a 'normal' line to it, or make Boss1 elite.", at: '4:22-26', code: IssueCodes.StatCardMissing }
        ]);
    });

    test('two types or two decks with one name', async () => {
        expect(await reported(GUARD, GUARD, DECK, DECK)).toEqual([
            { message: 'There is already a monster type named Guard: give this one another name.', at: '4:18-23', code: IssueCodes.DuplicateName },
            { message: 'There is already a deck named Guard: give this one another name.', at: '6:10-15', code: IssueCodes.DuplicateName }
        ]);
    });
});

describe('card lines a type cannot use', () => {
    test('an attack for a type with no attack on its stat card', async () => {
        expect(await reported('monster-type Totem { normal health 5 move 0 elite health 9 }', 'deck Totem { card "Hit" initiative 20 { attack +1 } }')).toEqual([{
            message: "Totem has no attack on its normal and elite stat cards, so it cannot use 'attack +1': give the stat card an attack, or remove this line.",
            at: '4:52-54', code: IssueCodes.CardLineUnusable
        }]);
    });

    test('a range change for a melee type', async () => {
        expect(await reported(GUARD, 'deck Guard { card "Far" initiative 20 { attack +0 range +2 } }')).toEqual([{
            message: "Guard attacks in melee (no range on its normal stat card), so 'range +2' has no range to change: give the stat card a range, or remove it.",
            at: '4:55-63', code: IssueCodes.CardLineUnusable
        }]);
    });

    test('a card named twice, and an initiative no card has', async () => {
        expect(await reported(GUARD, 'deck Guard { card "Rush" initiative 20 { move +1 } card "Rush" initiative 100 { move +2 } }')).toEqual([
            { message: 'The deck Guard already has a card named "Rush": give this one another name.', at: '4:61-67', code: IssueCodes.CardRepeated },
            { message: 'Initiative must be between 1 and 99, not 100.', at: '4:79-82', code: IssueCodes.InitiativeRange }
        ]);
    });

    test('an unsigned change on a card is a syntax error that says why', async () => {
        expect(await reported('deck Guard { card "Rush" initiative 20 { move 1 } }')).toEqual([{
            message: "Expected the change to the stat card's move, with its sign after 'move', such as move +1, not '1'.", at: '3:51-52', code: 'parsing-error'
        }]);
    });
});

describe('card lines checked as strictly as an ability block', () => {
    test('a line a card prints once, written twice, is an error on the repetition', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { move +1 move +0 shield 1 shield 2 retaliate 1 retaliate 2 heal 1 self heal 2 self } }')).toEqual([
            { message: "This card already has a 'move' line: an ability card has one. Merge or remove this one.", at: '4:51-58', code: IssueCodes.AbilityRepeated },
            { message: "This card already has a 'shield' line: an ability card has one. Merge or remove this one.", at: '4:68-76', code: IssueCodes.AbilityRepeated },
            { message: "This card already has a 'retaliate' line: an ability card has one. Merge or remove this one.", at: '4:89-100', code: IssueCodes.AbilityRepeated },
            { message: "This card already has a 'heal' line: an ability card has one. Merge or remove this one.", at: '4:113-124', code: IssueCodes.AbilityRepeated }
        ]);
    });

    test('several attacks, each with its area, and several elements are fine; one element twice is not', async () => {
        const ranged = 'monster-type Archer { normal health 4 move 1 attack 2 range 3 }';
        expect(await reported(ranged, 'deck Archer { card "C" initiative 20 { attack +0 aoe hexes A1, A2 attack -1 aoe origin A1 hexes B1 infuse fire infuse ice consume fire: +1 attack } }')).toEqual([]);
        expect(await reported(ranged, 'deck Archer { card "C" initiative 20 { attack +0 infuse fire infuse fire } }')).toEqual([
            { message: "This card already has 'infuse fire': remove this line.", at: '4:66-77', code: IssueCodes.AbilityRepeated }
        ]);
    });

    test("an attack's part written twice is an error on the repetition", async () => {
        const ranged = 'monster-type Archer { normal health 4 move 1 attack 2 range 3 }';
        expect(await reported(ranged, 'deck Archer { card "C" initiative 20 { attack +0 range +1 pierce 1 range +2 poison pierce 2 poison } }')).toEqual([
            { message: "This attack already has a 'range': remove one.", at: '4:72-80', code: IssueCodes.AbilityRepeated },
            { message: "This attack already has a 'pierce': remove one.", at: '4:88-96', code: IssueCodes.AbilityRepeated },
            { message: 'This attack already adds poison: remove one.', at: '4:97-103', code: IssueCodes.AbilityRepeated }
        ]);
    });

    test("an 'aoe' above every attack of the card is an error; on a card without an attack, a warning", async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { move +1 aoe origin A1 hexes A2 attack +0 } }')).toEqual([{
            message: "An 'aoe' line is the area of the attack written above it, and no attack is written above this one: move it below its 'attack' line.",
            at: '4:51-73', code: IssueCodes.AreaBeforeAttack
        }]);
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { move +1 aoe origin A1 hexes A2 } }')).toEqual([
            { message: "An 'aoe' without an 'attack' line hits nobody: add 'attack', or remove the area.", at: '4:51-73', code: IssueCodes.AreaWithoutAttack }
        ]);
    });

    test('two areas below one attack: the second is an error', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { attack +0 aoe origin A1 hexes A2 aoe origin A1 hexes B1 } }')).toEqual([{
            message: "This attack already has an 'aoe' line: an attack has one area. Merge or remove this one.", at: '4:76-98', code: IssueCodes.AbilityRepeated
        }]);
    });

    test("an area's origin among its hexes, and 'target 0' without an area", async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { attack +0 aoe origin A1 hexes A1, A2 attack +0 target 0 } }')).toEqual([
            { message: "The origin A1 is the monster's own hex, which an area attack never targets: remove it from 'hexes'.", at: '4:73-75', code: IssueCodes.AreaOriginInPattern },
            { message: "'target 0' without an 'aoe' means the monster does not attack at all (it moves as for a melee attack). Remove the 'attack' line to say so plainly.", at: '4:90-98', code: IssueCodes.TargetZeroWithoutArea }
        ]);
    });

    test('an area without origin on a melee side is an error on the area, as in an ability block', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { move +1 attack +0 aoe hexes A1, A2 } }')).toEqual([{
            message: "An area without 'origin' is a ranged area, so the attack needs a range, but Guard attacks in melee (no range on its normal stat card, and this attack adds none): give the area an 'origin' to make it a melee area, or give the stat card a range.",
            at: '4:61-77', code: IssueCodes.RangedAreaRangeZero
        }]);
    });

    test("a card's range change that leaves a ranged type none", async () => {
        expect(await reported('monster-type Archer { normal health 4 move 1 attack 2 range 2 elite health 6 move 1 attack 3 range 3 }',
            'deck Archer { card "C" initiative 10 { attack +0 range -2 aoe hexes A1, A2 } }')).toEqual([{
            message: "An area without 'origin' is a ranged area, so the attack needs a range, but 'range -2' leaves Archer none on its normal stat card: give the area an 'origin' to make it a melee area, or change the range.",
            at: '4:63-79', code: IssueCodes.RangedAreaRangeZero
        }]);
    });

    test("a ranged area on a ranged side, a melee area, or 'target 0' are fine", async () => {
        expect(await reported('monster-type Archer { normal health 4 move 1 attack 2 range 2 }',
            'deck Archer { card "C" initiative 10 { attack +0 aoe hexes A1, A2 attack +0 range -1 aoe hexes B1 } }')).toEqual([]);
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 10 { attack +0 aoe origin A1 hexes A2 attack +0 target 0 aoe hexes B1 } }')).toEqual([]);
    });
});

describe('hit points above the maximum', () => {
    test('a standee above its stat card\'s health', async () => {
        expect(await reported(GUARD, DECK, 'monster Guard1 of Guard at C4 hp 6', 'monster Guard2 of Guard at C5 elite hp 10', 'round 1 { reveal Guard "Rush" }')).toEqual([
            { message: "Guard1 has 6 hit points, more than the normal Guard's stat card gives (5): lower them to at most 5.", at: '5:38-39', code: IssueCodes.HitPointsAboveMaximum },
            { message: "Guard2 has 10 hit points, more than the elite Guard's stat card gives (9): lower them to at most 9.", at: '6:44-46', code: IssueCodes.HitPointsAboveMaximum }
        ]);
    });

    test('a character or summon above its own maximum', async () => {
        expect(await reported('character Hero at D5 initiative 10 hp 12 of 10', 'summon Wolf of Hero at D4 hp 5 of 4')).toEqual([
            { message: 'Hero has 12 hit points, more than its maximum of 10: lower them to at most 10.', at: '3:43-45', code: IssueCodes.HitPointsAboveMaximum },
            { message: 'Wolf has 5 hit points, more than its maximum of 4: lower them to at most 4.', at: '4:34-35', code: IssueCodes.HitPointsAboveMaximum }
        ]);
    });
});

describe('a figure at 0 hit points', () => {
    test('is written off the board: a standee or summon removed, a character exhausted', async () => {
        expect(await reported(GUARD, DECK, 'character Hero at D5 initiative 10 hp 0 of 10', 'summon Wolf of Hero at D4 hp 0 of 4',
            'monster Guard1 of Guard at C4 hp 0', 'round 1 { reveal Guard "Rush" }')).toEqual([
            { message: "Hero has 0 hit points, so it is exhausted and off the board: write 'exhausted' after its initiative, or give it hit points.", at: '5:43-44', code: IssueCodes.ZeroHitPointsOnBoard },
            { message: "Wolf has 0 hit points, so it is removed from the board: write 'removed' at the end of its line, or give it hit points.", at: '6:34-35', code: IssueCodes.ZeroHitPointsOnBoard },
            { message: "Guard1 has 0 hit points, so it is removed from the board: write 'removed' after its conditions, or give it hit points.", at: '7:38-39', code: IssueCodes.ZeroHitPointsOnBoard }
        ]);
    });

    test('written so, it is fine', async () => {
        expect(await reported(GUARD, DECK, 'character Hero at D5 initiative 10 exhausted hp 0 of 10', 'summon Wolf of Hero at D4 hp 0 of 4 removed',
            'monster Guard1 of Guard at C4 hp 0 removed', 'round 1 { reveal Guard "Rush" }')).toEqual([]);
    });
});

describe('the modifier deck', () => {
    const standard = (message: string): string =>
        `The monster modifier deck is the 20 standard cards (six +0, five +1, five -1, +2, -2, x2 and null) plus blesses and curses; this one has ${message}. ` +
        "Correct the cards, or end the line with 'custom' to declare a deck of your own.";

    test('written in order, it must hold the 20 standard cards', async () => {
        expect(await reported('modifiers order +0, +1, x2, x2')).toEqual([{
            message: standard('one x2 too many and 5 × +0, 4 × +1, 5 × -1, one +2, one -2 and one null missing'), at: '3:5-14', code: IssueCodes.ModifierDeckNotStandard
        }]);
    });

    test('with a seed, the cards drawn must be some of them', async () => {
        expect(await reported('modifiers seed 4 drawn x2, x2, +0')).toEqual([
            { message: standard('one x2 too many'), at: '3:5-14', code: IssueCodes.ModifierDeckNotStandard }
        ]);
    });

    test('a deck declared custom may hold any cards', async () => {
        expect(await reported('modifiers seed 4 drawn x2, x2 custom')).toEqual([]);
    });

    test('there are ten bless and ten curse cards: no deck holds more, custom or not', async () => {
        expect(await reported('modifiers seed 4 bless 10 curse 10')).toEqual([]);
        expect(await reported('modifiers seed 4 bless 11 curse 999999999 custom')).toEqual([
            { message: 'A deck holds at most 10 bless cards, not 11.', at: '3:28-30', code: IssueCodes.ValueRange },
            { message: 'A deck holds at most 10 curse cards, not 999999999.', at: '3:37-46', code: IssueCodes.ValueRange }
        ]);
    });

    test("with 'order', a count of blesses or curses is an error: they are cards of the order", async () => {
        expect(await reported('modifiers order +1, +0 bless 1 curse 12 custom')).toEqual([
            { message: "With 'order', the blesses are cards of the order, drawn where they stand: write 'bless' among its cards (order bless, +1, …) instead of 'bless 1'.",
                at: '3:28-35', code: IssueCodes.ModifierCountWithOrder },
            { message: "With 'order', the curses are cards of the order, drawn where they stand: write 'curse' among its cards (order curse, +1, …) instead of 'curse 12'.",
                at: '3:36-44', code: IssueCodes.ModifierCountWithOrder }
        ]);
        expect(await reported('modifiers order bless, +1, curse drawn bless custom')).toEqual([]);
    });

    test("'shuffle-due' beside a standard x2 or null drawn says nothing more: a warning; beside other cards, it is fine", async () => {
        const message = "The cards drawn hold a standard x2 or null, so the end of the round shuffles the deck already: 'shuffle-due' says nothing more. Remove it.";
        expect(await reported('modifiers seed 4 drawn +0, null shuffle-due')).toEqual([{ message, at: '3:37-48', code: IssueCodes.ShuffleDueRedundant }]);
        expect(await reported('modifiers order +1 drawn x2 shuffle-due custom')).toEqual([{ message, at: '3:33-44', code: IssueCodes.ShuffleDueRedundant }]);
        expect(await reported('modifiers seed 4 shuffle 1 drawn +0, bless shuffle-due')).toEqual([]);
        expect(await reported('modifiers seed 4 shuffle 1 shuffle-due')).toEqual([]);
    });

    test('one modifier deck and one round', async () => {
        expect(await reported(GUARD, DECK, 'round 1 { } round 2 { }', 'modifiers seed 1', 'modifiers seed 2')).toEqual([
            { message: 'The scenario already has a round: it describes one round. Remove this one.', at: '5:17-28', code: IssueCodes.DuplicateStatement },
            { message: 'The scenario already has a modifier deck: remove this one.', at: '7:5-21', code: IssueCodes.DuplicateStatement }
        ]);
    });
});

describe('decks and reveals', () => {
    test('two types drawing from one deck name without sharing it', async () => {
        expect(await reported(GUARD, DECK, 'monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }')).toEqual([{
            message: "Archer draws from the deck Guard, which Guard draws from by its name: to share it, write 'deck Guard' in Guard too; otherwise give the deck another name.",
            at: '3:18-23', code: IssueCodes.DeckNotShared
        }]);
    });

    test('two types sharing a deck by both naming it', async () => {
        expect(await reported(GUARD.replace(' }', ' deck Guard }'), DECK, 'monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }')).toEqual([]);
    });

    test('a reveal of a card not in the deck', async () => {
        expect(await reported(GUARD, DECK, 'round 1 { reveal Guard "Rsh" }')).toEqual([
            { message: 'The deck Guard has no card "Rsh"; did you mean "Rush"?', at: '5:28-33', code: IssueCodes.CardNotInDeck }
        ]);
        expect(await reported(GUARD, DECK, 'round 1 { reveal Guard "Charge" }')).toEqual([
            { message: 'The deck Guard has no card "Charge" (its cards: "Rush").', at: '5:28-36', code: IssueCodes.CardNotInDeck }
        ]);
    });

    test('a reveal from a deck the scenario does not have', async () => {
        expect(await reported(GUARD, 'round 1 { reveal Guard "Rush" }')).toEqual([{
            message: 'Guard draws from the deck Guard, which this scenario does not have: add deck Guard { card "Name" initiative 50 { move +0 attack +0 } }.',
            at: '4:22-27', code: IssueCodes.DeckMissing
        }]);
    });

    test('a seeded reveal past the end of the deck, and a second reveal of one type', async () => {
        expect(await reported(GUARD, DECK, 'round 1 { reveal Guard seed 3 card 4 reveal Guard "Rush" }')).toEqual([
            { message: "The deck Guard has 1 card: 'card 4' must be 1.", at: '5:40-41', code: IssueCodes.ValueRange },
            { message: 'Guard already reveals a card this round: remove this reveal.', at: '5:42-61', code: IssueCodes.RevealRepeated }
        ]);
    });

    test('types sharing a deck revealing different cards', async () => {
        const archer = 'monster-type Archer { normal health 4 move 1 attack 2 range 3 deck Guard }';
        expect(await reported(GUARD.replace(' }', ' deck Guard }'), DECK.replace(' } }', ' } card "Hold" initiative 50 { shield 1 } }'), archer,
            'round 1 { reveal Guard "Rush" reveal Archer "Hold" }')).toEqual([{
            message: 'Archer shares the deck Guard with Guard, so both act on the one card it reveals: reveal it once, or reveal the same card.',
            at: '6:35-55', code: IssueCodes.RevealRepeated
        }]);
    });
});

describe('standees of types', () => {
    test('a standee whose type revealed no card takes no turn: information on its name', async () => {
        expect(await reported(GUARD, DECK, 'monster Guard1 of Guard at C4', 'monster Guard2 of Guard at C5 removed', 'monster Guard3 of Guard at C6 { move 1 }')).toEqual([{
            message: 'Guard has revealed no card, so Guard1 takes no turn: reveal one in a round (round 1 { reveal Guard "Rush" }).',
            at: '5:13-19', code: IssueCodes.StandeeWithoutCard
        }]);
    });

    test('with a round that reveals other types, the reveal to write in it', async () => {
        const archer = 'monster-type Archer { normal health 4 move 1 attack 2 range 3 }';
        expect(await reported(GUARD, archer, 'deck Archer { card "Aim" initiative 30 { attack +0 } }', 'monster Guard1 of Guard at C4', 'monster Archer1 of Archer at C5',
            'round 2 { reveal Archer "Aim" }')).toEqual([{
            message: 'Guard has revealed no card, so Guard1 takes no turn: reveal one in the round (reveal Guard "Name").',
            at: '6:13-19', code: IssueCodes.StandeeWithoutCard
        }]);
    });

    test('a condition the standee\'s side is immune to is a warning on the condition', async () => {
        const immune = 'monster-type Ooze { normal health 5 move 1 attack 2 immune poison elite health 8 move 1 attack 3 }';
        expect(await reported(immune, 'deck Ooze { card "C" initiative 10 { attack +0 } }', 'round 1 { reveal Ooze "C" }',
            'monster Ooze1 of Ooze at C4 conditions wound, poison', 'monster Ooze2 of Ooze at C5 elite conditions poison')).toEqual([{
            message: 'The normal Ooze is immune to poison, so Ooze1 cannot carry it: remove it from its conditions.',
            at: '6:51-57', code: IssueCodes.ConditionImmune
        }]);
    });
});

describe('standee numbers', () => {
    test('two standees of one type with one number', async () => {
        expect(await reported(GUARD, 'monster Guard1 of Guard at C4 number 1', 'monster Guard2 of Guard at C5 elite number 1', DECK, 'round 1 { reveal Guard "Rush" }')).toEqual([
            { message: 'Guard1 is already Guard number 1: give Guard2 another number.', at: '5:48-49', code: IssueCodes.StandeeNumberRepeated }
        ]);
    });

    test('numbers start at 1: 0 is an error at the number', async () => {
        expect(await reported(GUARD, 'monster Guard1 of Guard at C4 number 0', DECK, 'round 1 { reveal Guard "Rush" }')).toEqual([
            { message: 'Standee numbers start at 1: give Guard1 a number from 1 up, not 0.', at: '4:42-43', code: IssueCodes.ValueRange }
        ]);
        expect(await reported('monster Guard at C4 number 0 { move 2 attack 2 }')).toEqual([
            { message: 'Standee numbers start at 1: give Guard a number from 1 up, not 0.', at: '3:32-33', code: IssueCodes.ValueRange }
        ]);
    });

    test('any number from 1 up is one, whatever the type\'s stat card', async () => {
        expect(await reported(GUARD, 'monster Guard1 of Guard at C4 number 1', 'monster Guard2 of Guard at C5 number 12', DECK, 'round 1 { reveal Guard "Rush" }')).toEqual([]);
    });
});
