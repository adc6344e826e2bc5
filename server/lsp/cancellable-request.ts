import { isOperationCancelled } from 'langium';
import { type CancellationToken, type Connection, ErrorCodes, LSPErrorCodes, type RequestHandler, ResponseError } from 'vscode-languageserver';
import type { RequestType } from 'vscode-languageserver-protocol';
import { paramsProblem } from '../transport/param-checks.js';

/**
 * Registers a request whose work stops on cancellation: Langium's cancellation exception becomes
 * the protocol's RequestCancelled answer, which clients expect, instead of an internal error.
 */
export function onCancellableRequest<P, R>(connection: Connection, type: RequestType<P, R, void>,
    handle: (params: P, cancelToken: CancellationToken) => Promise<R>): void {
    const handler = async (params: P, cancelToken: CancellationToken): Promise<R> => {
        try {
            return await handle(params, cancelToken);
        } catch (error) {
            if (isOperationCancelled(error)) {
                throw new ResponseError(LSPErrorCodes.RequestCancelled, 'The request has been cancelled.');
            }
            throw error;
        }
    };
    // The library's handler type spells its result with a conditional on R, which a generic R cannot meet.
    connection.onRequest(type, handler as RequestHandler<P, R, void>);
}

/**
 * Throws InvalidParams when the params lack what the request reads. The transport's gate answers
 * such requests before they get here; a connection without the gate still gets the same answer.
 */
export function refuseMalformed(method: string, params: unknown): void {
    const problem = paramsProblem(method, params);
    if (problem !== undefined) {
        throw new ResponseError(ErrorCodes.InvalidParams, `Invalid params: ${problem}`);
    }
}
