import { afterEach, describe, expect, test } from 'vitest';
import type { ValidationResult } from 'langium/test';
import type { Scenario } from '../../language/generated/ast.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { validate } from './helpers.js';

/**
 * The checks of the card lines beyond move and attack, and of what play writes for them: each room
 * breaks one rule, and the test pins the message, its range (line:first-last column, 1-based, end
 * exclusive), its code, and that nothing else is reported.
 */

const open: Array<ValidationResult<Scenario>> = [];

afterEach(async () => {
    await Promise.all(open.splice(0).map(result => result.dispose()));
});

function room(...lines: string[]): string {
    return ['scenario "Cards" {', '    map A1..F6', ...lines.map(l => `    ${l}`), '}'].join('\n');
}

async function reported(...lines: string[]): Promise<Array<{ message: string; at: string; code: string }>> {
    const result = await validate(room(...lines));
    open.push(result);
    // The rooms reveal no cards: that their standees take no turn is said, and is not what these tests are about.
    return result.diagnostics.filter(d => d.code !== IssueCodes.StandeeWithoutCard).map(d => ({
        message: String(d.message),
        at: `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1}`,
        code: String(d.code ?? (d.data as { code?: string } | undefined)?.code)
    }));
}

const GUARD = 'monster-type Guard { normal health 5 move 2 attack 2 }';
const SKELETON = 'monster-type Skeleton { standees 2 normal health 4 move 2 attack 2 }';

describe('every new line, written as it should be', () => {
    test('reports nothing', async () => {
        expect(await reported(
            GUARD, SKELETON,
            'deck Guard { card "All" initiative 20 { move +0 attack +0 range 2 target 2 curse push 1 consume fire, earth: +1 attack, wound, pierce 1 strengthen self bless range 2 target all inflict muddle range 3 heal 2 range 2 summon Skeleton infuse ice consume dark: invisible self } }',
            'character Hero at D5 initiative 10 hp 8 of 10 curse 3',
            'monster Guard1 of Guard at C4 number 1',
            'monster Skeleton1 of Skeleton at C5 number 1 summoned',
            'acted Guard1 from C4 to C4 consumed fire, earth',
            'elements ice strong, dark waning, air inert',
            'modifiers seed 4 drawn +1, -1 added bless after 1, curse after 2'
        )).toEqual([]);
    });
});

describe('the card lines', () => {
    test('a positive condition says whom it reaches', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { strengthen } }')).toEqual([{
            message: "Say whom 'strengthen' reaches: 'strengthen self' for the monster itself, or 'strengthen range N' for it or an ally within range.",
            at: '4:43-53', code: IssueCodes.ConditionWithoutTarget
        }]);
    });

    test('a heal says whom it reaches', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { heal 2 } }')).toEqual([{
            message: "A heal says whom it reaches: 'heal 2 self' for the monster itself (as it is played), or 'heal 2 range N' for it or an ally within range.",
            at: '4:48-49', code: IssueCodes.ConditionWithoutTarget
        }]);
    });

    test('a consumption that adds nothing', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { attack +0 consume fire } }')).toEqual([{
            message: "Consuming fire adds nothing here: write what it adds after a colon, to the line above ('consume fire: +1 attack') or as an ability of its own ('consume fire: shield 1').",
            at: '4:53-60', code: IssueCodes.ConsumeNothing
        }]);
    });

    test('a colon with nothing after it says what is missing, once', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { attack +0 consume fire: } }')).toEqual([{
            message: "Missing what the consumption adds, to the line above (such as +1 attack, pierce 1 or wound) or as an ability of its own (such as shield 1 or heal 2 self) after ':'.",
            at: '4:65-66', code: 'parsing-error'
        }]);
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { attack +0 consume fire: hexes } }')).toEqual([{
            message: "Expected what the consumption adds, to the line above (such as +1 attack, pierce 1 or wound) or as an ability of its own (such as shield 1 or heal 2 self) after ':', not 'hexes'.",
            at: '4:67-72', code: 'parsing-error'
        }]);
    });

    test('what a consumption adds goes to the line above, which must take it', async () => {
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { move +0 consume fire: +1 attack } }')).toEqual([{
            message: "'+1 attack' cannot add to the 'move' line above it: a consumption adds to the line written directly above it. Move it below the line it adds to.",
            at: '4:65-74', code: IssueCodes.ConsumeBonusUnfit
        }]);
        expect(await reported(GUARD, 'deck Guard { card "C" initiative 20 { consume fire: wound attack +0 } }')).toEqual([{
            message: "'wound' adds to the ability written above the consumption, and there is none: move the 'consume' line below the line it adds to.",
            at: '4:57-62', code: IssueCodes.ConsumeBonusUnfit
        }]);
    });

    test('a summon of a type without the side it names, and of a type whose standees are all on the board', async () => {
        expect(await reported(GUARD, SKELETON, 'deck Guard { card "C" initiative 20 { summon Skeleton elite } }')).toEqual([{
            message: "The monster type Skeleton has no elite stat card, so it cannot be summoned elite: add an 'elite' line to it.",
            at: '5:59-64', code: IssueCodes.CardLineUnusable
        }]);
        expect(await reported(GUARD, SKELETON, 'deck Guard { card "C" initiative 20 { summon Skeleton } }',
            'monster Skeleton1 of Skeleton at A1 number 1', 'monster Skeleton2 of Skeleton at A2 number 2')).toEqual([{
            message: "All 2 Skeleton standees are on the board, so this summon fails while they are: remove one (written 'removed'), or raise 'standees' in the type.",
            at: '5:50-58', code: IssueCodes.SummonNoStandee
        }]);
    });

    test("a summon of an unknown type is the name's error", async () => {
        const found = await reported(GUARD, 'deck Guard { card "C" initiative 20 { summon Skeletn } }');
        expect(found.map(d => d.at)).toEqual(['4:50-57']);
    });
});

describe('the statements play writes', () => {
    test('an element named twice on the board', async () => {
        expect(await reported('elements fire strong, ice waning, fire waning')).toEqual([{
            message: 'The element board already names fire: an element is strong, waning or inert, once. Remove this one.',
            at: '3:39-50', code: IssueCodes.ElementRepeated
        }]);
    });

    test('more standees than the type has', async () => {
        expect(await reported(SKELETON, 'monster Skeleton1 of Skeleton at A1 number 1', 'monster Skeleton3 of Skeleton at A2 number 3')).toEqual([{
            message: 'Skeleton has 2 standees, numbered 1 to 2: give Skeleton3 one of those numbers.',
            at: '5:48-49', code: IssueCodes.ValueRange
        }]);
    });

    test('a curse count past ten', async () => {
        expect(await reported('character Hero at D5 initiative 10 curse 11')).toEqual([{
            message: 'A deck holds at most 10 curse cards, not 11.', at: '3:46-48', code: IssueCodes.ValueRange
        }]);
    });

    test('blesses and curses added to an ordered deck, or after more cards than were drawn', async () => {
        expect(await reported('modifiers order +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2, null added bless after 0')).toEqual([{
            message: "With 'order', a bless or curse added is a card of the order, drawn where it stands: write it among the order's cards instead of 'added'.",
            at: '3:102-107', code: IssueCodes.ModifierCountWithOrder
        }]);
        expect(await reported('modifiers seed 3 drawn +1 added curse after 2')).toEqual([{
            message: "'after 2' counts the cards drawn when the curse was added, and 1 is drawn: use at most 1.", at: '3:49-50', code: IssueCodes.ValueRange
        }]);
    });
});
