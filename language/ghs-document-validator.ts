import {
    type AstNode, AstUtils, Cancellation, DefaultDocumentValidator, type DiagnosticInfo, type LangiumDocument, type ParseResult, type ValidationOptions,
    type ValidationSeverity, isOperationCancelled
} from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { UNREAD } from './ghs-parser.js';
import { meantWordOf } from './parser/meant-word.js';
import { limitDiagnostics } from './validation/diagnostic-limit.js';
import { IssueCodes } from './validation/issue-codes.js';

/**
 * Langium's validator, bounded and loud: it reports at most {@link limitDiagnostics}'s number of
 * diagnostics, and a check that fails becomes an error in the file instead of a line in a log
 * (Langium would log it and report the file as if it had no problems at all). Every diagnostic
 * with an issue code carries it in `data.code` too, where Langium's `DiagnosticData` and its
 * code-action test helpers look for it, beside whatever else the check put in `data`.
 */
export class GhsDocumentValidator extends DefaultDocumentValidator {
    override async validateDocument(document: LangiumDocument, options?: ValidationOptions, cancelToken?: Cancellation.CancellationToken): Promise<Diagnostic[]> {
        return limitDiagnostics(await super.validateDocument(document, options, cancelToken));
    }

    protected override async validateAst(rootNode: AstNode, options: ValidationOptions, cancelToken?: Cancellation.CancellationToken): Promise<Diagnostic[]> {
        if (wasNotRead(rootNode)) {
            // The parser stood in an empty scenario for the text; its missing map is no news.
            return [];
        }
        try {
            // Limited here too: Langium spreads this list into a call's arguments, which overflows
            // the stack from about a hundred thousand on.
            return limitDiagnostics(await super.validateAst(rootNode, options, cancelToken));
        } catch (error) {
            if (isOperationCancelled(error)) {
                throw error;
            }
            return [validationFailed(error)];
        }
    }

    protected override processParsingErrors(parseResult: ParseResult, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const found: Diagnostic[] = [];
        super.processParsingErrors(parseResult, found, options);
        diagnostics.push(...found.map(withMeantWord));
    }

    protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
        const found: Diagnostic[] = [];
        super.processLinkingErrors(document, found, options);
        diagnostics.push(...found.map(withMeantWord));
    }

    protected override toDiagnostic<N extends AstNode>(severity: ValidationSeverity, message: string, info: DiagnosticInfo<N, string>): Diagnostic {
        const diagnostic = super.toDiagnostic(severity, message, info);
        return typeof info.code === 'string' ? { ...diagnostic, data: withCode(info.data, info.code) } : diagnostic;
    }
}

/** `data` with the issue code in it, as Langium's `DiagnosticData` has it. */
export function withCode(data: unknown, code: string): object {
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data, code } : { code };
}

/**
 * A syntax or linking error that names the word a typo most likely meant gets its own issue code,
 * and the word in `data.meant`, so that a quick fix can write it in place of the typo.
 */
function withMeantWord(diagnostic: Diagnostic): Diagnostic {
    const meant = typeof diagnostic.message === 'string' ? meantWordOf(diagnostic.message) : undefined;
    const { start, end } = diagnostic.range;
    if (!meant || (start.line === end.line && start.character === end.character)) {
        return diagnostic;
    }
    return { ...diagnostic, code: IssueCodes.DidYouMean, data: { ...withCode(diagnostic.data, IssueCodes.DidYouMean), meant } };
}

function wasNotRead(rootNode: AstNode): boolean {
    const document = rootNode.$document ?? AstUtils.findRootNode(rootNode).$document;
    return document?.parseResult.parserErrors.some(e => e.name === UNREAD) ?? false;
}

export function validationFailed(error: unknown): Diagnostic {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: 1,
        code: IssueCodes.ValidationFailed,
        data: withCode(undefined, IssueCodes.ValidationFailed),
        source: 'ghs',
        message: `The checks of this file failed (${reason}), so its problems may not all be listed.`
    };
}
