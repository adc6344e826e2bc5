import { type Board, type Figure, Terrain } from '../model/board.js';
import { labelToHex } from '../hex/offset.js';
import type { AttackPlan, MovePlan } from '../engine/ability.js';
import type { Enemy } from '../engine/attack.js';
import type { DecisionOption, EnemyAssessment, FocusCriterion, Hindrance, MonsterDecision, TieExplanation } from '../engine/decision.js';
import type { OptionDraft } from '../engine/destination.js';
import { EDITION_RULES, editionName } from '../rules/editions.js';
import { type FocusResult, type FocusStanding, firstDifference } from '../engine/focus.js';
import { listWords, plural } from './lists.js';
import { PLAIN } from './markup.js';
import { decisionSummary, targetList } from './option-words.js';

export interface DecisionParts {
    readonly board: Board;
    readonly monster: Figure;
    readonly ability: string;
    readonly plan: AttackPlan;
    readonly move: MovePlan;
    readonly enemies: readonly Enemy[];
    readonly focus: FocusResult;
    readonly drafts: readonly OptionDraft[];
    /** The conditions that stop part of its turn (`turnHindrances`); none stops all of it here. */
    readonly hindrances?: readonly Hindrance[];
}

/** Whether the options carry the card's attack: not when it has none, nor when the monster is disarmed. */
function armed(parts: DecisionParts): boolean {
    return parts.plan.attacks && !(parts.hindrances ?? []).some(h => h.condition === 'disarm');
}

function costWords(s: FocusStanding): string {
    const traps = s.negativeHexes > 0 ? ` through ${plural(s.negativeHexes, 'negative hex')}` : '';
    return s.movement === 0 ? 'without moving' : `after ${plural(s.movement, 'movement point')}${traps}`;
}

/** Why `mine` comes after `focus` in initiative order, in words. */
function initiativeWords(board: Board, mine: Figure, focus: Figure): string {
    const initiativeOf = (f: Figure): number | undefined =>
        f.kind === 'summon' ? board.figures.find(o => o.name === f.owner)?.initiative : f.initiative;
    if (mine.longRest) {
        return 'it is long-resting, so it comes last';
    }
    if (focus.kind === 'summon' && focus.owner === mine.name) {
        return `${focus.name} is its summon, and a summon comes before the character who summoned it`;
    }
    const owner = board.figures.find(o => o.name === mine.owner);
    if (mine.kind === 'summon' && owner?.longRest) {
        return `it acts with ${owner.name}, who is long-resting, so it comes last`;
    }
    const own = initiativeOf(mine);
    const other = initiativeOf(focus);
    const acting = (f: Figure, n: number | undefined): string => (f.kind === 'summon' ? `${n} (its owner's)` : `${n}`);
    return `its initiative ${acting(mine, own)} comes after ${focus.name}'s ${acting(focus, other)}`;
}

function criterionWords(board: Board, criterion: FocusCriterion, mine: FocusStanding, focus: FocusStanding, figures: { mine: Figure; focus: Figure }): string {
    const focusName = figures.focus.name;
    switch (criterion) {
        case 'negative-hexes':
            return `the way to attack it passes ${plural(mine.negativeHexes, 'negative hex')} (traps, hazardous terrain), ${focusName}'s only ${focus.negativeHexes}`;
        case 'movement':
            return `it needs ${plural(mine.movement, 'movement point')} to be attacked, ${focusName} only ${focus.movement}`;
        case 'proximity':
            return `both need ${plural(mine.movement, 'movement point')}, but it is ${plural(mine.proximity, 'hex')} away (counted around walls), ${focusName} only ${focus.proximity}`;
        case 'initiative': {
            const equal = EDITION_RULES[board.edition].focusProximity.value
                ? `both need ${plural(mine.movement, 'movement point')} and are ${plural(mine.proximity, 'hex')} away`
                : `both need ${plural(mine.movement, 'movement point')} (${editionName(board.edition)} does not compare proximity)`;
            return `${equal}, and ${initiativeWords(board, figures.mine, figures.focus)}`;
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

function assessEnemies(parts: DecisionParts): EnemyAssessment[] {
    const { board, enemies, focus } = parts;
    const best = focus.focus.length > 0 ? focus.standings[focus.focus[0]] : undefined;
    const labelOf = (f: Figure): string => board.labelOf(f.cell);
    const initiativeOf = (f: Figure): number | undefined =>
        f.kind === 'summon' ? board.figures.find(o => o.name === f.owner)?.initiative : f.initiative;
    return board.figures.filter(f => f.kind !== 'monster').map(figure => {
        const common = {
            name: figure.name, kind: figure.kind as 'character' | 'summon', hex: labelOf(figure),
            initiative: initiativeOf(figure), longRest: figure.longRest ?? false
        };
        const enemy = enemies.find(e => e.figure === figure);
        if (!enemy) {
            return { ...common, excluded: 'invisible', outcome: 'excluded', reason: `${figure.name} is invisible: monsters can neither focus on nor attack it.` } satisfies EnemyAssessment;
        }
        const standing = focus.standings[enemy.index];
        const rank = focus.ranks[enemy.index];
        const proximity = standing.proximity >= 0x3fffffff ? undefined : standing.proximity;
        if (!standing.reachable) {
            return {
                ...common, excluded: 'unreachable', outcome: 'excluded', proximity, rank,
                reason: `${figure.name} cannot be a focus: no hex from which the monster could attack it can be reached, however far it moves.`
            } satisfies EnemyAssessment;
        }
        const measured = { ...common, movement: standing.movement, negativeHexes: standing.negativeHexes, proximity, rank };
        if (focus.focus.includes(enemy.index)) {
            const tied = focus.focus.length > 1;
            return {
                ...measured, outcome: tied ? 'tied-focus' : 'focus',
                reason: `${figure.name} ${tied ? 'ties for focus' : 'is the focus'}: it can be attacked from ${board.labelOf(standing.attackCell)} ${costWords(standing)}${focusDecidedBy(focus.criterion, tied)}.`
            } satisfies EnemyAssessment;
        }
        const difference = best && firstDifference(board.edition, standing, best);
        const focusFigure = enemies[focus.focus[0]].figure;
        const why = difference && best ? criterionWords(board, difference.criterion, standing, best, { mine: figure, focus: focusFigure }) : '';
        return {
            ...measured, outcome: 'lost', lostOn: difference?.criterion,
            reason: `${figure.name} lost on ${(difference?.criterion ?? 'initiative').replace('-', ' ')}: ${why}.`
        } satisfies EnemyAssessment;
    });
}

/**
 * Each cell's label, worked out once for a turn's options: tied options (a hundred on a crowded
 * board) name the same few hexes over and over.
 */
function labeller(board: Board): (cell: number) => string {
    const labels = new Map<number, string>();
    return cell => {
        let label = labels.get(cell);
        if (label === undefined) {
            label = board.labelOf(cell);
            labels.set(cell, label);
        }
        return label;
    };
}

function toOption(parts: DecisionParts, draft: OptionDraft, label: (cell: number) => string): DecisionOption {
    const { enemies, plan } = parts;
    const attack = plan.attacks ? draft.attack : undefined;
    return {
        focus: draft.focus >= 0 ? enemies[draft.focus].figure.name : '',
        destination: label(draft.cell),
        path: draft.path.map(label),
        movementPoints: draft.points,
        negativeHexes: draft.traps,
        targets: (attack?.targets ?? []).map((e, i) => ({
            name: enemies[e].figure.name, hex: label(enemies[e].cell), disadvantage: attack?.disadvantage[i] ?? false
        })),
        area: attack?.area?.filter(c => c >= 0).map(label),
        towards: draft.towards !== undefined ? label(draft.towards) : undefined,
        movementLeft: draft.movementLeft,
        among: draft.among,
        chosenFor: draft.chosenFor
    };
}

const VERBS = { normal: 'moves', flying: 'flies', jumping: 'jumps' } as const;

function movementSentence(parts: DecisionParts, option: DecisionOption): string {
    const { board, monster, move } = parts;
    const start = board.labelOf(monster.cell);
    if (option.destination === start) {
        return `${monster.name} stays at ${start}`;
    }
    const verb = move.teleport ? 'teleports' : VERBS[move.mode];
    const route = option.path.length > 1 && !move.teleport ? ` by ${option.path.join(' → ')}` : '';
    const notes: string[] = [plural(option.movementPoints, 'movement point')];
    if (option.negativeHexes > 0) {
        notes.push(`entering ${plural(option.negativeHexes, 'negative hex')}`);
    }
    if (move.mode === 'normal' && !move.teleport) {
        const icy = option.path.filter(label => board.has(board.cellOf(labelToHex(label)!), Terrain.Icy));
        if (icy.length > 0) {
            notes.push(`sliding on the ice at ${listWords(icy)}`);
        }
    }
    return `${monster.name} ${verb} to ${option.destination}${route} (${notes.join(', ')})`;
}

function optionSentence(parts: DecisionParts, option: DecisionOption): string {
    const start = parts.board.labelOf(parts.monster.cell);
    const moving = movementSentence(parts, option);
    if (option.targets.length > 0) {
        const area = option.area && option.area.length > 0 ? `, its area covering ${option.area.join(', ')}` : '';
        return `${moving} and attacks ${targetList(option, PLAIN, 'with disadvantage')}${area}.`;
    }
    if (option.towards) {
        const left = option.movementLeft !== undefined ? ` (${plural(option.movementLeft, 'movement point')} from there)` : '';
        return `${moving}: it cannot attack ${option.focus} this turn, so it heads for ${option.towards}${left}, ${option.destination === start ? 'and cannot get any closer' : 'getting as close as it can'}.`;
    }
    if (!parts.plan.attacks && option.focus) {
        return `${moving}, next to ${option.focus}; it has no attack, so it moves as if for a melee attack and attacks nobody.`;
    }
    return `${moving}.`;
}

/**
 * How the attack position was picked among those it could attack the focus from this turn; a
 * disarmed monster goes there all the same, so it "could" attack from them.
 */
function choiceSentence(options: readonly DecisionOption[], can = 'can'): string | undefined {
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

function explainTie(parts: DecisionParts, options: readonly DecisionOption[]): TieExplanation | undefined {
    if (options.length < 2) {
        return undefined;
    }
    const { focus, enemies, board } = parts;
    if (focus.focus.length > 1) {
        const s = focus.standings[focus.focus[0]];
        const equal = [`equal movement (${plural(s.movement, 'point')})`];
        if (EDITION_RULES[board.edition].focusProximity.value) {
            equal.push(`equal proximity (${plural(s.proximity, 'hex')})`);
        }
        equal.push('equal initiative');
        const names = focus.focus.map(e => enemies[e].figure.name);
        return {
            equal,
            text: `${listWords(names)} tie as focus on ${listWords(equal)}, so the players choose the focus, and with it what the monster does.`
        };
    }
    const same = <T>(f: (o: DecisionOption) => T): T | undefined => {
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
    if (armed(parts)) {
        const count = same(o => o.targets.length);
        if (count !== undefined) {
            equal.push(`the same number of targets (${count})`);
        }
        const disadvantage = same(o => o.targets.filter(t => t.disadvantage).length);
        if (disadvantage !== undefined) {
            equal.push(disadvantage === 0 ? 'no disadvantage' : `disadvantage on ${plural(disadvantage, 'target')}`);
        }
        if (!EDITION_RULES[board.edition].rankedExtraTargets.value && options.some(o => o.targets.length > 1)) {
            equal.push(`extra targets, which ${editionName(board.edition)} does not rank`);
        } else if (options.some(o => o.targets.length > 1)) {
            equal.push('equally ranked extra targets');
        }
    }
    return { equal, text: `The rules cannot separate these ${options.length} options: ${listWords(equal)}. The players choose.` };
}

/**
 * Puts the engine's findings into the decision object. The options are settled at once; the words
 * (the enemies' assessments, the reasons, the tie and the summary) are put together only when first
 * read, so callers that weigh only the options (a threat map decides thousands of turns) never pay
 * for them. Read or not, they are the same.
 */
export function explainDecision(parts: DecisionParts): MonsterDecision {
    const { board, monster, enemies, focus } = parts;
    const label = labeller(parts.board);
    const options = parts.drafts.map(d => toOption(parts, d, label));
    const hex = board.labelOf(monster.cell);
    const focusNames = focus.focus.map(e => enemies[e].figure.name);
    let assessments: EnemyAssessment[] | undefined;
    const assessed = (): EnemyAssessment[] => (assessments ??= assessEnemies(parts));
    let tie: { value: TieExplanation | undefined } | undefined;
    const tied = (): TieExplanation | undefined => (tie ??= { value: explainTie(parts, options) }).value;
    let reasons: string[] | undefined;
    let summary: string | undefined;
    const hindrances = parts.hindrances ?? [];
    return {
        monster: monster.name,
        hex,
        edition: board.edition,
        ability: parts.ability,
        ...(hindrances.length > 0 ? { hindrances } : {}),
        get enemies() {
            return assessed();
        },
        focus: focusNames,
        focusCriterion: focus.criterion,
        noFocusReason: noFocusReason(parts),
        options,
        get tie() {
            return tied();
        },
        get reasons() {
            return (reasons ??= reasonLines(parts, options, assessed(), tied()));
        },
        get summary() {
            return (summary ??= decisionSummary({ hex, focus: focusNames, options, hindrances }));
        }
    };
}

function noFocusReason(parts: DecisionParts): string | undefined {
    if (parts.focus.focus.length > 0) {
        return undefined;
    }
    return parts.enemies.length === 0
        ? 'There is no enemy it could focus on (invisible characters do not count).'
        : 'No enemy can be attacked from any hex it could ever reach, so it has no focus: it neither moves nor attacks.';
}

function headline(board: Board, monster: Figure, ability: string): string {
    return `${monster.name} at ${board.labelOf(monster.cell)} (${ability}) acts by the ${editionName(board.edition)} rules.`;
}

/**
 * The decision of a monster whose conditions leave it nothing to decide: removed by its wound at
 * the start of its turn (no option at all), or stunned (it stays where it is and attacks no one).
 */
export function explainStoppedTurn(board: Board, monster: Figure, ability: string, hindrances: readonly Hindrance[]): MonsterDecision {
    const hex = board.labelOf(monster.cell);
    const removed = hindrances.some(h => h.condition === 'wound');
    const options: DecisionOption[] = removed ? [] : [{ focus: '', destination: hex, path: [], movementPoints: 0, negativeHexes: 0, targets: [] }];
    const reasons = [headline(board, monster, ability), ...hindrances.map(h => h.text)];
    if (!removed) {
        reasons.push(`${monster.name} stays at ${hex}.`);
    }
    return {
        monster: monster.name, hex, edition: board.edition, ability, enemies: [], focus: [], focusCriterion: 'no-focus',
        noFocusReason: hindrances.map(h => h.text).join(' '), options, hindrances, reasons,
        summary: decisionSummary({ hex, focus: [], options, hindrances })
    };
}

/** The explanation, one sentence a line, in the order the rules apply. */
function reasonLines(parts: DecisionParts, options: readonly DecisionOption[], assessments: readonly EnemyAssessment[],
    tie: TieExplanation | undefined): string[] {
    const { board, monster, enemies, focus } = parts;
    const reasons: string[] = [headline(board, monster, parts.ability), ...(parts.hindrances ?? []).map(h => h.text)];
    const none = noFocusReason(parts);
    if (none !== undefined) {
        reasons.push(none);
    } else {
        const names = focus.focus.map(e => enemies[e].figure.name);
        const focusLine = assessments.find(a => a.name === names[0])?.reason ?? '';
        reasons.push(focus.focus.length > 1 ? `${listWords(names)} tie for focus; the players choose.` : focusLine);
        for (const a of assessments) {
            if (a.outcome !== 'focus' && a.outcome !== 'tied-focus') {
                reasons.push(a.reason);
            }
        }
        const choice = choiceSentence(options, parts.plan.attacks && !armed(parts) ? 'could' : 'can');
        if (choice) {
            reasons.push(choice);
        }
        options.forEach((option, i) => reasons.push(`${options.length > 1 ? `Option ${i + 1}: ` : ''}${optionSentence(parts, option)}`));
    }
    if (tie) {
        reasons.push(tie.text);
    }
    return reasons;
}
