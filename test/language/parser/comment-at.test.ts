import { describe, expect, test } from 'vitest';
import { isInsideComment } from '../../../language/parser/comment-at.js';
import { services } from '../helpers.js';

/** The offsets 0 … text.length that are inside a comment of `text`. */
function insideOffsets(text: string): number[] {
    const hidden = services.parser.Lexer.tokenize(text).hidden;
    return [...Array(text.length + 1).keys()].filter(offset => isInsideComment(hidden, offset));
}

describe('whether an offset is inside a comment', () => {
    test('a line comment holds everything after its first character, to the end of its line', () => {
        // `wall A1 // x` : the comment starts at 8 and its line ends at 12.
        expect(insideOffsets('wall A1 // x\nwall A2')).toEqual([9, 10, 11, 12]);
    });

    test('a block comment holds everything up to, not after, its closing star and slash', () => {
        expect(insideOffsets('a /* b */ c')).toEqual([3, 4, 5, 6, 7, 8]);
        expect(insideOffsets('/*\n*/')).toEqual([1, 2, 3, 4]);
    });

    test('a string holding two slashes is no comment', () => {
        expect(insideOffsets('note "a // b"')).toEqual([]);
    });
});
