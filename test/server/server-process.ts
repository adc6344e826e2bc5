import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = resolve(repo, 'out/server/main.cjs');
const bin = resolve(repo, 'bin/ghs-language-server.cjs');
/** The machine's own Node, which an editor such as Neovim starts the server with. */
const systemNode = '/usr/bin/node';

/** Why the built server cannot be started here, if it cannot. */
export const skipReason = !existsSync(bundle) ? `${bundle} is missing: run 'npm run build' first`
    : !existsSync(systemNode) ? `${systemNode} is missing: no system Node to run the server with`
        : undefined;

/** The built language server on the machine's own Node, talking over stdio, as an editor starts it. */
export function startServerProcess(): ChildProcessWithoutNullStreams {
    return spawn(systemNode, [bin, '--stdio'], { cwd: repo, stdio: 'pipe' });
}
