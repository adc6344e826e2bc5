import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { AstUtils, GrammarAST } from 'langium';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Board } from '../../language/model/board.js';
import { boardFromScenario } from '../../language/model/from-ast.js';
import { hexDistance } from '../../language/hex/hex.js';
import { conformanceFiles, parseAndValidate, services } from './helpers.js';
import { clearDocuments } from 'langium/test';
import type { Scenario } from '../../language/generated/ast.js';
import { isMonster } from '../../language/generated/ast.js';
import { boardViewOf } from '../../server/lsp/board-view-request.js';
import { playTurnEdits } from '../../server/lsp/play-turn.js';
import { PlayTurnCommand } from '../../server/protocol.js';
import { applyEdits, parse as parseForEditor, services as editor, shared as editorShared } from '../server/helpers.js';

/**
 * Corrupted and extreme scenarios go through everything an editor runs on each keystroke
 * (parse, link, validate), through the board model, and through the language server's features
 * (hovers, lenses, hints, the board view, playing turns, outline, tokens, formatting). Nothing may
 * throw and nothing may report an internal error: an editor must survive whatever is typed.
 * Every input is bounded in size by its generator; how long the extreme ones take is measured
 * by `npm run bench` (bench/extremes.ts), not asserted here.
 */

/**
 * ─── ENGINE HOOK ──────────────────────────────────────────────────────────────────────────────
 * The single place where each board the fuzzer builds could also go through the monster-AI
 * engine, under the same "nothing escapes" rule. (Validation already runs
 * the engine for monsters named in an `expect`; this would run it for every acting monster.)
 * To enable it:
 *     import { analyzeBoard } from '../../language/engine/analyze.js';
 * and call `analyzeBoard(board);` at the end of this function, then shrink the `numRuns` below
 * so the whole file stays near a minute: the engine makes the corpus-based runs several times slower.
 */
function throughBoardConsumers(board: Board): void {
    checkBoardInvariants(board);
}

/**
 * What every consumer of a board relies on, however broken the scenario it came from. Plain
 * asserts rather than `expect`: they run for every hex of thousands of boards.
 */
function checkBoardInvariants(board: Board): void {
    for (const cell of board.cells()) {
        for (let d = 0; d < 6; d++) {
            const next = board.step(cell, d);
            if (next >= 0) {
                assert.equal(board.step(next, (d + 3) % 6), cell, `neighbour table of ${board.labelOf(cell)} is not symmetric`);
                assert.equal(hexDistance(board.hexOf(cell), board.hexOf(next)), 1, `neighbour of ${board.labelOf(cell)} is not adjacent`);
            }
            if (board.thinWallTowards(cell, d)) {
                assert.ok(next >= 0 && board.thinWallTowards(next, (d + 3) % 6), `thin wall of ${board.labelOf(cell)} is one-sided`);
            }
        }
        assert.ok(board.terrain[cell] < 64, `unknown terrain flags on ${board.labelOf(cell)}`);
    }
    board.figures.forEach((figure, index) => {
        assert.equal(board.occupant[figure.cell], index, `${figure.name} is not the occupant of its own hex`);
    });
    assert.equal(board.occupant.filter(i => i >= 0).length, board.figures.length, 'occupants without a figure');
}

const tried: Record<string, number> = {};
let longest = '';

function countTried(category: string, text: string): void {
    if (text.length > longest.length) {
        longest = text;
    }
    tried[category] = (tried[category] ?? 0) + 1;
}

async function exercise(category: string, text: string): Promise<void> {
    const document = await parseAndValidate(text);
    const messages = (document.diagnostics ?? []).map(d => typeof d.message === 'string' ? d.message : d.message.value);
    const internal = messages.find(m => m.startsWith('An error occurred'));
    if (internal) {
        throw new Error(`internal error on input ${JSON.stringify(text.slice(0, 400))}: ${internal}`);
    }
    const board = boardFromScenario(document.parseResult.value);
    if (board) {
        throughBoardConsumers(board);
    }
    countTried(category, text);
}

// Langium reports a crashing check as a diagnostic and logs it; a log is as much a failure as a throw.
let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
    consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
    expect(consoleErrors).not.toHaveBeenCalled();
    consoleErrors.mockRestore();
});

afterAll(() => {
    const total = Object.values(tried).reduce((a, b) => a + b, 0);
    const parts = Object.entries(tried).map(([category, count]) => `${category} ${count}`).join(', ');
    console.log(`fuzz: ${total} inputs tried (${parts}); the longest has ${longest.length} characters: ${JSON.stringify(longest.slice(0, 120))}`);
});

// ─── Material ────────────────────────────────────────────────────────────────────────────────

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function exampleFiles(): string[] {
    const dir = join(repoRoot, 'examples');
    try {
        return readdirSync(dir).filter(f => f.endsWith('.ghs')).sort().map(f => join(dir, f));
    } catch {
        return [];
    }
}

/** Real scenarios to corrupt: the shared corpus when it is beside the repository, and our own examples. */
const seeds: string[] = [...conformanceFiles(), ...exampleFiles()].map(file => readFileSync(file, 'utf8'));
if (seeds.length === 0) {
    seeds.push('scenario "Seed" {\n  map A1..F6\n  wall A1..A6\n  character Hero10 at C3 initiative 10\n  monster Guard at E4 { move 2 attack 3 }\n  expect Guard { to D4 attacks Hero10 }\n}');
}

/** Every keyword of the grammar, read from the grammar itself so the soup keeps up with the language. */
const keywords = [...new Set(AstUtils.streamAst(services.Grammar).filter(GrammarAST.isKeyword).map(k => k.value))];

const vocabulary = [
    ...keywords,
    'A1', 'B2', 'C4', 'F3', 'P7', 'Q7', 'AA10', 'AZ99', 'ZZZZ999999', 'c4', 'A0', 'A01', 'Hero10', 'Guard', 'Ally1', 'Wolf', '_x',
    '0', '1', '2', '3', '99', '100', '4294967296', '9'.repeat(40),
    '{', '}', ',', '..', '.', '"note"', '""', '"', '/*', '*/', '// line', '-', '@', '\n'
];

const TOKEN = /"[^"\n]*"|\/\/[^\n]*|\/\*[\s\S]*?\*\/|\.\.|[{},]|[^\s{},."]+|\S/g;

function tokensOf(text: string): string[] {
    return text.match(TOKEN) ?? [];
}

/** Tokens rejoined one per line, so that a `//` comment never swallows what follows it. */
function untokenize(tokens: string[]): string {
    return tokens.join('\n');
}

const seedTokens = seeds.map(tokensOf);

type Mutation =
    | { kind: 'delete'; at: number }
    | { kind: 'duplicate'; at: number }
    | { kind: 'swap'; at: number; with: number }
    | { kind: 'insert'; at: number; token: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), token: fc.constantFrom(...vocabulary) })
);

function mutate(tokens: string[], mutations: Mutation[]): string[] {
    const out = [...tokens];
    for (const m of mutations) {
        if (out.length === 0) {
            break;
        }
        const at = m.at % out.length;
        if (m.kind === 'delete') {
            out.splice(at, 1);
        } else if (m.kind === 'duplicate') {
            out.splice(at, 0, out[at]);
        } else if (m.kind === 'swap') {
            const other = m.with % out.length;
            [out[at], out[other]] = [out[other], out[at]];
        } else {
            out.splice(at, 0, m.token);
        }
    }
    return out;
}

/**
 * A place in a text, as a fraction of its length, spread evenly: fast-check's doubles crowd near
 * zero, and its biased integers near the ends of their range, which here are comments and braces.
 */
const fraction = fc.noBias(fc.integer({ min: 0, max: 0xffff })).map(n => n / 0x10000);

/** A statement-shaped fragment: the parser gets deeper into the grammar than with loose tokens alone. */
const statementSoup = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 12 }).map(t => t.join(' '));

// ─── The editor's features ───────────────────────────────────────────────────────────────────

/**
 * Every language-server feature an editor asks for as the user types, on one input: hovers at
 * the given fractions of the text, code lenses, inlay hints, the board view, a turn played for
 * every monster, the outline, semantic tokens and formatting. The server's features log a failure
 * and answer empty, so a failure shows as a logged error (which the `console.error` spy catches);
 * the board view and the turn edits are called directly, so theirs would throw.
 */
async function exerciseEditor(category: string, text: string, hovers: readonly number[], option: number): Promise<void> {
    const document = await parseForEditor(text, { validation: true });
    const lsp = editor.lsp;
    const textDocument = { uri: document.uri.toString() };
    const end = document.textDocument.positionAt(text.length);
    try {
        for (const at of hovers) {
            await lsp.HoverProvider!.getHoverContent(document, { textDocument, position: document.textDocument.positionAt(Math.floor(at * text.length)) });
        }
        await lsp.CodeLensProvider!.provideCodeLens(document, { textDocument });
        await lsp.InlayHintProvider!.getInlayHints(document, { textDocument, range: { start: { line: 0, character: 0 }, end } });
        const view = await boardViewOf(editorShared, { uri: textDocument.uri, version: document.textDocument.version });
        assert.equal(view.version, document.textDocument.version);
        await lsp.DocumentSymbolProvider!.getSymbols(document, { textDocument });
        await lsp.SemanticTokenProvider!.semanticHighlight(document, { textDocument });
        await lsp.Formatter!.formatDocument(document, { textDocument, options: { tabSize: 2, insertSpaces: true } });
        const monsters = (document.parseResult.value as Scenario).statements?.filter(isMonster).map(m => m.name) ?? [];
        for (const monster of [...monsters, 'Nobody']) {
            await playedTurnParses(document, monster, option);
        }
        await editorShared.lsp.ExecuteCommandHandler!.executeCommand(PlayTurnCommand,
            [{ uri: textDocument.uri, version: document.textDocument.version, monster: monsters[0] ?? 'Guard', option }]);
    } finally {
        await clearDocuments(editor, [document]);
    }
    countTried(category, text);
}

/** A turn the server agrees to play leaves a scenario that still parses, with the turn recorded. */
async function playedTurnParses(document: Awaited<ReturnType<typeof parseForEditor>>, monster: string, option: number): Promise<void> {
    const result = playTurnEdits(editor.analysis.ScenarioAnalyzer, document, monster, option);
    if ('error' in result) {
        return;
    }
    const played = applyEdits(document, result.edits);
    const after = await parseForEditor(played);
    try {
        const { lexerErrors, parserErrors } = after.parseResult;
        assert.equal(lexerErrors.length + parserErrors.length, 0, `playing ${monster}'s turn broke the syntax: ${JSON.stringify(played.slice(0, 600))}`);
        assert.ok(after.parseResult.value.statements.some(s => s.$type === 'ActedRecord' && (s as { monster?: { $refText: string } }).monster?.$refText === monster),
            `playing ${monster}'s turn recorded nothing`);
    } finally {
        await clearDocuments(editor, [after]);
    }
}

// ─── Properties ──────────────────────────────────────────────────────────────────────────────

const property = (category: string, arbitrary: fc.Arbitrary<string>) =>
    fc.asyncProperty(arbitrary, async text => exercise(category, text));

describe('fuzz: parse, validate and build boards from corrupted scenarios', () => {
    test('token soup from the language\'s own words', async () => {
        await fc.assert(property('soup', fc.array(fc.constantFrom(...vocabulary), { maxLength: 80 }).map(t => t.join(' '))),
            { numRuns: 4_000 });
    });

    test('token soup inside a scenario block', async () => {
        const scenario = fc.array(statementSoup, { maxLength: 12 }).map(lines => `scenario "Soup" {\n  map A1..H8\n  ${lines.join('\n  ')}\n}`);
        await fc.assert(property('scenario-soup', scenario), { numRuns: 4_000 });
    });

    test('truncation at every position of the richest seeds, and at random positions of all of them', async () => {
        // Every cut of the four seeds that use the most different words of the language, shortest first.
        const variety = (text: string) => new Set(tokensOf(text).filter(t => keywords.includes(t))).size;
        const richest = [...seeds].sort((a, b) => variety(b) - variety(a) || a.length - b.length).slice(0, 4);
        for (const text of richest) {
            for (let end = 0; end <= text.length; end++) {
                await exercise('truncation', text.slice(0, end));
            }
        }
        const cut = fc.tuple(fc.nat({ max: seeds.length - 1 }), fraction)
            .map(([index, where]) => seeds[index].slice(0, Math.floor(seeds[index].length * where)));
        await fc.assert(property('truncation', cut), { numRuns: 3_000 });
    });

    test('random deletions, duplications, swaps and insertions of seed tokens', async () => {
        const mutated = fc.tuple(fc.nat({ max: seedTokens.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 8 }))
            .map(([index, mutations]) => untokenize(mutate(seedTokens[index], mutations)));
        await fc.assert(property('mutation', mutated), { numRuns: 3_000 });
    });

    test('huge numbers in every numeric position', async () => {
        const huge = fc.oneof(
            fc.constantFrom('0', '99', '100', '2147483648', '9007199254740993', '1' + '0'.repeat(400), '0'.repeat(300) + '7'),
            fc.bigInt({ min: 0n, max: 10n ** 60n }).map(String)
        );
        const scenario = fc.tuple(huge, huge, huge, huge, huge, fc.integer({ min: 1, max: 8 }), huge).map(([m, a, r, t, i, row, rowDigits]) =>
            `scenario "Numbers" {\n  map A1..F${row}\n  character Hero at A${rowDigits} initiative ${i}\n` +
            `  monster Guard at B1 initiative ${i} { move ${m} attack ${a} range ${r} target ${t} aoe hexes A${rowDigits} }\n` +
            `  expect Guard { to C${rowDigits} attacks Hero }\n}`);
        await fc.assert(property('huge-number', scenario), { numRuns: 1_000 });
    });

    test('deep nesting of braces', async () => {
        for (const depth of [10, 100, 1_000, 5_000]) {
            await exercise('nesting', `scenario "Deep" { map A1..B2 ${'{'.repeat(depth)}${'}'.repeat(depth)} }`);
            await exercise('nesting', `scenario "Deep" { map A1..B2 monster Guard at A1 ${'{ move 1 '.repeat(depth)}${'}'.repeat(depth)} }`);
            await exercise('nesting', `${'scenario "x" { '.repeat(depth)}`);
            await exercise('nesting', '}'.repeat(depth));
        }
    });

    test('maps at and far beyond the largest allowed size', async () => {
        // SF is column 500: a 500 × 500 map is refused, but must be refused quickly.
        await exercise('large-map', 'scenario "Huge" {\n  map A1..SF500\n  wall A1..SF500\n  trap B2..SE499\n' +
            '  character Hero at SF500 initiative 10\n  monster Guard at A1 { move 3 attack 2 }\n  expect Guard { to B2 }\n}');
        await exercise('large-map', 'scenario "Widest" {\n  map A1..ZZZZ999999\n  wall A1..ZZZZ999999\n}');
        // CV100 is the largest map allowed: full of terrain, thin walls and figures, it still builds a board.
        const full = ['scenario "Largest" {', '  map A1..CV100', '  difficult A1..CV100', '  trap B2..CU99', '  obstacle C3..CT98'];
        for (let row = 1; row < 100; row += 3) {
            full.push(`  wall between A${row} and A${row + 1}`);
            full.push(`  character Hero${row} at D${row} initiative ${1 + (row % 99)}`);
            full.push(`  monster Guard${row} at CV${row} { move 8 jumping attack 3 range 4 target 2 }`);
        }
        full.push('}');
        await exercise('large-map', full.join('\n'));
    });

    test('very long names, notes and coordinates', async () => {
        const long = fc.tuple(fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom('Hero', 'A', 'a', '_', 'Z9'))
            .map(([length, stem]) => stem.repeat(Math.ceil(length / stem.length)));
        const scenario = fc.tuple(long, long, fc.boolean()).map(([name, other, asPosition]) =>
            `scenario "${other.slice(0, 5_000)}" {\n  map A1..F6\n  note "${'x'.repeat(name.length)}"\n` +
            `  character ${name} at ${asPosition ? name : 'A1'} initiative 10\n  summon ${other} of ${name} at B2\n` +
            `  monster Guard at C3 { move 2 attack 2 }\n  expect ${name} { to ${name}1 attacks ${other} }\n}`);
        await fc.assert(property('long-name', scenario), { numRuns: 40 });
    });
});

describe('fuzz: the editor\'s features on corrupted scenarios', () => {
    const hovers = fc.array(fraction, { minLength: 1, maxLength: 6 });
    const option = fc.integer({ min: -1, max: 3 });
    const editorProperty = (category: string, arbitrary: fc.Arbitrary<string>) =>
        fc.asyncProperty(arbitrary, hovers, option, async (text, at, chosen) => exerciseEditor(category, text, at, chosen));

    test('random deletions, duplications, swaps and insertions of seed tokens', async () => {
        const mutated = fc.tuple(fc.nat({ max: seedTokens.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 6 }))
            .map(([index, mutations]) => untokenize(mutate(seedTokens[index], mutations)));
        await fc.assert(editorProperty('editor-mutation', mutated), { numRuns: 1_500 });
    });

    test('seeds cut at random positions', async () => {
        const cut = fc.tuple(fc.nat({ max: seeds.length - 1 }), fraction)
            .map(([index, where]) => seeds[index].slice(0, Math.floor(seeds[index].length * where)));
        await fc.assert(editorProperty('editor-truncation', cut), { numRuns: 1_000 });
    });

    test('token soup inside a scenario block', async () => {
        const scenario = fc.array(statementSoup, { maxLength: 12 }).map(lines => `scenario "Soup" {\n  map A1..H8\n  ${lines.join('\n  ')}\n}`);
        await fc.assert(editorProperty('editor-soup', scenario), { numRuns: 1_000 });
    });

    test('the seeds themselves, every monster\'s turn played', async () => {
        for (const seed of seeds) {
            await exerciseEditor('editor-seed', seed, [0.1, 0.3, 0.5, 0.7, 0.9], 0);
        }
    });
});
