import { describe, expect, it } from 'vitest';
import { wordDecision } from '../../../language/explain/decision-words.js';
import { analyzeBoard } from '../../../language/engine/analyze.js';
import { EDITION_RULES } from '../../../language/rules/editions.js';
import { boardOf } from '../helpers.js';

/** Hero20 (the focus) stands next to the Guard; Hero10 two hexes off; both in range 2. */
const room = (edition: string): string => `scenario "t" {
  rules ${edition}
  map A1..G7
  character Hero10 at D2 initiative 10
  character Hero20 at D5 initiative 20
  monster Guard at D4 { move 1 attack range 2 target 2 }
}`;

/** The corridor: staying attacks the focus (C4) with disadvantage, C2 attacks Hero20 with it. */
const corridor = (edition: string): string => `scenario "t" {
  rules ${edition}
  map B1..D4
  wall B1..B4, D1..D4
  character Hero10 at C4 initiative 10
  character Hero20 at C1 initiative 20
  monster Guard at C3 { move 1 attack range 2 target 2 }
}`;

async function decide(text: string) {
    const [decision] = analyzeBoard(await boardOf(text));
    return wordDecision(decision);
}

describe('the priority list after the focus, per edition', () => {
    it('weighs the focus\'s disadvantage first everywhere but in Frosthaven', () => {
        expect(EDITION_RULES.gloomhaven.focusDisadvantageFirst.value).toBe(true);
        expect(EDITION_RULES.jotl.focusDisadvantageFirst.value).toBe(true);
        expect(EDITION_RULES.frosthaven.focusDisadvantageFirst.value).toBe(false);
    });

    it('Frosthaven: counts the focus among the targets with disadvantage, then the least movement', async () => {
        const decision = await decide(corridor('frosthaven'));
        expect(decision.options.map(o => o.destination)).toEqual(['C3']);
        expect(decision.reasons).toContain('It can attack Hero10 this turn from any of 2 hexes; it takes C3: with the least movement.');
    });

    it('Jaws of the Lion: loses disadvantage on the focus first, as Gloomhaven does', async () => {
        const decision = await decide(corridor('jotl'));
        expect(decision.options.map(o => o.destination)).toEqual(['C2']);
        expect(decision.reasons).toContain('It can attack Hero10 this turn from any of 2 hexes; it takes C2: attacking the focus without disadvantage.');
    });

    it('Frosthaven: names the fewest targets at a disadvantage, the focus included, as the reason', async () => {
        const decision = await decide(room('frosthaven'));
        expect(decision.options.map(o => o.destination)).toEqual(['C4', 'E4']);
        expect(decision.reasons).toContain(
            'It can attack Hero20 this turn from any of 6 hexes; it takes C4 and E4: hitting the most targets and with the fewest targets at a disadvantage.');
    });
});
