import { ErrorCodes, ResponseError } from 'vscode-languageserver';

/**
 * The shape of a custom request's parameters, checked before they are used: a client that sends
 * the wrong body is told what the request expects (InvalidParams), rather than getting the
 * server's own TypeError as an internal error.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null;
}

function isWholeNumber(value: unknown): boolean {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The error for a body of the wrong shape, naming the request and the body it expects. */
export function invalidParams(request: string, expected: string): ResponseError<void> {
    return new ResponseError(ErrorCodes.InvalidParams, `${request} expects ${expected}.`);
}

/** `{ uri }` with a string `uri`, and the string fields named. */
export function hasUriAnd(params: unknown, ...strings: string[]): boolean {
    return isRecord(params) && typeof params.uri === 'string' && strings.every(name => typeof params[name] === 'string');
}

/** `{ textDocument: { uri }, position: { line, character } }`, as LSP's own position requests. */
export function isTextDocumentPosition(params: unknown): boolean {
    return isRecord(params) && isRecord(params.textDocument) && typeof params.textDocument.uri === 'string'
        && isRecord(params.position) && isWholeNumber(params.position.line) && isWholeNumber(params.position.character);
}
