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
