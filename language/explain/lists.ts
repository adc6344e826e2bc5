/** Lists and counts in English, for every sentence the tools print about a turn. */

/** `Hero10`, `Hero10 and Hero20`, `Hero10, Hero20 and Hero30`. */
export function listWords(words: readonly string[], conjunction = 'and'): string {
    if (words.length <= 1) {
        return words[0] ?? '';
    }
    return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

/** `1 movement point`, `2 movement points`, `3 negative hexes`. */
export function plural(n: number, word: string, many = word.endsWith('x') ? `${word}es` : `${word}s`): string {
    return `${n} ${n === 1 ? word : many}`;
}
