// @ts-check
/**
 * `npm run playground`: builds the playground, a static site in playground/dist/ that any static
 * host serves as it is. The page, the language server's worker, the preview page and a service
 * worker that keeps them all for offline use; no server code. Prints each file's size.
 *
 *   node scripts/playground-build.mjs [--outdir DIR] [--no-minify]
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { assertBrowserOnly, browserBuilds } from './browser-bundles.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'playground/src');
export const defaultOutdir = join(root, 'playground/dist');

/** `import examples from 'ghs:examples'`: every scenario of examples/, with the title its `scenario` line gives it. */
const examplesModule = {
    name: 'ghs-examples',
    /** @param {esbuild.PluginBuild} build */
    setup(build) {
        build.onResolve({ filter: /^ghs:examples$/ }, () => ({ path: 'examples', namespace: 'ghs-examples' }));
        build.onLoad({ filter: /.*/, namespace: 'ghs-examples' }, () => {
            const folder = join(root, 'examples');
            const examples = readdirSync(folder).filter(file => file.endsWith('.ghs')).sort().map(file => {
                const text = readFileSync(join(folder, file), 'utf8');
                const title = /^\s*scenario\s+"([^"]*)"/m.exec(text)?.[1] ?? basename(file, '.ghs');
                return { file, title, text };
            });
            return { contents: `export default ${JSON.stringify(examples)};`, loader: 'js', watchFiles: examples.map(e => join(folder, e.file)) };
        });
    }
};

/** The preview page's HTML, the same function the extension serves it with (client/src/preview-html.ts). */
async function previewPage() {
    const built = await esbuild.build({
        stdin: {
            contents: `import { previewHtml } from './client/src/preview-html.ts';
export const html = (nonce) => previewHtml({ cspSource: "'self'", nonce, scriptUri: 'preview.js', styleUri: 'preview.css' });`,
            resolveDir: root, loader: 'ts', sourcefile: 'preview-page.ts'
        },
        bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning', loader: { '.css': 'text' }
    });
    const module = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
    // A static page has one nonce for every visit: the scripts it lets in are the site's own anyway.
    return /** @type {(nonce: string) => string} */ (module.html)(createHash('sha256').update('ghs-playground').digest('hex').slice(0, 32));
}

/**
 * @param {{ outdir?: string; minify?: boolean }} [options]
 * @returns {Promise<{ outdir: string; files: { file: string; bytes: number }[]; total: number }>}
 */
export async function buildPlayground({ outdir = defaultOutdir, minify = true } = {}) {
    rmSync(outdir, { recursive: true, force: true });
    mkdirSync(outdir, { recursive: true });
    const browser = { bundle: true, platform: /** @type {const} */ ('browser'), target: 'es2022', format: /** @type {const} */ ('iife'),
        minify, sourcemap: false, metafile: true, logLevel: /** @type {const} */ ('warning'), loader: { '.css': /** @type {const} */ ('text') }, outdir };
    const [worker] = browserBuilds(minify);
    const [server, page, preview] = await Promise.all([
        esbuild.build({ ...worker, entryPoints: { 'ghs-server': 'server/browser-main.ts' }, absWorkingDir: root, outdir, sourcemap: false }),
        esbuild.build({
            ...browser, entryPoints: { playground: join(source, 'main.ts') }, plugins: [examplesModule],
            alias: { 'vscode-languageserver-protocol': join(source, 'protocol-in-page.ts') }
        }),
        esbuild.build({ ...browser, entryPoints: { preview: join(source, 'preview-frame.ts') } })
    ]);
    assertBrowserOnly('the playground\'s language server', server.metafile);
    assertBrowserOnly('the playground page', page.metafile);
    assertBrowserOnly('the playground\'s preview page', preview.metafile);

    copyFileSync(join(source, 'index.html'), join(outdir, 'index.html'));
    copyFileSync(join(source, 'playground.css'), join(outdir, 'playground.css'));
    copyFileSync(join(root, 'media/icon.png'), join(outdir, 'icon.png'));
    writeFileSync(join(outdir, 'preview.css'), `${readFileSync(join(source, 'preview-theme.css'), 'utf8')}\n${readFileSync(join(root, 'media/preview.css'), 'utf8')}`);
    writeFileSync(join(outdir, 'preview.html'), await previewPage());

    const site = listFiles(outdir);
    const version = createHash('sha256');
    for (const file of site) {
        version.update(file).update(readFileSync(join(outdir, file)));
    }
    await esbuild.build({
        ...browser, entryPoints: { 'service-worker': join(source, 'service-worker.ts') },
        define: { PLAYGROUND_FILES: JSON.stringify(['./', ...site]), PLAYGROUND_CACHE: JSON.stringify(`ghs-playground-${version.digest('hex').slice(0, 16)}`) }
    });
    const files = listFiles(outdir).map(file => ({ file, bytes: statSync(join(outdir, file)).size }));
    return { outdir, files, total: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/** @param {string} dir */
function listFiles(dir) {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile())
        .map(entry => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const at = process.argv.indexOf('--outdir');
    const outdir = at >= 0 ? resolve(process.argv[at + 1]) : defaultOutdir;
    const { files, total } = await buildPlayground({ outdir, minify: !process.argv.includes('--no-minify') });
    const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const { file, bytes } of files) {
        console.log(`${kb(bytes).padStart(10)}  ${file}`);
    }
    console.log(`${kb(total).padStart(10)}  in all, in ${relative(process.cwd(), outdir) || '.'}/: serve it from any static host`);
}
