import type { Board, Figure } from '../model/board.js';
import { attackPlan, movePlan } from './ability.js';
import type { BoardGeometry } from './analyze.js';
import { AttackEvaluator, attackRadius, createEnemies } from './attack.js';
import { findFocus } from './focus.js';
import { disarmed, stopsTurn, turnHindrances } from './hindrances.js';
import type { ImaginedFigure } from './imagined.js';
import { type Mover, createMover } from './movement.js';
import { UNREACHABLE } from './wall-distance.js';

/** Another enemy's cheapest attack position on the board without the imagined figure, and what reaching it costs. */
interface Rival {
    readonly cell: number;
    readonly traps: number;
    readonly points: number;
}

/**
 * One acting monster and a figure imagined on hex after hex (a threat map): whether, with the
 * figure on a given hex, the monster provably neither focuses on it nor attacks it, so that its
 * turn need not be decided there to tell the figure's threats. Worked out once, on the board
 * without the figure:
 *
 * - **Not its focus.** Standing the figure on a hex only blocks it, so every cost of reaching a hex
 *   there is at least the cost without the figure (not so on ice, where a figure stops a slide:
 *   there nothing is claimed). The figure's own standing as a focus is then at least the cheapest
 *   cost, without it, of a hex near enough to attack it from. Another enemy keeps the standing it
 *   has without the figure when the figure's hex is neither that enemy's cheapest attack position
 *   nor on every cheapest route there. When that standing is strictly better (fewer negative hexes,
 *   or as many and less movement), the figure is not the focus, nor tied with it.
 * - **Not attacked.** An attack of one target without an area hits the focus alone, so a figure
 *   that is not the focus escapes it. Any other attack (the first with more targets or an area,
 *   every later one of the card) is made from a hex the monster can reach this turn, which the
 *   figure can only make fewer, and reaches no further from there than its radius.
 *
 * A monster whose turn a condition stops neither focuses nor attacks anyone; one that is disarmed
 * attacks no one. Where nothing can be proved, the turn is decided.
 */
export class ImaginedConcern {
    /** Set when the monster never concerns the figure, wherever it stands. */
    private readonly never: boolean;
    /** Set when nothing can be proved: the turn is always decided. */
    private readonly always: boolean;
    private readonly mover?: Mover;
    private readonly start: number;
    /** Costs from the monster's hex with unlimited movement, on the board without the figure. */
    private readonly traps: Int32Array;
    private readonly points: Int32Array;
    /** The other enemies it could focus on, best first. */
    private readonly rivals: readonly Rival[];
    /** Per cell, 1 where some attack of its turn could reach a figure standing there. */
    private readonly attackable: Uint8Array;
    private readonly focusBall: (cell: number) => Int32Array;
    private readonly canEnd: (cell: number) => boolean;

    /** `board` as written, `figure` the index of the imagined figure on it, `imagined` the work its boards share. */
    constructor(board: Board, figure: number, monster: Figure, geometry: BoardGeometry, imagined: ImaginedFigure) {
        const hindrances = turnHindrances(monster);
        const character = board.figures[figure];
        // An invisible figure is nobody's enemy: no monster focuses on it or attacks it.
        this.never = stopsTurn(hindrances) || character.kind === 'monster' || (character.invisible ?? false);
        this.start = monster.cell;
        const self = board.figures.indexOf(monster);
        const without = board.withFigures(board.figures.filter((_, i) => i !== figure));
        const move = movePlan(monster.ability);
        const { los, distances, workspace } = geometry;
        const mover = createMover({
            board: without, self: self > figure ? self - 1 : self, mode: move.mode, teleport: move.teleport, distances, memory: workspace.movement
        });
        this.always = !this.never && !mover.figuresOnlyBlock;
        const plan = attackPlan(monster.ability, workspace.areas);
        const unlimited = mover.reach(this.start, Infinity);
        this.traps = unlimited.traps;
        this.points = unlimited.points;
        this.canEnd = cell => mover.canEnd(cell);
        const enemies = createEnemies(without, distances);
        const attacks = new AttackEvaluator(without, plan, enemies, los, distances, board.edition, workspace.attack);
        this.focusBall = cell => attacks.within(cell);
        this.rivals = this.never || this.always ? [] : rivalsOf(without, this.start, enemies, mover, unlimited, attacks, geometry);
        this.attackable = this.never || this.always || disarmed(hindrances)
            ? new Uint8Array(0)
            : attackableCells(without, mover, mover.reach(this.start, Math.max(0, move.points)), radiiOf(monster, plan, geometry), geometry);
        // On the written board the searches are those of the imagined boards: it tells which of them the figure's hex changes.
        this.mover = createMover({ board, self, mode: move.mode, teleport: move.teleport, distances, imagined, memory: workspace.movement });
    }

    /** Whether, with the figure on `cell`, the monster provably neither focuses on it nor attacks it. */
    unconcernedAt(cell: number): boolean {
        if (this.never) {
            return true;
        }
        if (this.always || this.attackable[cell] === 1) {
            return false;
        }
        const rival = this.rivalAt(cell);
        if (!rival) {
            return false;
        }
        // The least the figure's own standing can be: the cheapest hex near enough to attack it from.
        const ball = this.focusBall(cell);
        for (let i = 0; i < ball.length; i++) {
            const c = ball[i];
            if (c === cell || this.points[c] === UNREACHABLE || !this.canEnd(c)) {
                continue;
            }
            if (this.traps[c] < rival.traps || (this.traps[c] === rival.traps && this.points[c] <= rival.points)) {
                return false;
            }
        }
        return true;
    }

    /** The best other enemy whose standing the figure on `cell` leaves as it is. */
    private rivalAt(cell: number): Rival | undefined {
        for (const rival of this.rivals) {
            if (rival.cell !== cell && !this.mover!.costChangedBy(this.start, rival.cell, cell)) {
                return rival;
            }
        }
        return undefined;
    }
}

/** The other enemies' standings as focus on the board without the figure, best first; those it cannot reach left out. */
function rivalsOf(board: Board, start: number, enemies: ReturnType<typeof createEnemies>, mover: Mover,
    unlimited: ReturnType<Mover['reach']>, attacks: AttackEvaluator, geometry: BoardGeometry): Rival[] {
    const focus = findFocus(board, board.edition, start, enemies, mover, unlimited, attacks, geometry.distances);
    return focus.standings
        .filter(s => s.reachable)
        .map(s => ({ cell: s.attackCell, traps: s.negativeHexes, points: s.movement }))
        .sort((a, b) => a.traps - b.traps || a.points - b.points);
}

/**
 * How far each attack of the turn that can hit another figure than the focus reaches from where the
 * monster attacks: the first when it takes more than one target or an area (with one target alone it
 * hits the focus and no one else), then every later one of its card, which picks its own focus.
 */
function radiiOf(monster: Figure, plan: ReturnType<typeof attackPlan>, geometry: BoardGeometry): number[] {
    const { workspace } = geometry;
    const radii = plan.attacks && (plan.targets > 1 || plan.area) ? [attackRadius(plan, workspace.attack)] : [];
    const later = monster.card?.attacks ?? [];
    if (later.length >= 2) {
        for (const attack of later.slice(1)) {
            const further = attackPlan({ attack: { range: attack.range, targets: attack.targets }, ...(attack.area ? { area: attack.area } : {}), muddled: false },
                workspace.areas);
            if (further.attacks) {
                radii.push(attackRadius(further, workspace.attack));
            }
        }
    }
    return radii;
}

/** Per cell, 1 where an attack of radius among `radii` made from a hex the monster can end on this turn could reach. */
function attackableCells(board: Board, mover: Mover, thisTurn: ReturnType<Mover['reach']>, radii: readonly number[], geometry: BoardGeometry): Uint8Array {
    const attackable = new Uint8Array(board.size);
    if (radii.length === 0) {
        return attackable;
    }
    const radius = Math.max(...radii);
    const cells = mover.cellsOf(thisTurn);
    for (let i = 0; i < cells.length; i++) {
        const from = cells[i];
        // Its own hex is always where it may stay; another only where it may end.
        if (from !== thisTurn.from && !mover.canEnd(from)) {
            continue;
        }
        const ball = geometry.workspace.attack.balls.within(board, from, radius);
        for (let k = 0; k < ball.length; k++) {
            attackable[ball[k]] = 1;
        }
    }
    return attackable;
}
