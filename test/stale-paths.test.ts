import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './corpora.js';
import {
    commentsOf, isBuildOutput, lineAt, markdownProse, mentionResolves, repositoryMentionsIn, repositoryPath, shellCommentsOf
} from './support/file-mentions.js';

/**
 * Words that stay true: every file of the repository that a code comment or a page of the
 * documentation names is there. A comment naming a file that was renamed, moved or removed fails
 * here with its place, so a change that moves files mends the words about them too.
 */
const CODE_FOLDERS = ['language', 'server', 'client', 'cli', 'bench', 'fuzz', 'scripts', 'test'];
/** Generated or installed code, and the build's output, hold no comments of ours. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'generated']);

/**
 * Files named that are not the repository's, each with where it is named and why: a program's
 * own file, or the reader's. An entry no longer found fails too, so the list cannot go stale.
 */
const OTHERS_FILES = [
    { in: 'scripts/e2e-setup.sh', path: 'postinstall.sh', why: "code-server's own install script" },
    { in: 'docs/neovim.md', path: 'init.lua', why: "the reader's Neovim configuration" },
    { in: 'test/editors/neovim-doc.test.ts', path: 'init.lua', why: "a Neovim configuration, as the reader's" },
    { in: 'test/browser/static-site.ts', path: 'index.html', why: 'the index page of whatever folder a static host serves' }
];

function filesUnder(folder: string): string[] {
    if (!existsSync(folder)) {
        return [];
    }
    return readdirSync(folder).sort().flatMap(entry => {
        const path = join(folder, entry);
        if (statSync(path).isDirectory()) {
            return SKIPPED_FOLDERS.has(entry) ? [] : filesUnder(path);
        }
        return [path];
    });
}

/** Every file whose words are checked, with the pieces of it that are words. */
function wordsOfTheRepository(): Array<{ file: string; text: string; pieces: Array<{ text: string; offset: number }> }> {
    const code = CODE_FOLDERS.flatMap(folder => filesUnder(resolve(repoRoot, folder)));
    const pages = [resolve(repoRoot, 'README.md'), ...filesUnder(resolve(repoRoot, 'docs')).filter(f => f.endsWith('.md'))];
    const scripts = [resolve(repoRoot, '.ci/run'), ...code.filter(f => f.endsWith('.sh'))];
    return [
        ...code.filter(f => /\.(ts|mts|cts|js|mjs|cjs|langium)$/.test(f)).map(f => ({ f, pieces: commentsOf })),
        ...scripts.map(f => ({ f, pieces: shellCommentsOf })),
        ...pages.map(f => ({ f, pieces: (text: string) => [{ text: markdownProse(text), offset: 0 }] }))
    ].map(({ f, pieces }) => {
        const text = readFileSync(f, 'utf8');
        return { file: repositoryPath(repoRoot, f), text, pieces: pieces(text) };
    });
}

describe('every file a comment or a page names is in the repository', () => {
    const words = wordsOfTheRepository();
    const exists = (path: string): boolean => existsSync(resolve(repoRoot, path));

    it('reads the comments of the code and the pages of the documentation', () => {
        expect(words.length).toBeGreaterThan(300);
        expect(words.map(w => w.file)).toEqual(expect.arrayContaining(['README.md', 'docs/language.md', '.ci/run', 'language/ghs.langium', 'language/ghs-module.ts']));
    });

    it('no comment or page names a file that is not there', () => {
        const stale: string[] = [];
        const others = new Set<string>();
        for (const { file, text, pieces } of words) {
            for (const piece of pieces) {
                for (const mention of repositoryMentionsIn(piece.text)) {
                    const other = OTHERS_FILES.find(o => o.in === file && o.path === mention.path);
                    if (other) {
                        others.add(`${other.in} ${other.path}`);
                    } else if (!isBuildOutput(mention.path) && !mentionResolves(mention.path, file, exists)) {
                        stale.push(`${file}:${lineAt(text, piece.offset + mention.offset)}: ${mention.path}`);
                    }
                }
            }
        }
        expect(stale, `names of files that are not there (relative to the file, to the repository or to language/):\n  ${stale.join('\n  ')}`).toEqual([]);
        expect(OTHERS_FILES.filter(o => !others.has(`${o.in} ${o.path}`)), 'entries of OTHERS_FILES no longer named where they say').toEqual([]);
    });
});
