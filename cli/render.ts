import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyzeScenario } from '../language/analysis/scenario-analysis.js';
import type { Edition } from '../language/board/board.js';
import type { BoardView } from '../language/view/board-view.js';
import { buildBoardView } from '../language/view/build-board-view.js';
import { type BoardSelection, renderBoardSvg } from '../language/view/svg.js';
import { loadScenarios } from './load.js';

export interface RenderCommandOptions {
    /** Where to write the SVG; standard output when absent. */
    readonly output?: string;
    /** The monster whose decision is drawn; the first monster that has one when absent. */
    readonly monster?: string;
    /** Which of that monster's options is drawn in full (0-based). */
    readonly option?: number;
    readonly rotate?: boolean;
    readonly coordinates?: boolean;
    /** The edition of a file without a `rules` line. */
    readonly defaultEdition?: Edition;
}

/** The board view of one scenario file. */
export async function boardViewOfFile(file: string, defaultEdition: Edition = 'gloomhaven'): Promise<BoardView> {
    const [document] = await loadScenarios([resolve(file)], defaultEdition);
    const scenario = document.parseResult.value;
    const analysis = analyzeScenario(scenario, defaultEdition);
    return buildBoardView(scenario, analysis.board, analysis.decisions, defaultEdition, analysis.incomplete);
}

/** Draws a scenario as SVG, written to `options.output` when given; `error` is a message for the user. */
export async function renderFile(file: string, options: RenderCommandOptions): Promise<{ svg: string; error?: string }> {
    const view = await boardViewOfFile(file, options.defaultEdition);
    const monster = options.monster ?? view.decisions[0]?.monster;
    if (options.monster !== undefined && !view.decisions.some(d => d.monster === options.monster)) {
        const known = view.decisions.map(d => d.monster);
        return {
            svg: '',
            error: `ghs render: no decision for a monster named '${options.monster}'` +
                (known.length > 0 ? ` (monsters with a turn: ${known.join(', ')}).` : ' (no monster has a decided turn in this file).')
        };
    }
    const selection: BoardSelection | undefined = monster === undefined ? undefined : { monster, option: options.option ?? 0 };
    const svg = renderBoardSvg(view, { selection, rotate: options.rotate, coordinates: options.coordinates });
    if (options.output) {
        writeFileSync(options.output, svg + '\n');
    }
    return { svg };
}
