import { GrammarUtils, type LangiumDocument, isOperationCancelled } from 'langium';
import { clearDocuments } from 'langium/test';
import { CancellationTokenSource } from 'vscode-languageserver';
import { afterEach, describe, expect, test } from 'vitest';
import { boardToGhs } from '../../bench/board-to-ghs.js';
import { largeBoard } from '../../bench/synthetic.js';
import type { Scenario } from '../../language/generated/ast.js';
import { analyzer, parse, services } from './helpers.js';

/** A large room, parsed but not validated, so that no analysis of it is remembered yet. */
async function largeRoom(): Promise<LangiumDocument<Scenario>> {
    return parse(boardToGhs(largeBoard('gloomhaven', 40, 40), 'Large'));
}

/** Starts a request, cancels it as soon as it gives way, and says how it ended. */
async function cancelledOnceStarted(request: (token: CancellationTokenSource['token']) => Promise<unknown>): Promise<unknown> {
    const source = new CancellationTokenSource();
    const answer = request(source.token);
    setImmediate(() => source.cancel());
    return answer.then(() => 'answered', (error: unknown) => (isOperationCancelled(error) ? 'cancelled' : error));
}

describe('requests that run the engine give way and honour cancellation', () => {
    let document: LangiumDocument<Scenario> | undefined;
    afterEach(async () => {
        if (document) {
            await clearDocuments(services, [document]);
        }
    });

    test('hover, code lens and inlay hints stop when cancelled part way through the analysis', async () => {
        document = await largeRoom();
        const textDocument = { uri: document.uri.toString() };
        const monster = document.parseResult.value.statements.find(s => s.$type === 'Monster')!;
        const position = GrammarUtils.findNodeForProperty(monster.$cstNode, 'name')!.range.start;
        const lsp = services.lsp;
        const outcomes = [
            await cancelledOnceStarted(token => Promise.resolve(lsp.HoverProvider!.getHoverContent(document!, { textDocument, position }, token))),
            await cancelledOnceStarted(token => Promise.resolve(lsp.CodeLensProvider!.provideCodeLens(document!, { textDocument }, token))),
            await cancelledOnceStarted(token => Promise.resolve(lsp.InlayHintProvider!.getInlayHints(document!, { textDocument, range: { start: { line: 0, character: 0 }, end: { line: 9999, character: 0 } } }, token)))
        ];
        expect(outcomes).toEqual(['cancelled', 'cancelled', 'cancelled']);
        // Uncancelled, the same requests answer from one analysis.
        const lenses = await lsp.CodeLensProvider!.provideCodeLens(document, { textDocument });
        expect(lenses?.length).toBe(2 * analyzer.analyze(document.parseResult.value).decisions.length);
    });
});
