import { createHash } from 'node:crypto';
import type { ThreatMap, ThreatMapRefusal } from '../../language/scenario/threat-map.js';
import type { MonsterDecision } from '../../language/engine/decision.js';
import { wordDecision } from '../../language/explain/decision-words.js';

/**
 * The text a monster's decision is known by in the committed decision hashes
 * (test/fixtures/decision-hashes/): the JSON of the decision in words, as every surface shows it
 * (its options, its reasons and summary, every enemy's standing). Every hash goes through here, so
 * that a change to the decision's shape that keeps its meaning changes this one function and no
 * committed value.
 */
export function decisionFingerprint(decision: MonsterDecision): string {
    return JSON.stringify(wordDecision(decision));
}

/** The text a character's threat map is known by in the committed decision hashes. */
export function threatMapFingerprint(map: ThreatMap | ThreatMapRefusal): string {
    return JSON.stringify(map);
}

/** The hash written down for a fingerprint: the first 16 hexadecimal digits of its SHA-1. */
export function fingerprintHash(fingerprint: string): string {
    return createHash('sha1').update(fingerprint).digest('hex').slice(0, 16);
}
