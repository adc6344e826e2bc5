import { describe, expect, test } from 'vitest';
import { refusedEditText } from '../../language/explain/board-edit-words.js';

/** What the preview says when a drawn edit is not made: what was refused, then why. */
describe('the words of a refused edit', () => {
    test('a figure dropped where it cannot stand: "Hatchet was not moved to E1: E1 is a wall."', () => {
        expect(refusedEditText({ kind: 'moveFigure', figure: 'Hatchet', to: 'E1' }, 'E1 is a wall.')).toBe('Hatchet was not moved to E1: E1 is a wall.');
        expect(refusedEditText({ kind: 'moveFigure', figure: 'Hatchet', from: 'D1', to: '' }, 'it was let go off the map.'))
            .toBe('Hatchet was not moved: it was let go off the map.');
    });

    test.each([
        [{ kind: 'paint', terrain: 'hazardous', hexes: ['C3'] }, 'No hazardous terrain was drawn: C3 is off the map.'],
        [{ kind: 'erase', hexes: ['C3'] }, 'No terrain was erased: C3 is off the map.'],
        [{ kind: 'thinWall', between: ['C3', 'D3'] }, 'The thin wall between C3 and D3 was not changed: C3 is off the map.'],
        [{ kind: 'addFigure', figure: 'monster', at: 'C3' }, 'No monster was added on C3: C3 is off the map.'],
        [{ kind: 'deleteFigure', figure: 'Wolf' }, 'Wolf was not deleted: C3 is off the map.'],
        [{ kind: 'resizeMap', edge: 'left', by: -1 }, 'The map was not shrunk at its left edge: C3 is off the map.'],
        [{ kind: 'areaPattern', monster: 'Guard', hexes: [] }, 'The area of Guard was not changed: C3 is off the map.']
    ] as const)('%o is named before the reason, which ends with a full stop', (edit, words) => {
        expect(refusedEditText(edit, 'C3 is off the map')).toBe(words);
    });
});
