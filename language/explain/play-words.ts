import { hexLabel } from '../hex/offset.js';
import type { TurnReport, TurnStep, NotPlayedLine, TargetsStep } from '../play/monster-turn.js';
import type { SelfStep } from '../play/self-lines.js';
import type { EndOfRoundStep, FigureTurn, RoundReport, RoundTurn, ShuffleWritten } from '../play/round.js';
import { attackWords } from './attack-words.js';
import { noFocusWords } from './decision-words.js';
import { criterionName } from './focus-words.js';
import { listWords } from './lists.js';
import { conditionStepWords, elementStepWords, healStepWords, summonStepWords, waysWords } from './card-line-words.js';

/**
 * A turn played, in words: one line a step, as `ghs play`, the hovers' coming turns and the
 * editor's reports print it (`Guard1 moves A1 → B2 (2 movement points)`; `Guard1's attack 1 on
 * Hero10: attack 3 …`).
 */

/** One step in words, e.g. "Guard 1 suffers 1 damage from wound: 5 → 4 hp". */
export function selfStepWords(step: SelfStep): string {
    switch (step.kind) {
        case 'wound':
            return `${step.figure} suffers 1 damage from wound: ${step.before} \u2192 ${step.after} hp${step.down ? `; ${step.figure} ${step.down}` : ''}`;
        case 'shield':
            return `${step.figure} gains shield ${step.value} until the end of the round`;
        case 'retaliate':
            return `${step.figure} gains retaliate ${step.value}${step.range > 1 ? ` range ${step.range}` : ''} until the end of the round`;
        case 'heal': {
            const removed = step.removed.length > 0 ? `, removing ${step.removed.join(' and ')}` : '';
            if (step.poisoned) {
                return `${step.figure} heals ${step.value} self: poisoned, so the heal only removes ${step.removed.join(' and ')}`;
            }
            return `${step.figure} heals ${step.value} self: ${step.before} \u2192 ${step.after} hp${removed}`;
        }
        case 'expired':
            return `${step.figure}'s ${step.conditions.join(', ')} ${step.conditions.length === 1 ? 'ends' : 'end'} with its turn`;
    }
}

function notPlayedWords(monster: string, line: NotPlayedLine): string {
    return `${monster} finds no focus: ${noFocusWords({ monster, noFocus: line.noFocus, hindrances: line.hindrances })}`;
}

function targetsWords(monster: string, step: TargetsStep): string {
    const label = `${monster}'s attack ${step.attack}`;
    switch (step.none) {
        case 'no-focus':
            return `${label} has no target: it has no focus`;
        case 'focus-out-of-reach':
            return `${label} has no target: its focus cannot be attacked from ${hexLabel(step.from)} this turn`;
        case 'none-left':
            return `${label} has no target: no enemy it is not already attacking can be attacked from ${hexLabel(step.from)}`;
    }
    const ways = waysWords(step.ways, step.chosen ?? 0);
    return `${label} focuses on ${step.focus?.names.join(' or ')} (${criterionName(step.focus?.criterion ?? 'initiative')}): targets ${step.targets.join(', ')}${ways}`;
}

const SKIPS = {
    down: 'is removed: its turn ends',
    stun: 'is stunned: it performs no ability this turn',
    immobilize: 'is immobilized: it does not move',
    disarm: 'is disarmed: it does not attack'
} as const;

/** One step of `monster`'s turn (or of a character's: its own steps name it) in words. */
export function stepWords(monster: string, step: TurnStep): string {
    switch (step.kind) {
        case 'self':
            return selfStepWords(step.step);
        case 'skip':
            return `${monster} ${SKIPS[step.reason]}`;
        case 'move':
            return `${monster} moves ${hexLabel(step.from)} \u2192 ${hexLabel(step.to)} (${step.points} movement point${step.points === 1 ? '' : 's'})`;
        case 'targets':
            return targetsWords(monster, step);
        case 'attack': {
            const label = `${monster}'s attack ${step.attack} on ${step.target}`;
            if (step.resolved) {
                return `${label}: ${attackWords(step.steps)}`;
            }
            const why = step.unresolved === 'hit-points-unknown' ? `${step.target}'s hit points are not given` : 'the attack has no value';
            const conditions = step.steps.length > 0 ? `; ${attackWords(step.steps)}` : '';
            return `${label}: not resolved (${why})${conditions}`;
        }
        case 'not-played':
            return notPlayedWords(monster, step.line);
        case 'heal':
            return healStepWords(monster, step);
        case 'condition':
            return conditionStepWords(monster, step);
        case 'summon':
            return summonStepWords(monster, step);
        case 'element':
            return elementStepWords(monster, step);
    }
}

/** The report in words, one line a step. */
export function turnWords(report: TurnReport): string[] {
    return report.steps.map(step => stepWords(report.monster, step));
}

/** A character's or summon's turn in words, one line a step. */
export function figureTurnWords(turn: FigureTurn): string[] {
    return turn.steps.map(step => stepWords(turn.figure, step));
}

/** One line for the whole turn, e.g. `Guard1 moves A1 → B2, attacks Hero10 (3 damage)`. */
export function turnSummary(report: TurnReport): string {
    const parts: string[] = [];
    for (const step of report.steps) {
        if (step.kind === 'move') {
            parts.push(`moves ${hexLabel(step.from)} \u2192 ${hexLabel(step.to)}`);
        } else if (step.kind === 'attack') {
            parts.push(`attacks ${step.target}${step.resolved ? ` (${step.damage ?? 0} damage)` : ''}`);
        } else if (step.kind === 'skip') {
            parts.push(step.reason === 'stun' ? 'is stunned' : step.reason === 'down' ? 'is removed' : step.reason === 'immobilize' ? 'cannot move' : 'cannot attack');
        } else if (step.kind === 'heal' && step.target !== undefined) {
            parts.push(`heals ${step.target === report.monster ? 'itself' : step.target} (${step.healed ?? 0})`);
        } else if (step.kind === 'summon' && step.name !== undefined) {
            parts.push(`summons ${step.name}`);
        } else if (step.kind === 'condition' && step.to !== 'self') {
            parts.push(...step.outcomes.filter(o => o.applied).map(o => `gives ${o.figure} ${step.condition}`));
        } else if (step.kind === 'element' && step.outcome === 'consumed') {
            parts.push(`consumes ${step.elements.join(' and ')}`);
        } else if (step.kind === 'element' && step.outcome === 'infused') {
            parts.push(`infuses ${step.elements.join(' and ')}`);
        }
    }
    return `${report.monster} ${parts.length > 0 ? parts.join(', ') : 'does nothing'}`;
}

const SHUFFLE_WRITTEN_WORDS: Readonly<Record<ShuffleWritten, string>> = {
    drawn: 'earlier this round (it is written among the cards drawn)',
    'shuffle-due': "earlier this round (the modifiers line says 'shuffle-due')"
};

/** One end-of-round step in words. */
export function endOfRoundWords(step: EndOfRoundStep): string {
    switch (step.kind) {
        case 'reshuffle':
            return `a standard x2 or null was drawn ${step.written ? SHUFFLE_WRITTEN_WORDS[step.written] : 'this round'}: the monster modifier deck is shuffled anew`;
        case 'bonuses':
            return `the shield and retaliate of this round's cards end (${step.figures.join(', ')})`;
        case 'round':
            return `round ${step.number} begins`;
        case 'elements':
            return [
                step.waning.length > 0 ? `${listWords(step.waning)} ${step.waning.length === 1 ? 'wanes' : 'wane'} (strong \u2192 waning)` : '',
                step.inert.length > 0 ? `${listWords(step.inert)} ${step.inert.length === 1 ? 'goes' : 'go'} inert (waning \u2192 inert)` : ''
            ].filter(Boolean).join('; ');
        case 'reveal':
            return step.reshuffled
                ? `${step.reveal.type}'s deck is shuffled anew: next round it reveals the first card of shuffle ${step.reveal.shuffle}`
                : `${step.reveal.type} reveals card ${step.reveal.position} of its deck next round`;
    }
}

/** A step with its words, for a client that words nothing itself. */
export type Worded<T> = T & { readonly words: string };

export interface WordedTurnReport extends Omit<TurnReport, 'steps'> {
    readonly steps: ReadonlyArray<Worded<TurnStep>>;
}

export interface WordedFigureTurn extends Omit<FigureTurn, 'steps'> {
    readonly steps: ReadonlyArray<Worded<TurnStep>>;
}

export type WordedRoundTurn = { readonly kind: 'monster'; readonly report: WordedTurnReport } | WordedFigureTurn | Extract<RoundTurn, { kind: 'refused' }>;

export interface WordedRoundReport {
    readonly round?: number;
    readonly turns: readonly WordedRoundTurn[];
    readonly end: ReadonlyArray<Worded<EndOfRoundStep>>;
}

export function wordTurnReport(report: TurnReport): WordedTurnReport {
    return { ...report, steps: report.steps.map(step => ({ ...step, words: stepWords(report.monster, step) })) };
}

export function wordFigureTurn(turn: FigureTurn): WordedFigureTurn {
    return { ...turn, steps: turn.steps.map(step => ({ ...step, words: stepWords(turn.figure, step) })) };
}

export function wordRoundReport(report: RoundReport): WordedRoundReport {
    return {
        ...report,
        turns: report.turns.map(turn => (turn.kind === 'monster' ? { kind: 'monster', report: wordTurnReport(turn.report) } : turn.kind === 'figure' ? wordFigureTurn(turn) : turn)),
        end: report.end.map(step => ({ ...step, words: endOfRoundWords(step) }))
    };
}
