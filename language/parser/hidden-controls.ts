import type { IToken } from 'chevrotain';
import type { LexingDiagnostic } from 'langium';

/**
 * Characters that act on the text around them instead of showing: the C0 controls but tab, line
 * feed and carriage return; DEL; the C1 controls; and the bidirectional embeddings, overrides and
 * isolates, which make a line read otherwise than it is stored. Written raw into a terminal they
 * run escape sequences, into an SVG they make it malformed XML, in a hover they reorder the words.
 */
export const HIDDEN_CONTROL = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const HIDDEN_CONTROLS = new RegExp(`(?:${HIDDEN_CONTROL.source})+`, 'gu');

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/** `U+001B`: at least four hexadecimal digits. */
export function codePoint(character: string): string {
    return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The most characters a message names one by one. */
const LISTED = 6;

function hiddenControlMessage(run: string): string {
    const characters = [...run];
    const named = characters.slice(0, LISTED).map(codePoint);
    const list = characters.length > LISTED ? `${named.join(', ')} and ${characters.length - LISTED} more`
        : named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
    const what = characters.every(c => BIDI.test(c))
        ? (characters.length === 1 ? 'a control of the text\'s direction, which would make it read otherwise than it is written'
            : 'controls of the text\'s direction, which would make it read otherwise than it is written')
        : (characters.length === 1 ? 'a control character, which would act on whatever shows the text instead of showing'
            : 'control characters, which would act on whatever shows the text instead of showing');
    return `${list} ${characters.length === 1 ? 'is' : 'are'} ${what}: not allowed in a text or a comment. Remove ${characters.length === 1 ? 'it' : 'them'}.`;
}

/**
 * An error at each run of hidden controls inside a quoted text or a comment (elsewhere the lexer
 * already refuses them as unreadable), at most `limit` of them.
 */
export function hiddenControlErrors(tokens: readonly IToken[], limit: number): LexingDiagnostic[] {
    const errors: LexingDiagnostic[] = [];
    for (const token of tokens) {
        if (!HIDDEN_CONTROL.test(token.image)) {
            continue;
        }
        for (const match of token.image.matchAll(HIDDEN_CONTROLS)) {
            if (errors.length >= limit) {
                return errors;
            }
            // A comment may span lines: the run's line and column count from the token's start.
            const before = token.image.slice(0, match.index);
            const breaks = before.match(/\r\n|\r|\n/g) ?? [];
            const lineStart = breaks.length === 0 ? 0 : before.length - before.split(/\r\n|\r|\n/).pop()!.length;
            errors.push({
                severity: 'error', message: hiddenControlMessage(match[0]), offset: token.startOffset + match.index, length: match[0].length,
                line: (token.startLine ?? 1) + breaks.length,
                column: breaks.length === 0 ? (token.startColumn ?? 1) + match.index : match.index - lineStart + 1
            });
        }
    }
    return errors;
}
