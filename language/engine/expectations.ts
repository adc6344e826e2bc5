import { type WrittenOption, asWritten, writtenOption } from '../explain/option-words.js';
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
 * An option with its key and its words, both from one sorted copy of its targets. The key is one
 * string for every option `sameOption` holds equal (its hex and its set of targets in order); the
 * words are `expectedOptionText`'s. Lists of a hundred options and more are compared through the
 * keys, each option sorted and keyed once.
 */
interface Keyed {
    readonly option: ExpectedOption;
    readonly key: string;
    readonly text: string;
}

function keyed(option: ExpectedOption): Keyed {
    const sorted = [...option.targets].sort();
    let key = option.destination;
    for (let i = 0; i < sorted.length; i++) {
        // A target named twice is one target: equal names sit side by side once sorted.
        if (i === 0 || sorted[i] !== sorted[i - 1]) {
            key += `\u0000${sorted[i]}`;
        }
    }
    return { option, key, text: writtenOption({ destination: option.destination, targets: sorted }) };
}

/** Each option once, in the order of their words, as a reader scans a list of them. */
function distinct(options: readonly ExpectedOption[]): Keyed[] {
    const kept: Keyed[] = [];
    const keys = new Set<string>();
    for (const option of options) {
        const entry = keyed(option);
        if (!keys.has(entry.key)) {
            keys.add(entry.key);
            kept.push(entry);
        }
    }
    kept.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    return kept;
}

/** An expectation holds when the listed options are exactly the options the rules give. */
export function compareExpectation(monster: string, expected: readonly ExpectedOption[], decision: MonsterDecision): ExpectationResult {
    const want = distinct(expected);
    const got = distinct(decision.options.map(asWritten));
    const wanted = new Set(want.map(w => w.key));
    const given = new Set(got.map(g => g.key));
    const missing = want.filter(w => !given.has(w.key)).map(w => w.option);
    const extra = got.filter(g => !wanted.has(g.key)).map(g => g.option);
    const options = (list: readonly Keyed[]): ExpectedOption[] => list.map(k => k.option);
    return { monster, passed: missing.length === 0 && extra.length === 0, expected: options(want), actual: options(got), missing, extra };
}
