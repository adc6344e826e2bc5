import { labelToHex } from '../../../language/hex/offset.js';
import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { actedLine, modifiersText, revealArguments } from '../../../language/edit/scenario-state.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { type ModifierCard, STANDARD_MONSTER_DECK, drawCard, drawPile, endRound, orderedDeck, seededDeck } from '../../../language/model/modifier-deck.js';
import { seededShuffle } from '../../../language/model/seeded-shuffle.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/** The document a turn leaves behind has no error: every name it keeps still resolves. */
async function expectSound(text: string): Promise<void> {
    const document = await parseAndValidate(text);
    expect((document.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
}

async function played(text: string, monster: string): Promise<string> {
    const document = await parseAndValidate(text);
    const result = playTurnEdits(analyzer, document, monster, 0);
    if ('error' in result) {
        throw new Error(result.error);
    }
    const after = applyChanges(text, result.edits);
    await expectSound(after);
    return after;
}

describe('the modifiers line', () => {
    test('a seeded deck writes its seed, shuffle, blesses, curses and the cards drawn', () => {
        const deck = { ...seededDeck(42, ['+0', '+1', 'x2', 'bless', 'curse', 'curse']), shuffle: 2 };
        expect(modifiersText(deck, false)).toBe('modifiers seed 42 shuffle 2 bless 1 curse 2');
        const drawn = drawCard(drawCard(deck).state).state;
        expect(modifiersText(drawn, false)).toBe(`modifiers seed 42 shuffle 2 bless 1 curse 2 drawn ${drawn.drawn.join(', ')}`);
    });

    test('an ordered deck writes the cards still to draw and those drawn; once all are drawn, the shuffle its next draw makes', () => {
        const deck = orderedDeck([...STANDARD_MONSTER_DECK]);
        const once = drawCard(deck).state;
        expect(modifiersText(once, false)).toBe(`modifiers order ${STANDARD_MONSTER_DECK.slice(1).join(', ')} drawn +0`);
        let all = once;
        while (drawPile(all).length > 0) {
            all = drawCard(all).state;
        }
        // Its x2 and null were drawn this round, and the shuffle that wrote them off the line does not end it.
        expect(modifiersText(all, false)).toBe('modifiers seed 0 shuffle 1 shuffle-due');
        expect(modifiersText(endRound(all), false)).toBe('modifiers seed 0 shuffle 1');
    });

    test('shuffle-due follows the cards drawn when the shuffle an x2 or null calls for is still due and they do not show it', () => {
        const deck = { ...seededDeck(3), shuffle: 1, drawn: ['+0', '-1'] as ModifierCard[], reshuffle: true };
        expect(modifiersText(deck, false)).toBe('modifiers seed 3 shuffle 1 drawn +0, -1 shuffle-due');
        expect(modifiersText({ ...deck, drawn: ['+0', 'null'] }, false)).toBe('modifiers seed 3 shuffle 1 drawn +0, null');
        expect(modifiersText({ ...deck, drawn: ['+0', 'curse'] }, false)).toBe('modifiers seed 3 shuffle 1 drawn +0, curse shuffle-due');
        expect(modifiersText({ ...deck, reshuffle: false }, false)).toBe('modifiers seed 3 shuffle 1 drawn +0, -1');
    });

    test('a custom deck is always written as its order, which a seed cannot name', () => {
        const deck = orderedDeck(['+1', 'x2', '-1']);
        const once = drawCard(deck).state;
        expect(modifiersText(once, true)).toBe('modifiers order x2, -1 drawn +1 custom');
        const all = drawCard(drawCard(once).state).state;
        expect(modifiersText(all, true)).toBe(`modifiers order ${seededShuffle(['+1', 'x2', '-1'], 0, 1).join(', ')} shuffle-due custom`);
        expect(modifiersText(endRound(all), true)).toBe(`modifiers order ${seededShuffle(['+1', 'x2', '-1'], 0, 1).join(', ')} custom`);
        const seeded = drawCard(seededDeck(3, ['+1', '+1', 'null'])).state;
        expect(modifiersText(seeded, true)).toBe(`modifiers order ${drawPile(seeded).join(', ')} drawn ${seeded.drawn[0]} custom`);
    });
});

describe('the words of records and reveals', () => {
    test('an acted record in the shared column, with every figure attacked', () => {
        expect(actedLine({ monster: 'Guard1', from: labelToHex('A1')!, to: labelToHex('B2')!, attacks: ['Hero10', 'Hero20'] })).toBe('acted     Guard1 from A1 to B2 attacks Hero10, Hero20');
        expect(actedLine({ monster: 'Guard1', from: labelToHex('A1')!, to: labelToHex('A1')!, attacks: [] })).toBe('acted     Guard1 from A1 to A1');
    });

    test('a reveal by name or by seed, leaving out the defaults', () => {
        expect(revealArguments({ type: 'Guard', kind: 'named', card: 'Rush' })).toBe('"Rush"');
        expect(revealArguments({ type: 'Guard', kind: 'seeded', seed: 7, shuffle: 0, position: 1 })).toBe('seed 7');
        expect(revealArguments({ type: 'Guard', kind: 'seeded', seed: 7, shuffle: 2, position: 3 })).toBe('seed 7 shuffle 2 card 3');
    });
});

describe('the state written back', () => {
    const TYPE = `
  monster-type Guard {
    normal health 5 move 2 attack 2 adds poison
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }`;

    test('a scenario without a deck gets its modifiers line when a card is drawn; conditions go after the vitals; comments stay', async () => {
        const text = `scenario "S" {
  map A1..D3
${TYPE}
  character Hero10 at B1 initiative 10 hp 7 of 10 shield 1 retaliate 1 range 2 /* front */
  monster   Guard1 of Guard at A1 number 1 // first
  round 1 { reveal Guard "Slash" }
}`;
        // The standard deck shuffled with seed 0 starts with +0: attack 2 + 0 - shield 1 = 1 damage;
        // Hero10's retaliate 1 range 2 then hurts Guard1: 5 → 4.
        expect(drawCard(seededDeck(0)).card).toBe('+0');
        expect(await played(text, 'Guard1')).toBe(`scenario "S" {
  map A1..D3
${TYPE}
  character Hero10 at B1 initiative 10 hp 6 of 10 shield 1 retaliate 1 range 2 conditions poison /* front */
  monster   Guard1 of Guard at A1 number 1 hp 4 // first
  acted     Guard1 from A1 to A1 attacks Hero10 damage 1
  round 1 { reveal Guard "Slash" }
  modifiers seed 0 drawn +0
}`);
    });

    test('a one-moment puzzle without hit points plays its move and record, and draws no card', async () => {
        const text = `scenario "P" {
  map A1..D3
  character Hero10 at C1 initiative 10
  monster   Guard at A1 { move 2 attack 2 }
}`;
        expect(await played(text, 'Guard')).toBe(`scenario "P" {
  map A1..D3
  character Hero10 at C1 initiative 10
  monster   Guard at B1 { move 2 attack 2 }
  acted     Guard from A1 to B1 attacks Hero10
}`);
    });

    test('a summon brought to 0 hit points keeps its line, written removed, and the records still name it', async () => {
        const text = `scenario "S" {
  map A1..E3
${TYPE}
  character Hero10 at E3 initiative 10 hp 5 of 5
  summon    Wolf of Hero10 at B1 hp 1 of 3
  monster   Guard1 of Guard at A1 number 1
  monster   Guard2 of Guard at D1 number 2
  acted     Guard2 from D1 to D1 attacks Wolf
  round 1 { reveal Guard "Slash" }
  modifiers order +1, -1, +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, null
}`;
        expect(await played(text, 'Guard1')).toBe(`scenario "S" {
  map A1..E3
${TYPE}
  character Hero10 at E3 initiative 10 hp 5 of 5
  summon    Wolf of Hero10 at B1 hp 0 of 3 removed
  monster   Guard1 of Guard at A1 number 1
  monster   Guard2 of Guard at D1 number 2
  acted     Guard2 from D1 to D1 attacks Wolf
  acted     Guard1 from A1 to A1 attacks Wolf damage 3
  round 1 { reveal Guard "Slash" }
  modifiers order -1, +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, null drawn +1
}`);
    });
});
