import { expectFindReferences, expectGoToDefinition } from 'langium/test';
import { ResponseError } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { applyEdits, parse, services } from './helpers.js';

const goToDefinition = expectGoToDefinition(services);
const findReferences = expectFindReferences(services);

describe('go to definition', () => {
    test('leads from expect, attacks and summon … of to the figure', async () => {
        const text = [
            'scenario "x" {',
            '  map A1..C3',
            '  character <|Hero|> at B2 initiative 10',
            '  summon <|Wolf|> of H<|>ero at B3',
            '  monster <|Guard|> at A1 { move 2 attack }',
            '  expect Gu<|>ard { to A3 attacks Her<|>o, W<|>olf }',
            '}'
        ].join('\n');
        await goToDefinition({ text, index: 0, rangeIndex: 0, disposeAfterCheck: true });
        await goToDefinition({ text, index: 1, rangeIndex: 2, disposeAfterCheck: true });
        await goToDefinition({ text, index: 2, rangeIndex: 0, disposeAfterCheck: true });
        await goToDefinition({ text, index: 3, rangeIndex: 1, disposeAfterCheck: true });
    });
});

describe('find references', () => {
    test('finds every place a character is named, with or without its declaration', async () => {
        const text = [
            'scenario "x" {',
            '  map A1..C3',
            '  character <|<|>Hero|> at B2 initiative 10',
            '  summon Wolf of <|Hero|> at B3',
            '  monster Guard at A1 { move 2 attack }',
            '  expect Guard { to A3 attacks <|Hero|>, Wolf to C1 attacks <|Hero|> }',
            '}'
        ].join('\n');
        await findReferences({ text, includeDeclaration: true, disposeAfterCheck: true });
        await findReferences({ text: text.replace('<|<|>Hero|>', '<|>Hero'), includeDeclaration: false, disposeAfterCheck: true });
    });
});

const SCENARIO = [
    'scenario "x" {',
    '  map A1..C3',
    '  character Hero at B2 initiative 10',
    '  summon Wolf of Hero at B3',
    '  monster Guard at A1 { move 2 attack }',
    '  expect Guard { to A3 attacks Hero, Wolf to C1 attacks Hero }',
    '}'
].join('\n');

async function rename(text: string, at: string, newName: string): Promise<string> {
    const document = await parse(text);
    const position = document.textDocument.positionAt(text.indexOf(at));
    const edit = await services.lsp.RenameProvider!.rename(document, { textDocument: { uri: document.uri.toString() }, position, newName });
    return applyEdits(document, edit?.changes?.[document.uri.toString()] ?? []);
}

describe('rename', () => {
    test('renames a character at its declaration, as a summon\'s owner and as every target', async () => {
        expect(await rename(SCENARIO, 'Hero at', 'Brute')).toBe(SCENARIO.replaceAll('Hero', 'Brute'));
    });

    test('renames a monster from an expect that names it', async () => {
        expect(await rename(SCENARIO, 'Guard {', 'Sentry')).toBe(SCENARIO.replaceAll('Guard', 'Sentry'));
    });

    test('prepares a rename on a name, not on a keyword or a coordinate', async () => {
        const document = await parse(SCENARIO);
        const prepare = (at: string) => services.lsp.RenameProvider!.prepareRename(document,
            { textDocument: { uri: document.uri.toString() }, position: document.textDocument.positionAt(SCENARIO.indexOf(at)) });
        expect(await prepare('Wolf of')).toEqual({ start: { line: 3, character: 9 }, end: { line: 3, character: 13 } });
        expect(await prepare('summon')).toBeUndefined();
    });

    test.each([
        ['monster', 'is a keyword'],
        ['attacks', 'is a keyword'],
        ['long-rest', 'is a keyword'],
        ['2fast', 'is not a name'],
        ['Big Hero', 'is not a name'],
        ['', 'is not a name'],
        ['Wolf', 'already a figure named Wolf']
    ])('refuses the new name %j: it %s', async (newName, why) => {
        const refused = rename(SCENARIO, 'Hero at', newName);
        await expect(refused).rejects.toBeInstanceOf(ResponseError);
        await expect(refused).rejects.toThrow(why);
    });
});

const TYPES = [
    'scenario "x" {',
    '  map A1..E5',
    '  monster-type Guard {',
    '    normal health 6 move 2 attack 2',
    '  }',
    '  monster-type Hound {',
    '    normal health 5 move 3 attack 2',
    '    deck Beasts',
    '  }',
    '  monster-type Wolf {',
    '    normal health 5 move 3 attack 2',
    '    deck Beasts',
    '  }',
    '  deck Guard {',
    '    card "Lunge" initiative 30 { move +1 attack -1 }',
    '  }',
    '  deck Beasts {',
    '    card "Bite" initiative 12 { move +0 attack +0 }',
    '  }',
    '  character Hero at B2 initiative 10',
    '  monster Guard1 of Guard at C3 number 1',
    '  monster Hound1 of Hound at E4 number 1',
    '  round 1 { reveal Guard seed 1 reveal Hound seed 2 }',
    '}'
].join('\n');

describe('rename of monster types and decks', () => {
    test('renames a type and the deck it draws from by its own name together, from the type', async () => {
        expect(await rename(TYPES, 'Guard at', 'Sentry')).toBe(TYPES.replaceAll('Guard {', 'Sentry {')
            .replace('of Guard', 'of Sentry').replace('reveal Guard', 'reveal Sentry'));
    });

    test('renames the deck and the type that draws from it by its own name together, from the deck', async () => {
        const renamed = await rename(TYPES, 'Guard {\n    card', 'Sentry');
        expect(renamed).toBe(await rename(TYPES, 'Guard {\n    normal', 'Sentry'));
        expect(renamed).not.toMatch(/Guard\b/);
    });

    test('renames a shared deck with the deck lines that name it, and no type', async () => {
        expect(await rename(TYPES, 'Beasts {', 'Pack')).toBe(TYPES.replaceAll('Beasts', 'Pack'));
        expect(await rename(TYPES, 'Beasts\n  }\n  monster-type Wolf', 'Pack')).toBe(TYPES.replaceAll('Beasts', 'Pack'));
    });

    test('renames a type with a deck line alone', async () => {
        expect(await rename(TYPES, 'Hound {', 'Jackal')).toBe(TYPES.replaceAll(/Hound\b/g, 'Jackal'));
    });

    test.each([
        ['Guard {\n    normal', 'Hound', 'There is already a monster type named Hound: choose another name.'],
        ['Guard {\n    normal', 'Beasts', 'There is already a deck named Beasts: choose another name.'],
        ['Guard {\n    card', 'Beasts', 'There is already a deck named Beasts: choose another name.'],
        ['Beasts {', 'Guard', 'There is already a deck named Guard: choose another name.'],
        ['Hound {', 'Wolf', 'There is already a monster type named Wolf: choose another name.']
    ])('refuses to rename %j to %j: it would collide', async (at, newName, why) => {
        const refused = rename(TYPES, at, newName);
        await expect(refused).rejects.toBeInstanceOf(ResponseError);
        await expect(refused).rejects.toThrow(why);
    });

    test('refuses to rename a shared deck onto the name of a type that draws from the deck of its own name', async () => {
        const text = TYPES.replace('  deck Guard {\n    card "Lunge" initiative 30 { move +1 attack -1 }\n  }\n', '');
        const refused = rename(text, 'Beasts {', 'Guard');
        await expect(refused).rejects.toThrow('The monster type Guard draws from the deck of its own name: choose another name.');
    });

    test('renames a type onto the name of a deck only when the type names its deck with a deck line', async () => {
        expect(await rename(TYPES, 'Hound {', 'Beasts')).toBe(TYPES.replaceAll(/Hound\b/g, 'Beasts'));
    });
});

describe('references of monster types and decks', () => {
    test('list the deck a type draws from by its own name, from the type and from the deck', async () => {
        const text = TYPES.replace('monster-type Guard', 'monster-type <|Guard|>').replace('deck Guard', 'deck <|Guard|>')
            .replace('of Guard', 'of <|Guard|>').replace('reveal Guard', 'reveal <|Guard|>');
        await findReferences({ text: text.replace('deck <|Guard|>', 'deck <|<|>Guard|>'), includeDeclaration: true, disposeAfterCheck: true });
        await findReferences({ text: text.replace('of <|Guard|>', 'of <|<|>Guard|>'), includeDeclaration: true, disposeAfterCheck: true });
    });
});
