import { describe, expect, it } from 'vitest';
import { commentsOf, isBuildOutput, lineAt, markdownProse, mentionResolves, mentionsIn, repositoryMentionsIn, shellCommentsOf } from './file-mentions.js';

const paths = (text: string): string[] => repositoryMentionsIn(text).map(m => m.path);

describe('paths named in words', () => {
    it('with or without folders, relative or not, in backticks or parentheses, at the end of a sentence', () => {
        expect(paths('see language/explain/decision-words.ts, `words/focus.ts` and (../x.mjs). Also ghs.langium.')).toEqual([
            'language/explain/decision-words.ts', 'words/focus.ts', '../x.mjs', 'ghs.langium'
        ]);
    });

    it('not inside a URL, a glob, a scoped package, a longer word or a template', () => {
        expect(mentionsIn('https://github.com/eclipse-langium/langium/blob/main/x.ts test/**/*.test.ts @types/node.ts ${dir}/a.ts ~/b.ts')).toEqual([]);
        expect(paths('Node.js 20')).toEqual([]);
    });

    it('a name without a folder in a command or in quotes is the reader\'s file; with a folder, one of ours', () => {
        expect(paths('`ghs play x.ghs > next.ghs`, `npx ghs turn examples/a.ghs`')).toEqual(['examples/a.ghs']);
        expect(paths("cannot read 'missing.ghs': drawn in \"room.svg\"")).toEqual([]);
        expect(paths(' *   node /tmp/hashes.cjs > before.txt')).toEqual([]);
        expect(paths('the board is in `room.ghs`')).toEqual(['room.ghs']);
    });
});

describe('where a path is read from', () => {
    const files = new Set(['language/hex/hex.ts', 'language/engine/analyze.ts', 'scripts/start.mjs', 'README.md', 'cli/main.ts']);
    const exists = (path: string): boolean => files.has(path);

    it('relative to the file that names it', () => {
        expect(mentionResolves('analyze.ts', 'language/engine/attack.ts', exists)).toBe(true);
        expect(mentionResolves('../hex/hex.ts', 'language/engine/attack.ts', exists)).toBe(true);
        expect(mentionResolves('./start.mjs', 'scripts/other.mjs', exists)).toBe(true);
    });

    it('relative to the repository', () => {
        expect(mentionResolves('scripts/start.mjs', 'test/scripts/start.test.ts', exists)).toBe(true);
        expect(mentionResolves('README.md', 'docs/cli.md', exists)).toBe(true);
    });

    it('relative to language/, whose folders are named without it', () => {
        expect(mentionResolves('hex/hex.ts', 'server/lsp/hover.ts', exists)).toBe(true);
        expect(mentionResolves('engine/analyze.ts', 'README.md', exists)).toBe(true);
    });

    it('an import names the compiled JavaScript of a TypeScript source', () => {
        expect(mentionResolves('../main.js', 'cli/commands/check.ts', exists)).toBe(true);
    });

    it('not anywhere else: a name that is in another folder, or that no file has, is stale', () => {
        expect(mentionResolves('hex.ts', 'language/geometry/hex-lattice.ts', exists)).toBe(false);
        expect(mentionResolves('monster-mover-board.ts', 'language/interchange/monster-mover-link.ts', exists)).toBe(false);
        expect(mentionResolves('client/src/rounds.ts', 'server/lsp/code-lens.ts', exists)).toBe(false);
        expect(mentionResolves('../../../README.md', 'docs/cli.md', exists)).toBe(false);
    });

    it('build output is no source', () => {
        expect(isBuildOutput('out/cli/main.cjs')).toBe(true);
        expect(isBuildOutput('test-results/vitest.json')).toBe(true);
        expect(isBuildOutput('cli/main.ts')).toBe(false);
    });
});

describe('the words of a file', () => {
    it('the comments of TypeScript, not the strings, templates or regular expressions that look like them', () => {
        const source = [
            "const a = 'http://x/y.ts'; // one.ts",
            'const b = `// not.ts ${c /* two.ts */} // still-not.ts`;',
            'const d = /\\/\\/ no.ts/.test(e) / 2; /** three.ts */',
            'const f = g / h; // four.ts'
        ].join('\n');
        expect(commentsOf(source).map(c => c.text)).toEqual(['// one.ts', '/* two.ts */', '/** three.ts */', '// four.ts']);
        expect(commentsOf(source)[0].offset).toBe(source.indexOf('// one.ts'));
    });

    it("a shell script's comments, not its first line or a # inside a word", () => {
        const script = '#!/usr/bin/env bash\n# runs a.sh\necho "x#y" # then b.sh\n';
        expect(shellCommentsOf(script).map(c => c.text)).toEqual(['# runs a.sh', '# then b.sh']);
    });

    it("a Markdown page's prose, without its fenced code blocks, offsets kept", () => {
        const page = 'Read `a.md`.\n\n```sh\nghs check mine.ghs\n```\n\nThen b.md.\n';
        const prose = markdownProse(page);
        expect(prose).toHaveLength(page.length);
        expect(mentionsIn(prose).map(m => m.path)).toEqual(['a.md', 'b.md']);
        expect(lineAt(page, prose.indexOf('b.md'))).toBe(7);
    });
});
