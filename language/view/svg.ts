import { columnLetters, formatCoordinate, parseCoordinate } from '../hex/offset.js';
import type { BoardView, MapView, PlayedTurnView } from './board-view.js';
import { BOARD_CSS } from './board-style.js';
import { TEXT } from './figure-layout.js';
import { planFigure, renderFigure } from './figure-svg.js';
import { type BoardLayout, type LayoutOptions, type Point, SQRT3, createLayout, round } from './layout.js';
import { legendHeight, legendSvg } from './legend-svg.js';
import { fitNameLabels } from './name-labels.js';
import { decisionMarks, decisionOverlay, playedOverlay } from './overlay-svg.js';
import { centredText, escapeXml, points } from './svg-text.js';
import { doorSymbol, kindsToDraw, linkSymbol, terrainSymbol } from './terrain-symbols.js';

/**
 * Draws a `BoardView` as an SVG string, with no DOM: the preview webview and `ghs render`
 * share it. Colours come from CSS classes whose rules read `--ghs-*` variables, so a host page
 * can map them to its theme; `BOARD_CSS` holds the defaults for a standalone file.
 *
 * Layers, bottom to top: the hexes and their terrain, doors, thin walls and links; the selected
 * monster's decision and the marks of its focus and targets; the turn just played; the figures;
 * the coordinates. Under the board, the figures it could not place and the legend.
 */

export interface BoardSelection {
    readonly monster: string;
    /** Index into the decision's options; the others are drawn faded. Defaults to 0. */
    readonly option?: number;
}

export interface RenderOptions extends LayoutOptions {
    /** The monster whose decision is drawn over the board. */
    readonly selection?: BoardSelection;
    /** The turns just played, drawn until the text changes again. */
    readonly played?: readonly PlayedTurnView[];
    /** Puts `BOARD_CSS` inside the SVG; a page with a strict CSP loads it as a stylesheet instead. */
    readonly embedStyle?: boolean;
}

/** The drawing's size: the board, and the strip and legend under it. */
export function boardSvgSize(view: BoardView, options: RenderOptions = {}): { width: number; height: number } {
    const layout = createLayout(view.map, options);
    const decision = options.selection && view.decisions.find(d => d.monster === options.selection?.monster);
    return { width: layout.width, height: round(layout.height + legendHeight(view, legendOptions(view, options, decision), layout.width, layout.size)) };
}

function legendOptions(view: BoardView, options: RenderOptions, decision: BoardView['decisions'][number] | undefined) {
    const played = options.played ?? [];
    return {
        decision, played,
        damage: played.some(t => t.attacks.some(a => a.damage !== undefined)) || view.figures.some(f => f.damage !== undefined)
    };
}

export function renderBoardSvg(view: BoardView, options: RenderOptions = {}): string {
    const map = view.map;
    const hasMap = map.maxCol >= map.minCol && map.maxRow >= map.minRow;
    if (!hasMap) {
        return renderMessage(view, options);
    }
    const layout = createLayout(map, options);
    const s = layout.size;
    const decision = options.selection && view.decisions.find(d => d.monster === options.selection?.monster);
    const chosen = options.selection?.option ?? 0;
    const legend = legendOptions(view, options, decision);
    const width = layout.width;
    const height = round(layout.height + legendHeight(view, legend, width, s));
    const out: string[] = [];
    out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="ghs-board${layout.rotate ? ' ghs-rotated' : ''}" ` +
        `viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
        `role="img" aria-label="${escapeXml(view.title)}" font-size="${round(s * TEXT)}">`);
    out.push(`<title>${escapeXml(view.title)}</title>`);
    if (options.embedStyle ?? true) {
        out.push(`<style>${BOARD_CSS}</style>`);
    }
    out.push(`<rect class="ghs-background" x="0" y="0" width="${width}" height="${height}"/>`);
    out.push(hexes(view, layout), terrain(view, layout), doors(view, layout), thinWalls(view, layout), links(view, layout));

    const figureHex = new Map(view.figures.map(f => [f.name, f.hex]));
    if (decision) {
        out.push(decisionOverlay(decision, chosen, layout, figureHex), decisionMarks(decision, chosen, layout, figureHex));
    }
    const played = options.played ?? [];
    if (played.length > 0) {
        out.push(playedOverlay(played, layout, figureHex));
    }
    out.push(figures(view, layout, decision?.monster, played));
    if (options.coordinates ?? true) {
        out.push(renderCoordinates(map, layout));
    }
    out.push(legendSvg(view, legend, width, layout.height, s));
    out.push('</svg>');
    return out.join('\n');
}

function hexes(view: BoardView, layout: BoardLayout): string {
    const map = view.map;
    const terrainAt = new Map(view.terrain.map(t => [t.hex, t.kinds]));
    const doorAt = new Map((view.doors ?? []).map(d => [d.hex, d.state]));
    const linkedTo = new Map<string, string[]>();
    for (const [a, b] of view.links ?? []) {
        linkedTo.set(a, [...(linkedTo.get(a) ?? []), b]);
        linkedTo.set(b, [...(linkedTo.get(b) ?? []), a]);
    }
    const out: string[] = ['<g class="ghs-hexes">'];
    for (let col = map.minCol; col <= map.maxCol; col++) {
        for (let row = map.minRow; row <= map.maxRow; row++) {
            const label = formatCoordinate({ col, row });
            const kinds = terrainAt.get(label) ?? [];
            const door = doorAt.get(label);
            const classes = ['ghs-hex', ...kinds.map(k => `ghs-t-${k}`), ...(door ? [`ghs-door-${door}`] : [])].join(' ');
            const linked = linkedTo.get(label);
            const words = [...kinds, ...(door ? [`${door} door`] : []), ...(linked ? [`linked to ${linked.join(', ')}`] : [])];
            const tip = words.length > 0 ? `${label} · ${words.join(', ')}` : label;
            out.push(`<g class="${classes}" data-hex="${label}"><polygon points="${points(layout.corners(col, row))}"/>` +
                `<title>${tip}</title></g>`);
        }
    }
    out.push('</g>');
    return out.join('');
}

function terrain(view: BoardView, layout: BoardLayout): string {
    const s = layout.size;
    const occupied = new Set(view.figures.map(f => f.hex));
    const out: string[] = ['<g class="ghs-terrain">'];
    for (const t of view.terrain) {
        const kinds = kindsToDraw(t.kinds);
        const slots = symbolSlots(kinds.length, occupied.has(t.hex), s);
        const c = layout.center(t.col, t.row);
        kinds.forEach((kind, i) => out.push(terrainSymbol(kind, { x: c.x + slots[i].x, y: c.y + slots[i].y }, slots[i].r, t.hex)));
    }
    out.push('</g>');
    return out.join('');
}

function doors(view: BoardView, layout: BoardLayout): string {
    return `<g class="ghs-doors">${(view.doors ?? []).map(door => doorSymbol(door.state, layout.center(door.col, door.row), layout.size * 0.45, door.hex)).join('')}</g>`;
}

function thinWalls(view: BoardView, layout: BoardLayout): string {
    const out: string[] = ['<g class="ghs-thin-walls">'];
    for (const [a, b] of view.thinWalls) {
        const ca = parseCoordinate(a);
        const cb = parseCoordinate(b);
        const edge = ca && cb && layout.sharedEdge(ca, cb);
        if (edge) {
            out.push(`<line class="ghs-thin-wall" data-wall="${a} ${b}" x1="${edge[0].x}" y1="${edge[0].y}" x2="${edge[1].x}" y2="${edge[1].y}"/>`);
        }
    }
    out.push('</g>');
    return out.join('');
}

function links(view: BoardView, layout: BoardLayout): string {
    const out: string[] = ['<g class="ghs-links">'];
    for (const [a, b] of view.links ?? []) {
        const ca = parseCoordinate(a);
        const cb = parseCoordinate(b);
        if (ca && cb) {
            out.push(linkSymbol(layout.center(ca.col, ca.row), layout.center(cb.col, cb.row), layout.size, a, b));
        }
    }
    out.push('</g>');
    return out.join('');
}

/** The figures, each with its label row fitted to the room the others leave it. */
function figures(view: BoardView, layout: BoardLayout, selected: string | undefined, played: readonly PlayedTurnView[]): string {
    const dealt = new Map<string, number>();
    for (const attack of played.flatMap(turn => turn.attacks)) {
        if (attack.damage !== undefined) {
            dealt.set(attack.target, (dealt.get(attack.target) ?? 0) + attack.damage);
        }
    }
    const plans = view.figures.map(f => planFigure(f, layout, played.length > 0 ? dealt.get(f.name) : f.damage));
    const labels = fitNameLabels(plans.map(p => p.label), layout.size, layout.width);
    return `<g class="ghs-figures">${plans.map((plan, i) => renderFigure(plan, labels[i], layout, plan.figure.name === selected)).join('')}</g>`;
}

function renderMessage(view: BoardView, options: RenderOptions): string {
    const lines = view.problems.length > 0 ? view.problems : ['Nothing to draw: the scenario has no map.'];
    const width = 560;
    const height = 40 + lines.length * 24;
    const style = (options.embedStyle ?? true) ? `<style>${BOARD_CSS}</style>` : '';
    const text = lines.map((line, i) =>
        `<text class="ghs-message" x="16" y="${32 + i * 24}" font-size="15">${escapeXml(line)}</text>`).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" class="ghs-board ghs-empty" viewBox="0 0 ${width} ${height}" ` +
        `width="${width}" height="${height}" role="img" aria-label="${escapeXml(view.title)}"><title>${escapeXml(view.title)}</title>${style}` +
        `<rect class="ghs-background" x="0" y="0" width="${width}" height="${height}"/>${text}</svg>`;
}

interface Slot { readonly x: number; readonly y: number; readonly r: number }

/** Where a hex's symbols go: the middle when it is free, beside the token when a figure stands there. */
function symbolSlots(count: number, occupied: boolean, s: number): Slot[] {
    if (occupied) {
        const side = [{ x: -0.74 * s, y: -0.12 * s, r: 0.18 * s }, { x: 0.74 * s, y: -0.12 * s, r: 0.18 * s }];
        return Array.from({ length: count }, (_, i) => side[i % side.length]);
    }
    if (count <= 1) {
        return [{ x: 0, y: 0, r: 0.46 * s }];
    }
    const ring = [{ x: -0.36 * s, y: 0 }, { x: 0.36 * s, y: 0 }, { x: 0, y: -0.5 * s }, { x: 0, y: 0.5 * s }];
    return Array.from({ length: count }, (_, i) => ({ ...ring[i % ring.length], r: 0.28 * s }));
}

function renderCoordinates(map: MapView, layout: BoardLayout): string {
    const s = layout.size;
    const h = SQRT3 * s;
    const parts: string[] = ['<g class="ghs-coords">'];
    // Placed in flat-grid terms (above a column, left of a row), then turned with the grid.
    const offsetFrom = (col: number, row: number, dx: number, dy: number): Point => {
        const c = layout.center(col, row);
        return layout.rotate ? { x: round(c.x - dy), y: round(c.y + dx) } : { x: round(c.x + dx), y: round(c.y + dy) };
    };
    for (let col = map.minCol; col <= map.maxCol; col++) {
        // Level with the higher (even) columns, so the letters stand in one line.
        const p = offsetFrom(col, map.minRow, 0, -h / 2 - s * (layout.rotate ? 0.55 : 0.4) - (col % 2 === 1 ? h / 2 : 0));
        parts.push(centredText('ghs-coord', p, s * TEXT, columnLetters(col), 'middle', ` data-col="${columnLetters(col)}"`));
    }
    for (let row = map.minRow; row <= map.maxRow; row++) {
        const p = offsetFrom(map.minCol, row, -s - s * (layout.rotate ? 0.4 : 0.55), 0);
        parts.push(centredText('ghs-coord', p, s * TEXT, String(row), 'middle', ` data-row="${row}"`));
    }
    parts.push('</g>');
    return parts.join('');
}
