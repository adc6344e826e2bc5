import { type Board, type MoveMode, Terrain } from '../model/board.js';
import { hexDistance } from '../hex/hex.js';
import { EDITION_RULES } from '../rules/editions.js';
import { type ImaginedFigure, type SoleRoutes, behind, onEveryRoute, onSomeSoleRoute, soleRoutes } from './imagined.js';
import type { Reach } from './reach.js';
import { UNREACHABLE, type WallDistances } from './wall-distance.js';

/** How a monster moves: where it may stop and what reaching each cell costs. */
export interface Mover {
    readonly mode: MoveMode;
    readonly teleport: boolean;
    /** Where a move may end: on the map, no wall, no other figure, no obstacle unless flying. */
    canEnd(cell: number): boolean;
    /** Costs to every cell from `from` spending at most `budget` points (Infinity: any number of turns). */
    reach(from: number, budget: number): Reach;
    /** Costs from every cell to `to`, with unlimited movement. */
    costsTo(to: number): Costs;
    /**
     * Costs to `to` with unlimited movement from each of the cells `from` (`traps[i]` and `points[i]`
     * for `from[i]`): the same as `costsTo`'s there, worked out however is cheapest.
     */
    restTo(to: number, from: Int32Array): Costs;
    /** The cells `reach` comes to, in ascending order; listed once per reach. */
    cellsOf(reach: Reach): Int32Array;
    /**
     * Whether one more figure standing on the board can only make this monster's costs rise or leave
     * them: for every mover but one walking over ice, where a figure can stop a slide short.
     */
    readonly figuresOnlyBlock: boolean;
    /**
     * On a board a figure is imagined on (see ImaginedFigure), compared with the board without it:
     * whether standing the figure on `cell` can change the cost of reaching `to` from `from` with
     * unlimited movement. True wherever that cannot be told.
     */
    costChangedBy(from: number, to: number, cell: number): boolean;
}

export interface Costs {
    readonly traps: Int32Array;
    readonly points: Int32Array;
}

export interface MoverSetup {
    readonly board: Board;
    /** Index in board.figures of the moving monster: its own hex never blocks it. */
    readonly self: number;
    readonly mode: MoveMode;
    readonly teleport: boolean;
    readonly distances: WallDistances;
    /** Set when the board is one of many with a figure imagined on hex after hex: what does not depend on its hex is shared. */
    readonly imagined?: ImaginedFigure;
    /** The tables the searches reuse (a Workspace's); without it, the mover has tables of its own. */
    readonly memory?: MovementMemory;
}

export function createMover(setup: MoverSetup): Mover {
    if (setup.teleport) {
        return new TeleportMover(setup);
    }
    switch (setup.mode) {
        case 'flying': return new FlyingMover(setup);
        case 'jumping': return new JumpingMover(setup);
        default: return new WalkingMover(setup);
    }
}

abstract class BaseMover implements Mover {
    readonly board: Board;
    readonly self: number;
    readonly mode: MoveMode;
    readonly teleport: boolean;
    protected readonly distances: WallDistances;
    protected readonly imagined?: ImaginedFigure;
    protected readonly memory: MovementMemory;

    constructor(setup: MoverSetup) {
        this.memory = setup.memory ?? new MovementMemory();
        this.distances = setup.distances;
        this.imagined = setup.imagined;
        this.board = setup.board;
        this.self = setup.self;
        this.mode = setup.mode;
        this.teleport = setup.teleport;
    }

    /** True when a figure other than the mover stands on the cell. */
    protected occupied(cell: number): boolean {
        const occupant = this.board.occupant[cell];
        return occupant >= 0 && occupant !== this.self;
    }

    protected isEnemyOf(cell: number): boolean {
        const occupant = this.board.occupant[cell];
        return occupant >= 0 && occupant !== this.self && this.board.figures[occupant].kind !== 'monster';
    }

    protected negative(cell: number): number {
        return this.mode !== 'flying' && this.board.has(cell, Terrain.Negative) ? 1 : 0;
    }

    canEnd(cell: number): boolean {
        return cell >= 0 && !this.board.has(cell, Terrain.Wall) && !this.occupied(cell)
            && (this.mode === 'flying' || !this.board.has(cell, Terrain.Obstacle));
    }

    abstract reach(from: number, budget: number): Reach;
    abstract costsTo(to: number): Costs;

    restTo(to: number, from: Int32Array): Costs {
        return costsAt(this.costsTo(to), from);
    }

    cellsOf(reach: Reach): Int32Array {
        return this.memory.cellsOf(reach);
    }

    /** Flying, jumping and teleporting pay no heed to figures. */
    get figuresOnlyBlock(): boolean {
        return true;
    }

    costChangedBy(_from: number, _to: number, _cell: number): boolean {
        return false;
    }

    /** Whether the board is one a figure is imagined on hex after hex (see ImaginedFigure): its searches are shared. */
    protected imaginedOn(): boolean {
        return this.imagined !== undefined && this.imagined.cellOn(this.board) >= 0;
    }
}

/** The costs of a whole table at the cells `from`, in their order. */
function costsAt(whole: Costs, from: Int32Array): Costs {
    const traps = new Int32Array(from.length);
    const points = new Int32Array(from.length);
    for (let i = 0; i < from.length; i++) {
        traps[i] = whole.traps[from[i]];
        points[i] = whole.points[from[i]];
    }
    return { traps, points };
}

/** The cells a reach comes to, in ascending order. */
export function reachedCells(reach: Reach): Int32Array {
    const { points } = reach;
    let count = 0;
    for (let cell = 0; cell < points.length; cell++) {
        count += points[cell] === UNREACHABLE ? 0 : 1;
    }
    const cells = new Int32Array(count);
    let at = 0;
    for (let cell = 0; cell < points.length; cell++) {
        if (points[cell] !== UNREACHABLE) {
            cells[at++] = cell;
        }
    }
    return cells;
}

/** A table of costs, with each cell's previous resting cell for the path. */
class TableReach implements Reach {
    constructor(
        readonly from: number,
        readonly traps: Int32Array,
        readonly points: Int32Array,
        private readonly previous: Int32Array,
        private readonly entered: (from: number, to: number) => number[]
    ) { }

    path(to: number): number[] {
        if (this.points[to] === UNREACHABLE) {
            return [];
        }
        const stops: number[] = [];
        for (let cell = to; cell !== this.from && cell >= 0; cell = this.previous[cell]) {
            stops.push(cell);
        }
        stops.reverse();
        const path: number[] = [];
        let at = this.from;
        for (const stop of stops) {
            path.push(...this.entered(at, stop));
            at = stop;
        }
        return path;
    }
}

/** A binary heap of cells ordered by a numeric key, in typed arrays that grow as needed and are reused. */
class CellHeap {
    private keys = new Float64Array(256);
    private cells = new Int32Array(256);
    private count = 0;

    get size(): number {
        return this.count;
    }

    push(cell: number, key: number): void {
        if (this.count === this.cells.length) {
            const keys = new Float64Array(this.count * 2);
            const cells = new Int32Array(this.count * 2);
            keys.set(this.keys);
            cells.set(this.cells);
            this.keys = keys;
            this.cells = cells;
        }
        const keys = this.keys;
        const cells = this.cells;
        let i = this.count++;
        while (i > 0) {
            const parent = (i - 1) >> 1;
            if (keys[parent] <= key) {
                break;
            }
            keys[i] = keys[parent];
            cells[i] = cells[parent];
            i = parent;
        }
        keys[i] = key;
        cells[i] = cell;
    }

    /** Removes the smallest entry and returns its cell. */
    pop(): number {
        const keys = this.keys;
        const cells = this.cells;
        const top = cells[0];
        const n = --this.count;
        const key = keys[n];
        const cell = cells[n];
        if (n > 0) {
            let i = 0;
            for (;;) {
                let child = 2 * i + 1;
                if (child >= n) {
                    break;
                }
                if (child + 1 < n && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (keys[child] >= key) {
                    break;
                }
                keys[i] = keys[child];
                cells[i] = cells[child];
                i = child;
            }
            keys[i] = key;
            cells[i] = cell;
        }
        return top;
    }
}

/**
 * Steps as a compressed table: those from (or into) cell c are entries start[c] to start[c + 1] - 1,
 * each with the cell at its other end and its index in the step tables.
 */
interface StepList {
    readonly start: Int32Array;
    readonly other: Int32Array;
    readonly step: Int32Array;
}

/** Larger tables (long moves on large maps) are not kept between turns. */
const LARGEST_SCRATCH = 1 << 20;

/**
 * What the movement searches reuse from one to the next: one heap (a search empties it before it
 * returns), the table of settled cells (each search stamps it anew, so nothing is cleared), the
 * layers of a search within a budget (read only before it returns), and the step tables of each
 * map and board, filled in as steps are first taken. A Workspace holds one for its geometry's
 * boards, so that the searches of one analysis share them and no two analyses do.
 */
export class MovementMemory {
    readonly heap = new CellHeap();
    private settled = new Int32Array(0);
    private settledStamps = 0;
    private layerTable = new Int32Array(0);
    /** Per map (boards of one map share its terrain table): whether it has ice, and its figure-free steps. */
    readonly layoutSteps = new WeakMap<Uint8Array, { readonly icy: boolean; free?: StepTables }>();
    /** Per board, the steps of each monster that needs its own. */
    readonly boardSteps = new WeakMap<Board, Map<number, StepTables>>();
    /** Per board, 1 on the hexes of the monsters' enemies, which no walking monster enters. */
    readonly enemyCells = new WeakMap<Board, Uint8Array>();
    /** The cells each reach comes to, listed once: a reach shared between imagined boards is asked on every one. */
    private readonly reached = new WeakMap<Reach, Int32Array>();
    /** Costs of the cells a repair searches again, valid only for those (see `repairBehind`). */
    private repairTable = new Int32Array(0);

    /** The cells `reach` comes to, in ascending order (see reachedCells), listed once per reach. */
    cellsOf(reach: Reach): Int32Array {
        let cells = this.reached.get(reach);
        if (!cells) {
            cells = reachedCells(reach);
            this.reached.set(reach, cells);
        }
        return cells;
    }

    /** Two tables of `size` entries for a repair's costs, kept for the next one unless very large. */
    repairCosts(size: number): { traps: Int32Array; points: Int32Array } {
        if (2 * size > LARGEST_SCRATCH) {
            return { traps: new Int32Array(size), points: new Int32Array(size) };
        }
        if (this.repairTable.length < 2 * size) {
            this.repairTable = new Int32Array(2 * size);
        }
        return { traps: this.repairTable.subarray(0, size), points: this.repairTable.subarray(size, 2 * size) };
    }

    /** A stamp no cell of `settledTable` holds yet, for a search over `size` cells. */
    settledStamp(size: number): number {
        if (this.settled.length < size || this.settledStamps >= 0x7ffffffe) {
            this.settled = new Int32Array(Math.max(size, this.settled.length));
            this.settledStamps = 0;
        }
        return ++this.settledStamps;
    }

    get settledTable(): Int32Array {
        return this.settled;
    }

    /** A table of `slots` entries for one search within a budget, kept for the next one unless it is very large. */
    layers(slots: number): Int32Array {
        if (slots > LARGEST_SCRATCH) {
            return new Int32Array(slots);
        }
        if (this.layerTable.length < slots) {
            this.layerTable = new Int32Array(slots);
        }
        return this.layerTable.subarray(0, slots);
    }
}

/**
 * Dijkstra on (negative hexes, then points) from `source`, over the steps listed per cell (into each
 * cell when `reverse`), never entering a `blocked` cell.
 */
function cheapest(memory: MovementMemory, size: number, source: number, stepTraps: Uint16Array, stepPoints: Uint8Array,
    steps: StepList, blocked: Uint8Array, reverse: boolean): { traps: Int32Array; points: Int32Array; previous: Int32Array } {
    // One allocation for the three tables; which cells are settled is stamped in a table shared by every search.
    const tables = new Int32Array(size * 3);
    const traps = tables.subarray(0, size).fill(UNREACHABLE);
    const points = tables.subarray(size, 2 * size).fill(UNREACHABLE);
    const previous = tables.subarray(2 * size).fill(-1);
    const stamp = memory.settledStamp(size);
    const done = memory.settledTable;
    const heap = memory.heap;
    const { start, other, step } = steps;
    traps[source] = 0;
    points[source] = 0;
    heap.push(source, 0);
    while (heap.size > 0) {
        const cell = heap.pop();
        if (done[cell] === stamp) {
            continue;
        }
        done[cell] = stamp;
        if (reverse && blocked[cell] === 1) {
            continue; // no step enters an enemy's hex
        }
        const t0 = traps[cell];
        const p0 = points[cell];
        for (let k = start[cell]; k < start[cell + 1]; k++) {
            const next = other[k];
            if (done[next] === stamp || (!reverse && blocked[next] === 1)) {
                continue;
            }
            const t = t0 + stepTraps[step[k]];
            const p = p0 + stepPoints[step[k]];
            if (t < traps[next] || (t === traps[next] && p < points[next])) {
                traps[next] = t;
                points[next] = p;
                previous[next] = cell;
                heap.push(next, t * POINTS_SCALE + p);
            }
        }
    }
    return { traps, points, previous };
}

/**
 * The costs of the cells behind `cell` (those it lies on every cheapest route to, see `behind`)
 * when it is blocked as well, into `costs` (valid for those cells only; the others keep their
 * costs): a search among them alone, started from every step into them from the cells that keep
 * theirs (whatever the route to such a cell, it keeps its cost, and beyond it the route stays among
 * them). `ways` lists the steps into each cell, `onward` those out of it. Returns the cells searched.
 */
function repairBehind(memory: MovementMemory, routes: SoleRoutes, cell: number, ways: StepList, onward: StepList, stepTraps: Uint16Array,
    stepPoints: Uint8Array, blocked: Uint8Array, costs: { traps: Int32Array; points: Int32Array }): Int32Array {
    const inside = behind(routes, cell);
    const { traps, points } = costs;
    const { enter } = routes;
    // The cells behind `cell` are those entered after it and within its extent of the preorder.
    const low = enter[cell];
    const high = low + routes.extent[cell];
    const heap = memory.heap;
    for (let i = 0; i < inside.length; i++) {
        const c = inside[i];
        let t = UNREACHABLE;
        let p = UNREACHABLE;
        for (let k = ways.start[c]; k < ways.start[c + 1]; k++) {
            const from = ways.other[k];
            const at = enter[from];
            if ((at > low && at < high) || from === cell || blocked[from] === 1 || routes.points[from] === UNREACHABLE) {
                continue;
            }
            const ft = routes.traps[from] + stepTraps[ways.step[k]];
            const fp = routes.points[from] + stepPoints[ways.step[k]];
            if (ft < t || (ft === t && fp < p)) {
                t = ft;
                p = fp;
            }
        }
        traps[c] = t;
        points[c] = p;
        if (p !== UNREACHABLE) {
            heap.push(c, t * POINTS_SCALE + p);
        }
    }
    const stamp = memory.settledStamp(routes.points.length);
    const done = memory.settledTable;
    while (heap.size > 0) {
        const c = heap.pop();
        if (done[c] === stamp) {
            continue;
        }
        done[c] = stamp;
        const t0 = traps[c];
        const p0 = points[c];
        for (let k = onward.start[c]; k < onward.start[c + 1]; k++) {
            const next = onward.other[k];
            const at = enter[next];
            if (!(at > low && at < high) || done[next] === stamp) {
                continue;
            }
            const t = t0 + stepTraps[onward.step[k]];
            const p = p0 + stepPoints[onward.step[k]];
            if (t < traps[next] || (t === traps[next] && p < points[next])) {
                traps[next] = t;
                points[next] = p;
                heap.push(next, t * POINTS_SCALE + p);
            }
        }
    }
    return inside;
}

/** Points are below this in any lexicographic (negative hexes, points) key. */
const POINTS_SCALE = 1 << 20;

/**
 * A walking monster's steps over one board, filled in as they are first taken. Without ice a step
 * depends on the map alone but for enemies, which block the hex they stand on: those tables leave
 * figures out (`figureFree`), so every board of one map shares them (a threat map imagines the
 * character on every hex, the map staying the same), and searches skip the enemies' hexes as they
 * go. On ice a slide stops at any figure but the slider, so each monster of a board has its own,
 * with the enemies in them.
 */
interface StepTables {
    readonly stepTo: Int32Array;
    readonly stepPoints: Uint8Array;
    readonly stepTraps: Uint16Array;
    readonly figureFree: boolean;
    outgoing?: StepList;
    incoming?: StepList;
}

function newTables(board: Board, figureFree: boolean): StepTables {
    const count = board.size * 6 + board.linkTo.length;
    return { stepTo: new Int32Array(count).fill(-2), stepPoints: new Uint8Array(count), stepTraps: new Uint16Array(count), figureFree };
}

function stepTables(memory: MovementMemory, board: Board, self: number): StepTables {
    const { layoutSteps, boardSteps } = memory;
    let layout = layoutSteps.get(board.terrain);
    if (!layout) {
        let icy = false;
        for (let cell = 0; cell < board.size && !icy; cell++) {
            icy = board.has(cell, Terrain.Icy);
        }
        layout = { icy };
        layoutSteps.set(board.terrain, layout);
    }
    // The walker's own figure matters only on ice, or if it is no monster (then monsters are not its allies).
    if (!layout.icy && board.figures[self]?.kind === 'monster') {
        return (layout.free ??= newTables(board, true));
    }
    let byMover = boardSteps.get(board);
    if (!byMover) {
        byMover = new Map();
        boardSteps.set(board, byMover);
    }
    let tables = byMover.get(self);
    if (!tables) {
        tables = newTables(board, false);
        byMover.set(self, tables);
    }
    return tables;
}

function enemyHexes(memory: MovementMemory, board: Board): Uint8Array {
    const enemyCells = memory.enemyCells;
    let cells = enemyCells.get(board);
    if (!cells) {
        cells = new Uint8Array(board.size);
        for (const figure of board.figures) {
            if (figure.kind !== 'monster') {
                cells[figure.cell] = 1;
            }
        }
        enemyCells.set(board, cells);
    }
    return cells;
}

/**
 * Walking: walls, thin walls, obstacles and enemies block; allies may be passed; difficult
 * terrain costs 2; entering icy terrain slides the figure on in the same direction, for free,
 * until the next hex would be blocked (any figure stops a slide) or the ice ends. A link is one
 * more step; as it has no direction, ice entered through it does not slide the figure on.
 */
class WalkingMover extends BaseMover {
    /**
     * Per cell * 6 + direction, then per link (linkBase + its entry in the board's link table):
     * the resting cell after the step and slide, or -1.
     */
    private readonly stepTo: Int32Array;
    private readonly stepPoints: Uint8Array;
    private readonly stepTraps: Uint16Array;
    private readonly linkBase: number;
    private readonly tables: StepTables;
    /** The enemies' hexes, where the tables leave figures out (else nothing: the tables block them); listed when first asked. */
    private blockedCells: Uint8Array | undefined;

    constructor(setup: MoverSetup) {
        super(setup);
        this.linkBase = this.board.size * 6;
        this.tables = stepTables(this.memory, this.board, this.self);
        this.stepTo = this.tables.stepTo;
        this.stepPoints = this.tables.stepPoints;
        this.stepTraps = this.tables.stepTraps;
    }

    private get blocked(): Uint8Array {
        return (this.blockedCells ??= this.tables.figureFree ? enemyHexes(this.memory, this.board) : new Uint8Array(this.board.size));
    }

    /** The step through the board's link entry `k`, as an index in the step tables. */
    private linkTransition(k: number): number {
        const index = this.linkBase + k;
        if (this.stepTo[index] === -2) {
            const to = this.board.linkTo[k];
            const blocked = (this.board.terrain[to] & (Terrain.Wall | Terrain.Obstacle)) !== 0 || this.enemyBlocks(to);
            this.stepTo[index] = blocked ? -1 : to;
            this.stepPoints[index] = this.board.has(to, Terrain.Difficult) ? 2 : 1;
            this.stepTraps[index] = blocked ? 0 : this.negative(to);
        }
        return index;
    }

    /** Every step from `cell` (six directions, then its links), as indices in the step tables. */
    private forEachStep(cell: number, visit: (index: number) => void): void {
        for (let d = 0; d < 6; d++) {
            visit(this.transition(cell, d));
        }
        const board = this.board;
        for (let k = board.linkStart[cell]; k < board.linkStart[cell + 1]; k++) {
            visit(this.linkTransition(k));
        }
    }

    /** The cell a step leaves. */
    private stepSource(index: number): number {
        return index < this.linkBase ? Math.floor(index / 6) : this.board.linkFrom[index - this.linkBase];
    }

    /** Whether an enemy there blocks a step in the tables themselves (not when they leave figures out). */
    private enemyBlocks(cell: number): boolean {
        return !this.tables.figureFree && this.isEnemyOf(cell);
    }

    private enterable(from: number, direction: number): number {
        const to = this.board.step(from, direction);
        if (to < 0 || this.board.thinWallTowards(from, direction)) {
            return -1;
        }
        const t = this.board.terrain[to];
        if ((t & (Terrain.Wall | Terrain.Obstacle)) !== 0 || this.enemyBlocks(to)) {
            return -1;
        }
        return to;
    }

    /** Cells entered by one step from `from` towards `direction`, the slide included. */
    private stepCells(from: number, direction: number): number[] {
        const first = this.enterable(from, direction);
        if (first < 0) {
            return [];
        }
        const cells = [first];
        let at = first;
        while (this.board.has(at, Terrain.Icy)) {
            const next = this.enterable(at, direction);
            if (next < 0 || this.occupied(next)) {
                break;
            }
            cells.push(next);
            at = next;
        }
        return cells;
    }

    private transition(from: number, direction: number): number {
        const index = from * 6 + direction;
        if (this.stepTo[index] === -2) {
            const cells = this.stepCells(from, direction);
            if (cells.length === 0) {
                this.stepTo[index] = -1;
            } else {
                this.stepTo[index] = cells[cells.length - 1];
                this.stepPoints[index] = this.board.has(cells[0], Terrain.Difficult) ? 2 : 1;
                let traps = 0;
                for (const cell of cells) {
                    traps += this.negative(cell);
                }
                this.stepTraps[index] = traps;
            }
        }
        return index;
    }

    private readonly entered = (from: number, to: number): number[] => {
        for (let d = 0; d < 6; d++) {
            const index = this.transition(from, d);
            if (this.stepTo[index] === to) {
                return this.stepCells(from, d);
            }
        }
        return [to]; // through a link: the linked hex alone
    };

    reach(from: number, budget: number): Reach {
        const unlimited = budget === Infinity || budget >= this.board.size * 2;
        const imagined = this.tables.figureFree ? this.imagined : undefined;
        const cell = imagined?.cellOn(this.board) ?? -1;
        if (!imagined || cell < 0) {
            return unlimited ? this.unlimited(from) : this.limited(from, budget);
        }
        // On the board without the imagined figure, only its hex is unblocked (the tables leave figures out).
        if (!unlimited) {
            // A search within the budget that never comes to the figure's hex runs the same with it blocked.
            const written = imagined.limitedFrom(from, budget, () => this.limited(from, budget, imagined.blocked));
            return written.points[cell] === UNREACHABLE ? written : this.limited(from, budget);
        }
        const written = imagined.unlimitedFrom(from, () => this.soleRoutes(from, imagined.blocked));
        let { traps, points } = written;
        if (!written.complete) {
            return this.unlimited(from);
        }
        if (points[cell] !== UNREACHABLE) {
            // Only the figure's hex becomes unreachable, and the cells it lies on every cheapest route
            // to change: those are searched again, from the cells around them.
            const changed = imagined.changedCosts(from, written);
            if (onSomeSoleRoute(written, cell)) {
                const again = this.memory.repairCosts(this.board.size);
                const inside = repairBehind(this.memory, written, cell, this.incoming(), this.outgoing(), this.stepTraps, this.stepPoints, imagined.blocked, again);
                for (let i = 0; i < inside.length; i++) {
                    changed.set(inside[i], again.traps[inside[i]], again.points[inside[i]]);
                }
            }
            changed.set(cell, UNREACHABLE, UNREACHABLE);
            ({ traps, points } = changed);
        }
        // Cheapest routes may be chosen otherwise among equals: one is searched for when a path is asked.
        let routes: Reach | undefined;
        return { from, traps, points, path: to => (routes ??= this.unlimited(from)).path(to) };
    }

    /** The costs from `from` with `blocked` blocked, and which cells lie on every cheapest route to another. */
    private soleRoutes(from: number, blocked: Uint8Array): SoleRoutes {
        const { traps, points } = cheapest(this.memory, this.board.size, from, this.stepTraps, this.stepPoints, this.outgoing(), blocked, false);
        return soleRoutes(from, traps, points, this.incoming(), this.stepTraps, this.stepPoints, blocked);
    }

    /** Without ice the tables leave figures out, and enemies only block; on ice a figure stops a slide. */
    override get figuresOnlyBlock(): boolean {
        return this.tables.figureFree;
    }

    override costChangedBy(from: number, to: number, cell: number): boolean {
        const imagined = this.tables.figureFree ? this.imagined : undefined;
        if (!imagined || imagined.cellOn(this.board) < 0) {
            return true;
        }
        const routes = imagined.unlimitedFrom(from, () => this.soleRoutes(from, imagined.blocked));
        return !routes.complete || cell === to || onEveryRoute(routes, cell, to);
    }

    /** Dijkstra from `to` over the steps reversed: one search serves every starting hex. */
    costsTo(to: number): Costs {
        const { traps, points } = cheapest(this.memory, this.board.size, to, this.stepTraps, this.stepPoints, this.incoming(), this.blocked, true);
        return { traps, points };
    }

    /**
     * On a board a figure is imagined on, from each cell's own search on the board without the figure:
     * the cells a monster may stop on this turn are few and the same on every imagined board, while
     * the destinations are as many as the hexes the figure is imagined on. Blocking the figure's hex
     * changes the cost of `to` only where it lies on every cheapest route there; then the cells behind
     * it are searched again. Elsewhere, one search back from `to`.
     */
    override restTo(to: number, from: Int32Array): Costs {
        const imagined = this.tables.figureFree ? this.imagined : undefined;
        const cell = imagined?.cellOn(this.board) ?? -1;
        if (!imagined || cell < 0) {
            return costsAt(this.costsTo(to), from);
        }
        const traps = new Int32Array(from.length);
        const points = new Int32Array(from.length);
        for (let i = 0; i < from.length; i++) {
            const routes = imagined.unlimitedFrom(from[i], () => this.soleRoutes(from[i], imagined.blocked));
            if (!routes.complete) {
                return costsAt(this.costsTo(to), from);
            }
            if (from[i] !== cell && onEveryRoute(routes, cell, to)) {
                const again = this.memory.repairCosts(this.board.size);
                repairBehind(this.memory, routes, cell, this.incoming(), this.outgoing(), this.stepTraps, this.stepPoints, imagined.blocked, again);
                traps[i] = again.traps[to];
                points[i] = again.points[to];
            } else {
                traps[i] = routes.traps[to];
                points[i] = routes.points[to];
            }
        }
        return { traps, points };
    }

    /** Every step out of each cell: its six directions in order, then its links. */
    private outgoing(): StepList {
        if (!this.tables.outgoing) {
            const size = this.board.size;
            const start = new Int32Array(size + 1);
            const other: number[] = [];
            const step: number[] = [];
            for (let cell = 0; cell < size; cell++) {
                this.forEachStep(cell, index => {
                    if (this.stepTo[index] >= 0) {
                        other.push(this.stepTo[index]);
                        step.push(index);
                    }
                });
                start[cell + 1] = other.length;
            }
            this.tables.outgoing = { start, other: Int32Array.from(other), step: Int32Array.from(step) };
        }
        return this.tables.outgoing;
    }

    /** Every step into each cell, by step index: one search back from a destination serves every starting hex. */
    private incoming(): StepList {
        if (!this.tables.incoming) {
            const size = this.board.size;
            const forward = this.outgoing(); // every step worked out
            const start = new Int32Array(size + 1);
            for (let k = 0; k < forward.other.length; k++) {
                start[forward.other[k] + 1]++;
            }
            for (let cell = 0; cell < size; cell++) {
                start[cell + 1] += start[cell];
            }
            const other = new Int32Array(start[size]);
            const step = new Int32Array(start[size]);
            const fill = start.slice(0, size);
            for (let index = 0; index < this.stepTo.length; index++) {
                const target = this.stepTo[index];
                if (target >= 0) {
                    other[fill[target]] = this.stepSource(index);
                    step[fill[target]++] = index;
                }
            }
            this.tables.incoming = { start, other, step };
        }
        return this.tables.incoming;
    }

    private unlimited(from: number): Reach {
        const { traps, points, previous } = cheapest(this.memory, this.board.size, from, this.stepTraps, this.stepPoints, this.outgoing(), this.blocked, false);
        return new TableReach(from, traps, points, previous, this.entered);
    }

    /** Fewest negative hexes within the budget: a table over (points spent, cell). */
    private limited(from: number, budget: number, blocked = this.blocked): Reach {
        const size = this.board.size;
        const layers = budget + 1;
        const slots = layers * size;
        const best = this.memory.layers(slots).fill(UNREACHABLE);
        const parent = new Int32Array(layers * size).fill(-1);
        best[from] = 0;
        // Every step out of each cell, in the order of its directions and then its links.
        const { start, other, step } = this.outgoing();
        const { stepPoints, stepTraps } = this;
        for (let p = 0; p < layers; p++) {
            const base = p * size;
            for (let cell = 0; cell < size; cell++) {
                const t0 = best[base + cell];
                if (t0 === UNREACHABLE) {
                    continue;
                }
                for (let k = start[cell]; k < start[cell + 1]; k++) {
                    const to = other[k];
                    const q = p + stepPoints[step[k]];
                    if (q > budget || blocked[to] === 1) {
                        continue;
                    }
                    const t = t0 + stepTraps[step[k]];
                    const slot = q * size + to;
                    if (t < best[slot]) {
                        best[slot] = t;
                        parent[slot] = base + cell;
                    }
                }
            }
        }
        const traps = new Int32Array(size).fill(UNREACHABLE);
        const points = new Int32Array(size).fill(UNREACHABLE);
        const slotOf = new Int32Array(size).fill(-1);
        for (let p = 0; p < layers; p++) {
            for (let cell = 0; cell < size; cell++) {
                const t = best[p * size + cell];
                if (t < traps[cell]) {
                    traps[cell] = t;
                    points[cell] = p;
                    slotOf[cell] = p * size + cell;
                }
            }
        }
        const entered = this.entered;
        return {
            from, traps, points,
            path(to: number): number[] {
                if (slotOf[to] < 0) {
                    return [];
                }
                const stops: number[] = [];
                for (let slot = slotOf[to]; slot >= 0 && slot !== from; slot = parent[slot]) {
                    stops.push(slot % size);
                }
                stops.reverse();
                const path: number[] = [];
                let at = from;
                for (const stop of stops) {
                    path.push(...entered(at, stop));
                    at = stop;
                }
                return path;
            }
        };
    }
}

/** Flying: only walls and thin walls stop it; it ignores terrain, so costs 1 a hex and no traps. */
class FlyingMover extends BaseMover {
    reach(from: number, budget: number): Reach {
        const search = (): Reach => aroundWalls(this.board, this.distances.path(from), from, budget, () => 0, () => 0);
        // Figures play no part: one search serves every board a figure is imagined on.
        return this.imaginedOn() ? this.imagined!.figureFree(`flying ${from} ${budget}`, search) : search();
    }

    costsTo(to: number): Costs {
        return { traps: new Int32Array(this.board.size), points: this.distances.path(to) };
    }

    /** On imagined boards, from each cell's own field (fields are symmetric): those cells are the same on every board. */
    override restTo(to: number, from: Int32Array): Costs {
        if (!this.imaginedOn()) {
            return super.restTo(to, from);
        }
        const points = new Int32Array(from.length);
        for (let i = 0; i < from.length; i++) {
            points[i] = this.distances.path(from[i])[to];
        }
        return { traps: new Int32Array(from.length), points };
    }
}

/**
 * Jumping: passes over everything but walls; only the last hex counts, so a negative hex there is
 * entered, and in Gloomhaven difficult terrain there costs one point more.
 */
class JumpingMover extends BaseMover {
    reach(from: number, budget: number): Reach {
        const landing = EDITION_RULES[this.board.edition].jumpLandingOnDifficult.value;
        const extra = landing > 0
            ? (cell: number) => (cell !== from && this.board.has(cell, Terrain.Difficult) ? landing : 0)
            : () => 0;
        const search = (): Reach => aroundWalls(this.board, this.distances.path(from), from, budget, cell => (cell === from ? 0 : this.negative(cell)), extra);
        // Figures play no part: one search serves every board a figure is imagined on.
        return this.imaginedOn() ? this.imagined!.figureFree(`jumping ${from} ${budget}`, search) : search();
    }

    /** A jump is symmetric but for its landing hex, which is the destination here. */
    costsTo(to: number): Costs {
        const distance = this.distances.path(to);
        const size = this.board.size;
        const landing = this.board.has(to, Terrain.Difficult) ? EDITION_RULES[this.board.edition].jumpLandingOnDifficult.value : 0;
        const traps = new Int32Array(size).fill(this.negative(to));
        const points = new Int32Array(size);
        for (let cell = 0; cell < size; cell++) {
            points[cell] = distance[cell] === UNREACHABLE ? UNREACHABLE : distance[cell] + (cell === to ? 0 : landing);
        }
        traps[to] = 0;
        return { traps, points };
    }

    /** On imagined boards, from each cell's own field (fields are symmetric): those cells are the same on every board. */
    override restTo(to: number, from: Int32Array): Costs {
        if (!this.imaginedOn()) {
            return super.restTo(to, from);
        }
        const landing = this.board.has(to, Terrain.Difficult) ? EDITION_RULES[this.board.edition].jumpLandingOnDifficult.value : 0;
        const traps = new Int32Array(from.length);
        const points = new Int32Array(from.length);
        for (let i = 0; i < from.length; i++) {
            const distance = this.distances.path(from[i])[to];
            traps[i] = from[i] === to ? 0 : this.negative(to);
            points[i] = distance === UNREACHABLE ? UNREACHABLE : distance + (from[i] === to ? 0 : landing);
        }
        return { traps, points };
    }
}

/** Teleport: straight to any hex within the range, through walls; only the hex it lands on counts. */
class TeleportMover extends BaseMover {
    reach(from: number, budget: number): Reach {
        const size = this.board.size;
        const traps = new Int32Array(size).fill(UNREACHABLE);
        const points = new Int32Array(size).fill(UNREACHABLE);
        const origin = this.board.hexOf(from);
        for (let cell = 0; cell < size; cell++) {
            const p = hexDistance(origin, this.board.hexOf(cell));
            if (p <= budget && !this.board.has(cell, Terrain.Wall)) {
                points[cell] = p;
                traps[cell] = cell === from ? 0 : this.negative(cell);
            }
        }
        return { from, traps, points, path: (to: number) => (to === from || points[to] === UNREACHABLE ? [] : [to]) };
    }

    costsTo(to: number): Costs {
        const size = this.board.size;
        const target = this.board.hexOf(to);
        const traps = new Int32Array(size).fill(this.negative(to));
        const points = new Int32Array(size);
        for (let cell = 0; cell < size; cell++) {
            points[cell] = hexDistance(this.board.hexOf(cell), target);
        }
        traps[to] = 0;
        return { traps, points };
    }
}

function aroundWalls(board: Board, distance: Int32Array, from: number, budget: number, trapsAt: (cell: number) => number,
    extraAt: (cell: number) => number): Reach {
    const size = board.size;
    const traps = new Int32Array(size).fill(UNREACHABLE);
    const points = new Int32Array(size).fill(UNREACHABLE);
    for (let cell = 0; cell < size; cell++) {
        if (distance[cell] === UNREACHABLE) {
            continue;
        }
        const p = distance[cell] + extraAt(cell);
        if (p <= budget) {
            points[cell] = p;
            traps[cell] = trapsAt(cell);
        }
    }
    return {
        from, traps, points,
        path(to: number): number[] {
            if (points[to] === UNREACHABLE) {
                return [];
            }
            // Walk back down the distance field: any neighbour one step nearer lies on a shortest route.
            const path: number[] = [];
            let cell = to;
            while (cell !== from) {
                path.push(cell);
                let next = -1;
                for (let d = 0; d < 6 && next < 0; d++) {
                    const n = board.step(cell, d);
                    if (n >= 0 && distance[n] === distance[cell] - 1 && !board.thinWallTowards(cell, d)) {
                        next = n;
                    }
                }
                for (let k = board.linkStart[cell]; k < board.linkStart[cell + 1] && next < 0; k++) {
                    if (distance[board.linkTo[k]] === distance[cell] - 1) {
                        next = board.linkTo[k];
                    }
                }
                if (next < 0) {
                    break;
                }
                cell = next;
            }
            return path.reverse();
        }
    };
}
