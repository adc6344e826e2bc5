import { createHash } from 'node:crypto';
import type { ThreatMap, ThreatMapRefusal } from '../../language/analysis/threat-map.js';
import type { MonsterDecision } from '../../language/engine/decision.js';

/**
 * The text a monster's decision is known by in the committed decision hashes
 * (test/fixtures/decision-hashes/): today the JSON of the decision as the engine returns it. Every
 * hash goes through here, so that a change to the decision's shape that keeps its meaning (say,
 * its words moving to a layer of their own) changes this one function and no committed value.
 */
export function decisionFingerprint(decision: MonsterDecision): string {
    return JSON.stringify(decision);
}

/** The text a character's threat map is known by in the committed decision hashes. */
export function threatMapFingerprint(map: ThreatMap | ThreatMapRefusal): string {
    return JSON.stringify(map);
}

/** The hash written down for a fingerprint: the first 16 hexadecimal digits of its SHA-1. */
export function fingerprintHash(fingerprint: string): string {
    return createHash('sha1').update(fingerprint).digest('hex').slice(0, 16);
}
