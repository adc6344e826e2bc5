import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * docs/neovim.md as a user copies it: the README's set-up is the guide's, and the guide's Neovim
 * 0.7 configuration with its Run monster turn handler, pasted into an init.lua unchanged, starts
 * the server with its initialization option, shows the code lenses and plays a turn from one.
 */

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const guide = readFileSync(resolve(repo, 'docs/neovim.md'), 'utf8');
const readme = readFileSync(resolve(repo, 'README.md'), 'utf8');
const driver = resolve(repo, 'test/editors/neovim-doc-driver.lua');
const server = resolve(repo, 'bin/ghs-language-server.cjs');
const node = existsSync('/usr/bin/node') ? '/usr/bin/node' : 'node';

function luaBlocks(markdown: string): string[] {
    return [...markdown.matchAll(/^```lua\n([\s\S]*?)^```$/gm)].map(match => match[1]);
}

const blocks = luaBlocks(guide);
/** The set-up for 0.7 to 0.10, told apart from the 0.11 one by the API it uses. */
const legacy = blocks.find(b => b.includes('vim.lsp.start_client('));
const handler = blocks.find(b => b.includes("vim.lsp.commands['ghs.runMonsterTurn']"));

describe('docs/neovim.md and the README', () => {
    test("the README's Neovim set-up is the guide's, word for word", () => {
        const inReadme = luaBlocks(readme);
        expect(inReadme).toHaveLength(1);
        expect(blocks).toContain(inReadme[0]);
    });

    test('each set-up passes the default edition to the server and the 0.11 one uses vim.lsp.config and vim.lsp.enable', () => {
        const current = blocks.find(b => b.includes("vim.lsp.config('ghs'"));
        expect(current).toContain("vim.lsp.enable('ghs')");
        expect(current).toContain("init_options = { defaultEdition = 'gloomhaven', turnSummaries = 'hint' }");
        expect(legacy).toContain("init_options = { defaultEdition = 'gloomhaven', turnSummaries = 'hint' }");
    });

    test('code lenses and inlay hints are switched on in each set-up', () => {
        const attach = blocks.find(b => b.includes("'LspAttach'"));
        expect(attach).toContain('vim.lsp.codelens.refresh');
        expect(attach).toContain('vim.lsp.inlay_hint.enable(true');
        expect(legacy).toContain('vim.lsp.codelens.refresh');
        expect(legacy).toContain('vim.lsp.inlay_hint.enable(true');
        expect(handler).toBeDefined();
    });
});

const nvimMissing = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).error !== undefined;
const skipReason = nvimMissing ? "'nvim' is not on PATH (apt-get install neovim)"
    : !existsSync(resolve(repo, 'out/server/main.cjs')) ? "the server is not built: run 'npm run build' first"
        : undefined;
if (skipReason) {
    console.log(`Skipping the docs/neovim.md run in Neovim: ${skipReason}.`);
}

interface DocResult {
    nvim: string;
    error?: string;
    filetype: string;
    lensed: boolean;
    lenses: Array<{ line: number; title?: string }>;
    hover?: string;
    prompts: Array<{ prompt: string; items: string[] }>;
    played: boolean;
    after_turn: string[];
    undone: boolean;
}

describe.skipIf(skipReason !== undefined)('the Neovim 0.7 set-up of docs/neovim.md, in Neovim', () => {
    const work = mkdtempSync(join(tmpdir(), 'ghs-nvim-doc-'));
    let nvim: ChildProcess | undefined;

    afterAll(() => {
        if (nvim && nvim.exitCode === null) {
            nvim.kill();
        }
        rmSync(work, { recursive: true, force: true });
    });

    test('starts the server with the default edition, shows the lenses, and plays a turn from one with the option picked', async () => {
        // The guide's command, `ghs-language-server`, as `npm install --global .` would put it on PATH.
        const bin = join(work, 'bin');
        mkdirSync(bin);
        writeFileSync(join(bin, 'ghs-language-server'), `#!/bin/sh\nexec '${node}' '${server}' "$@"\n`);
        chmodSync(join(bin, 'ghs-language-server'), 0o755);
        // The one change a reader makes: the edition, so the test can see it reach the server.
        const config = [legacy!.replace("defaultEdition = 'gloomhaven'", "defaultEdition = 'jotl'"), handler!, readFileSync(driver, 'utf8')].join('\n');
        writeFileSync(join(work, 'init.lua'), config);
        const file = join(work, 'split.ghs');
        const scenario = [
            'scenario "Split" {',
            '  map A1..E5',
            '  character Hero at C3 initiative 10',
            '  monster Guard at A3 { move 1 attack 2 }',
            '}',
            ''
        ].join('\n');
        writeFileSync(file, scenario);
        const resultFile = join(work, 'result.json');
        const env = {
            ...process.env,
            PATH: `${bin}:${process.env.PATH ?? ''}`,
            GHS_RESULT: resultFile,
            GHS_MONSTER: 'Guard',
            XDG_CONFIG_HOME: join(work, 'config'),
            XDG_DATA_HOME: join(work, 'data'),
            XDG_STATE_HOME: join(work, 'state'),
            XDG_CACHE_HOME: join(work, 'cache')
        };
        nvim = spawn('nvim', ['--headless', '-n', '-i', 'NONE', '-u', join(work, 'init.lua'), file], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output: string[] = [];
        nvim.stdout?.on('data', chunk => output.push(String(chunk)));
        nvim.stderr?.on('data', chunk => output.push(String(chunk)));
        const code = await new Promise<number | null>(done => nvim!.on('exit', done));
        expect(code, output.join('')).toBe(0);
        expect(existsSync(resultFile), `Neovim wrote no result: ${output.join('')}`).toBe(true);

        const result = JSON.parse(readFileSync(resultFile, 'utf8')) as DocResult;
        expect(result.error).toBeUndefined();
        expect(result.filetype).toBe('ghs');
        expect(result.lensed).toBe(true);
        expect(result.lenses).toEqual([
            { line: 3, title: 'Run monster turn' },
            { line: 3, title: 'focus Hero · players choose: moves to B2 · attacks Hero | moves to B3 · attacks Hero' }
        ]);
        expect(result.hover).toMatch(/^\*\*Guard\*\* · monster at A3 · Jaws of the Lion/);
        expect(result.prompts.map(p => p.items)).toEqual([
            ['Run monster turn', 'focus Hero · players choose: moves to B2 · attacks Hero | moves to B3 · attacks Hero'],
            ['moves to B2 · attacks Hero', 'moves to B3 · attacks Hero']
        ]);
        expect(result.prompts[1].prompt).toBe('Guard: the players choose');
        expect(result.played).toBe(true);
        expect(result.after_turn).toEqual([
            'scenario "Split" {',
            '  map A1..E5',
            '  character Hero at C3 initiative 10',
            '  monster Guard at B3 { move 1 attack 2 }',
            '  acted     Guard from A3 to B3 attacks Hero',
            '}'
        ]);
        expect(result.undone).toBe(true);
    });
});
