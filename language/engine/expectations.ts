import { hexLabel } from '../hex/offset.js';
import type { DecisionOption, MonsterDecision } from './decision.js';

/**
 * An option as an author writes it in an `expect` or an `acted` line: where the monster ends, in
 * the scenario's coordinates, and whom it attacks.
 */
export interface ExpectedOption {
    readonly destination: string;
    readonly targets: readonly string[];
}

export function asWritten(option: DecisionOption): ExpectedOption {
    return { destination: hexLabel(option.destination), targets: option.targets.map(t => t.name) };
}

export interface ExpectationResult {
    readonly monster: string;
    readonly passed: boolean;
    /** Each list holds one option once, ordered by hex, then by the targets sorted. */
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
 * An option with its key: one string for every option `sameOption` holds equal (its hex and its
 * set of targets in order). Lists of a hundred options and more are compared through the keys,
 * each option sorted and keyed once; the keys also order the lists, as a reader scans them.
 */
interface Keyed {
    readonly option: ExpectedOption;
    readonly key: string;
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
    return { option, key };
}

/** Each option once, ordered by its key. */
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
    kept.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
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
