import type { BoardEdit } from '../../language/model/board-edit-kinds.js';
import { formatCoordinate, parseCoordinate } from '../../language/hex/offset.js';
import type { FigureView } from '../../language/view/board-view.js';
import { labelledSelect } from './labelled-control.js';

/**
 * The selected monster's attack area in a small grid of its own, as its `aoe` line writes it:
 * each hex toggles in or out of the area, and in "origin" mode a click sets the monster's own hex
 * (a melee area). Every change is sent as the whole new pattern; the text that comes back redraws
 * the grid. The hexes are focusable and toggle with Enter or Space.
 */

const SIZE = 13;
const ROOT3 = Math.sqrt(3);
/** The grid always offers at least this much room around the pattern. */
const MIN_COLUMNS = 5;
const MIN_ROWS = 5;

function corners(col: number, row: number): string {
    const x = SIZE + col * 1.5 * SIZE;
    const y = ROOT3 / 2 * SIZE + (row - 1) * ROOT3 * SIZE + (col % 2 === 1 ? ROOT3 / 2 * SIZE : 0);
    return Array.from({ length: 6 }, (_, i) => {
        const angle = Math.PI / 3 * i;
        return `${(x + SIZE * 0.92 * Math.cos(angle)).toFixed(1)},${(y + SIZE * 0.92 * Math.sin(angle)).toFixed(1)}`;
    }).join(' ');
}

export class AreaGrid {
    private readonly section: HTMLElement;
    private readonly heading: HTMLHeadingElement;
    private readonly grid: HTMLDivElement;
    private readonly modeEl: HTMLSelectElement;
    private monster: FigureView | undefined;
    private drawn = '';

    constructor(before: HTMLElement, private readonly send: (edit: BoardEdit) => void) {
        this.section = document.createElement('section');
        this.section.id = 'area-grid';
        this.section.className = 'area-grid';
        this.section.hidden = true;
        this.heading = document.createElement('h2');
        this.heading.id = 'area-grid-title';
        this.section.setAttribute('aria-labelledby', this.heading.id);
        const [label, modeEl] = labelledSelect('area-mode', 'Click sets', [new Option('area hexes', 'area'), new Option('the origin (melee)', 'origin')]);
        this.modeEl = modeEl;
        const ranged = document.createElement('button');
        ranged.type = 'button';
        ranged.id = 'area-ranged';
        ranged.textContent = 'No origin (ranged)';
        ranged.title = 'Make the area a ranged one: no origin hex';
        ranged.addEventListener('click', () => this.write(undefined, this.monster?.area?.hexes ?? []));
        this.grid = document.createElement('div');
        this.grid.className = 'area-grid-hexes';
        const controls = document.createElement('div');
        controls.className = 'toolbar';
        controls.append(label, this.modeEl, ranged);
        this.section.append(this.heading, controls, this.grid);
        before.before(this.section);
        this.grid.addEventListener('click', event => this.toggle(event.target));
        this.grid.addEventListener('keydown', event => {
            if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                this.toggle(event.target);
            }
        });
    }

    /** Shows the pattern of the monster selected, if it takes a turn. */
    show(monster: FigureView | undefined): void {
        this.monster = monster?.acts ? monster : undefined;
        this.section.hidden = !this.monster;
        if (!this.monster) {
            return;
        }
        this.heading.textContent = `Area of ${this.monster.name}`;
        const area = this.monster.area;
        const coords = [...(area?.hexes ?? []), ...(area?.origin ? [area.origin] : [])].map(h => parseCoordinate(h)).filter(c => c !== undefined);
        const columns = Math.max(MIN_COLUMNS, ...coords.map(c => c.col + 2));
        const rows = Math.max(MIN_ROWS, ...coords.map(c => c.row + 1));
        const inArea = new Set(area?.hexes ?? []);
        const polygons: string[] = [];
        for (let col = 0; col < columns; col++) {
            for (let row = 1; row <= rows; row++) {
                const hex = formatCoordinate({ col, row });
                const role = hex === area?.origin ? 'origin' : inArea.has(hex) ? 'area' : 'empty';
                const words = role === 'origin' ? 'the monster (origin)' : role === 'area' ? 'in the area' : 'not in the area';
                polygons.push(`<polygon class="area-${role}" data-area-hex="${hex}" tabindex="0" role="button" aria-label="${hex}: ${words}" points="${corners(col, row)}"><title>${hex}: ${words}</title></polygon>`);
            }
        }
        const width = (SIZE * 2 + (columns - 1) * 1.5 * SIZE).toFixed(0);
        const height = (ROOT3 * SIZE * (rows + 0.5)).toFixed(0);
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${Number(width) * 1.5}" height="${Number(height) * 1.5}">${polygons.join('')}</svg>`;
        if (svg !== this.drawn) {
            const focused = document.activeElement instanceof SVGElement ? document.activeElement.getAttribute('data-area-hex') : null;
            this.grid.innerHTML = svg;
            this.drawn = svg;
            if (focused) {
                this.grid.querySelector<SVGElement>(`[data-area-hex="${focused}"]`)?.focus();
            }
        }
    }

    private toggle(target: EventTarget | null): void {
        const hex = target instanceof Element ? target.getAttribute('data-area-hex') : null;
        const monster = this.monster;
        if (!hex || !monster) {
            return;
        }
        const hexes = (monster.area?.hexes ?? []).filter(h => h !== hex);
        const origin = monster.area?.origin;
        if (this.modeEl.value === 'origin') {
            this.write(hex === origin ? undefined : hex, hexes);
        } else if (hex === origin) {
            this.write(undefined, [...hexes, hex]);
        } else {
            this.write(origin, hexes.length < (monster.area?.hexes.length ?? 0) ? hexes : [...hexes, hex]);
        }
    }

    private write(origin: string | undefined, hexes: readonly string[]): void {
        const monster = this.monster;
        if (!monster) {
            return;
        }
        this.send({ kind: 'areaPattern', monster: monster.name, at: monster.hex, hexes, ...(origin !== undefined && { origin }) });
    }
}
