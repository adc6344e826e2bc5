import { markdownProse } from './file-mentions.js';

/** A link or image of a Markdown page: its target and where it stands. */
export interface MarkdownLink {
    readonly target: string;
    readonly offset: number;
}

/** The inline links and images of a page, outside code (fenced blocks and code spans). */
export function linksOf(markdown: string): MarkdownLink[] {
    const prose = markdownProse(markdown).replace(/`[^`\n]*`/g, span => ' '.repeat(span.length));
    return [...prose.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(m => ({ target: m[1], offset: m.index }));
}

/** Whether a link leaves the repository (a web address, a mail, a VS Code command). */
export function isExternal(target: string): boolean {
    return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * The anchors of a page's headings, as GitHub makes them: lower case, without punctuation but
 * hyphens and underscores, spaces turned to hyphens, a repeated one numbered (`-1`, `-2`).
 */
export function headingAnchors(markdown: string): Set<string> {
    const anchors = new Set<string>();
    const seen = new Map<string, number>();
    for (const match of markdownProse(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
        const base = match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase()
            .replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    return anchors;
}
