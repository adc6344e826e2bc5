import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { format } from './helpers.js';

describe('formatting whole scenarios', () => {
    test('the example of docs/language.md is laid out as the formatter lays it out', async () => {
        const block = readFileSync('docs/language.md', 'utf8').split('## Whole scenarios')[1].split('```\n')[1];
        expect(await format(block)).toBe(block);
    });

    test('stat cards, cards and reveals go one per line; a card\'s own lines stay as written', async () => {
        const text = [
            'scenario "x" {',
            '  map A1..E5',
            '  monster-type Guard {normal health 5 move 2 attack 2   elite health 9 move 2 attack 3}',
            '  deck   Guard { card "Rush" initiative 20 { move +1 attack -1 } card "Hold" initiative 50 {',
            '      shield 1',
            '    } }',
            '  round  1 {reveal Guard "Rush"}',
            '}'
        ].join('\n');
        expect(await format(text)).toBe([
            'scenario "x" {',
            '  map A1..E5',
            '  monster-type Guard {',
            '    normal health 5 move 2 attack 2',
            '    elite health 9 move 2 attack 3',
            '  }',
            '  deck Guard {',
            '    card "Rush" initiative 20 { move +1 attack -1 }',
            '    card "Hold" initiative 50 {',
            '      shield 1',
            '    }',
            '  }',
            '  round 1 {',
            '    reveal Guard "Rush"',
            '  }',
            '}'
        ].join('\n'));
    });
});
