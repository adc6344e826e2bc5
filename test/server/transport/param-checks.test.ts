import { describe, expect, test } from 'vitest';
import { InvalidParams, verdict } from '../../../server/transport/message-gate.js';
import { paramsProblem } from '../../../server/transport/param-checks.js';

const uri = 'file:///x.ghs';
const textDocument = { uri };
const range = { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } };

describe('the params a request needs', () => {
    test.each([
        ['ghs/monsterAt', { textDocument }, 'ghs/monsterAt needs position { line, character }, whole numbers from 0.'],
        ['textDocument/hover', { textDocument, position: { line: -1, character: -5 } }, 'textDocument/hover needs position { line, character }, whole numbers from 0.'],
        ['textDocument/hover', { position: { line: 0, character: 0 } }, 'textDocument/hover needs textDocument { uri }.'],
        ['textDocument/codeAction', { textDocument, range }, 'textDocument/codeAction needs context { diagnostics }.'],
        ['textDocument/codeAction', { textDocument, context: { diagnostics: [] } },
            'textDocument/codeAction needs range { start, end }, each a position { line, character } of whole numbers from 0.'],
        ['textDocument/references', { textDocument, position: { line: 0, character: 0 } }, 'textDocument/references needs context { includeDeclaration }.'],
        ['textDocument/rename', { textDocument, position: { line: 0, character: 0 } }, 'textDocument/rename needs newName, a string.'],
        ['textDocument/documentSymbol', {}, 'textDocument/documentSymbol needs textDocument { uri }.'],
        ['ghs/threatMap', { uri, version: 1 }, 'ghs/threatMap needs { uri, version, character }: the character is the name of the one whose map to draw.'],
        ['ghs/boardView', {}, 'ghs/boardView needs { uri, version }.'],
        ['ghs/boardView', { uri, version: 'x' }, 'ghs/boardView needs { uri, version }.'],
        ['ghs/boardView', { uri, version: 1.5 }, 'ghs/boardView needs { uri, version }.'],
        ['ghs/threatMap', { uri, version: '7', character: 'Hero' }, 'ghs/threatMap needs { uri, version }.'],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'thinWall' } },
            "ghs/editBoard's thinWall edit needs { kind: 'thinWall', between }: the two hexes the wall stands between."],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'thinWall', between: ['A1'] } },
            "ghs/editBoard's thinWall edit needs { kind: 'thinWall', between }: the two hexes the wall stands between."],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'paint', terrain: 'lava', hexes: ['A1'] } },
            "ghs/editBoard's paint edit needs { kind: 'paint', terrain, hexes }: terrain one of wall, obstacle, trap, hazardous, difficult, icy, hexes a list of hexes."],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'resizeMap', edge: 'top', by: '2' } },
            "ghs/editBoard's resizeMap edit needs { kind: 'resizeMap', edge: top, bottom, left or right, by: a whole number }."],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'explode' } },
            'ghs/editBoard needs edit { kind, … }, the kind one of paint, erase, thinWall, moveFigure, addFigure, deleteFigure, resizeMap, areaPattern.'],
        ['ghs/editBoard', { uri, version: 'x', edit: { kind: 'erase', hexes: [] } }, 'ghs/editBoard needs { uri, version }.'],
        ['workspace/executeCommand', { arguments: [] }, 'workspace/executeCommand needs command, a string.'],
        ['textDocument/hover', null, 'textDocument/hover needs its params as an object.']
    ])('%s with %j: %s', (method, params, problem) => {
        expect(paramsProblem(method, params)).toBe(problem);
    });

    test.each([
        ['ghs/monsterAt', { textDocument, position: { line: 3, character: 2 } }],
        ['textDocument/codeAction', { textDocument, range, context: { diagnostics: [] } }],
        ['textDocument/references', { textDocument, position: { line: 0, character: 0 }, context: { includeDeclaration: false } }],
        ['ghs/threatMap', { uri, version: 1, character: 'Hero' }],
        ['ghs/boardView', { uri, version: 1 }],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'thinWall', between: ['A1', 'A2'] } }],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'moveFigure', figure: 'Guard', to: 'B2' } }],
        ['ghs/editBoard', { uri, version: 1, edit: { kind: 'areaPattern', monster: 'Guard', hexes: ['A1'] } }],
        ['shutdown', undefined]
    ])('%s with %j: nothing lacks', (method, params) => {
        expect(paramsProblem(method, params)).toBeUndefined();
    });
});

describe('the gate answers a request with malformed params with InvalidParams', () => {
    test('a request', () => {
        expect(verdict({ jsonrpc: '2.0', id: 7, method: 'ghs/monsterAt', params: { textDocument } }, true)).toEqual({
            pass: false, id: 7, code: InvalidParams, message: 'Invalid params: ghs/monsterAt needs position { line, character }, whole numbers from 0.'
        });
    });

    test('not a notification, which has no answer', () => {
        expect(verdict({ jsonrpc: '2.0', method: 'textDocument/hover', params: {} }, true)).toEqual({ pass: true });
    });
});
