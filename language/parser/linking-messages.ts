import { listWords, nearestWord } from './nearest-word.js';

/** The most names a message lists when none is close to the one written. */
const NAMES_LISTED = 6;

/** A name that matches no figure: the name it most likely meant, or the names there are. */
export function linkingErrorMessage(name: string, known: readonly string[]): string {
    const meant = nearestWord(name, known);
    if (meant) {
        return `No figure named '${name}'; did you mean '${meant}'?`;
    }
    if (known.length === 0) {
        return `No figure named '${name}': this scenario has no figures yet.`;
    }
    const shown = known.slice(0, NAMES_LISTED).map(n => `'${n}'`);
    const listed = known.length > NAMES_LISTED ? `${shown.join(', ')} and ${known.length - NAMES_LISTED} more` : listWords(shown, 'and');
    return `No figure named '${name}' in this scenario (its figures: ${listed}).`;
}
