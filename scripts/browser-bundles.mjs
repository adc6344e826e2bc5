// @ts-check
/**
 * The bundles that run in a browser: the language server's worker and the web extension (VS Code
 * for the Web). They must stay browser code: `nodeBuiltinsIn` reads esbuild's metafile and names
 * every Node built-in module one of them would load, which fails the build.
 */
import { builtinModules } from 'node:module';

/** Every name a Node built-in answers to: `fs`, `fs/promises`, `node:fs`, `node:test` … */
const BUILTINS = new Set([...builtinModules, ...builtinModules.map(name => `node:${name}`)]);

/** @param {string} path */
function builtinName(path) {
    // esbuild names a module a package's `browser` map turns off `(disabled):fs`.
    const bare = path.replace(/^\(disabled\):/, '');
    return BUILTINS.has(bare) || bare.startsWith('node:') ? bare : undefined;
}

/**
 * The Node built-ins a build pulls in, each with the file that imports it: left outside the bundle
 * (`external`), switched off by a package's `browser` field, or brought in whole.
 * @param {import('esbuild').Metafile} metafile
 * @returns {{ module: string; importer: string }[]}
 */
export function nodeBuiltinsIn(metafile) {
    /** @type {{ module: string; importer: string }[]} */
    const found = [];
    for (const [importer, input] of Object.entries(metafile.inputs)) {
        for (const imported of input.imports) {
            const module = builtinName(imported.path) ?? (imported.original !== undefined ? builtinName(imported.original) : undefined);
            if (module !== undefined) {
                found.push({ module, importer });
            }
        }
    }
    for (const [output, built] of Object.entries(metafile.outputs)) {
        for (const imported of built.imports) {
            const module = builtinName(imported.path);
            if (module !== undefined && !found.some(f => f.module === module)) {
                found.push({ module, importer: output });
            }
        }
    }
    return found;
}

/**
 * The options both browser bundles share: no Node, nothing left to load at run time but `vscode`,
 * which the web extension host provides.
 * @param {boolean} minify
 */
function browserOptions(minify) {
    return {
        bundle: true,
        platform: /** @type {const} */ ('browser'),
        target: 'es2022',
        metafile: true,
        sourcemap: !minify,
        minify,
        logLevel: /** @type {const} */ ('warning'),
        loader: { '.css': /** @type {const} */ ('text') }
    };
}

/**
 * The worker (a classic script: `new Worker(url)` with no module type), and the web extension in
 * CommonJS, the one module format VS Code's web extension host loads: named `.cjs`, since in a
 * package of `"type": "module"` the host takes a `.js` entry for an ES module and refuses it.
 * @param {boolean} minify
 * @returns {import('esbuild').BuildOptions[]}
 */
export function browserBuilds(minify) {
    return [
        { ...browserOptions(minify), entryPoints: { 'server/browser-main': 'server/browser-main.ts' }, outdir: 'out', format: 'iife' },
        { ...browserOptions(minify), entryPoints: { 'client/browser-extension': 'client/src/browser-extension.ts' }, outdir: 'out', format: 'cjs', outExtension: { '.js': '.cjs' }, external: ['vscode'] }
    ];
}

/**
 * Throws, naming each module and who imports it, when a browser bundle pulls in a Node built-in.
 * @param {string} bundle
 * @param {import('esbuild').Metafile | undefined} metafile
 */
export function assertBrowserOnly(bundle, metafile) {
    if (!metafile) {
        throw new Error(`${bundle}: esbuild gave no metafile, so the bundle cannot be checked for Node built-ins`);
    }
    const found = nodeBuiltinsIn(metafile);
    if (found.length > 0) {
        throw new Error(`${bundle} must run in a browser, but it pulls in Node built-ins:\n${found.map(f => `  ${f.module} (imported by ${f.importer})`).join('\n')}`);
    }
}
