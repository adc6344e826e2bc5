import type { LangiumDocument } from 'langium';
import { DiagnosticSeverity, type MarkupContent } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { boardViewOf } from '../../server/lsp/board-view-request.js';
import { playTurnEdits } from '../../server/lsp/play-turn.js';
import { TurnIssueCodes } from '../../server/lsp/turn-diagnostics.js';
import { analyzer, openedPerTest, services, shared } from './helpers.js';

/** `charcter` drops the line of Near, Guard's focus on the whole board. */
const BROKEN = [
    'scenario "Corridor" {',
    '  map A1..G3',
    '  charcter Near at B2 initiative 5',
    '  character Far at F2 initiative 10',
    '  monster Guard at D2 { move 1 attack }',
    '  expect Guard { to C2 attacks Near to C3 attacks Near }',
    '}'
].join('\n');

const WHOLE = BROKEN.replace('charcter', 'character');

const NOTICE = 'The board is incomplete: line 3 has a syntax error, and what the parser could not read is missing from the board. Fix the syntax errors first.';

const open = openedPerTest();

async function hoverAt(document: LangiumDocument, word: string): Promise<string> {
    const text = document.textDocument.getText();
    const position = document.textDocument.positionAt(text.indexOf(word) + 1);
    const hover = await services.lsp.HoverProvider!.getHoverContent(document, { textDocument: { uri: document.uri.toString() }, position });
    return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

describe('a scenario with syntax errors, in the editor', () => {
    test('the expectation is not checked: a warning on the expect, and no verdict', async () => {
        const document = await open(BROKEN);
        const about = (document.diagnostics ?? []).filter(d => d.code === 'ghs.expect-failed' || d.code === 'ghs.expect-not-checked');
        expect(about.map(d => ({ code: d.code, severity: d.severity, message: d.message, text: document.textDocument.getText(d.range) }))).toEqual([
            { code: 'ghs.expect-not-checked', severity: DiagnosticSeverity.Warning, message: 'Not checked: fix the syntax errors first (line 3).', text: 'expect Guard' }
        ]);
    });

    test('no turn summary or players-choose hint in the Problems panel; the whole board has them', async () => {
        const codes = (document: LangiumDocument) => (document.diagnostics ?? []).map(d => d.code);
        expect(codes(await open(BROKEN))).not.toContain(TurnIssueCodes.TurnSummary);
        expect(codes(await open(BROKEN))).not.toContain(TurnIssueCodes.PlayersChoose);
        expect(codes(await open(WHOLE))).toContain(TurnIssueCodes.TurnSummary);
    });

    test('the monster\'s hover says the board is incomplete and where, above the turn', async () => {
        const markdown = await hoverAt(await open(BROKEN), 'Guard at');
        const lines = markdown.split('\n\n');
        expect(lines[0]).toMatch(/^\*\*Guard\*\* · monster at D2/);
        expect(lines[1]).toBe(`**${NOTICE}** What follows is worked out on what could be read, and may change.`);
        expect(markdown).toContain('Far');
    });

    test('a character\'s, a hex\'s and the scenario\'s hover say it too', async () => {
        const document = await open(BROKEN);
        expect(await hoverAt(document, 'Far at')).toContain(`**${NOTICE}**`);
        expect(await hoverAt(document, 'F2 initiative')).toContain(`**${NOTICE}**`);
        expect(await hoverAt(document, '"Corridor"')).toContain(`**${NOTICE}**`);
    });

    test('a whole board\'s hover has no such notice', async () => {
        expect(await hoverAt(await open(WHOLE), 'Guard at')).not.toContain('incomplete');
    });

    test('the code lens neither plays nor states the turn', async () => {
        const document = await open(BROKEN);
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri: document.uri.toString() } }) ?? [];
        expect(lenses.map(l => ({ line: l.range.start.line, title: l.command?.title, command: l.command?.command }))).toEqual([
            { line: 4, title: 'Turn not shown: the board is incomplete (syntax error on line 3)', command: '' }
        ]);
    });

    test('the board view carries the notice', async () => {
        const document = await open(BROKEN);
        const view = await boardViewOf(shared, { uri: document.uri.toString(), version: document.textDocument.version });
        expect(view.incomplete).toEqual({ lines: [3], message: NOTICE });
        const whole = await open(WHOLE);
        expect(await boardViewOf(shared, { uri: whole.uri.toString(), version: whole.textDocument.version })).not.toHaveProperty('incomplete');
    });

    test('a turn is not played', async () => {
        const document = await open(BROKEN);
        expect(playTurnEdits(analyzer, document, 'Guard', 0)).toEqual({ error: 'the scenario does not parse (line 3): mend its syntax errors first.' });
    });
});
