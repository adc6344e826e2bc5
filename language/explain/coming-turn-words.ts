import type { ComingTurn } from '../scenario/coming-turns.js';
import type { TurnStep } from '../play/monster-turn.js';
import { listWords, plural } from './lists.js';
import { stepWords } from './play-words.js';

/** The steps of a card's lines beyond the move: its heals, conditions, summons and elements. */
const ABILITY_STEPS: ReadonlySet<TurnStep['kind']> = new Set(['heal', 'condition', 'summon', 'element']);

/**
 * A monster's turn to come in words: a heading that says what the draws depend on, then one line
 * per attacked target with the arithmetic (`Guard1's attack 1 on Brute: attack 3 −1 (card) = 2;
 * drew +1 → 3; …`), and one per heal, condition, summon and element of its card, in the order
 * played, as the turn's report words them. Nothing when the turn attacks nobody and has none of those.
 */
export function comingAttackWords(coming: ComingTurn): { readonly heading: string; readonly lines: readonly string[] } | undefined {
    const steps = coming.report.steps.filter(step => step.kind === 'attack' || ABILITY_STEPS.has(step.kind));
    if (steps.length === 0) {
        return undefined;
    }
    const abilities = steps.some(step => step.kind !== 'attack');
    const choice = coming.report.options > 1 ? `, on the first of its ${plural(coming.report.options, 'option')}` : '';
    const after = coming.after.length > 0 ? ` after ${listWords(coming.after)} (each on its first option)` : '';
    return {
        heading: `Its ${abilities ? 'turn' : 'attacks'} as the modifier deck stands${after}${choice}:`,
        lines: steps.map(step => stepWords(coming.report.monster, step))
    };
}

/** The card's played lines beyond its move and attacks, for a surface that shows the decision beside them. */
export function comingAbilityWords(coming: ComingTurn): { readonly heading: string; readonly lines: readonly string[] } | undefined {
    const steps = coming.report.steps.filter(step => ABILITY_STEPS.has(step.kind)
        || (step.kind === 'attack' && step.steps.some(s => s.kind === 'forced' || s.kind === 'curse')));
    if (steps.length === 0) {
        return undefined;
    }
    const after = coming.after.length > 0 ? ` after ${listWords(coming.after)} (each on its first option)` : '';
    return {
        heading: `Its card's other lines, as the round plays them${after}:`,
        lines: steps.map(step => stepWords(coming.report.monster, step))
    };
}
