/** Small pieces of Markdown shared by the hovers. */

export { editionName } from '../../../language/engine/editions.js';

/** Names may hold `_`, which Markdown would read as emphasis. */
export function escape(text: string): string {
    return text.replace(/[\\`*_[\]<>]/g, c => `\\${c}`);
}

export function bold(text: string): string {
    return `**${escape(text)}**`;
}

export function listWords(words: readonly string[], conjunction = 'and'): string {
    if (words.length <= 1) {
        return words[0] ?? '';
    }
    return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
    return `${n} ${n === 1 ? word : many}`;
}

export function table(header: readonly string[], align: readonly ('left' | 'right')[], rows: ReadonlyArray<readonly string[]>): string {
    // A `|` inside a cell would end it.
    const line = (cells: readonly string[]): string => `| ${cells.map(c => c.replace(/\|/g, '\\|')).join(' | ')} |`;
    const rule = align.map(a => (a === 'right' ? '--:' : ':--'));
    return [line(header), line(rule), ...rows.map(line)].join('\n');
}

/** Hover sections are separated by a blank line, so each is its own paragraph. */
export function sections(...parts: ReadonlyArray<string | undefined>): string {
    return parts.filter((p): p is string => p !== undefined && p.length > 0).join('\n\n');
}
