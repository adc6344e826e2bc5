import type { MonsterDecision } from './decision.js';

/** An option as an author writes it: where the monster ends and whom it attacks. */
export interface ExpectedOption {
    readonly destination: string;
    readonly targets: readonly string[];
}

export interface ExpectationResult {
    readonly monster: string;
    readonly passed: boolean;
    /** Options in words, sorted: `H3 attacks Hero10, Hero20`, or `H3`. */
    readonly expected: readonly string[];
    readonly actual: readonly string[];
    readonly missing: readonly string[];
    readonly extra: readonly string[];
}

export function optionText(option: ExpectedOption): string {
    const targets = [...option.targets].sort();
    return targets.length > 0 ? `${option.destination} attacks ${targets.join(', ')}` : option.destination;
}

/** An expectation holds when the listed options are exactly the options the rules give. */
export function compareExpectation(monster: string, expected: readonly ExpectedOption[], decision: MonsterDecision): ExpectationResult {
    const want = [...new Set(expected.map(optionText))].sort();
    const got = [...new Set(decision.options.map(o => optionText({ destination: o.destination, targets: o.targets.map(t => t.name) })))].sort();
    const missing = want.filter(o => !got.includes(o));
    const extra = got.filter(o => !want.includes(o));
    return { monster, passed: missing.length === 0 && extra.length === 0, expected: want, actual: got, missing, extra };
}
