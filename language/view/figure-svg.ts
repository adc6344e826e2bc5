import type { FigureView } from './board-view.js';
import { type IconName, iconSvg } from './condition-icons.js';
import { type Box, ICON_RADIUS, LABEL_GAP, PILL_PAD, TEXT, TEXT_HEIGHT, TOKEN_RADIUS, TOKEN_Y, iconBox, iconCentres, tokenBox } from './figure-layout.js';
import { type BoardLayout, type Point, round } from './layout.js';
import type { LabelledFigure, NameLabel } from './name-labels.js';
import { textWidth } from './name-labels.js';
import { centredText, escapeXml } from './svg-text.js';

/**
 * A figure on the board: its token (shape by kind: a circle for a character, a ringed circle for
 * a summon, a square for a monster; a standee white when normal and gold when elite, as in the
 * game), the initiative in it, its conditions as icons along the top of its hex, and one row
 * under it with its hit points, the damage it took in the turn just played and its name. Nothing
 * is drawn over the hit points or the icons: the marks of a decision lie under the figures.
 */

/** What a figure draws, worked out before the labels are fitted around it. */
export interface FigurePlan {
    readonly figure: FigureView;
    readonly center: Point;
    readonly icons: readonly IconName[];
    /** `8/10`, or `8` without a maximum; absent without hit points. */
    readonly hp?: string;
    readonly damage?: number;
    readonly label: LabelledFigure;
}

/** `damage` is the damage of the turn just played, when the page knows it, else the last `acted` record's. */
export function planFigure(figure: FigureView, layout: BoardLayout, damage = figure.damage): FigurePlan {
    const s = layout.size;
    const center = layout.center(figure.col, figure.row);
    const icons: IconName[] = [...(figure.conditions ?? []).filter(isIcon), ...(figure.longRest ? ['long rest' as const] : [])];
    const hp = figure.hp === undefined ? undefined : figure.maxHp !== undefined ? `${figure.hp}/${figure.maxHp}` : String(figure.hp);
    const pills = [hp, damage === undefined ? undefined : `−${damage}`].filter((t): t is string => t !== undefined);
    const fixed = pills.reduce((sum, text, i) => sum + pillWidth(text, s) + (i > 0 ? LABEL_GAP * s : 0), 0);
    const boxes: Box[] = [tokenBox(center, s), ...iconCentres(center, s, shownIcons(icons).length).map(c => iconBox(c, s))];
    return { figure, center, icons, hp, damage, label: { name: figure.name, center, fixed, boxes } };
}

export function renderFigure(plan: FigurePlan, label: NameLabel, layout: BoardLayout, selected: boolean): string {
    const { figure, center: c } = plan;
    const s = layout.size;
    const token = { x: c.x, y: c.y + TOKEN_Y * s };
    const parts: string[] = [`<g class="${figureClasses(figure).join(' ')}" data-figure="${escapeXml(figure.name)}" data-hex="${figure.hex}">`,
        `<title>${escapeXml(figureTitle(figure, plan.damage))}</title>`];
    if (selected || figure.misplaced) {
        parts.push(`<circle class="${figure.misplaced ? 'ghs-misplaced-ring' : 'ghs-selected'}" cx="${round(token.x)}" cy="${round(token.y)}" r="${round(s * (TOKEN_RADIUS + 0.1))}"/>`);
    }
    parts.push(tokenShape(figure, token, s * TOKEN_RADIUS));
    const inner = figure.initiative !== undefined ? String(figure.initiative) : figure.name.slice(0, 2);
    parts.push(centredText('ghs-token-text', token, s * TEXT, inner));
    const shown = shownIcons(plan.icons);
    iconCentres(c, s, shown.length).forEach((at, i) => parts.push(iconSvg(shown[i], at, s * ICON_RADIUS, iconTitle(shown[i], plan.icons))));
    parts.push(labelRow(plan, label, s));
    parts.push('</g>');
    return parts.join('');
}

/** The icons drawn: all of them when they fit, else the first two and a `+` that stands for the rest. */
function shownIcons(icons: readonly IconName[]): IconName[] {
    return icons.length <= 3 ? [...icons] : [icons[0], icons[1], 'more'];
}

function iconTitle(icon: IconName, all: readonly IconName[]): string {
    return icon === 'more' ? `also ${all.slice(2).join(', ')}` : icon;
}

function isIcon(condition: string): condition is IconName {
    return ['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'stun', 'strengthen', 'invisible'].includes(condition);
}

export function pillWidth(text: string, s: number): number {
    return textWidth(text, s * TEXT) + 2 * PILL_PAD * s;
}

/** Hit points and damage in pills, then the name, from the row's left end. */
function labelRow(plan: FigurePlan, label: NameLabel, s: number): string {
    const parts: string[] = [];
    const height = TEXT_HEIGHT * s;
    let x = label.left;
    const pill = (cls: string, text: string, data: string): void => {
        const width = pillWidth(text, s);
        parts.push(`<g class="${cls}"${data}><rect x="${round(x)}" y="${round(label.y - height / 2)}" width="${round(width)}" height="${round(height)}" rx="${round(height / 2)}"/>` +
            `${centredText('', { x: x + width / 2, y: label.y }, s * TEXT, text)}</g>`);
        x += width + LABEL_GAP * s;
    };
    const figure = plan.figure;
    if (plan.hp !== undefined && figure.hp !== undefined) {
        const low = figure.maxHp !== undefined && figure.hp * 2 <= figure.maxHp ? ' ghs-hp-low' : '';
        pill(`ghs-hp${low}`, plan.hp, ` data-hp="${figure.hp}"${figure.maxHp !== undefined ? ` data-max-hp="${figure.maxHp}"` : ''}`);
    }
    if (plan.damage !== undefined) {
        pill('ghs-damage', `−${plan.damage}`, ` data-damage="${plan.damage}"`);
    }
    if (label.text !== '') {
        parts.push(centredText('ghs-name', { x, y: label.y }, label.fontSize, label.text, 'start'));
    }
    return parts.join('');
}

function figureClasses(figure: FigureView): string[] {
    const classes = ['ghs-figure', `ghs-fig-${figure.kind}`];
    if (figure.kind === 'monster') {
        classes.push(figure.level === 'elite' ? 'ghs-elite' : 'ghs-normal');
        if (!figure.acts) {
            classes.push('ghs-ally');
        }
    }
    if (figure.invisible) {
        classes.push('ghs-invisible');
    }
    if (figure.longRest) {
        classes.push('ghs-long-rest');
    }
    if (figure.misplaced) {
        classes.push('ghs-misplaced');
    }
    return classes;
}

/** Shapes differ by kind so the kinds stay apart without colour. */
export function tokenShape(figure: Pick<FigureView, 'kind'>, c: Point, r: number): string {
    if (figure.kind === 'monster') {
        const half = r * 0.9;
        return `<rect class="ghs-token" x="${round(c.x - half)}" y="${round(c.y - half)}" width="${round(2 * half)}" height="${round(2 * half)}" rx="${round(r * 0.3)}"/>`;
    }
    if (figure.kind === 'summon') {
        return `<circle class="ghs-token" cx="${round(c.x)}" cy="${round(c.y)}" r="${round(r * 0.8)}"/>` +
            `<circle class="ghs-token ghs-token-ring" cx="${round(c.x)}" cy="${round(c.y)}" r="${round(r)}" fill="none"/>`;
    }
    return `<circle class="ghs-token" cx="${round(c.x)}" cy="${round(c.y)}" r="${round(r)}"/>`;
}

export function figureTitle(figure: FigureView, damage = figure.damage): string {
    const what = figure.kind === 'monster'
        ? `${figure.level === 'elite' ? 'elite ' : ''}monster${figure.acts ? '' : ' (no turn)'}`
        : figure.kind;
    const facts = [`${figure.name}: ${what} at ${figure.hex}`];
    if (figure.misplaced) {
        facts.push(`cannot stand there: ${figure.misplaced}`);
    }
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
    if (damage !== undefined) {
        facts.push(`took ${damage} damage in the last turn`);
    }
    return facts.join(' · ');
}
