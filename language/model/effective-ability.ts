import type { AbilitySpec, AreaSpec, MoveMode } from './ability-spec.js';
import type { CardSpec, Condition, Element, HealSpec, RetaliateSpec, StatSpec } from './monster-types.js';

/** One attack of a standee's turn: the stat card's values changed by the ability card. */
export interface EffectiveAttack {
    readonly value: number;
    /** The stat card's attack the card changes, so that play can show the arithmetic. */
    readonly base?: number;
    /** 0 means melee. */
    readonly range: number;
    readonly targets: number;
    readonly pierce: number;
    readonly push: number;
    readonly pull: number;
    /** The card's conditions and those the stat card adds to every attack. */
    readonly conditions: readonly Condition[];
    readonly area?: AreaSpec;
}

/** What a standee does this round: its type's revealed card read against its side of the stat card. */
export interface EffectiveCard {
    readonly card: string;
    readonly initiative: number;
    readonly shuffle: boolean;
    readonly move?: { readonly points: number; readonly mode: MoveMode };
    /** Every attack on the card in the order printed; empty when the card has none. */
    readonly attacks: readonly EffectiveAttack[];
    /** The card's shield bonus (the stat card's own shield is the figure's). */
    readonly shield?: number;
    readonly retaliate?: RetaliateSpec;
    readonly heal?: HealSpec;
    readonly infuse: readonly Element[];
    readonly consume: readonly Element[];
}

/**
 * "Any attack that does not specify a range on the monster ability card should use the base range
 * of the monster written on its stat card"; a range written on the card changes that base range.
 */
function effectiveRange(stat: StatSpec, rangeChange: number | undefined): number {
    return Math.max(0, stat.range + (rangeChange ?? 0));
}

export function effectiveCard(stat: StatSpec, card: CardSpec): EffectiveCard {
    const mode: MoveMode = card.move?.mode ?? (stat.flying ? 'flying' : stat.jumping ? 'jumping' : 'normal');
    const attacks = card.attacks.map((attack): EffectiveAttack => ({
        value: Math.max(0, (stat.attack ?? 0) + attack.change),
        base: stat.attack ?? 0,
        range: effectiveRange(stat, attack.rangeChange),
        targets: attack.targets,
        pierce: stat.pierce + attack.pierce,
        push: attack.push,
        pull: attack.pull,
        conditions: [...new Set([...attack.conditions, ...stat.adds])],
        ...(attack.area ? { area: attack.area } : {})
    }));
    return {
        card: card.name, initiative: card.initiative, shuffle: card.shuffle,
        move: card.move ? { points: Math.max(0, stat.move + card.move.change), mode } : undefined,
        attacks, shield: card.shield, retaliate: card.retaliate, heal: card.heal, infuse: card.infuse, consume: card.consume
    };
}

/**
 * The turn the existing engine plays: the move and the first attack (later attacks are the card's
 * own business). A monster attacks only if an attack is on its card; muddle gives disadvantage.
 */
export function abilityOfCard(card: EffectiveCard, conditions: readonly Condition[]): AbilitySpec {
    const first = card.attacks[0];
    return {
        move: card.move ? { points: card.move.points, mode: card.move.mode, teleport: false } : undefined,
        attack: first ? { value: first.value, range: first.range, targets: first.targets } : undefined,
        area: first?.area,
        muddled: conditions.includes('muddle')
    };
}
