import type { ThreatHex, ThreatMap } from '../../language/scenario/threat-map.js';
import { hexDamageWords, monsterThreatWords } from '../../language/explain/threat-words.js';

/**
 * The preview's threat map messages, apart from the rest of the preview protocol: the page asks
 * for a character's map, the extension sends it when the server has drawn it. Types and checks
 * only, so it bundles into the page and the extension alike.
 */

/** Extension → page: the map for `character` at `version`, why there is none, or that one is being drawn. */
export type ThreatToWebview = {
    readonly type: 'threat';
    readonly uri: string;
    readonly version: number;
    readonly character: string;
} & ({ readonly map: ThreatMap } | { readonly error: string } | { readonly pending: true });

/** Page → extension: draw the map for this character, or (without one) stop drawing it. */
export interface ThreatFromWebview {
    readonly type: 'threatMap';
    readonly character?: string;
}

/** Shades stop at this many attackers: more reads the same as the darkest. */
export const THREAT_LEVELS = 4;

/** What the shades of the map count: the monsters that would attack there, or the damage expected there. */
export type ThreatShading = 'attackers' | 'damage';

/**
 * Where the damage shades change: below 2, below 4, below 6, then the darkest. Fixed steps, not
 * ones scaled to the map, so that a shade means the same after an edit as before it.
 */
const DAMAGE_STEPS = [2, 4, 6];

/** The legend's label of each shade, lightest first. */
export function threatLegendLabels(shading: ThreatShading): string[] {
    return shading === 'attackers'
        ? Array.from({ length: THREAT_LEVELS + 1 }, (_, level) => level === THREAT_LEVELS ? `${level}+` : String(level))
        : ['0', `< ${DAMAGE_STEPS[0]}`, ...DAMAGE_STEPS.slice(1).map((step, i) => `${DAMAGE_STEPS[i]}–${step}`), `${DAMAGE_STEPS.at(-1)}+`];
}

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isName(value: unknown): value is string {
    return typeof value === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,199}$/.test(value);
}

export function parseThreatFromWebview(data: unknown): ThreatFromWebview | undefined {
    if (!isRecord(data) || data.type !== 'threatMap') {
        return undefined;
    }
    if (data.character === undefined) {
        return { type: 'threatMap' };
    }
    return isName(data.character) ? { type: 'threatMap', character: data.character } : undefined;
}

function isThreatMapShape(value: unknown): value is ThreatMap {
    return isRecord(value) && typeof value.character === 'string' && typeof value.mostAttackers === 'number'
        && (value.hitPoints === undefined || typeof value.hitPoints === 'number')
        && Array.isArray(value.hexes) && value.hexes.every(h => isRecord(h) && typeof h.hex === 'string'
            && typeof h.attackers === 'number' && Array.isArray(h.monsters));
}

export function parseThreatToWebview(data: unknown): ThreatToWebview | undefined {
    if (!isRecord(data) || data.type !== 'threat' || typeof data.uri !== 'string' || typeof data.version !== 'number' || !isName(data.character)) {
        return undefined;
    }
    const base = { type: 'threat', uri: data.uri, version: data.version, character: data.character } as const;
    if (isThreatMapShape(data.map)) {
        return { ...base, map: data.map };
    }
    if (typeof data.error === 'string') {
        return { ...base, error: data.error };
    }
    return data.pending === true ? { ...base, pending: true } : undefined;
}

/**
 * The shade of a hex, 0 to THREAT_LEVELS: the number of monsters that would attack there, capped;
 * or its expected damage by DAMAGE_STEPS, none being 0 (undefined where the damage is not known).
 */
export function threatLevel(hex: ThreatHex, shading: ThreatShading = 'attackers'): number | undefined {
    if (shading === 'attackers') {
        return Math.min(hex.attackers, THREAT_LEVELS);
    }
    const damage = hex.expectedDamage;
    if (damage === undefined) {
        return undefined;
    }
    return damage <= 0 ? 0 : 1 + DAMAGE_STEPS.filter(step => damage >= step).length;
}

/** The hover text of one hex: how many would attack the character there, then each monster and from where. */
export function threatTooltip(map: ThreatMap, hex: ThreatHex): string {
    const count = hex.attackers === 1 ? '1 monster would attack' : `${hex.attackers} monsters would attack`;
    const head = `${hex.hex} · ${count} ${map.character} here${hexDamageWords(map, hex)}`;
    return hex.monsters.length === 0 ? `${head}; no monster focuses it.` : [head, ...hex.monsters.map(m => `${m.monster}: ${monsterThreatWords(m)}`)].join('\n');
}
