import { expectSymbols } from 'langium/test';
import { type DocumentSymbol } from 'vscode-languageserver';
import { describe, expect, test } from 'vitest';
import { format, hoverMarkdown, services } from './helpers.js';

const symbols = expectSymbols(services);

const ROOM = 'scenario "x" {\n  map A1..E3\n  wall C1, C3\n  door <|>C2 closed\n  door <|>D2 open\n  <|>door B3 closed\n  character Hero at E2 initiative 10\n}';

function hoverText(index: number): Promise<string> {
    return hoverMarkdown(ROOM, index);
}

describe('doors in the editor', () => {
    test('are formatted as a table row, like terrain', async () => {
        expect(await format('scenario "x" { map A1..C3 door   B2    closed }'))
            .toBe('scenario "x" {\n  map A1..C3\n  door      B2 closed\n}');
    });

    test('show in a hex hover, a closed door not as a wall', async () => {
        expect(await hoverText(0)).toBe('**C2**\n\n- Terrain: open floor\n- Door: closed, blocking movement and sight like a wall\n- Thin walls: none\n- Figure: none');
        expect(await hoverText(1)).toBe('**D2**\n\n- Terrain: open floor\n- Door: open, an ordinary hex\n- Thin walls: none\n- Figure: none');
    });

    test('explain the keyword', async () => {
        expect(await hoverText(2)).toBe('`door` — A door on a hex of the room. Closed, it counts as a wall for movement, line of sight and proximity until a character opens it; open, it is an ordinary hex. Monsters never open doors: the author writes the state.');
    });

    test('are listed in the outline with their state', async () => {
        await symbols({
            text: ROOM.replace(/<\|>/g, ''),
            disposeAfterCheck: true,
            assert: found => {
                const read = (s: DocumentSymbol): string => `${s.name} — ${s.detail}`;
                expect(found[0].children?.map(read).slice(2, 5)).toEqual(['door — C2 closed', 'door — D2 open', 'door — B3 closed']);
            }
        });
    });
});

