import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOARD_CSS } from '../../language/view/board-style.js';

describe('the board stylesheet', () => {
    it('is board.css as written, imported as text', () => {
        const file = readFileSync(new URL('../../language/view/board.css', import.meta.url), 'utf8');
        expect(file).toContain('.ghs-hex > polygon, .ghs-swatch > polygon {');
        expect(BOARD_CSS).toBe(`\n${file}`);
    });
});
