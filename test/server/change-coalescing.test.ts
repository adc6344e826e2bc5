import { HoverRequest, type MarkupContent } from 'vscode-languageserver-protocol/node';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MAX_WAIT_MS } from '../../server/lsp/document-update-handler.js';
import { ROOM } from '../fixtures/small-room.js';
import { type InProcessClient, LspTestClient } from './lsp-test-client.js';

describe('keystrokes that come faster than a scenario is read', () => {
    let server: InProcessClient | undefined;
    afterEach(() => server?.dispose());

    /** A server that notes every text its parser reads. */
    function serverNotingParses(parsed: string[]): InProcessClient {
        return LspTestClient.inProcess(services => {
            const parser = services.parser.LangiumParser;
            const parse = parser.parse.bind(parser);
            parser.parse = (text, options) => {
                parsed.push(text);
                return parse(text, options);
            };
        });
    }

    test('are read together, and a request about the document answers from the last text', async () => {
        const parsed: string[] = [];
        server = serverNotingParses(parsed);
        await server.initialize();
        const uri = 'file:///coalescing/room.ghs';
        await (await server.setText(uri, ROOM('C2'))).diagnostics;
        parsed.length = 0;
        let last: Awaited<ReturnType<InProcessClient['setText']>> | undefined;
        for (const hero of ['D2', 'E2', 'E3', 'D3']) {
            last = await server.setText(uri, ROOM(hero));
        }
        const hover = await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 3, character: 11 } });
        expect((hover?.contents as MarkupContent).value).toContain('| \u2002Hero\u2002 | \u2002D3\u2002 |');
        const diagnostics = await last!.diagnostics;
        expect(diagnostics.diagnostics[0].message).toBe('focus Hero · players choose: moves to B2 | moves to C2');
        expect(parsed).toEqual([ROOM('D3')]);
    });

    test('keystrokes that never pause are still read, at least once in the longest wait', async () => {
        const parsed: string[] = [];
        server = serverNotingParses(parsed);
        await server.initialize();
        const uri = 'file:///coalescing/steady.ghs';
        await (await server.setText(uri, ROOM('C2'))).diagnostics;
        parsed.length = 0;
        // One keystroke every 10 ms for longer than the longest wait: the text is read meanwhile.
        // The clock is the test's, so a loaded machine cannot stretch the gaps between keys.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        try {
            for (let key = 0; key * 10 < MAX_WAIT_MS * 2.5; key++) {
                await server.setText(uri, ROOM(['D2', 'E2'][key % 2]));
                await vi.advanceTimersByTimeAsync(10);
            }
            await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
        } finally {
            vi.useRealTimers();
        }
        await server.nextDiagnostics(uri);
        // Read while the keys still came, not only after the last: at least twice in 2.5 longest waits.
        expect(parsed.length).toBeGreaterThanOrEqual(2);
    });
});

describe('a read still pending when the client goes away', () => {
    test('fails quietly: the log of its failure cannot be sent, and is not an unhandled error', async () => {
        const unhandled: unknown[] = [];
        const note = (reason: unknown): void => { unhandled.push(reason); };
        process.on('unhandledRejection', note);
        const server = LspTestClient.inProcess();
        try {
            await server.initialize();
            const uri = 'file:///coalescing/gone.ghs';
            await (await server.setText(uri, ROOM('C2'))).diagnostics;
            await server.setText(uri, ROOM('D2'));
            await server.dispose();
            await new Promise(wake => setTimeout(wake, MAX_WAIT_MS));
        } finally {
            process.off('unhandledRejection', note);
        }
        expect(unhandled).toEqual([]);
    });
});
