import type { SecretariatAction, SecretariatStat } from './secretariat-format.js';
import { type Written, absolute, amountOf } from './secretariat-card-lines.js';

/**
 * One side of a Gloomhaven Secretariat stat card (`normal` or `elite`, at one level) as a `.ghs`
 * stat line: `normal health 5 move 2 attack 2 range 3 shield 1 …`. A value that is a formula
 * (`"8xC"`), an action or an immunity the line cannot say is kept as a comment.
 */

/** The conditions a stat card line can name in `adds` and `immune`. */
const STAT_CONDITIONS: ReadonlySet<string> = new Set(['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible']);

interface StatSoFar {
    readonly words: string[];
    readonly adds: string[];
    readonly after: Written[];
    readonly once: Set<string>;
}

const leftOut = (reason: string, source: unknown): Written => ({ kind: 'left-out', reason, source });

/** `shield N` and `pierce N`: once each, a plain number. */
const numberAction = (word: string): ((action: SecretariatAction, stat: StatSoFar) => void) => (action, stat) => {
    const amount = absolute(action);
    if (amount === undefined || stat.once.has(word) || action.subActions.length > 0) {
        stat.after.push(leftOut(amount === undefined ? `a ${word} that is not a plain number` : `a second ${word}, or one with more to it`, action.source));
        return;
    }
    stat.once.add(word);
    stat.words.push(`${word} ${amount}`);
};

const STAT_ACTIONS: Readonly<Record<string, (action: SecretariatAction, stat: StatSoFar) => void>> = {
    shield: numberAction('shield'),
    pierce: numberAction('pierce'),
    target: numberAction('target'),
    retaliate: (action, stat) => {
        const amount = absolute(action);
        const range = action.subActions.find(sub => sub.type === 'range');
        const rangeAmount = range && absolute(range);
        const others = action.subActions.filter(sub => sub !== range);
        if (amount === undefined || stat.once.has('retaliate') || others.length > 0 || (range && rangeAmount === undefined)) {
            stat.after.push(leftOut('a retaliate this line cannot say', action.source));
            return;
        }
        stat.once.add('retaliate');
        stat.words.push(rangeAmount === undefined ? `retaliate ${amount}` : `retaliate ${amount} range ${rangeAmount}`);
    },
    condition: (action, stat) => {
        if (typeof action.value === 'string' && STAT_CONDITIONS.has(action.value) && !stat.adds.includes(action.value)) {
            stat.adds.push(action.value);
        } else {
            stat.after.push(leftOut(`the condition '${String(action.value)}' its attacks add`, action.source));
        }
    }
};

/** The words of a stat card's value, or a comment when it is not a plain number. */
function value(stat: StatSoFar, word: string, written: number | string | undefined, field: string): void {
    if (written === undefined) {
        return;
    }
    const amount = amountOf(written);
    if (amount === undefined) {
        stat.after.push(leftOut(`${field} '${String(written)}', not a plain number`, { [field]: written }));
    } else {
        stat.words.push(`${word} ${amount}`);
    }
}

/** The stat line of one side, and what it leaves out. */
export function statLine(side: SecretariatStat, flying: boolean): { line: string; leftOut: Written[] } {
    const stat: StatSoFar = { words: [side.type], adds: [], after: [], once: new Set() };
    value(stat, 'health', side.health, 'health');
    value(stat, 'move', side.movement, 'movement');
    value(stat, 'attack', side.attack, 'attack');
    if (amountOf(side.range) !== 0) {
        value(stat, 'range', side.range, 'range');
    }
    if (flying) {
        stat.words.push('flying');
    }
    for (const action of side.actions) {
        const write = STAT_ACTIONS[action.type];
        if (write) {
            write(action, stat);
        } else {
            stat.after.push(leftOut(`'${action.type}' on a stat card`, action.source));
        }
    }
    if (stat.adds.length > 0) {
        stat.words.push(`adds ${stat.adds.join(', ')}`);
    }
    const immune = [...new Set(side.immunities.filter(c => STAT_CONDITIONS.has(c)))];
    if (immune.length > 0) {
        stat.words.push(`immune ${immune.join(', ')}`);
    }
    const notSaid = side.immunities.filter(c => !STAT_CONDITIONS.has(c));
    if (notSaid.length > 0) {
        stat.after.push(leftOut(`immunities this language has no condition for`, { immunities: notSaid }));
    }
    return { line: stat.words.join(' '), leftOut: stat.after };
}
