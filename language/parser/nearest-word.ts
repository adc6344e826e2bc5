/**
 * The word a typo most likely meant: the same word in another case first, then a word it begins,
 * then the candidate fewest edits away (a swap of two neighbouring letters counts as one edit), within a third of the
 * word's length so that short unrelated words are never offered.
 */
export function nearestWord(word: string, candidates: readonly string[]): string | undefined {
    const lower = word.toLowerCase();
    const sameLetters = candidates.find(c => c.toLowerCase() === lower);
    if (sameLetters !== undefined) {
        return sameLetters;
    }
    // A two-letter word is too short to guess at.
    if (word.length < 3) {
        return undefined;
    }
    // A word cut short (`jump` for `jumping`) is a typo too.
    const extended = candidates.find(c => c.toLowerCase().startsWith(lower));
    if (extended !== undefined) {
        return extended;
    }
    const allowed = Math.max(1, Math.floor(word.length / 3));
    let best: string | undefined;
    let bestDistance = allowed + 1;
    for (const candidate of candidates) {
        const distance = editDistance(lower, candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

/** The keyword a typo most likely meant; a word with a digit in it is a coordinate or a name, not a misspelt keyword. */
export function nearestKeyword(word: string, keywords: readonly string[]): string | undefined {
    return /\d/.test(word) ? undefined : nearestWord(word, keywords);
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
    const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) {
        rows[0][j] = j;
    }
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
            }
        }
    }
    return rows[a.length][b.length];
}

/** `a`, `a or b`, `a, b or c`. */
export function listWords(words: readonly string[], conjunction = 'or'): string {
    return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
