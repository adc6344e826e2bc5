// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** The Node globals our plain `.mjs`/`.cjs` scripts use (TypeScript files get them from @types/node). */
const nodeGlobals = {
    console: 'readonly',
    process: 'readonly',
    require: 'readonly',
    module: 'writable',
    __dirname: 'readonly',
    URL: 'readonly',
    Buffer: 'readonly',
    setTimeout: 'readonly',
    clearTimeout: 'readonly'
};

export default defineConfig(
    // Generated, bundled or installed code is not ours to lint.
    globalIgnores(['language/generated/', 'out/', 'media/', 'node_modules/', 'playground/dist/', 'test-results/', '**/*.vsix']),
    {
        files: ['{language,server,client,playground,cli,bench,fuzz,test,scripts}/**/*.{ts,mts,cts,js,mjs,cjs}', '*.{ts,mts,mjs}'],
        extends: [js.configs.recommended, tseslint.configs.recommended],
        languageOptions: { globals: nodeGlobals },
        rules: {
            // `_`-prefixed names mark parameters and bindings that are unused on purpose.
            '@typescript-eslint/no-unused-vars': ['error', {
                argsIgnorePattern: '^_',
                varsIgnorePattern: '^_',
                caughtErrorsIgnorePattern: '^_',
                destructuredArrayIgnorePattern: '^_'
            }]
        }
    }
);
