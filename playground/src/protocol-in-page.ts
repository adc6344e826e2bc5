/**
 * What the playground page takes from `vscode-languageserver-protocol`: the request types of
 * server/protocol.ts, the threat feed's cancellation and the name of `workspace/executeCommand`.
 * The page speaks JSON-RPC through CodeMirror's client, so these come from their own files of
 * `vscode-jsonrpc`, not with the whole protocol (a fifth of the page's script);
 * scripts/playground-build.mjs points the protocol's name here for the page.
 *
 * Cancellation reaches JSON-RPC's runtime layer only for a token someone listens to, and the
 * page listens to none: no layer is installed.
 */
export { RequestType } from '../../node_modules/vscode-jsonrpc/lib/common/messages.js';
export { CancellationTokenSource } from '../../node_modules/vscode-jsonrpc/lib/common/cancellation.js';

export const ExecuteCommandRequest = { method: 'workspace/executeCommand' } as const;
