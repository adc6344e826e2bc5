/** How the decision surfaces word the earlier turns that change the board a monster's turn is decided on. */
import type { FigureTurn } from '../play/round.js';
import { listWords } from './lists.js';
import { figureTurnWords } from './play-words.js';

/** `Hero10's turn at initiative 10, before Guard1's, changes it: Hero10's invisible ends with its turn`. */
function changesWords(monster: string, turns: readonly FigureTurn[]): string {
    const who = listWords(turns.map((turn, i) => `${turn.figure}'s${i === 0 ? ' turn' : ''} at initiative ${turn.initiative}`));
    const what = turns.flatMap(figureTurnWords).join('; ');
    return `${who}, before ${monster}'s, change${turns.length === 1 ? 's' : ''} it: ${what}`;
}

/** The decision's note, for the hover, `ghs turn` and the code lens's reader. */
export function earlierTurnsNote(monster: string, turns: readonly FigureTurn[]): string {
    return `Decided on the board as written, but ${changesWords(monster, turns)}. Run monster turn, ghs play and 'expect after ${monster}' play ${turns.length === 1 ? 'that turn' : 'those turns'} first.`;
}

/** The warning on an `expect` of the monster's turn. */
export function earlierTurnsWarning(monster: string, turns: readonly FigureTurn[]): string {
    return `This expectation is judged on the board as written, but ${changesWords(monster, turns)}. 'expect after ${monster}' checks the state once ${turns.length === 1 ? 'that turn is' : 'those turns are'} played.`;
}

/** The code lens's short form: `on the board as written, before Hero10's turn`. */
export function earlierTurnsLensWords(turns: readonly FigureTurn[]): string {
    return `on the board as written, before ${listWords(turns.map(turn => `${turn.figure}'s`))} turn${turns.length === 1 ? '' : 's'}`;
}

/**
 * The warning on an `expect` with a damage, when other monsters attack before this one: the
 * damage is worked out from the deck as written, the round draws their cards first.
 */
export function earlierAttacksWarning(monster: string, attackers: readonly string[]): string {
    const who = listWords(attackers);
    return `This damage is worked out from the modifier deck and the state as written, but ${who} ${attackers.length === 1 ? 'attacks' : 'attack'} before ${monster} this round, drawing first. 'expect after ${monster}' checks the hit points once ${attackers.length === 1 ? 'that turn is' : 'those turns are'} played.`;
}
