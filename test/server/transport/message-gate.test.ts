import { describe, expect, test } from 'vitest';
import { MAX_NESTING, nestsDeeperThan, preview, verdict } from '../../../server/transport/message-gate.js';

function nested(levels: number): unknown {
    return JSON.parse('['.repeat(levels) + ']'.repeat(levels)) as unknown;
}

describe('the message gate, on deeply nested messages', () => {
    test('nestsDeeperThan counts levels of arrays and objects, without overflowing the stack at any depth', () => {
        expect(nestsDeeperThan('text', 0)).toBe(false);
        expect(nestsDeeperThan({ a: [1] }, 2)).toBe(false);
        expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true);
        expect(nestsDeeperThan(nested(1_000_000), MAX_NESTING)).toBe(true);
    });

    test('a message nested deeper than the limit is refused, naming the id when it is usable', () => {
        expect(verdict({ jsonrpc: '2.0', id: 3, method: 'x', params: nested(MAX_NESTING) }, true)).toEqual({
            pass: false, id: 3, code: -32600, message: 'Invalid Request: the message nests arrays and objects deeper than 64 levels.'
        });
        expect(verdict({ jsonrpc: '2.0', id: 3, method: 'x', params: nested(MAX_NESTING - 2) }, true)).toEqual({ pass: true });
    });

    test('the preview of a message for the log is bounded in depth and length', () => {
        expect(preview(nested(100_000))).toBe('[[[[[…]]]]]');
        expect(preview({ method: 'x'.repeat(1000) })).toBe(`{"method":"${'x'.repeat(189)}…`);
        expect(preview({ id: 1, method: 'a' })).toBe('{"id":1,"method":"a"}');
    });
});
