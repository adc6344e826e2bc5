import { hexLabel } from '../../../language/hex/offset.js';
import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { endOfRoundWords, figureTurnWords, turnWords } from '../../../language/explain/play-words.js';
import { analyzer, parseAndValidate } from '../helpers.js';
import { playedRound } from './played-round.js';

const GUARD = `
  monster-type Guard {
    normal health 5 move 2 attack 2
    elite  health 8 move 2 attack 3
  }
  deck Guard {
    card "Rush" initiative 20 { move +0 attack +0 }
  }`;

const MODIFIERS = 'modifiers order +0, +0, +1, -1, +1 drawn +0, +0, +0, +0, +1, +1, +1, -1, -1, -1, +2, -2, x2, null, -1';

/** A wounded character at initiative 10, before the guard at 20. */
const WOUND = `scenario "Wound" {
  map A1..E3
${GUARD}
  character Hero10 at D2 initiative 10 hp 9 of 10 conditions wound
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Rush" }
  ${MODIFIERS}
  expect after round 1 { Hero10 hp 6 }
}`;

/** An invisible character at initiative 10: invisible until the end of its turn, before the guard's. */
const INVISIBLE = `scenario "Invisible" {
  map A1..E3
${GUARD}
  character Hero10 at C2 initiative 10 hp 9 of 10 conditions invisible
  character Hero90 at E3 initiative 90 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Rush" }
  modifiers seed 4
}`;

/** Characters and a summon between the monsters' initiatives, with wound and conditions that end with their turns. */
const BIG = `scenario "Big" {
  rules gloomhaven
  map A1..H7
  monster-type Guard {
    normal health 6 move 2 attack 2
    elite  health 9 move 2 attack 3 shield 1 retaliate 1
  }
  monster-type Archer {
    normal health 4 move 2 attack 2 range 3
    elite  health 6 move 2 attack 3 range 4 adds poison
  }
  deck Guard {
    card "Rush" initiative 30 { move +1 attack +0 }
    card "Stand Tall" initiative 70 shuffle { shield 1 retaliate 2 }
    card "Cleave" initiative 45 { move +0 attack +1 target 2 wound }
  }
  deck Archer {
    card "Aimed Shots" initiative 15 {
      move +0
      attack -1
      attack -1 range +1 wound
    }
    card "Fall Back" initiative 40 shuffle { move +1 attack +0 }
    card "Heal" initiative 50 { heal 2 self attack +0 }
  }
  character Hero10 at D5 initiative 10 hp 8 of 10 shield 1 retaliate 1 range 2 conditions muddle
  character Hero35 at F5 initiative 35 hp 6 of 8 conditions poison, wound
  summon    Wolf of Hero35 at G4 hp 4 of 4 conditions immobilize
  monster   Guard1 of Guard at B2 elite number 1 hp 7
  monster   Guard2 of Guard at C1 number 2 conditions strengthen
  monster   Archer1 of Archer at H1 elite number 1 conditions muddle
  monster   Archer2 of Archer at A4 number 2 hp 3 conditions poison
  round 1 {
    reveal Archer seed 3
    reveal Guard seed 7
  }
  modifiers seed 42 bless 1 curse 1
}`;

/** A character on the monster's own initiative acts first: its wound exhausts it. */
const TIE = `scenario "Tie" {
  map A1..E3
${GUARD}
  character Hero20 at D2 initiative 20 hp 1 of 10 conditions wound
  character Hero90 at E3 initiative 90 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Rush" }
  ${MODIFIERS}
}`;

/** Guard1 dies of its own wound at the start of its turn, after the wounded Hero10's turn at 10. */
const DIES_OF_WOUND = `scenario "Dies of wound" {
  map A1..E3
${GUARD}
  character Hero10 at D2 initiative 10 hp 9 of 10 conditions wound
  character Hero90 at E3 initiative 90 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1 hp 1 conditions wound
  monster   Guard2 of Guard at A3 number 2
  round 1 { reveal Guard "Rush" }
  ${MODIFIERS}
}`;

/** Guard1 moves, attacks the wounded and invisible-no-more Hero10 and dies to its retaliate. */
const DIES_OF_RETALIATE = `scenario "Dies of retaliate" {
  map A1..E3
${GUARD}
  character Hero10 at D2 initiative 10 hp 9 of 10 retaliate 2 conditions wound, invisible
  character Hero90 at E3 initiative 90 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1 hp 2
  monster   Guard2 of Guard at A3 number 2
  round 1 { reveal Guard "Rush" }
  ${MODIFIERS}
}`;

/**
 * The deck runs out mid-attack after a null: the discards, null and x2 with them, are shuffled back
 * then, and the end of the round shuffles them back again, as the null was drawn during it.
 */
const RUN_OUT = `scenario "Run out" {
  map A1..F4
  monster-type Brute {
    normal health 10 move 0 attack 2
    elite  health 12 move 0 attack 3
  }
  deck Brute {
    card "Hit" initiative 20 { attack +0 target 3 }
  }
  character HeroA at C2 initiative 50 hp 20 of 20
  character HeroB at B3 initiative 60 hp 20 of 20
  character HeroC at C3 initiative 70 long-rest hp 20 of 20 conditions wound
  monster   Brute1 of Brute at B2 number 1
  round 1 { reveal Brute "Hit" }
  modifiers seed 3 drawn +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2
}`;

/** An order of one card left, the null: the turn that draws it leaves a pile all drawn. */
const LAST_NULL = 'modifiers order null drawn +0, +0, +0, +0, +0, +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2';

/** Guard1 draws the last card, a null; Guard2 draws from the shuffle the empty pile makes. */
const ORDER_RUN_OUT = `scenario "Order run out" {
  map A1..E3
${GUARD}
  character Hero90 at C2 initiative 90 hp 20 of 20
  monster   Guard1 of Guard at A1 number 1
  monster   Guard2 of Guard at A3 number 2
  round 1 { reveal Guard "Rush" }
  ${LAST_NULL}
}`;

/** Guard1 draws the last card, a null, and no card is drawn after it this round. */
const ORDER_ALL_DRAWN = `scenario "Order all drawn" {
  map A1..E3
${GUARD}
  character Hero90 at C2 initiative 90 hp 20 of 20
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Rush" }
  ${LAST_NULL}
}`;

async function turn(text: string, monster: string): Promise<string> {
    const result = playTurnEdits(analyzer, await parseAndValidate(text), monster, 0);
    if ('error' in result) {
        throw new Error(result.error);
    }
    return applyChanges(text, result.edits);
}

async function restOfRound(text: string): Promise<string> {
    return (await playedRound(text)).text;
}

/** The monsters of the scenario in the order the round plays them. */
async function monstersInOrder(text: string): Promise<string[]> {
    return analyzer.analyze((await parseAndValidate(text)).parseResult.value).decisions.map(d => d.monster);
}

describe('a monster turn, then the rest of the round', () => {
    test.each([['a wound', WOUND], ['an invisibility that ends', INVISIBLE], ['characters and a summon between the monsters', BIG], ['a character on the monster\'s initiative', TIE],
        ['a monster its own wound removes', DIES_OF_WOUND], ['a monster retaliate removes', DIES_OF_RETALIATE],
        ['a modifier deck that runs out after a null', RUN_OUT], ['an order all drawn, then a card drawn from its new shuffle', ORDER_RUN_OUT],
        ['an order all drawn, and no card after it', ORDER_ALL_DRAWN]])(
        'gives what playing the round straight through gives, after every number of turns run one by one (%s)', async (_what, text) => {
            const straight = await restOfRound(text);
            const order = await monstersInOrder(text);
            expect(order.length).toBeGreaterThan(0);
            let current = text;
            for (const monster of order) {
                current = await turn(current, monster);
                expect(await restOfRound(current), `after ${monster}'s turn`).toBe(straight);
            }
        });

    test('the turn writes the wound and the ended conditions of the earlier turns with the monster\'s own, and an expectation of the round still holds', async () => {
        const played = await turn(WOUND, 'Guard1');
        expect(played).toContain('  character Hero10 at D2 initiative 10 hp 6 of 10 conditions wound\n');
        expect(played).toContain('  acted     Guard1 from A1 to C2 attacks Hero10 damage 2\n');
        const document = await parseAndValidate(played);
        expect((document.diagnostics ?? []).filter(d => d.severity === 1)).toEqual([]);
        expect(await restOfRound(played)).toContain('  expect after round 1 { Hero10 hp 6 }');
    });

    test('a monster removed during its turn writes its record, so the rest of the round does not play the earlier turns again', async () => {
        // Its wound: removed where it stood, before it moved or attacked.
        const wound = await turn(`${DIES_OF_WOUND.slice(0, -2)}\n  expect after Guard2 { Hero10 hp 6 }\n}`, 'Guard1');
        expect(wound).toContain('  character Hero10 at D2 initiative 10 hp 8 of 10 conditions wound\n');
        expect(wound).toContain('  monster   Guard1 of Guard at A1 number 1 hp 0 conditions wound removed\n');
        expect(wound).toContain('  monster   Guard2 of Guard at A3 number 2\n  acted     Guard1 from A1 to A1\n');
        // Hero10's wound is played once before Guard2's turn: 8, then Guard2's 2 damage.
        const document = await parseAndValidate(wound);
        expect((document.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
        expect((await restOfRound(wound)).split('\n').find(line => line.includes('character Hero10'))).toBe('  character Hero10 at D2 initiative 10 hp 6 of 10 conditions wound');
        // A retaliate: removed at the hex it moved to and attacked from, the attack and its damage recorded.
        const retaliate = await turn(DIES_OF_RETALIATE, 'Guard1');
        expect(retaliate).toContain('  character Hero10 at D2 initiative 10 hp 6 of 10 retaliate 2 conditions wound\n');
        expect(retaliate).toContain('  monster   Guard1 of Guard at A1 number 1 hp 0 removed\n');
        expect(retaliate).toContain('  acted     Guard1 from A1 to C2 attacks Hero10 damage 2\n');
        expect((await restOfRound(retaliate)).split('\n').find(line => line.includes('character Hero10'))).toBe('  character Hero10 at D2 initiative 10 hp 4 of 10 retaliate 2 conditions wound');
    });

    test('a turn after which the pile ran out past a null writes shuffle-due; the rest of the round shuffles for it and writes the line without it', async () => {
        // The null was drawn during the round: End of Round shuffles the discards back, though the
        // pile ran out and was shuffled after it, and the cards drawn since no longer show it.
        const played = await turn(RUN_OUT, 'Brute1');
        expect(played).toContain('  acted     Brute1 from B2 to B2 attacks HeroA damage 0, HeroB damage 2, HeroC damage 1\n');
        expect(played).toContain('\n  modifiers seed 3 shuffle 1 drawn +0, -1 shuffle-due\n');
        const rest = await restOfRound(played);
        expect(rest).toContain('\n  modifiers seed 3 shuffle 2\n');
        expect((await playedRound(played)).report.end.map(endOfRoundWords)).toEqual([
            "a standard x2 or null was drawn earlier this round (the modifiers line says 'shuffle-due'): the monster modifier deck is shuffled anew", 'round 2 begins'
        ]);
    });

    test('an order all drawn is written as the shuffle its next draw makes, with shuffle-due: a card drawn from it brings the end-of-round shuffle, none leaves that shuffle as it is', async () => {
        const played = await turn(ORDER_ALL_DRAWN, 'Guard1');
        expect(played).toContain('\n  modifiers seed 0 shuffle 1 shuffle-due\n');
        const alone = await playedRound(played);
        expect(alone.text).toContain('\n  modifiers seed 0 shuffle 1\n');
        expect(alone.report.end.map(endOfRoundWords)).toEqual(['round 2 begins']);
        const before = await turn(ORDER_RUN_OUT, 'Guard1');
        expect(before).toContain('\n  modifiers seed 0 shuffle 1 shuffle-due\n');
        const after = await turn(before, 'Guard2');
        expect(after).toMatch(/\n {2}modifiers seed 0 shuffle 1 drawn [^,\n]+ shuffle-due\n/);
        expect(await restOfRound(after)).toContain('\n  modifiers seed 0 shuffle 2\n');
    });

    test('the monster decides on the board the earlier turns leave, and the report names those turns', async () => {
        const document = await parseAndValidate(INVISIBLE);
        const result = playTurnEdits(analyzer, document, 'Guard1', 0);
        if ('error' in result) {
            throw new Error(result.error);
        }
        expect(result.before.map(t => [t.figure, t.initiative, figureTurnWords(t)])).toEqual([['Hero10', 10, ["Hero10's invisible ends with its turn"]]]);
        expect(turnWords(result.report)[0]).toBe('Guard1 moves A1 \u2192 B1 (1 movement point)');
        const text = applyChanges(INVISIBLE, result.edits);
        expect(text).toContain('  character Hero10 at C2 initiative 10 hp 7 of 10\n');
        expect(text).toContain('  acted     Guard1 from A1 to B1 attacks Hero10 damage 2\n');
    });

    test('an option the board as written gave but the earlier turns took away is refused, with the reason', async () => {
        // On the board as written Hero10 is invisible: Guard1 walks to Hero90, to B2 or C1. Once Hero10's turn ends its invisibility there is one option.
        const document = await parseAndValidate(INVISIBLE);
        expect(analyzer.analyze(document.parseResult.value).decisions[0].options.map(o => hexLabel(o.destination))).toEqual(['B2', 'C1']);
        expect(playTurnEdits(analyzer, document, 'Guard1', 1)).toEqual({
            error: "option 1 does not exist: Guard1's turn has 1 option (0). (It is decided after Hero10's turn at initiative 10, played first: Hero10's invisible ends with its turn.)"
        });
    });
});
