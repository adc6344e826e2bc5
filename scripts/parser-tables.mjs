// @ts-check
/**
 * Writes language/parser/stored-grammar-tables.ts: what the lexer and the parser work out from the
 * grammar when they are created, built here the normal way and stored so that each process can
 * load it instead (language/parser/grammar-tables.ts). The language is bundled on the fly to run
 * on whichever Node runs this script; the file is rewritten only when its text changes.
 */
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const storedTablesFile = join(root, 'language/parser/stored-grammar-tables.ts');

const entry = `
import { EmptyFileSystem } from 'langium';
import { createGhsCoreServices } from './language/ghs-module.js';
import { freshGrammarTables, storedTablesModule } from './language/parser/fresh-tables.js';
// Services that do not read the stored tables: the lexer and the parser work everything out.
const { Ghs } = createGhsCoreServices(EmptyFileSystem, { parser: { GrammarTables: () => undefined } });
export const text = storedTablesModule(freshGrammarTables(Ghs));
`;

/** @returns {Promise<boolean>} whether the file changed */
export async function writeParserTables() {
    const built = await esbuild.build({
        stdin: { contents: entry, resolveDir: root, loader: 'ts', sourcefile: 'parser-tables-entry.ts' },
        bundle: true,
        write: false,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        logLevel: 'warning'
    });
    const dir = mkdtempSync(join(tmpdir(), 'ghs-parser-tables-'));
    let text;
    try {
        const file = join(dir, 'entry.cjs');
        writeFileSync(file, built.outputFiles[0].contents);
        text = createRequire(file)(file).text;
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
    let before;
    try {
        before = readFileSync(storedTablesFile, 'utf8');
    } catch {
        before = undefined;
    }
    if (before === text) {
        return false;
    }
    writeFileSync(storedTablesFile, text);
    return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const changed = await writeParserTables();
    console.log(`${changed ? 'Wrote' : 'Unchanged:'} language/parser/stored-grammar-tables.ts`);
}
