import { DiagnosticSeverity, DidChangeConfigurationNotification, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { afterEach, describe, expect, test } from 'vitest';
import { turnSummariesIn } from '../../server/lsp/settings.js';
import { TurnIssueCodes } from '../../server/lsp/turn-diagnostics.js';
import { type InProcessClient, LspTestClient } from './lsp-test-client.js';

/** The Guard's turn is decided by the rules: one summary, no players-choose hint. */
const ROOM = [
    'scenario "Summaries" {',
    '  map A1..F6',
    '  character Hero at C3 initiative 30',
    '  monster Guard at F3 { move 2 attack 2 }',
    '}'
].join('\n');

function summaries(report: PublishDiagnosticsParams): Array<[string, DiagnosticSeverity | undefined]> {
    return report.diagnostics.filter(d => d.code === TurnIssueCodes.TurnSummary).map(d => [String(d.message), d.severity]);
}

let server: InProcessClient | undefined;
afterEach(async () => {
    await server?.dispose();
    server = undefined;
});

describe('the ghs.turnSummaries setting', () => {
    test('reads information, hint or off from a settings object, and nothing else', () => {
        expect(turnSummariesIn({ turnSummaries: 'information' })).toBe('information');
        expect(turnSummariesIn({ turnSummaries: 'hint', defaultEdition: 'jotl' })).toBe('hint');
        expect(turnSummariesIn({ turnSummaries: 'off' })).toBe('off');
        expect(turnSummariesIn({ turnSummaries: 'info' })).toBeUndefined();
        expect(turnSummariesIn({ turnSummaries: false })).toBeUndefined();
        expect(turnSummariesIn(null)).toBeUndefined();
    });

    test('without a setting the summary is a hint', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const { diagnostics } = await server.setText('file:///work/plain.ghs', ROOM);
        expect(summaries(await diagnostics)).toEqual([[expect.stringMatching(/^focus Hero · /), DiagnosticSeverity.Hint]]);
    });

    test('from initializationOptions, the summary is information', async () => {
        server = LspTestClient.inProcess();
        await server.initialize({ initializationOptions: { turnSummaries: 'information' } });
        const { diagnostics } = await server.setText('file:///work/information.ghs', ROOM);
        expect(summaries(await diagnostics)).toEqual([[expect.stringMatching(/^focus Hero · /), DiagnosticSeverity.Information]]);
    });

    test('a didChangeConfiguration re-validates the open documents: off, then information', async () => {
        server = LspTestClient.inProcess();
        await server.initialize();
        const uri = 'file:///work/changing.ghs';
        const { diagnostics } = await server.setText(uri, ROOM);
        expect(summaries(await diagnostics)).toHaveLength(1);

        const off = server.nextDiagnostics(uri);
        await server.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { turnSummaries: 'off' } } });
        expect(summaries(await off)).toEqual([]);

        const information = server.nextDiagnostics(uri);
        await server.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { ghs: { turnSummaries: 'information' } } });
        expect(summaries(await information)).toEqual([[expect.stringMatching(/^focus Hero · /), DiagnosticSeverity.Information]]);
    });

    test('a setting it does not know changes nothing', async () => {
        server = LspTestClient.inProcess();
        await server.initialize({ initializationOptions: { turnSummaries: 'loud' } });
        expect(server.transport.services.settings.GhsSettings.turnSummaries).toBe('hint');
    });
});
