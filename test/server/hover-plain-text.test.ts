import type { MarkupContent } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { commentText, plainText } from '../../server/lsp/hover/plain-text.js';
import { HIDDEN_CONTROL } from '../../language/parser/hidden-controls.js';
import { openedPerTest, services } from './helpers.js';

const open = openedPerTest();

/** The hover's Markdown at the first occurrence of `word` (after `after`, if given). */
async function hoverAt(text: string, word: string, after = ''): Promise<string> {
    const document = await open(text);
    const offset = text.indexOf(word, text.indexOf(after)) + 1;
    const hover = await services.lsp.HoverProvider!.getHoverContent(document,
        { textDocument: { uri: document.uri.toString() }, position: document.textDocument.positionAt(offset) });
    return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

const HOSTILE_COMMENT = [
    '/**',
    ' * [Quit](command:workbench.action.quit) <img src=x onerror="alert(1)">',
    ' * ![pixel](https://tracker.example/p.png) https://tracker.example/q &lt;b&gt; mail@tracker.example',
    ' * # Heading',
    ' * 1. list',
    ' */'
].join('\n');

/** What a Markdown renderer would make of it, roughly: every construct the author could open. */
function constructs(markdown: string): string[] {
    const unescaped = markdown.replace(/\\[\s\S]/g, '');
    return [/\]\(/, /<[a-z!/]/i, /!\[/, /&[a-z#]/i, /https?:\/\//, /^#/m, /^\d+\./m]
        .filter(pattern => pattern.test(unescaped)).map(String);
}

describe('hovers show the author\'s text as plain text', () => {
    test('direction controls and control characters in a title, a note and a comment are written out as code points', async () => {
        const text = [
            'scenario "Room \u202eevil\u202c" {',
            '  map A1..C3',
            '  note "a \u2066note\u2069 \u001b[2J"',
            '  character Hero at C2 initiative 10',
            '  /** guards the \u202edoor */',
            '  monster Guard at A1 { move 2 attack 2 }',
            '}'
        ].join('\n');
        const title = await hoverAt(text, 'Room');
        expect(title).toContain('**Room \u27e8U+202E\u27e9evil\u27e8U+202C\u27e9** · ');
        expect(title).toContain('a \u27e8U+2066\u27e9note\u27e8U+2069\u27e9 \u27e8U+001B\u27e9\\[2J');
        expect(await hoverAt(text, 'Guard', 'door')).toContain('guards the \u27e8U+202E\u27e9door');
        for (const markdown of [title, await hoverAt(text, 'Guard', 'door')]) {
            expect(markdown).not.toMatch(HIDDEN_CONTROL);
        }
    });

    test('a documentation comment before a monster: no command link, HTML, entity, image, address or heading', async () => {
        const markdown = await hoverAt([
            'scenario "Room" {',
            '  map A1..C3',
            '  character Hero at C2 initiative 10',
            `  ${HOSTILE_COMMENT}`,
            '  monster Guard at A1 { move 2 attack 2 }',
            '}'
        ].join('\n'), 'Guard');
        expect(markdown).toMatch(/^\*\*Guard\*\* · monster at A1/);
        expect(markdown).toContain('\\[Quit\\](command:workbench.action.quit) \\<img src=x onerror="alert(1)"\\>');
        expect(markdown).toContain('\\!\\[pixel\\](https\\://tracker.example/p.png) https\\://tracker.example/q \\&lt;b\\&gt; mail\\@tracker.example');
        expect(markdown).toContain('\n\\# Heading\n1\\. list');
        expect(constructs(markdown)).toEqual([]);
    });

    test('a comment before a character', async () => {
        const markdown = await hoverAt([
            'scenario "Room" {',
            '  map A1..C3',
            '  /** <script>x</script> [a](command:x) */',
            '  character Hero at C2 initiative 10',
            '  monster Guard at A1 { move 2 attack 2 }',
            '}'
        ].join('\n'), 'Hero');
        expect(markdown).toContain('\\<script\\>x\\</script\\> \\[a\\](command:x)');
        expect(constructs(markdown)).toEqual([]);
    });

    test('the scenario\'s name and note', async () => {
        const markdown = await hoverAt([
            'scenario "[Quit](command:workbench.action.quit)" {',
            '  map A1..C3',
            '  note "<img src=https://tracker.example/p.png> ![x](https://tracker.example/p.png)"',
            '}'
        ].join('\n'), 'Quit');
        expect(markdown.split('\n\n').slice(0, 2)).toEqual([
            '**\\[Quit\\](command:workbench.action.quit)** · Gloomhaven rules',
            '\\<img src=https\\://tracker.example/p.png\\> \\!\\[x\\](https\\://tracker.example/p.png)'
        ]);
        expect(constructs(markdown)).toEqual([]);
    });
});

describe('plainText', () => {
    test('escapes what opens a construct, keeps the rest as written', () => {
        expect(plainText('The guard on watch, at the door (north).')).toBe('The guard on watch, at the door (north).');
        expect(plainText('- a\n> b\n= c\n+ d\n12) e\n    code')).toBe('\\- a\n\\> b\n\\= c\n\\+ d\n12\\) e\ncode');
        expect(plainText('a_b *c* `d` ~e~ f|g www.x.org')).toBe('a\\_b \\*c\\* \\`d\\` \\~e\\~ f\\|g www\\.x.org');
    });

    test('commentText takes documentation comments only, without their delimiters', () => {
        expect(commentText('/** One.\n *  Two.\n *\n * Three. */')).toBe('One.\nTwo.\n\nThree.');
        expect(commentText('/* plain */')).toBeUndefined();
        expect(commentText('/***/')).toBeUndefined();
        expect(commentText(undefined)).toBeUndefined();
    });
});
