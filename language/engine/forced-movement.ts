/**
 * Push and pull (Gloomhaven rulebook p. 22): "The target is forced to move X hexes in a direction
 * specified by the attacker, but each hex moved must place the target farther away from [closer
 * to] the attacker than it was previously. If there are no viable hexes into which to push the
 * target, the push ends. The target can be pushed through its allies, but not its enemies. Both
 * push and pull effects are considered movements, however, they are not affected by difficult
 * terrain."
 *
 * How it is read here:
 * - "farther" and "closer" are counted as range is, in hexes around walls (the later editions say
 *   "farther by range");
 * - a viable hex is on the map, not a wall or an obstacle, not across a thin wall, and holds no
 *   enemy of the target (a monster); the target may pass through an ally's hex but not end there,
 *   so a path is cut back to the last hex it can stand in;
 * - "multiple hexes a monster could push or pull a character into, the players must decide"
 *   (p. 32): every path is an option. In Gloomhaven a path that meets no viable hex ends there
 *   (the FAQ: "you may chose a blocked direction even if an unblocked one is available"); where the
 *   edition moves the target "as far as possible", only the longest paths are (`forcedMovement`);
 * - traps and hazardous terrain entered are listed: they are sprung.
 */
import { type Board, Terrain } from '../model/board.js';
import type { Hex } from '../hex/hex.js';
import { EDITION_RULES } from '../rules/editions.js';
import { type BoardGeometry, boardGeometry } from './analyze.js';

export type ForcedKind = 'push' | 'pull';

/** One way the target may be moved: the hexes entered, in order, and the negative hexes among them. */
export interface ForcedPath {
    readonly hexes: readonly Hex[];
    /** Traps and hazardous terrain entered on the way: sprung. */
    readonly sprung: ReadonlyArray<{ readonly hex: Hex; readonly terrain: 'trap' | 'hazardous' }>;
}

/** Paths are few; this bounds a push of a value no card prints on an open map. */
const MOST_PATHS = 500;

/**
 * Every way `target` may be pushed or pulled `amount` hexes away from (toward) `attacker`, by the
 * edition's rule; [] when it cannot be moved at all (no viable first hex).
 */
export function forcedPaths(board: Board, attacker: number, target: number, kind: ForcedKind, amount: number,
    geometry: BoardGeometry = boardGeometry(board)): ForcedPath[] {
    const distance = geometry.distances.from(attacker);
    const mover = board.figureAt(target);
    const blocks = (cell: number): boolean => {
        const there = board.figureAt(cell);
        return board.has(cell, Terrain.Wall | Terrain.Obstacle) || (there !== undefined && there.kind === 'monster' && cell !== target);
    };
    const occupied = (cell: number): boolean => cell !== target && board.figureAt(cell) !== undefined;
    const steps: number[][] = [];
    const walk = (cell: number, path: number[]): void => {
        if (steps.length >= MOST_PATHS) {
            return;
        }
        const next: number[] = [];
        if (path.length < amount) {
            for (let d = 0; d < 6; d++) {
                const to = board.step(cell, d);
                if (to < 0 || board.thinWallTowards(cell, d) || blocks(to)) {
                    continue;
                }
                const closer = distance[to] < distance[cell];
                if (kind === 'push' ? distance[to] > distance[cell] : closer) {
                    next.push(to);
                }
            }
        }
        if (next.length === 0) {
            steps.push(path);
            return;
        }
        for (const to of next) {
            walk(to, [...path, to]);
        }
    };
    if (!mover) {
        return [];
    }
    walk(target, []);
    // A path may cross an ally's hex but not end there: it stops at the last hex it can stand in.
    const cut = steps.map(path => {
        let end = path.length;
        while (end > 0 && occupied(path[end - 1])) {
            end--;
        }
        return path.slice(0, end);
    }).filter(path => path.length > 0);
    const longest = Math.max(0, ...cut.map(p => p.length));
    const kept = EDITION_RULES[board.edition].forcedMovement.value === 'as-far-as-possible' ? cut.filter(p => p.length === longest) : cut;
    const seen = new Set<string>();
    const paths: ForcedPath[] = [];
    for (const path of kept) {
        const key = path.join(',');
        if (seen.has(key)) {
            continue;
        }
        seen.add(key);
        paths.push({
            hexes: path.map(cell => board.hexOf(cell)),
            sprung: path.filter(cell => board.has(cell, Terrain.Negative))
                .map(cell => ({ hex: board.hexOf(cell), terrain: board.has(cell, Terrain.Trap) ? 'trap' as const : 'hazardous' as const }))
        });
    }
    return paths;
}
