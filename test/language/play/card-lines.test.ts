import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { turnWords } from '../../../language/explain/play-words.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * The card lines whose outcome is more than the state of the figures: a summon's standee and hex,
 * a bless in the monster modifier deck, a curse on a character's line, the element board and the
 * type's consumptions. Each turn is played as *Run monster turn* plays it, and the text it leaves
 * is pinned whole where it says what the rule does.
 */

const REST = '+0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, -2';
const DECK = `modifiers order +0, +1, x2, -1, +2, null, ${REST}`;

function scenario(body: string, deck = DECK): string {
    return `scenario "Cards" {\n  map A1..F4\n${body}\n  ${deck}\n}`;
}

async function played(text: string, monster: string, ways: readonly number[] = []): Promise<{ text: string; words: string[] }> {
    const document = await parseAndValidate(text);
    const result = playTurnEdits(analyzer, document, monster, 0, { ways });
    if ('error' in result) {
        throw new Error(result.error);
    }
    const after = applyChanges(text, result.edits);
    const written = await parseAndValidate(after);
    expect((written.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    return { text: after, words: turnWords(result.report) };
}

const SKELETONS = `
  monster-type Witch { normal health 5 move 2 attack 1 range 3 }
  monster-type Skeleton {
    standees 2
    normal health 4 move 2 attack 2
    elite  health 6 move 2 attack 3
  }
  deck Witch { card "Raise" initiative 20 { summon Skeleton summon Skeleton elite summon Skeleton } }
  deck Skeleton { card "Claw" initiative 50 { move +0 attack +0 } }`;

describe('summons', () => {
    // "Summoned monsters are placed in an empty hex adjacent to the summoning monster and also as close
    // to an enemy as possible. If there are no empty adjacent hexes or there are no available standees
    // of the summoned monster type, the summon fails. Summoned monsters never act on the round they are
    // summoned" (Gloomhaven rulebook p. 31; rules app, "Summons (monster)").
    const text = scenario(`${SKELETONS}
  character Hero at E2 initiative 10 hp 8 of 8
  monster   Witch1 of Witch at B2 number 1
  round 1 { reveal Witch "Raise" reveal Skeleton "Claw" }`);

    test('each goes next to the summoner, as close to an enemy as it can, with the lowest free standee number, until none is left', async () => {
        const result = await played(text, 'Witch1');
        expect(result.words).toEqual([
            'Witch1 summons Skeleton1 (a normal Skeleton, standee 1) at C2, 2 hexes from the nearest enemy (the first of 2 hexes the players may choose); it takes no turn this round',
            'Witch1 summons Skeleton2 (an elite Skeleton, standee 2) at C3, 2 hexes from the nearest enemy; it takes no turn this round',
            "Witch1's summon of a normal Skeleton fails: all 2 Skeleton standees are on the board"
        ]);
        expect(result.text).toBe(scenario(`${SKELETONS}
  character Hero at E2 initiative 10 hp 8 of 8
  monster   Witch1 of Witch at B2 number 1
  monster   Skeleton1 of Skeleton at C2 number 1 summoned
  monster   Skeleton2 of Skeleton at C3 elite number 2 summoned
  acted     Witch1 from B2 to B2
  round 1 { reveal Witch "Raise" reveal Skeleton "Claw" }`));
    });

    test('the players may choose another of the hexes as close as any', async () => {
        const result = await played(text, 'Witch1', [1]);
        expect(result.text).toContain('monster   Skeleton1 of Skeleton at C3 number 1 summoned\n  monster   Skeleton2 of Skeleton at C2 elite number 2 summoned');
    });

    test('a standee summoned takes no turn this round, and takes its turns from the next', async () => {
        const first = await played(text, 'Witch1');
        const document = await parseAndValidate(first.text);
        expect(playTurnEdits(analyzer, document, 'Skeleton1', 0)).toEqual({ error: 'Skeleton1 has no ability this round: it takes no turn.' });
        const next = first.text.replace(/ summoned/g, '').replace(/\n {2}acted {5}Witch1 from B2 to B2/, '').replace('round 1', 'round 2');
        expect((await played(next, 'Skeleton1')).words[0]).toBe('Skeleton1 moves C2 \u2192 D1 (1 movement point)');
    });

    test('with no empty hex next to it, the summon fails', async () => {
        const walled = scenario(`${SKELETONS}
  obstacle  A2, A3, B1, B3, C2
  difficult C3
  character Hero at E2 initiative 10 hp 8 of 8
  monster   Witch1 of Witch at B2 number 1
  round 1 { reveal Witch "Raise" reveal Skeleton "Claw" }`);
        expect((await played(walled, 'Witch1')).words[0]).toBe("Witch1's summon of a normal Skeleton fails: no empty hex is next to it");
    });
});

const GUARDS = `
  monster-type Guard { normal health 6 move 2 attack 2 }
  deck Guard { card "Flare" initiative 40 { attack +0 consume fire: +1 attack, wound infuse ice } }`;

describe('elements', () => {
    const text = scenario(`${GUARDS}
  character Hero10 at B1 initiative 10 hp 8 of 8
  character Hero20 at E2 initiative 50 hp 8 of 8
  monster   Guard1 of Guard at A1 number 1
  monster   Guard2 of Guard at F2 number 2
  round 1 { reveal Guard "Flare" }
  elements fire waning, dark strong`);

    test('the first monster of the type consumes for every monster of it; the type infuses at the end of its last turn', async () => {
        // "Monsters always consume elements if they can, and every activated monster of that type will
        // gain the benefit of the consumed element, not just the first monster to consume it" (p. 24).
        const first = await played(text, 'Guard1');
        expect(first.words).toEqual([
            'Guard1 consumes fire: +1 attack, wound on attack 1',
            "Guard1's attack 1 on Hero10: attack 2 +1 (fire) = 3; drew +0 \u2192 3; 3 damage; Hero10 8 \u2192 5 hp; Hero10 gains wound",
            "ice is infused at the end of the last turn of Guard1's type this round"
        ]);
        expect(first.text).toContain('acted     Guard1 from A1 to A1 attacks Hero10 damage 3 consumed fire');
        expect(first.text).toContain('elements dark strong');
        const second = await played(first.text, 'Guard2');
        expect(second.words).toEqual([
            "Guard2's type consumed fire earlier this round, so it gains the bonus too: +1 attack, wound on attack 1",
            "Guard2's attack 1 on Hero20: attack 2 +1 (fire) = 3; drew +1 \u2192 4; 4 damage; Hero20 8 \u2192 4 hp; Hero20 gains wound",
            'Guard2 infuses ice: strong from the end of its turn'
        ]);
        expect(second.text).toContain('elements ice strong, dark strong');
    });

    test('an element inert adds nothing, and the line it adds to is played as printed', async () => {
        const inert = await played(text.replace('elements fire waning, dark strong', 'elements dark waning'), 'Guard1');
        expect(inert.words.slice(0, 2)).toEqual([
            'Guard1 cannot consume fire (it is not strong or waning): attack 1 gains nothing',
            "Guard1's attack 1 on Hero10: attack 2; drew +0 \u2192 2; 2 damage; Hero10 8 \u2192 6 hp"
        ]);
    });

    test('an element board is written when a type infuses into a scenario that has none', async () => {
        const none = scenario(`${GUARDS}
  character Hero10 at B1 initiative 10 hp 8 of 8
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Flare" }`);
        expect((await played(none, 'Guard1')).text).toBe(scenario(`${GUARDS}
  character Hero10 at B1 initiative 10 hp 6 of 8
  monster   Guard1 of Guard at A1 number 1
  acted     Guard1 from A1 to A1 attacks Hero10 damage 2
  round 1 { reveal Guard "Flare" }`, `${DECK} drawn +0\n  elements ice strong`.replace(`order +0, +1`, 'order +1')));
    });
});

describe('bless and curse', () => {
    const HAG = `
  monster-type Hag { normal health 6 move 2 attack 2 }
  deck Hag { card "Hex" initiative 40 { bless self attack +0 curse } }`;

    test("a bless goes into the monster modifier deck, a curse into the deck of the character the target draws from", async () => {
        // "If a figure is blessed, it must shuffle a BLESS card into its remaining attack modifier deck";
        // "cards can only be placed in a character's attack deck (when a character or character summon
        // is cursed)" (p. 23).
        const result = await played(scenario(`${HAG}
  character Hero at E4 initiative 10 hp 8 of 8 curse 1
  summon    Wolf of Hero at B1 hp 4 of 4
  monster   Hag1 of Hag at A1 number 1
  round 1 { reveal Hag "Hex" }`, 'modifiers seed 3 drawn +1'), 'Hag1');
        expect(result.words).toEqual([
            "Hag1's bless self: a bless goes into the monster modifier deck (1 bless in it)",
            "Hag1's attack 1 on Wolf: attack 2; drew +0 \u2192 2; 2 damage; Wolf 4 \u2192 2 hp; a curse goes into Hero's deck (Wolf draws from it) (2 curses in it)"
        ]);
        expect(result.text).toContain('character Hero at E4 initiative 10 hp 8 of 8 curse 2');
        expect(result.text).toContain('modifiers seed 3 drawn +1, +0 added bless after 1');
    });

    test('a deck holds ten curses at most', async () => {
        // "a maximum of only 10 curse cards can be placed into any one deck" (p. 23).
        const result = await played(scenario(`${HAG}
  character Hero at B1 initiative 10 hp 8 of 8 curse 10
  monster   Hag1 of Hag at A1 number 1
  round 1 { reveal Hag "Hex" }`), 'Hag1');
        expect(result.words[1]).toBe("Hag1's attack 1 on Hero: attack 2; drew +0 \u2192 2; 2 damage; Hero 8 \u2192 6 hp; Hero's deck holds all ten curses: none is added");
    });
});

describe('the players choose where the rules leave it to them', () => {
    test('among figures that lost as many hit points, the heal goes to the one they choose', async () => {
        // "multiple equally viable targets to heal or attack … the players must decide" (p. 32).
        const text = scenario(`
  monster-type Shaman { normal health 5 move 2 attack 1 range 3 }
  monster-type Guard { normal health 6 move 2 attack 2 }
  deck Shaman { card "Mend" initiative 20 { heal 2 range 3 } }
  deck Guard { card "Hold" initiative 60 { shield 1 } }
  character Hero at F4 initiative 10 hp 8 of 8
  monster   Shaman1 of Shaman at A1 number 1
  monster   Guard1 of Guard at B2 number 1 hp 4
  monster   Guard2 of Guard at C1 number 2 hp 4
  round 1 { reveal Shaman "Mend" reveal Guard "Hold" }`);
        expect((await played(text, 'Shaman1')).words).toEqual(['Shaman1 heals 2 range 3: Guard1 lost the most hit points (2, the first of 2 figures the players may choose); Guard1 4 \u2192 6 hp']);
        expect((await played(text, 'Shaman1', [1])).words).toEqual(['Shaman1 heals 2 range 3: Guard2 lost the most hit points (2, way 2 of 2 figures the players may choose); Guard2 4 \u2192 6 hp']);
    });
});

describe('a card whose attack is printed before its move', () => {
    test('attacks from where the monster stands, then moves as if it had a melee attack', async () => {
        // "If a monster has a move but no attack afterward as part of its ability card, it will use its
        // movement to get as close as possible to its focused target (determined as if it had a melee
        // attack)" (p. 30).
        const text = scenario(`
  monster-type Guard { normal health 6 move 3 attack 2 }
  deck Guard { card "Strike and Go" initiative 40 { attack +0 move +0 } }
  character Hero at F4 initiative 10 hp 8 of 8
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Strike and Go" }`);
        expect((await played(text, 'Guard1')).words).toEqual([
            "Guard1's attack 1 has no target: its focus cannot be attacked from A1 this turn",
            'Guard1 moves A1 \u2192 C3 (3 movement points)'
        ]);
    });
});
