import { hasTurnToPlay } from '../../language/engine/decision.js';
import type { WordedDecision } from '../../language/explain/worded-decision.js';
import type { BoardView } from '../../language/view/board-view.js';
import { renderBoardSvg } from '../../language/view/svg.js';
import { type FromWebview, type PlayedTurns, type PreviewSettings, type PreviewState, parseState, parseToWebview } from '../src/preview-protocol.js';
import { clampZoom, fittedScale, parsePixels, zoomIn, zoomLabel, zoomOut } from './zoom.js';
import type { ThreatFromWebview } from '../src/threat-protocol.js';
import { ThreatOverlay } from './threat-overlay.js';
import type { DrawFromWebview } from '../src/draw-protocol.js';
import { DrawTools } from './draw-tools.js';
import { AreaGrid } from './area-grid.js';

/**
 * The preview page: draws the board the extension sends, lets the user pick a monster and one of
 * its options, and reports clicks back so the editor can show the matching statement.
 */

interface VsCodeApi {
    postMessage(message: FromWebview | ThreatFromWebview | DrawFromWebview): void;
    getState(): unknown;
    setState(state: PreviewState): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();

let state: PreviewState = parseState(vscode.getState());
let view: BoardView | undefined;
/** The turns just played, for the text they left: drawn until the text changes again. */
let played: PlayedTurns | undefined;
let settings: PreviewSettings = { coordinates: true, orientation: 'flat' };
/** The last SVG put on the page: an unchanged drawing is not replaced, so nothing flickers. */
let drawn = '';

const $ = <T extends HTMLElement>(id: string): T => {
    const element = document.getElementById(id);
    if (!element) {
        throw new Error(`the preview page has no #${id}`);
    }
    return element as T;
};
const titleEl = $<HTMLHeadingElement>('title');
const noteEl = $<HTMLParagraphElement>('note');
const monsterEl = $<HTMLSelectElement>('monster');
const optionsEl = $<HTMLSpanElement>('options');
const playEl = $<HTMLButtonElement>('play');
const rotateEl = $<HTMLButtonElement>('rotate');
const zoomOutEl = $<HTMLButtonElement>('zoom-out');
const zoomInEl = $<HTMLButtonElement>('zoom-in');
const zoomFitEl = $<HTMLButtonElement>('zoom-fit');
const zoomLevelEl = $<HTMLSpanElement>('zoom-level');
const statusEl = $<HTMLDivElement>('status');
const boardEl = $<HTMLDivElement>('board');
const decisionEl = $<HTMLElement>('decision');
const summaryEl = $<HTMLParagraphElement>('summary');
const tieEl = $<HTMLParagraphElement>('tie');
const reasonsEl = $<HTMLOListElement>('reasons');
const playedEl = $<HTMLDivElement>('played');
const playedHeadingEl = $<HTMLParagraphElement>('played-heading');
const playedLinesEl = $<HTMLUListElement>('played-lines');
/** Says why the board cannot be judged; made here so that the page's layout stays as it is. */
const incompleteEl = document.createElement('p');
incompleteEl.id = 'incomplete';
incompleteEl.className = 'status incomplete';
incompleteEl.setAttribute('role', 'alert');
incompleteEl.hidden = true;
statusEl.before(incompleteEl);
const toolbarEl = playEl.closest<HTMLElement>('.toolbar') ?? document.body;
const threat = new ThreatOverlay(toolbarEl, boardEl, message => vscode.postMessage(message));
/** The version of the text the board drawn was built from. */
let viewVersion = -1;
const draw = new DrawTools(toolbarEl, boardEl, {
    board: () => view && { view, version: viewVersion, uri: state.uri ?? '' },
    selectedMonster: () => state.monster,
    post: message => vscode.postMessage(message)
});
const areaGrid = new AreaGrid(decisionEl, edit => vscode.postMessage({ type: 'editBoard', version: viewVersion, edit }));

function saveState(next: Partial<PreviewState>): void {
    state = { ...state, ...next };
    vscode.setState(state);
}

function rotated(): boolean {
    return state.rotate ?? settings.orientation === 'pointy';
}

function currentDecision(): WordedDecision | undefined {
    return view?.decisions.find(d => d.monster === state.monster);
}

function chosenOption(decision: WordedDecision): number {
    const option = state.option ?? 0;
    return option < decision.options.length ? option : 0;
}

/** Keeps the selection when it still makes sense on a new board, else falls back to the first monster that acts. */
function reconcileSelection(): void {
    if (!view) {
        return;
    }
    if (!view.decisions.some(d => d.monster === state.monster)) {
        saveState({ monster: view.decisions[0]?.monster, option: 0 });
    }
}

function render(): void {
    if (!view) {
        return;
    }
    document.body.classList.remove('waiting');
    statusEl.hidden = true;
    titleEl.textContent = view.title;
    noteEl.textContent = view.note ?? '';
    noteEl.hidden = !view.note;
    incompleteEl.textContent = view.incomplete?.message ?? '';
    incompleteEl.hidden = !view.incomplete;
    renderMonsterPicker(view);
    const decision = currentDecision();
    const turns = played && played.uri === state.uri && played.version === viewVersion ? played.turns : undefined;
    const svg = renderBoardSvg(view, {
        embedStyle: false,
        coordinates: settings.coordinates,
        rotate: rotated(),
        selection: decision && { monster: decision.monster, option: chosenOption(decision) },
        ...(turns && { played: turns })
    });
    if (svg !== drawn) {
        boardEl.innerHTML = svg; // one assignment: the old drawing stays until the new one is complete
        drawn = svg;
        sized = '';
    }
    rotateEl.setAttribute('aria-pressed', String(rotated()));
    renderDecision(decision);
    // The area editor is for a monster whose ability has an area; one without has nothing to edit.
    areaGrid.show(view.figures.find(f => f.name === state.monster && f.acts && f.area !== undefined));
    threat.apply(view, state.uri ?? '', viewVersion);
    draw.shown(state.uri ?? '', viewVersion);
    sizeBoard();
}

function zoom(): number {
    return clampZoom(state.zoom ?? 1);
}

/** The last size given to the drawing: the same size is not set again, so a resize settles at once. */
let sized = '';

/**
 * Sizes the drawing from the room the panel has (measured after the decision text is laid out,
 * since that text keeps its first line in view) and the editor's font size, then the user's zoom.
 */
function sizeBoard(): void {
    const svg = boardEl.querySelector<SVGSVGElement>('svg.ghs-board');
    zoomLevelEl.textContent = zoomLabel(zoom());
    zoomOutEl.disabled = zoom() <= zoomOut(zoom()) || !svg;
    zoomInEl.disabled = zoom() >= zoomIn(zoom()) || !svg;
    zoomFitEl.disabled = zoom() === 1 || !svg;
    if (!svg || svg.classList.contains('ghs-empty')) {
        return;
    }
    const box = svg.viewBox.baseVal;
    const texts = Array.from(svg.querySelectorAll('text'), t => Number(t.getAttribute('font-size')))
        .filter(size => size > 0);
    const top = boardEl.getBoundingClientRect().top + window.scrollY;
    const summary = decisionEl.hidden ? 0 : summaryEl.getBoundingClientRect().height + 16;
    const scale = fittedScale({
        boardWidth: box.width,
        boardHeight: box.height,
        availableWidth: boardEl.clientWidth,
        availableHeight: Math.max(120, document.documentElement.clientHeight - top - summary - 16),
        ...(texts.length > 0 && { smallestText: Math.min(...texts) }),
        editorFontSize: parsePixels(getComputedStyle(document.body).getPropertyValue('--vscode-editor-font-size'))
    }) * zoom();
    const width = `${Math.floor(box.width * scale)}px`;
    const height = `${Math.floor(box.height * scale)}px`;
    if (sized !== `${width} ${height}`) {
        svg.style.width = width;
        svg.style.height = height;
        sized = `${width} ${height}`;
    }
    revealSelected(svg);
}

/** The monster whose token was last scrolled into view, so the board scrolls only when the selection moves. */
let revealed: string | undefined;

/** A board wider than the panel scrolls sideways: a monster newly selected is brought into view. */
function revealSelected(svg: SVGSVGElement): void {
    const monster = state.monster;
    if (monster === revealed) {
        return;
    }
    const token = svg.querySelector('.ghs-selected');
    if (!token) {
        return;
    }
    revealed = monster;
    if (boardEl.scrollWidth > boardEl.clientWidth) {
        const box = token.getBoundingClientRect();
        const room = boardEl.getBoundingClientRect();
        boardEl.scrollLeft += box.left + box.width / 2 - (room.left + room.width / 2);
    }
}

function setZoom(next: number): void {
    if (next !== zoom()) {
        saveState({ zoom: next });
        sizeBoard();
    }
}

function renderMonsterPicker(board: BoardView): void {
    const names = board.decisions.map(d => d.monster);
    const current = Array.from(monsterEl.options).map(o => o.value);
    if (names.join('\n') !== current.join('\n')) {
        monsterEl.replaceChildren(...names.map(name => new Option(name, name)));
    }
    monsterEl.disabled = names.length === 0;
    if (state.monster && names.includes(state.monster)) {
        monsterEl.value = state.monster;
    }
}

function renderDecision(decision: WordedDecision | undefined): void {
    optionsEl.replaceChildren();
    playEl.disabled = !decision || !hasTurnToPlay(decision) || !!view?.incomplete;
    if (!decision) {
        const text = !view ? '' : view.problems.length > 0 ? view.problems.join(' ')
            : view.decisions.length > 0 ? ''
                : view.incomplete ? 'No monster\'s turn is shown until the board is whole.'
                    : 'No monster takes a turn now: each one has acted this round or has no ability.';
        decisionEl.hidden = text === '';
        summaryEl.textContent = text;
        tieEl.hidden = true;
        reasonsEl.replaceChildren();
        renderPlayed(undefined);
        return;
    }
    decisionEl.hidden = false;
    summaryEl.textContent = decision.noFocusReason ? `${decision.monster}: ${decision.noFocusReason}` : `${decision.monster}: ${decision.summary}`;
    const chosen = chosenOption(decision);
    if (decision.options.length > 1) {
        const words = view?.optionWords.find(w => w.monster === decision.monster)?.options ?? [];
        decision.options.forEach((_, index) => {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'option';
            button.dataset.option = String(index);
            button.setAttribute('aria-pressed', String(index === chosen));
            // The number alone keeps the toolbar one row; the words are its name and tooltip, and the summary's.
            button.textContent = String(index + 1);
            button.title = `Option ${index + 1}: ${words[index] ?? ''}`;
            button.setAttribute('aria-label', button.title);
            optionsEl.append(button);
        });
    }
    tieEl.hidden = !(decision.options.length > 1 && decision.tie);
    tieEl.textContent = decision.options.length > 1 && decision.tie ? decision.tie.text : '';
    reasonsEl.replaceChildren(...decision.reasons.map(reason => {
        const item = document.createElement('li');
        item.textContent = reason;
        return item;
    }));
    renderPlayed(decision.monster);
}

/** The monster's card lines beyond its move and attacks, as the round plays them (the server words them). */
function renderPlayed(monster: string | undefined): void {
    const played = monster === undefined ? undefined : view?.played?.find(p => p.monster === monster);
    playedEl.hidden = !played;
    playedHeadingEl.textContent = played?.heading ?? '';
    playedLinesEl.replaceChildren(...(played?.lines ?? []).map(line => {
        const item = document.createElement('li');
        item.textContent = line;
        return item;
    }));
}

/**
 * The board shown stays while its own document is waited for (a slow answer after an edit); for
 * another document it goes, with everything said about it.
 */
function showWaiting(reason: string, uri: string | undefined): void {
    if (view && uri !== undefined && uri !== state.uri) {
        forgetBoard();
    }
    statusEl.textContent = reason;
    statusEl.hidden = false;
    if (!view) {
        document.body.classList.add('waiting');
    }
}

function forgetBoard(): void {
    view = undefined;
    viewVersion = -1;
    played = undefined;
    drawn = '';
    sized = '';
    boardEl.replaceChildren();
    titleEl.textContent = 'GHS Preview';
    noteEl.hidden = true;
    incompleteEl.hidden = true;
    decisionEl.hidden = true;
    draw.shown('', -1);
}

/** Without `option`, a monster newly selected starts at its first option and one already selected keeps its own. */
function selectMonster(name: string, option?: number): void {
    const decision = view?.decisions.find(d => d.monster === name);
    if (!decision) {
        return;
    }
    const next = option !== undefined && option < decision.options.length ? option : state.monster === name ? state.option : 0;
    if (state.monster !== name || state.option !== next) {
        saveState({ monster: name, option: next });
        render();
    }
}

function revealFigure(name: string): boolean {
    const source = (view?.figures.find(f => f.name === name) ?? view?.unplaced?.find(f => f.name === name))?.source;
    if (source) {
        vscode.postMessage({ type: 'reveal', line: source.line, character: source.character });
    }
    return source !== undefined;
}

window.addEventListener('message', event => {
    if (threat.receive(event.data) || draw.receive(event.data)) {
        return;
    }
    const message = parseToWebview(event.data);
    if (!message) {
        return;
    }
    switch (message.type) {
        case 'board':
            view = message.view;
            viewVersion = message.version;
            if (state.uri !== message.uri) {
                saveState({ uri: message.uri });
            }
            reconcileSelection();
            render();
            break;
        case 'played':
            played = { uri: message.uri, version: message.version, turns: message.turns };
            render();
            break;
        case 'waiting':
            showWaiting(message.reason, message.uri);
            break;
        case 'select':
            selectMonster(message.monster, message.option);
            break;
        case 'settings':
            settings = message.settings;
            render();
            break;
    }
});

boardEl.addEventListener('click', event => {
    const target = event.target instanceof Element ? event.target : null;
    const figure = target?.closest<SVGElement>('[data-figure]');
    if (figure?.dataset.figure && figure.classList.contains('ghs-unplaced')) {
        revealFigure(figure.dataset.figure);
        return;
    }
    if (figure?.dataset.figure) {
        selectMonster(figure.dataset.figure);
        revealFigure(figure.dataset.figure);
        return;
    }
    const option = target?.closest<SVGElement>('[data-option]');
    const decision = currentDecision();
    if (option?.dataset.option !== undefined && decision) {
        const index = Number(option.dataset.option);
        if (index !== chosenOption(decision)) {
            saveState({ option: index });
            render();
        }
        revealFigure(decision.monster);
        return;
    }
    const hex = target?.closest<SVGElement>('[data-hex]')?.dataset.hex;
    const standing = hex && view?.figures.find(f => f.hex === hex);
    if (standing) {
        revealFigure(standing.name);
    }
});

monsterEl.addEventListener('change', () => selectMonster(monsterEl.value));

optionsEl.addEventListener('click', event => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-option]') : null;
    if (button) {
        saveState({ option: Number(button.dataset.option) });
        render();
    }
});

zoomInEl.addEventListener('click', () => setZoom(zoomIn(zoom())));
zoomOutEl.addEventListener('click', () => setZoom(zoomOut(zoom())));
zoomFitEl.addEventListener('click', () => setZoom(1));

// Plain keys, not Ctrl+=: VS Code takes those for the window's own zoom.
document.addEventListener('keydown', event => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.ctrlKey || event.metaKey || event.altKey || target?.closest('select, input, textarea')) {
        return;
    }
    const next = event.key === '+' || event.key === '=' ? zoomIn(zoom())
        : event.key === '-' || event.key === '_' ? zoomOut(zoom())
            : event.key === '0' ? 1 : undefined;
    if (next !== undefined) {
        event.preventDefault();
        setZoom(next);
    }
});

window.addEventListener('resize', () => sizeBoard());

rotateEl.addEventListener('click', () => {
    saveState({ rotate: !rotated() });
    render();
});

playEl.addEventListener('click', () => {
    const decision = currentDecision();
    if (decision && hasTurnToPlay(decision)) {
        vscode.postMessage({ type: 'playTurn', monster: decision.monster, option: chosenOption(decision) });
    }
});

document.body.classList.add('waiting');
vscode.postMessage({ type: 'ready' });
