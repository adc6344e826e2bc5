import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        include: ['test/**/*.test.ts'],
        environment: 'node',
        // The fuzz test and the conformance sweep parse thousands of scenarios on a 2-core machine.
        testTimeout: 120_000
    }
});
