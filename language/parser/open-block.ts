import type { IToken } from 'chevrotain';

/** A `{` that has not been closed: what it opens and on which line (1-based). */
export interface OpenBlock {
    readonly kind: 'scenario' | 'ability' | 'expect' | 'type' | 'deck' | 'card' | 'round' | 'block';
    /** The monster of an ability or expect block, the name of a monster type or deck, a card's name as written. */
    readonly owner?: string;
    readonly line: number;
}

/**
 * The innermost `{` still open after the token at `offset` (the last one read), matching braces
 * backwards. The words before the brace tell which statement opened it.
 */
export function openBlockBefore(tokens: readonly IToken[], offset: number): OpenBlock | undefined {
    let index = lastIndexAtOrBefore(tokens, offset);
    let depth = 0;
    for (; index >= 0; index--) {
        const image = tokens[index].image;
        if (image === '}' && isPunctuation(tokens[index])) {
            depth++;
        } else if (image === '{' && isPunctuation(tokens[index])) {
            if (depth === 0) {
                return describeOpener(tokens, index);
            }
            depth--;
        }
    }
    return undefined;
}

/** A block left open: the `}` taken to close it, and the last token inside it, after which its own `}` belongs. */
export interface LeftOpen {
    readonly block: OpenBlock;
    readonly closer: IToken;
    readonly lastInside: IToken;
}

/**
 * The first block that a `}` on a line of its own seems to skip: the brace lines up with an outer
 * block's line, not with the line that opened the block it is matched with. When the file ends one
 * `}` short, that inner block is the likelier one left open.
 */
export function blockLeftOpenByIndentation(tokens: readonly IToken[]): LeftOpen | undefined {
    const open: Array<{ index: number; indent: number }> = [];
    for (let index = 0; index < tokens.length; index++) {
        const token = tokens[index];
        if (!isPunctuation(token)) {
            continue;
        }
        if (token.image === '{') {
            open.push({ index, indent: indentOfLine(tokens, index) });
        } else if (token.image === '}') {
            const matched = open.pop();
            const column = token.startColumn ?? 0;
            if (matched && firstOnLine(tokens, index) && matched.indent > column && open.some(o => o.indent === column)) {
                return { block: describeOpener(tokens, matched.index), closer: token, lastInside: tokens[index - 1] };
            }
        }
    }
    return undefined;
}

function firstOnLine(tokens: readonly IToken[], index: number): boolean {
    return index === 0 || tokens[index - 1].startLine !== tokens[index].startLine;
}

function indentOfLine(tokens: readonly IToken[], index: number): number {
    let first = index;
    while (!firstOnLine(tokens, first)) {
        first--;
    }
    return tokens[first].startColumn ?? 0;
}

function isPunctuation(token: IToken): boolean {
    return token.tokenType?.name !== 'STRING';
}

function lastIndexAtOrBefore(tokens: readonly IToken[], offset: number): number {
    let low = 0;
    let high = tokens.length - 1;
    let found = -1;
    while (low <= high) {
        const middle = (low + high) >> 1;
        if (tokens[middle].startOffset <= offset) {
            found = middle;
            low = middle + 1;
        } else {
            high = middle - 1;
        }
    }
    return found;
}

/** The statement keyword nearest before the brace names the block; the word after it, its owner. */
function describeOpener(tokens: readonly IToken[], brace: number): OpenBlock {
    const line = tokens[brace].startLine ?? 1;
    for (let index = brace - 1; index >= 0 && index >= brace - 8; index--) {
        const word = tokens[index].image;
        const owner = tokens[index + 1]?.tokenType?.name === 'ID' ? tokens[index + 1].image : undefined;
        if (word === 'scenario') {
            return { kind: 'scenario', line };
        }
        if (word === 'monster') {
            return { kind: 'ability', owner, line };
        }
        if (word === 'expect') {
            return { kind: 'expect', owner, line };
        }
        if (word === 'monster-type' || word === 'deck') {
            return { kind: word === 'deck' ? 'deck' : 'type', owner, line };
        }
        if (word === 'card') {
            const name = tokens[index + 1]?.tokenType?.name === 'STRING' ? tokens[index + 1].image : undefined;
            return { kind: 'card', owner: name, line };
        }
        if (word === 'round') {
            return { kind: 'round', line };
        }
    }
    return { kind: 'block', line };
}

export function describeBlock(block: OpenBlock): string {
    const of = block.owner ? ` of ${block.owner}` : '';
    switch (block.kind) {
        case 'scenario':
            return 'the scenario';
        case 'ability':
            return `the ability block${of}`;
        case 'expect':
            return `the expect block${of}`;
        case 'type':
            return block.owner ? `the monster type ${block.owner}` : 'the monster type';
        case 'deck':
            return block.owner ? `the deck ${block.owner}` : 'the deck';
        case 'card':
            return block.owner ? `the card ${block.owner}` : 'the card';
        case 'round':
            return 'the round block';
        default:
            return 'the block';
    }
}
