/**
 * The targets of a monster's later attacks on the same card. In Gloomhaven (first edition) and Jaws
 * of the Lion: "If a monster has multiple attacks, it will choose the focus of its other attacks
 * following normal focus rules, excluding figures it is already attacking." In the second edition
 * and Frosthaven: "a monster can perform all of those attacks on a single focus. If a monster kills
 * or exhausts its focus and still has attacks remaining, it will use the focus rules to find a new
 * focus" (`laterAttackFocus` in rules/editions.ts): the later attack keeps the focus while it
 * stands, and is not made when it cannot reach it ("A monster only attacks its focus").
 *
 * The monster has moved for its first attack and does not move again, so the later attack is
 * made from where it stands: the focus rules run with no movement left (every candidate costs 0
 * movement and the hex it stands on), which leaves proximity from that hex (not in Jaws of the
 * Lion) and then initiative to decide; enemies it cannot attack from there cannot be chosen, and
 * with none left the attack is not made. Extra targets (`target N`, an area) are ranked and picked
 * by the same priority list as a first attack. Ties leave the choice to the players: every tied
 * way is returned.
 *
 * The board is taken as it stands when the attack is made: figures removed by earlier attacks
 * should be gone from it, and the enemies already attacked are named in `attacking`.
 */
import type { AreaSpec, Board, Edition, Figure } from '../model/board.js';
import { EDITION_RULES } from '../rules/editions.js';
import { attackPlan } from './ability.js';
import { AttackEvaluator, createEnemies } from './attack.js';
import { type BoardGeometry, boardGeometry } from './analyze.js';
import type { FocusCriterion } from './decision.js';
import { type TurnContext, planMoves } from './destination.js';
import type { ExtraRanking } from './extra-targets.js';
import { findFocus } from './focus.js';
import { initiativeOrder } from './initiative.js';
import { createMover } from './movement.js';

/** Whom a later attack is aimed at: the enemies it leaves out of its focus, or the focus it keeps. */
export interface LaterAttackAim {
    readonly exclude: readonly string[];
    /** The focus kept from the attacks before, while it stands on the board. */
    readonly keep?: string;
}

/**
 * The aim of a card's later attack by the edition's rule: after the figures `attacked` so far,
 * whose focus was `focus`.
 */
export function laterAttackAim(edition: Edition, attacked: readonly string[], focus: string | undefined): LaterAttackAim {
    return EDITION_RULES[edition].laterAttackFocus.value === 'same-focus' ? { exclude: [], ...(focus === undefined ? {} : { keep: focus }) } : { exclude: attacked };
}

/** A later attack of the card, as the monster makes it: its range (0 for melee) and targets. */
export interface FurtherAttack {
    readonly range: number;
    readonly targets: number;
    /** `target all`. */
    readonly all?: boolean;
    readonly area?: AreaSpec;
    readonly muddled?: boolean;
}

export interface FurtherTarget {
    readonly name: string;
    readonly hex: string;
    readonly disadvantage: boolean;
}

export interface FurtherOption {
    readonly focus: string;
    /** The focus first. */
    readonly targets: readonly FurtherTarget[];
    readonly area?: readonly string[];
}

export interface FurtherAttackChoice {
    /** The focus; several when the rules tie and the players choose; empty when nothing can be attacked. */
    readonly focus: readonly string[];
    readonly criterion: FocusCriterion;
    /** Every way the rules allow; more than one means the players choose. */
    readonly options: readonly FurtherOption[];
}

/**
 * The focus and targets of a later attack made from `destination` (a cell of `board`) by
 * `monster`, aimed as `aim` says: the focus it keeps while that figure stands (criterion
 * `same-focus`, no option when it cannot be attacked from there), else the focus rules among the
 * enemies not left out.
 */
export function furtherAttackTargets(board: Board, monster: Figure, destination: number, aim: LaterAttackAim,
    attack: FurtherAttack, geometry: BoardGeometry = boardGeometry(board)): FurtherAttackChoice {
    const edition = board.edition;
    const excluded = new Set(aim.exclude);
    const kept = aim.keep !== undefined && board.figures.some(f => f.name === aim.keep) ? aim.keep : undefined;
    const { los, distances, workspace } = geometry;
    // The evaluator indexes enemies by position: those left are numbered among themselves.
    const enemies = createEnemies(board, distances, figure => !excluded.has(figure.name));
    const plan = attackPlan({
        attack: { range: attack.range, targets: attack.targets, ...(attack.all ? { all: true } : {}) },
        ...(attack.area ? { area: attack.area } : {}),
        muddled: attack.muddled ?? false
    }, workspace.areas);
    if (!plan.attacks || enemies.length === 0) {
        return kept === undefined ? { focus: [], criterion: 'no-focus', options: [] } : { focus: [kept], criterion: 'same-focus', options: [] };
    }
    const self = board.figures.indexOf(monster);
    const mover = createMover({ board, self, mode: 'normal', teleport: false, distances, memory: workspace.movement });
    const standing = mover.reach(destination, 0);
    const attacks = new AttackEvaluator(board, plan, enemies, los, distances, edition, workspace.attack);
    const ranking: ExtraRanking = {
        edition, attacks,
        proximity: e => enemies[e].proximity[destination],
        initiative: e => initiativeOrder(board, enemies[e].figure)
    };
    const context: TurnContext = { board, edition, start: destination, mover, thisTurn: standing, unlimited: standing, attacks, ranking };
    if (kept !== undefined) {
        // It stands: the attack goes to it or nowhere. Standing still, no hex is entered: no negative hex.
        const index = enemies.findIndex(e => e.figure.name === kept);
        return { focus: [kept], criterion: 'same-focus', options: index < 0 ? [] : optionsFor(context, enemies, [index], () => 0, destination) };
    }
    const focus = findFocus(board, edition, destination, enemies, mover, standing, attacks);
    if (focus.focus.length === 0) {
        return { focus: [], criterion: 'no-focus', options: [] };
    }
    return {
        focus: focus.focus.map(f => enemies[f].figure.name), criterion: focus.criterion,
        options: optionsFor(context, enemies, focus.focus, f => focus.standings[f].negativeHexes, destination)
    };
}

/** Every way of attacking one of the foci `foci` (indexes of `enemies`) from `destination`, without repeats. */
function optionsFor(context: TurnContext, enemies: ReturnType<typeof createEnemies>, foci: readonly number[],
    negativeHexes: (focus: number) => number, destination: number): FurtherOption[] {
    const { board } = context;
    const options: FurtherOption[] = [];
    const seen = new Set<string>();
    for (const f of foci) {
        for (const draft of planMoves(context, f, negativeHexes(f))) {
            if (!draft.attack || draft.cell !== destination) {
                continue;
            }
            const key = [...draft.attack.targets].sort((a, b) => a - b).join(',');
            if (seen.has(key)) {
                continue;
            }
            seen.add(key);
            options.push({
                focus: enemies[f].figure.name,
                targets: draft.attack.targets.map((e, i) => ({
                    name: enemies[e].figure.name, hex: board.labelOf(enemies[e].cell), disadvantage: draft.attack!.disadvantage[i]
                })),
                ...(draft.attack.area ? { area: draft.attack.area.filter(c => c >= 0).map(c => board.labelOf(c)) } : {})
            });
        }
    }
    return options;
}
