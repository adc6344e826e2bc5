import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The real-editor tests: slow, one at a time, run by `npm run test:e2e` after the .vsix is built. */
export default defineConfig({
    root: resolve(dirname(fileURLToPath(import.meta.url)), '../..'),
    test: {
        include: ['test/e2e/**/*.e2e.ts'],
        environment: 'node',
        fileParallelism: false,
        testTimeout: 120_000,
        hookTimeout: 240_000,
        // expect.poll waits on a real workbench, which a busy machine can hold past the default 1 s.
        expect: { poll: { timeout: 30_000 } }
    }
});
