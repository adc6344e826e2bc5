import type { ThreatMap } from '../../language/analysis/threat-map.js';
import type { BoardView } from '../../language/view/board-view.js';
import { THREAT_LEVELS, type ThreatFromWebview, parseThreatToWebview, threatLevel, threatTooltip } from '../src/threat-protocol.js';

const NONE = '';

/**
 * The threat map on the preview: a select of the characters in the toolbar, the shading of every
 * hex the chosen character could stand on, the hover text of those hexes and a legend. It only
 * adds to the board the page has drawn, and takes everything off again when switched off.
 */
export class ThreatOverlay {
    private readonly select: HTMLSelectElement;
    private readonly legend: HTMLDivElement;
    private readonly legendText: HTMLSpanElement;
    private character = NONE;
    private map: ThreatMap | undefined;
    private mapVersion = -1;
    private boardVersion = -1;
    private note = '';

    constructor(toolbar: HTMLElement, private readonly board: HTMLElement, private readonly post: (message: ThreatFromWebview) => void) {
        const label = document.createElement('label');
        label.htmlFor = 'threat';
        label.textContent = 'Threat map for';
        this.select = document.createElement('select');
        this.select.id = 'threat';
        this.select.title = 'Shade each hex by how many monsters would attack this character standing there';
        this.select.append(new Option('(off)', NONE));
        toolbar.append(label, this.select);
        this.legend = document.createElement('div');
        this.legend.id = 'threat-legend';
        this.legend.className = 'ghs-threat-legend';
        this.legend.hidden = true;
        for (let level = 0; level <= THREAT_LEVELS; level++) {
            const swatch = document.createElement('span');
            swatch.className = `ghs-threat-swatch ghs-threat-${level}`;
            swatch.textContent = level === THREAT_LEVELS ? `${level}+` : String(level);
            this.legend.append(swatch);
        }
        this.legendText = document.createElement('span');
        this.legendText.className = 'ghs-threat-legend-text';
        this.legend.append(this.legendText);
        board.after(this.legend);
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
        const byHex = new Map(map?.hexes.map(h => [h.hex, h]));
        for (const group of Array.from(this.board.querySelectorAll<SVGGElement>('g.ghs-hex[data-hex]'))) {
            const title = group.querySelector('title');
            const hex = byHex.get(group.dataset.hex ?? '');
            for (let level = 0; level <= THREAT_LEVELS; level++) {
                group.classList.toggle(`ghs-threat-${level}`, hex !== undefined && threatLevel(hex) === level);
            }
            if (title) {
                title.dataset.plain ??= title.textContent ?? '';
                title.textContent = hex && map ? threatTooltip(map.character, hex) : title.dataset.plain;
            }
        }
        this.legend.hidden = this.character === NONE;
        const stale = map !== undefined && this.mapVersion !== this.boardVersion && this.note === '' ? 'Updating…' : '';
        this.legendText.textContent = this.note || stale || (map
            ? `Monsters that would attack ${map.character} standing there; hover a hex for who and from where.`
            : '');
    }
}
