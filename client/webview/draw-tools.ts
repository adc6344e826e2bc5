import type { BoardEdit } from '../../language/model/board-edit-kinds.js';
import { refusedEditText } from '../../language/explain/board-edit-words.js';
import { formatCoordinate, parseCoordinate } from '../../language/hex/offset.js';
import type { BoardView } from '../../language/view/board-view.js';
import { type DrawFromWebview, parseDrawToWebview } from '../src/draw-protocol.js';
import { labelledSelect } from './labelled-control.js';

/**
 * The preview's drawing tools: brushes for terrain and thin walls, an eraser, figures to place,
 * dragging and deleting figures, and the map's edges. The page only sends what the user meant
 * (`editBoard`); the extension has the server write it into the text, and the board that comes
 * back is the one drawn. Every tool is a labelled button, and a field takes typed hexes, so all
 * of it works from the keyboard as well as with the pointer.
 */

type Tool = 'wall' | 'obstacle' | 'trap' | 'hazardous' | 'difficult' | 'icy' | 'thinWall' | 'erase' | 'character' | 'monster';

const TOOLS: ReadonlyArray<{ tool: Tool; label: string; title: string }> = [
    { tool: 'wall', label: 'Wall', title: 'Paint wall hexes: click or drag across hexes' },
    { tool: 'obstacle', label: 'Obstacle', title: 'Paint obstacles: click or drag across hexes' },
    { tool: 'trap', label: 'Trap', title: 'Paint traps: click or drag across hexes' },
    { tool: 'hazardous', label: 'Hazardous', title: 'Paint hazardous terrain: click or drag across hexes' },
    { tool: 'difficult', label: 'Difficult', title: 'Paint difficult terrain: click or drag across hexes' },
    { tool: 'icy', label: 'Icy', title: 'Paint icy terrain: click or drag across hexes' },
    { tool: 'thinWall', label: 'Thin wall', title: 'Put or take away a thin wall: click near the edge between two hexes' },
    { tool: 'erase', label: 'Erase', title: 'Take terrain off hexes: click or drag across hexes' },
    { tool: 'character', label: 'Add character', title: 'Add a character: click a free hex' },
    { tool: 'monster', label: 'Add monster', title: 'Add a monster: click a free hex' }
];

const EDGES = ['top', 'bottom', 'left', 'right'] as const;

/** Reads `C3, D4..D6` as the hexes it names, or says which word is not a hex. */
export function typedHexes(text: string): { hexes: string[] } | { error: string } {
    const hexes: string[] = [];
    for (const word of text.split(/[\s,]+/).filter(w => w !== '')) {
        const [a, b = a] = word.toUpperCase().split('..');
        const from = parseCoordinate(a);
        const to = parseCoordinate(b);
        if (!from || !to) {
            return { error: `${word} is not a hex or a range of hexes (C3, or C3..C7).` };
        }
        for (let col = Math.min(from.col, to.col); col <= Math.max(from.col, to.col); col++) {
            for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
                hexes.push(formatCoordinate({ col, row }));
            }
        }
    }
    return { hexes };
}

export interface DrawHost {
    /** The board drawn now, and the document and version of the text it was built from. */
    board(): { view: BoardView; version: number; uri: string } | undefined;
    /** The monster the page has selected, which the Delete key removes when no figure was picked. */
    selectedMonster(): string | undefined;
    post(message: DrawFromWebview): void;
}

/**
 * The tools sit in a strip of their own under the toolbar, shown by the toolbar's Draw button, so
 * that the board keeps the panel's height while nobody draws.
 */
export class DrawTools {
    private tool: Tool | undefined;
    private readonly buttons = new Map<Tool, HTMLButtonElement>();
    private readonly toggleEl: HTMLButtonElement;
    private readonly stripEl: HTMLDivElement;
    private readonly messageEl: HTMLDivElement;
    private readonly messageTextEl: HTMLSpanElement;
    /** The document and version the message shown was made for: a board of another text takes it away. */
    private messageFor: { uri: string; version: number } | undefined;
    private readonly hexesEl: HTMLInputElement;
    private readonly edgeEl: HTMLSelectElement;
    /** The hexes of the stroke under way, in the order they were crossed. */
    private stroke: string[] | undefined;
    /** A figure being dragged, and the hex it was picked up from. */
    private dragging: { figure: string; from: string } | undefined;
    /** The figure last clicked: the Delete key removes it. */
    private picked: { figure: string; at: string } | undefined;

    constructor(toolbar: HTMLElement, private readonly boardEl: HTMLElement, private readonly host: DrawHost) {
        this.toggleEl = document.createElement('button');
        this.toggleEl.type = 'button';
        this.toggleEl.id = 'draw-toggle';
        this.toggleEl.textContent = 'Draw';
        this.toggleEl.title = 'Show the tools that draw the room: terrain, thin walls, figures, the map\'s edges';
        this.toggleEl.setAttribute('aria-expanded', 'false');
        this.toggleEl.setAttribute('aria-controls', 'draw-tools');
        this.toggleEl.addEventListener('click', () => this.open(this.stripEl.hidden));
        toolbar.append(this.toggleEl);
        const bar = document.createElement('div');
        bar.id = 'draw-tools';
        bar.className = 'toolbar draw-tools';
        bar.hidden = true;
        bar.setAttribute('role', 'toolbar');
        bar.setAttribute('aria-label', 'Draw the room');
        this.stripEl = bar;
        for (const { tool, label, title } of TOOLS) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = label;
            button.title = title;
            button.dataset.tool = tool;
            button.setAttribute('aria-pressed', 'false');
            button.addEventListener('click', () => this.choose(this.tool === tool ? undefined : tool));
            this.buttons.set(tool, button);
            bar.append(button);
        }
        const hexesLabel = document.createElement('label');
        hexesLabel.htmlFor = 'draw-hexes';
        hexesLabel.textContent = 'Hexes';
        this.hexesEl = document.createElement('input');
        this.hexesEl.id = 'draw-hexes';
        this.hexesEl.placeholder = 'C3, D4..D6';
        this.hexesEl.title = 'Hexes for the chosen tool (two neighbours for a thin wall); Enter applies';
        this.hexesEl.size = 10;
        this.hexesEl.addEventListener('keydown', event => {
            if (event.key === 'Enter') {
                event.preventDefault();
                this.applyTyped();
            }
        });
        const apply = this.button('Apply', 'Apply the chosen tool to the hexes typed', () => this.applyTyped());
        apply.id = 'draw-apply';
        const remove = this.button('Delete figure', 'Delete the figure last clicked, or the selected monster (Delete key)', () => this.deletePicked());
        remove.id = 'draw-delete';
        const [edgeLabel, edgeEl] = labelledSelect('draw-edge', 'Map edge', EDGES.map(edge => new Option(edge, edge)));
        this.edgeEl = edgeEl;
        const grow = this.button('Grow', 'Add a row or column of hexes at that edge of the map', () => this.resize(1));
        grow.id = 'draw-grow';
        const shrink = this.button('Shrink', 'Take the row or column at that edge off the map', () => this.resize(-1));
        shrink.id = 'draw-shrink';
        bar.append(hexesLabel, this.hexesEl, apply, remove, edgeLabel, this.edgeEl, grow, shrink);
        this.messageEl = document.createElement('div');
        this.messageEl.id = 'draw-message';
        this.messageEl.className = 'status draw-message';
        this.messageEl.setAttribute('role', 'alert');
        this.messageEl.hidden = true;
        this.messageTextEl = document.createElement('span');
        const dismiss = this.button('×', 'Dismiss this message', () => this.tell(''));
        dismiss.className = 'dismiss';
        dismiss.setAttribute('aria-label', 'Dismiss');
        this.messageEl.append(this.messageTextEl, dismiss);
        toolbar.after(bar, this.messageEl);
        this.listen();
    }

    /** Takes the extension's answer about an edit; false for any other message. */
    receive(data: unknown): boolean {
        const message = parseDrawToWebview(data);
        if (!message) {
            return false;
        }
        const board = this.host.board();
        // Made for another scenario, or for a text the board shown has left behind: it is stale.
        if (board && message.uri === board.uri && message.version >= board.version) {
            this.tell(message.reason, { uri: message.uri, version: message.version });
        }
        return true;
    }

    /**
     * After the page has drawn a board: a message belongs to the document and the version it was
     * made for, so a board of another scenario, or of a text changed since, takes it away.
     */
    shown(uri: string, version: number): void {
        if (this.messageFor && (this.messageFor.uri !== uri || this.messageFor.version < version)) {
            this.tell('');
        }
    }

    private open(open: boolean): void {
        this.stripEl.hidden = !open;
        this.toggleEl.setAttribute('aria-expanded', String(open));
        this.toggleEl.setAttribute('aria-pressed', String(open));
        if (!open) {
            this.choose(undefined);
        }
    }

    private button(label: string, title: string, action: () => void): HTMLButtonElement {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.title = title;
        button.addEventListener('click', action);
        return button;
    }

    private choose(tool: Tool | undefined): void {
        this.tool = tool;
        for (const [name, button] of this.buttons) {
            button.setAttribute('aria-pressed', String(name === tool));
        }
        this.boardEl.classList.toggle('drawing', tool !== undefined);
    }

    /** Shows `text` for the board shown, or for the text `about` names (a refusal made for a text the page has yet to draw). */
    private tell(text: string, about?: { uri: string; version: number }): void {
        const board = about ?? this.host.board();
        this.messageFor = text === '' || !board ? undefined : { uri: board.uri, version: board.version };
        this.messageTextEl.textContent = text;
        this.messageEl.hidden = text === '';
    }

    private send(edit: BoardEdit): void {
        const board = this.host.board();
        if (!board) {
            return;
        }
        this.tell('');
        this.host.post({ type: 'editBoard', version: board.version, edit });
    }

    /** The edit the chosen tool makes on these hexes, or why it makes none. */
    private editFor(tool: Tool, hexes: readonly string[]): BoardEdit | string {
        switch (tool) {
            case 'erase':
                return { kind: 'erase', hexes };
            case 'thinWall':
                return hexes.length === 2 ? { kind: 'thinWall', between: [hexes[0], hexes[1]] } : 'No thin wall was drawn: a thin wall needs two neighbouring hexes.';
            case 'character':
            case 'monster':
                return hexes.length === 1 ? { kind: 'addFigure', figure: tool, at: hexes[0] } : `No ${tool} was added: a ${tool} goes on one hex.`;
            default:
                return { kind: 'paint', terrain: tool, hexes };
        }
    }

    private applyTyped(): void {
        if (!this.tool) {
            this.tell('Choose a tool first.');
            return;
        }
        const typed = typedHexes(this.hexesEl.value);
        if ('error' in typed) {
            this.tell(typed.error);
            return;
        }
        if (typed.hexes.length === 0) {
            this.tell('Type the hexes first (C3, or C3..C7).');
            return;
        }
        const edit = this.editFor(this.tool, typed.hexes);
        if (typeof edit === 'string') {
            this.tell(edit);
        } else {
            this.send(edit);
        }
    }

    private deletePicked(): void {
        const picked = this.picked;
        const monster = this.host.selectedMonster();
        if (picked) {
            this.picked = undefined;
            this.send({ kind: 'deleteFigure', figure: picked.figure, at: picked.at });
        } else if (monster) {
            this.send({ kind: 'deleteFigure', figure: monster });
        } else {
            this.tell('Click a figure first, then delete it.');
        }
    }

    private resize(by: 1 | -1): void {
        this.send({ kind: 'resizeMap', edge: this.edgeEl.value as (typeof EDGES)[number], by });
    }

    /**
     * The room's hex under the point: its cell, not a figure's, whose name may reach over the
     * neighbouring hex (a stroke there paints that hex, not the one the figure stands on).
     */
    private hexAt(x: number, y: number): string | undefined {
        for (const element of document.elementsFromPoint(x, y)) {
            const hex = element.closest<SVGElement>('g.ghs-hex[data-hex]')?.dataset.hex;
            if (hex && this.boardEl.contains(element)) {
                return hex;
            }
        }
        return undefined;
    }

    private hexGroup(hex: string): SVGGElement | null {
        return this.boardEl.querySelector<SVGGElement>(`g.ghs-hex[data-hex="${hex}"]`);
    }

    /**
     * The edge nearest to the pointer: the neighbour across it is the hex found a hex's width
     * from the centre, in the pointer's direction (on screen, so a turned grid works the same).
     */
    private edgeAt(x: number, y: number): [string, string] | undefined {
        const hex = this.hexAt(x, y);
        const group = hex ? this.hexGroup(hex) : null;
        if (!hex || !group) {
            return undefined;
        }
        const box = group.getBoundingClientRect();
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const length = Math.hypot(x - cx, y - cy);
        if (length === 0) {
            return undefined;
        }
        const reach = Math.min(box.width, box.height);
        const other = this.hexAt(cx + (x - cx) / length * reach, cy + (y - cy) / length * reach);
        return other && other !== hex ? [hex, other] : undefined;
    }

    private mark(hex: string): void {
        this.hexGroup(hex)?.classList.add('ghs-stroke');
    }

    private listen(): void {
        this.boardEl.addEventListener('pointerdown', event => {
            if (event.button !== 0) {
                return;
            }
            const target = event.target instanceof Element ? event.target : null;
            const figure = target?.closest<SVGElement>('[data-figure]');
            if (figure?.dataset.figure && figure.dataset.hex && (!this.tool || this.tool === 'erase')) {
                this.dragging = { figure: figure.dataset.figure, from: figure.dataset.hex };
                this.picked = { figure: figure.dataset.figure, at: figure.dataset.hex };
                event.preventDefault();
                return;
            }
            if (!this.tool || this.tool === 'thinWall' || this.tool === 'character' || this.tool === 'monster') {
                return;
            }
            const hex = this.hexAt(event.clientX, event.clientY);
            if (hex) {
                this.stroke = [hex];
                this.mark(hex);
                event.preventDefault();
            }
        });
        this.boardEl.addEventListener('pointermove', event => {
            if (!this.stroke) {
                return;
            }
            const hex = this.hexAt(event.clientX, event.clientY);
            if (hex && !this.stroke.includes(hex)) {
                this.stroke.push(hex);
                this.mark(hex);
            }
        });
        const finish = (event: PointerEvent): void => {
            const stroke = this.stroke;
            const dragging = this.dragging;
            this.stroke = undefined;
            this.dragging = undefined;
            if (stroke && this.tool) {
                const edit = this.editFor(this.tool, stroke);
                if (typeof edit !== 'string') {
                    this.send(edit);
                }
            } else if (dragging) {
                const to = this.hexAt(event.clientX, event.clientY);
                if (!to) {
                    this.tell(refusedEditText({ kind: 'moveFigure', figure: dragging.figure, from: dragging.from, to: '' }, 'it was let go off the map.'));
                } else if (to !== dragging.from) {
                    this.send({ kind: 'moveFigure', figure: dragging.figure, from: dragging.from, to });
                }
            }
        };
        // On the window: a drag let go outside the board still ends (and is refused as off the map).
        window.addEventListener('pointerup', finish);
        this.boardEl.addEventListener('pointercancel', () => {
            this.stroke = undefined;
            this.dragging = undefined;
        });
        this.boardEl.addEventListener('click', event => {
            if (this.tool === 'thinWall') {
                const edge = this.edgeAt(event.clientX, event.clientY);
                if (edge) {
                    this.send({ kind: 'thinWall', between: edge });
                }
            } else if (this.tool === 'character' || this.tool === 'monster') {
                const hex = this.hexAt(event.clientX, event.clientY);
                if (hex) {
                    this.send({ kind: 'addFigure', figure: this.tool, at: hex });
                }
            }
        });
        document.addEventListener('keydown', event => {
            const target = event.target instanceof Element ? event.target : null;
            if (event.ctrlKey || event.metaKey || event.altKey || target?.closest('select, input, textarea')) {
                return;
            }
            if (event.key === 'Delete' || event.key === 'Backspace') {
                event.preventDefault();
                this.deletePicked();
            } else if (event.key === 'Escape' && this.tool) {
                this.choose(undefined);
            }
        });
    }
}
