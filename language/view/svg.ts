import type { WordedDecision, WordedOption } from '../explain/worded-decision.js';
import { visibleText } from '../explain/visible-text.js';
import { columnLetters, formatCoordinate, parseCoordinate } from '../hex/offset.js';
import type { DoorState, TerrainKind } from '../model/board.js';
import type { BoardView, FigureView, MapView } from './board-view.js';
import { BOARD_CSS } from './board-style.js';
import { type BoardLayout, type LayoutOptions, type Point, SQRT3, createLayout, round } from './layout.js';
import { type NameLabel, fitNameLabels } from './name-labels.js';

/**
 * Draws a `BoardView` as an SVG string, with no DOM: the preview webview and `ghs render`
 * share it. Colours come from CSS classes whose rules read `--ghs-*` variables, so a host page
 * can map them to its theme; `BOARD_CSS` holds the defaults for a standalone file.
 */

export interface BoardSelection {
    readonly monster: string;
    /** Index into the decision's options; the others are drawn faded. Defaults to 0. */
    readonly option?: number;
}

export interface RenderOptions extends LayoutOptions {
    /** The monster whose decision is drawn over the board. */
    readonly selection?: BoardSelection;
    /** Puts `BOARD_CSS` inside the SVG; a page with a strict CSP loads it as a stylesheet instead. */
    readonly embedStyle?: boolean;
}

export function renderBoardSvg(view: BoardView, options: RenderOptions = {}): string {
    const map = view.map;
    const hasMap = map.maxCol >= map.minCol && map.maxRow >= map.minRow;
    if (!hasMap) {
        return renderMessage(view, options);
    }
    const layout = createLayout(map, options);
    const s = layout.size;
    const out: string[] = [];
    out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="ghs-board${layout.rotate ? ' ghs-rotated' : ''}" ` +
        `viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" ` +
        `role="img" aria-label="${escapeXml(view.title)}" font-size="${round(s * 0.3)}">`);
    out.push(`<title>${escapeXml(view.title)}</title>`);
    if (options.embedStyle ?? true) {
        out.push(`<style>${BOARD_CSS}</style>`);
    }
    out.push(`<rect class="ghs-background" x="0" y="0" width="${layout.width}" height="${layout.height}"/>`);

    const terrainAt = new Map(view.terrain.map(t => [t.hex, t.kinds]));
    const doorAt = new Map((view.doors ?? []).map(d => [d.hex, d.state]));
    const figureAt = new Map(view.figures.map(f => [f.hex, f]));
    const linkedTo = new Map<string, string[]>();
    for (const [a, b] of view.links ?? []) {
        linkedTo.set(a, [...(linkedTo.get(a) ?? []), b]);
        linkedTo.set(b, [...(linkedTo.get(b) ?? []), a]);
    }

    out.push('<g class="ghs-hexes">');
    for (let col = map.minCol; col <= map.maxCol; col++) {
        for (let row = map.minRow; row <= map.maxRow; row++) {
            const label = hexName(col, row);
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

    out.push('<g class="ghs-terrain">');
    for (const t of view.terrain) {
        const slots = symbolSlots(kindsToDraw(t.kinds).length, figureAt.has(t.hex), s);
        const c = layout.center(t.col, t.row);
        kindsToDraw(t.kinds).forEach((kind, i) => {
            const slot = slots[i];
            out.push(terrainSymbol(kind, { x: c.x + slot.x, y: c.y + slot.y }, slot.r, t.hex));
        });
    }
    out.push('</g>');

    out.push('<g class="ghs-doors">');
    for (const door of view.doors ?? []) {
        out.push(doorSymbol(door.state, layout.center(door.col, door.row), s * 0.45, door.hex));
    }
    out.push('</g>');

    out.push('<g class="ghs-thin-walls">');
    for (const [a, b] of view.thinWalls) {
        const ca = parseCoordinate(a);
        const cb = parseCoordinate(b);
        const edge = ca && cb && layout.sharedEdge(ca, cb);
        if (edge) {
            out.push(`<line class="ghs-thin-wall" data-wall="${a} ${b}" x1="${edge[0].x}" y1="${edge[0].y}" x2="${edge[1].x}" y2="${edge[1].y}"/>`);
        }
    }
    out.push('</g>');

    out.push('<g class="ghs-links">');
    for (const [a, b] of view.links ?? []) {
        const ca = parseCoordinate(a);
        const cb = parseCoordinate(b);
        if (ca && cb) {
            out.push(linkSymbol(layout.center(ca.col, ca.row), layout.center(cb.col, cb.row), s, a, b));
        }
    }
    out.push('</g>');

    const decision = options.selection && view.decisions.find(d => d.monster === options.selection?.monster);
    const figureHex = new Map(view.figures.map(f => [f.name, f.hex]));
    if (decision) {
        out.push(renderOverlayBelow(decision, options.selection?.option ?? 0, layout, figureHex));
    }

    out.push('<g class="ghs-figures">');
    const labels = fitNameLabels(view.figures.map(f => ({ name: f.name, center: layout.center(f.col, f.row) })), s, layout.width);
    view.figures.forEach((figure, i) => out.push(renderFigure(figure, layout, decision?.monster === figure.name, labels[i])));
    out.push('</g>');

    if (decision) {
        out.push(renderOverlayAbove(decision, options.selection?.option ?? 0, layout, figureHex));
    }
    if (options.coordinates ?? true) {
        out.push(renderCoordinates(map, layout));
    }
    out.push('</svg>');
    return out.join('\n');
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

/** Terrain drawn with a symbol, in the order they are placed; several may share a hex. */
const SYMBOL_ORDER: readonly TerrainKind[] = ['wall', 'obstacle', 'hazardous', 'trap', 'icy', 'difficult'];

function kindsToDraw(kinds: readonly TerrainKind[]): TerrainKind[] {
    return SYMBOL_ORDER.filter(k => kinds.includes(k));
}

interface Slot { readonly x: number; readonly y: number; readonly r: number }

/** Where a hex's symbols go: the middle when it is free, beside the token when a figure stands there. */
function symbolSlots(count: number, occupied: boolean, s: number): Slot[] {
    if (occupied) {
        const side = [{ x: -0.7 * s, y: 0, r: 0.2 * s }, { x: 0.7 * s, y: 0, r: 0.2 * s }, { x: 0, y: -0.66 * s, r: 0.17 * s }];
        return Array.from({ length: count }, (_, i) => side[i % side.length]);
    }
    if (count <= 1) {
        return [{ x: 0, y: 0, r: 0.46 * s }];
    }
    const ring = [{ x: -0.36 * s, y: 0 }, { x: 0.36 * s, y: 0 }, { x: 0, y: -0.5 * s }, { x: 0, y: 0.5 * s }];
    return Array.from({ length: count }, (_, i) => ({ ...ring[i % ring.length], r: 0.28 * s }));
}

/** A line-drawn symbol per terrain kind, legible without colour. */
function terrainSymbol(kind: TerrainKind, c: Point, r: number, hexLabel: string): string {
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
function linkSymbol(a: Point, b: Point, s: number, labelA: string, labelB: string): string {
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
function doorSymbol(state: DoorState, c: Point, r: number, hexLabel: string): string {
    const p = (x: number, y: number): string => `${round(c.x + x * r)},${round(c.y + y * r)}`;
    const d = `M${p(-0.55, 0.9)}V${round(c.y - 0.6 * r)}A${round(0.55 * r)},${round(0.55 * r)} 0 0 1 ${p(0.55, -0.6)}V${round(c.y + 0.9 * r)}Z` +
        `M${p(0.25, 0.15)}L${p(0.3, 0.15)}`;
    return `<path class="ghs-sym ghs-sym-door ghs-sym-door-${state}" data-door="${state}" data-hex="${hexLabel}" d="${d}"/>`;
}

function renderFigure(figure: FigureView, layout: BoardLayout, selected: boolean, label: NameLabel): string {
    const s = layout.size;
    const c = layout.center(figure.col, figure.row);
    const classes = ['ghs-figure', `ghs-fig-${figure.kind}`];
    if (figure.kind === 'monster' && !figure.acts) {
        classes.push('ghs-ally');
    }
    if (figure.invisible) {
        classes.push('ghs-invisible');
    }
    if (figure.longRest) {
        classes.push('ghs-long-rest');
    }
    const parts: string[] = [];
    parts.push(`<g class="${classes.join(' ')}" data-figure="${escapeXml(figure.name)}" data-hex="${figure.hex}">`);
    parts.push(`<title>${escapeXml(figureTitle(figure))}</title>`);
    if (selected) {
        parts.push(`<circle class="ghs-selected" cx="${c.x}" cy="${c.y}" r="${round(s * 0.52)}"/>`);
    }
    // Shapes differ by kind so the kinds stay apart without colour.
    const r = s * 0.4;
    if (figure.kind === 'monster') {
        parts.push(`<rect class="ghs-token" x="${round(c.x - r * 0.88)}" y="${round(c.y - r * 0.88)}" width="${round(r * 1.76)}" ` +
            `height="${round(r * 1.76)}" rx="${round(r * 0.3)}"/>`);
    } else if (figure.kind === 'summon') {
        parts.push(`<circle class="ghs-token" cx="${c.x}" cy="${c.y}" r="${round(r * 0.8)}"/>`);
        parts.push(`<circle class="ghs-token ghs-token-ring" cx="${c.x}" cy="${c.y}" r="${round(r)}" fill="none"/>`);
    } else {
        parts.push(`<circle class="ghs-token" cx="${c.x}" cy="${c.y}" r="${round(r)}"/>`);
    }
    const inner = figure.initiative !== undefined ? String(figure.initiative) : initials(figure.name);
    parts.push(`<text class="ghs-token-text" x="${c.x}" y="${c.y}" text-anchor="middle" dominant-baseline="central" ` +
        `font-size="${round(s * (inner.length > 2 ? 0.26 : 0.34))}">${escapeXml(inner)}</text>`);
    if (figure.longRest) {
        const bx = round(c.x + r * 0.85);
        const by = round(c.y - r * 0.85);
        parts.push(`<circle class="ghs-badge" cx="${bx}" cy="${by}" r="${round(s * 0.15)}"/>` +
            `<text class="ghs-badge-text" x="${bx}" y="${by}" text-anchor="middle" dominant-baseline="central" font-size="${round(s * 0.18)}">z</text>`);
    }
    parts.push(figureState(figure, c, s));
    parts.push(`<text class="ghs-name" x="${label.x}" y="${label.y}" text-anchor="middle" dominant-baseline="central" ` +
        `font-size="${label.fontSize}">${escapeXml(label.text)}</text>`);
    parts.push('</g>');
    return parts.join('');
}

/** Two letters per condition, distinct from one another; the figure's tooltip has the whole words. */
const CONDITION_MARKS: Readonly<Record<string, string>> = {
    poison: 'Po', wound: 'Wo', muddle: 'Mu', immobilize: 'Im', disarm: 'Di', stun: 'St', strengthen: 'Sg', invisible: 'In'
};

/**
 * Hit points in a pill on the token's upper edge (`8/10`), the conditions as lettered badges in a
 * column beside it (left, then right), and the damage of the last turn played as a disc on its
 * right: what changes as turns are played, kept clear of the initiative and of the name below.
 */
function figureState(figure: FigureView, c: Point, s: number): string {
    const parts: string[] = [];
    const r = s * 0.4;
    if (figure.hp !== undefined) {
        const text = figure.maxHp !== undefined ? `${figure.hp}/${figure.maxHp}` : String(figure.hp);
        const width = s * (0.12 + 0.13 * text.length);
        const height = s * 0.26;
        const y = c.y - r;
        const low = figure.maxHp !== undefined && figure.hp * 2 <= figure.maxHp ? ' ghs-hp-low' : '';
        parts.push(`<g class="ghs-hp${low}" data-hp="${figure.hp}"${figure.maxHp !== undefined ? ` data-max-hp="${figure.maxHp}"` : ''}>` +
            `<rect x="${round(c.x - width / 2)}" y="${round(y - height / 2)}" width="${round(width)}" height="${round(height)}" rx="${round(height / 2)}"/>` +
            `<text x="${c.x}" y="${round(y)}" text-anchor="middle" dominant-baseline="central" font-size="${round(s * 0.2)}">${text}</text></g>`);
    }
    (figure.conditions ?? []).forEach((condition, i) => {
        const br = s * 0.13;
        const side = i < 3 ? -1 : 1;
        const x = round(c.x + side * (r + s * 0.12));
        const y = round(c.y + s * (0.32 * ((i % 3) - 1) - 0.1));
        parts.push(`<g class="ghs-condition ghs-condition-${escapeXml(condition)}" data-condition="${escapeXml(condition)}">` +
            `<circle cx="${x}" cy="${y}" r="${round(br)}"/>` +
            `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-size="${round(s * 0.15)}">${escapeXml(CONDITION_MARKS[condition] ?? condition.slice(0, 2))}</text>` +
            `<title>${escapeXml(condition)}</title></g>`);
    });
    if (figure.damage !== undefined) {
        const x = round(c.x + r + s * 0.08);
        const y = round(c.y + s * 0.08);
        parts.push(`<g class="ghs-damage" data-damage="${figure.damage}"><circle cx="${x}" cy="${y}" r="${round(s * 0.2)}"/>` +
            `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-size="${round(s * 0.2)}">−${figure.damage}</text>` +
            `<title>${escapeXml(`${figure.damage} damage in the last turn played`)}</title></g>`);
    }
    return parts.join('');
}

function figureTitle(figure: FigureView): string {
    const facts = [`${figure.name}: ${figure.kind === 'monster' && !figure.acts ? 'monster (no turn)' : figure.kind} at ${figure.hex}`];
    if (figure.owner) {
        facts.push(`summoned by ${figure.owner}`);
    }
    if (figure.initiative !== undefined) {
        facts.push(`initiative ${figure.initiative}`);
    }
    if (figure.invisible) {
        facts.push('invisible');
    }
    if (figure.longRest) {
        facts.push('long rest');
    }
    if (figure.hp !== undefined) {
        facts.push(figure.maxHp !== undefined ? `${figure.hp} of ${figure.maxHp} hp` : `${figure.hp} hp`);
    }
    if (figure.conditions && figure.conditions.length > 0) {
        facts.push(figure.conditions.join(', '));
    }
    if (figure.damage !== undefined) {
        facts.push(`took ${figure.damage} damage in the last turn`);
    }
    return facts.join(' · ');
}

function optionsInDrawOrder(decision: WordedDecision, chosen: number): Array<{ option: WordedOption; index: number }> {
    const all = decision.options.map((option, index) => ({ option, index }));
    const selected = all[chosen] ?? all[0];
    // The chosen option last, so it lies on top of the faded alternatives.
    return selected ? [...all.filter(o => o !== selected), selected] : [];
}

/** Area, alternatives and the chosen path: drawn under the figures. */
function renderOverlayBelow(decision: WordedDecision, chosen: number, layout: BoardLayout, figureHex: Map<string, string>): string {
    const s = layout.size;
    const start = centerOf(decision.hex, layout);
    const parts: string[] = [`<g class="ghs-overlay" data-monster="${escapeXml(decision.monster)}">`];
    const ordered = optionsInDrawOrder(decision, chosen);
    const selectedIndex = ordered.length > 0 ? ordered[ordered.length - 1].index : -1;
    for (const { option, index } of ordered) {
        const isChosen = index === selectedIndex;
        parts.push(`<g class="ghs-option${isChosen ? ' ghs-chosen' : ' ghs-alt'}" data-option="${index}">`);
        if (isChosen) {
            for (const hex of option.area ?? []) {
                const coord = parseCoordinate(hex);
                if (coord) {
                    parts.push(`<polygon class="ghs-area" data-hex="${hex}" points="${points(layout.corners(coord.col, coord.row, 0.9))}"/>`);
                }
            }
        }
        const route = [start, ...option.path.map(h => centerOf(h, layout))].filter((p): p is Point => p !== undefined);
        if (route.length > 1) {
            parts.push(`<polyline class="ghs-path" points="${points(route)}"/>`);
            for (let i = 1; i < route.length; i++) {
                parts.push(arrow(route[i - 1], route[i], s * 0.2, i));
            }
        }
        const destination = parseCoordinate(option.destination);
        if (destination) {
            parts.push(`<polygon class="ghs-destination" data-hex="${option.destination}" points="${points(layout.corners(destination.col, destination.row, 0.84))}"/>`);
        }
        if (isChosen && option.towards) {
            const towards = parseCoordinate(option.towards);
            if (towards) {
                parts.push(`<polygon class="ghs-towards" data-hex="${option.towards}" points="${points(layout.corners(towards.col, towards.row, 0.7))}"/>`);
            }
        }
        if (isChosen) {
            const from = centerOf(option.destination, layout);
            for (const target of option.targets) {
                const to = centerOf(figureHex.get(target.name) ?? target.hex, layout);
                if (from && to) {
                    parts.push(`<line class="ghs-los" data-target="${escapeXml(target.name)}" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}"/>`);
                }
            }
        }
        parts.push('</g>');
    }
    parts.push('</g>');
    return parts.join('');
}

/** Focus and target marks: drawn over the figures so they stay visible. */
function renderOverlayAbove(decision: WordedDecision, chosen: number, layout: BoardLayout, figureHex: Map<string, string>): string {
    const s = layout.size;
    const parts: string[] = ['<g class="ghs-marks">'];
    for (const name of decision.focus) {
        const c = centerOf(figureHex.get(name) ?? '', layout);
        if (c) {
            parts.push(`<g class="ghs-focus-mark" data-focus="${escapeXml(name)}"><circle class="ghs-focus" cx="${c.x}" cy="${c.y}" r="${round(s * 0.62)}"/>` +
                `<text class="ghs-focus-label" x="${c.x}" y="${round(c.y - s * 0.7)}" text-anchor="middle" font-size="${round(s * 0.24)}">focus</text></g>`);
        }
    }
    const option = decision.options[chosen] ?? decision.options[0];
    for (const target of option?.targets ?? []) {
        const c = centerOf(figureHex.get(target.name) ?? target.hex, layout);
        if (c) {
            const r = s * 0.5;
            const cls = `ghs-target${target.disadvantage ? ' ghs-disadvantage' : ''}`;
            parts.push(`<g class="ghs-target-mark" data-target="${escapeXml(target.name)}">` +
                `<title>${escapeXml(`${target.name} is attacked${target.disadvantage ? ' with disadvantage' : ''}`)}</title>` +
                `<circle class="${cls}" cx="${c.x}" cy="${c.y}" r="${round(r)}"/>` +
                `<path class="${cls}" d="M${round(c.x - r * 1.25)},${c.y}H${round(c.x - r * 0.75)}M${round(c.x + r * 0.75)},${c.y}H${round(c.x + r * 1.25)}` +
                `M${c.x},${round(c.y - r * 1.25)}V${round(c.y - r * 0.75)}M${c.x},${round(c.y + r * 0.75)}V${round(c.y + r * 1.25)}"/></g>`);
        }
    }
    parts.push('</g>');
    return parts.join('');
}

/** A filled arrowhead halfway along a step, pointing the way the monster moves. */
function arrow(from: Point, to: Point, size: number, step: number): string {
    const mx = (from.x + to.x) / 2;
    const my = (from.y + to.y) / 2;
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const tip = { x: mx + size * Math.cos(angle), y: my + size * Math.sin(angle) };
    const left = { x: mx + size * Math.cos(angle + 2.5), y: my + size * Math.sin(angle + 2.5) };
    const right = { x: mx + size * Math.cos(angle - 2.5), y: my + size * Math.sin(angle - 2.5) };
    return `<polygon class="ghs-arrow" data-step="${step}" points="${points([tip, left, right])}"/>`;
}

function renderCoordinates(map: MapView, layout: BoardLayout): string {
    const s = layout.size;
    const h = SQRT3 * s;
    const parts: string[] = ['<g class="ghs-coords">'];
    const fontSize = round(s * 0.3);
    // Placed in flat-grid terms (above a column, left of a row), then turned with the grid.
    const offsetFrom = (col: number, row: number, dx: number, dy: number): Point => {
        const c = layout.center(col, row);
        return layout.rotate ? { x: round(c.x - dy), y: round(c.y + dx) } : { x: round(c.x + dx), y: round(c.y + dy) };
    };
    for (let col = map.minCol; col <= map.maxCol; col++) {
        // Level with the higher (even) columns, so the letters stand in one line.
        const p = offsetFrom(col, map.minRow, 0, -h / 2 - s * 0.35 - (col % 2 === 1 ? h / 2 : 0));
        parts.push(`<text class="ghs-coord" data-col="${columnLetters(col)}" x="${p.x}" y="${p.y}" text-anchor="middle" dominant-baseline="central" font-size="${fontSize}">${columnLetters(col)}</text>`);
    }
    for (let row = map.minRow; row <= map.maxRow; row++) {
        const p = offsetFrom(map.minCol, row, -s - s * 0.35, 0);
        parts.push(`<text class="ghs-coord" data-row="${row}" x="${p.x}" y="${p.y}" text-anchor="middle" dominant-baseline="central" font-size="${fontSize}">${row}</text>`);
    }
    parts.push('</g>');
    return parts.join('');
}

function centerOf(label: string, layout: BoardLayout): Point | undefined {
    const coord = parseCoordinate(label);
    return coord && layout.center(coord.col, coord.row);
}

function hexName(col: number, row: number): string {
    return formatCoordinate({ col, row });
}

function initials(name: string): string {
    return name.slice(0, 2);
}

function points(list: readonly Point[]): string {
    return list.map(p => `${round(p.x)},${round(p.y)}`).join(' ');
}

/**
 * Text as XML character data or an attribute value. Hidden controls are written out as their code
 * points, and the characters XML 1.0 cannot hold at all, not even as a reference (a lone
 * surrogate, U+FFFE, U+FFFF), become U+FFFD: the SVG stays well-formed whatever the text.
 */
export function escapeXml(text: string): string {
    return visibleText(text)
        .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uFFFE\uFFFF]/g, '\uFFFD')
        .replace(/[&<>"']/g, ch => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}
