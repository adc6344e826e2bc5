import { hexLabel } from '../hex/offset.js';
import type { Hex } from '../hex/hex.js';
import {
    type DecisionOption, type EnemyStanding, type FocusCriterion, type Hindrance, type MonsterDecision, type PositionCriterion,
    armed, stoppedTurn
} from '../engine/decision.js';
import { LONG_REST_INITIATIVE } from '../engine/initiative.js';
import { EDITION_RULES, editionName } from '../rules/editions.js';
import { abilityWords } from './ability-words.js';
import { listWords, plural } from './lists.js';
import { PLAIN } from './markup.js';
import { decisionSummary, targetList } from './option-words.js';
import type { WordedDecision, WordedEnemy, WordedHindrance, WordedOption, WordedTie } from './worded-decision.js';

/**
 * The engine's decision in words, the same on every surface: each enemy's standing, the reasons
 * one sentence a line in the order the rules apply, the tie and the one-line summary. The words
 * are put together only when first read, so a surface that shows only the summary never pays for
 * the reasons. Read or not, they are the same.
 */

/**
 * A proximity in words: the hexes counted around walls, or, where no way around the walls reaches
 * the enemy (it is reached only through a link, by flying or by teleporting), that it cannot be
 * counted.
 */
function proximityWords(enemy: EnemyStanding): string {
    return enemy.proximity !== undefined ? `${plural(enemy.proximity, 'hex')} away` : 'out of reach of any way around the walls';
}

function costWords(s: EnemyStanding): string {
    const traps = (s.negativeHexes ?? 0) > 0 ? ` through ${plural(s.negativeHexes ?? 0, 'negative hex')}` : '';
    return s.movement === 0 ? 'without moving' : `after ${plural(s.movement ?? 0, 'movement point')}${traps}`;
}

/** Why `mine` comes after `focus` in initiative order, in words. */
function initiativeWords(decision: MonsterDecision, mine: EnemyStanding, focus: EnemyStanding): string {
    const enemies = decision.enemies;
    const longRestLast = EDITION_RULES[decision.edition].longRestFocus.value === 'last';
    if (mine.longRest) {
        return longRestLast ? 'it is long-resting, so it comes last' : `it is long-resting, at initiative ${LONG_REST_INITIATIVE}, after ${focus.name}'s ${focus.initiative}`;
    }
    if (focus.kind === 'summon' && focus.owner === mine.name) {
        return `${focus.name} is its summon, and a summon comes before the character who summoned it`;
    }
    const owner = enemies.find(o => o.name === mine.owner);
    if (mine.kind === 'summon' && owner?.longRest) {
        return longRestLast
            ? `it acts with ${owner.name}, who is long-resting, so it comes last`
            : `it acts with ${owner.name}, who is long-resting at initiative ${LONG_REST_INITIATIVE}, after ${focus.name}'s ${focus.initiative}`;
    }
    const acting = (f: EnemyStanding): string => (f.kind === 'summon' ? `${f.initiative} (its owner's)` : `${f.initiative}`);
    return `its initiative ${acting(mine)} comes after ${focus.name}'s ${acting(focus)}`;
}

function criterionWords(decision: MonsterDecision, criterion: FocusCriterion, mine: EnemyStanding, focus: EnemyStanding): string {
    const movement = plural(mine.movement ?? 0, 'movement point');
    switch (criterion) {
        case 'negative-hexes':
            return `the way to attack it passes ${plural(mine.negativeHexes ?? 0, 'negative hex')} (traps, hazardous terrain), ${focus.name}'s only ${focus.negativeHexes}`;
        case 'movement':
            return `it needs ${movement} to be attacked, ${focus.name} only ${focus.movement}`;
        case 'proximity':
            return mine.proximity !== undefined && focus.proximity !== undefined
                ? `both need ${movement}, but it is ${plural(mine.proximity, 'hex')} away (counted around walls), ${focus.name} only ${focus.proximity}`
                : `both need ${movement}, but no way around the walls reaches it to count its proximity, while ${focus.name} is ${proximityWords(focus)}`;
        case 'initiative': {
            const equal = EDITION_RULES[decision.edition].focusProximity.value
                ? (mine.proximity !== undefined
                    ? `both need ${movement} and are ${plural(mine.proximity, 'hex')} away`
                    : `both need ${movement}, and proximity does not decide: no way around the walls reaches either to count it`)
                : `both need ${movement} (${editionName(decision.edition)} does not compare proximity)`;
            return `${equal}, and ${initiativeWords(decision, mine, focus)}`;
        }
        default:
            return '';
    }
}

function focusDecidedBy(criterion: FocusCriterion, tied: boolean): string {
    if (tied) {
        return ', like another enemy on every count';
    }
    switch (criterion) {
        case 'only-candidate': return ', and no other enemy can be attacked at all';
        case 'negative-hexes': return ', through fewer negative hexes than any other';
        case 'movement': return ', fewer than any other enemy';
        case 'proximity': return ', as few as another, but it is closer';
        case 'initiative': return ', as few as another, but it comes first in initiative order';
        default: return '';
    }
}

/** One enemy's standing in words, with the fields in the order every surface has always read them. */
function enemyWords(decision: MonsterDecision, enemy: EnemyStanding): WordedEnemy {
    const common = {
        name: enemy.name, kind: enemy.kind, hex: hexLabel(enemy.hex), initiative: enemy.initiative, longRest: enemy.longRest
    };
    if (enemy.excluded === 'invisible') {
        return {
            ...common, excluded: 'invisible', outcome: 'excluded',
            reason: `${enemy.name} is invisible: monsters can neither focus on nor attack it.`
        };
    }
    if (enemy.excluded === 'unreachable') {
        return {
            ...common, excluded: 'unreachable', outcome: 'excluded', proximity: enemy.proximity, rank: enemy.rank,
            reason: `${enemy.name} cannot be a focus: no hex from which the monster could attack it can be reached, however far it moves.`
        };
    }
    const measured = { ...common, movement: enemy.movement, negativeHexes: enemy.negativeHexes, proximity: enemy.proximity, rank: enemy.rank };
    if (enemy.outcome === 'focus' || enemy.outcome === 'tied-focus') {
        const tied = enemy.outcome === 'tied-focus';
        return {
            ...measured, outcome: enemy.outcome,
            reason: `${enemy.name} ${tied ? 'ties for focus' : 'is the focus'}: it can be attacked from ${hexLabel(enemy.attackFrom!)} ${costWords(enemy)}${focusDecidedBy(decision.focusCriterion, tied)}.`
        };
    }
    const focus = decision.enemies.find(e => e.name === decision.focus[0]);
    const why = enemy.lostOn && focus ? criterionWords(decision, enemy.lostOn, enemy, focus) : '';
    return {
        ...measured, outcome: 'lost', lostOn: enemy.lostOn,
        reason: `${enemy.name} lost on ${(enemy.lostOn ?? 'initiative').replace('-', ' ')}: ${why}.`
    };
}

/** What a condition takes from the turn, in a sentence. */
export function hindranceText(monster: string, hindrance: Hindrance, all: readonly Hindrance[]): string {
    switch (hindrance.condition) {
        case 'wound':
            return `${monster} has ${plural(hindrance.hp, 'hit point')} and suffers ${hindrance.damage} damage from its wound at the start of its turn: it is removed before it acts, and takes no turn.`;
        case 'stun':
            return `${monster} is stunned: it performs no ability this turn, so it neither moves nor attacks.`;
        case 'immobilize':
            return `${monster} is immobilized: it performs no move this turn.`;
        case 'disarm': {
            const moves = all.some(h => h.condition === 'immobilize') ? '' : ', though it still moves as its card says, to the hex it would attack from';
            return `${monster} is disarmed: it attacks no one this turn${moves}.`;
        }
    }
}

const POSITION_CRITERIA: Readonly<Record<PositionCriterion, string>> = {
    'fewest-negative-hexes': 'through the fewest negative hexes',
    'focus-without-disadvantage': 'attacking the focus without disadvantage',
    'most-targets': 'hitting the most targets',
    'best-ranked-extra-targets': 'with the best-ranked extra targets',
    'fewest-disadvantaged-targets': 'with the fewest targets at a disadvantage',
    'least-movement': 'with the least movement'
};

function optionWords(option: DecisionOption): WordedOption {
    return {
        focus: option.focus,
        destination: hexLabel(option.destination),
        path: option.path.map(hexLabel),
        movementPoints: option.movementPoints,
        negativeHexes: option.negativeHexes,
        targets: option.targets.map(t => ({ name: t.name, hex: hexLabel(t.hex), disadvantage: t.disadvantage })),
        area: option.area?.map(hexLabel),
        towards: option.towards && hexLabel(option.towards),
        movementLeft: option.movementLeft,
        among: option.among,
        chosenFor: option.chosenFor?.map(c => POSITION_CRITERIA[c])
    };
}

const VERBS = { normal: 'moves', flying: 'flies', jumping: 'jumps' } as const;

function movementSentence(decision: MonsterDecision, option: DecisionOption, worded: WordedOption): string {
    const start = hexLabel(decision.hex);
    const name = decision.monster;
    if (worded.destination === start) {
        return `${name} stays at ${start}`;
    }
    const { move } = decision;
    const verb = move.teleport ? 'teleports' : VERBS[move.mode];
    const route = worded.path.length > 1 && !move.teleport ? ` by ${worded.path.join(' → ')}` : '';
    const notes: string[] = [plural(option.movementPoints, 'movement point')];
    if (option.negativeHexes > 0) {
        notes.push(`entering ${plural(option.negativeHexes, 'negative hex')}`);
    }
    if (option.icy.length > 0) {
        notes.push(`sliding on the ice at ${listWords(option.icy.map(hexLabel))}`);
    }
    return `${name} ${verb} to ${worded.destination}${route} (${notes.join(', ')})`;
}

function optionSentence(decision: MonsterDecision, option: DecisionOption, worded: WordedOption): string {
    const start = hexLabel(decision.hex);
    const moving = movementSentence(decision, option, worded);
    if (worded.targets.length > 0) {
        const area = worded.area && worded.area.length > 0 ? `, its area covering ${worded.area.join(', ')}` : '';
        return `${moving} and attacks ${targetList(worded, PLAIN, 'with disadvantage')}${area}.`;
    }
    if (worded.towards) {
        const left = worded.movementLeft !== undefined ? ` (${plural(worded.movementLeft, 'movement point')} from there)` : '';
        return `${moving}: it cannot attack ${worded.focus} this turn, so it heads for ${worded.towards}${left}, ${worded.destination === start ? 'and cannot get any closer' : 'getting as close as it can'}.`;
    }
    if (!decision.attacks && worded.focus) {
        return `${moving}, next to ${worded.focus}; it has no attack, so it moves as if for a melee attack and attacks nobody.`;
    }
    return `${moving}.`;
}

/**
 * How the attack position was picked among those it could attack the focus from this turn; a
 * disarmed monster goes there all the same, so it "could" attack from them.
 */
function choiceSentence(options: readonly WordedOption[], can: string): string | undefined {
    const first = options[0];
    if (!first || first.among === undefined || first.targets.length === 0 && first.towards !== undefined) {
        return undefined;
    }
    const hexes = listWords([...new Set(options.map(o => o.destination))]);
    if (first.among <= 1) {
        return `${hexes} is the only hex from which it ${can} attack ${first.focus} this turn.`;
    }
    const why = first.chosenFor && first.chosenFor.length > 0 ? `: ${listWords(first.chosenFor)}` : '';
    return `It ${can} attack ${first.focus} this turn from ${plural(first.among, 'hex')}; it takes ${hexes}${why}.`;
}

function tieWords(decision: MonsterDecision, options: readonly WordedOption[]): WordedTie | undefined {
    if (options.length < 2) {
        return undefined;
    }
    if (decision.focus.length > 1) {
        const s = decision.enemies.find(e => e.name === decision.focus[0])!;
        const equal = [`equal movement (${plural(s.movement ?? 0, 'point')})`];
        if (EDITION_RULES[decision.edition].focusProximity.value) {
            equal.push(s.proximity !== undefined ? `equal proximity (${plural(s.proximity, 'hex')})` : 'no proximity to compare (no way around the walls reaches them)');
        }
        equal.push('equal initiative');
        return {
            equal,
            text: `${listWords(decision.focus)} tie as focus on ${listWords(equal)}, so the players choose the focus, and with it what the monster does.`
        };
    }
    const same = <T>(f: (o: WordedOption) => T): T | undefined => {
        const values = new Set(options.map(f));
        return values.size === 1 ? options[0] && f(options[0]) : undefined;
    };
    const equal: string[] = [];
    if (options[0].towards !== undefined) {
        const towards = [...new Set(options.map(o => o.towards))];
        if (towards.length > 1) {
            equal.push(`equally good attack positions (${listWords(towards as string[])})`);
        }
        const left = same(o => o.movementLeft);
        equal.push(left !== undefined ? `as close to them (${plural(left, 'movement point')} to go)` : 'as close as it can get to each');
        const now = same(o => o.movementPoints);
        if (now !== undefined) {
            equal.push(`the same movement now (${plural(now, 'point')})`);
        }
        return { equal, text: `The monster cannot attack ${options[0].focus} this turn. These ${options.length} options tie on ${listWords(equal)}, so the players choose.` };
    }
    const points = same(o => o.movementPoints);
    equal.push(points !== undefined ? `equal movement (${plural(points, 'point')})` : 'equal movement');
    if (armed(decision)) {
        const count = same(o => o.targets.length);
        if (count !== undefined) {
            equal.push(`the same number of targets (${count})`);
        }
        const disadvantage = same(o => o.targets.filter(t => t.disadvantage).length);
        if (disadvantage !== undefined) {
            equal.push(disadvantage === 0 ? 'no disadvantage' : `disadvantage on ${plural(disadvantage, 'target')}`);
        }
        if (!EDITION_RULES[decision.edition].rankedExtraTargets.value && options.some(o => o.targets.length > 1)) {
            equal.push(`extra targets, which ${editionName(decision.edition)} does not rank`);
        } else if (options.some(o => o.targets.length > 1)) {
            equal.push('equally ranked extra targets');
        }
    }
    return { equal, text: `The rules cannot separate these ${options.length} options: ${listWords(equal)}. The players choose.` };
}

/** Why it has no focus, in a sentence; undefined when it has one. */
export function noFocusWords(decision: Pick<MonsterDecision, 'monster' | 'noFocus' | 'hindrances'>): string | undefined {
    switch (decision.noFocus) {
        case undefined:
            return undefined;
        case 'no-enemy':
            return 'There is no enemy it could focus on (invisible characters do not count).';
        case 'unreachable':
            return 'No enemy can be attacked from any hex it could ever reach, so it has no focus: it neither moves nor attacks.';
        case 'hindered':
            return decision.hindrances.map(h => hindranceText(decision.monster, h, decision.hindrances)).join(' ');
    }
}

function headline(decision: MonsterDecision): string {
    return `${decision.monster} at ${hexLabel(decision.hex)} (${abilityWords(decision.ability)}) acts by the ${editionName(decision.edition)} rules.`;
}

/** The explanation, one sentence a line, in the order the rules apply. */
function reasonLines(decision: MonsterDecision, options: readonly WordedOption[], enemies: readonly WordedEnemy[], tie: WordedTie | undefined): string[] {
    const reasons: string[] = [headline(decision), ...decision.hindrances.map(h => hindranceText(decision.monster, h, decision.hindrances))];
    if (stoppedTurn(decision)) {
        if (options.length > 0) {
            reasons.push(`${decision.monster} stays at ${hexLabel(decision.hex)}.`);
        }
        return reasons;
    }
    const none = noFocusWords(decision);
    if (none !== undefined) {
        reasons.push(none);
    } else {
        const names = decision.focus;
        const focusLine = enemies.find(a => a.name === names[0])?.reason ?? '';
        reasons.push(names.length > 1 ? `${listWords(names)} tie for focus; the players choose.` : focusLine);
        for (const a of enemies) {
            if (a.outcome !== 'focus' && a.outcome !== 'tied-focus') {
                reasons.push(a.reason);
            }
        }
        const choice = choiceSentence(options, decision.attacks && !armed(decision) ? 'could' : 'can');
        if (choice) {
            reasons.push(choice);
        }
        decision.options.forEach((option, i) =>
            reasons.push(`${options.length > 1 ? `Option ${i + 1}: ` : ''}${optionSentence(decision, option, options[i])}`));
    }
    if (tie) {
        reasons.push(tie.text);
    }
    return reasons;
}

function hindranceWordsOf(decision: MonsterDecision): WordedHindrance[] {
    return decision.hindrances.map(h => ({ ...h, text: hindranceText(decision.monster, h, decision.hindrances) }));
}

/** A hex as every surface writes it. */
export function hexWords(hex: Hex): string {
    return hexLabel(hex);
}

/**
 * The decision in words. `earlierTurns`: the note of the scenario's analysis when turns before
 * this one change the board it is decided on.
 */
export function wordDecision(decision: MonsterDecision, earlierTurns?: string): WordedDecision {
    const hex = hexLabel(decision.hex);
    const options = decision.options.map(optionWords);
    const hindrances = hindranceWordsOf(decision);
    const ability = abilityWords(decision.ability);
    let enemies: WordedEnemy[] | undefined;
    const worded = (): WordedEnemy[] => (enemies ??= decision.enemies.map(e => enemyWords(decision, e)));
    let reasons: string[] | undefined;
    let summary: string | undefined;
    const summaryOf = (): string => (summary ??= decisionSummary({ hex, focus: decision.focus, options, hindrances }));
    const note = earlierTurns !== undefined ? { earlierTurns } : {};
    if (stoppedTurn(decision)) {
        const text = noFocusWords(decision);
        return {
            monster: decision.monster, hex, edition: decision.edition, ability, enemies: [], focus: [], focusCriterion: 'no-focus',
            noFocusReason: text, options, hindrances,
            get reasons() {
                return (reasons ??= reasonLines(decision, options, [], undefined));
            },
            get summary() {
                return summaryOf();
            },
            ...note
        };
    }
    let tie: { value: WordedTie | undefined } | undefined;
    const tied = (): WordedTie | undefined => (tie ??= { value: tieWords(decision, options) }).value;
    return {
        monster: decision.monster,
        hex,
        edition: decision.edition,
        ability,
        ...(hindrances.length > 0 ? { hindrances } : {}),
        get enemies() {
            return worded();
        },
        focus: decision.focus,
        focusCriterion: decision.focusCriterion,
        noFocusReason: noFocusWords(decision),
        options,
        get tie() {
            return tied();
        },
        get reasons() {
            return (reasons ??= reasonLines(decision, options, worded(), tied()));
        },
        get summary() {
            return summaryOf();
        },
        ...note
    };
}
