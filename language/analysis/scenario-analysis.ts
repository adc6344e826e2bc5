import type { Expectation, Scenario } from '../generated/ast.js';
import { isExpectation, isMonster } from '../generated/ast.js';
import type { Board, Edition } from '../board/board.js';
import { boardFromScenario } from '../board/from-ast.js';
import { Cancellation, interruptAndCheck } from 'langium';
import { type BoardGeometry, actingMonsters, analyzeBoard, boardGeometry, decideTurn, geometryKey } from '../engine/analyze.js';
import type { MonsterDecision } from '../engine/decision.js';
import { type ExpectationResult, compareExpectation } from '../engine/expectations.js';
import { type IncompleteBoard, incompleteBoardOf } from './incomplete-board.js';

/** Everything the engine says about one parsed scenario. */
export interface ScenarioAnalysis {
    readonly board?: Board;
    readonly decisions: readonly MonsterDecision[];
    readonly expectations: ReadonlyArray<{ readonly node: Expectation; readonly result: ExpectationResult }>;
    /** Expectations of monsters that have already acted this round, which are not checked. */
    readonly unchecked: readonly Expectation[];
    /**
     * Set when the text has syntax errors: the board lacks what the parser could not read, so no
     * expectation is judged (they are all in `uncheckedForSyntax`) and every surface says so.
     */
    readonly incomplete?: IncompleteBoard;
    /** Every expectation, when `incomplete` is set; none otherwise. */
    readonly uncheckedForSyntax: readonly Expectation[];
}

/**
 * Analyses a scenario once per parse: a new text gives a new syntax tree, so the tree itself is
 * the cache key and nothing stale can be served.
 */
const analyses = new WeakMap<Scenario, Map<Edition, ScenarioAnalysis>>();

/** The analysis of a scenario; `defaultEdition` applies when the scenario has no `rules` line. */
export function analyzeScenario(scenario: Scenario, defaultEdition: Edition = 'gloomhaven'): ScenarioAnalysis {
    let analysis = remembered(scenario, defaultEdition);
    if (!analysis) {
        const board = boardFromScenario(scenario, defaultEdition);
        const decisions = board ? analyzeBoard(board, sharedGeometry(board)) : [];
        analysis = remember(scenario, defaultEdition, conclude(scenario, board, decisions));
    }
    return analysis;
}

/**
 * The same analysis, one monster at a time, giving way between monsters (and stopping when the
 * token is cancelled): a large board then never holds up the requests of another document.
 */
export async function analyzeScenarioAsync(scenario: Scenario, defaultEdition: Edition = 'gloomhaven',
    cancelToken: Cancellation.CancellationToken = Cancellation.CancellationToken.None): Promise<ScenarioAnalysis> {
    const known = remembered(scenario, defaultEdition);
    if (known) {
        return known;
    }
    const board = boardFromScenario(scenario, defaultEdition);
    const decisions: MonsterDecision[] = [];
    if (board) {
        const geometry = sharedGeometry(board);
        for (const monster of actingMonsters(board)) {
            await interruptAndCheck(cancelToken);
            decisions.push(decideTurn(board, monster, geometry));
        }
    }
    // Another caller may have finished it meanwhile: keep one analysis per parse.
    return remembered(scenario, defaultEdition) ?? remember(scenario, defaultEdition, conclude(scenario, board, decisions));
}

function remembered(scenario: Scenario, defaultEdition: Edition): ScenarioAnalysis | undefined {
    return analyses.get(scenario)?.get(defaultEdition);
}

function remember(scenario: Scenario, defaultEdition: Edition, analysis: ScenarioAnalysis): ScenarioAnalysis {
    let byEdition = analyses.get(scenario);
    if (!byEdition) {
        byEdition = new Map();
        analyses.set(scenario, byEdition);
    }
    byEdition.set(defaultEdition, analysis);
    return analysis;
}

/**
 * Sight and distances depend on the walls only, which most edits leave alone: the geometry of
 * the last few wall layouts is kept so that re-analysing after such an edit starts warm.
 */
const GEOMETRIES_KEPT = 8;
const LARGEST_SHARED_BOARD = 2500;
const geometries = new Map<string, BoardGeometry>();

export function sharedGeometry(board: Board): BoardGeometry {
    if (board.size > LARGEST_SHARED_BOARD) {
        return boardGeometry(board);
    }
    const key = geometryKey(board);
    let geometry = geometries.get(key);
    if (geometry) {
        geometries.delete(key);
    } else {
        geometry = boardGeometry(board);
        if (geometries.size >= GEOMETRIES_KEPT) {
            geometries.delete(geometries.keys().next().value!);
        }
    }
    geometries.set(key, geometry);
    return geometry;
}

/** The syntax errors of the parse that produced the scenario, read from its document. */
function incompletenessOf(scenario: Scenario): IncompleteBoard | undefined {
    const parse = scenario.$document?.parseResult;
    return parse ? incompleteBoardOf(parse) : undefined;
}

/** The decisions set against the scenario's expectations, unless syntax errors make the board incomplete. */
function conclude(scenario: Scenario, board: Board | undefined, decisions: readonly MonsterDecision[]): ScenarioAnalysis {
    const incomplete = incompletenessOf(scenario);
    if (incomplete) {
        return { board, decisions, expectations: [], unchecked: [], incomplete, uncheckedForSyntax: scenario.statements.filter(isExpectation) };
    }
    if (!board) {
        return { decisions: [], expectations: [], unchecked: [], uncheckedForSyntax: [] };
    }
    const acted = new Set(board.figures.filter(f => f.acted).map(f => f.name));
    const unchecked = scenario.statements.filter(isExpectation).filter(node => acted.has(node.monster?.$refText ?? ''));
    const expectations = scenario.statements.filter(isExpectation).filter(node => !unchecked.includes(node)).flatMap(node => {
        const monster = node.monster?.ref;
        const decision = monster && isMonster(monster) ? decisions.find(d => d.monster === monster.name) : undefined;
        if (!decision) {
            return [];
        }
        const expected = node.options.map(o => ({ destination: o.destination?.label ?? '', targets: o.targets.map(t => t.$refText) }));
        return [{ node, result: compareExpectation(decision.monster, expected, decision) }];
    });
    return { board, decisions, expectations, unchecked, uncheckedForSyntax: [] };
}
