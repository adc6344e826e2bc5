import type { MonsterThreat, ThreatHex, ThreatMap } from '../scenario/threat-map.js';
import { expectedToExhaust } from '../scenario/threat-reading.js';

/** An expected damage, always with one decimal: it is an average, never a promise. */
export function averageDamageWords(damage: number): string {
    return `${damage.toFixed(1)} damage on average`;
}

/**
 * What one monster would do to the character on a hex, as the threat map's surfaces print it:
 * `focus, attacks from A1, 2.0 damage on average`.
 */
export function monsterThreatWords(threat: MonsterThreat): string {
    const focus = threat.focus === 'focus' ? 'focus' : threat.focus === 'tied-focus' ? 'tied focus, the players choose' : '';
    const where = threat.from.join(' or ');
    const act = threat.attack === 'always' ? `attacks from ${where}`
        : threat.attack === 'may' ? `may attack from ${where}`
            : threat.from.length === 1 && threat.from[0] === threat.at ? `stays at ${where}` : `moves to ${where}`;
    const damage = threat.attack && threat.expectedDamage !== undefined ? averageDamageWords(threat.expectedDamage) : '';
    return [focus, act, damage].filter(Boolean).join(', ');
}

/**
 * What a hex adds to its monsters' own words: the total, `, 3.1 damage on average in all`, when
 * more than one attacks there (one attacker's damage is already in its own words), and
 * `, enough to exhaust it (3 hit points)` when that total is as much as the character has.
 */
export function hexDamageWords(map: ThreatMap, hex: ThreatHex): string {
    const total = hex.attackers > 1 && hex.expectedDamage !== undefined ? `, ${averageDamageWords(hex.expectedDamage)} in all` : '';
    const exhausts = expectedToExhaust(map, hex) ? `, enough to exhaust it (${map.hitPoints} hit ${map.hitPoints === 1 ? 'point' : 'points'})` : '';
    return total + exhausts;
}

/**
 * What a map stopped by its work limit leaves out, for every surface that shows the map:
 * `Partial map: its work limit stopped it after 1000 of 9999 hexes; every hex within 17 of Hero's
 * hex is mapped, the 8999 farther away are not.`
 */
export function partialMapWords(map: ThreatMap): string | undefined {
    const left = map.partial;
    if (!left) {
        return undefined;
    }
    const within = left.within < 1 ? `only ${map.character}'s own hex is mapped` : `every hex within ${left.within} of ${map.character}'s hex is mapped`;
    return `Partial map: its work limit stopped it after ${left.mapped} of ${left.total} hexes; ${within}, the ${left.total - left.mapped} farther away are not.`;
}
