import { describe, expect, it } from 'vitest';
import { analyzeBoard } from '../../../language/engine/analyze.js';
import { wordDecision } from '../../../language/explain/decision-words.js';
import { boardOf } from '../helpers.js';

/**
 * Proximity is counted around walls ("number of hexes they are away, not counting through walls",
 * the rulebook's focus FAQ, p. 65). Enemies that a teleporting monster reaches in a walled-off room
 * have none to count: the words say that proximity does not decide, never a number.
 */
function sealedRoom(hero20Initiative: number): string {
    return `scenario "Sealed" {
  map A1..G5
  wall D1..D5
  character Hero10 at F2 initiative 10
  character Hero20 at F4 initiative ${hero20Initiative}
  monster Imp at A3 { move 2 teleport attack 1 }
}`;
}

describe('a proximity that cannot be counted', () => {
    it('is said to decide nothing when initiative separates the enemies', async () => {
        const [decision] = analyzeBoard(await boardOf(sealedRoom(20)));
        expect(wordDecision(decision).enemies.map(e => e.reason)).toEqual([
            'Hero10 is the focus: it can be attacked from E2 after 4 movement points, as few as another, but it comes first in initiative order.',
            "Hero20 lost on initiative: both need 4 movement points, and proximity does not decide: no way around the walls reaches either to count it, and its initiative 20 comes after Hero10's 10."
        ]);
    });

    it('is said to be missing from a tie', async () => {
        const [decision] = analyzeBoard(await boardOf(sealedRoom(10)));
        expect(wordDecision(decision).tie?.text).toBe(
            'Hero10 and Hero20 tie as focus on equal movement (4 points), no proximity to compare (no way around the walls reaches them) and equal initiative, so the players choose the focus, and with it what the monster does.');
    });
});
