import { DIRECTIONS, type Hex, directionBetween, hex } from '../hex/hex.js';
import { type OffsetCoord, hexLabel, hexToOffset, offsetToHex } from '../hex/offset.js';
import type { Condition, Edition, Level, TerrainKind } from '../generated/ast.js';
import type { EffectiveCard } from './effective-ability.js';
import type { AbilitySpec, RetaliateSpec } from './ability-spec.js';

// The grammar names the editions and the terrain kinds; the board speaks the same words.
export type { Edition, TerrainKind };

export const TERRAIN_KINDS: readonly TerrainKind[] = ['wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy'];

/** Terrain of one hex as bit flags, so the engine's inner loops test a byte. */
export const enum Terrain {
    None = 0,
    Wall = 1,
    Obstacle = 2,
    Trap = 4,
    Hazardous = 8,
    Difficult = 16,
    Icy = 32,
    Negative = Trap | Hazardous
}

export function terrainFlag(kind: TerrainKind): Terrain {
    switch (kind) {
        case 'wall': return Terrain.Wall;
        case 'obstacle': return Terrain.Obstacle;
        case 'trap': return Terrain.Trap;
        case 'hazardous': return Terrain.Hazardous;
        case 'difficult': return Terrain.Difficult;
        case 'icy': return Terrain.Icy;
    }
}

export function terrainKinds(flags: number): TerrainKind[] {
    return TERRAIN_KINDS.filter(kind => (flags & terrainFlag(kind)) !== 0);
}

export type { AbilitySpec, AreaSpec, AttackSpec, MoveMode, MoveSpec } from './ability-spec.js';

export type FigureKind = 'character' | 'summon' | 'monster';

export interface FigureSpec {
    readonly name: string;
    readonly kind: FigureKind;
    readonly hex: Hex;
    /** Characters' initiative; summons act on their owner's. */
    readonly initiative?: number;
    readonly invisible?: boolean;
    readonly longRest?: boolean;
    /** For a summon, the name of the character who summoned it. */
    readonly owner?: string;
    readonly ability?: AbilitySpec;
    /** A monster that has already taken its turn this round. */
    readonly acted?: boolean;
    /** A monster another monster summoned this round: "Summoned monsters never act on the round they are summoned". */
    readonly summoned?: boolean;
    /** Current hit points, when the scenario gives them (a standee's default to its stat card's health). */
    readonly hp?: number;
    /** Maximum hit points: a standee's stat card health, a character's or summon's `hp N of M`. */
    readonly maxHp?: number;
    /** The figure's own shield (a standee's stat card; a card's shield bonus is in `card`). */
    readonly shield?: number;
    readonly retaliate?: RetaliateSpec;
    /** Conditions in the order written; `muddle` makes `ability.muddled`, `invisible` makes `invisible`. */
    readonly conditions?: readonly Condition[];
    /** A standee of a monster type. */
    readonly standee?: StandeeSpec;
    /** The standee's revealed card read against its stat card, every attack and line of it. */
    readonly card?: EffectiveCard;
    /** A standee written with an ability block of its own, which its turn is decided by instead of its card. */
    readonly ownAbility?: boolean;
}

export interface StandeeSpec {
    readonly type: string;
    readonly level: Level;
    readonly number?: number;
}

export type DoorState = 'open' | 'closed';

export interface DoorSpec {
    readonly hex: Hex;
    readonly state: DoorState;
}

export interface BoardSpec {
    readonly edition: Edition;
    /** Top-left and bottom-right corners, in offset coordinates. */
    readonly from: OffsetCoord;
    readonly to: OffsetCoord;
    readonly terrain: ReadonlyArray<{ readonly hex: Hex; readonly kind: TerrainKind }>;
    readonly thinWalls: ReadonlyArray<readonly [Hex, Hex]>;
    readonly figures: readonly FigureSpec[];
    /** A closed door counts as a wall hex for every rule; an open one is an ordinary hex. */
    readonly doors?: readonly DoorSpec[];
    /** Linked hexes (Frosthaven): adjacent for movement and path length, never for range or sight. */
    readonly links?: ReadonlyArray<readonly [Hex, Hex]>;
}

export interface Figure extends FigureSpec {
    /** Dense index of the figure's hex on its board. */
    readonly cell: number;
}

/**
 * An immutable scenario board. Hexes inside the map extent get a dense index ("cell") so the
 * engine can work on typed arrays; everything outside the extent does not exist.
 */
export class Board {
    readonly edition: Edition;
    readonly minCol: number;
    readonly maxCol: number;
    readonly minRow: number;
    readonly maxRow: number;
    readonly width: number;
    readonly height: number;
    readonly size: number;
    /** Terrain flags per cell. */
    readonly terrain: Uint8Array;
    /** Per cell, bit d is set when a thin wall closes the edge towards direction d. */
    readonly thinWallMask: Uint8Array;
    /** Per cell and direction (cell * 6 + d), the neighbouring cell or -1 outside the map. */
    readonly neighbor: Int32Array;
    readonly figures: readonly Figure[];
    /** Per cell, the index into `figures` of the figure standing there, or -1. */
    readonly occupant: Int32Array;
    /**
     * Links as a compressed table apart from the six directions, so the neighbour table keeps its
     * fixed stride: the links leaving `cell` are entries linkStart[cell] to linkStart[cell + 1] - 1
     * of `linkTo` (the cell reached) and `linkFrom` (the cell left). Each link appears both ways.
     */
    readonly linkStart: Int32Array;
    readonly linkTo: Int32Array;
    readonly linkFrom: Int32Array;
    /** Each link once, as the author wrote it, its first hex's cell first. */
    readonly links: ReadonlyArray<readonly [number, number]>;
    private readonly doors = new Map<number, DoorState>();
    private readonly hexes: Hex[];

    constructor(spec: BoardSpec) {
        this.edition = spec.edition;
        this.minCol = Math.min(spec.from.col, spec.to.col);
        this.maxCol = Math.max(spec.from.col, spec.to.col);
        this.minRow = Math.min(spec.from.row, spec.to.row);
        this.maxRow = Math.max(spec.from.row, spec.to.row);
        this.width = this.maxCol - this.minCol + 1;
        this.height = this.maxRow - this.minRow + 1;
        this.size = this.width * this.height;
        this.terrain = new Uint8Array(this.size);
        this.thinWallMask = new Uint8Array(this.size);
        this.neighbor = new Int32Array(this.size * 6);
        this.occupant = new Int32Array(this.size).fill(-1);
        this.hexes = new Array<Hex>(this.size);
        for (let c = 0; c < this.width; c++) {
            for (let r = 0; r < this.height; r++) {
                this.hexes[c * this.height + r] = offsetToHex({ col: c + this.minCol, row: r + this.minRow });
            }
        }
        for (let cell = 0; cell < this.size; cell++) {
            const h = this.hexes[cell];
            for (let d = 0; d < 6; d++) {
                this.neighbor[cell * 6 + d] = this.cellOf(hex(h.q + DIRECTIONS[d].q, h.r + DIRECTIONS[d].r));
            }
        }
        for (const { hex: h, kind } of spec.terrain) {
            const cell = this.cellOf(h);
            if (cell >= 0) {
                this.terrain[cell] |= terrainFlag(kind);
            }
        }
        for (const door of spec.doors ?? []) {
            const cell = this.cellOf(door.hex);
            if (cell >= 0) {
                this.doors.set(cell, door.state);
                if (door.state === 'closed') {
                    // The engine then needs no notion of doors: a closed one is a wall until the author opens it.
                    this.terrain[cell] |= Terrain.Wall;
                }
            }
        }
        for (const [a, b] of spec.thinWalls) {
            const ca = this.cellOf(a);
            const cb = this.cellOf(b);
            const d = directionBetween(a, b);
            if (ca >= 0 && cb >= 0 && d >= 0) {
                this.thinWallMask[ca] |= 1 << d;
                this.thinWallMask[cb] |= 1 << ((d + 3) % 6);
            }
        }
        this.links = linkPairs(this, spec.links ?? []);
        const { start, to, from } = linkTable(this.size, this.links);
        this.linkStart = start;
        this.linkTo = to;
        this.linkFrom = from;
        const figures: Figure[] = [];
        for (const f of spec.figures) {
            const cell = this.cellOf(f.hex);
            if (cell < 0 || this.occupant[cell] >= 0) {
                continue; // validation reports these; the board keeps the first figure on a hex
            }
            this.occupant[cell] = figures.length;
            figures.push({ ...f, cell });
        }
        this.figures = figures;
    }

    /** The dense index of a hex, or -1 when it lies outside the map. */
    cellOf(h: Hex): number {
        const { col, row } = hexToOffset(h);
        if (col < this.minCol || col > this.maxCol || row < this.minRow || row > this.maxRow) {
            return -1;
        }
        return (col - this.minCol) * this.height + (row - this.minRow);
    }

    hexOf(cell: number): Hex {
        return this.hexes[cell];
    }

    labelOf(cell: number): string {
        return hexLabel(this.hexes[cell]);
    }

    contains(h: Hex): boolean {
        return this.cellOf(h) >= 0;
    }

    has(cell: number, flag: Terrain): boolean {
        return (this.terrain[cell] & flag) !== 0;
    }

    /** The cell next to `cell` towards `direction`, or -1. Ignores walls. */
    step(cell: number, direction: number): number {
        return this.neighbor[cell * 6 + direction];
    }

    /** True when a thin wall stands on the edge of `cell` towards `direction`. */
    thinWallTowards(cell: number, direction: number): boolean {
        return (this.thinWallMask[cell] & (1 << direction)) !== 0;
    }

    /** True when the board has linked hexes: the engine then measures paths through them. */
    get hasLinks(): boolean {
        return this.links.length > 0;
    }

    /** The cells linked to `cell`. */
    linkedTo(cell: number): number[] {
        return Array.from(this.linkTo.subarray(this.linkStart[cell], this.linkStart[cell + 1]));
    }

    /** The door on a cell, if there is one. */
    doorAt(cell: number): DoorState | undefined {
        return this.doors.get(cell);
    }

    /**
     * The same board with one figure standing on another free cell. Terrain and the neighbour
     * table are shared, not copied: what-if questions ask this hundreds of times per board.
     */
    withFigureAt(index: number, cell: number): Board {
        const figure = this.figures[index];
        const figures = this.figures.slice();
        figures[index] = { ...figure, cell, hex: this.hexes[cell] };
        const occupant = this.occupant.slice();
        occupant[figure.cell] = -1;
        occupant[cell] = index;
        return Object.assign(Object.create(Board.prototype) as Board, this, { figures, occupant });
    }

    /**
     * The same map with other figures on it (moved, removed, changed): terrain and the neighbour
     * table are shared, as the walls that a board's geometry depends on stay the same.
     */
    withFigures(specs: readonly FigureSpec[]): Board {
        const occupant = new Int32Array(this.size).fill(-1);
        const figures: Figure[] = [];
        for (const f of specs) {
            const cell = this.cellOf(f.hex);
            if (cell < 0 || occupant[cell] >= 0) {
                continue;
            }
            occupant[cell] = figures.length;
            figures.push({ ...f, cell });
        }
        return Object.assign(Object.create(Board.prototype) as Board, this, { figures, occupant });
    }

    figureAt(cell: number): Figure | undefined {
        const index = this.occupant[cell];
        return index >= 0 ? this.figures[index] : undefined;
    }

    figureNamed(name: string): Figure | undefined {
        return this.figures.find(f => f.name === name);
    }

    /** Every cell of the map, in column-then-row order. */
    *cells(): IterableIterator<number> {
        for (let cell = 0; cell < this.size; cell++) {
            yield cell;
        }
    }
}

/** The links between two distinct cells of the map, each pair once (validation reports the rest). */
function linkPairs(board: Board, links: ReadonlyArray<readonly [Hex, Hex]>): Array<[number, number]> {
    const seen = new Set<string>();
    const pairs: Array<[number, number]> = [];
    for (const [a, b] of links) {
        const ca = board.cellOf(a);
        const cb = board.cellOf(b);
        const key = ca < cb ? `${ca},${cb}` : `${cb},${ca}`;
        if (ca < 0 || cb < 0 || ca === cb || seen.has(key)) {
            continue;
        }
        seen.add(key);
        pairs.push([ca, cb]);
    }
    return pairs;
}

function linkTable(size: number, pairs: ReadonlyArray<readonly [number, number]>): { start: Int32Array; to: Int32Array; from: Int32Array } {
    const start = new Int32Array(size + 1);
    for (const [a, b] of pairs) {
        start[a + 1]++;
        start[b + 1]++;
    }
    for (let cell = 0; cell < size; cell++) {
        start[cell + 1] += start[cell];
    }
    const to = new Int32Array(pairs.length * 2);
    const from = new Int32Array(pairs.length * 2);
    const fill = start.slice(0, size);
    for (const [a, b] of pairs) {
        to[fill[a]] = b;
        from[fill[a]++] = a;
        to[fill[b]] = a;
        from[fill[b]++] = b;
    }
    return { start, to, from };
}
