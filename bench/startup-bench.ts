import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median, ms } from './stats.js';

const BIN = resolve(process.cwd(), 'bin/ghs.cjs');

/** One whole `ghs check` process, from spawn to exit, in milliseconds. */
function checkOnce(file: string, compileCache: boolean): number {
    const env = { ...process.env };
    if (compileCache) {
        delete env.NODE_DISABLE_COMPILE_CACHE;
    } else {
        env.NODE_DISABLE_COMPILE_CACHE = '1';
    }
    const started = performance.now();
    const run = spawnSync(process.execPath, [BIN, 'check', file], { env, stdio: 'ignore' });
    const elapsed = performance.now() - started;
    if (run.status !== 0) {
        throw new Error(`ghs check ${file} exited with ${run.status}`);
    }
    return elapsed;
}

/**
 * Runs each configuration in turn, round after round, so that a change in the machine's load
 * falls on all of them alike; the figure of each is its median.
 */
function interleaved(configurations: Array<() => number>, rounds: number): number[] {
    const samples = configurations.map(() => [] as number[]);
    configurations.forEach(run => run()); // the first run of each writes the compile cache
    for (let round = 0; round < rounds; round++) {
        configurations.forEach((run, i) => samples[i].push(run()));
    }
    return samples.map(median);
}

/** Start-up: `ghs check` of one small file as a whole process, and what a large board adds to it. */
export function startupBench(runs: number): void {
    const conformance = resolve(process.cwd(), '../shared/conformance');
    const small = (edition: string): string => resolve(conformance, edition, '001-move-towards-the-character-and-offer.ghs');
    const large = (edition: string): string => resolve(conformance, edition, '131-large-number-of-walls-and-characters.ghs');
    const rounds = Math.max(5, Math.ceil(runs / 3));
    console.log(`\nStart-up: node bin/ghs.cjs check, whole process on Node ${process.versions.node}, median of ${rounds} interleaved runs:`);
    if (!existsSync(small('gloomhaven'))) {
        console.log('  (the conformance corpus is not next to the repository: skipped)');
        return;
    }
    const [cached, uncached] = interleaved([() => checkOnce(small('gloomhaven'), true), () => checkOnce(small('gloomhaven'), false)], rounds);
    console.log(`  one small file (001):      ${ms(cached).padStart(10)} with the compile cache, ${ms(uncached).padStart(10)} without`);
    for (const edition of ['gloomhaven', 'frosthaven', 'jotl']) {
        const [base, heavy] = interleaved([() => checkOnce(small(edition), true), () => checkOnce(large(edition), true)], rounds);
        console.log(`  ${edition.padEnd(10)} 131 minus 001: ${ms(heavy - base).padStart(10)}  (${ms(heavy)} - ${ms(base)})`);
    }
}
