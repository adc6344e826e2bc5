import { describe, expect, it } from 'vitest';
import { cardLines } from '../../../language/interchange/secretariat-card-lines.js';
import type { SecretariatAction } from '../../../language/interchange/secretariat-format.js';

type Written = { type: string; value?: number | string; valueType?: string; subActions?: Written[] };

function action(written: Written): SecretariatAction {
    return { type: written.type, value: written.value, valueType: written.valueType, subActions: (written.subActions ?? []).map(action), source: written };
}

/** The lines of a card, each left-out action shown as its reason. */
function lines(...actions: Written[]): string[] {
    return cardLines(actions.map(action)).map(w => (w.kind === 'line' ? w.text : `// ${w.reason}`));
}

describe('each kind of card action as a .ghs card line', () => {
    it('keeps a second move, shield, retaliate or heal as a comment: a card prints each once', () => {
        expect(lines(
            { type: 'move', value: 1, valueType: 'plus' }, { type: 'move', value: 2, valueType: 'plus' },
            { type: 'heal', value: 2, subActions: [{ type: 'range', value: 3 }] }, { type: 'heal', value: 1 }
        )).toEqual(['move +1', "// a second 'move' on one card", 'heal 2 range 3', "// a second 'heal' on one card"]);
    });

    it('writes what it can of an action and keeps the rest beside it', () => {
        expect(lines({ type: 'attack', value: 2, valueType: 'minus', subActions: [
            { type: 'target', value: 1, valueType: 'plus' }, { type: 'pull', value: 2 }, { type: 'condition', value: 'wound' }, { type: 'loot', value: 1 }
        ] })).toEqual(['attack -2 pull 2 wound', '// a number of targets relative to the stat card', "// 'loot' on an attack"]);
    });

    it('keeps whole an action for others than the monster, an absolute move, a wild element', () => {
        expect(lines(
            { type: 'shield', value: 1, subActions: [{ type: 'specialTarget', value: 'allies' }] },
            { type: 'heal', value: 3, subActions: [{ type: 'specialTarget', value: 'allies' }] },
            { type: 'move', value: 3 },
            { type: 'element', value: 'wild' },
            { type: 'attack', value: 'X', valueType: 'plus' }
        )).toEqual([
            '// a shield for others than the monster', "// a heal of 'allies'", '// a move whose value is not relative to the stat card',
            "// the element 'wild'", '// an attack whose value is not relative to the stat card'
        ]);
    });

    it('reads an area it cannot parse as a comment, and writes a melee area\'s origin', () => {
        expect(lines({ type: 'attack', value: 0, valueType: 'plus', subActions: [{ type: 'area', value: '(0,0,active)|(1,0,target)' }] }))
            .toEqual(['attack +0', 'aoe origin A2 hexes A1']);
        expect(lines({ type: 'attack', value: 0, valueType: 'plus', subActions: [{ type: 'area', value: '(0;0,target)' }] }))
            .toEqual(['attack +0', "// an area that cannot be read: '(0;0,target)' is not a hex written (x,y,kind)"]);
    });
});
