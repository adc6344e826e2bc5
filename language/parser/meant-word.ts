/**
 * The words a message ends with when it names the word a typo most likely meant. Messages are
 * built with it and the quick fix reads the word back with {@link meantWordOf}, so the two agree.
 */
export function didYouMean(meant: string): string {
    return `did you mean '${meant}'?`;
}

/** The word a message built with {@link didYouMean} names, if it is one. */
export function meantWordOf(message: string): string | undefined {
    return /did you mean '([^']+)'\?$/.exec(message)?.[1];
}
