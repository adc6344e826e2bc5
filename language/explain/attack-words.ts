import type { AbilityResult, AttackStep } from '../play/attack-resolution.js';
import { expiryOf } from '../rules/conditions.js';
import type { ModifierCard } from '../model/modifier-deck.js';
import { attackEffectWords } from './card-line-words.js';

/**
 * The arithmetic of an attack in words, the way the hovers, `ghs play` and the coming turns print
 * it: `attack 3 −1 (card) = 2; drew +1 → 3; Brute's shield 1 blocks 1: 2 damage; Brute 10 → 8 hp`.
 */

const MINUS = '\u2212';

function signed(n: number): string {
    return n < 0 ? `${MINUS}${-n}` : `+${n}`;
}

function cardWords(card: ModifierCard): string {
    return card.startsWith('-') ? `${MINUS}${card.slice(1)}` : card;
}

const possessive = (name: string): string => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/**
 * The arithmetic in words, steps joined by "; ", e.g.
 * "attack 3 −1 (card) = 2; drew +1 → 3; Brute's shield 1 blocks 1: 2 damage; Brute 10 → 8 hp".
 * A shield says what it blocks, never an arrow from its value, which would read as the shield
 * dropping; hit points that do not change say so.
 */
export function attackWords(steps: readonly AttackStep[]): string {
    const parts: string[] = [];
    let opening = '';
    let total: number | undefined;
    const shielded = steps.some(s => s.kind === 'shield');
    for (const step of steps) {
        switch (step.kind) {
            case 'base':
                opening = `attack ${step.value}`;
                break;
            case 'bonus':
                opening += ` ${signed(step.value)} (${step.label})`;
                total = step.total;
                break;
            case 'draw': {
                parts.push(total === undefined ? opening : `${opening} = ${total}`);
                const cancelled = step.mode === 'normal' && step.reasons.length > 0 ? ` (${step.reasons.join(' and ')} cancel out)` : '';
                const drew = step.cards.length === 1
                    ? `drew ${cardWords(step.kept)}${cancelled}`
                    : `drew ${step.cards.map(cardWords).join(' and ')} with ${step.mode} (${step.reasons.join(', ')}), kept ${cardWords(step.kept)}`;
                parts.push(`${step.reshuffled ? 'reshuffled, ' : ''}${drew} \u2192 ${step.total}`);
                total = step.total;
                break;
            }
            case 'shield': {
                const pierce = step.pierce > 0 ? `, pierced ${step.pierce},` : '';
                const blocked = total === undefined ? undefined : total - step.damage;
                const blocks = step.damage === 0 ? 'blocks it' : blocked !== undefined && blocked > 0 ? `blocks ${blocked}` : 'blocks nothing';
                parts.push(`${possessive(step.target)} shield ${step.shield}${pierce} ${blocks}: ${step.damage} damage`);
                break;
            }
            case 'damage':
                if (!shielded) {
                    parts.push(`${step.amount} damage`);
                }
                parts.push(step.before === step.after ? `${step.target} stays at ${step.after} hp` : `${step.target} ${step.before} \u2192 ${step.after} hp`);
                break;
            case 'down':
                parts.push(`${step.figure} ${step.how}`);
                break;
            case 'condition':
                parts.push(conditionWords(step));
                break;
            case 'retaliate':
                parts.push(`${step.from} retaliates ${step.value}: ${step.to} ${step.before} \u2192 ${step.after} hp`);
                break;
            case 'curse':
            case 'forced':
                parts.push(attackEffectWords(step));
                break;
        }
    }
    return parts.join('; ');
}

function conditionWords(step: Extract<AttackStep, { kind: 'condition' }>): string {
    if (!step.applied) {
        return `${step.target} ${step.refused === 'immune' ? 'is immune to' : 'takes no'} ${step.condition}`;
    }
    if (step.already) {
        return expiryOf(step.condition) === 'until-healed'
            ? `${step.target} already has ${step.condition}`
            : `${step.target} already has ${step.condition}, which starts again`;
    }
    return `${step.target} gains ${step.condition}`;
}

/** A whole attack ability in words: one line per target, in the order attacked. */
export function abilityResultWords(result: AbilityResult): string[] {
    return result.targets.map(t => attackWords(t.steps));
}
