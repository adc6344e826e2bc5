import { OperationCancelled } from 'langium';
import { ResponseError } from 'vscode-languageserver';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { GhsDocumentSymbolProvider } from '../../server/lsp/document-symbols.js';
import { guarded } from '../../server/lsp/guard.js';
import { parse, services } from './helpers.js';

class Flaky {
    calls = 0;
    answer(): string[] {
        this.calls++;
        throw new Error('broken on purpose');
    }
    async later(): Promise<string[]> {
        throw new Error('broken later');
    }
    works(): string[] {
        return ['fine'];
    }
    cancelled(): never {
        throw OperationCancelled;
    }
    refused(): never {
        throw new ResponseError(1, 'not that name');
    }
}

describe('a guarded feature', () => {
    afterEach(() => vi.restoreAllMocks());

    test('answers empty and logs when it throws, synchronously or not', async () => {
        const log = vi.fn();
        const flaky = guarded(new Flaky(), 'flaky', log, { answer: () => [], later: () => [], works: () => [] });
        expect(flaky.answer()).toEqual([]);
        expect(await flaky.later()).toEqual([]);
        expect(flaky.works()).toEqual(['fine']);
        expect(flaky.calls).toBe(1);
        expect(log).toHaveBeenCalledTimes(2);
        expect(log.mock.calls[0][0]).toMatch(/^flaky: answer failed, answering with an empty result\. Error: broken on purpose/);
        expect(log.mock.calls[1][0]).toContain('broken later');
    });

    test('lets cancellations and deliberate protocol errors through to the client', () => {
        const flaky = guarded(new Flaky(), 'flaky', vi.fn(), { cancelled: () => [], refused: () => [] });
        expect(() => flaky.cancelled()).toThrow();
        expect(() => flaky.refused()).toThrow(ResponseError);
    });

    test('keeps the server\'s providers answering when their code breaks', async () => {
        const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        vi.spyOn(GhsDocumentSymbolProvider.prototype, 'getSymbols').mockImplementation(() => {
            throw new TypeError('symbols exploded');
        });
        const document = await parse('scenario "x" {\n  map A1..C3\n  character Hero at B2 initiative 1\n  monster Guard at A1 {\n    move 1\n  }\n}');
        const params = { textDocument: { uri: document.uri.toString() } };
        expect(await services.lsp.DocumentSymbolProvider!.getSymbols(document, params)).toEqual([]);
        expect(logged).toHaveBeenCalledWith(expect.stringContaining('document symbols: getSymbols failed'));
        expect(logged).toHaveBeenCalledTimes(1);
        // The other features on the same document are untouched: the scenario and the ability still fold.
        const folds = await services.lsp.FoldingRangeProvider!.getFoldingRanges(document, params);
        expect(folds.map(f => [f.startLine, f.endLine]).sort()).toEqual([[0, 5], [3, 4]]);
        const formatted = await services.lsp.Formatter!.formatDocument(document, { ...params, options: { tabSize: 2, insertSpaces: true } });
        expect(formatted.length).toBeGreaterThan(0);
    });
});
