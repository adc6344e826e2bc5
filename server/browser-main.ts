import { type MessageEndpoint, serveGhsOnPort } from './browser-serve.js';

/** The worker's global scope: the port the extension or the playground talks to. */
declare const self: MessageEndpoint & { addEventListener(type: 'unhandledrejection', listener: (event: RejectionEvent) => void): void };

interface RejectionEvent {
    readonly reason: unknown;
    preventDefault(): void;
}

const connection = serveGhsOnPort(self);
// As in the process entry (main.ts): a failed promise nobody awaits is logged, and the server goes on.
self.addEventListener('unhandledrejection', (event: RejectionEvent) => {
    event.preventDefault();
    const reason = event.reason;
    connection.console.error(`Unexpected failure, the server goes on: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
});
