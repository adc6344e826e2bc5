import { type WrittenOption, asWritten, expectedOptionText } from '../words/options.js';
import type { MonsterDecision } from './decision.js';

/** An option as an author writes it: where the monster ends and whom it attacks. */
export type ExpectedOption = WrittenOption;

export interface ExpectationResult {
    readonly monster: string;
    readonly passed: boolean;
    /** Each list holds one option once, in the order of its words (`H3 attacks Hero10, Hero20`). */
    readonly expected: readonly ExpectedOption[];
    readonly actual: readonly ExpectedOption[];
    readonly missing: readonly ExpectedOption[];
    readonly extra: readonly ExpectedOption[];
}

/** The same hex and the same set of targets: the order they are listed in says nothing. */
export function sameOption(a: ExpectedOption, b: ExpectedOption): boolean {
    if (a.destination !== b.destination) {
        return false;
    }
    const mine = new Set(a.targets);
    const theirs = new Set(b.targets);
    return mine.size === theirs.size && [...mine].every(t => theirs.has(t));
}

/**
 * One string for every option `sameOption` holds equal: its hex and its set of targets in order.
 * Lists of a hundred options and more are compared through these keys, each option keyed once.
 */
function optionKey(option: ExpectedOption): string {
    return `${option.destination}\u0000${[...new Set(option.targets)].sort().join('\u0000')}`;
}

function distinct(options: readonly ExpectedOption[]): ExpectedOption[] {
    const kept: ExpectedOption[] = [];
    const keys = new Set<string>();
    for (const option of options) {
        const key = optionKey(option);
        if (!keys.has(key)) {
            keys.add(key);
            kept.push(option);
        }
    }
    // In the order of their words, as a reader scans a list of them.
    const worded = kept.map(option => ({ option, text: expectedOptionText(option) }));
    worded.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    return worded.map(w => w.option);
}

/** An expectation holds when the listed options are exactly the options the rules give. */
export function compareExpectation(monster: string, expected: readonly ExpectedOption[], decision: MonsterDecision): ExpectationResult {
    const want = distinct(expected);
    const got = distinct(decision.options.map(asWritten));
    const wanted = new Set(want.map(optionKey));
    const given = new Set(got.map(optionKey));
    const missing = want.filter(o => !given.has(optionKey(o)));
    const extra = got.filter(o => !wanted.has(optionKey(o)));
    return { monster, passed: missing.length === 0 && extra.length === 0, expected: want, actual: got, missing, extra };
}
