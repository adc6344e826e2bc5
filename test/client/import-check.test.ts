import { describe, expect, test } from 'vitest';
import { importCheckMessage } from '../../client/src/import-check.js';

describe('New Scenario from Monster Mover Link tells the errors of the scenario it opened', () => {
    test('nothing when there is no error, warnings and hints aside', () => {
        expect(importCheckMessage([{ severity: 1, line: 5, message: 'the thin wall adds nothing.' }, { severity: 3, line: 2, message: 'focus Hero' }])).toBeUndefined();
    });

    test('the first error by line, with how many more', () => {
        expect(importCheckMessage([
            { severity: 0, line: 12, message: 'E7 is a wall hex, which is not part of the room: move Guard to an open hex.' },
            { severity: 0, line: 10, message: 'E6 is a wall hex, which is not part of the room: move Ally1 to an open hex.' }
        ])).toBe('The imported scenario has 2 errors, which ghs check would refuse: line 11: E6 is a wall hex, which is not part of the room: move Ally1 to an open hex. (and 1 more error, in the Problems panel)');
        expect(importCheckMessage([{ severity: 0, line: 0, message: 'x.' }])).toBe('The imported scenario has an error, which ghs check would refuse: line 1: x.');
    });
});
