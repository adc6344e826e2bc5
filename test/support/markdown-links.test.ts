import { describe, expect, it } from 'vitest';
import { headingAnchors, isExternal, linksOf } from './markdown-links.js';

describe('the links of a Markdown page', () => {
    it('links and images, not those shown as code', () => {
        const page = 'See [the language](docs/language.md#editions) and ![a hover](docs/images/hover.png "Hover").\n' +
            '`[not](a-link.md)`\n\n```md\n[nor](this.md)\n```\nLast, [in angle brackets](<play.md>).';
        expect(linksOf(page).map(l => l.target)).toEqual(['docs/language.md#editions', 'docs/images/hover.png', 'play.md']);
    });

    it('web addresses, mail and commands leave the repository', () => {
        expect(['https://x.org/a.md', 'mailto:a@b.c', 'command:ghs.openPreview'].every(isExternal)).toBe(true);
        expect(isExternal('docs/cli.md')).toBe(false);
    });

    it("headings' anchors as GitHub makes them", () => {
        const page = '# The `ghs` command line\n## What the engine decides, in order\n## 1. Get the server\n## Notes\n## Notes\n```\n# not a heading\n```\n';
        expect([...headingAnchors(page)]).toEqual(['the-ghs-command-line', 'what-the-engine-decides-in-order', '1-get-the-server', 'notes', 'notes-1']);
    });
});
