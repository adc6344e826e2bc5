import { describe, expect, test } from 'vitest';
import { hoverMarkdown } from './helpers.js';
import { kennel } from '../fixtures/kennel-card-lines.js';


function hoverText(text: string): Promise<string> {
    return hoverMarkdown(text.replace('<|', '<|>'));
}

/** A Guard next to Brute: its card's -1 on attack 3, Brute's shield 1; the deck's order decides the draw. */
const YARD = [
    'scenario "Yard" {',
    '  map A1..E3',
    '  monster-type Guard {',
    '    normal health 5 move 2 attack 2',
    '    elite  health 9 move 2 attack 3',
    '  }',
    '  deck Guard { card "Rush" initiative 30 { move +0 attack -1 } }',
    '  character Brute at C2 initiative 50 hp 10 of 10 shield 1',
    '  monster   <|Guard1 of Guard at B2 elite number 1',
    '  monster   Guard2 of Guard at D2 number 2',
    '  round 1 { reveal Guard "Rush" }',
    '  modifiers order +1, -1, +0, +0, +0, +0, +0, +1, +1, +1, +1, -1, -1, -1, -1, +2, -2, x2, null',
    '}'
].join('\n');

describe('the hover of a monster whose turn is to come', () => {
    test('shows the arithmetic per target, as the written order of the modifier deck decides it', async () => {
        const markdown = await hoverText(YARD);
        expect(markdown).toContain('**Its attacks as the modifier deck stands:**\n\n' +
            '- Guard1\'s attack 1 on Brute: attack 3 −1 (card) = 2; drew +1 → 3; Brute\'s shield 1 blocks 1: 2 damage; Brute 10 → 8 hp');
    });

    test('a later monster draws after those before it: the next card of the deck', async () => {
        const markdown = await hoverText(YARD.replace('<|Guard1', 'Guard1').replace('<|Guard2', 'Guard2').replace('Guard2 of Guard at D2', '<|Guard2 of Guard at D2'));
        expect(markdown).toContain('**Its attacks as the modifier deck stands after Guard1 (each on its first option):**\n\n' +
            '- Guard2\'s attack 1 on Brute: attack 2 −1 (card) = 1; drew −1 → 0; Brute\'s shield 1 blocks it: 0 damage; Brute stays at 8 hp');
    });

    test('says nothing of draws while the scenario writes no modifier deck', async () => {
        const markdown = await hoverText(YARD.replace(/ {2}modifiers .*\n/, ''));
        expect(markdown).not.toContain('modifier deck stands');
        expect(markdown).toContain('**Turn:**');
    });

    test('a monster that has acted shows its record, with the damage each target suffered, and no turn to come', async () => {
        const markdown = await hoverText(YARD.replace('  round 1', '  acted     Guard1 from B2 to B2 attacks Brute damage 2\n  round 1'));
        expect(markdown).toContain('it stayed at B2 and attacked Brute (2 damage). It takes no further turn this round.');
        expect(markdown).not.toContain('modifier deck stands');
    });

    test("shows the card's other lines as played: the heal's target and amount, the summon's hex, the element consumed, the push's path", async () => {
        const markdown = await hoverText(kennel('<|'));
        expect(markdown).toContain('**Its turn as the modifier deck stands:**\n\n' +
            '- Keeper1 heals 2 range 3: Hound1 lost the most hit points (3); Hound1 1 → 3 hp\n' +
            '- Keeper1 summons Hound2 (a normal Hound, standee 2) at B1, 3 hexes from the nearest enemy; it takes no turn this round\n' +
            '- Keeper1 infuses fire: strong from the end of its turn');
    });
});
