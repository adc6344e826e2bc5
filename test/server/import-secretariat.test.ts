import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ImportSecretariatRequest } from '../../server/protocol.js';
import { appliedAnswer } from './helpers.js';
import { LspTestClient } from './lsp-test-client.js';

const data = (name: string): string => readFileSync(new URL(`../fixtures/secretariat/${name}`, import.meta.url), 'utf8');
const ROOM = 'scenario "Room" {\r\n  map A1..E5\r\n  character Hero at C4 initiative 10\r\n  monster Brute1 of CaveBrute at B2 elite\r\n}\r\n';

describe('ghs/importSecretariat', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/room.ghs';

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('answers with the edits that write the type and its deck after the last statement, in the document\'s line endings', async () => {
        const { version } = await server.setText(uri, ROOM);
        const result = await server.connection.sendRequest(ImportSecretariatRequest, { uri, version, monster: data('brute.json'), deck: data('brute-deck.json'), level: 1 });
        const text = appliedAnswer(ROOM, result);
        expect(text.startsWith(`${ROOM.slice(0, -5)}\r\n\r\n  monster-type CaveBrute {\r\n    // Gloomhaven Secretariat's 'cave-brute'\r\n`)).toBe(true);
        expect(text).toContain('\r\n  deck CaveBrute {\r\n    card "B1" initiative 22 {\r\n');
        expect(text.replace(/\r\n/g, '')).not.toContain('\n');
        expect('warnings' in result && result.warnings).toHaveLength(3);
        const { version: next } = await server.setText(uri, text);
        const again = await server.connection.sendRequest(ImportSecretariatRequest, { uri, version: next, monster: data('brute.json'), level: 1 });
        const reimported = appliedAnswer(text, again);
        expect(reimported).toBe(text.replace('\r\n  }\r\n\r\n  deck CaveBrute',
            '\r\n    // not imported (the ability deck, whose file was not imported): {"deck":"cave-brute"}\r\n  }\r\n\r\n  deck CaveBrute'));
        expect('warnings' in again && again.warnings.at(-1)).toBe('Replaced the monster-type CaveBrute written before.');
    });

    test('refuses files that are not the app\'s data, a stale version and a scenario with syntax errors', async () => {
        const { version } = await server.setText(uri, ROOM);
        expect(await server.connection.sendRequest(ImportSecretariatRequest, { uri, version, monster: '{}', level: 1 }))
            .toEqual({ error: 'The monster file cannot be read: name is not a text.' });
        expect(await server.connection.sendRequest(ImportSecretariatRequest, { uri, version: version - 1, monster: data('brute.json'), level: 1 }))
            .toEqual({ error: `the scenario changed: the server has version ${version}, the edit was asked for version ${version - 1}.` });
        const broken = await server.setText(uri, ROOM.replace('map A1..E5', 'map A1..'));
        expect(await server.connection.sendRequest(ImportSecretariatRequest, { uri, version: broken.version, monster: data('brute.json'), level: 1 }))
            .toEqual({ error: 'the scenario does not parse: mend its syntax errors before importing into it.' });
        await expect(server.connection.sendRequest(ImportSecretariatRequest, { uri, version, level: 1 } as never)).rejects.toMatchObject({
            code: -32602,
            message: "Invalid params: ghs/importSecretariat needs { uri, version, monster, deck?, level? }: the files' texts, and the level a whole number."
        });
    });
});
