import { describe, expect, test } from 'vitest';
import { at } from '../../fixtures/decisions.js';
import { hexLabel } from '../../../language/hex/offset.js';
import { healTargets, positiveConditionTargets } from '../../../language/engine/ally-targets.js';
import { forcedPaths } from '../../../language/engine/forced-movement.js';
import { summonHexes } from '../../../language/engine/summon-hexes.js';
import { attackPlan, EVERY_TARGET } from '../../../language/engine/ability.js';
import type { Board } from '../../../language/model/board.js';
import { boardOf } from '../helpers.js';

/**
 * The engine's answers for the card lines beyond move and attack, on small boards: every way the
 * rules allow, as data, and the one each rule picks.
 */

function room(edition: string, body: string, map = 'A1..F5'): string {
    return `scenario "Engine" {\n  rules ${edition}\n  map ${map}\n${body}\n}`;
}

function cell(board: Board, label: string): number {
    return board.cellOf(at(label));
}

function labels(paths: ReturnType<typeof forcedPaths>): string[] {
    return paths.map(p => p.hexes.map(hexLabel).join(' '));
}

describe('push and pull paths', () => {
    const open = `
  character Hero at C3 initiative 10
  monster   Brute at B3`;

    test('every path whose each hex is farther from the attacker, in Gloomhaven each one the players may choose', async () => {
        // "each hex moved must place the target farther away from the attacker than it was previously"
        const board = await boardOf(room('gloomhaven', open));
        // C3 is one hex from B3; C2, D2 and D3 are two, C4 and B2 only one.
        expect(labels(forcedPaths(board, cell(board, 'B3'), cell(board, 'C3'), 'push', 2))).toEqual(
            ['C2 C1', 'C2 D1', 'D2 D1', 'D2 E2', 'D2 E3', 'D3 E3', 'D3 E4']);
    });

    test('a path meeting no farther hex ends there, and in Gloomhaven it stays a way the players may choose', async () => {
        // "If there are no viable hexes into which to push the target, the push ends."
        const board = await boardOf(room('gloomhaven', open));
        const paths = labels(forcedPaths(board, cell(board, 'B3'), cell(board, 'C3'), 'push', 3));
        // From C1, at the map's edge, no hex is farther from B3: that path is one hex short.
        expect(paths).toContain('C2 C1');
        expect(paths).toContain('D3 E4 F4');
    });

    test('where the edition moves the target as far as possible, only the longest paths remain', async () => {
        // "When a monster performs a push or a pull, the party decides the direction, but the target must move as far as possible" (Frosthaven).
        const board = await boardOf(room('frosthaven', open));
        const paths = labels(forcedPaths(board, cell(board, 'B3'), cell(board, 'C3'), 'push', 3));
        expect(paths).not.toContain('C2 C1');
        expect(paths.every(p => p.split(' ').length === 3)).toBe(true);
    });

    test('a pull brings the target closer, each hex a step nearer, and stops beside the attacker', async () => {
        const board = await boardOf(room('gloomhaven', `
  character Hero at E3 initiative 10
  monster   Brute at B3`));
        // E3 is three hexes from B3; the pull of 5 ends next to it, B3 itself being the attacker's.
        expect(labels(forcedPaths(board, cell(board, 'B3'), cell(board, 'E3'), 'pull', 5))).toEqual(['D3 C4', 'D3 C3', 'D2 C3']);
    });

    test('traps and hazardous terrain entered are sprung', async () => {
        const board = await boardOf(room('gloomhaven', `
  wall      B2, C2, D2
  trap      D3
  hazardous E3
  character Hero at C3 initiative 10
  monster   Brute at B3`));
        // The walls leave D3 as the first hex; E3 and E4 are farther still.
        expect(forcedPaths(board, cell(board, 'B3'), cell(board, 'C3'), 'push', 2).map(p => `${labels([p])[0]}: ${p.sprung.map(s => `${hexLabel(s.hex)} ${s.terrain}`).join(', ')}`))
            .toEqual(['D3 E3: D3 trap, E3 hazardous', 'D3 E4: D3 trap']);
    });
});

describe('heals with a range', () => {
    test('the figure in reach that lost the most hit points; ties are the players\', the monster itself first', async () => {
        const board = await boardOf(room('gloomhaven', `
  character Hero at F5 initiative 10
  monster   Shaman at A1
  monster   Guard1 at B1
  monster   Guard2 at A3
  monster   Guard3 at F1`));
        const hp: Record<string, { hp: number; maxHp: number }> = {
            Shaman: { hp: 3, maxHp: 5 }, Guard1: { hp: 4, maxHp: 6 }, Guard2: { hp: 6, maxHp: 6 }, Guard3: { hp: 1, maxHp: 6 }
        };
        const choice = healTargets(board, board.figureNamed('Shaman')!, 2, name => hp[name]);
        expect(choice).toEqual({
            candidates: [{ name: 'Shaman', range: 0 }, { name: 'Guard1', range: 1 }, { name: 'Guard2', range: 2 }],
            best: ['Shaman', 'Guard1']
        });
    });
});

describe('positive conditions with a range', () => {
    const body = `
  character Hero at F5 initiative 10
  monster   Shaman at A1
  monster   Guard1 at B1
  monster   Guard2 at A3`;

    test('in Gloomhaven the players choose among every figure in reach, those without the condition first, the closest first', async () => {
        const board = await boardOf(room('gloomhaven', body));
        const has = (name: string): boolean => name === 'Shaman';
        expect(positiveConditionTargets(board, board.figureNamed('Shaman')!, 2, has).best).toEqual(['Guard1', 'Guard2', 'Shaman']);
    });

    test('where the edition says so, the closest figure without it', async () => {
        // "It always targets the monster at the closest range that does not already have the condition." (Frosthaven)
        const board = await boardOf(room('frosthaven', body));
        expect(positiveConditionTargets(board, board.figureNamed('Shaman')!, 2, name => name === 'Shaman').best).toEqual(['Guard1']);
        expect(positiveConditionTargets(board, board.figureNamed('Shaman')!, 2, () => true).best).toEqual([]);
    });
});

describe('summon hexes', () => {
    test('the empty hexes next to the summoner, the closest to an enemy first; figures and terrain are not empty', async () => {
        const board = await boardOf(room('gloomhaven', `
  difficult B2
  character Hero at F3 initiative 10
  monster   Guard at B4
  monster   Witch at B3`));
        // Next to B3: B2 (difficult), B4 (the Guard), A3, A4, C3 and C4; C3 and C4 are three hexes from the Hero.
        const hexes = summonHexes(board, board.figureNamed('Witch')!);
        expect(hexes.empty.map(hexLabel)).toEqual(['C3', 'C4', 'A4', 'A3']);
        expect(hexes.best.map(hexLabel)).toEqual(['C3', 'C4']);
        expect(hexes.enemyAt).toBe(3);
    });
});

describe('target all', () => {
    test('is as many targets as there can be: the priority list hits as many as it can', () => {
        expect(attackPlan({ attack: { range: 0, targets: 1, all: true }, muddled: false })).toEqual({ attacks: true, range: 0, targets: EVERY_TARGET, muddled: false });
    });
});
