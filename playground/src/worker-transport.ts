import type { Transport } from '@codemirror/lsp-client';

/**
 * The editor's language client talks JSON text; the server's worker (server/browser-main.ts)
 * posts and receives JSON-RPC messages as objects.
 */
export function workerTransport(worker: Worker): Transport {
    const handlers = new Set<(message: string) => void>();
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
        const text = JSON.stringify(event.data);
        for (const handler of handlers) {
            handler(text);
        }
    });
    return {
        send: message => worker.postMessage(JSON.parse(message)),
        subscribe: handler => void handlers.add(handler),
        unsubscribe: handler => void handlers.delete(handler)
    };
}
