import type { IToken } from 'chevrotain';

/**
 * Whether `offset` lies inside a comment among the hidden tokens of a file. A line comment runs
 * to the end of its line, so the end of its text is still inside it; a block comment ends at its
 * closing star and slash, after which the cursor is outside again. The very start of a comment
 * is outside: text typed there goes before it.
 */
export function isInsideComment(hidden: readonly IToken[], offset: number): boolean {
    return hidden.some(token => {
        const name = token.tokenType.name;
        const end = token.endOffset! + 1;
        if (name === 'SL_COMMENT') {
            return token.startOffset < offset && offset <= end;
        }
        return name === 'ML_COMMENT' && token.startOffset < offset && offset < end;
    });
}
