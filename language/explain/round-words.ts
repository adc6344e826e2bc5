import type { RoundReport } from '../play/round.js';
import type { TurnStep } from '../play/monster-turn.js';
import { hexLabel } from '../hex/offset.js';
import { listWords } from './lists.js';

/**
 * What *Run round* says once the round is written: the round played and, for each monster the
 * players chose for, the option taken and what it did: `Round 1 played. Guard took option 2 of
 * 2: moves to E5 · attacks Hero20, Hero10.`
 */
export function roundPlayedText(report: Pick<RoundReport, 'round' | 'turns'>): string {
    const played = report.round !== undefined ? `Round ${report.round} played.` : 'The round was played.';
    const chosen = report.turns.flatMap(turn => (turn.kind === 'monster' && turn.report.options > 1
        ? [`${turn.report.monster} took option ${turn.report.option + 1} of ${turn.report.options}: ${takenWords(turn.report.steps)}.`]
        : []));
    return [played, ...chosen].join(' ');
}

/** `moves to E5 · attacks Hero20, Hero10`, `stays · attacks Hero`, `moves to C3`, `does nothing`. */
export function takenWords(steps: readonly TurnStep[]): string {
    const move = steps.filter(step => step.kind === 'move').at(-1);
    const targets = [...new Set(steps.flatMap(step => (step.kind === 'attack' ? [step.target] : [])))];
    const parts = [move && move.kind === 'move' ? `moves to ${hexLabel(move.to)}` : targets.length > 0 ? 'stays' : undefined,
        targets.length > 0 ? `attacks ${listWords(targets)}` : undefined].filter((p): p is string => p !== undefined);
    return parts.length > 0 ? parts.join(' · ') : 'does nothing';
}
