import { EmptyFileSystem } from 'langium';
import { BrowserMessageReader, BrowserMessageWriter, type Connection, createConnection } from 'vscode-languageserver/browser';
import { serveGhs } from './serve.js';
import { GatedMessageReader, repliesThrough } from './transport/message-gate.js';

/** What a web worker, or one end of a `MessageChannel`, offers a JSON-RPC connection. */
export type MessageEndpoint = ConstructorParameters<typeof BrowserMessageReader>[0];

/**
 * The language server on a message port: a web worker's own scope in VS Code for the Web and in
 * the playground, a `MessageChannel`'s port in tests. There is no disk: the server knows the
 * documents the client opens, held in memory, and nothing else. The gate answers what the
 * connection would drop or fail on, as on stdio.
 */
export function serveGhsOnPort(port: MessageEndpoint): Connection {
    const writer = new BrowserMessageWriter(port);
    const connection = createConnection(new GatedMessageReader(new BrowserMessageReader(port), repliesThrough(writer)), writer);
    serveGhs(connection, EmptyFileSystem);
    return connection;
}
