import { readFile } from 'node:fs/promises';
import { type Plugin, defineConfig } from 'vitest/config';

/** Ends the id of a stylesheet read as text: Vitest empties any id that still ends in `.css`. */
const AS_TEXT = '.as-text';

/**
 * A stylesheet imported from TypeScript is its text, as esbuild's `text` loader gives it to the
 * bundles (esbuild.mjs), so the tests draw the same SVG as `ghs render`.
 */
function cssAsText(): Plugin {
    return {
        name: 'ghs-css-as-text',
        enforce: 'pre',
        async resolveId(source, importer) {
            if (!source.endsWith('.css') || !importer) {
                return null;
            }
            const resolved = await this.resolve(source, importer, { skipSelf: true });
            return resolved ? `\0${resolved.id}${AS_TEXT}` : null;
        },
        async load(id) {
            if (!id.startsWith('\0') || !id.endsWith(AS_TEXT)) {
                return null;
            }
            const text = await readFile(id.slice(1, -AS_TEXT.length), 'utf8');
            return `export default ${JSON.stringify(text)};`;
        }
    };
}

export default defineConfig({
    plugins: [cssAsText()],
    test: {
        include: ['test/**/*.test.ts'],
        environment: 'node',
        // The fuzz test and the conformance sweep parse thousands of scenarios on a 2-core machine.
        testTimeout: 120_000,
        // The browser suites launch Chromium in their hooks; a first launch on a fresh machine,
        // with its font cache still to build and four suites launching at once, outlasts 10 s.
        hookTimeout: 120_000,
        // expect.poll waits on a real browser's drawing, which a busy machine can hold past 1 s.
        expect: { poll: { timeout: 30_000 } }
    }
});
