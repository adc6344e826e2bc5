//@ts-check
import * as esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';

const watch = process.argv.includes('--watch');
const minify = process.argv.includes('--minify');

/** Node bundles: the extension (run by VS Code), the language server, the command line and the benchmark. */
const nodeEntries = {
    'client/extension': 'client/src/extension.ts',
    'server/main': 'server/main.ts',
    'cli/main': 'cli/main.ts',
    'bench/bench': 'bench/bench.ts',
    'fuzz/fuzz': 'fuzz/fuzz.ts'
};

const nodeBuild = {
    entryPoints: Object.entries(nodeEntries).filter(([, file]) => exists(file)).map(([out, file]) => ({ in: file, out })),
    outdir: 'out',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: /** @type {const} */ ('cjs'),
    platform: /** @type {const} */ ('node'),
    target: 'node20',
    external: ['vscode'],
    // `ghs --version` prints the version the bundle was built from.
    define: { GHS_VERSION: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
    sourcemap: !minify,
    minify,
    logLevel: /** @type {const} */ ('warning'),
    // The board's stylesheet (language/view/board.css) is bundled as its text.
    loader: { '.ts': /** @type {const} */ ('ts'), '.css': /** @type {const} */ ('text') }
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

const builds = [nodeBuild, webBuild].filter(b => b.entryPoints.length > 0);
if (watch) {
    for (const options of builds) {
        const context = await esbuild.context(options);
        await context.watch();
    }
} else {
    await Promise.all(builds.map(options => esbuild.build(options)));
}
