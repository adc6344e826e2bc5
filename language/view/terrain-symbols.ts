import type { DoorState, TerrainKind } from '../model/board.js';
import { type Point, round } from './layout.js';

/**
 * The line-drawn symbols of the board's terrain, doors and links, legible without colour: the
 * board draws them in its hexes and the legend beside its words.
 */

/** Terrain drawn with a symbol, in the order they are placed; several may share a hex. */
export const SYMBOL_ORDER: readonly TerrainKind[] = ['wall', 'obstacle', 'hazardous', 'trap', 'icy', 'difficult'];

export function kindsToDraw(kinds: readonly TerrainKind[]): TerrainKind[] {
    return SYMBOL_ORDER.filter(k => kinds.includes(k));
}

/** A line-drawn symbol per terrain kind, legible without colour. */
export function terrainSymbol(kind: TerrainKind, c: Point, r: number, hexLabel: string): string {
    const p = (x: number, y: number): string => `${round(c.x + x * r)},${round(c.y + y * r)}`;
    let d: string;
    switch (kind) {
        case 'wall': // courses of bricks
            d = `M${p(-0.9, -0.5)}H${round(c.x + 0.9 * r)}M${p(-0.9, 0)}H${round(c.x + 0.9 * r)}M${p(-0.9, 0.5)}H${round(c.x + 0.9 * r)}` +
                `M${p(-0.3, -0.5)}V${round(c.y)}M${p(0.4, -0.5)}V${round(c.y)}M${p(0, 0)}V${round(c.y + 0.5 * r)}M${p(0.7, 0)}V${round(c.y + 0.5 * r)}` +
                `M${p(-0.6, 0)}V${round(c.y + 0.5 * r)}M${p(-0.3, 0.5)}V${round(c.y + 0.9 * r)}M${p(0.4, 0.5)}V${round(c.y + 0.9 * r)}` +
                `M${p(-0.6, -0.9)}V${round(c.y - 0.5 * r)}M${p(0.1, -0.9)}V${round(c.y - 0.5 * r)}`;
            break;
        case 'obstacle': // a boulder
            d = `M${p(-0.85, 0.55)}L${p(-0.7, -0.1)}L${p(-0.35, -0.6)}L${p(0.2, -0.75)}L${p(0.65, -0.4)}L${p(0.9, 0.2)}L${p(0.7, 0.6)}Z` +
                `M${p(-0.2, -0.25)}L${p(0.15, 0.05)}`;
            break;
        case 'trap': // sprung jaws
            d = `M${p(-0.9, 0)}A${round(0.9 * r)},${round(0.9 * r)} 0 1 1 ${p(0.9, 0)}A${round(0.9 * r)},${round(0.9 * r)} 0 1 1 ${p(-0.9, 0)}Z` +
                `M${p(-0.9, 0)}L${p(-0.6, -0.35)}L${p(-0.3, 0)}L${p(0, -0.35)}L${p(0.3, 0)}L${p(0.6, -0.35)}L${p(0.9, 0)}` +
                `M${p(-0.6, 0.35)}L${p(-0.3, 0)}L${p(0, 0.35)}L${p(0.3, 0)}L${p(0.6, 0.35)}`;
            break;
        case 'hazardous': // a warning triangle
            d = `M${p(0, -0.9)}L${p(0.95, 0.75)}L${p(-0.95, 0.75)}Z M${p(0, -0.35)}L${p(0, 0.2)}M${p(0, 0.45)}L${p(0, 0.5)}`;
            break;
        case 'difficult': // rubble peaks
            d = `M${p(-0.95, 0.1)}L${p(-0.65, -0.45)}L${p(-0.35, 0.1)}M${p(-0.15, 0.1)}L${p(0.15, -0.45)}L${p(0.45, 0.1)}` +
                `M${p(-0.55, 0.7)}L${p(-0.25, 0.15)}L${p(0.05, 0.7)}M${p(0.3, 0.7)}L${p(0.6, 0.15)}L${p(0.9, 0.7)}`;
            break;
        case 'icy': { // a snowflake
            const arms: string[] = [];
            for (let i = 0; i < 3; i++) {
                const a = (Math.PI / 3) * i + Math.PI / 2;
                const x = Math.cos(a);
                const y = Math.sin(a);
                arms.push(`M${p(-x * 0.9, -y * 0.9)}L${p(x * 0.9, y * 0.9)}`);
                for (const sign of [1, -1]) {
                    const bx = sign * x * 0.55;
                    const by = sign * y * 0.55;
                    const bx1 = sign * Math.cos(a + 0.6) * 0.85;
                    const by1 = sign * Math.sin(a + 0.6) * 0.85;
                    const bx2 = sign * Math.cos(a - 0.6) * 0.85;
                    const by2 = sign * Math.sin(a - 0.6) * 0.85;
                    arms.push(`M${p(bx1, by1)}L${p(bx, by)}L${p(bx2, by2)}`);
                }
            }
            d = arms.join('');
            break;
        }
    }
    return `<path class="ghs-sym ghs-sym-${kind}" data-terrain="${kind}" data-hex="${hexLabel}" d="${d}"/>`;
}

/**
 * A link: a ring inside each linked hex and a dashed arc between them, bowed to one side so that
 * it does not run along a row of hexes or over the figures standing in them.
 */
export function linkSymbol(a: Point, b: Point, s: number, labelA: string, labelB: string): string {
    const r = s * 0.62;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy) || 1;
    const bow = Math.min(length * 0.25, s * 1.5);
    const control = { x: round(mid.x - (dy / length) * bow), y: round(mid.y + (dx / length) * bow) };
    return `<g class="ghs-link-pair" data-link="${labelA} ${labelB}">` +
        `<circle class="ghs-link-end" cx="${round(a.x)}" cy="${round(a.y)}" r="${round(r)}"/>` +
        `<circle class="ghs-link-end" cx="${round(b.x)}" cy="${round(b.y)}" r="${round(r)}"/>` +
        `<path class="ghs-link" d="M${round(a.x)} ${round(a.y)} Q${control.x} ${control.y} ${round(b.x)} ${round(b.y)}"/>` +
        `<title>${labelA} and ${labelB} are linked: adjacent for movement, not for range or sight</title></g>`;
}

/** A door leaf with its handle: solid when closed, dashed when open. */
export function doorSymbol(state: DoorState, c: Point, r: number, hexLabel: string): string {
    const p = (x: number, y: number): string => `${round(c.x + x * r)},${round(c.y + y * r)}`;
    const d = `M${p(-0.55, 0.9)}V${round(c.y - 0.6 * r)}A${round(0.55 * r)},${round(0.55 * r)} 0 0 1 ${p(0.55, -0.6)}V${round(c.y + 0.9 * r)}Z` +
        `M${p(0.25, 0.15)}L${p(0.3, 0.15)}`;
    return `<path class="ghs-sym ghs-sym-door ghs-sym-door-${state}" data-door="${state}" data-hex="${hexLabel}" d="${d}"/>`;
}
