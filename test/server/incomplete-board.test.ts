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

    test('the monster\'s hover says the board is incomplete and where, and explains no turn', async () => {
        const markdown = await hoverAt(await open(BROKEN), 'Guard at');
        const lines = markdown.split('\n\n');
        expect(lines[0]).toMatch(/^\*\*Guard\*\* · monster at D2/);
        expect(lines[1]).toBe(`**${NOTICE}**`);
        expect(lines.at(-1)).toBe('**Its turn:** Not worked out until the board is whole.');
        expect(markdown).not.toContain('Focus');
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
        expect(playTurnEdits(analyzer, document, 'Guard', 0)).toEqual({ error: `t${NOTICE.slice(1)}` });
    });
});

/**
 * The board the issue of trust was found on: the Imp in a wall, the Brute beside it, a character
 * off the map, another on the Brute's hex, a thin wall between hexes that share no edge.
 */
const MISPLACED = [
    'scenario "Misplaced" {',
    '  map A1..F5',
    '  wall C1',
    '  character Brute at B2 initiative 50 hp 10',
    '  character Scout at H9 initiative 40',
    '  character Mage at B2 initiative 60',
    '  wall between A1 and C1',
    '  monster Imp at C1 initiative 30 { move 2 attack 2 }',
    '  expect Imp { to B1 attacks Brute }',
    '}'
].join('\n');

const MISPLACED_NOTICE = 'The board is incomplete: Scout is outside the map (H9, line 5), Mage stands on Brute\'s hex (B2, line 6), ' +
    'the thin wall joins hexes that are not neighbours (A1 and C1, line 7) and 1 more (line 8). Fix these first.';

describe('a scenario that puts figures where they cannot stand, in the editor', () => {
    test('every hover says so in the same words, and explains no turn', async () => {
        const document = await open(MISPLACED);
        const monster = await hoverAt(document, 'Imp at');
        expect(monster.split('\n\n')[1]).toBe(`**${MISPLACED_NOTICE}**`);
        expect(monster).toContain('**Its turn:** Not worked out until the board is whole.');
        expect(await hoverAt(document, 'Brute at')).toContain('**Which monsters focus and attack it:** Not worked out until the board is whole.');
        expect(await hoverAt(document, '"Misplaced"')).not.toContain('This round');
    });

    test('the code lens offers no turn: it says why, above the Imp', async () => {
        const document = await open(MISPLACED);
        const lenses = await services.lsp.CodeLensProvider!.provideCodeLens(document, { textDocument: { uri: document.uri.toString() } }) ?? [];
        expect(lenses.map(l => ({ line: l.range.start.line, title: l.command?.title, command: l.command?.command }))).toEqual([
            { line: 7, title: 'Turn not shown: the board is incomplete (Scout is outside the map (H9, line 5) and 3 more)', command: '' }
        ]);
    });

    test('no turn summary; the expectation is not checked', async () => {
        const document = await open(MISPLACED);
        const codes = (document.diagnostics ?? []).map(d => d.code);
        expect(codes).not.toContain(TurnIssueCodes.TurnSummary);
        expect((document.diagnostics ?? []).filter(d => d.code === 'ghs.expect-not-checked').map(d => d.message))
            .toEqual(['Not checked: the board is incomplete (lines 5, 6, 7 and 1 more): fix it first.']);
    });

    test('the board view draws no decision, marks the Imp in the wall and lists the figures not placed', async () => {
        const document = await open(MISPLACED);
        const view = await boardViewOf(shared, { uri: document.uri.toString(), version: document.textDocument.version });
        expect(view.incomplete).toEqual({ lines: [5, 6, 7, 8], message: MISPLACED_NOTICE });
        expect(view.decisions).toEqual([]);
        expect(view.turnOrder).toEqual([]);
        expect(view.figures.find(f => f.name === 'Imp')?.misplaced).toBe('C1 is a wall');
        expect(view.unplaced?.map(f => [f.name, f.hex, f.why])).toEqual([['Scout', 'H9', 'H9 is outside the map'], ['Mage', 'B2', 'Brute stands on B2']]);
    });

    test('a turn is not played: the same words', async () => {
        const document = await open(MISPLACED);
        expect(playTurnEdits(analyzer, document, 'Imp', 0)).toEqual({ error: `t${MISPLACED_NOTICE.slice(1)}` });
    });
});
