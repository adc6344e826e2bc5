import { describe, expect, test } from 'vitest';
import { playRoundEdits, playTurnEdits } from '../../../language/edit/play-edits.js';
import { analyzer, parseAndValidate } from '../helpers.js';

function scenario(reveal: string, deck = 'modifiers seed 4', extra = ''): string {
    return [
        'scenario "Two guards" {',
        '  map A1..F4',
        '  monster-type Guard {',
        '    normal health 5 move 2 attack 3',
        '    elite  health 8 move 2 attack 4 shield 1',
        '  }',
        '  deck Guard {',
        '    card "Rush" initiative 20 { move +1 attack +1 }',
        '    card "Stand" initiative 70 shuffle { shield 2 }',
        '  }',
        '  character Hero10 at D2 initiative 10 hp 9 of 10 shield 1',
        '  monster   Guard1 of Guard at A1 number 1 conditions wound',
        '  monster   Guard2 of Guard at A4 elite number 2',
        `  round 1 { reveal Guard ${reveal} }`,
        `  ${deck}`,
        ...(extra ? [extra] : []),
        '}'
    ].join('\n');
}

async function refusals(text: string): Promise<{ round: unknown; turn: unknown }> {
    const document = await parseAndValidate(text);
    return { round: playRoundEdits(analyzer, document), turn: playTurnEdits(analyzer, document, 'Guard2') };
}

describe('a scenario with an error is not played', () => {
    test('a reveal of a card the deck does not have: neither the round nor a turn is played', async () => {
        const error = 'the scenario has an error on line 14: The deck Guard has 2 cards: \'card 5\' must be 1 to 2. Mend it first.';
        expect(await refusals(scenario('seed 7 card 5'))).toEqual({ round: { error }, turn: { error } });
        expect((await refusals(scenario('seed 7 card 0'))).round)
            .toEqual({ error: 'the scenario has an error on line 14: The deck Guard has 2 cards: \'card 0\' must be 1 to 2. Mend it first.' });
        expect((await refusals(scenario('"Nope"'))).round)
            .toEqual({ error: 'the scenario has an error on line 14: The deck Guard has no card "Nope" (its cards: "Rush" and "Stand"). Mend it first.' });
    });

    test('a modifier deck other than the standard one, not declared custom', async () => {
        const { round } = await refusals(scenario('"Rush"', 'modifiers order +0, x2, null drawn -2'));
        expect(round).toEqual({
            error: 'the scenario has an error on line 15: The monster modifier deck is the 20 standard cards (six +0, five +1, five -1, +2, -2, x2 and null) ' +
                'plus blesses and curses; this one has 5 × +0, 5 × +1, 5 × -1 and one +2 missing. Correct the cards, or end the line with \'custom\' ' +
                'to declare a deck of your own. Mend it first.'
        });
        expect((await refusals(scenario('"Rush"', 'modifiers order +0, x2, null drawn -2 custom'))).round).not.toHaveProperty('error');
    });

    test('several errors: how many, and the first in the file', async () => {
        const { round } = await refusals(scenario('seed 7 card 5').replace('initiative 10 hp 9', 'initiative 100 hp 9'));
        expect(round).toEqual({ error: 'the scenario has 2 errors, the first on line 11: Initiative must be between 1 and 99, not 100. Mend them first.' });
    });

    test('a failed expectation does not bar play: it is a verdict on what play does', async () => {
        const document = await parseAndValidate(scenario('"Rush"', 'modifiers seed 4', '  expect Guard2 { to A4 }'));
        expect((document.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.code)).toEqual(['ghs.expect-failed']);
        expect(playRoundEdits(analyzer, document)).not.toHaveProperty('error');
        expect(playTurnEdits(analyzer, document, 'Guard2')).not.toHaveProperty('error');
    });
});
