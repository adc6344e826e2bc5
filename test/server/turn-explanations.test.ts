import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { DiagnosticSeverity, type InlayHint } from 'vscode-languageserver';
import { afterEach, describe, expect, test } from 'vitest';
import type { Scenario } from '../../language/generated/ast.js';
import { createGhsCoreServices } from '../../language/ghs-module.js';
import { TurnIssueCodes } from '../../server/lsp/turn-diagnostics.js';
import { openedPerTest, services } from './helpers.js';

/** Guard chooses between two hexes; Scout has one clear option; Ally takes no turn. */
const ROOM = [
    'scenario "Room" {',
    '  map A1..H6',
    '  wall A1..A6',
    '  character Hero10 at D4 initiative 10',
    '  character Hero20 at E4 initiative 20',
    '  monster Ally at C1',
    '  monster Guard at G3 { move 3 attack 2 aoe origin B2 hexes B3, C3 }',
    '  monster Scout at B5 { move 1 attack }',
    '}'
].join('\n');

const open = openedPerTest();

function lineOf(document: LangiumDocument, needle: string): number {
    return document.textDocument.positionAt(document.textDocument.getText().indexOf(needle)).line;
}

describe('diagnostics that explain the turns', () => {
    test('put each acting monster\'s turn in one line on its name, as a hint by default', async () => {
        expect(services.settings.GhsSettings.turnSummaries).toBe('hint');
        const document = await open(ROOM);
        const summaries = (document.diagnostics ?? []).filter(d => d.code === TurnIssueCodes.TurnSummary);
        expect(summaries.map(d => ({ severity: d.severity, line: d.range.start.line, text: document.textDocument.getText(d.range), message: d.message }))).toEqual([
            { severity: DiagnosticSeverity.Hint, line: 6, text: 'Guard', message: expect.stringMatching(/^focus Hero20 · players choose: moves to D3 · .* \| moves to E5 · /) },
            { severity: DiagnosticSeverity.Hint, line: 7, text: 'Scout', message: expect.stringMatching(/^focus Hero10 · /) }
        ]);
    });

    describe('with ghs.turnSummaries', () => {
        const settings = services.settings.GhsSettings;
        afterEach(() => {
            settings.turnSummaries = 'hint';
        });
        const reported = async () => (await open(ROOM)).diagnostics?.map(d => [d.code, d.severity]);

        test('information: the summaries are information, the players-choose hint stays a hint', async () => {
            settings.turnSummaries = 'information';
            expect(await reported()).toEqual([
                [TurnIssueCodes.TurnSummary, DiagnosticSeverity.Information],
                [TurnIssueCodes.PlayersChoose, DiagnosticSeverity.Hint],
                [TurnIssueCodes.TurnSummary, DiagnosticSeverity.Information]
            ]);
        });

        test('hint: the summaries are hints', async () => {
            settings.turnSummaries = 'hint';
            expect(await reported()).toEqual([
                [TurnIssueCodes.TurnSummary, DiagnosticSeverity.Hint],
                [TurnIssueCodes.PlayersChoose, DiagnosticSeverity.Hint],
                [TurnIssueCodes.TurnSummary, DiagnosticSeverity.Hint]
            ]);
        });

        test('off: no summary, the players-choose hint is kept', async () => {
            settings.turnSummaries = 'off';
            expect(await reported()).toEqual([[TurnIssueCodes.PlayersChoose, DiagnosticSeverity.Hint]]);
        });
    });

    test('add a hint where the players choose, and none where the rules decide', async () => {
        const document = await open(ROOM);
        const hints = (document.diagnostics ?? []).filter(d => d.code === TurnIssueCodes.PlayersChoose);
        expect(hints).toHaveLength(1);
        expect(hints[0].severity).toBe(DiagnosticSeverity.Hint);
        expect(document.textDocument.getText(hints[0].range)).toBe('Guard');
        expect(hints[0].message).toMatch(/^For Guard, the players choose one of 2 options: to D3 attacks Hero10, Hero20 \| to E5 attacks Hero10, Hero20\. The rules cannot separate/);
    });

    test('name the tied focuses when the players choose the focus', async () => {
        const document = await open([
            'scenario "Fork" {',
            '  map A1..E5',
            '  character Left at A3 initiative 10',
            '  character Right at E3 initiative 10',
            '  monster Guard at C3 { move 1 attack }',
            '}'
        ].join('\n'));
        const hint = (document.diagnostics ?? []).find(d => d.code === TurnIssueCodes.PlayersChoose);
        expect(hint?.message).toMatch(/^For Guard, the players choose the focus \(Left or Right\)/);
    });

    test('keep failed expectations as errors', async () => {
        const document = await open(ROOM.replace(/\}$/, '  expect Scout { to B4 }\n}'));
        expect((document.diagnostics ?? []).filter(d => d.severity === DiagnosticSeverity.Error).map(d => d.code)).toEqual(['ghs.expect-failed']);
    });

    test('are the language server\'s only: the command line\'s services do not produce them', async () => {
        const core = createGhsCoreServices(EmptyFileSystem).Ghs;
        const document = await parseHelper<Scenario>(core)(ROOM, { validation: true });
        expect(document.diagnostics).toEqual([]);
        await clearDocuments(core, [document]);
    });
});

describe('code lens', () => {
    test('offers to run each acting monster\'s turn, with the turn in one line beside it', async () => {
        const document = await open(ROOM);
        const uri = document.uri.toString();
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri } }) ?? [];
        // (monster, option, uri): the option is left to the user, the document is the lens's own.
        expect(lenses.map(l => ({ line: l.range.start.line, command: l.command?.command, title: l.command?.title, arguments: l.command?.arguments }))).toEqual([
            { line: 6, command: 'ghs.runMonsterTurn', title: 'Run monster turn', arguments: ['Guard', null, uri] },
            { line: 6, command: '', title: expect.stringMatching(/^focus Hero20 · players choose/), arguments: undefined },
            { line: 7, command: 'ghs.runMonsterTurn', title: 'Run monster turn', arguments: ['Scout', null, uri] },
            { line: 7, command: '', title: expect.stringMatching(/^focus Hero10/), arguments: undefined }
        ]);
    });

    test('has nothing for a monster that has already acted', async () => {
        const document = await open(ROOM.replace(/\}$/, '  acted Scout from B5 to B5\n}'));
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri: document.uri.toString() } }) ?? [];
        expect(lenses.map(l => l.command?.arguments?.[0]).filter(Boolean)).toEqual(['Guard']);
    });
});

describe('inlay hints', () => {
    async function hintsOf(document: LangiumDocument): Promise<Array<{ line: number; after: string; label: string }>> {
        const text = document.textDocument;
        const range = { start: { line: 0, character: 0 }, end: text.positionAt(text.getText().length) };
        const hints = await services.lsp.InlayHintProvider!.getInlayHints(document, { textDocument: { uri: document.uri.toString() }, range }) ?? [];
        return hints.map((h: InlayHint) => ({
            line: h.position.line,
            after: text.getText({ start: { line: h.position.line, character: 0 }, end: h.position }).trim(),
            label: String(h.label)
        }));
    }

    test('mark each listed option the rules do not give, and list the ones the expectation lacks', async () => {
        const document = await open(ROOM.replace(/\}$/, [
            '  expect Guard {',
            '    to D3 attacks Hero10, Hero20',
            '    to F3 attacks Hero20',
            '  }',
            '}'
        ].join('\n')));
        expect(await hintsOf(document)).toEqual([
            { line: lineOf(document, 'to F3'), after: 'to F3 attacks Hero20', label: '✗ not possible' },
            { line: lineOf(document, 'expect Guard'), after: 'expect Guard {', label: '✚ missing: to E5 attacks Hero10, Hero20' }
        ]);
    });

    test('follow a one-line expectation to its end, and say nothing of one that holds', async () => {
        const document = await open(ROOM.replace(/\}$/, '  expect Scout { to B5 }\n  expect Guard { to D3 attacks Hero10, Hero20 to E5 attacks Hero10, Hero20 }\n}'));
        const hints = await hintsOf(document);
        expect(hints.map(h => h.label)).toEqual(['✗ not possible', expect.stringMatching(/^✚ missing: to /)]);
        expect(hints.every(h => h.line === lineOf(document, 'expect Scout'))).toBe(true);
        expect(hints[1].after).toBe('expect Scout { to B5 }');
    });

    test('stay inside the range asked for', async () => {
        const document = await open(ROOM.replace(/\}$/, '  expect Scout { to B5 }\n}'));
        const hints = await services.lsp.InlayHintProvider!.getInlayHints(document,
            { textDocument: { uri: document.uri.toString() }, range: { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } } });
        expect(hints).toEqual([]);
    });
});
