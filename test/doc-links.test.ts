import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './corpora.js';
import { lineAt, repositoryPath } from './support/file-mentions.js';
import { headingAnchors, isExternal, linksOf } from './support/markdown-links.js';

/** Every Markdown page of the repository, but those of installed packages and the build. */
function pages(folder: string): string[] {
    return readdirSync(folder).sort().flatMap(entry => {
        const path = join(folder, entry);
        if (statSync(path).isDirectory()) {
            return ['node_modules', 'out', '.git', 'test-results'].includes(entry) ? [] : pages(path);
        }
        return entry.endsWith('.md') ? [path] : [];
    });
}

describe('the links of the documentation', () => {
    const all = pages(repoRoot);

    it('reads the README and the pages of docs/', () => {
        expect(all.map(p => repositoryPath(repoRoot, p))).toEqual(expect.arrayContaining(['README.md', 'docs/language.md', 'docs/development.md']));
    });

    it('every relative link leads to a file that is there, and every anchor to a heading of its page', () => {
        const broken: string[] = [];
        for (const page of all) {
            const text = readFileSync(page, 'utf8');
            for (const { target, offset } of linksOf(text)) {
                if (isExternal(target)) {
                    continue;
                }
                const [path, anchor] = target.split('#');
                const file = path === '' ? page : resolve(dirname(page), decodeURIComponent(path));
                const where = `${repositoryPath(repoRoot, page)}:${lineAt(text, offset)}: ${target}`;
                if (!existsSync(file)) {
                    broken.push(`${where} (no such file)`);
                } else if (anchor !== undefined && file.endsWith('.md') && !headingAnchors(readFileSync(file, 'utf8')).has(anchor)) {
                    broken.push(`${where} (no such heading)`);
                }
            }
        }
        expect(broken, `links that lead nowhere:\n  ${broken.join('\n  ')}`).toEqual([]);
    });
});
