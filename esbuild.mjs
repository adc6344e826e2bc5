//@ts-check
import * as esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertBrowserOnly, browserBuilds } from './scripts/browser-bundles.mjs';

const watch = process.argv.includes('--watch');
const minify = process.argv.includes('--minify');

/** Node bundles: the extension (run by VS Code), the language server, the benchmark and the fuzzer. */
const nodeEntries = {
    'client/extension': 'client/src/extension.ts',
    'server/main': 'server/main.ts',
    'bench/bench': 'bench/bench.ts',
    'fuzz/fuzz': 'fuzz/fuzz.ts'
};

/** The command line, bundled on its own: it starts for every command, so it carries no protocol. */
const cliEntries = {
    'cli/main': 'cli/main.ts'
};

/**
 * Langium's core imports cancellation, events and one error from `vscode-languageserver-protocol`,
 * which loads the whole protocol and JSON-RPC with them; the command line gets them from
 * cli/protocol-core.ts, which takes them from JSON-RPC's own files.
 */
const protocolCore = {
    name: 'protocol-core',
    /** @param {esbuild.PluginBuild} build */
    setup(build) {
        build.onResolve({ filter: /^vscode-languageserver-protocol$/ }, () => ({ path: resolve('cli/protocol-core.ts') }));
    }
};

const nodeBuild = {
    entryPoints: entryPoints(nodeEntries),
    outdir: 'out',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: /** @type {const} */ ('cjs'),
    platform: /** @type {const} */ ('node'),
    target: 'node20',
    // VS Code gives the extension its API; the benchmark drives Chromium and builds the playground with its own packages.
    external: ['vscode', 'playwright-core', 'esbuild'],
    // `ghs --version` prints the version the bundle was built from.
    define: { GHS_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
    sourcemap: !minify,
    minify,
    logLevel: /** @type {const} */ ('warning'),
    // The board's stylesheet (language/view/board.css) is bundled as its text.
    loader: { '.ts': /** @type {const} */ ('ts'), '.css': /** @type {const} */ ('text') }
};

const cliBuild = {
    ...nodeBuild,
    entryPoints: entryPoints(cliEntries),
    plugins: [protocolCore],
    // Half the text to read and, the first time, to compile; the map gives errors their sources
    // under `node --enable-source-maps`.
    minify: true,
    sourcemap: true
};

/** The preview page, run in a webview and in a plain browser. */
const webBuild = {
    entryPoints: [{ in: 'client/webview/preview.ts', out: 'preview' }].filter(e => exists(e.in)),
    outdir: 'media',
    bundle: true,
    format: /** @type {const} */ ('iife'),
    platform: /** @type {const} */ ('browser'),
    target: 'es2022',
    sourcemap: false,
    minify,
    logLevel: /** @type {const} */ ('warning'),
    loader: { '.css': /** @type {const} */ ('text') }
};

function exists(file) {
    return existsSync(file);
}

/** @param {Record<string, string>} entries */
function entryPoints(entries) {
    return Object.entries(entries).filter(([, file]) => exists(file)).map(([out, file]) => ({ in: file, out }));
}

/** Every bundle the build writes, all of them into build output (`out/`, `media/preview.js`), never into the sources. */
export const builds = [nodeBuild, cliBuild, webBuild].filter(b => b.entryPoints.length > 0);

/** The language server's worker and the web extension: checked to load no Node built-in. */
export const browserOnly = browserBuilds(minify);

// Imported (by the test that holds the build to its output folders), it only describes the build.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    if (watch) {
        for (const options of [...builds, ...browserOnly]) {
            const context = await esbuild.context(options);
            await context.watch();
        }
    } else {
        const [, checked] = await Promise.all([
            Promise.all(builds.map(options => esbuild.build(options))),
            Promise.all(browserOnly.map(options => esbuild.build(options)))
        ]);
        checked.forEach((result, index) => assertBrowserOnly(Object.keys(browserOnly[index].entryPoints ?? {}).join(', '), result.metafile));
    }
}
