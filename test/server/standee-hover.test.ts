import { describe, expect, test } from 'vitest';
import { hoverMarkdown } from './helpers.js';


function hoverText(text: string): Promise<string> {
    return hoverMarkdown(text.replace('<|', '<|>'));
}

const BARRACKS = [
    'scenario "Barracks" {',
    '  map A1..H6',
    '  monster-type Archer { normal health 4 move 2 attack 2 range 3 elite health 6 move 2 attack 3 range 4 shield 1 adds poison }',
    '  deck Archer { card "Aimed Shots" initiative 15 { move +0 attack -1 attack -1 range +1 target 2 wound } }',
    '  character Hero at D5 initiative 10 hp 8 of 10',
    '  monster <|Archer1 of Archer at H1 elite number 1 hp 5 conditions muddle',
    '  round 1 { reveal Archer "Aimed Shots" }',
    '}'
].join('\n');

describe('hover on a standee', () => {
    test('shows its effective stats: side, number, hit points, shield, conditions, and its card read against its stat card', async () => {
        const markdown = await hoverText(BARRACKS);
        expect(markdown).toMatch(/^\*\*Archer1\*\* · monster at H1 · initiative 15 · Gloomhaven rules/);
        expect(markdown).toContain('Elite Archer 1 · 5 of 6 hit points · shield 1 · muddle  \n' +
            '"Aimed Shots" (initiative 15): move 2; attack 2, range 4, poison; attack 2, range 5, target 2, wound, poison');
    });
});

describe('hover on a removed standee', () => {
    test('says it was removed, not that its hex is missing or taken', async () => {
        const markdown = await hoverText(BARRACKS.replace('hp 5 conditions muddle', 'hp 0 removed'));
        expect(markdown).toContain('**Removed**: it has left the board (at 0 hit points) and stands on no hex; it takes no turn and monsters no longer see it. ' +
            'Its line stays so that what names it still resolves.');
        expect(markdown).not.toContain('already taken');
    });
});
