// @ts-check
/**
 * Fails when the committed parser and AST in language/generated/ are not what the grammar
 * generates today, naming each stale file. The generator runs into a temporary folder so the
 * working tree is never touched, and the comparison reads files only (no git), so it works
 * the same in a fresh clone, an exported tarball or a dirty working tree.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'langium-config.json'), 'utf8'));
const committedDir = resolve(root, config.out ?? 'src/language/generated');

/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir) {
    const found = [];
    const visit = current => {
        for (const entry of readdirSync(current)) {
            const path = join(current, entry);
            if (statSync(path).isDirectory()) {
                visit(path);
            } else {
                found.push(relative(dir, path));
            }
        }
    };
    visit(dir);
    return found.sort();
}

function generate(workDir) {
    // Same options as the repository's configuration; only the paths change, so that the
    // grammar is read from the repository and every output lands in the temporary folder.
    const tempConfig = {
        ...config,
        out: 'generated',
        languages: config.languages.map(language => ({ ...language, grammar: resolve(root, language.grammar) }))
    };
    const configFile = join(workDir, 'langium-config.json');
    writeFileSync(configFile, JSON.stringify(tempConfig, null, 2));
    // The package exports only its library entry; its command line sits beside it in bin/.
    const langiumBin = fileURLToPath(new URL('../bin/langium.js', import.meta.resolve('langium-cli')));
    const result = spawnSync(process.execPath, [langiumBin, 'generate', '--file', configFile], { cwd: workDir, encoding: 'utf8' });
    if (result.status !== 0) {
        process.stderr.write(result.stdout + result.stderr);
        // Langium's generator needs Node 22 (Object.groupBy); npm scripts run on the node@22 devDependency.
        const hint = typeof Object.groupBy === 'function' ? '' : ' Run it as `npm run check:generated`, which uses Node 22.';
        throw new Error(`langium generate failed (exit ${result.status ?? result.signal}).${hint}`);
    }
    return join(workDir, 'generated');
}

function compare(freshDir) {
    const fresh = filesUnder(freshDir);
    let committed;
    try {
        committed = filesUnder(committedDir);
    } catch {
        committed = [];
    }
    const problems = [];
    for (const file of fresh) {
        if (!committed.includes(file)) {
            problems.push(`${file}: missing (the grammar generates it)`);
        } else if (!readFileSync(join(freshDir, file)).equals(readFileSync(join(committedDir, file)))) {
            problems.push(`${file}: differs from what the grammar generates`);
        }
    }
    for (const file of committed.filter(f => !fresh.includes(f))) {
        problems.push(`${file}: no longer generated (delete it)`);
    }
    return { problems, count: fresh.length };
}

const workDir = mkdtempSync(join(tmpdir(), 'ghs-generated-'));
let exitCode = 0;
try {
    const { problems, count } = compare(generate(workDir));
    const shown = relative(root, committedDir);
    if (problems.length > 0) {
        console.error(`Stale generated files in ${shown}/:`);
        problems.forEach(p => console.error(`  ${shown}/${p}`));
        console.error("Run 'npm run generate' and commit the result; never edit these files by hand.");
        exitCode = 1;
    } else {
        console.log(`${shown}/: all ${count} generated files match the grammar.`);
    }
} catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    exitCode = 2;
} finally {
    rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
