import { type AstNode, type ValidationAcceptor, delayNextTick, interruptAndCheck } from 'langium';
import type { LangiumServices } from 'langium/lsp';
import type { CancellationToken } from 'vscode-languageserver';

/**
 * Validation runs the monster-AI engine on the whole board in one go (tens of milliseconds on a
 * large room). Just before it starts, the server reads what has arrived meanwhile: a request
 * about another file is answered first, and a newer keystroke in this file cancels the build
 * before the engine spends its time on a text that is already gone.
 */
async function yieldBeforeAnalysis(_root: AstNode, _accept: ValidationAcceptor, _categories: unknown, cancelToken: CancellationToken): Promise<void> {
    // The first turn of the event loop lets the connection hand over the messages it has read; the
    // second lets it write their answers, which it also defers by one turn.
    await delayNextTick();
    await delayNextTick();
    await interruptAndCheck(cancelToken);
}

export function registerYieldBeforeAnalysis(services: LangiumServices): void {
    services.validation.ValidationRegistry.registerBeforeDocument(yieldBeforeAnalysis);
}
