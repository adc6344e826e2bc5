import {
    CodeLensRefreshRequest, CodeLensRequest, CompletionRequest, ConfigurationRequest, DidChangeConfigurationNotification, ExecuteCommandRequest, HoverRequest,
    InlayHintRefreshRequest, InlayHintRequest, type MarkupContent, type PublishDiagnosticsParams, RegistrationRequest
} from 'vscode-languageserver-protocol/node';
import { afterEach, describe, expect, test } from 'vitest';
import { BoardViewRequest, PlayTurnCommand, type PlayTurnResult } from '../../server/protocol.js';
import { defaultEditionIn } from '../../server/lsp/settings.js';
import { TurnIssueCodes } from '../../server/lsp/turn-diagnostics.js';
import { type InProcessClient, LspTestClient } from './lsp-test-client.js';

/**
 * A scenario without a `rules` line in which the editions disagree: by the Gloomhaven rules the
 * Archer's second target is ranked (Mid, the closer), by the Frosthaven rules extra targets are
 * not ranked and the players choose, by the Jaws of the Lion rules the focus tie goes to
 * initiative (Far).
 */
const ROOM = [
    'scenario "Edition" {',
    '  map A1..F6',
    '  character Near at C3 initiative 50',
    '  character Mid at D3 initiative 30',
    '  character Far at E3 initiative 10',
    '  monster Archer at B3 { attack 2 range 3 target 2 }',
    '  expect Archer { to B3 attacks Near, Mid }',
    '}'
].join('\n');
const ARCHER = { line: 5, character: 11 };

const GLOOMHAVEN_TURN = 'focus Near · stays at B3 · attacks Near, Mid';
const FROSTHAVEN_TURN = 'focus Near · players choose: stays at B3 · attacks Near, Mid | stays at B3 · attacks Near, Far';
const JOTL_TURN = 'focus Far · stays at B3 · attacks Far, Mid';

function turnSummary(report: PublishDiagnosticsParams): string | undefined {
    const message = report.diagnostics.find(d => d.code === TurnIssueCodes.TurnSummary)?.message;
    return typeof message === 'string' ? message : message?.value;
}

function codes(report: PublishDiagnosticsParams): unknown[] {
    return report.diagnostics.map(d => d.code);
}

let server: InProcessClient | undefined;
afterEach(async () => {
    await server?.dispose();
    server = undefined;
});

describe('the default edition setting', () => {
    test('reads the edition of a settings object, and nothing else', () => {
        expect(defaultEditionIn({ defaultEdition: 'frosthaven' })).toBe('frosthaven');
        expect(defaultEditionIn({ defaultEdition: 'jotl', preview: { orientation: 'flat' } })).toBe('jotl');
        expect(defaultEditionIn({ defaultEdition: 'Frosthaven' })).toBeUndefined();
        expect(defaultEditionIn({ defaultEdition: 3 })).toBeUndefined();
        expect(defaultEditionIn(null)).toBeUndefined();
        expect(defaultEditionIn('frosthaven')).toBeUndefined();
    });

    test('from initializationOptions, every feature analyses a file without rules as Frosthaven', async () => {
        server = LspTestClient.inProcess();
        await server.initialize({ initializationOptions: { defaultEdition: 'frosthaven' } });
        const uri = 'file:///work/edition.ghs';
        const { version, diagnostics } = await server.setText(uri, ROOM);
        const report = await diagnostics;

        // Validation: the turn explanations, the players-choose hint and the expectation check.
        expect(turnSummary(report)).toBe(FROSTHAVEN_TURN);
        expect(codes(report)).toContain(TurnIssueCodes.PlayersChoose);
        expect(codes(report)).toContain('ghs.expect-failed');

        const hover = await server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: ARCHER });
        expect((hover?.contents as MarkupContent).value).toContain('Frosthaven');

        const lenses = await server.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } });
        expect(lenses?.map(l => l.command?.title)).toContain(FROSTHAVEN_TURN);

        const hints = await server.connection.sendRequest(InlayHintRequest.type,
            { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 8, character: 0 } } });
        expect(hints?.map(h => h.label)).toEqual(['✚ missing: to B3 attacks Far, Near']);

        const view = await server.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.edition).toBe('frosthaven');
        expect(view.decisions.map(d => [d.edition, d.options.length])).toEqual([['frosthaven', 2]]);

        // The second option exists only by the Frosthaven rules: the played turn is the one shown.
        const played = await server.connection.sendRequest(ExecuteCommandRequest.type,
            { command: PlayTurnCommand, arguments: [{ uri, version, monster: 'Archer', option: 1 }] }) as PlayTurnResult;
        expect(played).toEqual({
            edits: [expect.objectContaining({ newText: expect.stringContaining('acted') })],
            report: expect.objectContaining({ monster: 'Archer', option: 1, options: 2 })
        });
        expect(JSON.stringify(played)).toContain('attacks Near, Far');

        // Completion still offers the free hexes of the board it builds.
        const completion = await server.connection.sendRequest(CompletionRequest.type,
            { textDocument: { uri }, position: { line: 5, character: 20 } });
        const labels = (Array.isArray(completion) ? completion : completion?.items ?? []).map(i => i.label);
        expect(labels).toContain('A1');
        expect(labels).not.toContain('C3');
    });

    test('a rules line wins over the setting', async () => {
        server = LspTestClient.inProcess();
        await server.initialize({ initializationOptions: { defaultEdition: 'frosthaven' } });
        const uri = 'file:///work/ruled.ghs';
        const { diagnostics } = await server.setText(uri, ROOM.replace('  map A1..F6', '  rules gloomhaven\n  map A1..F6'));
        expect(turnSummary(await diagnostics)).toBe(GLOOMHAVEN_TURN);
    });

    test('without a setting the rules are Gloomhaven\'s', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const { diagnostics } = await server.setText('file:///work/plain.ghs', ROOM);
        const report = await diagnostics;
        expect(turnSummary(report)).toBe(GLOOMHAVEN_TURN);
        expect(codes(report)).not.toContain('ghs.expect-failed');
    });

    test('a didChangeConfiguration re-validates the open documents with the new edition', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const uri = 'file:///work/changing.ghs';
        const { version, diagnostics } = await server.setText(uri, ROOM);
        expect(turnSummary(await diagnostics)).toBe(GLOOMHAVEN_TURN);

        const revalidated = server.nextDiagnostics(uri);
        await server.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { defaultEdition: 'jotl' } } });
        expect(turnSummary(await revalidated)).toBe(JOTL_TURN);
        const view = await server.connection.sendRequest(BoardViewRequest, { uri, version });
        expect(view.decisions[0].focus).toEqual(['Far']);

        const back = server.nextDiagnostics(uri);
        await server.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { defaultEdition: 'frosthaven' } } });
        expect(turnSummary(await back)).toBe(FROSTHAVEN_TURN);
    });

    test('after a change, asks the editor to fetch the code lenses and inlay hints again', async () => {
        server = LspTestClient.inProcess();
        const refreshed: string[] = [];
        let bothRefreshed: () => void = () => undefined;
        const done = new Promise<void>(resolve => { bothRefreshed = resolve; });
        const note = (what: string) => () => {
            refreshed.push(what);
            if (refreshed.length === 2) {
                bothRefreshed();
            }
        };
        server.connection.onRequest(CodeLensRefreshRequest.type, note('code lens'));
        server.connection.onRequest(InlayHintRefreshRequest.type, note('inlay hints'));
        await server.initialize({ capabilities: { workspace: { codeLens: { refreshSupport: true }, inlayHint: { refreshSupport: true } } } });
        const uri = 'file:///work/refreshed.ghs';
        await (await server.setText(uri, ROOM)).diagnostics;
        await server.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { defaultEdition: 'frosthaven' } } });
        await done;
        expect(refreshed.sort()).toEqual(['code lens', 'inlay hints']);
        // By then the lens a refreshed editor asks for is the new edition's.
        const lenses = await server.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } });
        expect(lenses?.map(l => l.command?.title)).toContain(FROSTHAVEN_TURN);
    });

    test('takes the edition from the workspace configuration the server asks the client for', async () => {
        server = LspTestClient.inProcess();
        const asked: unknown[] = [];
        server.connection.onRequest(RegistrationRequest.type, () => undefined);
        server.connection.onRequest(ConfigurationRequest.type, params => {
            asked.push(...params.items.map(i => i.section));
            return params.items.map(() => ({ defaultEdition: 'jotl' }));
        });
        await server.initialize({ capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } } } });
        const uri = 'file:///work/configured.ghs';
        // The answer may come after the first build; the re-validation it causes then says JotL.
        const { diagnostics } = await server.setText(uri, ROOM);
        let report = await diagnostics;
        while (turnSummary(report) !== JOTL_TURN) {
            report = await server.nextDiagnostics(uri);
        }
        expect(asked).toEqual(['ghs']);
    });
});
