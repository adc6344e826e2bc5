import type { ExpectedOption } from '../engine/expectations.js';
import type { WordedDecision, WordedHindrance, WordedOption } from './worded-decision.js';
import { listWords, plural } from './lists.js';
import { type Markup, PLAIN } from './markup.js';

/**
 * An option in words, the same on every surface: the hover, the diagnostics and inlay hints, the
 * outline, the run-turn picker, the preview and the command line.
 */

/** An option as a scenario writes it after `to`: where the monster ends and whom it attacks. */
export type WrittenOption = ExpectedOption;

/** A worded option as a scenario writes it. */
export function writtenOf(option: WordedOption): WrittenOption {
    return { destination: option.destination, targets: option.targets.map(t => t.name) };
}

/** `H3 attacks Hero10, Hero20`, or `H3`: the words after `to` in an `acted` line, targets as given. */
export function writtenOption(option: WrittenOption): string {
    return option.targets.length > 0 ? `${option.destination} attacks ${option.targets.join(', ')}` : option.destination;
}

/**
 * An option as an `expect` lists it, targets sorted: one option, one text, whichever order the
 * targets come in.
 */
export function expectedOptionText(option: WrittenOption): string {
    return writtenOption({ destination: option.destination, targets: [...option.targets].sort() });
}

/** `to H3 attacks Hero10`: an option quoted so that it can be copied into an `expect`. */
export function quotedOption(option: WrittenOption): string {
    return `to ${expectedOptionText(option)}`;
}

/** `attacks Hero10, Wolf`, or `attacks nobody`. */
export function attacksWords(targets: readonly string[]): string {
    return targets.length > 0 ? `attacks ${targets.join(', ')}` : 'attacks nobody';
}

/** `moves to H3 · attacks Hero10, Hero20`, or `stays at H3`: one option in one line. */
export function optionLine(decision: Pick<WordedDecision, 'hex'>, option: WordedOption): string {
    const where = option.destination === decision.hex ? `stays at ${option.destination}` : `moves to ${option.destination}`;
    return option.targets.length > 0 ? `${where} · ${attacksWords(option.targets.map(t => t.name))}` : where;
}

/** What a condition takes from the turn, in the few words of a one-line summary. */
export function hindranceWords(hindrance: WordedHindrance): string {
    switch (hindrance.condition) {
        case 'wound': return 'removed by its wound before it acts: no turn';
        case 'stun': return 'stunned: no ability this turn';
        case 'disarm': return 'disarmed: no attack';
        case 'immobilize': return 'immobilized: no move';
    }
}

/**
 * `focus Hero10 · moves to H3 · attacks Hero10`, or every option when the players choose; what
 * a condition takes from the turn comes first when it leaves no focus (`stunned: no ability this
 * turn · stays at A1`), and last otherwise (`… · disarmed: no attack`).
 */
export function decisionSummary(decision: Pick<WordedDecision, 'hex' | 'focus' | 'options' | 'hindrances'>): string {
    const written = decision.hindrances ?? [];
    const hindrances = written.map(hindranceWords);
    const lines = decision.options.map(o => optionLine(decision, o));
    const turn = lines.length === 0 ? [] : lines.length === 1 ? [lines[0]] : [`players choose: ${lines.join(' | ')}`];
    if (written.some(h => h.condition === 'stun' || h.condition === 'wound')) {
        return [...hindrances, ...turn].join(' · ');
    }
    const focus = decision.focus.length === 0 ? 'no focus' : `focus ${decision.focus.join(' or ')}`;
    return [focus, ...turn, ...hindrances].join(' · ');
}

/** `Hero20 and Hero10 (disadvantage)`: whom an option attacks, a target attacked with disadvantage marked. */
export function targetList(option: WordedOption, markup: Markup = PLAIN, disadvantage = 'disadvantage'): string {
    return listWords(option.targets.map(t => `${markup.name(t.name)}${t.disadvantage ? ` ${markup.aside(disadvantage)}` : ''}`));
}

/**
 * One option in full: where the monster goes, by which hexes and at what cost, and whom it
 * attacks; the focus first when the players choose it.
 */
export function optionDetail(decision: WordedDecision, option: WordedOption, markup: Markup = PLAIN): string {
    const parts: string[] = [];
    if (option.destination === decision.hex) {
        parts.push(`stays at ${option.destination}`);
    } else {
        const cost = [plural(option.movementPoints, 'movement point')];
        if (option.negativeHexes > 0) {
            cost.push(plural(option.negativeHexes, 'negative hex'));
        }
        parts.push(`moves to ${markup.strong(option.destination)} by ${option.path.join(' → ')} (${cost.join(', ')})`);
    }
    if (option.targets.length > 0) {
        parts.push(`attacks ${targetList(option, markup)}`);
        if (option.area && option.area.length > 0) {
            parts.push(`area on ${option.area.join(', ')}`);
        }
    } else if (option.towards) {
        parts.push(`cannot attack this turn, so it heads for ${option.towards}`);
    } else {
        parts.push('attacks nobody');
    }
    const focus = decision.focus.length > 1 && option.focus ? `focus ${markup.name(option.focus)}: ` : '';
    return `${focus}${parts.join('; ')}`;
}

/** The movement and negative hexes an option costs, to tell equal-looking options apart. */
export function optionCost(option: WordedOption): string {
    const negative = option.negativeHexes > 0 ? `, ${plural(option.negativeHexes, 'negative hex')}` : '';
    return `${option.movementPoints} movement${negative}`;
}
