import { type Board, type Figure, Terrain } from '../model/board.js';
import { attackPlan, movePlan } from './ability.js';
import { AttackEvaluator, createEnemies } from './attack.js';
import type { MonsterDecision } from './decision.js';
import { type OptionDraft, type TurnContext, planMoves } from './destination.js';
import { buildDecision, stoppedDecision } from './decision-build.js';
import type { ExtraRanking } from './extra-targets.js';
import { findFocus } from './focus.js';
import { disarmed, stopsTurn, turnHindrances } from './hindrances.js';
import type { ImaginedFigure } from './imagined.js';
import { initiativeOrder } from './initiative.js';
import { LineOfSight } from './line-of-sight.js';
import { createMover } from './movement.js';
import { WallDistances } from './wall-distance.js';
import { Workspace } from './workspace.js';

/**
 * The monsters still to take a turn this round (those with an ability that have not acted, nor were
 * summoned this round), in
 * the order they act: by initiative (a standee's is its type's revealed card's), those without
 * one last; within a monster type elites before normals, then by standee number; otherwise in
 * the order they are written.
 */
export function actingMonsters(board: Board): Figure[] {
    const acting = board.figures.filter(f => f.kind === 'monster' && f.ability !== undefined && !f.acted && !f.summoned);
    // A type acts as one group, placed where its first standee is written, so the order stays total.
    const groupOf = new Map<string, number>();
    const entries = acting.map((figure, index) => {
        const type = figure.standee?.type;
        if (type !== undefined && !groupOf.has(type)) {
            groupOf.set(type, index);
        }
        return { figure, index, group: type === undefined ? index : groupOf.get(type) ?? index };
    });
    return entries
        .sort((a, b) => (a.figure.initiative ?? 100) - (b.figure.initiative ?? 100) || a.group - b.group ||
            levelRank(a.figure) - levelRank(b.figure) || standeeNumber(a.figure) - standeeNumber(b.figure) || a.index - b.index)
        .map(entry => entry.figure);
}

function levelRank(figure: Figure): number {
    return figure.standee?.level === 'elite' ? 0 : 1;
}

function standeeNumber(figure: Figure): number {
    return figure.standee?.number ?? Number.MAX_SAFE_INTEGER;
}

/** Every acting monster's decision, in the order they act. */
export function analyzeBoard(board: Board, geometry: BoardGeometry = boardGeometry(board)): MonsterDecision[] {
    return actingMonsters(board).map(monster => decideTurn(board, monster, geometry));
}

/**
 * What the rules measure on a board, whoever moves: sight and distances around walls; with the
 * memory the engine reuses while deciding turns on it and on boards of the same walls.
 */
export interface BoardGeometry {
    readonly los: LineOfSight;
    readonly distances: WallDistances;
    readonly workspace: Workspace;
}

export function boardGeometry(board: Board): BoardGeometry {
    return { los: new LineOfSight(board), distances: new WallDistances(board), workspace: new Workspace() };
}

/**
 * What a board's geometry depends on: its extent, edition, walls, thin walls and links. Boards with the
 * same key can share one BoardGeometry (figures and other terrain play no part in it).
 */
export function geometryKey(board: Board): string {
    const walls: number[] = [];
    for (let cell = 0; cell < board.size; cell++) {
        if (board.has(cell, Terrain.Wall) || board.thinWallMask[cell] !== 0) {
            walls.push(cell, board.has(cell, Terrain.Wall) ? 64 : board.thinWallMask[cell]);
        }
    }
    const links = board.links.map(([a, b]) => `${a}-${b}`).join(',');
    return `${board.edition} ${board.minCol},${board.minRow},${board.maxCol},${board.maxRow} ${walls.join(',')} ${links}`;
}

/**
 * One monster's turn by the rules of the board's edition: focus, movement and attack, with reasons.
 * `imagined` shares work between the boards of a figure imagined on hex after hex; the decision is the same without it.
 */
export function decideTurn(board: Board, monster: Figure, geometry: BoardGeometry = boardGeometry(board), imagined?: ImaginedFigure): MonsterDecision {
    const hindrances = turnHindrances(monster);
    const move = movePlan(monster.ability);
    const plan = attackPlan(monster.ability, geometry.workspace.areas);
    if (stopsTurn(hindrances)) {
        // Removed by its wound, or stunned: there is no focus, move or attack to decide.
        return stoppedDecision(board, monster, plan, move, hindrances);
    }
    const edition = board.edition;
    const self = board.figures.indexOf(monster);
    const { los, distances, workspace } = geometry;
    const enemies = createEnemies(board, distances);
    const mover = createMover({ board, self, mode: move.mode, teleport: move.teleport, distances, imagined, memory: workspace.movement });
    const start = monster.cell;
    const unlimited = mover.reach(start, Infinity);
    const thisTurn = move.points > 0 ? mover.reach(start, move.points) : mover.reach(start, 0);
    const attacks = new AttackEvaluator(board, plan, enemies, los, distances, edition, workspace.attack);
    const focus = findFocus(board, edition, start, enemies, mover, unlimited, attacks, distances);
    const proximity = distances.path(start);
    const ranking: ExtraRanking = {
        edition, attacks,
        proximity: e => proximity[enemies[e].cell],
        initiative: e => initiativeOrder(board, enemies[e].figure)
    };
    const context: TurnContext = { board, edition, start, mover, thisTurn, unlimited, attacks, ranking };
    const planned = focus.focus.length === 0
        ? [{ focus: -1, cell: start, path: [], points: 0, traps: 0 } satisfies OptionDraft]
        : distinct(focus.focus.flatMap(f => planMoves(context, f, focus.standings[f].negativeHexes)));
    const drafts = disarmed(hindrances) ? unarmed(planned) : planned;
    return buildDecision({ board, monster, plan, move, enemies, focus, drafts, hindrances });
}

/**
 * A disarmed monster's options: each goes where the attack would have taken it, and attacks no
 * one; those that differed only in their targets are one.
 */
function unarmed(drafts: readonly OptionDraft[]): OptionDraft[] {
    const seen = new Set<number>();
    return drafts.flatMap(({ attack: _attack, ...draft }) => {
        if (seen.has(draft.cell)) {
            return [];
        }
        seen.add(draft.cell);
        return [draft];
    });
}

/** Options that end on the same hex and attack the same figures are one option. */
function distinct(drafts: OptionDraft[]): OptionDraft[] {
    const seen = new Set<string>();
    return drafts.filter(d => {
        const targets = d.attack?.targets ?? [];
        // The targets in order, by insertion: they are a handful.
        const sorted: number[] = [];
        for (let i = 0; i < targets.length; i++) {
            let at = sorted.length;
            sorted.push(targets[i]);
            while (at > 0 && sorted[at - 1] > targets[i]) {
                sorted[at] = sorted[at - 1];
                at--;
            }
            sorted[at] = targets[i];
        }
        const key = `${d.cell}:${sorted.join(',')}`;
        if (seen.has(key)) {
            return false;
        }
        seen.add(key);
        return true;
    });
}
