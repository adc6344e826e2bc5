import type { ComingTurn } from '../scenario/coming-turns.js';
import { listWords, plural } from './lists.js';
import { stepWords } from './play-words.js';

/**
 * A monster's turn to come in words: a heading that says what the draws depend on, then one line
 * per attacked target with the arithmetic (`Guard1's attack 1 on Brute: attack 3 −1 (card) = 2;
 * drew +1 → 3; …`), as the turn's report words it. Nothing when the turn attacks nobody.
 */
export function comingAttackWords(coming: ComingTurn): { readonly heading: string; readonly lines: readonly string[] } | undefined {
    const attacks = coming.report.steps.filter(step => step.kind === 'attack');
    if (attacks.length === 0) {
        return undefined;
    }
    const choice = coming.report.options > 1 ? `, on the first of its ${plural(coming.report.options, 'option')}` : '';
    const after = coming.after.length > 0 ? ` after ${listWords(coming.after)} (each on its first option)` : '';
    return {
        heading: `Its attacks as the modifier deck stands${after}${choice}:`,
        lines: attacks.map(step => stepWords(coming.report.monster, step))
    };
}
