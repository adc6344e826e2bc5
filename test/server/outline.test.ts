import { expectFoldings, expectSymbols } from 'langium/test';
import { type DocumentSymbol, SymbolKind } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { parse, services } from './helpers.js';

const symbols = expectSymbols(services);
const foldings = expectFoldings(services);

const ROOM = [
    '// A small room.',
    'scenario "Guard post" {',
    '  rules gloomhaven',
    '  map A1..P7',
    '  wall      A1..A7, B1',
    '  wall between E3 and E4',
    '  character Hero10 at D5 initiative 10 invisible',
    '  summon    Wolf of Hero10 at H6',
    '  monster   Ally1 at E2',
    '  monster   Guard at J3 {',
    '    move 3 jumping',
    '    attack',
    '  }',
    '  expect Guard {',
    '    to H3 attacks Hero10, Wolf',
    '    to H4',
    '  }',
    '}'
].join('\n');

function read(symbol: DocumentSymbol): string {
    return symbol.detail ? `${symbol.name} — ${symbol.detail}` : symbol.name;
}

describe('document symbols', () => {
    test('outline the scenario: map and rules, terrain, figures by kind and place, expectations', async () => {
        await symbols({
            text: ROOM,
            disposeAfterCheck: true,
            assert: found => {
                expect(found.map(read)).toEqual(['Guard post — scenario']);
                const scenario = found[0];
                expect(scenario.kind).toBe(SymbolKind.Namespace);
                expect(scenario.children?.map(read)).toEqual([
                    'rules — gloomhaven',
                    'map — A1..P7',
                    'wall — A1..A7, B1',
                    'wall between — E3 and E4',
                    'Hero10 — character at D5, initiative 10, invisible',
                    'Wolf — summon of Hero10 at H6',
                    'Ally1 — monster at E2, takes no turn',
                    'Guard — monster at J3',
                    'expect Guard — 2 options'
                ]);
                const expectation = scenario.children?.[8];
                expect(expectation?.children?.map(read)).toEqual(['to H3 — attacks Hero10, Wolf', 'to H4 — attacks nobody']);
                const guard = scenario.children?.[7];
                expect(guard?.kind).toBe(SymbolKind.Class);
                // The selection is the name, so the editor highlights `Guard` when the symbol is picked.
                expect(guard?.selectionRange).toEqual({ start: { line: 9, character: 12 }, end: { line: 9, character: 17 } });
            }
        });
    });

    test('outline expectations of state: the moment, and each figure with what is expected of it', async () => {
        await symbols({
            text: ROOM.replace('  expect Guard {', '  expect after Guard { Hero10 at H4 hp 3 conditions none, Wolf removed }\n' +
                '  expect after round 2 { Hero10 conditions poison, wound }\n  expect Guard {'),
            disposeAfterCheck: true,
            assert: found => {
                const blocks = found[0].children?.filter(c => c.name.startsWith('expect after'));
                expect(blocks?.map(read)).toEqual(['expect after Guard — 2 figures', 'expect after round 2 — 1 figure']);
                expect(blocks?.[0].children?.map(read)).toEqual(['Hero10 — at H4, hp 3, no conditions', 'Wolf — removed']);
                expect(blocks?.[1].children?.map(read)).toEqual(['Hero10 — conditions poison, wound']);
            }
        });
    });

    test('outline a played turn\'s record with where the monster went and whom it attacked', async () => {
        await symbols({
            text: ROOM.replace('  expect Guard {', '  acted     Ally1 from D2 to E2\n  acted     Guard from J4 to J3 attacks Hero10, Wolf\n  expect Guard {'),
            disposeAfterCheck: true,
            assert: found => {
                const records = found[0].children?.filter(c => c.name.startsWith('acted'));
                expect(records?.map(read)).toEqual([
                    'acted Ally1 — from D2 to E2, attacked nobody',
                    'acted Guard — from J4 to J3, attacked Hero10, Wolf'
                ]);
                expect(records?.[1].selectionRange).toEqual({ start: { line: 14, character: 12 }, end: { line: 14, character: 17 } });
            }
        });
    });

    test('stay valid for a client on a half-written file: no empty names, selections inside ranges', async () => {
        const document = await parse('scenario "" { map A1.. character  at initiative monster');
        const found = await services.lsp.DocumentSymbolProvider!.getSymbols(document, { textDocument: { uri: document.uri.toString() } });
        const all: DocumentSymbol[] = [];
        const visit = (list: DocumentSymbol[] | undefined): void => list?.forEach(s => { all.push(s); visit(s.children); });
        visit(found);
        expect(all.length).toBeGreaterThan(1);
        for (const symbol of all) {
            expect(symbol.name.trim()).not.toBe('');
            const { range, selectionRange } = symbol;
            expect(selectionRange.start.line * 1e6 + selectionRange.start.character).toBeGreaterThanOrEqual(range.start.line * 1e6 + range.start.character);
            expect(selectionRange.end.line * 1e6 + selectionRange.end.character).toBeLessThanOrEqual(range.end.line * 1e6 + range.end.character);
        }
    });
});

describe('folding', () => {
    test('folds the scenario, each ability and each expectation, and a long terrain list', async () => {
        await foldings({
            text: [
                '<|scenario "x" {',
                '  map A1..P7',
                '  <|wall A1,',
                '       A2,',
                '       A3|>',
                '  monster Guard at J3 <|{',
                '    move 3',
                '    attack|>',
                '  }',
                '  expect Guard <|{',
                '    to H3',
                '    to H4|>',
                '  }|>',
                '}'
            ].join('\n'),
            disposeAfterCheck: true
        });
    });

    test('does not fold a block that ends on the line after it starts', async () => {
        await foldings({ text: 'scenario "x" {\n  map A1..P7 monster Guard at J3 { move 1 } }', disposeAfterCheck: true });
    });
});
