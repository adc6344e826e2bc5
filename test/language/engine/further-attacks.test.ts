import { describe, expect, it } from 'vitest';
import type { Board } from '../../../language/model/board.js';
import { type LaterAttackAim, furtherAttackTargets, laterAttackAim } from '../../../language/engine/further-attacks.js';
import { labelToHex } from '../../../language/hex/offset.js';
import { boardOf } from '../helpers.js';

// "If a monster has multiple attacks, it will choose the focus of its other attacks following
// normal focus rules, excluding figures it is already attacking."

const cell = (board: Board, label: string): number => board.cellOf(labelToHex(label)!);

// Guard at E4; E3, D4 and F4 are next to it, H4 three hexes off.
async function room(heroes: string, edition = 'gloomhaven', guardAt = 'E4'): Promise<Board> {
    return boardOf(`scenario "t" { rules ${edition} map A1..J9 ${heroes} monster Guard at ${guardAt} { move 2 attack 3 } }`);
}

const ROOM = 'character Cee at D4 initiative 5 character Ay at E3 initiative 10 character Bee at E5 initiative 20 character Far at H4 initiative 1';

function later(board: Board, attacking: string[] | LaterAttackAim, attack: { range: number; targets: number }, from = 'E4') {
    const guard = board.figures.find(f => f.name === 'Guard')!;
    return furtherAttackTargets(board, guard, cell(board, from), Array.isArray(attacking) ? { exclude: attacking } : attacking, attack);
}

describe('further attacks on one card', () => {
    it('the figures it is already attacking are left out; the focus rules pick among the rest (initiative)', async () => {
        const choice = later(await room(ROOM), ['Cee'], { range: 0, targets: 1 });
        expect(choice.focus).toEqual(['Ay']);
        expect(choice.criterion).toBe('initiative');
        expect(choice.options).toEqual([{ focus: 'Ay', targets: [{ name: 'Ay', hex: 'E3', disadvantage: false }] }]);
    });

    it('it does not move again: with no enemy left to attack from where it stands, the attack is not made', async () => {
        const choice = later(await room(ROOM), ['Cee', 'Ay', 'Bee'], { range: 0, targets: 1 });
        expect(choice).toEqual({ focus: [], criterion: 'no-focus', options: [] });
    });

    it('proximity comes before initiative, measured from where it stands; a ranged attack on an adjacent enemy has disadvantage', async () => {
        const choice = later(await room(ROOM), ['Cee', 'Bee'], { range: 3, targets: 1 });
        expect(choice.focus).toEqual(['Ay']);
        expect(choice.criterion).toBe('proximity');
        expect(choice.options[0].targets).toEqual([{ name: 'Ay', hex: 'E3', disadvantage: true }]);
    });

    it('Jaws of the Lion: no proximity, so the lowest initiative within range', async () => {
        const choice = later(await room(ROOM, 'jotl'), ['Cee', 'Bee'], { range: 3, targets: 1 });
        expect(choice.focus).toEqual(['Far']);
        expect(choice.options[0].targets).toEqual([{ name: 'Far', hex: 'H4', disadvantage: false }]);
    });

    it('a tie leaves the choice to the players: every tied focus is an option', async () => {
        const board = await room('character Cee at D4 initiative 5 character Ay at E3 initiative 10 character Bee at E5 initiative 10');
        const choice = later(board, ['Cee'], { range: 0, targets: 1 });
        expect(choice.criterion).toBe('players-choose');
        expect([...choice.focus].sort()).toEqual(['Ay', 'Bee']);
        expect(choice.options.map(o => o.targets.map(t => t.name))).toHaveLength(2);
    });

    it('a later attack with target 2 adds the best-ranked extra target, still leaving out those already attacked', async () => {
        const board = await room(`${ROOM} character Dee at F4 initiative 30`);
        const choice = later(board, ['Cee'], { range: 0, targets: 2 });
        expect(choice.options.map(o => o.targets.map(t => t.name))).toEqual([['Ay', 'Bee']]);
    });

    it('the attack is made from the destination of its move, not its starting hex', async () => {
        const board = await room(ROOM, 'gloomhaven', 'A1');
        const choice = later(board, ['Cee'], { range: 0, targets: 1 }, 'E4');
        expect(choice.focus).toEqual(['Ay']);
        expect(later(board, ['Cee'], { range: 0, targets: 1 }, 'A1').focus).toEqual([]);
    });
});

// "When its ability card lists multiple attack abilities, a monster can perform all of those attacks
// on a single focus. If a monster kills or exhausts its focus and still has attacks remaining, it
// will use the focus rules to find a new focus." (Gloomhaven second edition and Frosthaven rulebooks,
// "Monster Attacks"); "A monster only attacks its focus".
describe('further attacks on one card, in the editions whose later attacks may all go to one focus', () => {
    it('the first edition and Jaws of the Lion leave out whom it attacks; the second edition and Frosthaven keep the focus', () => {
        expect(laterAttackAim('gloomhaven', ['Cee'], 'Cee')).toEqual({ exclude: ['Cee'] });
        expect(laterAttackAim('jotl', ['Cee'], 'Cee')).toEqual({ exclude: ['Cee'] });
        expect(laterAttackAim('gloomhaven2e', ['Cee'], 'Cee')).toEqual({ exclude: [], keep: 'Cee' });
        expect(laterAttackAim('frosthaven', ['Cee'], 'Cee')).toEqual({ exclude: [], keep: 'Cee' });
    });

    it('the later attack goes to the focus it keeps, though the focus rules would pick another', async () => {
        const board = await room(ROOM, 'gloomhaven2e');
        const choice = later(board, laterAttackAim('gloomhaven2e', ['Cee'], 'Cee'), { range: 0, targets: 1 });
        expect(choice.focus).toEqual(['Cee']);
        expect(choice.criterion).toBe('same-focus');
        expect(choice.options).toEqual([{ focus: 'Cee', targets: [{ name: 'Cee', hex: 'D4', disadvantage: false }] }]);
    });

    it('with the focus gone (killed or exhausted), the focus rules find a new one among every enemy', async () => {
        const board = await room(ROOM.replace('character Cee at D4 initiative 5 ', ''), 'gloomhaven2e');
        const choice = later(board, laterAttackAim('gloomhaven2e', ['Cee'], 'Cee'), { range: 0, targets: 1 });
        expect(choice.focus).toEqual(['Ay']);
        expect(choice.criterion).toBe('initiative');
    });

    it('a focus it cannot attack with this attack is not exchanged for another: the attack is not made', async () => {
        const board = await room(ROOM, 'gloomhaven2e');
        const choice = later(board, laterAttackAim('gloomhaven2e', ['Far'], 'Far'), { range: 0, targets: 1 });
        expect(choice).toEqual({ focus: ['Far'], criterion: 'same-focus', options: [] });
    });

    it('extra targets of the later attack are still taken beside the kept focus', async () => {
        const board = await room(ROOM, 'gloomhaven2e');
        const choice = later(board, laterAttackAim('gloomhaven2e', ['Cee'], 'Cee'), { range: 0, targets: 2 });
        expect(choice.focus).toEqual(['Cee']);
        expect(choice.options.every(o => o.targets[0].name === 'Cee' && o.targets.length === 2)).toBe(true);
    });
});
