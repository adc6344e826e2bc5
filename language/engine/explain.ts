import type { Board, Figure } from '../board/board.js';
import type { AttackPlan, MovePlan } from './ability.js';
import type { Enemy } from './attack.js';
import type { DecisionOption, EnemyAssessment, FocusCriterion, MonsterDecision, TieExplanation } from './decision.js';
import type { OptionDraft } from './destination.js';
import { type FocusResult, type FocusStanding, firstDifference } from './focus.js';

export interface DecisionParts {
    readonly board: Board;
    readonly monster: Figure;
    readonly ability: string;
    readonly plan: AttackPlan;
    readonly move: MovePlan;
    readonly enemies: readonly Enemy[];
    readonly focus: FocusResult;
    readonly drafts: readonly OptionDraft[];
}

const EDITION_NAMES = { gloomhaven: 'Gloomhaven', frosthaven: 'Frosthaven', jotl: 'Jaws of the Lion' } as const;

function plural(n: number, word: string): string {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function listNames(names: readonly string[]): string {
    if (names.length <= 1) {
        return names[0] ?? '';
    }
    return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function costWords(s: FocusStanding): string {
    const traps = s.negativeHexes > 0 ? ` through ${plural(s.negativeHexes, 'negative hex')}`.replace('hexs', 'hexes') : '';
    return `${plural(s.movement, 'movement point')}${traps}`;
}

function criterionWords(criterion: FocusCriterion, mine: FocusStanding, focus: FocusStanding): string {
    switch (criterion) {
        case 'negative-hexes':
            return `its path passes ${plural(mine.negativeHexes, 'negative hex').replace('hexs', 'hexes')}, the focus's ${focus.negativeHexes}`;
        case 'movement':
            return `it needs ${plural(mine.movement, 'movement point')} to be attacked, the focus ${focus.movement}`;
        case 'proximity':
            return `equal movement, but it is ${plural(mine.proximity, 'hex').replace('hexs', 'hexes')} away, the focus ${focus.proximity}`;
        case 'initiative':
            return 'equal movement and proximity, but it comes later in initiative order';
        default:
            return '';
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
        const resting = figure.longRest ? ' It is long-resting, so it comes last in initiative order.' : '';
        if (focus.focus.includes(enemy.index)) {
            const tied = focus.focus.length > 1;
            return {
                ...measured, outcome: tied ? 'tied-focus' : 'focus',
                reason: `${figure.name} ${tied ? 'ties for focus' : 'is the focus'}: it can be attacked from ${board.labelOf(standing.attackCell)} after ${costWords(standing)}.${resting}`
            } satisfies EnemyAssessment;
        }
        const difference = best && firstDifference(board.edition, standing, best);
        return {
            ...measured, outcome: 'lost', lostOn: difference?.criterion,
            reason: `${figure.name} lost on ${(difference?.criterion ?? 'initiative').replace('-', ' ')}: ${difference && best ? criterionWords(difference.criterion, standing, best) : ''}.${resting}`
        } satisfies EnemyAssessment;
    });
}

function toOption(parts: DecisionParts, draft: OptionDraft): DecisionOption {
    const { board, enemies, plan } = parts;
    const attack = plan.attacks ? draft.attack : undefined;
    return {
        focus: draft.focus >= 0 ? enemies[draft.focus].figure.name : '',
        destination: board.labelOf(draft.cell),
        path: draft.path.map(c => board.labelOf(c)),
        movementPoints: draft.points,
        negativeHexes: draft.traps,
        targets: (attack?.targets ?? []).map((e, i) => ({
            name: enemies[e].figure.name, hex: board.labelOf(enemies[e].cell), disadvantage: attack?.disadvantage[i] ?? false
        })),
        area: attack?.area?.filter(c => c >= 0).map(c => board.labelOf(c)),
        towards: draft.towards !== undefined ? board.labelOf(draft.towards) : undefined
    };
}

function describeTargets(option: DecisionOption): string {
    return listNames(option.targets.map(t => (t.disadvantage ? `${t.name} (with disadvantage)` : t.name)));
}

function movementSentence(monster: Figure, start: string, option: DecisionOption): string {
    if (option.destination === start) {
        return `${monster.name} stays at ${start}`;
    }
    const route = option.path.length > 1 ? ` by ${option.path.join(' → ')}` : '';
    const traps = option.negativeHexes > 0 ? `, entering ${plural(option.negativeHexes, 'negative hex').replace('hexs', 'hexes')}` : '';
    return `${monster.name} moves to ${option.destination}${route} (${plural(option.movementPoints, 'movement point')}${traps})`;
}

function optionSentence(parts: DecisionParts, option: DecisionOption): string {
    const start = parts.board.labelOf(parts.monster.cell);
    const moving = movementSentence(parts.monster, start, option);
    if (option.targets.length > 0) {
        const area = option.area && option.area.length > 0 ? `, its area covering ${option.area.join(', ')}` : '';
        return `${moving} and attacks ${describeTargets(option)}${area}.`;
    }
    if (option.towards) {
        return `${moving}: it cannot attack ${option.focus} this turn, so it heads for ${option.towards}, ${option.destination === start ? 'and cannot get any closer' : 'as close as it can get'}.`;
    }
    if (!parts.plan.attacks && option.focus) {
        return `${moving}, next to ${option.focus}; it has no attack, so it moves as if for a melee attack and attacks nobody.`;
    }
    return `${moving}.`;
}

function explainTie(parts: DecisionParts, options: readonly DecisionOption[]): TieExplanation | undefined {
    if (options.length < 2) {
        return undefined;
    }
    const { focus, enemies } = parts;
    const equal: string[] = [];
    if (focus.focus.length > 1) {
        const s = focus.standings[focus.focus[0]];
        equal.push(`equal movement (${plural(s.movement, 'point')})`);
        if (parts.board.edition !== 'jotl') {
            equal.push(`equal proximity (${plural(s.proximity, 'hex').replace('hexs', 'hexes')})`);
        }
        equal.push('equal initiative');
        const names = focus.focus.map(e => enemies[e].figure.name);
        return { equal, text: `${listNames(names)} tie as focus on ${listNames(equal)}, so the players choose the focus, and with it the options.` };
    }
    const first = options[0];
    if (first.towards !== undefined) {
        const destinations = [...new Set(options.map(o => o.towards))];
        if (destinations.length > 1) {
            equal.push('equally good attack positions');
        }
        equal.push('equal distance left to go', `equal movement now (${plural(first.movementPoints, 'point')})`);
    } else {
        equal.push(`equal movement (${plural(first.movementPoints, 'point')})`);
        if (parts.plan.attacks) {
            equal.push(`equally good attacks (${plural(first.targets.length, 'target')})`);
        }
    }
    return { equal, text: `The rules cannot separate these ${options.length} options (${equal.join(', ')}), so the players choose.` };
}

function summarise(parts: DecisionParts, options: readonly DecisionOption[]): string {
    const { board, monster, enemies, focus } = parts;
    const start = board.labelOf(monster.cell);
    const focusPart = focus.focus.length === 0 ? 'no focus' : `focus ${focus.focus.map(e => enemies[e].figure.name).join(' or ')}`;
    const describe = (o: DecisionOption): string => {
        const where = o.destination === start ? `stays at ${start}` : `moves to ${o.destination}`;
        return o.targets.length > 0 ? `${where} · attacks ${o.targets.map(t => t.name).join(', ')}` : where;
    };
    if (options.length === 1) {
        return `${focusPart} · ${describe(options[0])}`;
    }
    return `${focusPart} · players choose: ${options.map(describe).join(' | ')}`;
}

/** Puts the engine's findings into the decision object, with its reasons in words. */
export function explainDecision(parts: DecisionParts): MonsterDecision {
    const { board, monster, enemies, focus } = parts;
    const edition = board.edition;
    const options = parts.drafts.map(d => toOption(parts, d));
    const assessments = assessEnemies(parts);
    const reasons: string[] = [`${monster.name} at ${board.labelOf(monster.cell)} (${parts.ability}) acts by the ${EDITION_NAMES[edition]} rules.`];
    let noFocusReason: string | undefined;
    if (focus.focus.length === 0) {
        noFocusReason = enemies.length === 0
            ? 'There is no enemy it could focus on (invisible characters do not count).'
            : 'No enemy can be attacked from any hex it could ever reach, so it has no focus: it neither moves nor attacks.';
        reasons.push(noFocusReason);
    } else {
        const names = focus.focus.map(e => enemies[e].figure.name);
        const focusLine = assessments.find(a => a.name === names[0])?.reason ?? '';
        reasons.push(focus.focus.length > 1 ? `${listNames(names)} tie for focus; the players choose.` : focusLine);
        for (const a of assessments) {
            if (a.outcome !== 'focus' && a.outcome !== 'tied-focus') {
                reasons.push(a.reason);
            }
        }
        options.forEach((option, i) => reasons.push(`${options.length > 1 ? `Option ${i + 1}: ` : ''}${optionSentence(parts, option)}`));
    }
    const tie = explainTie(parts, options);
    if (tie) {
        reasons.push(tie.text);
    }
    return {
        monster: monster.name,
        hex: board.labelOf(monster.cell),
        edition,
        ability: parts.ability,
        enemies: assessments,
        focus: focus.focus.map(e => enemies[e].figure.name),
        focusCriterion: focus.criterion,
        noFocusReason,
        options,
        tie,
        reasons,
        summary: summarise(parts, options)
    };
}
