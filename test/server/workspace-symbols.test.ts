import { SymbolKind, WorkspaceSymbolRequest } from 'vscode-languageserver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LspTestClient } from './lsp-test-client.js';

const CORRIDOR = [
    'scenario "Sewer corridor" {',
    '  map A1..E3',
    '  monster-type Guard { normal health 6 move 2 attack 2 }',
    '  deck Guard { card "Lunge" initiative 30 { move +1 attack -1 } }',
    '  character Hatchet at B2 initiative 24',
    '  summon Wolf of Hatchet at B3',
    '  monster Guard1 of Guard at E2 number 1',
    '  round 1 { reveal Guard "Lunge" }',
    '}'
].join('\n');

const ROOM = [
    'scenario "Room" {',
    '  map A1..C3',
    '  character Voidwarden at C2 initiative 10',
    '  monster ChaosDemon at A1 { move 2 attack 2 }',
    '}'
].join('\n');

describe('workspace/symbol', () => {
    const server = LspTestClient.inProcess();
    const corridor = 'file:///work/corridor.ghs';
    const room = 'file:///work/room.ghs';
    const symbols = async (query: string) => (await server.connection.sendRequest(WorkspaceSymbolRequest.type, { query }) ?? [])
        .map(s => ({ name: s.name, kind: s.kind, uri: s.location.uri, ...('range' in s.location ? { line: s.location.range.start.line, character: s.location.range.start.character } : {}), container: s.containerName }));

    beforeAll(async () => {
        await server.initialize();
        await (await server.setText(corridor, CORRIDOR)).diagnostics;
        await (await server.setText(room, ROOM)).diagnostics;
    });
    afterAll(() => server.dispose());

    test('lists the scenarios of the open documents and their figures, monster types and decks, each at its name', async () => {
        expect(await symbols('')).toEqual([
            { name: 'Sewer corridor', kind: SymbolKind.Namespace, uri: corridor, line: 0, character: 9, container: undefined },
            { name: 'Guard', kind: SymbolKind.Struct, uri: corridor, line: 2, character: 15, container: 'Sewer corridor' },
            { name: 'Guard', kind: SymbolKind.Array, uri: corridor, line: 3, character: 7, container: 'Sewer corridor' },
            { name: 'Hatchet', kind: SymbolKind.Variable, uri: corridor, line: 4, character: 12, container: 'Sewer corridor' },
            { name: 'Wolf', kind: SymbolKind.TypeParameter, uri: corridor, line: 5, character: 9, container: 'Sewer corridor' },
            { name: 'Guard1', kind: SymbolKind.Class, uri: corridor, line: 6, character: 10, container: 'Sewer corridor' },
            { name: 'Room', kind: SymbolKind.Namespace, uri: room, line: 0, character: 9, container: undefined },
            { name: 'Voidwarden', kind: SymbolKind.Variable, uri: room, line: 2, character: 12, container: 'Room' },
            { name: 'ChaosDemon', kind: SymbolKind.Class, uri: room, line: 3, character: 10, container: 'Room' }
        ]);
    });

    test.each([
        ['Chaos', ['ChaosDemon']],
        ['hatch', ['Hatchet']],
        ['sewer', ['Sewer corridor']],
        ['Nobody', []]
    ])('matches the query %j as Langium\'s fuzzy matcher does', async (query, names) => {
        expect((await symbols(query)).map(s => s.name)).toEqual(names);
    });
});
