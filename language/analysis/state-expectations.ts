/**
 * Judges what an author expects of the figures after a turn or a round (`expect after Guard1 {
 * Hero10 hp 5, Guard2 removed }`) and of a turn's damage (`to D4 attacks Hero10 damage 3`)
 * against what playing the scenario gave: plain data in, the failure in words out.
 */
import { listWords } from '../explain/lists.js';

/** A figure as playing left it. */
export interface FigureAfter {
    /** Where it stands; absent once it is down. */
    readonly at?: string;
    /** Absent for a figure whose hit points the scenario does not give. */
    readonly hp?: number;
    readonly conditions: readonly string[];
    readonly down?: 'removed' | 'exhausted';
}

/** One figure's line in an `expect after` block; an absent part is not asserted. */
export interface ExpectedFact {
    readonly figure: string;
    readonly down?: 'removed' | 'exhausted';
    readonly at?: string;
    readonly hp?: number;
    /** The exact set of conditions; empty for `conditions none`. */
    readonly conditions?: readonly string[];
}

/** `after Guard1's turn`, `at the end of round 2`: the moment a block speaks of, in words. */
export type Moment = { readonly monster: string } | { readonly round: number };

export function momentPhrase(moment: Moment): string {
    return 'monster' in moment ? `after ${moment.monster}'s turn` : `at the end of round ${moment.round}`;
}

function conditionWords(conditions: readonly string[]): string {
    return conditions.length === 0 ? 'no conditions' : `conditions ${[...conditions].join(', ')}`;
}

function sameConditions(a: readonly string[], b: readonly string[]): boolean {
    const mine = new Set(a);
    const theirs = new Set(b);
    return mine.size === theirs.size && [...mine].every(c => theirs.has(c));
}

/** How the figure stands, in words: `is at D4 with 3 hp`, `was removed`. */
function standing(after: FigureAfter): string {
    if (after.down) {
        return `is ${after.down}`;
    }
    const parts = [`is at ${after.at ?? '?'}`];
    if (after.hp !== undefined) {
        parts.push(`with ${after.hp} hp`);
    }
    return parts.join(' ');
}

/**
 * What differs between the expected line and the figure as played, each difference in words
 * (`has 6 hp, not 5`); empty when the line holds.
 */
export function factDifferences(fact: ExpectedFact, after: FigureAfter | undefined): string[] {
    if (!after) {
        return ['is not in the scenario'];
    }
    if (fact.down) {
        return after.down === fact.down ? [] : [`${standing(after)}, not ${fact.down}`];
    }
    if (after.down) {
        const asked = [fact.at !== undefined ? `at ${fact.at}` : undefined, fact.hp !== undefined ? `with ${fact.hp} hp` : undefined,
            fact.conditions !== undefined ? `with ${conditionWords(fact.conditions)}` : undefined].filter(p => p !== undefined);
        return [`is ${after.down}, not ${listWords(asked)}`];
    }
    const differences: string[] = [];
    if (fact.at !== undefined && after.at !== fact.at) {
        differences.push(`is at ${after.at ?? '?'}, not ${fact.at}`);
    }
    if (fact.hp !== undefined && after.hp !== fact.hp) {
        differences.push(after.hp === undefined ? 'has no hit points written, so none are counted' : `has ${after.hp} hp, not ${fact.hp}`);
    }
    if (fact.conditions !== undefined && !sameConditions(fact.conditions, after.conditions)) {
        differences.push(`has ${conditionWords(after.conditions)}, not ${conditionWords(fact.conditions)}`);
    }
    return differences;
}

/**
 * The message of a line that does not hold: the moment, what playing gave against what was
 * expected, and, when known, the arithmetic that led there.
 */
export function failedFactMessage(fact: ExpectedFact, differences: readonly string[], moment: Moment, why: readonly string[]): string {
    return `${capitalised(momentPhrase(moment))}, ${fact.figure} ${differences.join('; it ')}.${playingGave(why)}`;
}

/** The message of a target's damage that does not hold, with the attacks that dealt it. */
export function failedDamageMessage(monster: string, option: string, target: string, expected: number, dealt: number, why: readonly string[]): string {
    return `When ${monster} plays 'to ${option}', ${target} suffers ${dealt} damage, not ${expected}.${playingGave(why)}`;
}

/** The steps of play behind a verdict, each as the turn's report words it. */
function playingGave(steps: readonly string[]): string {
    return steps.length > 0 ? ` Playing gave: ${steps.join('. ')}.` : '';
}

function capitalised(text: string): string {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
