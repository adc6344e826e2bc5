/**
 * Axial hex coordinates for a flat-topped grid (cube coordinates with s = -q - r implied).
 * q grows to the right, r grows down-right along a column's "down" axis; see offset.ts for labels.
 */
export interface Hex {
    readonly q: number;
    readonly r: number;
}

export function hex(q: number, r: number): Hex {
    return { q, r };
}

/** Directions clockwise from north; the index is used for thin-wall edges and corner geometry. */
export const enum Direction {
    N = 0,
    NE = 1,
    SE = 2,
    S = 3,
    SW = 4,
    NW = 5
}

export const DIRECTIONS: readonly Hex[] = [
    hex(0, -1), hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0)
];

export const DIRECTION_NAMES = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'] as const;

export function hexAdd(a: Hex, b: Hex): Hex {
    return hex(a.q + b.q, a.r + b.r);
}

export function hexSubtract(a: Hex, b: Hex): Hex {
    return hex(a.q - b.q, a.r - b.r);
}

export function hexEquals(a: Hex, b: Hex): boolean {
    return a.q === b.q && a.r === b.r;
}

export function hexNeighbor(h: Hex, direction: number): Hex {
    return hexAdd(h, DIRECTIONS[direction]);
}

export function hexNeighbors(h: Hex): Hex[] {
    return DIRECTIONS.map(d => hexAdd(h, d));
}

/** Number of steps between two hexes on an open grid. */
export function hexDistance(a: Hex, b: Hex): number {
    const dq = a.q - b.q;
    const dr = a.r - b.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to an adjacent b, or -1 when they are not adjacent. */
export function directionBetween(a: Hex, b: Hex): number {
    const dq = b.q - a.q;
    const dr = b.r - a.r;
    return DIRECTIONS.findIndex(d => d.q === dq && d.r === dr);
}

export function oppositeDirection(direction: number): number {
    return (direction + 3) % 6;
}

/** Rotates a hex (taken relative to the origin) by 60° clockwise `steps` times. */
export function hexRotate(h: Hex, steps: number): Hex {
    let q = h.q;
    let r = h.r;
    const turns = ((steps % 6) + 6) % 6;
    for (let i = 0; i < turns; i++) {
        const s = -q - r;
        // cube (q, r, s) -> (-r, -s, -q) is a 60° clockwise turn
        const nq = -r;
        const nr = -s;
        q = nq;
        r = nr;
    }
    return hex(q + 0, r + 0);
}

/** Mirrors a hex (taken relative to the origin) across the vertical axis through the origin's column. */
export function hexMirror(h: Hex): Hex {
    // cube (q, r, s) -> (-q, -s, -r) flips left and right on a flat-topped grid
    return hex(-h.q + 0, h.q + h.r + 0);
}

export function hexKey(h: Hex): string {
    return `${h.q},${h.r}`;
}
