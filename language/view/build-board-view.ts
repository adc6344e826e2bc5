import type { AstNode } from 'langium';
import type { Board, Edition, Figure } from '../model/board.js';
import { MAX_MAP_HEXES, editionOf, mapExtent, mapHexCount } from '../model/from-ast.js';
import { terrainKinds } from '../model/board.js';
import type { WordedDecision } from '../explain/worded-decision.js';
import { type IncompleteBoard } from '../scenario/incomplete-board.js';
import { incompleteBoardText, misplacedWords } from '../explain/board-problem-words.js';
import { OFF_THE_BOARD, type PositionProblem } from '../scenario/position-problems.js';
import { isActedRecord, isCharacter, isMonster, isNoteStatement, isSummon, type Scenario } from '../generated/ast.js';
import { actedDamage } from '../model/acted-damage.js';
import { formatCoordinate, hexLabel, hexToOffset } from '../hex/offset.js';
import { optionLine } from '../explain/option-words.js';
import type { BoardView, DecisionWordsView, DoorView, FigureView, MapView, SourceLocation, TerrainHexView, UnplacedFigureView } from './board-view.js';

/**
 * The JSON the preview and `ghs render` draw, from a parsed scenario, its board and the engine's
 * decisions. Positions come from the board (which already dropped off-map and doubled figures);
 * source locations come from the statements' concrete syntax, so a click can reveal them.
 * `edition` (the scenario's, as resolved by the analysis) is shown when there is no board to read it from.
 * On a board that cannot be judged (`incomplete`), no decision is drawn; the figures standing
 * where they cannot are marked, and those the board could not place are listed beside it.
 */
export function buildBoardView(scenario: Scenario, board: Board | undefined, decisions: readonly WordedDecision[],
    edition: Edition = editionOf(scenario), incomplete?: IncompleteBoard): BoardView {
    const title = scenario.name ?? 'Untitled scenario';
    const note = scenario.statements.find(isNoteStatement)?.text;
    const notice = incomplete && { incomplete: { lines: [...incomplete.lines], message: incompleteBoardText(incomplete) } };
    const shown = incomplete ? [] : decisions;
    const misplaced = figureProblems(incomplete?.positions ?? []);
    if (!board) {
        return {
            title, note, edition, map: EMPTY_MAP,
            terrain: [], thinWalls: [], figures: [], decisions: [], optionWords: [],
            problems: [missingBoardReason(scenario)],
            ...notice
        };
    }
    const doors = doorsOf(board);
    const unplaced = unplacedFigures(scenario, misplaced);
    const links = board.links.map(([a, b]): [string, string] => [board.labelOf(a), board.labelOf(b)]);
    return {
        title,
        note,
        edition: board.edition,
        map: mapView(board),
        terrain: terrainOf(board),
        thinWalls: thinWallsOf(board),
        ...(doors.length > 0 ? { doors } : {}),
        ...(links.length > 0 ? { links } : {}),
        figures: figuresOf(scenario, board, misplaced),
        decisions: [...shown],
        optionWords: shown.map(wordsOf),
        problems: [],
        ...notice,
        ...(unplaced.length > 0 ? { unplaced } : {})
    };
}

function wordsOf(decision: WordedDecision): DecisionWordsView {
    return { monster: decision.monster, options: decision.options.map(option => optionLine(decision, option)) };
}

const EMPTY_MAP: MapView = { from: '', to: '', minCol: 0, maxCol: -1, minRow: 1, maxRow: 0 };

function missingBoardReason(scenario: Scenario): string {
    const extent = mapExtent(scenario);
    if (!extent) {
        return 'No board to draw: the scenario needs a map statement such as `map A1..P7`, its first corner above and left of the second.';
    }
    return `No board to draw: the map has ${mapHexCount(extent)} hexes, more than the ${MAX_MAP_HEXES} allowed.`;
}

function mapView(board: Board): MapView {
    return {
        from: formatCoordinate({ col: board.minCol, row: board.minRow }),
        to: formatCoordinate({ col: board.maxCol, row: board.maxRow }),
        minCol: board.minCol,
        maxCol: board.maxCol,
        minRow: board.minRow,
        maxRow: board.maxRow
    };
}

function terrainOf(board: Board): TerrainHexView[] {
    const terrain: TerrainHexView[] = [];
    for (const cell of board.cells()) {
        // The board marks a closed door as a wall for the engine; the preview draws the door instead.
        const kinds = terrainKinds(board.terrain[cell]).filter(kind => !(kind === 'wall' && board.doorAt(cell) === 'closed'));
        if (kinds.length > 0) {
            const { col, row } = hexToOffset(board.hexOf(cell));
            terrain.push({ hex: board.labelOf(cell), col, row, kinds });
        }
    }
    return terrain;
}

function doorsOf(board: Board): DoorView[] {
    const doors: DoorView[] = [];
    for (const cell of board.cells()) {
        const state = board.doorAt(cell);
        if (state) {
            const { col, row } = hexToOffset(board.hexOf(cell));
            doors.push({ hex: board.labelOf(cell), col, row, state });
        }
    }
    return doors;
}

/** Each thin wall once: the board keeps both sides of an edge, so only north-east, south-east and south are read, so each wall runs from its left or upper hex. */
function thinWallsOf(board: Board): Array<[string, string]> {
    const walls: Array<[string, string]> = [];
    for (const cell of board.cells()) {
        for (let direction = 1; direction <= 3; direction++) {
            const other = board.step(cell, direction);
            if (other >= 0 && board.thinWallTowards(cell, direction)) {
                walls.push([board.labelOf(cell), board.labelOf(other)]);
            }
        }
    }
    return walls;
}

type FigureProblem = Extract<PositionProblem, { kind: 'figure' }>;

/** Each figure's first problem, by name. */
function figureProblems(positions: readonly PositionProblem[]): Map<string, FigureProblem> {
    const byName = new Map<string, FigureProblem>();
    for (const problem of positions) {
        if (problem.kind === 'figure' && !byName.has(problem.figure)) {
            byName.set(problem.figure, problem);
        }
    }
    return byName;
}

/** The figures the board could not place, in the order written, with why. */
function unplacedFigures(scenario: Scenario, problems: ReadonlyMap<string, FigureProblem>): UnplacedFigureView[] {
    const sources = sourcesOf(scenario);
    return [...problems.values()].filter(p => OFF_THE_BOARD.has(p.placement)).map(p => {
        const statement = scenario.statements.find(s => (isCharacter(s) || isMonster(s)) && s.name === p.figure);
        const initiative = statement && (isCharacter(statement) || isMonster(statement)) ? statement.initiative : undefined;
        return {
            name: p.figure, kind: p.figureKind, hex: p.hex, why: misplacedWords(p),
            ...(initiative !== undefined && { initiative }),
            ...(sources.has(p.figure) && { source: sources.get(p.figure) })
        };
    });
}

/** Where each figure is written, by name (the first statement of a name). */
function sourcesOf(scenario: Scenario): Map<string, SourceLocation> {
    const sources = new Map<string, SourceLocation>();
    for (const statement of scenario.statements) {
        if ((isCharacter(statement) || isSummon(statement) || isMonster(statement)) && statement.name && !sources.has(statement.name)) {
            const location = sourceOf(statement);
            if (location) {
                sources.set(statement.name, location);
            }
        }
    }
    return sources;
}

function figuresOf(scenario: Scenario, board: Board, problems: ReadonlyMap<string, FigureProblem>): FigureView[] {
    const sources = sourcesOf(scenario);
    // The records are written in the order the turns were played: the last one is the last turn.
    const lastTurn = scenario.statements.filter(isActedRecord).at(-1);
    const damage = lastTurn ? actedDamage(lastTurn) : new Map<string, number>();
    return board.figures.map(figure => {
        const { col, row } = hexToOffset(figure.hex);
        const view: FigureView = {
            name: figure.name,
            kind: figure.kind,
            hex: board.labelOf(figure.cell),
            col,
            row,
            acts: figure.kind === 'monster' && figure.ability !== undefined,
            ...(figure.initiative !== undefined && { initiative: figure.initiative }),
            ...(figure.invisible && { invisible: true }),
            ...(figure.longRest && { longRest: true }),
            ...(figure.owner !== undefined && { owner: figure.owner }),
            ...(figure.hp !== undefined && { hp: figure.hp }),
            ...(figure.maxHp !== undefined && { maxHp: figure.maxHp }),
            ...(shownConditions(figure).length > 0 && { conditions: shownConditions(figure) }),
            ...(damage.has(figure.name) && { damage: damage.get(figure.name) }),
            ...(sources.has(figure.name) && { source: sources.get(figure.name) }),
            ...(figure.standee && { level: figure.standee.level }),
            ...(problems.has(figure.name) && !OFF_THE_BOARD.has(problems.get(figure.name)!.placement) && { misplaced: misplacedWords(problems.get(figure.name)!) }),
            ...(figure.ability?.area && {
                area: {
                    ...(figure.ability.area.origin && { origin: hexLabel(figure.ability.area.origin) }),
                    hexes: figure.ability.area.hexes.map(hexLabel)
                }
            })
        };
        return view;
    });
}

/** Invisible has its own look on the board; the other conditions are listed. */
function shownConditions(figure: Figure): string[] {
    return (figure.conditions ?? []).filter(condition => condition !== 'invisible');
}

function sourceOf(node: AstNode): SourceLocation | undefined {
    const start = node.$cstNode?.range.start;
    return start && { line: start.line, character: start.character };
}
