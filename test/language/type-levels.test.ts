import { afterEach, describe, expect, test } from 'vitest';
import type { ValidationResult } from 'langium/test';
import { type Monster, type Scenario, isMonster, isMonsterType } from '../../language/generated/ast.js';
import { monsterTypeSpec, standeeStat } from '../../language/model/monster-types.js';
import { validate } from './helpers.js';

/**
 * Monster levels. "A monster's base statistics will vary depending on the scenario level … Each
 * edge of the cards, on both sides, reflects the statistics for a given scenario level" (Gloomhaven
 * rulebook, p. 9), and "a scenario's level can be set to any number from 0 to 7" (p. 15). Each
 * test pins the message, its range (line:first-last column, 1-based, end exclusive) and its code.
 */

const open: Array<ValidationResult<Scenario>> = [];

afterEach(async () => {
    await Promise.all(open.splice(0).map(result => result.dispose()));
});

function room(...lines: string[]): string {
    return ['scenario "Levels" {', '    map A1..F6', ...lines.map(l => `    ${l}`), '}'].join('\n');
}

async function validated(...lines: string[]): Promise<ValidationResult<Scenario>> {
    const result = await validate(room(...lines));
    open.push(result);
    return result;
}

async function reported(...lines: string[]): Promise<Array<{ message: string; at: string; code: string }>> {
    return (await validated(...lines)).diagnostics.map(d => ({
        message: String(d.message),
        at: `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1}`,
        code: String(d.code)
    }));
}

const GUARD_BY_LEVEL = 'monster-type Guard { level 1 { normal health 5 move 2 attack 2 elite health 9 move 2 attack 3 } level 3 { normal health 7 move 3 attack 3 } }';
const DECK = 'deck Guard { card "Rush" initiative 20 { move +1 attack -1 } }';
const STANDEE = 'monster Guard1 of Guard at A1';
const REVEAL = 'round 1 { reveal Guard "Rush" }';

async function standee(...lines: string[]): Promise<Monster> {
    const scenario = (await validated(...lines)).document.parseResult.value;
    return scenario.statements.filter(isMonster)[0];
}

describe('the stat card of the scenario level', () => {
    test('a type written by level plays the block of the scenario\'s level', async () => {
        const guard = await standee('level 3', GUARD_BY_LEVEL, DECK, STANDEE);
        expect(standeeStat(guard)).toMatchObject({ health: 7, move: 3, attack: 3 });
        expect(await reported('level 3', GUARD_BY_LEVEL, DECK, STANDEE, REVEAL)).toEqual([]);
    });

    test('a type with one written level is that level\'s, whatever the scenario says or does not say', async () => {
        const one = 'monster-type Guard { level 2 { normal health 6 move 2 attack 2 } }';
        expect(standeeStat(await standee(one, DECK, STANDEE))).toMatchObject({ health: 6 });
        expect(await reported(one, DECK, STANDEE, REVEAL)).toEqual([]);
    });

    test('a type written without levels plays its one stat card at any level', async () => {
        const plain = 'monster-type Guard { normal health 5 move 2 attack 2 }';
        expect(standeeStat(await standee('level 6', plain, DECK, STANDEE))).toMatchObject({ health: 5 });
        expect(await reported('level 6', plain, DECK, STANDEE, REVEAL)).toEqual([]);
    });

    test('the type\'s elite side of the level in play', async () => {
        const scenario = (await validated('level 1', GUARD_BY_LEVEL, DECK)).document.parseResult.value;
        const spec = monsterTypeSpec(scenario.statements.filter(isMonsterType)[0]);
        expect(spec.elite).toMatchObject({ health: 9, attack: 3 });
    });
});

describe('levels that cannot be played', () => {
    test('a level the type does not have', async () => {
        expect(await reported('level 2', GUARD_BY_LEVEL, DECK, STANDEE)).toEqual([{
            message: "The monster type Guard has no stat card for level 2 (it has levels 1 and 3): add a 'level 2 { … }' block to it.",
            at: '4:18-23', code: 'ghs.type-level-missing'
        }]);
    });

    test('a side the level in play does not have', async () => {
        expect(await reported('level 3', GUARD_BY_LEVEL, DECK, 'monster Guard1 of Guard at A1 elite', REVEAL)).toEqual([{
            message: "The monster type Guard has no elite stat card: add a 'elite' line to its level 3 block, or make Guard1 normal.",
            at: '6:35-40', code: 'ghs.stat-card-missing'
        }]);
    });

    test('several levels and no scenario level', async () => {
        expect(await reported(GUARD_BY_LEVEL, DECK, STANDEE)).toEqual([{
            message: "Guard has stat cards for levels 1 and 3: say which level the scenario is played at with a 'level N' line.",
            at: '3:18-23', code: 'ghs.type-level-missing'
        }]);
    });

    test('a level outside 0 to 7, on the scenario and on a block', async () => {
        expect(await reported('level 8', 'monster-type Guard { level 8 { normal health 5 } }')).toEqual([
            { message: "A scenario's level is 0 to 7, not 8.", at: '3:11-12', code: 'ghs.level-range' },
            { message: "A stat card's level is 0 to 7, not 8.", at: '4:32-33', code: 'ghs.level-range' }
        ]);
    });

    test('two scenario levels, a level written twice in a type, a side outside the blocks', async () => {
        expect(await reported('level 1', 'level 1', 'monster-type Guard { normal health 4 level 1 { normal health 5 } level 1 { normal health 6 } }')).toEqual([
            { message: "A scenario is played at one level: remove this second 'level'.", at: '4:5-12', code: 'ghs.duplicate-statement' },
            { message: "Guard's stat cards are written by level: move this one into its 'level N { … }' block.", at: '5:26-41', code: 'ghs.type-level-mixed' },
            { message: 'Guard already has its level 1 stat card: remove or renumber this one.', at: '5:76-77', code: 'ghs.duplicate-statement' }
        ]);
    });
});
