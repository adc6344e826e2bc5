import { labelToHex } from '../../language/hex/offset.js';
import { describe, expect, test } from 'vitest';
import { actedDamage } from '../../language/model/acted-damage.js';
import { actedLine } from '../../language/edit/scenario-state.js';
import { isActedRecord } from '../../language/generated/ast.js';
import { parse } from './helpers.js';

const SCENARIO = [
    'scenario "Records" {',
    '  map A1..E3',
    '  character Hero at E1 initiative 10 hp 8 of 10',
    '  character Other at E3 initiative 20',
    '  summon    Wolf of Hero at D3 hp 3 of 4',
    '  monster   Guard at D1',
    '  acted     Guard from B1 to D1 attacks Hero damage 2, Other, Wolf damage 0',
    '}'
].join('\n');

describe('the damage an acted record writes', () => {
    test('belongs to the target written just before it; a target without one has none recorded', async () => {
        const document = await parse(SCENARIO);
        expect(document.parseResult.parserErrors).toEqual([]);
        const record = document.parseResult.value.statements.find(isActedRecord)!;
        expect([...actedDamage(record)]).toEqual([['Hero', 2], ['Wolf', 0]]);
    });

    test('is written after each target whose hit points were known', () => {
        expect(actedLine({ monster: 'Guard', from: labelToHex('B1')!, to: labelToHex('D1')!, attacks: ['Hero', 'Other', 'Wolf'], damage: { Hero: 2, Wolf: 0 } }))
            .toBe('acted     Guard from B1 to D1 attacks Hero damage 2, Other, Wolf damage 0');
        expect(actedLine({ monster: 'Guard', from: labelToHex('B1')!, to: labelToHex('D1')!, attacks: ['Other'] })).toBe('acted     Guard from B1 to D1 attacks Other');
    });
});
