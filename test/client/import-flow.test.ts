import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ImportHost, importSecretariatFlow } from '../../client/src/import-flow.js';
import { ImportSecretariatRequest, type ImportSecretariatParams } from '../../server/protocol.js';
import { LspTestClient } from '../server/lsp-test-client.js';
import { repoRoot } from './webview-page.js';

const data = (name: string): string => readFileSync(resolve(repoRoot, 'test/fixtures/secretariat', name), 'utf8');
const ROOM = 'scenario "Room" {\n  map A1..E5\n  character Hero at C4 initiative 10\n}\n';

interface Answers {
    monster?: { text: string } | { unreadable: string };
    deck?: { text: string } | { unreadable: string };
    level?: number | 'every';
    applies?: boolean;
}

describe('importing a monster from Gloomhaven Secretariat files in the editor', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/import-room.ghs';
    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    async function run(answers: Answers): Promise<{ text: string; told: Array<[string, string]>; asked: Array<Omit<ImportSecretariatParams, 'uri'>> }> {
        const { version } = await server.setText(uri, ROOM);
        let text = ROOM;
        const told: Array<[string, string]> = [];
        const asked: Array<Omit<ImportSecretariatParams, 'uri'>> = [];
        const host: ImportHost = {
            chooseFile: async which => answers[which],
            pickLevel: async () => answers.level,
            version: () => version,
            importBlocks: async params => {
                asked.push(params);
                return server.connection.sendRequest(ImportSecretariatRequest, { uri, ...params });
            },
            apply: async edits => {
                if (answers.applies === false) {
                    return false;
                }
                text = TextDocument.applyEdits(TextDocument.create(uri, 'ghs', version, text), [...edits]);
                return true;
            },
            tell: (level, message) => told.push([level, message])
        };
        await importSecretariatFlow(host);
        return { text, told, asked };
    }

    test('writes the type and its deck at the level picked, and says what stays as comments', async () => {
        const { text, told, asked } = await run({ monster: { text: data('brute.json') }, deck: { text: data('brute-deck.json') }, level: 1 });
        expect(asked.map(a => [a.level, a.deck !== undefined])).toEqual([[1, true]]);
        expect(text).toContain('\n\n  monster-type CaveBrute {\n');
        expect(text).toContain('\n\n  deck CaveBrute {\n');
        expect(told).toHaveLength(1);
        expect(told[0][0]).toBe('warning');
        expect(told[0][1]).toMatch(/^imported at level 1; what the language cannot say stays in the scenario as comments: CaveBrute's level 1 stat card: kept as a comment \(a boss stat card\)/);
    });

    test('imports the stat card alone when no deck file is chosen, and says so when nothing was left out', async () => {
        const monster = JSON.stringify({ name: 'rat', stats: [{ level: 2, health: 3, movement: 3, attack: 1 }] });
        const { text, told, asked } = await run({ monster: { text: monster }, level: 2 });
        expect(asked.map(a => a.deck)).toEqual([undefined]);
        expect(text).toContain('  monster-type Rat {\n    // Gloomhaven Secretariat\'s \'rat\'\n    level 2 {\n      normal health 3 move 3 attack 1\n    }\n');
        expect(told).toEqual([['warning', 'imported at level 2; what the language cannot say stays in the scenario as comments: ' +
            'Rat\'s stat card: kept as a comment (the ability deck, whose file was not imported): {"deck":"rat"}']]);
    });

    test('imports every level of the file when every level is picked', async () => {
        const { text, told, asked } = await run({ monster: { text: data('sentry.json') }, deck: { text: data('sentry-deck.json') }, level: 'every' });
        expect(asked.map(a => a.level)).toEqual([undefined]);
        expect(text.match(/^ {4}level \d \{$/gm)).toEqual(['    level 0 {', '    level 1 {', '    level 2 {']);
        expect(told[0][1]).toMatch(/^imported at every level; what the language cannot say stays in the scenario as comments: /);
    });

    test('stops without a change when a choice is cancelled, and says why when a file cannot be read or imported', async () => {
        expect(await run({})).toEqual({ text: ROOM, told: [], asked: [] });
        expect(await run({ monster: { text: data('brute.json') } })).toEqual({ text: ROOM, told: [], asked: [] });
        expect(await run({ monster: { unreadable: 'cannot read /x.json: gone' } })).toEqual({ text: ROOM, told: [['error', 'cannot read /x.json: gone']], asked: [] });
        const refused = await run({ monster: { text: data('brute.json') }, level: 5 });
        expect(refused.told).toEqual([['error', 'the monster could not be imported: The monster file has no stat card at level 5; its levels are 1.']]);
        expect(refused.text).toBe(ROOM);
        const unapplied = await run({ monster: { text: data('brute.json') }, level: 1, applies: false });
        expect(unapplied.told).toEqual([['error', 'the editor did not apply the import: the scenario changed meanwhile. Import again.']]);
    });
});
