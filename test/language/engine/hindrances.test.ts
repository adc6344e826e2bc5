import { describe, expect, it } from 'vitest';
import type { Board } from '../../../language/model/board.js';
import { decideTurn } from '../../../language/engine/analyze.js';
import { type Hindrance, hasTurnToPlay } from '../../../language/engine/decision.js';
import { turnHindrances } from '../../../language/engine/hindrances.js';
import { hindranceText, wordDecision } from '../../../language/explain/decision-words.js';
import { boardOf } from '../helpers.js';

/** A guard that would step to B1 and attack Hero10 at C1, with the conditions (and hit points) given. */
function guardRoom(vitals: string, extra = ''): Promise<Board> {
    return boardOf(`scenario "Conditions" {
  map A1..E3
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "Rush" initiative 20 { move +0 attack +0 }
  }
  character Hero10 at C1 initiative 10 hp 9 of 10
  monster   Guard1 of Guard at A1 number 1 ${vitals}
  ${extra}
  round 1 { reveal Guard "Rush" }
}`);
}

function decide(board: Board, name = 'Guard1') {
    return wordDecision(decideTurn(board, board.figureNamed(name)!));
}

/** The hindrances of the figure as data, each with the sentence the surfaces show for it. */
function hindrancesOf(board: Board, name = 'Guard1'): Array<Hindrance & { text?: string }> {
    const all = turnHindrances(board.figureNamed(name)!);
    return all.map(h => ({ ...h, text: hindranceText(name, h, all) }));
}

describe('the conditions that stop a turn, read from the board model', () => {
    it('a wound removes a monster with no more hit points than its damage; with more, or none written, it does not', async () => {
        // Wound: "it suffers one point of damage at the start of each of its turns".
        const killed = await guardRoom('hp 1 conditions wound');
        expect(hindrancesOf(killed)).toEqual([{
            condition: 'wound', hp: 1, damage: 1,
            text: 'Guard1 has 1 hit point and suffers 1 damage from its wound at the start of its turn: it is removed before it acts, and takes no turn.'
        }]);
        expect(turnHindrances((await guardRoom('hp 2 conditions wound')).figureNamed('Guard1')!)).toEqual([]);
        // A monster without a type has no hit points: playing it deals it no damage.
        const untyped = await boardOf('scenario "t" { map A1..E3 character Hero10 at C1 initiative 10 monster Wolf at A1 conditions wound { move 2 attack 2 } }');
        expect(turnHindrances(untyped.figureNamed('Wolf')!)).toEqual([]);
    });

    it('stun outweighs the rest; disarm and immobilize each say what they take', async () => {
        expect(hindrancesOf(await guardRoom('conditions stun, disarm'))).toEqual([
            { condition: 'stun', text: 'Guard1 is stunned: it performs no ability this turn, so it neither moves nor attacks.' }
        ]);
        expect(hindrancesOf(await guardRoom('conditions disarm'))).toEqual([
            { condition: 'disarm', text: 'Guard1 is disarmed: it attacks no one this turn, though it still moves as its card says, to the hex it would attack from.' }
        ]);
        expect(hindrancesOf(await guardRoom('conditions disarm, immobilize'))).toEqual([
            { condition: 'immobilize', text: 'Guard1 is immobilized: it performs no move this turn.' },
            { condition: 'disarm', text: 'Guard1 is disarmed: it attacks no one this turn.' }
        ]);
    });
});

describe('the decision of a monster whose conditions stop its turn', () => {
    it('stunned: it stays where it is, with no focus and no target, and says why', async () => {
        // Stun: "it cannot perform any abilities".
        const decision = decide(await guardRoom('conditions stun'));
        expect(decision.options).toEqual([{ focus: '', destination: 'A1', path: [], movementPoints: 0, negativeHexes: 0, targets: [] }]);
        expect(decision.focus).toEqual([]);
        expect(decision.summary).toBe('stunned: no ability this turn · stays at A1');
        expect(decision.reasons).toEqual([
            'Guard1 at A1 (move 2, attack 2 (melee)) acts by the Gloomhaven rules.',
            'Guard1 is stunned: it performs no ability this turn, so it neither moves nor attacks.',
            'Guard1 stays at A1.'
        ]);
        expect(decision.noFocusReason).toBe('Guard1 is stunned: it performs no ability this turn, so it neither moves nor attacks.');
    });

    it('disarmed: it moves where its attack would have taken it, and attacks no one', async () => {
        // Disarm: "it cannot perform any attack abilities"; it still moves as its card says.
        const decision = decide(await guardRoom('conditions disarm'));
        expect(decision.options.map(o => [o.destination, o.targets])).toEqual([['B1', []]]);
        expect(decision.focus).toEqual(['Hero10']);
        expect(decision.summary).toBe('focus Hero10 · moves to B1 · disarmed: no attack');
        expect(decision.reasons).toEqual([
            'Guard1 at A1 (move 2, attack 2 (melee)) acts by the Gloomhaven rules.',
            'Guard1 is disarmed: it attacks no one this turn, though it still moves as its card says, to the hex it would attack from.',
            'Hero10 is the focus: it can be attacked from B1 after 1 movement point, and no other enemy can be attacked at all.',
            'It could attack Hero10 this turn from any of 2 hexes; it takes B1: with the least movement.',
            'Guard1 moves to B1 (1 movement point).'
        ]);
    });

    it('disarmed: options that differed only in their targets are one', async () => {
        // Two enemies tie for focus, both next to the guard: armed, the players choose whom it attacks.
        const board = await boardOf(`scenario "Tie" {
  map A1..E3
  character HeroA at B2 initiative 10
  character HeroB at D2 initiative 10
  monster   Guard1 at C2 conditions disarm { move 2 attack 2 }
}`);
        const decision = decide(board);
        expect(decision.options.map(o => [o.destination, o.targets])).toEqual([['C2', []]]);
        expect(decision.tie).toBeUndefined();
        expect(decision.summary).toBe('focus HeroA or HeroB · stays at C2 · disarmed: no attack');
        const armed = await boardOf(`scenario "Tie" {
  map A1..E3
  character HeroA at B2 initiative 10
  character HeroB at D2 initiative 10
  monster   Guard1 at C2 { move 2 attack 2 }
}`);
        expect(decide(armed).options.map(o => [o.destination, o.targets.map(t => t.name)])).toEqual([['C2', ['HeroA']], ['C2', ['HeroB']]]);
    });

    it('removed by its wound: no option at all, and the reason', async () => {
        const decision = decide(await guardRoom('hp 1 conditions wound'));
        expect(decision.options).toEqual([]);
        // Playing it still removes it: *Run monster turn* and the preview's button play it.
        expect(hasTurnToPlay(decision)).toBe(true);
        expect(hasTurnToPlay({ ...decision, hindrances: [] })).toBe(false);
        expect(decision.summary).toBe('removed by its wound before it acts: no turn');
        expect(decision.reasons).toEqual([
            'Guard1 at A1 (move 2, attack 2 (melee)) acts by the Gloomhaven rules.',
            'Guard1 has 1 hit point and suffers 1 damage from its wound at the start of its turn: it is removed before it acts, and takes no turn.'
        ]);
    });

    it('immobilized: it stays, attacks what it reaches from there, and says why', async () => {
        const decision = decide(await guardRoom('conditions immobilize'));
        expect(decision.summary).toBe('focus Hero10 · stays at A1 · immobilized: no move');
        expect(decision.reasons[1]).toBe('Guard1 is immobilized: it performs no move this turn.');
    });
});
