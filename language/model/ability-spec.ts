import type { Hex } from '../hex/hex.js';

/** The ability of a monster as the board reads it from the text: plain values, no rules. */

export type MoveMode = 'normal' | 'flying' | 'jumping';

export interface MoveSpec {
    readonly points: number;
    readonly mode: MoveMode;
    readonly teleport: boolean;
}

export interface AttackSpec {
    readonly value?: number;
    /** 0 means melee. */
    readonly range: number;
    readonly targets: number;
    /** `target all`: every enemy the attack can reach (`targets` is then not read). */
    readonly all?: boolean;
}

export interface AreaSpec {
    /** The monster's own hex in the pattern's grid; absent for a ranged area. */
    readonly origin?: Hex;
    readonly hexes: readonly Hex[];
}

/** A monster's ability card for the round. */
export interface AbilitySpec {
    readonly move?: MoveSpec;
    readonly attack?: AttackSpec;
    readonly area?: AreaSpec;
    readonly muddled: boolean;
}

export interface RetaliateSpec {
    readonly value: number;
    /** 1 when the stat card or the ability card names no range: retaliate hits adjacent attackers. */
    readonly range: number;
}
