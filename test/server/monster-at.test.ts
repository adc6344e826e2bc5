import { ErrorCodes } from 'vscode-languageserver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MonsterAtRequest } from '../../server/protocol.js';
import { LspTestClient } from './lsp-test-client.js';

const text = [
    'scenario "Played" {',
    '  map A1..C3',
    '  character Hero at C2 initiative 10',
    '  monster Guard at B1 { move 2 attack }',
    '  monster Archer at A3 { move 1 attack range 2 }',
    '  acted Guard from A1 to B1 attacks Hero',
    '}'
].join('\n');

describe('ghs/monsterAt', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/played.ghs';
    const at = (line: number, character = 2) => server.connection.sendRequest(MonsterAtRequest, { textDocument: { uri }, position: { line, character } });

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('names the monster a line declares or names, and none on other lines', async () => {
        await server.setText(uri, text);
        expect(await at(4)).toEqual({ monster: 'Archer' });
        expect(await at(5)).toEqual({ monster: 'Guard' });
        expect(await at(2)).toEqual({});
    });

    test('answers for the text the server holds, even right after a change it has not parsed yet', async () => {
        await server.setText(uri, text.replace('acted Guard', 'acted Archer').replace('from A1 to B1', 'from A3 to A3'));
        expect(await at(5)).toEqual({ monster: 'Archer' });
    });

    test('names the monster of an `expect after` line, and none for `expect after round`', async () => {
        await server.setText(uri, text.replace('\n}', '\n  expect after Archer {\n    Hero hp 8\n  }\n  expect after round 1 { Hero hp 8 }\n}'));
        expect(await at(6)).toEqual({ monster: 'Archer' });
        expect(await at(6, 16)).toEqual({ monster: 'Archer' });
        expect(await at(7)).toEqual({ monster: 'Archer' });
        expect(await at(9)).toEqual({});
    });

    test('refuses params without a position with InvalidParams', async () => {
        await server.setText(uri, text);
        const refused = server.connection.sendRequest(MonsterAtRequest, { textDocument: { uri } } as never);
        await expect(refused).rejects.toMatchObject({
            code: ErrorCodes.InvalidParams, message: 'Invalid params: ghs/monsterAt needs position { line, character }, whole numbers from 0.'
        });
    });

    test('refuses a document the server does not know', async () => {
        await expect(server.connection.sendRequest(MonsterAtRequest, { textDocument: { uri: 'file:///work/other.ghs' }, position: { line: 0, character: 0 } }))
            .rejects.toThrow(/does not know/);
    });
});
