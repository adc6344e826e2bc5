import { describe, expect, it } from 'vitest';
import { placeBlocks } from '../../../language/edit/imported-blocks.js';
import { applyChanges } from '../../../language/edit/text-change.js';
import type { SecretariatBlock } from '../../../language/interchange/secretariat-import.js';
import { parseAndValidate } from '../helpers.js';

const TYPE: SecretariatBlock = { kind: 'monster-type', name: 'Guard', lines: ['monster-type Guard {', '  normal health 5 move 2 attack 2', '}'] };
const DECK: SecretariatBlock = { kind: 'deck', name: 'Guard', lines: ['deck Guard {', '  card "1" initiative 20 {', '    move +1', '  }', '}'] };

async function placed(text: string, blocks: readonly SecretariatBlock[]): Promise<{ text: string; replaced: readonly string[] }> {
    const document = await parseAndValidate(text);
    const result = placeBlocks(text, document.parseResult.value, blocks);
    if ('error' in result) {
        throw new Error(result.error);
    }
    return { text: applyChanges(text, result.changes), replaced: result.replaced };
}

describe('imported blocks written into a scenario', () => {
    it('adds new blocks after the last statement, a blank line before each, indented as the statements', async () => {
        const text = 'scenario "s" {\n    map A1..C3\n    character Hero at B2 initiative 10 // the hero\n}\n';
        expect(await placed(text, [TYPE, DECK])).toEqual({
            text: 'scenario "s" {\n    map A1..C3\n    character Hero at B2 initiative 10 // the hero\n\n' +
                '    monster-type Guard {\n      normal health 5 move 2 attack 2\n    }\n\n' +
                '    deck Guard {\n      card "1" initiative 20 {\n        move +1\n      }\n    }\n}\n',
            replaced: []
        });
    });

    it('replaces a type and a deck written before where they stand, so that importing again updates them', async () => {
        const text = 'scenario "s" {\n  map A1..C3\n  monster-type Guard { normal health 3 }\n  deck Guard { }\n  monster Guard1 of Guard at A1\n}\n';
        const result = await placed(text, [TYPE, DECK]);
        expect(result).toEqual({
            text: 'scenario "s" {\n  map A1..C3\n  monster-type Guard {\n    normal health 5 move 2 attack 2\n  }\n' +
                '  deck Guard {\n    card "1" initiative 20 {\n      move +1\n    }\n  }\n  monster Guard1 of Guard at A1\n}\n',
            replaced: ['the monster-type Guard', 'the deck Guard']
        });
        const document = await parseAndValidate(result.text);
        expect(document.diagnostics?.filter(d => d.severity === 1).map(d => d.message)).toEqual([]);
    });

    it('keeps the line breaks of a file written with CRLF', async () => {
        const text = 'scenario "s" {\r\n  map A1..C3\r\n}\r\n';
        expect((await placed(text, [TYPE])).text).toBe('scenario "s" {\r\n  map A1..C3\r\n\r\n  monster-type Guard {\r\n    normal health 5 move 2 attack 2\r\n  }\r\n}\r\n');
    });
});
