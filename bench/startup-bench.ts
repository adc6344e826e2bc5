import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ms } from './stats.js';

const BIN = resolve(process.cwd(), 'bin/ghs.cjs');

/** A Node to start processes with, and the folder its compile cache is kept in for this bench. */
interface NodeUnderTest {
    readonly path: string;
    readonly version: string;
    readonly cache: string;
}

/**
 * The machine's own Node (the first on the PATH outside node_modules, which `npm run` puts
 * first) and the Node running this bench (the development Node 22), which start differently.
 */
function nodesUnderTest(cacheRoot: string): NodeUnderTest[] {
    const paths = [machineNode(), process.execPath].filter((p): p is string => p !== undefined);
    const byVersion = new Map<string, string>();
    for (const path of paths) {
        const version = execFileSync(path, ['--version']).toString().trim();
        if (!byVersion.has(version)) {
            byVersion.set(version, path);
        }
    }
    return [...byVersion].map(([version, path], i) => ({ path, version, cache: join(cacheRoot, String(i)) }));
}

function machineNode(): string | undefined {
    for (const folder of (process.env.PATH ?? '').split(delimiter)) {
        if (folder === '' || folder.includes('node_modules')) {
            continue;
        }
        const candidate = join(folder, 'node');
        try {
            accessSync(candidate, constants.X_OK);
            return candidate;
        } catch {
            // Not in this folder.
        }
    }
    return undefined;
}

/**
 * One whole process, from spawn to exit, in milliseconds; `withoutCertificates` leaves NODE_EXTRA_CA_CERTS out of its
 * environment; `failing` accepts exit status 1 (a check whose expectations fail).
 */
function processTime(node: NodeUnderTest, args: readonly string[], compileCache: boolean, withoutCertificates = false, failing = false): number {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: node.cache };
    if (withoutCertificates) {
        delete env.NODE_EXTRA_CA_CERTS;
    }
    if (compileCache) {
        delete env.NODE_DISABLE_COMPILE_CACHE;
    } else {
        env.NODE_DISABLE_COMPILE_CACHE = '1';
    }
    const started = performance.now();
    const run = spawnSync(node.path, args, { env, stdio: 'ignore' });
    const elapsed = performance.now() - started;
    if (run.status !== 0 && !(failing && run.status === 1)) {
        throw new Error(`${node.path} ${args.join(' ')} exited with ${run.status}`);
    }
    return elapsed;
}

/**
 * Runs each configuration in turn, round after round, so that a change in the machine's load
 * falls on all of them alike; the figure of each is its median.
 */
function interleaved(configurations: Array<() => number>, rounds: number): number[] {
    const samples = configurations.map(() => [] as number[]);
    configurations.forEach(run => run()); // the first run of each writes its compile cache
    for (let round = 0; round < rounds; round++) {
        configurations.forEach((run, i) => samples[i].push(run()));
    }
    return samples.map(median);
}

/**
 * `131` with its monster's move, attack and area struck out, written in `folder`: the same text
 * to read, link and validate, and the same figures to weigh for focus, but no attack to lay out.
 * What it adds to `001` is what `131` costs a process before the engine lays out a single attack.
 */
function withoutAttack(file: string, folder: string): string {
    const text = readFileSync(file, 'utf8').replace(/^\s*(move|attack|aoe)\b.*\n/gm, '');
    const out = join(folder, `no-attack-${file.split(/[\\/]/).at(-2)}.ghs`);
    writeFileSync(out, text);
    return out;
}

/** How many times as long as `bare` a run took, as `2.1× node -e 0`. */
function times(run: number, bare: number): string {
    return `${(run / bare).toFixed(1)}× node -e 0`;
}

function load(): string {
    return `load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`;
}

/**
 * Start-up: `node bin/ghs.cjs check` of one small file as a whole process, on the machine's Node
 * and on the development Node, with the compiled code of the last run and without it (the
 * first run, or NODE_DISABLE_COMPILE_CACHE=1), next to a Node that does nothing; then what a
 * large board adds to it on the machine's Node.
 */
export function startupBench(runs: number): void {
    const conformance = resolve(process.cwd(), '../shared/conformance');
    const small = (edition: string): string => resolve(conformance, edition, '001-move-towards-the-character-and-offer.ghs');
    const large = (edition: string): string => resolve(conformance, edition, '131-large-number-of-walls-and-characters.ghs');
    const rounds = Math.max(15, Math.ceil(runs / 2));
    console.log(`\nStart-up: node bin/ghs.cjs check, whole process, median of ${rounds} interleaved runs; ${load()}:`);
    if (!existsSync(small('gloomhaven'))) {
        console.log('  (the conformance corpus is not next to the repository: skipped)');
        return;
    }
    const cacheRoot = mkdtempSync(join(tmpdir(), 'ghs-startup-bench-'));
    try {
        const nodes = nodesUnderTest(cacheRoot);
        const file = small('gloomhaven');
        const figures = interleaved(nodes.flatMap(node => [
            () => processTime(node, ['-e', '0'], true),
            () => processTime(node, [BIN, 'check', file], true),
            () => processTime(node, [BIN, 'check', file], false)
        ]), rounds);
        nodes.forEach((node, i) => {
            const [bare, cached, uncached] = figures.slice(3 * i, 3 * i + 3);
            console.log(`  one small file (001), Node ${node.version.padEnd(9)} ${ms(cached).padStart(10)} with the code of the last run, ${ms(uncached).padStart(10)} without; ` +
                `node -e 0 alone ${ms(bare)} (${times(cached, bare)}; target: about 2×)`);
        });
        const machine = nodes[0];
        if (process.env.NODE_EXTRA_CA_CERTS) {
            // Node 20 reads and parses the extra certificates before any of the program runs.
            const [bare, cached] = interleaved([
                () => processTime(machine, ['-e', '0'], true, true),
                () => processTime(machine, [BIN, 'check', file], true, true)
            ], rounds);
            console.log(`  the same on Node ${machine.version} without NODE_EXTRA_CA_CERTS (set here): ${ms(cached).padStart(10)}; node -e 0 alone ${ms(bare)} (${times(cached, bare)})`);
        }
        for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
            const bare = withoutAttack(large(edition), cacheRoot);
            const [base, heavy, unarmed] = interleaved([
                () => processTime(machine, [BIN, 'check', small(edition)], true),
                () => processTime(machine, [BIN, 'check', large(edition)], true),
                // Its expectations no longer hold: it exits with 1.
                () => processTime(machine, [BIN, 'check', bare], true, false, true)
            ], rounds);
            console.log(`  ${edition.padEnd(10)} 131 minus 001, Node ${machine.version}: ${ms(heavy - base).padStart(10)}  (${ms(heavy)} - ${ms(base)}); ` +
                `131 with no move or attack minus 001: ${ms(unarmed - base)}`);
        }
        console.log(`  done; ${load()}.`);
    } finally {
        rmSync(cacheRoot, { recursive: true, force: true });
    }
}
