import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The command line's fixture with a round to play: `ghs play --write` rewrites it. */
const SCENARIO = readFileSync(resolve(process.cwd(), 'test/fixtures/cli/two-guards.ghs'), 'utf8');

/**
 * `ghs play --write` killed (SIGKILL) at a random moment of its run, over and over: afterwards
 * the file must hold the scenario as it was or as played, whole, and nothing else. Counts how
 * often each came out, and any file left cut short, emptied or anything else: a lost edit.
 */
export async function interruptedWritesBench(trials: number): Promise<void> {
    const bin = resolve(process.cwd(), 'bin/ghs.cjs');
    if (!existsSync(resolve(process.cwd(), 'out/cli/main.cjs'))) {
        console.log('\nInterrupted writes: skipped, run npm run build first.');
        return;
    }
    const folder = mkdtempSync(join(tmpdir(), 'ghs-interrupted-'));
    const file = join(folder, 'room.ghs');
    writeFileSync(file, SCENARIO);
    const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : process.execPath;
    const started = Date.now();
    spawnSync(node, [bin, 'play', file, '--write']);
    const played = readFileSync(file, 'utf8');
    const runMs = Date.now() - started;
    const outcomes = { old: 0, played: 0, lost: 0 };
    try {
        for (let trial = 0; trial < trials; trial++) {
            writeFileSync(file, SCENARIO);
            const child = spawn(node, [bin, 'play', file, '--write'], { stdio: 'ignore' });
            const exited = new Promise(done => child.on('exit', done));
            await sleep(Math.random() * runMs * 1.2);
            child.kill('SIGKILL');
            await exited;
            const now = readFileSync(file, 'utf8');
            outcomes[now === SCENARIO ? 'old' : now === played ? 'played' : 'lost']++;
        }
        const left = readdirSync(folder).filter(name => name !== 'room.ghs').length;
        console.log(`\nInterrupted writes: ghs play --write killed at a random moment of its ${runMs} ms run, ${trials} times ` +
            `(load average ${loadavg().map(l => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores):`);
        console.log(`  the scenario as it was ${outcomes.old}, as played ${outcomes.played}, cut short or emptied ${outcomes.lost}; ` +
            `temporary files left beside it ${left}`);
    } finally {
        rmSync(folder, { recursive: true, force: true });
    }
}
