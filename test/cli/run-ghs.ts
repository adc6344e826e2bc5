import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtures = resolve(repo, 'test/fixtures/cli');
const bin = resolve(repo, 'bin/ghs.cjs');
const bundle = resolve(repo, 'out/cli/main.cjs');
/** The machine's own Node: what the shipped bin must run on, whatever Node runs the tests. */
export const systemNode = '/usr/bin/node';

function newestSource(folder: string): { path: string; time: number } {
    let newest = { path: folder, time: 0 };
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        const found = entry.isDirectory() ? newestSource(path) : entry.name.endsWith('.ts') ? { path, time: statSync(path).mtimeMs } : newest;
        if (found.time > newest.time) {
            newest = found;
        }
    }
    return newest;
}

function whyNotRunnable(): string | undefined {
    if (!existsSync(systemNode)) {
        return `${systemNode} is missing: no system Node to run the command line with`;
    }
    if (!existsSync(bundle)) {
        return `${bundle} is missing: run 'npm run build' first`;
    }
    return undefined;
}

export const skipReason = whyNotRunnable();
if (skipReason) {
    console.log(`Skipping the command-line tests: ${skipReason}.`);
}

/** A bundle older than its sources would test yesterday's program: say so instead of failing strangely. */
function staleBundle(): string | undefined {
    const built = statSync(bundle).mtimeMs;
    const newest = [newestSource(resolve(repo, 'cli')), newestSource(resolve(repo, 'language'))].sort((a, b) => b.time - a.time)[0];
    return newest.time > built ? `${bundle} is older than ${newest.path}: run 'npm run build' first` : undefined;
}

export interface GhsRun {
    readonly code: number;
    readonly stdout: string;
    readonly stderr: string;
    /** Lines of each stream, without the final newline. */
    readonly out: string[];
    readonly err: string[];
}

function lines(text: string): string[] {
    return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

let stale: string | undefined;

const setpriv = '/usr/bin/setpriv';
const isRoot = process.getuid?.() === 0;
/**
 * Whether a file's permissions can refuse a read to the command: root reads anything, so as
 * root the command runs as `nobody` (through setpriv) for such a test.
 */
export const permissionsHold = !isRoot || existsSync(setpriv);

/**
 * Runs `bin/ghs.cjs` on the system Node, in `cwd` (the fixtures folder by default), with `stdin`
 * piped in; `unprivileged` runs it as `nobody` when the tests run as root.
 */
export function ghs(args: readonly string[], options: { cwd?: string; stdin?: string; unprivileged?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<GhsRun> {
    const [command, commandArgs] = options.unprivileged && isRoot
        ? [setpriv, ['--reuid=65534', '--regid=65534', '--clear-groups', systemNode, bin, ...args]]
        : [systemNode, [bin, ...args]];
    stale ??= staleBundle() ?? '';
    if (stale !== '') {
        return Promise.reject(new Error(stale));
    }
    return new Promise((done, fail) => {
        const child = execFile(command, commandArgs, { cwd: options.cwd ?? fixtures, maxBuffer: 64 * 1024 * 1024, env: options.env ?? process.env }, (error, stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : undefined) : 0;
            if (code === undefined) {
                fail(error);
                return;
            }
            done({ code, stdout, stderr, out: lines(stdout), err: lines(stderr) });
        });
        child.stdin?.end(options.stdin ?? '');
    });
}
