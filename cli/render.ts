import { DEFAULT_EDITION } from '../language/rules/editions.js';
import type { Edition } from '../language/model/board.js';
import type { WordedDecision } from '../language/explain/worded-decision.js';
import type { BoardView } from '../language/view/board-view.js';
import { buildBoardView } from '../language/view/build-board-view.js';
import { textWidth } from '../language/view/name-labels.js';
import { BOARD_CSS } from '../language/view/board-style.js';
import { boardSvgSize, renderBoardSvg } from '../language/view/svg.js';
import { escapeXml } from '../language/view/svg-text.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import type { ScenarioSource } from './inputs.js';
import { loadScenarios } from './load.js';
import { selectDecisions } from './monsters.js';

export interface RenderCommandOptions {
    /** The monsters whose decisions are drawn; every monster that takes a turn when empty. */
    readonly monsters?: readonly string[];
    /** Which of the players' options is drawn in full (0-based), for a single monster. */
    readonly option?: number;
    readonly rotate?: boolean;
    readonly coordinates?: boolean;
    /** The edition of a file without a `rules` line. */
    readonly edition?: Edition;
}

export interface RenderReport {
    /** The drawing; absent when there is nothing worth drawing (no map, a monster not there). */
    readonly svg?: string;
    /** The monsters whose decisions are drawn, in the order they act. */
    readonly drawn: readonly string[];
    /** Errors of the scenario and of the request: each makes the exit status 1. */
    readonly problems: readonly string[];
}

/** The board view of one scenario. */
export async function boardViewOf(source: ScenarioSource, edition: Edition = DEFAULT_EDITION): Promise<{ view: BoardView; errors: string[] }> {
    const { documents: [document], analysis: services } = await loadScenarios([source], edition);
    const scenario = document.parseResult.value;
    const analyzer = services.ScenarioAnalyzer;
    const analysis = analyzer.analyze(scenario);
    const errors = diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(source.name, d));
    return { view: buildBoardView(scenario, analysis.board, analysis.worded, analyzer.editionOf(scenario), analysis.incomplete), errors };
}

/**
 * Draws a scenario as SVG: one board per monster drawn, each under a caption with its turn in
 * one line, so that every decision can be read without the others drawn over it.
 */
export async function renderScenario(source: ScenarioSource, options: RenderCommandOptions = {}): Promise<RenderReport> {
    const { view, errors } = await boardViewOf(source, options.edition);
    const problems = [...errors];
    if (!hasMap(view)) {
        // The errors say why already; without any, the view does.
        const why = view.problems.length > 0 ? view.problems : ['the scenario has no map.'];
        return { drawn: [], problems: problems.length > 0 ? problems : why.map(p => `ghs render: nothing to draw in ${source.name}: ${p}`) };
    }
    const draw = { rotate: options.rotate, coordinates: options.coordinates };
    if (view.incomplete) {
        // Decisions on a board that is not the one written would mislead: the board alone (the
        // figures it could not place beside it), under the reason none is drawn.
        const board = renderBoardSvg(view, { ...draw, embedStyle: false });
        return { svg: stackPanels(view.title, [{ caption: view.incomplete.message, monster: '', board, size: boardSvgSize(view, draw) }]), drawn: [], problems };
    }
    const selected = selectDecisions(view.decisions, options.monsters ?? [], source.name, 'render');
    if (selected.problems.length > 0) {
        return { drawn: [], problems: [...problems, ...selected.problems] };
    }
    const decisions = selected.decisions;
    if (options.option !== undefined) {
        const [decision] = decisions;
        if (decisions.length !== 1 || options.option >= decision.options.length) {
            const count = decision?.options.length ?? 0;
            return {
                drawn: [], problems: [...problems, decisions.length !== 1
                    ? `ghs render: --option needs exactly one monster, and ${decisions.length} are drawn: name one with --monster.`
                    : `ghs render: ${decision.monster} has ${count} option${count === 1 ? '' : 's'}: --option takes a number from 1 to ${count}.`]
            };
        }
    }
    const svg = decisions.length === 0
        ? renderBoardSvg(view, draw)
        : stackPanels(view.title, decisions.map(decision => {
            const panel = { ...draw, selection: { monster: decision.monster, option: options.option ?? 0 } };
            return {
                caption: caption(decision, options.option ?? 0),
                monster: decision.monster,
                board: renderBoardSvg(view, { ...panel, embedStyle: false }),
                size: boardSvgSize(view, panel)
            };
        }));
    return { svg, drawn: decisions.map(d => d.monster), problems };
}

function hasMap(view: BoardView): boolean {
    return view.map.maxCol >= view.map.minCol && view.map.maxRow >= view.map.minRow;
}

function caption(decision: WordedDecision, option: number): string {
    const choice = decision.options.length > 1 ? ` (the players choose: option ${option + 1} of ${decision.options.length} drawn in full)` : '';
    return `${decision.monster}: ${decision.summary}${choice}`;
}

const CAPTION_FONT = 15;
const CAPTION_HEIGHT = 30;
const PANEL_GAP = 12;

interface Panel {
    readonly caption: string;
    readonly monster: string;
    /** A complete `<svg>` of `size`. */
    readonly board: string;
    readonly size: { readonly width: number; readonly height: number };
}

/** Panels one under the other in a single SVG, with the board stylesheet once. */
function stackPanels(title: string, panels: readonly Panel[]): string {
    let y = 0;
    let width = 0;
    const parts: string[] = [];
    for (const panel of panels) {
        width = Math.max(width, panel.size.width, Math.ceil(16 * 2 + textWidth(panel.caption, CAPTION_FONT)));
        parts.push(`<g class="ghs-panel" data-monster="${escapeXml(panel.monster)}" transform="translate(0,${y})">` +
            `<text class="ghs-message ghs-caption" x="16" y="${CAPTION_HEIGHT - 9}" font-size="${CAPTION_FONT}">${escapeXml(panel.caption)}</text>` +
            `<g transform="translate(0,${CAPTION_HEIGHT})">${panel.board}</g></g>`);
        y += CAPTION_HEIGHT + panel.size.height + PANEL_GAP;
    }
    const height = Math.max(0, y - PANEL_GAP);
    return [
        `<svg xmlns="http://www.w3.org/2000/svg" class="ghs-board ghs-panels" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
        `role="img" aria-label="${escapeXml(title)}">`,
        `<title>${escapeXml(title)}</title>`,
        `<style>${BOARD_CSS}</style>`,
        `<rect class="ghs-background" x="0" y="0" width="${width}" height="${height}"/>`,
        ...parts,
        '</svg>'
    ].join('\n');
}
