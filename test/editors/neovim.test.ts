import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bundle = resolve(repo, 'out/server/main.cjs');
const config = resolve(repo, 'test/editors/neovim-config.lua');
/** Neovim starts the server with the system's Node, so the test does too when the machine has one. */
const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : 'node';

const nvimMissing = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).error !== undefined;
const skipReason = nvimMissing ? "'nvim' is not on PATH (apt-get install neovim)"
    : !existsSync(bundle) ? `${bundle} is missing: run 'npm run build' first`
        : undefined;
if (skipReason) {
    console.log(`Skipping the Neovim test: ${skipReason}.`);
}

const ROOM = [
    'scenario "Room" {',
    '  map A1..C3',
    '  character   Hero at c2 initiative 10',
    '  character Mage at C3 initiative 20',
    '  monster Guard at A1 { move 2 attack }',
    '}'
];

interface NeovimResult {
    nvim: string;
    error?: string;
    filetype: string;
    attached: boolean;
    diagnosed: boolean;
    diagnostics: Array<{ lnum: number; col: number; message: string; severity: number; source: string }>;
    hover_found: boolean;
    hover: { timeout?: string; responses: Array<{ error?: unknown; result?: { contents?: { kind?: string; value?: string } } }> };
    lenses: { timeout?: string; responses: Array<{ error?: unknown; result?: Array<{ range: { start: { line: number } }; command?: { title: string; command: string; arguments?: unknown[] } }> }> };
    symbols: { timeout?: string; responses: Array<{ error?: unknown; result?: Array<{ name: string; children?: Array<{ name: string; detail?: string }> }> }> };
    formatted: string[];
    stopped: boolean;
}

describe.skipIf(skipReason !== undefined)('Neovim with the ghs language server', () => {
    const work = mkdtempSync(join(tmpdir(), 'ghs-nvim-'));
    let nvim: ChildProcess | undefined;

    afterAll(() => {
        if (nvim && nvim.exitCode === null) {
            nvim.kill();
        }
        rmSync(work, { recursive: true, force: true });
    });

    test('shows diagnostics, explains the monster in a hover and a lens, answers the outline, formats, and stops the server', async () => {
        const file = join(work, 'room.ghs');
        const resultFile = join(work, 'result.json');
        writeFileSync(file, `${ROOM.join('\n')}\n`);
        const env = {
            ...process.env,
            GHS_SERVER: resolve(repo, 'bin/ghs-language-server.cjs'),
            GHS_NODE: node,
            GHS_RESULT: resultFile,
            GHS_HOVER_WORD: 'Guard',
            // Keep Neovim's state, logs and caches out of the user's home.
            XDG_CONFIG_HOME: join(work, 'config'),
            XDG_DATA_HOME: join(work, 'data'),
            XDG_STATE_HOME: join(work, 'state'),
            XDG_CACHE_HOME: join(work, 'cache')
        };
        nvim = spawn('nvim', ['--headless', '-n', '-i', 'NONE', '-u', config, file], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output: string[] = [];
        nvim.stdout?.on('data', chunk => output.push(String(chunk)));
        nvim.stderr?.on('data', chunk => output.push(String(chunk)));
        const code = await new Promise<number | null>(done => nvim!.on('exit', done));
        expect(code, output.join('')).toBe(0);
        expect(existsSync(resultFile), `Neovim wrote no result: ${output.join('')}`).toBe(true);

        const result = JSON.parse(readFileSync(resultFile, 'utf8')) as NeovimResult;
        expect(result.error).toBeUndefined();
        expect(result.filetype).toBe('ghs');
        expect(result.attached).toBe(true);
        expect(result.diagnosed).toBe(true);
        // Hero's hex is no coordinate, so Hero is not on the board: the board is incomplete, and no
        // surface states the Guard's turn, here as in VS Code.
        const incomplete = 'The board is incomplete: Hero\'s hex is not a coordinate (\'c2\', line 3). Fix it first.';
        expect(result.diagnostics).toEqual([{
            lnum: 2, col: 22, severity: 1, source: 'ghs',
            message: "'c2' is not a coordinate: column letters are upper case. Write 'C2'."
        }]);

        expect(result.hover_found).toBe(true);
        expect(result.hover.timeout).toBeUndefined();
        expect(result.hover.responses).toHaveLength(1);
        expect(result.hover.responses[0].error).toBeUndefined();
        const hover = result.hover.responses[0].result?.contents;
        expect(hover?.kind).toBe('markdown');
        expect(hover?.value).toMatch(/^\*\*Guard\*\* · monster at A1/);
        expect(hover?.value).toContain(`**${incomplete}**`);
        expect(hover?.value).not.toContain('Focus');

        expect(result.lenses.responses).toHaveLength(1);
        expect(result.lenses.responses[0].result?.map(l => `${l.range.start.line}: ${l.command?.title}`)).toEqual([
            '4: Turn not shown: the board is incomplete (Hero\'s hex is not a coordinate (\'c2\', line 3))'
        ]);

        expect(result.symbols.responses).toHaveLength(1);
        const scenario = result.symbols.responses[0].result?.[0];
        expect(scenario?.name).toBe('Room');
        expect(scenario?.children?.map(c => `${c.name} — ${c.detail}`)).toEqual([
            'map — A1..C3', 'Hero — character at c2, initiative 10', 'Mage — character at C3, initiative 20', 'Guard — monster at A1'
        ]);

        expect(result.formatted).toEqual([
            'scenario "Room" {',
            '  map A1..C3',
            '  character Hero at c2 initiative 10',
            '  character Mage at C3 initiative 20',
            '  monster   Guard at A1 {',
            '    move 2',
            '    attack',
            '  }',
            '}'
        ]);
        expect(result.stopped).toBe(true);
    });
});
