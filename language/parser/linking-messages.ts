import { didYouMean } from './meant-word.js';
import { listWords, nearestWord } from './nearest-word.js';

/** The most names a message lists when none is close to the one written. */
const NAMES_LISTED = 6;

/** What a reference names: a figure, a monster type or an ability deck, with the plural its message lists. */
export type ReferredKind = 'figure' | 'monster type' | 'deck';

const PLURAL: Readonly<Record<ReferredKind, string>> = { figure: 'figures', 'monster type': 'monster types', deck: 'decks' };

/** A name that matches nothing of its kind: the name it most likely meant, or the names there are. */
export function linkingErrorMessage(name: string, known: readonly string[], kind: ReferredKind = 'figure'): string {
    const meant = nearestWord(name, known);
    if (meant) {
        return `No ${kind} named '${name}'; ${didYouMean(meant)}`;
    }
    if (known.length === 0) {
        return kind === 'figure'
            ? `No figure named '${name}': this scenario has no figures yet.`
            : `No ${kind} named '${name}': this scenario has no ${PLURAL[kind]} yet.`;
    }
    const shown = known.slice(0, NAMES_LISTED).map(n => `'${n}'`);
    const listed = known.length > NAMES_LISTED ? `${shown.join(', ')} and ${known.length - NAMES_LISTED} more` : listWords(shown, 'and');
    return `No ${kind} named '${name}' in this scenario (its ${PLURAL[kind]}: ${listed}).`;
}
