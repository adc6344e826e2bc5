import type { ValidationChecks } from 'langium';
import { CodeLensRequest, HoverRequest, InlayHintRequest, type MarkupContent } from 'vscode-languageserver-protocol/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GhsAstType } from '../../language/generated/ast.js';
import { BoardViewRequest } from '../../server/protocol.js';
import { LspTestClient } from './lsp-test-client.js';

const room = (guard: string) => [
    'scenario "Room" {',
    '  map A1..C3',
    '  character Hero at C2 initiative 10',
    `  monster Guard at ${guard} { move 2 attack }`,
    '}'
].join('\n');

/** Fails with a clear message instead of the test's own timeout when a request waits for the held build. */
async function answered<T>(request: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} waited for the other document's build`)), 10_000);
    });
    try {
        return await Promise.race([request, stuck]);
    } finally {
        clearTimeout(timer);
    }
}

describe('ghs/boardView', () => {
    const server = LspTestClient.inProcess();
    const uri = 'file:///work/room.ghs';

    beforeAll(() => server.initialize());
    afterAll(() => server.dispose());

    test('answers with the board, the decisions and the version they were built from', async () => {
        const { version, diagnostics } = await server.setText(uri, room('A1'));
        await diagnostics;
        const view = await server.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.version).toBe(version);
        expect(view.map).toMatchObject({ from: 'A1', to: 'C3' });
        expect(view.figures.map(f => `${f.name}@${f.hex}`)).toEqual(['Hero@C2', 'Guard@A1']);
        expect(view.decisions.map(d => d.options[0].destination)).toEqual(['B1']);
    });

    test('lists the monsters still to act in the order they act, with their initiative', async () => {
        const text = [
            'scenario "Order" {',
            '  map A1..H6',
            '  character Hero at D3 initiative 40',
            '  monster Late at H6 initiative 60 { move 3 attack }',
            '  monster Written at H1 { move 2 attack }',
            '  monster Early at A1 initiative 20 { move 2 attack }',
            '  monster Ally at A6',
            '  monster Done at B6 initiative 5 { move 1 }',
            '  acted Done from B5 to B6',
            '}'
        ].join('\n');
        const { version, diagnostics } = await server.setText('file:///work/order.ghs', text);
        await diagnostics;
        const view = await server.connection.sendRequest(BoardViewRequest, { uri: 'file:///work/order.ghs', version });
        expect(view.turnOrder).toEqual([
            { monster: 'Early', hex: 'A1', initiative: 20 },
            { monster: 'Late', hex: 'H6', initiative: 60 },
            { monster: 'Written', hex: 'H1' }
        ]);
        expect(view.decisions.map(d => d.monster)).toEqual(['Early', 'Late', 'Written']);
    });

    test("gives each monster's card lines beyond its move and attacks, as the round plays them, in words", async () => {
        const text = [
            'scenario "Kennel" {',
            '  map A1..F4',
            '  monster-type Keeper { standees 2 normal health 6 move 1 attack 1 range 2 }',
            '  deck Keeper { card "Tend" initiative 20 { heal 2 range 3 infuse fire } }',
            '  character Ranger at E2 initiative 30 hp 10 of 10',
            '  monster   Keeper1 of Keeper at A2 number 1 hp 3',
            '  round 1 { reveal Keeper "Tend" }',
            '  modifiers seed 1',
            '}'
        ].join('\n');
        const { version, diagnostics } = await server.setText('file:///work/kennel.ghs', text);
        await diagnostics;
        const view = await server.connection.sendRequest(BoardViewRequest, { uri: 'file:///work/kennel.ghs', version });
        expect(view.played).toEqual([{
            monster: 'Keeper1',
            heading: "Its card's other lines, as the round plays them:",
            lines: ['Keeper1 heals 2 range 3: itself lost the most hit points (3); Keeper1 3 \u2192 5 hp', 'Keeper1 infuses fire: strong from the end of its turn']
        }]);
    });

    test('answers for the text the server holds, even when asked right after a change it has not parsed yet', async () => {
        const { version } = await server.setText(uri, room('A3'));
        // No wait for the diagnostics: the request follows the change at once.
        const view = await server.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.version).toBe(version);
        expect(view.figures.find(f => f.name === 'Guard')?.hex).toBe('A3');
    });

    test('answers an older or a newer version with the current one, and says which it is', async () => {
        const { version, diagnostics } = await server.setText(uri, room('B3'));
        await diagnostics;
        for (const asked of [version - 2, version + 5]) {
            const view = await server.connection.sendRequest(BoardViewRequest, { uri, version: asked });
            expect(view.version).toBe(version);
            expect(view.figures.find(f => f.name === 'Guard')?.hex).toBe('B3');
        }
    });

    test('says why there is nothing to draw when the scenario has no board', async () => {
        const { version } = await server.setText(uri, 'scenario "Empty" { }');
        const view = await server.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.decisions).toEqual([]);
        expect(view.problems[0]).toMatch(/needs a map statement/);
    });

    test('answers for a file so broken that only its start is read', async () => {
        const { version } = await server.setText(uri, `${room('A1')}\n${'} { , .. '.repeat(200)}`);
        const view = await answered(server.connection.sendRequest(BoardViewRequest, { uri, version }), 'the board view of a broken file');
        expect(view.version).toBe(version);
    });

    test('refuses a document the server does not know', async () => {
        await expect(server.connection.sendRequest(BoardViewRequest, { uri: 'file:///work/other.ghs', version: 1 })).rejects.toThrow(/does not know/);
    });
});

/**
 * A gate in validation holds one document's build half-way, as a slow build of a large file would,
 * while the test asks about another document.
 */
describe('a build in one document does not hold up requests about another', () => {
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const gate = new Promise<void>(open => (release = open));
    const atGate = new Promise<void>(arrive => (reached = arrive));
    const holdAtGate: ValidationChecks<GhsAstType> = {
        Scenario: async scenario => {
            if (scenario.$document?.textDocument.getText().includes('// held')) {
                reached();
                await gate;
            }
        }
    };
    const server = LspTestClient.inProcess(services => services.validation.ValidationRegistry.register(holdAtGate));
    const busy = 'file:///work/busy.ghs';
    const other = 'file:///work/other.ghs';
    // A reference to a figure that does not exist: Langium relinks such documents when any file changes.
    const otherText = room('A1').replace(/\}$/, '  expect Nobody { to A1 }\n}');

    beforeAll(() => server.initialize());
    afterAll(async () => {
        release();
        await server.dispose();
    });

    test('hover, code lens, inlay hints and the board view answer while the other build waits', async () => {
        // Opened first, the busy document comes first in every build phase, so the gate holds every document behind it.
        await (await server.setText(busy, room('A1'))).diagnostics;
        await (await server.setText(other, otherText)).diagnostics;
        const held = await server.setText(busy, `${room('A3')}\n// held`);
        await atGate;

        const hover = await answered(server.connection.sendRequest(HoverRequest.type, { textDocument: { uri: other }, position: { line: 3, character: 11 } }), 'hover');
        expect((hover?.contents as MarkupContent).value).toContain('**Focus: Hero**');
        const lenses = await answered(server.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri: other } }), 'code lens');
        expect(lenses?.map(l => l.command?.title)).toContain('Run monster turn');
        const hints = await answered(server.connection.sendRequest(InlayHintRequest.type,
            { textDocument: { uri: other }, range: { start: { line: 0, character: 0 }, end: { line: 9, character: 0 } } }), 'inlay hints');
        expect(hints).toEqual([]);
        const view = await answered(server.connection.sendRequest(BoardViewRequest, { uri: other, version: 1 }), 'the board view');
        expect(view.decisions).toHaveLength(1);

        release();
        const report = await held.diagnostics;
        expect(report.diagnostics.map(d => d.message)).toContain('focus Hero · moves to B2 · attacks Hero');
    });
});
