import { expectSymbols } from 'langium/test';
import { type DocumentSymbol } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { format, hoverMarkdown, services } from './helpers.js';

const symbols = expectSymbols(services);

const ROOM = 'scenario "x" {\n  rules frosthaven\n  map A1..G3\n  wall D1..D3\n  <|>link <|>C2 <|>and E2\n  character Hero at G2 initiative 10\n}';

function hoverText(index: number): Promise<string> {
    return hoverMarkdown(ROOM, index);
}

const LINK_TEXT = 'Linked hexes (Frosthaven rulebook, p. 46: "Linked hexes are considered adjacent for the purpose of movement. ' +
    'There is no line-of-sight between linked hexes, but figures can find focus through linked hexes."). ' +
    'A monster may step from one to the other for one movement point, and path length and proximity count that step; ' +
    'range is counted over the map, not through the link, and a melee attack does not reach across it.';

describe('links in the editor', () => {
    test('are formatted with single spaces, like a thin wall', async () => {
        expect(await format('scenario "x" { map A1..G3 link   C2    and  E2 }'))
            .toBe('scenario "x" {\n  map A1..G3\n  link C2 and E2\n}');
    });

    test('explain the keyword, and `and` in a link explains the link, not a thin wall', async () => {
        expect(await hoverText(0)).toBe(`\`link\` — ${LINK_TEXT}`);
        expect(await hoverText(2)).toBe(`\`and\` — ${LINK_TEXT}`);
    });

    test('show in a hex hover', async () => {
        expect(await hoverText(1)).toBe('**C2**\n\n- Terrain: open floor\n- Linked to: E2 (adjacent for movement, not for range or sight)\n- Thin walls: none\n- Figure: none');
    });

    test('are listed in the outline', async () => {
        await symbols({
            text: ROOM.replace(/<\|>/g, ''),
            disposeAfterCheck: true,
            assert: found => {
                const read = (s: DocumentSymbol): string => `${s.name} — ${s.detail}`;
                expect(found[0].children?.map(read)).toContain('link — C2 and E2');
            }
        });
    });
});
