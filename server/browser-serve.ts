import { EmptyFileSystem } from 'langium';
import { BrowserMessageReader, BrowserMessageWriter, type Connection, createConnection } from 'vscode-languageserver/browser';
import type { GhsLspServices } from './ghs-lsp-module.js';
import { serveGhs } from './serve.js';

/** What a web worker, or one end of a `MessageChannel`, offers a JSON-RPC connection. */
export type MessageEndpoint = ConstructorParameters<typeof BrowserMessageReader>[0];

/**
 * The language server on a message port: a web worker's own scope in VS Code for the Web and in
 * the playground, a `MessageChannel`'s port in tests. There is no disk: the server knows the
 * documents the client opens, held in memory, and nothing else.
 */
export function serveGhsOnPort(port: MessageEndpoint): { connection: Connection; services: GhsLspServices } {
    const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
    const services = serveGhs(connection, EmptyFileSystem);
    return { connection, services };
}
