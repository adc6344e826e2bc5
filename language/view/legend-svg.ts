import type { TerrainKind } from '../model/board.js';
import { hexDistance } from '../hex/hex.js';
import { offsetToHex, parseCoordinate } from '../hex/offset.js';
import type { WordedDecision } from '../explain/worded-decision.js';
import type { BoardView, PlayedTurnView, UnplacedFigureView } from './board-view.js';
import { type IconName, iconSvg } from './condition-icons.js';
import { ICON_RADIUS, PILL_PAD, TEXT, TEXT_HEIGHT, TOKEN_RADIUS } from './figure-layout.js';
import { tokenShape } from './figure-svg.js';
import { type Point, round } from './layout.js';
import { textWidth } from './name-labels.js';
import { centredText, escapeXml, points } from './svg-text.js';
import { SYMBOL_ORDER, doorSymbol, terrainSymbol } from './terrain-symbols.js';

/**
 * Under the board: the figures the board could not place (each with why), then the legend, which
 * names every kind of figure, terrain, condition and mark the drawing shows, and nothing it does
 * not. Laid out in rows as wide as the board, in the board's one text size.
 */

interface Entry {
    readonly key: string;
    readonly words: string;
    /** Draws the swatch centred on `c`. */
    swatch(c: Point, s: number): string;
    /** Set for a figure not on the board: a click on it reveals its line. */
    readonly figure?: string;
}

/** The width of a swatch, in hex sizes. */
const SWATCH = 0.9;
const ROW = 1.0;
const AFTER_SWATCH = 0.15;
const BETWEEN = 0.5;
const INSET = 0.3;

export interface LegendOptions {
    readonly decision?: WordedDecision;
    readonly played?: readonly PlayedTurnView[];
    readonly damage: boolean;
}

/** The height the strip and the legend add under a board of `width`. */
export function legendHeight(view: BoardView, options: LegendOptions, width: number, s: number): number {
    return layoutRows(sections(view, options), width, s).height;
}

/** The strip and the legend, drawn from `top` down. */
export function legendSvg(view: BoardView, options: LegendOptions, width: number, top: number, s: number): string {
    const { placed } = layoutRows(sections(view, options), width, s);
    const parts: string[] = [];
    for (const item of placed) {
        const y = top + item.y;
        if (item.heading) {
            parts.push(centredText(item.heading.cls, { x: item.x, y }, s * TEXT, item.heading.words, 'start'));
            continue;
        }
        const entry = item.entry!;
        const swatchCentre = { x: item.x + SWATCH * s / 2, y };
        const attributes = entry.figure ? ` data-figure="${escapeXml(entry.figure)}"` : '';
        parts.push(`<g class="${entry.figure ? 'ghs-unplaced' : 'ghs-legend-entry'}" data-legend="${escapeXml(entry.key)}"${attributes}>` +
            entry.swatch(swatchCentre, s) +
            centredText('ghs-legend-text', { x: item.x + (SWATCH + AFTER_SWATCH) * s, y }, s * TEXT, entry.words, 'start') + '</g>');
    }
    return parts.length > 0 ? `<g class="ghs-legend">${parts.join('')}</g>` : '';
}

interface Section {
    readonly heading?: { readonly words: string; readonly cls: string };
    readonly entries: readonly Entry[];
}

interface Placed {
    readonly x: number;
    readonly y: number;
    readonly entry?: Entry;
    readonly heading?: { readonly words: string; readonly cls: string };
}

/** Entries left to right, a new row when the next would pass the board's right edge; each section starts a row. */
function layoutRows(list: readonly Section[], width: number, s: number): { placed: Placed[]; height: number } {
    const placed: Placed[] = [];
    const left = INSET * s;
    const right = width - INSET * s;
    let y = 0;
    for (const section of list.filter(sec => sec.entries.length > 0)) {
        y += ROW * s;
        let x = left;
        if (section.heading) {
            placed.push({ x, y, heading: section.heading });
            x += textWidth(section.heading.words, s * TEXT) + BETWEEN * s;
        }
        for (const entry of section.entries) {
            const size = (SWATCH + AFTER_SWATCH) * s + textWidth(entry.words, s * TEXT);
            if (x > left && x + size > right) {
                y += ROW * s;
                x = left;
            }
            placed.push({ x, y, entry });
            x += size + BETWEEN * s;
        }
    }
    return { placed, height: y === 0 ? 0 : y + ROW * s / 2 };
}

function sections(view: BoardView, options: LegendOptions): Section[] {
    return [
        { heading: { words: 'Not on the board:', cls: 'ghs-legend-heading ghs-unplaced-heading' }, entries: (view.unplaced ?? []).map(unplacedEntry) },
        { entries: [...figureEntries(view, options), ...terrainEntries(view), ...conditionEntries(view), ...markEntries(options)] }
    ];
}

function unplacedEntry(figure: UnplacedFigureView): Entry {
    return {
        key: `unplaced ${figure.name}`,
        words: `${figure.name}: ${figure.why}`,
        figure: figure.name,
        swatch: (c, s) => `<g class="ghs-figure ghs-fig-${figure.kind} ghs-misplaced">` +
            `<circle class="ghs-misplaced-ring" cx="${round(c.x)}" cy="${round(c.y)}" r="${round(s * 0.4)}"/>${tokenShape(figure, c, s * 0.3)}</g>` +
            `<title>${escapeXml(`${figure.name} (written at ${figure.hex}) is not on the board: ${figure.why}`)}</title>`
    };
}

function token(classes: string, kind: 'character' | 'summon' | 'monster'): (c: Point, s: number) => string {
    return (c, s) => `<g class="ghs-figure ${classes}">${tokenShape({ kind }, c, s * TOKEN_RADIUS * 0.9)}</g>`;
}

function figureEntries(view: BoardView, options: LegendOptions): Entry[] {
    const figures = view.figures;
    const entries: Entry[] = [];
    const has = (test: (f: BoardView['figures'][number]) => boolean): boolean => figures.some(test);
    if (has(f => f.kind === 'character')) {
        entries.push({ key: 'character', words: 'character', swatch: token('ghs-fig-character', 'character') });
    }
    if (has(f => f.kind === 'summon')) {
        entries.push({ key: 'summon', words: 'summon', swatch: token('ghs-fig-summon', 'summon') });
    }
    if (has(f => f.kind === 'monster' && f.level !== 'elite')) {
        entries.push({ key: 'normal', words: 'normal monster', swatch: token('ghs-fig-monster ghs-normal', 'monster') });
    }
    if (has(f => f.kind === 'monster' && f.level === 'elite')) {
        entries.push({ key: 'elite', words: 'elite monster', swatch: token('ghs-fig-monster ghs-elite', 'monster') });
    }
    if (has(f => f.kind === 'monster' && !f.acts)) {
        entries.push({ key: 'ally', words: 'no turn this round', swatch: token('ghs-fig-monster ghs-normal ghs-ally', 'monster') });
    }
    if (has(f => f.invisible === true)) {
        entries.push({ key: 'invisible', words: 'invisible', swatch: token('ghs-fig-character ghs-invisible', 'character') });
    }
    if (has(f => f.misplaced !== undefined)) {
        entries.push({
            key: 'misplaced', words: 'cannot stand there',
            swatch: (c, s) => `<g class="ghs-figure ghs-fig-monster ghs-misplaced"><circle class="ghs-misplaced-ring" cx="${round(c.x)}" cy="${round(c.y)}" r="${round(s * 0.4)}"/></g>`
        });
    }
    if (has(f => f.hp !== undefined)) {
        entries.push({ key: 'hp', words: 'hit points', swatch: pill('ghs-hp', 'hp') });
    }
    if (options.damage) {
        entries.push({ key: 'damage', words: 'damage just taken', swatch: pill('ghs-damage', '−') });
    }
    return entries;
}

function pill(cls: string, text: string): (c: Point, s: number) => string {
    return (c, s) => {
        const width = Math.min(SWATCH * s, textWidth(text, s * TEXT) + 2 * PILL_PAD * s);
        const height = TEXT_HEIGHT * s;
        return `<g class="${cls}"><rect x="${round(c.x - width / 2)}" y="${round(c.y - height / 2)}" width="${round(width)}" height="${round(height)}" rx="${round(height / 2)}"/>` +
            `${centredText('', c, s * TEXT, text)}</g>`;
    };
}

const TERRAIN_WORDS: Readonly<Record<TerrainKind, string>> = {
    wall: 'wall', obstacle: 'obstacle', trap: 'trap', hazardous: 'hazardous', difficult: 'difficult', icy: 'icy'
};

function terrainEntries(view: BoardView): Entry[] {
    const kinds = new Set(view.terrain.flatMap(t => t.kinds));
    const hex = (cls: string) => (c: Point, s: number): string =>
        `<g class="ghs-swatch ${cls}"><polygon points="${points(hexCorners(c, s * 0.42))}"/></g>`;
    const entries: Entry[] = SYMBOL_ORDER.filter(kind => kinds.has(kind)).map(kind => ({
        key: kind, words: TERRAIN_WORDS[kind],
        swatch: (c: Point, s: number) => hex(`ghs-t-${kind}`)(c, s) + terrainSymbol(kind, c, s * 0.3, '')
    }));
    const doors = new Set((view.doors ?? []).map(d => d.state));
    for (const state of ['closed', 'open'] as const) {
        if (doors.has(state)) {
            entries.push({ key: `${state} door`, words: `${state} door`, swatch: (c, s) => hex(`ghs-door-${state}`)(c, s) + doorSymbol(state, c, s * 0.3, '') });
        }
    }
    if (view.thinWalls.some(([a, b]) => touching(a, b))) {
        entries.push({
            key: 'thin wall', words: 'thin wall',
            swatch: (c, s) => `<line class="ghs-thin-wall" x1="${round(c.x - s * 0.4)}" y1="${round(c.y)}" x2="${round(c.x + s * 0.4)}" y2="${round(c.y)}"/>`
        });
    }
    if ((view.links ?? []).length > 0) {
        entries.push({
            key: 'link', words: 'linked hexes',
            swatch: (c, s) => `<path class="ghs-link" d="M${round(c.x - s * 0.4)} ${round(c.y)} Q${round(c.x)} ${round(c.y - s * 0.4)} ${round(c.x + s * 0.4)} ${round(c.y)}"/>`
        });
    }
    return entries;
}

function conditionEntries(view: BoardView): Entry[] {
    const present = new Set<IconName>(view.figures.flatMap(f => [...(f.conditions ?? []), ...(f.longRest ? ['long rest'] : [])]) as IconName[]);
    const order: IconName[] = ['poison', 'wound', 'immobilize', 'disarm', 'stun', 'muddle', 'strengthen', 'long rest'];
    const entries: Entry[] = order.filter(icon => present.has(icon)).map(icon => ({
        key: icon, words: icon, swatch: (c, s) => iconSvg(icon, c, s * ICON_RADIUS * 1.3, icon)
    }));
    if (view.figures.some(f => (f.conditions?.length ?? 0) + (f.longRest ? 1 : 0) > 3)) {
        entries.push({ key: 'more', words: 'more conditions (hover the figure)', swatch: (c, s) => iconSvg('more', c, s * ICON_RADIUS * 1.3, 'more') });
    }
    return entries;
}

function markEntries(options: LegendOptions): Entry[] {
    const entries: Entry[] = [];
    const decision = options.decision;
    if (decision) {
        if (decision.focus.length > 0) {
            entries.push({ key: 'focus', words: 'focus', swatch: (c, s) => `<polygon class="ghs-focus" points="${points(hexCorners(c, s * 0.42))}"/>` });
        }
        if (decision.options.some(o => o.targets.length > 0)) {
            entries.push({ key: 'attacked', words: 'attacked', swatch: (c, s) => `<polygon class="ghs-target" points="${points(hexCorners(c, s * 0.42))}"/>` });
        }
        entries.push({ key: 'path', words: `${decision.monster}'s move`, swatch: (c, s) => `<line class="ghs-path" x1="${round(c.x - s * 0.4)}" y1="${round(c.y)}" x2="${round(c.x + s * 0.4)}" y2="${round(c.y)}"/>` });
        if (decision.options.length > 1) {
            entries.push({ key: 'other option', words: 'another option', swatch: (c, s) => `<g class="ghs-alt"><polygon class="ghs-destination" points="${points(hexCorners(c, s * 0.42))}"/></g>` });
        }
        if (decision.options.some(o => (o.area ?? []).length > 0)) {
            entries.push({ key: 'area', words: 'area of the attack', swatch: (c, s) => `<polygon class="ghs-area" points="${points(hexCorners(c, s * 0.42))}"/>` });
        }
    }
    if ((options.played ?? []).length > 0) {
        entries.push({ key: 'played', words: 'turn just played', swatch: (c, s) => `<line class="ghs-played-path" x1="${round(c.x - s * 0.4)}" y1="${round(c.y)}" x2="${round(c.x + s * 0.4)}" y2="${round(c.y)}"/>` });
    }
    return entries;
}

function hexCorners(c: Point, r: number): Point[] {
    return [0, 1, 2, 3, 4, 5].map(i => ({ x: c.x + r * Math.cos((Math.PI / 3) * i), y: c.y + r * Math.sin((Math.PI / 3) * i) }));
}

/** A thin wall is drawn only on the edge two hexes share: one between hexes apart draws nothing to name. */
function touching(a: string, b: string): boolean {
    const ca = parseCoordinate(a);
    const cb = parseCoordinate(b);
    return ca !== undefined && cb !== undefined && hexDistance(offsetToHex(ca), offsetToHex(cb)) === 1;
}
