import type { ThreatMap } from '../../language/scenario/threat-map.js';
import { damageKnown, expectedToExhaust } from '../../language/scenario/threat-reading.js';
import type { BoardView } from '../../language/view/board-view.js';
import { partialMapWords } from '../../language/explain/threat-words.js';
import { labelledSelect } from './labelled-control.js';
import { THREAT_LEVELS, type ThreatFromWebview, type ThreatShading, parseThreatToWebview, threatLegendLabels, threatLevel, threatTooltip } from '../src/threat-protocol.js';

const NONE = '';

/**
 * The threat map on the preview: a select of the characters in the toolbar and one of what the
 * shades count (attackers or expected damage), the shading of every hex the chosen character
 * could stand on, a mark where the damage expected there would exhaust it, the hover text of
 * those hexes and a legend. It only adds to the board the page has drawn, and takes everything
 * off again when switched off.
 */
export class ThreatOverlay {
    private readonly select: HTMLSelectElement;
    private readonly shadingSelect: HTMLSelectElement;
    private readonly legend: HTMLDivElement;
    private readonly swatches: HTMLSpanElement[] = [];
    private readonly exhaustSwatch: HTMLSpanElement;
    private readonly legendText: HTMLSpanElement;
    private character = NONE;
    private shading: ThreatShading = 'attackers';
    private map: ThreatMap | undefined;
    private mapVersion = -1;
    private boardVersion = -1;
    private note = '';

    constructor(toolbar: HTMLElement, private readonly board: HTMLElement, private readonly post: (message: ThreatFromWebview) => void) {
        const [label, select] = labelledSelect('threat', 'Threat map for', [new Option('(off)', NONE)],
            'Shade each hex by what the monsters would do to this character standing there');
        const [byLabel, shadingSelect] = labelledSelect('threat-shading', 'by', [new Option('attackers', 'attackers'), new Option('expected damage', 'damage')],
            'What the shades count: the monsters that would attack, or the damage to expect on average');
        this.select = select;
        this.shadingSelect = shadingSelect;
        this.shadingSelect.disabled = true;
        toolbar.append(label, this.select, byLabel, this.shadingSelect);
        this.legend = document.createElement('div');
        this.legend.id = 'threat-legend';
        this.legend.className = 'ghs-threat-legend';
        this.legend.hidden = true;
        for (let level = 0; level <= THREAT_LEVELS; level++) {
            const swatch = document.createElement('span');
            swatch.className = `ghs-threat-swatch ghs-threat-${level}`;
            this.swatches.push(swatch);
            this.legend.append(swatch);
        }
        this.exhaustSwatch = document.createElement('span');
        this.exhaustSwatch.className = 'ghs-threat-swatch ghs-threat-exhausts';
        this.exhaustSwatch.title = 'On average, the damage expected here is as much as the character\'s hit points';
        this.legendText = document.createElement('span');
        this.legendText.className = 'ghs-threat-legend-text';
        this.legend.append(this.exhaustSwatch, this.legendText);
        board.after(this.legend);
        this.shadingSelect.addEventListener('change', () => {
            this.shading = this.shadingSelect.value === 'damage' ? 'damage' : 'attackers';
            this.paint();
        });
        this.select.addEventListener('change', () => {
            this.character = this.select.value;
            this.map = undefined;
            this.note = this.character === NONE ? '' : 'Drawing the threat map…';
            this.post(this.character === NONE ? { type: 'threatMap' } : { type: 'threatMap', character: this.character });
            this.paint();
        });
    }

    /** Takes a threat message from the extension; false for any other message. */
    receive(data: unknown): boolean {
        const message = parseThreatToWebview(data);
        if (!message) {
            return false;
        }
        if (message.character !== this.character) {
            return true; // an answer for a choice the user has already changed
        }
        if ('map' in message) {
            this.map = message.map;
            this.mapVersion = message.version;
            this.note = '';
        } else if ('error' in message) {
            this.map = undefined;
            this.note = message.error;
        } else {
            this.note = this.map ? 'Updating…' : 'Drawing the threat map…';
        }
        this.paint();
        return true;
    }

    /** After the page has drawn a board: the characters to choose from, then the shading again. */
    apply(view: BoardView, version: number): void {
        this.boardVersion = version;
        const names = view.figures.filter(f => f.kind === 'character').map(f => f.name);
        const current = Array.from(this.select.options).slice(1).map(o => o.value);
        if (names.join('\n') !== current.join('\n')) {
            this.select.replaceChildren(new Option('(off)', NONE), ...names.map(name => new Option(name, name)));
        }
        if (this.character !== NONE && !names.includes(this.character)) {
            this.character = NONE;
            this.map = undefined;
            this.note = '';
            this.post({ type: 'threatMap' });
        }
        this.select.value = this.character;
        this.select.disabled = names.length === 0;
        this.paint();
    }

    private paint(): void {
        const map = this.character !== NONE ? this.map : undefined;
        // A map whose damage is not known everywhere (an attack without a value) is shaded by attackers.
        const byDamage = map !== undefined && damageKnown(map);
        const shading: ThreatShading = byDamage ? this.shading : 'attackers';
        this.shadingSelect.disabled = !byDamage;
        this.shadingSelect.value = shading;
        const byHex = new Map(map?.hexes.map(h => [h.hex, h]));
        for (const group of Array.from(this.board.querySelectorAll<SVGGElement>('g.ghs-hex[data-hex]'))) {
            const title = group.querySelector('title');
            const hex = byHex.get(group.dataset.hex ?? '');
            const level = hex && threatLevel(hex, shading);
            for (let shade = 0; shade <= THREAT_LEVELS; shade++) {
                group.classList.toggle(`ghs-threat-${shade}`, level === shade);
            }
            group.classList.toggle('ghs-threat-exhausts', hex !== undefined && map !== undefined && expectedToExhaust(map, hex));
            if (title) {
                title.dataset.plain ??= title.textContent ?? '';
                title.textContent = hex && map ? threatTooltip(map, hex) : title.dataset.plain;
            }
        }
        threatLegendLabels(shading).forEach((text, level) => this.swatches[level].textContent = text);
        this.exhaustSwatch.hidden = map?.hitPoints === undefined;
        this.exhaustSwatch.textContent = map?.hitPoints === undefined ? '' : `≥ ${map.hitPoints} hp`;
        this.legend.hidden = this.character === NONE;
        const stale = map !== undefined && this.mapVersion !== this.boardVersion && this.note === '' ? 'Updating…' : '';
        this.legendText.textContent = this.note || stale || (map ? legendWords(map, shading) : '');
    }
}

/** What the legend's shades count, and what its dashed outline marks. */
function legendWords(map: ThreatMap, shading: ThreatShading): string {
    const counted = shading === 'damage'
        ? `Damage ${map.character} can expect on average standing there`
        : `Monsters that would attack ${map.character} standing there`;
    const exhausts = map.hitPoints === undefined ? '' : `; dashed where the damage to expect is ${map.hitPoints} or more, enough to exhaust it`;
    const partial = partialMapWords(map);
    return `${counted}${exhausts}; hover a hex for who and from where.${partial ? ` ${partial}` : ''}`;
}
