import { type Board, type Figure, Terrain } from '../model/board.js';
import type { Hex } from '../hex/hex.js';
import type { AttackPlan, MovePlan } from './ability.js';
import type { Enemy } from './attack.js';
import type { DecisionOption, EnemyStanding, Hindrance, MonsterDecision, NoFocus } from './decision.js';
import type { OptionDraft } from './destination.js';
import { type FocusResult, firstDifference } from './focus.js';
import { UNREACHABLE } from './wall-distance.js';

/** What the engine found on the way to a decision, in its own indices and cells. */
export interface DecisionParts {
    readonly board: Board;
    readonly monster: Figure;
    readonly plan: AttackPlan;
    readonly move: MovePlan;
    readonly enemies: readonly Enemy[];
    readonly focus: FocusResult;
    readonly drafts: readonly OptionDraft[];
    /** The conditions that stop part of its turn (`turnHindrances`); none stops all of it here. */
    readonly hindrances: readonly Hindrance[];
}

function toOption(parts: DecisionParts, draft: OptionDraft): DecisionOption {
    const { board, enemies, plan, move } = parts;
    const hexOf = (cell: number): Hex => board.hexOf(cell);
    const attack = plan.attacks ? draft.attack : undefined;
    const walks = move.mode === 'normal' && !move.teleport;
    return {
        focus: draft.focus >= 0 ? enemies[draft.focus].figure.name : '',
        destination: hexOf(draft.cell),
        path: draft.path.map(hexOf),
        icy: walks ? draft.path.filter(cell => board.has(cell, Terrain.Icy)).map(hexOf) : [],
        movementPoints: draft.points,
        negativeHexes: draft.traps,
        targets: (attack?.targets ?? []).map((e, i) => ({
            name: enemies[e].figure.name, hex: hexOf(enemies[e].cell), disadvantage: attack?.disadvantage[i] ?? false
        })),
        area: attack?.area?.filter(c => c >= 0).map(hexOf),
        towards: draft.towards !== undefined ? hexOf(draft.towards) : undefined,
        movementLeft: draft.movementLeft,
        among: draft.among,
        chosenFor: draft.chosenFor
    };
}

function initiativeOf(board: Board, figure: Figure): number | undefined {
    return figure.kind === 'summon' ? board.figures.find(o => o.name === figure.owner)?.initiative : figure.initiative;
}

/** How every enemy on the board came out of the focus ranking. */
function standings(parts: DecisionParts): EnemyStanding[] {
    const { board, enemies, focus } = parts;
    const best = focus.focus.length > 0 ? focus.standings[focus.focus[0]] : undefined;
    return board.figures.filter(f => f.kind !== 'monster').map(figure => {
        const common = {
            name: figure.name, kind: figure.kind as 'character' | 'summon', hex: figure.hex,
            initiative: initiativeOf(board, figure), longRest: figure.longRest ?? false,
            ...(figure.owner !== undefined ? { owner: figure.owner } : {})
        };
        const enemy = enemies.find(e => e.figure === figure);
        if (!enemy) {
            return { ...common, excluded: 'invisible', outcome: 'excluded' } satisfies EnemyStanding;
        }
        const standing = focus.standings[enemy.index];
        const rank = focus.ranks[enemy.index];
        const proximity = standing.proximity >= UNREACHABLE ? undefined : standing.proximity;
        if (!standing.reachable) {
            return { ...common, excluded: 'unreachable', outcome: 'excluded', proximity, rank } satisfies EnemyStanding;
        }
        const measured = { ...common, movement: standing.movement, negativeHexes: standing.negativeHexes, proximity, rank };
        if (focus.focus.includes(enemy.index)) {
            return {
                ...measured, outcome: focus.focus.length > 1 ? 'tied-focus' : 'focus', attackFrom: board.hexOf(standing.attackCell)
            } satisfies EnemyStanding;
        }
        const difference = best && firstDifference(board.edition, standing, best);
        return { ...measured, outcome: 'lost', lostOn: difference?.criterion } satisfies EnemyStanding;
    });
}

function noFocusOf(parts: DecisionParts): NoFocus | undefined {
    if (parts.focus.focus.length > 0) {
        return undefined;
    }
    return parts.enemies.length === 0 ? 'no-enemy' : 'unreachable';
}

/**
 * The decision as data. The options are settled at once; the enemies' standings are gathered only
 * when first read, so callers that weigh only the options (a threat map decides thousands of
 * turns) never pay for them. Read or not, they are the same.
 */
export function buildDecision(parts: DecisionParts): MonsterDecision {
    const { board, monster, enemies, focus } = parts;
    let enemyStandings: EnemyStanding[] | undefined;
    return {
        monster: monster.name,
        hex: monster.hex,
        edition: board.edition,
        ability: monster.ability,
        move: { mode: parts.move.mode, teleport: parts.move.teleport },
        attacks: parts.plan.attacks,
        get enemies() {
            return (enemyStandings ??= standings(parts));
        },
        focus: focus.focus.map(e => enemies[e].figure.name),
        focusCriterion: focus.criterion,
        noFocus: noFocusOf(parts),
        options: parts.drafts.map(d => toOption(parts, d)),
        hindrances: parts.hindrances
    };
}

/**
 * The decision of a monster whose conditions leave it nothing to decide: removed by its wound at
 * the start of its turn (no option at all), or stunned (it stays where it is and attacks no one).
 */
export function stoppedDecision(board: Board, monster: Figure, plan: AttackPlan, move: MovePlan, hindrances: readonly Hindrance[]): MonsterDecision {
    const removed = hindrances.some(h => h.condition === 'wound');
    const options: DecisionOption[] = removed ? [] : [{
        focus: '', destination: monster.hex, path: [], icy: [], movementPoints: 0, negativeHexes: 0, targets: []
    }];
    return {
        monster: monster.name, hex: monster.hex, edition: board.edition, ability: monster.ability,
        move: { mode: move.mode, teleport: move.teleport }, attacks: plan.attacks,
        enemies: [], focus: [], focusCriterion: 'no-focus', noFocus: 'hindered', options, hindrances
    };
}
