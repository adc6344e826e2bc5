import type { ThreatHex, ThreatMap } from './threat-map.js';

/*
 * Readings of a drawn threat map that every surface shares. Types only from the map's module, so
 * that the preview page can bundle them without the engine.
 */

/** Whether every hex's expected damage is known, so that the map can be read by damage. */
export function damageKnown(map: ThreatMap): boolean {
    return map.hexes.every(h => h.expectedDamage !== undefined);
}

/**
 * Whether the damage the character can expect on a hex is as much as the hit points it has: on
 * average, standing there ends with it exhausted.
 */
export function expectedToExhaust(map: ThreatMap, hex: ThreatHex): boolean {
    return map.hitPoints !== undefined && hex.attackers > 0 && hex.expectedDamage !== undefined && hex.expectedDamage >= map.hitPoints;
}
