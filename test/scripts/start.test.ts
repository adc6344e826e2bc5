import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freshExamplesCopy } from '../../scripts/start-workspace.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const temporary: string[] = [];
afterEach(() => {
    for (const dir of temporary.splice(0)) {
        rmSync(dir, { recursive: true, force: true });
    }
});
function tempDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'ghs-start-test-'));
    temporary.push(dir);
    return dir;
}

/** The environment a bash script has after sourcing scripts/clean-npm-env.sh, started with `env`. */
function cleaned(env: Record<string, string>): Record<string, string> {
    const result = spawnSync('/bin/bash', ['-c', `source '${join(repoRoot, 'scripts/clean-npm-env.sh')}' && env -0`], { env, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    return Object.fromEntries(result.stdout.split('\0').filter(Boolean).map(line => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1)];
    }));
}

describe('clean-npm-env.sh', () => {
    // What `npm run` on the machine's Node 20 hands to a script, in part.
    const underNpm = {
        PATH: '/repo/node_modules/.bin:/node_modules/.bin:/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin:/usr/local/bin:/usr/bin:/bin',
        HOME: '/home/someone',
        npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false',
        npm_config_nodedir: '/usr',
        npm_config_prefix: '/usr',
        npm_config_local_prefix: '/repo',
        npm_config_allow_scripts: '',
        npm_node_execpath: '/usr/bin/node',
        npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js',
        npm_lifecycle_event: 'start',
        npm_package_name: 'ghs-monster-ai',
        NODE: '/usr/bin/node',
        INIT_CWD: '/repo',
        npm_config_registry: 'https://registry.example/',
        npm_config_cafile: '/etc/ssl/certs/ca-certificates.crt',
        npm_config_https_proxy: 'http://proxy.example:3128',
        npm_config_userconfig: '/home/someone/.npmrc'
    };

    it("drops npm's settings and the Node it ran on, so another npm reads its own", () => {
        const env = cleaned(underNpm);
        for (const name of ['npm_config_user_agent', 'npm_config_nodedir', 'npm_config_prefix', 'npm_config_local_prefix',
            'npm_config_allow_scripts', 'npm_node_execpath', 'npm_execpath', 'npm_lifecycle_event', 'npm_package_name', 'NODE', 'INIT_CWD']) {
            expect(env, name).not.toHaveProperty(name);
        }
    });

    it('keeps how to reach the registry and everything not from npm', () => {
        const env = cleaned(underNpm);
        expect(env.npm_config_registry).toBe('https://registry.example/');
        expect(env.npm_config_cafile).toBe('/etc/ssl/certs/ca-certificates.crt');
        expect(env.npm_config_https_proxy).toBe('http://proxy.example:3128');
        expect(env.npm_config_userconfig).toBe('/home/someone/.npmrc');
        expect(env.HOME).toBe('/home/someone');
    });

    it("takes every node_modules/.bin and npm's node-gyp folder off PATH, and keeps the rest in order", () => {
        expect(cleaned(underNpm).PATH).toBe('/usr/local/bin:/usr/bin:/bin');
    });

    it('leaves a shell environment as it is', () => {
        const env = cleaned({ PATH: '/usr/bin:/bin', HOME: '/home/someone' });
        expect(env.PATH).toBe('/usr/bin:/bin');
        expect(env.HOME).toBe('/home/someone');
    });
});

describe('freshExamplesCopy', () => {
    it('copies the examples under the cache folder and returns where', () => {
        const examples = tempDir();
        const cache = tempDir();
        mkdirSync(join(examples, 'more'));
        writeFileSync(join(examples, 'a.ghs'), 'scenario "a" {}\n');
        writeFileSync(join(examples, 'more/b.ghs'), 'scenario "b" {}\n');
        const copy = freshExamplesCopy(examples, cache);
        expect(copy).toBe(join(cache, 'examples'));
        expect(readFileSync(join(copy, 'a.ghs'), 'utf8')).toBe('scenario "a" {}\n');
        expect(readFileSync(join(copy, 'more/b.ghs'), 'utf8')).toBe('scenario "b" {}\n');
    });

    it('replaces what an earlier start left there: turns played, files added', () => {
        const examples = tempDir();
        const cache = tempDir();
        writeFileSync(join(examples, 'a.ghs'), 'scenario "a" {}\n');
        const copy = freshExamplesCopy(examples, cache);
        writeFileSync(join(copy, 'a.ghs'), 'scenario "a" { acted }\n');
        writeFileSync(join(copy, 'mine.ghs'), 'scenario "mine" {}\n');
        freshExamplesCopy(examples, cache);
        expect(readFileSync(join(copy, 'a.ghs'), 'utf8')).toBe('scenario "a" {}\n');
        expect(existsSync(join(copy, 'mine.ghs'))).toBe(false);
        expect(readdirSync(examples)).toEqual(['a.ghs']);
    });
});
