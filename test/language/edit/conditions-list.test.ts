import { describe, expect, test } from 'vitest';
import { playTurnEdits } from '../../../language/edit/play-edits.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import { analyzer, parseAndValidate } from '../helpers.js';

/**
 * Guard1 is muddled (which ends with its turn) and attacks Hero10, adding poison. The deck's
 * first card is +0.
 */
function scenario(guard: string, hero = 'hp 9 of 10'): string {
    return [
        'scenario "Lists" {',
        '  map A1..D3',
        '  monster-type Guard {',
        '    normal health 5 move 2 attack 2 adds poison',
        '  }',
        '  deck Guard {',
        '    card "Slash" initiative 40 { move +0 attack +0 }',
        '  }',
        `  character Hero10 at B1 initiative 10 ${hero}`,
        `  monster   Guard1 of Guard at A1 number 1 ${guard}`,
        '  round 1 { reveal Guard "Slash" }',
        '  modifiers order +0, +1, +1, +1, +1, +1, -1, -1, -1, -1, -1, +2, -2, x2, null, +0, +0, +0, +0, +0',
        '}'
    ].join('\n');
}

async function linesAfterTurn(text: string): Promise<{ hero: string; guard: string }> {
    const document = await parseAndValidate(text);
    const result = playTurnEdits(analyzer, document, 'Guard1');
    if ('error' in result) {
        throw new Error(result.error);
    }
    const after = applyChanges(text, result.edits);
    const written = await parseAndValidate(after);
    expect((written.diagnostics ?? []).filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    const lines = after.split('\n');
    const guard = lines.findIndex(l => l.startsWith('  monster   Guard1'));
    return { hero: lines[guard - 1], guard: lines.slice(guard, lines.findIndex(l => l.startsWith('  acted'))).join('\n') };
}

describe('a conditions list written back keeps its comments', () => {
    test('a comment before a condition that ends stays, before the one that follows', async () => {
        expect((await linesAfterTurn(scenario('hp 5 conditions muddle, /* c */ wound'))).guard)
            .toBe('  monster   Guard1 of Guard at A1 number 1 hp 4 conditions /* c */ wound');
    });

    test('a comment before the last condition, which ends, stays at the end of the list', async () => {
        expect((await linesAfterTurn(scenario('hp 5 conditions wound, /* c */ muddle'))).guard)
            .toBe('  monster   Guard1 of Guard at A1 number 1 hp 4 conditions wound /* c */');
    });

    test('when no condition is left, the keyword goes and the comments stay', async () => {
        expect((await linesAfterTurn(scenario('hp 5 conditions /* k */ muddle // end'))).guard)
            .toBe('  monster   Guard1 of Guard at A1 number 1 hp 5 /* k */ // end');
    });

    test('a line comment inside the list keeps its line break', async () => {
        expect((await linesAfterTurn(scenario('hp 5 conditions muddle, // why\n      wound'))).guard)
            .toBe('  monster   Guard1 of Guard at A1 number 1 hp 4 conditions // why\n      wound');
    });

    test('a condition gained goes after the last one written, the comments where they were', async () => {
        // Hero10's turn (initiative 10) comes first: its wound, 9 → 8; then Guard1's attack, 2 damage.
        expect((await linesAfterTurn(scenario('', 'hp 9 of 10 conditions /* w */ wound /* end */'))).hero)
            .toBe('  character Hero10 at B1 initiative 10 hp 6 of 10 conditions /* w */ wound, poison /* end */');
    });

    test('a condition gained again leaves the list as written', async () => {
        // Hero10's turn (initiative 10) comes first: its wound, 9 → 8; then poison adds 1 to the attack: 2 + 1 = 3 damage.
        expect((await linesAfterTurn(scenario('', 'hp 9 of 10 conditions poison, wound'))).hero)
            .toBe('  character Hero10 at B1 initiative 10 hp 5 of 10 conditions poison, wound');
    });
});
