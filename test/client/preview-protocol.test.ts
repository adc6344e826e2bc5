import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseToWebview } from '../../client/src/preview-protocol.js';

const view = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/board-views/guard-post.json'), 'utf8'));
const board = (v: unknown) => ({ type: 'board', view: v, uri: 'file:///a.ghs', version: 1 });

describe('the page\'s check of a board view', () => {
    test('keeps the incomplete-board notice', () => {
        const incomplete = { lines: [3], message: 'The board is incomplete: line 3 has a syntax error.' };
        expect(parseToWebview(board({ ...view, incomplete }))).toEqual(board({ ...view, incomplete }));
    });

    test('drops a view whose notice is not one', () => {
        expect(parseToWebview(board({ ...view, incomplete: 'line 3' }))).toBeUndefined();
        expect(parseToWebview(board({ ...view, incomplete: { lines: [3] } }))).toBeUndefined();
    });
});
