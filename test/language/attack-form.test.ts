import { afterEach, describe, expect, test } from 'vitest';
import type { ValidationResult } from 'langium/test';
import type { Scenario } from '../../language/generated/ast.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { validate } from './helpers.js';

/**
 * An ability block and a card write their attacks with one rule; each place gives a meaning to
 * its own forms, and the other's is an error on the word that is out of place. Each test pins the
 * message, its range (line:first-last column, 1-based, end exclusive) and its code.
 */

const open: Array<ValidationResult<Scenario>> = [];

afterEach(async () => {
    await Promise.all(open.splice(0).map(result => result.dispose()));
});

async function reported(line: string): Promise<Array<{ message: string; at: string; code: string }>> {
    const result = await validate(['scenario "Attacks" {', '    map A1..F6', '    character Hero at D5 initiative 10',
        '    monster-type Guard { normal health 5 move 2 attack 2 range 2 }', `    ${line}`, '}'].join('\n'));
    open.push(result);
    return result.diagnostics.map(d => ({
        message: String(d.message),
        at: `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1}`,
        code: String(d.code)
    }));
}

describe("an ability block's attack is the monster's own", () => {
    test('a signed value is a change to a stat card it does not have', async () => {
        expect(await reported('monster Imp at C3 { move 2 attack +3 range 2 }')).toEqual([{
            message: "An ability block's attack is the monster's own, not a change to a stat card: write 'attack 3'.",
            at: '5:39-41', code: IssueCodes.AttackForm
        }]);
    });

    test('so is a signed range', async () => {
        expect(await reported('monster Imp at C3 { attack 3 range -1 }')).toEqual([{
            message: "An ability block's range is the monster's own, not a change to a stat card: write 'range 1'.",
            at: '5:40-42', code: IssueCodes.AttackForm
        }]);
    });

    test('pierce, push, pull and conditions are written on a card', async () => {
        expect(await reported('monster Imp at C3 { attack 3 pierce 1 poison }')).toEqual([
            {
                message: "An ability block's attack has a range and a number of targets only: 'pierce' is written on the attack of a card (a monster type's deck).",
                at: '5:34-42', code: IssueCodes.AttackForm
            },
            {
                message: "An ability block's attack has a range and a number of targets only: 'poison' is written on the attack of a card (a monster type's deck).",
                at: '5:43-49', code: IssueCodes.AttackForm
            }
        ]);
    });
});

describe("a card's attack is read against the stat card", () => {
    test('an unsigned value is not a change', async () => {
        expect(await reported('deck Guard { card "Hit" initiative 20 { attack 1 } }')).toEqual([{
            message: "A card's attack changes the stat card's: write 'attack +1' (or 'attack +0' for the stat card's own).",
            at: '5:52-53', code: IssueCodes.AttackForm
        }]);
    });

    test('an attack with no value says no change', async () => {
        expect(await reported('deck Guard { card "Hit" initiative 20 { attack range +1 } }')).toEqual([{
            message: "A card's attack says how it changes the stat card's: write 'attack +0' for the stat card's own.",
            at: '5:45-51', code: IssueCodes.AttackForm
        }]);
    });

    test('an unsigned range is not a change either', async () => {
        expect(await reported('deck Guard { card "Hit" initiative 20 { attack +1 range 3 } }')).toEqual([{
            message: "A card's range changes the stat card's: write 'range +3'.",
            at: '5:61-62', code: IssueCodes.AttackForm
        }]);
    });

    test('each part once, in either place', async () => {
        expect(await reported('deck Guard { card "Hit" initiative 20 { attack +1 pierce 1 pierce 2 } }')).toEqual([{
            message: "This attack already has a 'pierce': remove one.", at: '5:64-72', code: IssueCodes.AbilityRepeated
        }]);
    });
});

describe('a target cut short by a syntax error', () => {
    test('is a syntax error only: the checks of its option and record go on without it', async () => {
        for (const line of ['expect Guard { to A2 attacks Hero, damage 1 }', 'acted Guard from A1 to A2 attacks damage 2']) {
            const messages = (await reported(line)).map(d => d.message);
            expect(messages.some(m => m.startsWith('An error occurred'))).toBe(false);
            expect(messages[0]).toMatch(/^Expected the name of a figure the monster attacks after '(,|attacks)', such as attacks Hero, not 'damage'\.$/);
        }
    });
});
