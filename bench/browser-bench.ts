import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { browserBuilds } from '../scripts/browser-bundles.mjs';
import { CHROMIUM, CHROMIUM_ARGS, chromiumMissing } from '../test/client/chromium.js';
import { serveFolder } from '../test/browser/static-site.js';
import { loadLine, median, ms, percentile } from './stats.js';

const FIRST_DIAGNOSTICS = 'ghs-first-diagnostics';

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

function sizes(label: string, contents: Uint8Array): string {
    return `  ${label.padEnd(34)} ${kb(contents.length).padStart(10)} minified, ${kb(gzipSync(contents).length).padStart(9)} gzip`;
}

/**
 * In the browser: what VS Code for the Web and the playground download (the worker, the web
 * extension, the playground's every file; minified, and gzip as most static hosts send them),
 * then the time from navigation to the first diagnostics of a cold playground page (no cache, no
 * service worker), in Chromium.
 */
export async function browserBench(runs: number): Promise<void> {
    console.log(`\nIn the browser: download sizes; ${loadLine()}.`);
    const [worker, webExtension] = await Promise.all(browserBuilds(true).map(options =>
        esbuild.build({ ...options, write: false, sourcemap: false, logLevel: 'silent' })));
    console.log(sizes('language server worker', worker.outputFiles![0].contents));
    console.log(sizes('web extension (browser client)', webExtension.outputFiles![0].contents));

    const site = mkdtempSync(join(tmpdir(), 'ghs-playground-bench-'));
    try {
        const built = spawnSync(process.execPath, [resolve('scripts/playground-build.mjs'), '--outdir', site], { encoding: 'utf8' });
        if (built.status !== 0) {
            throw new Error(`the playground did not build:\n${built.stderr}`);
        }
        const files = readdirSync(site).filter(file => statSync(join(site, file)).isFile());
        const total = files.reduce((sum, file) => sum + statSync(join(site, file)).size, 0);
        const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(site, file))).length, 0);
        console.log(`  ${'playground, every file'.padEnd(34)} ${kb(total).padStart(10)} minified, ${kb(gzipped).padStart(9)} gzip (${files.length} files)`);
        for (const file of ['playground.js', 'ghs-server.js', 'preview.js']) {
            console.log(sizes(`  of which ${file}`, readFileSync(join(site, file))));
        }
        await firstDiagnostics(site, runs);
    } finally {
        rmSync(site, { recursive: true, force: true });
    }
}

async function firstDiagnostics(site: string, runs: number): Promise<void> {
    const missing = chromiumMissing();
    if (missing) {
        console.log(`  time to the first diagnostics: skipped, ${missing}`);
        return;
    }
    const rounds = Math.max(5, Math.ceil(runs / 3));
    const server = await serveFolder(site);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
        const samples: number[] = [];
        for (let run = 0; run < rounds; run++) {
            // A fresh profile each time: nothing cached, no service worker yet.
            const context = await browser.newContext();
            const page = await context.newPage();
            await page.goto(server.url);
            await page.waitForFunction(name => performance.getEntriesByName(name).length > 0, FIRST_DIAGNOSTICS, { timeout: 120_000 });
            samples.push(await page.evaluate(name => performance.getEntriesByName(name)[0].startTime, FIRST_DIAGNOSTICS));
            await context.close();
        }
        console.log(`  time to the first diagnostics, cold page load (navigation to the first published diagnostics, ${rounds} loads of the first example): ` +
            `median ${ms(median(samples))}, worst ${ms(Math.max(...samples))}, 95th percentile ${ms(percentile(samples, 95))}; ${loadLine()}`);
    } finally {
        await browser.close();
        await server.close();
    }
}
