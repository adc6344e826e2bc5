/**
 * Rewriting a figure's `conditions` list in place. Only the names that change are touched: a
 * condition that ends is taken out with one of its commas, a new one goes after the last, and
 * every comment written in the list stays (one beside a name that goes stays where the name was).
 * The written order is kept: the order of conditions means nothing to the rules.
 */
import type { TextChange } from './text-change.js';

export interface Span {
    readonly offset: number;
    readonly end: number;
}

export interface WrittenConditions {
    /** The `conditions` keyword. */
    readonly keyword: Span;
    /** Each name, in the order written. */
    readonly values: ReadonlyArray<Span & { readonly name: string }>;
    /** The commas between the names. */
    readonly commas: readonly Span[];
}

/** The change that makes the list written in `text` hold `now`, or none when it already does (in any order). */
export function conditionsListChange(text: string, written: WrittenConditions, now: readonly string[]): TextChange | undefined {
    const { keyword, values } = written;
    const names = values.map(v => v.name);
    if (names.length === now.length && now.every(n => names.includes(n))) {
        return undefined;
    }
    let out = '';
    let kept = 0;
    // Comments beside a name that goes, waiting for the next name that stays (or the end).
    let pending = '';
    values.forEach((value, index) => {
        const gap = withoutComma(text, index === 0 ? keyword.end : values[index - 1].end, value.offset, written.commas);
        if (now.includes(value.name)) {
            const spacing = joinGaps(pending, gap);
            // The first name left needs a space after the keyword, which a name written `a,b` lacks.
            out += kept > 0 ? `,${spacing}` : /^\s/.test(spacing) ? spacing : ` ${spacing}`;
            out += value.name;
            pending = '';
            kept++;
        } else if (hasComment(gap)) {
            pending = joinGaps(pending, gap);
        }
    });
    for (const name of now.filter(n => !names.includes(n))) {
        out += `${kept > 0 ? ',' : ''} ${name}`;
        kept++;
    }
    const end = values[values.length - 1].end;
    const trailing = pending.replace(/[ \t]+$/, '');
    if (kept > 0) {
        return { start: keyword.offset, end, text: `conditions${out}${trailing}` };
    }
    // No condition left: the keyword goes with the space before it, the comments stay.
    const before = text.slice(0, keyword.offset).match(/[ \t]*$/)?.[0].length ?? 0;
    return { start: keyword.offset - before, end, text: trailing === '' ? '' : ` ${trailing.replace(/^\s+/, '')}` };
}

/** The text between two tokens without the comma token in it (a comma inside a comment stays). */
function withoutComma(text: string, from: number, to: number, commas: readonly Span[]): string {
    const comma = commas.find(c => c.offset >= from && c.end <= to);
    return comma ? text.slice(from, comma.offset) + text.slice(comma.end, to) : text.slice(from, to);
}

function hasComment(gap: string): boolean {
    return /\S/.test(gap);
}

/** Two runs of spaces and comments joined, with one space where two would meet. */
function joinGaps(first: string, second: string): string {
    if (first === '') {
        return second;
    }
    return first.replace(/[ \t]+$/, '') + (/^[ \t]/.test(second) ? second : ` ${second}`);
}
