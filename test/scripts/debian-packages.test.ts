import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/debian-packages.sh, which the set-up runs as root for what is missing, against an
 * `apt-get` and an `id` of the test's own: it must install only what it is given, without
 * recommends, and never upgrade a package already installed.
 */

const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../scripts/debian-packages.sh');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach(folder => rmSync(folder, { recursive: true, force: true })));

/** Runs the script with `apt-get -s` answering `simulated`; returns its status, its error output and each apt-get call. */
function run(packages: string[], simulated: string, uid = '0'): { status: number | null; stderr: string; calls: string[] } {
    const bin = mkdtempSync(join(tmpdir(), 'ghs-apt-'));
    folders.push(bin);
    const calls = join(bin, 'calls');
    writeFileSync(join(bin, 'simulated'), simulated);
    writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "$*" >> '${calls}'\n[ "$1" = -s ] && cat '${join(bin, 'simulated')}'\nexit 0\n`);
    writeFileSync(join(bin, 'id'), `#!/bin/sh\necho ${uid}\n`);
    chmodSync(join(bin, 'apt-get'), 0o755);
    chmodSync(join(bin, 'id'), 0o755);
    const result = spawnSync('/bin/bash', [script, ...packages], { env: { PATH: `${bin}:${process.env.PATH ?? ''}` }, encoding: 'utf8' });
    let made: string[] = [];
    try {
        made = readFileSync(calls, 'utf8').trim().split('\n');
    } catch {
        // apt-get was never run
    }
    return { status: result.status, stderr: result.stderr, calls: made };
}

describe('the Debian packages the set-up installs', () => {
    it('installs only the packages named, without recommends and with --no-upgrade, when that upgrades nothing', () => {
        const { status, calls } = run(['chromium', 'libkrb5-dev'], 'Inst chromium (120.0 Debian:12/stable [amd64])\nInst libkrb5-dev (1.20 Debian:12/stable [amd64])\nConf chromium (120.0)\n');
        expect(status).toBe(0);
        expect(calls).toEqual([
            'update',
            '-s install --no-install-recommends --no-upgrade chromium libkrb5-dev',
            'install -y --no-install-recommends --no-upgrade chromium libkrb5-dev'
        ]);
    });

    it('installs nothing, and names them, when the install would upgrade packages already installed', () => {
        const { status, stderr, calls } = run(['chromium'],
            'Inst libsystemd0 [252.30-1] (252.33-1 Debian:12/stable [amd64])\nInst perl-base [5.36.0-7] (5.36.0-7+deb12u2 Debian:12/stable [amd64])\nInst chromium (120.0 Debian:12/stable [amd64])\n');
        expect(status).toBe(1);
        expect(calls.filter(call => call.startsWith('install'))).toEqual([]);
        expect(stderr).toBe('e2e-setup: installing chromium would upgrade packages already installed: libsystemd0 perl-base. ' +
            'Nothing was installed; upgrade them yourself (apt-get upgrade) or install chromium by hand.\n');
    });

    it('not as root, only says what to run', () => {
        const { status, stderr, calls } = run(['chromium'], '', '1000');
        expect(status).toBe(0);
        expect(calls).toEqual([]);
        expect(stderr).toBe('e2e-setup: missing Debian packages chromium: install them as root (apt-get install --no-install-recommends --no-upgrade chromium)\n');
    });
});
