import type { ExpectStatement, Expectation, Scenario } from '../generated/ast.js';
import { isExpectStatement, isExpectation, isMonster } from '../generated/ast.js';
import type { Board } from '../model/board.js';
import { Cancellation, interruptAndCheck } from 'langium';
import { type BoardGeometry, actingMonsters, analyzeBoard, boardGeometry, decideTurn } from '../engine/analyze.js';
import type { MonsterDecision } from '../engine/decision.js';
import { type ExpectationResult, compareExpectation } from '../engine/expectations.js';
import { type IncompleteBoard, incompleteBoardOf } from '../scenario/incomplete-board.js';
import { notCheckedText } from '../explain/board-problem-words.js';
import { wordDecision } from '../explain/decision-words.js';
import type { WordedDecision } from '../explain/worded-decision.js';
import { type OutOfTime, expectationsOutOfTime } from '../scenario/expectation-time.js';
import { NOTHING_JUDGED, type StateJudgement, judgeState } from './state-judgement.js';
import type { FigureTurn } from '../play/round.js';
import { earlierTurnsNote } from '../explain/earlier-turn-words.js';
import { earlierTurnsOf } from '../scenario/earlier-turns.js';
import { attackedNames } from '../model/attacked-target.js';

/** Everything the engine says about one parsed scenario. */
export interface ScenarioAnalysis {
    readonly board?: Board;
    readonly decisions: readonly MonsterDecision[];
    readonly expectations: ReadonlyArray<{ readonly node: Expectation; readonly result: ExpectationResult }>;
    /** Expectations of monsters that have already acted this round, which are not checked. */
    readonly unchecked: readonly Expectation[];
    /**
     * Set when the board cannot be judged (syntax errors, something placed where it cannot be):
     * the board is not the author's, so no expectation is judged (they are all in `notChecked`),
     * and every surface says so instead of showing a turn.
     */
    readonly incomplete?: IncompleteBoard;
    /** Every expectation, with the one sentence that says why none is judged, when `incomplete` is set. */
    readonly notChecked?: NotChecked;
    /** What playing on says of the `expect after` blocks and the damage of expected options. */
    readonly state: StateJudgement;
    /** Expectations of another round's turn or of a round that is over, or of a removed monster, which are not checked. */
    readonly outOfTime: readonly OutOfTime[];
    /**
     * For each monster whose turn is decided on a board that the characters' and summons' turns
     * before it will change (see `scenario/earlier-turns.ts`), those turns; its decision says so too.
     */
    readonly earlierTurns: ReadonlyMap<string, readonly FigureTurn[]>;
    /** The decisions in words, each with the note of the earlier turns that change its board; worded when first read. */
    readonly worded: readonly WordedDecision[];
}

const NO_EARLIER_TURNS: ReadonlyMap<string, readonly FigureTurn[]> = new Map();

/** Expectations left unjudged because the board is not the one the author wrote. */
export interface NotChecked {
    readonly nodes: readonly ExpectStatement[];
    readonly reason: string;
}

/**
 * The engine's analysis of a scenario on its board (built with the edition already resolved),
 * computed anew, or from the decisions `known` on the same board: `ScenarioAnalyzer` is the service
 * that keeps one per parse.
 */
export function analyzeOnBoard(scenario: Scenario, board: Board | undefined, geometry?: BoardGeometry,
    known?: readonly MonsterDecision[]): ScenarioAnalysis {
    const shared = board && (geometry ?? boardGeometry(board));
    const decisions = known ?? (board && shared ? analyzeBoard(board, shared) : []);
    return conclude(scenario, board, decisions, shared);
}

/**
 * The same analysis, one monster at a time, giving way between monsters (and stopping when the
 * token is cancelled): a large board then never holds up the requests of another document.
 */
export async function analyzeOnBoardAsync(scenario: Scenario, board: Board | undefined, geometry?: BoardGeometry,
    cancelToken: Cancellation.CancellationToken = Cancellation.CancellationToken.None, known?: readonly MonsterDecision[]): Promise<ScenarioAnalysis> {
    const shared = board && (geometry ?? boardGeometry(board));
    if (known) {
        return conclude(scenario, board, known, shared);
    }
    const decisions: MonsterDecision[] = [];
    if (board && shared) {
        for (const monster of actingMonsters(board)) {
            await interruptAndCheck(cancelToken);
            decisions.push(decideTurn(board, monster, shared));
        }
        await interruptAndCheck(cancelToken);
    }
    return conclude(scenario, board, decisions, shared);
}

/** The analysis with its decisions in words, put together when first read. */
function withWords(analysis: Omit<ScenarioAnalysis, 'worded'>): ScenarioAnalysis {
    let worded: WordedDecision[] | undefined;
    return {
        ...analysis,
        get worded() {
            return (worded ??= analysis.decisions.map(decision => {
                const turns = analysis.earlierTurns.get(decision.monster);
                return wordDecision(decision, turns && earlierTurnsNote(decision.monster, turns));
            }));
        }
    };
}

/** The decisions set against the scenario's expectations, unless the board cannot be judged. */
function conclude(scenario: Scenario, board: Board | undefined, written: readonly MonsterDecision[], geometry?: BoardGeometry): ScenarioAnalysis {
    return withWords(judged(scenario, board, written, geometry));
}

function judged(scenario: Scenario, board: Board | undefined, written: readonly MonsterDecision[], geometry?: BoardGeometry): Omit<ScenarioAnalysis, 'worded'> {
    const incomplete = incompleteBoardOf(scenario);
    if (incomplete) {
        return {
            board, decisions: written, expectations: [], unchecked: [], incomplete,
            notChecked: { nodes: scenario.statements.filter(isExpectStatement), reason: notCheckedText(incomplete) },
            state: NOTHING_JUDGED, outOfTime: [], earlierTurns: NO_EARLIER_TURNS
        };
    }
    if (!board) {
        return { decisions: [], expectations: [], unchecked: [], state: NOTHING_JUDGED, outOfTime: [], earlierTurns: NO_EARLIER_TURNS };
    }
    const earlierTurns = earlierTurnsOf(scenario, board, written);
    const decisions = written;
    const outOfTime = expectationsOutOfTime(scenario);
    const notNow = new Set<ExpectStatement>(outOfTime.map(o => o.node));
    const current = scenario.statements.filter(isExpectation).filter(node => !notNow.has(node));
    const acted = new Set(board.figures.filter(f => f.acted).map(f => f.name));
    const unchecked = current.filter(node => acted.has(node.monster?.$refText ?? ''));
    const expectations = current.filter(node => !unchecked.includes(node)).flatMap(node => {
        const monster = node.monster?.ref;
        const decision = monster && isMonster(monster) ? decisions.find(d => d.monster === monster.name) : undefined;
        if (!decision) {
            return [];
        }
        const expected = node.options.map(o => ({ destination: o.destination?.label ?? '', targets: attackedNames(o.targets) }));
        return [{ node, result: compareExpectation(decision.monster, expected, decision) }];
    });
    return {
        board, decisions, expectations, unchecked, state: judgeState(scenario, board, decisions, geometry, notNow), outOfTime, earlierTurns
    };
}
