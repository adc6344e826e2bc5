/**
 * Who a monster's heal or positive condition with a range reaches: the monster itself and the
 * allies within range and in sight ("“Range Y” means that any ally within Y hexes, or the figure
 * performing the heal, can be affected by the heal. Like all ranged abilities, the recipient must
 * be in line-of-sight", Gloomhaven rulebook p. 26), ranked by the rule of the ability. Range is
 * counted as an attack's is, around walls.
 */
import type { Board, Figure } from '../model/board.js';
import type { Edition } from '../model/board.js';
import { EDITION_RULES } from '../rules/editions.js';
import { type BoardGeometry, boardGeometry } from './analyze.js';
import { initiativeOrder } from './initiative.js';

/** One figure the ability could go to. */
export interface AllyCandidate {
    readonly name: string;
    /** Hexes from the monster, counted around walls (0 for itself). */
    readonly range: number;
}

export interface AllyChoice {
    /** Every figure within range and in sight, the monster itself first. */
    readonly candidates: readonly AllyCandidate[];
    /** Those the rule picks: several when the players choose among them; empty when none is in reach. */
    readonly best: readonly string[];
}

/** The monster and the other monsters within `range` of it and in its sight. */
export function alliesInReach(board: Board, monster: Figure, range: number, geometry: BoardGeometry = boardGeometry(board)): AllyCandidate[] {
    const distances = geometry.distances.from(monster.cell);
    const allies = board.figures
        .filter(f => f.kind === 'monster' && f.name !== monster.name && distances[f.cell] <= range && geometry.los.between(monster.cell, f.cell))
        .map(f => ({ name: f.name, range: distances[f.cell] }))
        .sort((a, b) => a.range - b.range);
    return [{ name: monster.name, range: 0 }, ...allies];
}

/** What the heal rule needs to know of a figure: its hit points, when the scenario gives them. */
export type HitPointsOf = (name: string) => { readonly hp: number; readonly maxHp: number } | undefined;

/**
 * A heal with a range: "the monster will heal themselves or an ally within the specified range,
 * whichever has lost the most hit points" (rulebook p. 31, "Monster healing"); "multiple equally
 * viable targets to heal … the players must decide" (p. 32). A figure whose hit points the scenario
 * does not give cannot be weighed and is left out.
 */
export function healTargets(board: Board, monster: Figure, range: number, hitPoints: HitPointsOf, geometry?: BoardGeometry): AllyChoice {
    const candidates = alliesInReach(board, monster, range, geometry).filter(c => hitPoints(c.name) !== undefined);
    const lost = (name: string): number => {
        const hp = hitPoints(name)!;
        return hp.maxHp - hp.hp;
    };
    const most = Math.max(-1, ...candidates.map(c => lost(c.name)));
    return { candidates, best: candidates.filter(c => lost(c.name) === most).map(c => c.name) };
}

/**
 * A positive condition with a range, by the edition's rule (`positiveConditionTarget`): the players
 * choose among every figure in reach (those without the condition listed first, the closest first),
 * or it goes to the closest without it, then the earliest in initiative.
 */
export function positiveConditionTargets(board: Board, monster: Figure, range: number, has: (name: string) => boolean,
    edition: Edition = board.edition, geometry?: BoardGeometry): AllyChoice {
    const candidates = alliesInReach(board, monster, range, geometry);
    const initiative = (name: string): number => {
        const figure = board.figureNamed(name);
        return figure ? initiativeOrder(board, figure) : Number.MAX_SAFE_INTEGER;
    };
    const ranked = [...candidates].sort((a, b) => Number(has(a.name)) - Number(has(b.name)) || a.range - b.range || initiative(a.name) - initiative(b.name));
    if (EDITION_RULES[edition].positiveConditionTarget.value === 'players-choose') {
        return { candidates, best: ranked.map(c => c.name) };
    }
    const first = ranked[0];
    const best = first === undefined || has(first.name)
        ? ranked.filter(c => !has(c.name)).map(c => c.name).slice(0, 1)
        : ranked.filter(c => !has(c.name) && c.range === first.range && initiative(c.name) === initiative(first.name)).map(c => c.name);
    return { candidates, best };
}
