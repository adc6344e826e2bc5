import { at } from '../../fixtures/decisions.js';
import { hexLabel } from '../../../language/hex/offset.js';
import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { playMonsterTurn, turnDamage, turnDecision } from '../../../language/play/monster-turn.js';
import { turnSummary, turnWords } from '../../../language/explain/play-words.js';
import { playStateOf } from '../../../language/model/state-from-scenario.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/** The document a turn leaves behind has no error: every name it keeps still resolves. */
async function expectSound(text: string): Promise<void> {
    const document = await parseAndValidate(text);
    expect((document.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
}

/** The rest of the standard deck after the cards a test puts on top. */
const REST = '+0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, -2';

const ARCHERS = `
  monster-type Archer {
    normal health 4 move 1 attack 2 range 3
    elite  health 6 move 1 attack 3 range 3
  }
  deck Archer {
    card "Volley" initiative 30 { attack -1 shield 1 attack +0 range +1 wound }
  }`;

function scenario(body: string, deck = `modifiers order +1, x2, -1, +0, +2, null, ${REST}`): string {
    return `scenario "Turn" {\n  map A1..F4\n${body}\n  ${deck}\n}`;
}

async function played(text: string, monster: string, option = 0): Promise<{ text: string; words: string[]; damage: Map<string, number>; summary: string }> {
    const document = await parseAndValidate(text);
    const result = playTurnEdits(analyzer, document, monster, option);
    if ('error' in result) {
        throw new Error(result.error);
    }
    const after = applyChanges(text, result.edits);
    await expectSound(after);
    return { text: after, words: turnWords(result.report), damage: turnDamage(result.report), summary: turnSummary(result.report) };
}

async function refusal(text: string, monster: string): Promise<string> {
    const document = await parseAndValidate(text);
    const result = playTurnEdits(analyzer, document, monster, 0);
    return 'error' in result ? result.error : 'played';
}

describe('a whole monster turn', () => {
    test('two attacks on one card: the first on the focus, the second on the enemy it is not already attacking, each with its own draw', async () => {
        // "If a monster has multiple attacks, it will choose the focus of its other attacks following
        // normal focus rules, excluding figures it is already attacking."
        const text = scenario(`${ARCHERS}
  character Hero10 at C1 initiative 10 hp 8 of 10 shield 1 // the tank
  character Hero20 at E1 initiative 20 hp 2 of 6 conditions muddle
  monster   Archer1 of Archer at A1 elite number 1
  round 1 { reveal Archer "Volley" }`);
        const result = await played(text, 'Archer1');
        // Elite attack 3, the card's -1 makes 2; +1 drawn makes 3; Hero10's shield 1 leaves 2: 8 → 6.
        // The shield is printed between the attacks, and performed there: "it then performs the
        // abilities listed on its ability card in order".
        // The second attack: 3 +0 at range 3 + 1 = 4 reaches Hero20 at E1; x2 makes 6: 2 → 0, exhausted.
        expect(result.words).toEqual([
            "Archer1's attack 1 on Hero10: attack 3 \u22121 (card) = 2; drew +1 \u2192 3; Hero10's shield 1 blocks 1: 2 damage; Hero10 8 \u2192 6 hp",
            'Archer1 gains shield 1 until the end of the round',
            "Archer1's attack 2 focuses on Hero20 (only candidate): targets Hero20",
            "Archer1's attack 2 on Hero20: attack 3; drew x2 \u2192 6; 6 damage; Hero20 2 \u2192 0 hp; Hero20 exhausted; Hero20 takes no wound"
        ]);
        expect(result.damage).toEqual(new Map([['Hero10', 2], ['Hero20', 2]]));
        expect(result.summary).toBe('Archer1 attacks Hero10 (2 damage), attacks Hero20 (6 damage)');
        // Hero20's turn at initiative 20 comes before Archer1's at 30 and is played first: its muddle ends with it.
        expect(result.text).toBe(scenario(`${ARCHERS}
  character Hero10 at C1 initiative 10 hp 6 of 10 shield 1 // the tank
  character Hero20 at E1 initiative 20 exhausted hp 0 of 6
  monster   Archer1 of Archer at A1 elite number 1
  acted     Archer1 from A1 to A1 attacks Hero10 damage 2, Hero20 damage 6
  round 1 { reveal Archer "Volley" }`, `modifiers order -1, +0, +2, null, ${REST} drawn +1, x2`));
    });

    const GUARDS = `
  monster-type Guard {
    normal health 5 move 2 attack 2 adds wound
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }`;

    test('poison on the target adds 1, the attack adds its condition, and the retaliate that kills the attacker removes it', async () => {
        // "all enemies add +1 Attack to all of their attacks targeting the figure"; "A retaliate takes
        // effect after the attack that initiated it"; at 0 hit points a monster "is removed from the board".
        const text = scenario(`${GUARDS}
  character Hero10 at B1 initiative 10 hp 7 of 10 retaliate 2 conditions poison
  monster   Guard1 of Guard at A1 number 1 hp 2
  round 1 { reveal Guard "Slash" }`);
        const result = await played(text, 'Guard1');
        expect(result.words).toEqual([
            "Guard1's attack 1 on Hero10: attack 2 +1 (poison) = 3; drew +1 \u2192 4; 4 damage; Hero10 7 \u2192 3 hp; Hero10 gains wound; " +
            'Hero10 retaliates 2: Guard1 2 \u2192 0 hp; Guard1 removed',
            'Guard1 is removed: its turn ends'
        ]);
        expect(result.damage).toEqual(new Map([['Hero10', 4], ['Guard1', 2]]));
        expect(result.summary).toBe('Guard1 attacks Hero10 (4 damage), is removed');
        expect(result.text).toBe(scenario(`${GUARDS}
  character Hero10 at B1 initiative 10 hp 3 of 10 retaliate 2 conditions poison, wound
  monster   Guard1 of Guard at A1 number 1 hp 0 removed
  acted     Guard1 from A1 to A1 attacks Hero10 damage 4
  round 1 { reveal Guard "Slash" }`, `modifiers order x2, -1, +0, +2, null, ${REST} drawn +1`));
    });

    test('a stunned monster performs no ability, and its stun ends with its turn', async () => {
        // Stun: "it cannot perform any abilities"; removed "At the end of its next turn".
        const text = scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions stun
  round 1 { reveal Guard "Slash" }`);
        const result = await played(text, 'Guard1');
        expect(result.words).toEqual(['Guard1 is stunned: it performs no ability this turn', "Guard1's stun ends with its turn"]);
        expect(result.text).toBe(scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1
  acted     Guard1 from A1 to A1
  round 1 { reveal Guard "Slash" }`));
    });

    test('an immobilized monster does not move, and attacks only what it reaches from where it stands', async () => {
        // Immobilize: "it cannot perform any move abilities".
        const text = scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions immobilize, poison
  round 1 { reveal Guard "Slash" }`);
        const result = await played(text, 'Guard1');
        expect(result.words).toEqual([
            'Guard1 is immobilized: it does not move',
            "Guard1's attack 1 has no target: its focus cannot be attacked from A1 this turn",
            "Guard1's immobilize ends with its turn"
        ]);
        expect(result.text).toBe(scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions poison
  acted     Guard1 from A1 to A1
  round 1 { reveal Guard "Slash" }`));
    });

    test('a disarmed monster moves as its card says but does not attack', async () => {
        // Disarm: "it cannot perform any attack abilities".
        const text = scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions disarm
  round 1 { reveal Guard "Slash" }`);
        const result = await played(text, 'Guard1');
        expect(result.words).toEqual([
            'Guard1 moves A1 \u2192 B1 (1 movement point)',
            'Guard1 is disarmed: it does not attack',
            "Guard1's disarm ends with its turn"
        ]);
        expect(result.text).toBe(scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at B1 number 1
  acted     Guard1 from A1 to B1
  round 1 { reveal Guard "Slash" }`));
    });

    test('wound hurts at the start of the turn, and a standee without hp gets the line', async () => {
        // Wound: "it suffers one point of damage at the start of each of its turns".
        const text = scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions wound
  monster   Guard2 of Guard at A4 number 2 hp 1 conditions wound
  round 1 { reveal Guard "Slash" }`);
        const first = await played(text, 'Guard1');
        expect(first.words[0]).toBe('Guard1 suffers 1 damage from wound: 5 \u2192 4 hp');
        expect(first.text).toContain('  monster   Guard1 of Guard at B1 number 1 hp 4 conditions wound\n');
        const second = await played(text, 'Guard2');
        expect(second.words).toEqual(['Guard2 suffers 1 damage from wound: 1 \u2192 0 hp; Guard2 removed', 'Guard2 is removed: its turn ends']);
        expect(second.text).toContain('  monster   Guard2 of Guard at A4 number 2 hp 0 conditions wound removed\n');
        // Removed at the start of its turn, it still took the turn: the record says so, and where it was.
        expect(second.text).toContain('  acted     Guard2 from A4 to A4\n');
    });

    test('a monster removed during its turn keeps the record of it: where it started, where it fell, whom it attacked and the damage', async () => {
        const text = scenario(`${GUARDS}
  character Hero10 at C1 initiative 10 hp 7 of 10 retaliate 2
  monster   Guard1 of Guard at A1 number 1 hp 2
  round 1 { reveal Guard "Slash" }`);
        const document = await parseAndValidate(text);
        const state = playStateOf(document.parseResult.value, analyzer.boardOf(document.parseResult.value)!);
        const result = playMonsterTurn(state, 'Guard1');
        if ('error' in result) {
            throw new Error(result.error);
        }
        expect(turnWords(result.report)).toEqual([
            'Guard1 moves A1 \u2192 B1 (1 movement point)',
            "Guard1's attack 1 on Hero10: attack 2; drew +1 \u2192 3; 3 damage; Hero10 7 \u2192 4 hp; Hero10 gains wound; Hero10 retaliates 2: Guard1 2 \u2192 0 hp; Guard1 removed",
            'Guard1 is removed: its turn ends'
        ]);
        expect(result.state.down.get('Guard1')).toBe('removed');
        expect(result.state.acted).toEqual([{ monster: 'Guard1', from: at('A1'), to: at('B1'), attacks: ['Hero10'], damage: { Hero10: 3 }, initiative: 40 }]);
    });

    test('a push the card gives moves the target after the damage, and is not mentioned when the attack has no target', async () => {
        // "PUSH X – The target is forced to move X hexes in a direction specified by the attacker, but each
        // hex moved must place the target farther away from the attacker than it was previously."
        const brutes = `
  monster-type Brute {
    normal health 10 move 2 attack 3
  }
  deck Brute {
    card "Shove" initiative 50 { move +0 attack +0 push 2 }
  }`;
        const near = await played(scenario(`${brutes}
  character Hero at C1 initiative 30 hp 12 of 12
  monster   Brute1 of Brute at A1 number 1
  round 1 { reveal Brute "Shove" }`), 'Brute1');
        expect(near.words).toEqual([
            'Brute1 moves A1 \u2192 B1 (1 movement point)',
            "Brute1's attack 1 on Hero: attack 3; drew +1 \u2192 4; 4 damage; Hero 12 \u2192 8 hp; Hero pushed 2: C1 \u2192 D1 \u2192 E1 (the first of 2 paths the players may choose)"
        ]);
        expect(near.text).toContain('character Hero at E1 initiative 30 hp 8 of 12');
        const far = await played(scenario(`${brutes}
  character Hero at F4 initiative 30 hp 12 of 12
  monster   Brute1 of Brute at A1 number 1
  round 1 { reveal Brute "Shove" }`), 'Brute1');
        expect(far.words).toEqual([
            'Brute1 moves A1 \u2192 B2 (2 movement points)',
            "Brute1's attack 1 has no target: its focus cannot be attacked from B2 this turn"
        ]);
    });
});

describe('a turn that cannot be played', () => {
    test('is refused with the reason', async () => {
        const base = `
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1
  round 1 { reveal Guard "Slash" }`;
        expect(await refusal(scenario(`${base}
  acted Guard1 from A1 to A1`), 'Guard1')).toBe('Guard1 has already acted this round (line 13).');
        expect(await refusal(scenario(`${base}
  wal A1`), 'Guard1')).toMatch(/^the board is incomplete: line \d+ has a syntax error, .* Fix the syntax errors first\.$/);
        expect(await refusal(scenario(base), 'Hero10')).toBe("Hero10 is not a monster: only monsters' turns are played.");
        const document = await parseAndValidate(scenario(base));
        expect(playTurnEdits(analyzer, document, 'Guard1', 3)).toEqual({ error: "option 3 does not exist: Guard1's turn has 1 option (0)." });
    });
});

describe('the decision the editor shows', () => {
    test('an immobilized monster\'s turn is decided with no move, as it is played', async () => {
        // Immobilize: "it cannot perform any move abilities".
        const document = await parseAndValidate(scenario(`
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }
  character Hero10 at C1 initiative 10 hp 7 of 10
  monster   Guard1 of Guard at A1 number 1 conditions immobilize
  round 1 { reveal Guard "Slash" }`));
        const [decision] = analyzer.analyze(document.parseResult.value).decisions;
        expect(decision.options.map(o => hexLabel(o.destination))).toEqual(['A1']);
    });

    const RUSH = `
  monster-type Guard {
    normal health 5 move 2 attack 2
  }
  deck Guard {
    card "Slash" initiative 40 { move +0 attack +0 }
  }
  character Hero10 at C1 initiative 10 hp 7 of 10`;

    test('stunned, disarmed or removed by its wound: the decision shown is the turn played', async () => {
        for (const [vitals, options, words] of [
            ['conditions stun', [['A1', []]], ['Guard1 is stunned: it performs no ability this turn', "Guard1's stun ends with its turn"]],
            ['conditions disarm', [['B1', []]], ['Guard1 moves A1 \u2192 B1 (1 movement point)', 'Guard1 is disarmed: it does not attack', "Guard1's disarm ends with its turn"]],
            ['hp 1 conditions wound', [], ['Guard1 suffers 1 damage from wound: 1 \u2192 0 hp; Guard1 removed', 'Guard1 is removed: its turn ends']]
        ] as const) {
            const text = scenario(`${RUSH}
  monster   Guard1 of Guard at A1 number 1 ${vitals}
  round 1 { reveal Guard "Slash" }`);
            const document = await parseAndValidate(text);
            const [decision] = analyzer.analyze(document.parseResult.value).decisions;
            expect(decision.options.map(o => [hexLabel(o.destination), o.targets.map(t => t.name)])).toEqual(options);
            expect((await played(text, 'Guard1')).words).toEqual(words);
        }
    });

    test('a turn is decided on the conditions and hit points the play state holds now, not those first written', async () => {
        const document = await parseAndValidate(scenario(`${RUSH}
  monster   Guard1 of Guard at A1 number 1 conditions stun
  round 1 { reveal Guard "Slash" }`));
        const scenarioNode = document.parseResult.value;
        const start = playStateOf(scenarioNode, analyzer.analyze(scenarioNode).board!);
        const guard = start.board.figureNamed('Guard1')!;
        // Its stun over, it acts.
        const unstunned = {
            ...start, vitals: new Map(start.vitals).set('Guard1', { ...start.vitals.get('Guard1')!, conditions: [] }),
            conditions: new Map(start.conditions).set('Guard1', [])
        };
        expect(turnDecision(unstunned, guard).options.map(o => [hexLabel(o.destination), o.targets.map(t => t.name)])).toEqual([['B1', ['Hero10']]]);
        // Down to 1 hit point and wounded since: its wound removes it.
        const vitals = new Map(start.vitals).set('Guard1', { ...start.vitals.get('Guard1')!, hp: 1, conditions: [{ name: 'wound' }] });
        const wounded = { ...start, vitals, conditions: new Map(start.conditions).set('Guard1', ['wound']) };
        expect(turnDecision(wounded, guard).options).toEqual([]);
    });
});
