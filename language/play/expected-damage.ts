import { type DrawMode, type ModifierCard, applyCard } from '../model/modifier-deck.js';

/** One attack on one target, before its modifier card is drawn. */
export interface AttackOdds {
    /** The attack value before the draw: stat card, card and bonuses (poison on the target included). */
    readonly value: number;
    /** The target's shield less the attack's pierce, never below 0. */
    readonly shield: number;
    readonly mode: DrawMode;
}

/**
 * The damage an attack deals on average over every way its draw can fall from `pile`, each card
 * (or, with advantage or disadvantage, each ordered pair of cards) as likely as another. The
 * better or worse card of a pair is the one giving the higher or lower attack value, as
 * `drawModifier` keeps it; shield comes off after the card, so x2 doubles before it.
 */
export function expectedDamage(odds: AttackOdds, pile: readonly ModifierCard[]): number {
    const damage = (card: ModifierCard): number => Math.max(0, applyCard(card, odds.value) - odds.shield);
    if (pile.length === 0) {
        return 0;
    }
    if (odds.mode === 'normal' || pile.length < 2) {
        return pile.reduce((sum, card) => sum + damage(card), 0) / pile.length;
    }
    let sum = 0;
    for (let i = 0; i < pile.length; i++) {
        for (let j = 0; j < pile.length; j++) {
            if (i !== j) {
                const a = applyCard(pile[i], odds.value);
                const b = applyCard(pile[j], odds.value);
                const kept = odds.mode === 'advantage' ? (b > a ? pile[j] : pile[i]) : (b < a ? pile[j] : pile[i]);
                sum += damage(kept);
            }
        }
    }
    return sum / (pile.length * (pile.length - 1));
}
