/**
 * Where a monster's summon goes: "Summoned monsters are placed in an empty hex adjacent to the
 * summoning monster and also as close to an enemy as possible. If there are no empty adjacent hexes
 * or there are no available standees of the summoned monster type, the summon fails" (Gloomhaven
 * rulebook p. 31; rules app, "Summons (monster)").
 *
 * An empty hex has "no figures, tokens, or overlay tiles of any kind present except corridors,
 * pressure plates, and open doors" (p. 19): on this board, no figure and no terrain (an open door
 * is an ordinary hex). A hex across a thin wall is not adjacent. "As close to an enemy as
 * possible" is counted as proximity is, in hexes around walls, to the nearest enemy; hexes as close
 * as each other are the players' choice.
 */
import { type Board, type Figure, Terrain } from '../model/board.js';
import type { Hex } from '../hex/hex.js';
import { type BoardGeometry, boardGeometry } from './analyze.js';
import { UNREACHABLE } from './wall-distance.js';

export interface SummonHexes {
    /** The empty hexes next to the summoner, closest to an enemy first. */
    readonly empty: readonly Hex[];
    /** Those as close to an enemy as any: the players choose among them. Empty when none is free. */
    readonly best: readonly Hex[];
    /** Hexes from the best to the nearest enemy (around walls); absent without an enemy in reach. */
    readonly enemyAt?: number;
}

const NOT_EMPTY = Terrain.Wall | Terrain.Obstacle | Terrain.Trap | Terrain.Hazardous | Terrain.Difficult | Terrain.Icy;

export function summonHexes(board: Board, summoner: Figure, geometry: BoardGeometry = boardGeometry(board)): SummonHexes {
    const empty: number[] = [];
    for (let d = 0; d < 6; d++) {
        const cell = board.step(summoner.cell, d);
        if (cell >= 0 && !board.thinWallTowards(summoner.cell, d) && !board.has(cell, NOT_EMPTY) && board.figureAt(cell) === undefined) {
            empty.push(cell);
        }
    }
    const enemies = board.figures.filter(f => f.kind !== 'monster');
    const nearest = (cell: number): number => Math.min(UNREACHABLE, ...enemies.map(e => geometry.distances.path(e.cell)[cell]));
    const ranked = empty.map(cell => ({ cell, near: nearest(cell) })).sort((a, b) => a.near - b.near);
    const closest = ranked[0]?.near;
    return {
        empty: ranked.map(r => board.hexOf(r.cell)),
        best: ranked.filter(r => r.near === closest).map(r => board.hexOf(r.cell)),
        ...(closest !== undefined && closest < UNREACHABLE ? { enemyAt: closest } : {})
    };
}
