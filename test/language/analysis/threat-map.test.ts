import { describe, expect, it } from 'vitest';
import { boardGeometry } from '../../../language/engine/analyze.js';
import type { MonsterDecision } from '../../../language/engine/decision.js';
import { decisionOf, optionTo } from '../../fixtures/decisions.js';
import {
    type ThreatMap, isThreatMap, threatHexes, threatMapOfBoard, threatMapOfBoardAsync, threatOf
} from '../../../language/scenario/threat-map.js';
import { Cancellation, isOperationCancelled } from 'langium';
import { boardOf, parseAndValidate, services } from '../helpers.js';

const threatMaps = services.analysis.ThreatMaps;

/** What the map says per hex, in a form a reader can check against the comments. */
function summary(map: ThreatMap): Record<string, string> {
    return Object.fromEntries(map.hexes.map(h => [h.hex, h.monsters.map(m =>
        `${m.monster} ${m.focus ?? '-'} ${m.attack ?? '-'} ${m.from.join('|')}`).join(', ')]));
}

async function mapOf(text: string, character: string): Promise<ThreatMap> {
    const map = threatMapOfBoard(await boardOf(text), character);
    if (!isThreatMap(map)) {
        throw new Error(map.error);
    }
    return map;
}

/*
 * A one-row map is a corridor: in odd-q columns, A1 B1 C1 D1 E1 each touch the next (odd columns
 * sit half a hex lower). The Guard at A1 moves 1 and attacks in melee.
 */
const corridor = `scenario "corridor" {
  rules gloomhaven
  map A1..E1
  character Hero at E1 initiative 10
  monster Guard at A1 { move 1 attack 2 }
}`;

/* The same corridor, two hexes longer, with an archer at the far end that does not move. */
const crossfire = `scenario "crossfire" {
  rules gloomhaven
  map A1..G1
  character Hero at D1 initiative 10
  monster Guard at A1 { move 1 attack 2 }
  monster Archer at G1 { attack 2 range 2 }
}`;

describe('the threat map on hand-worked rooms', () => {
    it('a melee guard in a corridor: attacks from where it stands, after one step, or only closes in', async () => {
        const map = await mapOf(corridor, 'Hero');
        // Next to it at B1 it attacks without moving; at C1 one step to B1 is enough; from D1 on
        // the hero is two or more steps beyond its move, so it only walks to B1 towards it.
        expect(summary(map)).toEqual({
            B1: 'Guard focus always A1',
            C1: 'Guard focus always B1',
            D1: 'Guard focus - B1',
            E1: 'Guard focus - B1'
        });
        expect(map.hexes.map(h => [h.hex, h.attackers, h.certainAttackers, h.focusedBy])).toEqual([
            ['B1', 1, 1, 1], ['C1', 1, 1, 1], ['D1', 0, 0, 1], ['E1', 0, 0, 1]
        ]);
        expect(map.home).toBe('E1');
        expect(map.monsters).toEqual(['Guard']);
        expect(map.mostAttackers).toBe(1);
        // Attack 2 against no shield, averaged over the standard modifier deck: 2 where it attacks.
        expect(map.hexes.map(h => [h.hex, h.expectedDamage])).toEqual([['B1', 2], ['C1', 2], ['D1', 0], ['E1', 0]]);
    });

    it('a stunned guard threatens no hex; a disarmed one still focuses the hero and closes in, attacking nowhere', async () => {
        // As its turn is played: stunned "it cannot perform any abilities", disarmed "any attack abilities".
        const stunned = await mapOf(corridor.replace('monster Guard at A1', 'monster Guard at A1 conditions stun'), 'Hero');
        expect(summary(stunned)).toEqual({ B1: '', C1: '', D1: '', E1: '' });
        const disarmed = await mapOf(corridor.replace('monster Guard at A1', 'monster Guard at A1 conditions disarm'), 'Hero');
        expect(summary(disarmed)).toEqual({ B1: 'Guard focus - A1', C1: 'Guard focus - B1', D1: 'Guard focus - B1', E1: 'Guard focus - B1' });
        expect(disarmed.hexes.map(h => [h.hex, h.attackers, h.expectedDamage])).toEqual([['B1', 0, 0], ['C1', 0, 0], ['D1', 0, 0], ['E1', 0, 0]]);
    });

    it('a guard and an archer: each hex counts the monsters that reach it this turn', async () => {
        const map = await mapOf(crossfire, 'Hero');
        // The archer at G1 shoots two hexes: E1 and F1 (F1 with disadvantage, still an attack).
        // The guard reaches B1 and C1. D1 is out of both: the quiet hex in the middle.
        expect(summary(map)).toEqual({
            B1: 'Guard focus always A1, Archer focus - G1',
            C1: 'Guard focus always B1, Archer focus - G1',
            D1: 'Guard focus - B1, Archer focus - G1',
            E1: 'Guard focus - B1, Archer focus always G1',
            F1: 'Guard focus - B1, Archer focus always G1'
        });
        expect(map.hexes.map(h => h.attackers)).toEqual([1, 1, 0, 1, 1]);
        expect(map.hexes.every(h => h.focusedBy === 2)).toBe(true);
    });

    it('walls, obstacles and other figures are no hexes to stand on; traps and the own hex are', async () => {
        const board = await boardOf(`scenario "t" {
  map A1..C2
  wall A2
  obstacle B2
  trap C2
  character Hero at A1 initiative 10
  character Ally at B1 initiative 20
  monster Guard at C1 { move 1 attack 2 }
}`);
        const hero = board.figures.findIndex(f => f.name === 'Hero');
        expect(threatHexes(board, hero).map(cell => board.labelOf(cell))).toEqual(['A1', 'C2']);
    });

    it('a monster that attacks the character without focusing it is listed as an attacker', async () => {
        // The Guard's focus is Near (next to it at B1); its second target reaches the hero at C1
        // too when the hero stands there, but not at D1 or E1.
        const map = await mapOf(`scenario "t" {
  rules gloomhaven
  map A1..E1
  character Near at B1 initiative 10
  character Hero at E1 initiative 20
  monster Guard at A1 { attack 2 range 2 target 2 }
}`, 'Hero');
        expect(summary(map)).toEqual({
            C1: 'Guard - always A1',
            D1: '',
            E1: ''
        });
        expect(map.hexes.map(h => [h.attackers, h.focusedBy])).toEqual([[1, 0], [0, 0], [0, 0]]);
    });

    it('an invisible character is never focused nor attacked', async () => {
        const map = await mapOf(corridor.replace('initiative 10', 'initiative 10 invisible'), 'Hero');
        expect(map.hexes.map(h => h.monsters.length)).toEqual([0, 0, 0, 0]);
        expect(map.mostAttackers).toBe(0);
    });

    it('names the characters when asked about someone else', async () => {
        const board = await boardOf(crossfire);
        expect(threatMapOfBoard(board, 'Guard')).toEqual({
            error: 'No character named Guard stands on the board: its characters are Hero.'
        });
        expect(threatMapOfBoard(await boardOf('scenario "t" { map A1..B2 }'), 'Hero')).toEqual({
            error: 'No character named Hero stands on the board: the scenario has no character.'
        });
    });

    it('refuses a scenario without a usable map', async () => {
        const document = await parseAndValidate('scenario "t" { character Hero at A1 initiative 10 }');
        expect(threatMaps.ofScenario(document.parseResult.value, 'Hero')).toEqual({
            error: 'The scenario has no usable map: give it a map line (map A1..H6).'
        });
    });

    it('from the parsed scenario, with or without a geometry of its own, the same map', async () => {
        const document = await parseAndValidate(crossfire);
        const board = await boardOf(crossfire);
        const fromScenario = threatMaps.ofScenario(document.parseResult.value, 'Hero');
        expect(fromScenario).toEqual(threatMapOfBoard(board, 'Hero', boardGeometry(board)));
        expect(await threatMapOfBoardAsync(board, 'Hero')).toEqual(fromScenario);
    });

    it('a new parse of the same board reuses the map drawn; a figure moved draws it anew', async () => {
        const first = await parseAndValidate(crossfire);
        const commented = await parseAndValidate(crossfire.replace('map A1..G1', 'map A1..G1 // the corridor'));
        const moved = await parseAndValidate(crossfire.replace('Archer at G1', 'Archer at F1'));
        const map = await threatMaps.ofScenarioAsync(first.parseResult.value, 'Hero');
        expect(await threatMaps.ofScenarioAsync(commented.parseResult.value, 'Hero')).toBe(map);
        const other = await threatMaps.ofScenarioAsync(moved.parseResult.value, 'Hero');
        expect(other).not.toBe(map);
        expect(isThreatMap(other) && other.hexes.map(h => h.hex)).toEqual(['B1', 'C1', 'D1', 'E1', 'G1']);
    });

    it('the asynchronous map stops when its token is cancelled', async () => {
        const board = await boardOf(crossfire);
        const source = new Cancellation.CancellationTokenSource();
        source.cancel();
        const outcome = await threatMapOfBoardAsync(board, 'Hero', { cancelToken: source.token }).then(() => 'finished', (error: unknown) => error);
        expect(isOperationCancelled(outcome)).toBe(true);
    });
});

describe('what the decisions mean for one figure', () => {
    const option = optionTo;
    const decision = (monster: string, focus: string[], options: MonsterDecision['options']): MonsterDecision => decisionOf(monster, focus, options);

    it('a tied focus that attacks the figure in some options only: tied-focus, may attack, from those options', () => {
        const threat = threatOf('C3', 'Hero', [
            decision('Guard', ['Hero', 'Ally'], [option('Hero', 'B2', ['Hero']), option('Ally', 'D2', ['Ally']), option('Hero', 'B3', ['Hero'])])
        ]);
        expect(threat).toEqual({
            hex: 'C3', attackers: 1, certainAttackers: 0, focusedBy: 1,
            monsters: [{ monster: 'Guard', at: 'A1', focus: 'tied-focus', attack: 'may', from: ['B2', 'B3'] }]
        });
    });

    it('a monster that neither focuses nor attacks the figure is left out', () => {
        expect(threatOf('C3', 'Hero', [decision('Guard', ['Ally'], [option('Ally', 'D2', ['Ally'])])]))
            .toEqual({ hex: 'C3', attackers: 0, certainAttackers: 0, focusedBy: 0, monsters: [] });
    });
});

describe('a board with one figure imagined elsewhere', () => {
    it('moves the figure and its occupancy, leaves the board it came from as it was, and shares the terrain', async () => {
        const board = await boardOf(crossfire);
        const hero = board.figures.findIndex(f => f.name === 'Hero');
        const from = board.figures[hero].cell;
        const to = board.cellOf(board.hexOf(board.figures[hero].cell + 1));
        const moved = board.withFigureAt(hero, to);
        expect(moved.labelOf(moved.figures[hero].cell)).toBe(board.labelOf(to));
        expect(moved.figures[hero].hex).toEqual(board.hexOf(to));
        expect(moved.figureAt(to)?.name).toBe('Hero');
        expect(moved.figureAt(from)).toBeUndefined();
        expect(board.figureAt(from)?.name).toBe('Hero');
        expect(board.figureAt(to)).toBeUndefined();
        expect(moved.figures.map(f => f.name)).toEqual(board.figures.map(f => f.name));
        expect(moved.terrain).toBe(board.terrain);
        expect(moved).toBeInstanceOf(board.constructor);
    });
});
