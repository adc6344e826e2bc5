/**
 * What Langium's core takes from `vscode-languageserver-protocol`: cancellation, events and the
 * error a document builder rejects with. The command line speaks no protocol, so its bundle
 * takes these from their own files of `vscode-jsonrpc` instead of loading both protocol
 * packages at every start (esbuild.mjs points the protocol's name here for the command line).
 */
import type { LSPErrorCodes as ProtocolErrorCodes } from 'vscode-languageserver-protocol';
import * as ralModule from '../node_modules/vscode-jsonrpc/lib/common/ral.js';

export { CancellationToken, CancellationTokenSource } from '../node_modules/vscode-jsonrpc/lib/common/cancellation.js';
export { Emitter } from '../node_modules/vscode-jsonrpc/lib/common/events.js';
export { ResponseError } from '../node_modules/vscode-jsonrpc/lib/common/messages.js';

/** The protocol's codes (a test holds them to the protocol's own). */
export const LSPErrorCodes: typeof ProtocolErrorCodes = {
    lspReservedErrorRangeStart: -32899,
    RequestFailed: -32803,
    ServerCancelled: -32802,
    ContentModified: -32801,
    RequestCancelled: -32800,
    lspReservedErrorRangeEnd: -32800
};

type Callback = (...args: unknown[]) => void;

/**
 * Cancellation and events reach Node's timers and console through the runtime layer that
 * `vscode-jsonrpc/node` installs; these are the parts of it they use, as it defines them.
 */
const runtime = {
    console,
    timer: {
        setTimeout(callback: Callback, ms: number, ...args: unknown[]) {
            const handle = setTimeout(callback, ms, ...args);
            return { dispose: () => clearTimeout(handle) };
        },
        setImmediate(callback: Callback, ...args: unknown[]) {
            const handle = setImmediate(callback, ...args);
            return { dispose: () => clearImmediate(handle) };
        },
        setInterval(callback: Callback, ms: number, ...args: unknown[]) {
            const handle = setInterval(callback, ms, ...args);
            return { dispose: () => clearInterval(handle) };
        }
    }
};

/**
 * The layer is the CommonJS module's `default` export, which Node hands an ES module one level
 * deeper than a bundler does: the first object down that can install it.
 */
function installer(module: unknown): { install(layer: unknown): void } {
    let candidate = module as { default?: unknown; install?: unknown } | undefined;
    while (candidate && typeof candidate.install !== 'function') {
        candidate = candidate.default as typeof candidate;
    }
    if (!candidate) {
        throw new Error('vscode-jsonrpc has no runtime layer to install');
    }
    return candidate as { install(layer: unknown): void };
}

installer(ralModule).install(runtime);
