import { hexLabel } from '../hex/offset.js';
import type { ConsumeBonusSpec } from '../model/card-lines.js';
import type { Hex } from '../hex/hex.js';
import type { AttackStep } from '../play/attack-resolution.js';
import type { ConditionOutcome, ConditionStep, ElementStep, HealStep, LineRef, SummonStep } from '../play/turn-steps.js';
import { listWords, plural } from './lists.js';
import { criterionName } from './focus-words.js';

/**
 * The played lines of a card beyond its move and attacks, in words: a heal's target and
 * arithmetic, a condition given, a summon's hex, an element consumed or infused, a push's path, a
 * curse. `play-words.ts` puts each on its line of a turn.
 */

const signed = (n: number): string => (n < 0 ? `\u2212${-n}` : `+${n}`);

/** "(the first of 3 ways the players may choose)", or nothing when the rules left no choice. */
export function waysWords(ways: number, chosen: number, what = 'ways'): string {
    if (ways <= 1) {
        return '';
    }
    const which = chosen === 0 ? 'the first' : `way ${chosen + 1}`;
    return ` (${which} of ${ways} ${what} the players may choose)`;
}

/** What a consumption adds: `+1 attack, pierce 1, wound, target all`. */
export function bonusWords(bonus: ConsumeBonusSpec): string {
    const parts = [
        ...(['attack', 'range', 'move', 'heal', 'shield', 'retaliate'] as const).filter(k => bonus[k] !== 0).map(k => `${signed(bonus[k])} ${k}`),
        ...(['pierce', 'push', 'pull'] as const).filter(k => bonus[k] !== 0).map(k => `${k} ${bonus[k]}`),
        ...(bonus.targets !== undefined ? [`target ${bonus.targets}`] : []),
        ...(bonus.targetChange !== 0 ? [`target ${signed(bonus.targetChange)}`] : []),
        ...(bonus.allTargets ? ['target all'] : []),
        ...bonus.conditions
    ];
    return parts.join(', ');
}

function lineWords(line: LineRef): string {
    return line.kind === 'attack' ? `attack ${line.attack}` : `its ${line.kind}`;
}

export function elementStepWords(monster: string, step: ElementStep): string {
    const elements = listWords(step.elements);
    const adds = step.bonus && step.line ? `: ${bonusWords(step.bonus)} on ${lineWords(step.line)}` : '';
    switch (step.outcome) {
        case 'consumed':
            return `${monster} consumes ${elements}${adds}`;
        case 'type-consumed':
            return `${monster}'s type consumed ${elements} earlier this round, so it gains the bonus too${adds}`;
        case 'unavailable':
            return `${monster} cannot consume ${elements} (${step.elements.length === 1 ? 'it is not' : 'not all are'} strong or waning)${step.line ? `: ${lineWords(step.line)} gains nothing` : ': nothing is added'}`;
        case 'not-performed':
            return step.action === 'consume'
                ? `${monster} consumes no ${elements}: ${step.line ? `${lineWords(step.line)}, which it adds to, was not performed` : 'the line it adds to was not performed'}`
                : `no monster of ${monster}'s type performed an ability this round, so ${elements} ${step.elements.length === 1 ? 'is' : 'are'} not infused`;
        case 'infused':
            return `${monster} infuses ${elements}: strong from the end of its turn`;
        case 'later':
            return `${elements} ${step.elements.length === 1 ? 'is' : 'are'} infused at the end of the last turn of ${monster}'s type this round`;
    }
}

export function healStepWords(monster: string, step: HealStep): string {
    const label = `${monster} heals ${step.value} range ${step.range}`;
    if (step.target === undefined) {
        return `${label}: no figure in reach has hit points the scenario gives`;
    }
    const choice = step.among.length > 1 ? `, ${waysWords(step.among.length, step.chosen, 'figures').slice(2, -1)}` : '';
    const who = step.target === monster ? 'itself' : step.target;
    const lost = `${who} lost the most hit points (${step.lost ?? 0}${choice})`;
    if (step.poisoned) {
        return `${label}: ${lost}; poisoned, so the heal only removes ${listWords(step.removed ?? [])}`;
    }
    const removed = step.removed && step.removed.length > 0 ? `, removing ${step.removed.join(' and ')}` : '';
    return `${label}: ${lost}; ${step.target} ${step.before} \u2192 ${step.after} hp${removed}`;
}

function outcomeWords(condition: string, outcome: ConditionOutcome): string {
    if (outcome.deck) {
        const deck = outcome.deck.of === 'monsters' ? 'the monster modifier deck' : `${outcome.deck.of}'s attack modifier deck`;
        return outcome.applied
            ? `a ${condition} goes into ${deck} (${plural(outcome.deck.count, condition, condition === 'bless' ? 'blesses' : 'curses')} in it)`
            : `${deck} holds all ten ${condition}s: none is added`;
    }
    if (!outcome.applied) {
        return outcome.refused === 'immune' ? `${outcome.figure} is immune to ${condition}` : `${outcome.figure} takes no ${condition}`;
    }
    return outcome.already ? `${outcome.figure} already has ${condition}, which starts again` : `${outcome.figure} gains ${condition}`;
}

export function conditionStepWords(monster: string, step: ConditionStep): string {
    const range = step.range !== undefined ? ` range ${step.range}` : '';
    const label = step.to === 'self' ? `${monster}'s ${step.condition} self` : step.to === 'ally' ? `${monster}'s ${step.condition}${range}`
        : `${monster}'s inflict ${step.condition}${range || ' (adjacent)'}`;
    if (step.outcomes.length === 0) {
        return step.to === 'enemy' ? `${label} finds no enemy it can reach` : `${label} finds no figure in reach`;
    }
    const focus = step.focus ? ` focuses on ${step.focus.names.join(' or ')} (${criterionName(step.focus.criterion)})` : '';
    const ways = waysWords(step.ways, step.chosen, step.to === 'enemy' ? 'ways' : 'figures');
    return `${label}${focus}${ways}: ${step.outcomes.map(o => outcomeWords(step.condition, o)).join('; ')}`;
}

export function summonStepWords(monster: string, step: SummonStep): string {
    const what = `${step.level === 'elite' ? 'an elite' : 'a normal'} ${step.type}`;
    switch (step.failed) {
        case 'no-hex':
            return `${monster}'s summon of ${what} fails: no empty hex is next to it`;
        case 'no-standee':
            return `${monster}'s summon of ${what} fails: all ${step.standees} ${step.type} standees are on the board`;
        case 'unknown-type':
            return `${monster}'s summon of ${what} fails: the scenario has no such monster type or stat card`;
    }
    const near = step.enemyAt !== undefined ? `, ${plural(step.enemyAt, 'hex', 'hexes')} from the nearest enemy` : '';
    return `${monster} summons ${step.name} (${what}, standee ${step.number}) at ${hexLabel(step.hex!)}${near}${waysWords(step.among.length, step.chosen, 'hexes')}; it takes no turn this round`;
}

function pathWords(from: Hex, path: readonly Hex[]): string {
    return [from, ...path].map(hexLabel).join(' \u2192 ');
}

/** A push, pull or curse of an attack, as a part of the attack's line. */
export function attackEffectWords(step: Extract<AttackStep, { kind: 'forced' | 'curse' }>): string {
    if (step.kind === 'curse') {
        const deck = step.deck === step.target ? `${step.target}'s deck` : `${step.deck}'s deck (${step.target} draws from it)`;
        return step.applied ? `a curse goes into ${deck} (${plural(step.count, 'curse')} in it)` : `${deck} holds all ten curses: none is added`;
    }
    if (step.path.length === 0) {
        return `${step.target} cannot be ${step.how === 'push' ? 'pushed' : 'pulled'}: no hex it may enter is ${step.how === 'push' ? 'farther from' : 'closer to'} the attacker`;
    }
    const short = step.path.length < step.amount ? ` (${step.path.length} of ${step.amount}: no hex ${step.how === 'push' ? 'farther' : 'closer'} on)` : '';
    const sprung = step.sprung.map(s => `; ${step.target} springs the ${s.terrain === 'trap' ? 'trap' : 'hazardous terrain'} at ${hexLabel(s.hex)}`).join('');
    return `${step.target} ${step.how === 'push' ? 'pushed' : 'pulled'} ${step.amount}: ${pathWords(step.from, step.path)}${short}${waysWords(step.ways, step.chosen, 'paths')}${sprung}`;
}
