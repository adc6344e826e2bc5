import type { AbilitySpec, AreaSpec, MoveMode } from '../model/board.js';
import type { Hex } from '../hex/hex.js';
import { areaOrientations } from './area.js';

/** The parts of an ability card that steer the monster's focus, movement and attack. */
export interface AttackPlan {
    /** False when the card has no attack (or `target 0`): it moves as for a single-target melee attack. */
    readonly attacks: boolean;
    /** 0 for melee. */
    readonly range: number;
    /** How many single targets it may pick; with an area, the area counts as one of them. */
    readonly targets: number;
    readonly area?: {
        readonly melee: boolean;
        readonly orientations: readonly Hex[][];
    };
    readonly muddled: boolean;
}

export interface MovePlan {
    readonly points: number;
    readonly mode: MoveMode;
    readonly teleport: boolean;
}

export function movePlan(ability: AbilitySpec | undefined): MovePlan {
    const move = ability?.move;
    return { points: move?.points ?? 0, mode: move?.mode ?? 'normal', teleport: move?.teleport ?? false };
}

/**
 * An area's orientations, worked out once per written area and kept: every turn of its monster, on
 * every imagined board, lays the same. A Workspace holds one for its geometry's boards.
 */
export class AreaOrientations {
    private readonly known = new WeakMap<AreaSpec, readonly Hex[][]>();

    of(area: AreaSpec): readonly Hex[][] {
        let found = this.known.get(area);
        if (!found) {
            found = areaOrientations(area);
            this.known.set(area, found);
        }
        return found;
    }
}

/**
 * `target all`: "every enemy the attack can reach", as many single targets as there can be enemies.
 * The priority list then hits as many as it can, as for any multi-target attack.
 */
export const EVERY_TARGET = 1_000_000;

export function attackPlan(ability: AbilitySpec | undefined, areas: AreaOrientations = new AreaOrientations()): AttackPlan {
    const attack = ability?.attack;
    const area = ability?.area;
    const muddled = ability?.muddled ?? false;
    if (!attack || (attack.targets <= 0 && !attack.all)) {
        // No attack, or `target 0`: it moves as if it had a single-target melee attack.
        return { attacks: false, range: 0, targets: 1, muddled };
    }
    const targets = attack.all ? EVERY_TARGET : attack.targets;
    if (area && area.hexes.length > 0) {
        const melee = area.origin !== undefined;
        return {
            attacks: true, range: attack.range, targets, muddled,
            area: { melee, orientations: areas.of(area) }
        };
    }
    return { attacks: true, range: attack.range, targets, muddled };
}
