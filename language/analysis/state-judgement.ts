/**
 * Plays a scenario on from the state it is written in to judge its `expect after` blocks and the
 * `damage` of its expected options: what playing gave, against what the author wrote.
 */
import { type AstNode, GrammarUtils } from 'langium';
import type { Board } from '../model/board.js';
import { decksOf, monsterTypesOf } from '../model/monster-types.js';
import { type BoardGeometry, boardGeometry } from '../engine/analyze.js';
import type { MonsterDecision } from '../engine/decision.js';
import { asWritten, sameOption } from '../engine/expectations.js';
import {
    type ExpectedFact, type FigureAfter, type Moment, factDifferences, failedDamageMessage, failedFactMessage
} from './state-expectations.js';
import type { ExpectOption, Expectation, Scenario, StateExpectation, StateFact, AttackedTarget } from '../generated/ast.js';
import { isExpectation, isStateExpectation } from '../generated/ast.js';
import { hexLabel } from '../hex/offset.js';
import { type TurnReport, type TurnStep, playMonsterTurn } from '../play/monster-turn.js';
import type { PlayState } from '../model/play-state.js';
import { ROUNDS_PLAYED_AHEAD, figureTurn, playRound, turnOrder } from '../play/round.js';
import { playStateOf } from '../model/state-from-scenario.js';
import { expectedOptionText } from '../explain/option-words.js';
import { figureTurnWords, stepWords, turnWords } from '../explain/play-words.js';
import { expectedDamages, expectedFactOf, writesDamage } from './expected-state.js';
import { dealRound } from '../scenario/next-round.js';
import { attackedNames } from '../model/attacked-target.js';

/**
 * A line of an expectation that playing does not bear out, with the message that says so. A damage
 * is the target written with it: the message belongs on its `damage N`.
 */
export interface FailedLine<N> {
    readonly node: N;
    readonly message: string;
}

export interface StateJudgement {
    readonly facts: ReadonlyArray<FailedLine<StateFact>>;
    readonly damages: ReadonlyArray<FailedLine<AttackedTarget>>;
    /** Blocks that could not be played to their moment, each with the reason. */
    readonly unplayable: ReadonlyArray<FailedLine<StateExpectation>>;
    /** `expect after` a monster that has already acted this round: not checked. */
    readonly afterActed: readonly StateExpectation[];
    /** Options written with a `damage` that the rules do not give: there is no turn to play, so their damage is not checked. */
    readonly damagesNotJudged: ReadonlyArray<{ readonly node: ExpectOption; readonly expectation: Expectation }>;
    /**
     * Blocks with a line naming no figure of the scenario, with those lines: the name's own error
     * says so, and the block is not checked rather than failed a second time on the same word.
     */
    readonly namesUnknown: ReadonlyArray<{ readonly node: StateExpectation; readonly names: ReadonlyArray<UnknownName> }>;
    /**
     * Expectations with a damage on a monster that other monsters' attacks come before this round:
     * its damage is worked out from the modifier deck and the state as written, while the round,
     * and the hover's attacks to come, draw its cards after theirs.
     */
    readonly damagesAfterAttacks: ReadonlyArray<{ readonly node: Expectation; readonly attackers: readonly string[] }>;
}

/** A name written in an `expect after` block that names no figure, and its line (1-based). */
export interface UnknownName {
    readonly name: string;
    readonly line: number;
}

/** The monster and the figures a block names that the scenario does not have. */
function unknownNamesOf(node: StateExpectation): UnknownName[] {
    const refs = [node.monster, ...node.facts.map(fact => fact.figure)];
    return refs.filter(ref => ref !== undefined && ref.ref === undefined)
        .map(ref => ({ name: ref!.$refText, line: (ref!.$refNode?.range.start.line ?? 0) + 1 }));
}

/** No expectation of state or damage, or no board to play them on. */
export const NOTHING_JUDGED: StateJudgement = { facts: [], damages: [], unplayable: [], afterActed: [], damagesNotJudged: [], namesUnknown: [], damagesAfterAttacks: [] };

/** A figure as the play state holds it. */
export function figureAfter(state: PlayState, name: string): FigureAfter | undefined {
    const figure = state.board.figureNamed(name);
    const down = state.down.get(name);
    if (!figure && !down) {
        return undefined;
    }
    const hp = state.vitals.get(name)?.hp;
    return {
        ...(figure ? { at: hexLabel(figure.hex) } : {}),
        ...(hp !== undefined ? { hp } : {}),
        conditions: state.conditions.get(name) ?? [],
        ...(down ? { down } : {})
    };
}

/** The words of every step played that name the figure: what changed it, and how. */
function stepsNaming(steps: readonly string[], figure: string): string[] {
    const named = new RegExp(`(^|[^A-Za-z0-9_])${figure}([^A-Za-z0-9_]|$)`);
    return steps.filter(words => named.test(words));
}

interface Played {
    readonly state: PlayState;
    /** Every step of every turn played, in words, in order. */
    readonly steps: readonly string[];
}

/** Every turn up to and including the monster's, in the order the round plays them. */
function playUntilMonster(start: PlayState, monster: string, geometry: BoardGeometry): Played | { error: string } {
    let state = start;
    const steps: string[] = [];
    for (const actor of turnOrder(start)) {
        const figure = state.board.figureNamed(actor.name);
        if (!figure) {
            continue;
        }
        if (!actor.monster) {
            // A character's or summon's turn before the monster's: wound at its start, expiring conditions at its end.
            const turn = figureTurn(state, figure);
            state = turn.state;
            steps.push(...figureTurnWords({ kind: 'figure', figure: actor.name, initiative: actor.initiative, steps: turn.steps }));
            continue;
        }
        const played = playMonsterTurn(state, actor.name, { geometry });
        if ('error' in played) {
            if (actor.name === monster) {
                return { error: played.error };
            }
            continue;
        }
        state = played.state;
        steps.push(...turnWords(played.report));
        if (actor.name === monster) {
            return { state, steps };
        }
    }
    return start.down.has(monster) || !state.board.figureNamed(monster)
        ? { error: `${monster} is removed before its turn.` }
        : { error: `${monster} does not act this round.` };
}

/**
 * The state at the end of `round`: the rest of the written round and every round after it, each
 * dealt the cards its reveals give, end-of-round steps included.
 */
export function stateAfterRound(scenario: Scenario, board: Board, round: number): PlayState {
    return playUntilRound(playStateOf(scenario, board), scenario, round).state;
}

/**
 * The rest of the written round and every round after it up to `round`, end-of-round steps included;
 * never more than ROUNDS_PLAYED_AHEAD rounds, whatever the numbers (one too long to be read is Infinity).
 */
function playUntilRound(start: PlayState, scenario: Scenario, round: number): Played {
    const context = { types: monsterTypesOf(scenario), decks: decksOf(scenario) };
    let state = start;
    const steps: string[] = [];
    const first = start.round ?? 1;
    for (let current = first; current <= round && current - first <= ROUNDS_PLAYED_AHEAD; current++) {
        if (current > (start.round ?? 1)) {
            state = dealRound(state, scenario, context.types, context.decks);
        }
        const played = playRound(state, context);
        state = played.state;
        steps.push(...played.report.turns.flatMap(turn => turn.kind === 'monster' ? turnWords(turn.report) : turn.kind === 'figure' ? figureTurnWords(turn) : []));
    }
    return { state, steps };
}

function judgeFacts(node: StateExpectation, played: Played, moment: Moment): Array<FailedLine<StateFact>> {
    return node.facts.flatMap(fact => {
        const expected: ExpectedFact = expectedFactOf(fact);
        const differences = factDifferences(expected, figureAfter(played.state, expected.figure));
        return differences.length === 0 ? [] : [{ node: fact, message: failedFactMessage(expected, differences, moment, stepsNaming(played.steps, expected.figure)) }];
    });
}

/** The options written with a `damage` that are among the options the rules give: those that can be played. */
function playableDamageOptions(node: Expectation, decision: MonsterDecision): Array<{ option: ExpectOption; index: number }> {
    return node.options.flatMap(option => {
        if (!writesDamage(option)) {
            return [];
        }
        const written = { destination: option.destination?.label ?? '', targets: attackedNames(option.targets) };
        const index = decision.options.findIndex(o => sameOption(asWritten(o), written));
        return index < 0 ? [] : [{ option, index }];
    });
}

/** Each option written with a `damage`, played as that option from the state the scenario is written in. */
function judgeDamages(node: Expectation, start: PlayState, decision: MonsterDecision, geometry: BoardGeometry): Array<FailedLine<AttackedTarget>> {
    const monster = decision.monster;
    return playableDamageOptions(node, decision).flatMap(({ option, index }) => {
        const damages = expectedDamages(option);
        const written = { destination: option.destination?.label ?? '', targets: attackedNames(option.targets) };
        const played = playMonsterTurn(start, monster, { option: index, geometry });
        if ('error' in played) {
            return damages.map(d => ({ node: d.node, message: `${monster}'s turn cannot be played to check this damage: ${played.error}` }));
        }
        return damages.flatMap(({ target, damage, node: damageNode }) => {
            const attacks = played.report.steps.flatMap(step => step.kind === 'attack' && step.target === target ? [step] : []);
            if (attacks.some(a => !a.resolved)) {
                return [{ node: damageNode, message: `${target}'s hit points are not written, so the damage of ${monster}'s attacks on it is not worked out: give it 'hp N'.` }];
            }
            const dealt = attacks.reduce((sum, a) => sum + (a.damage ?? 0), 0);
            return dealt === damage ? [] : [{
                node: damageNode,
                message: failedDamageMessage(monster, expectedOptionText(written), target, damage, dealt,
                    attacks.length > 0 ? attacks.map(a => stepWords(monster, a)) : whyNotAttacked(monster, played.report.steps))
            }];
        });
    });
}

/**
 * Why a target of the option was not attacked: the steps that stopped the monster's attacks (its
 * wound removing it, stun, disarm) and the attacks it made (a retaliate that removed it before
 * it came to this target).
 */
function whyNotAttacked(monster: string, steps: readonly TurnStep[]): string[] {
    return steps.flatMap(step => step.kind === 'attack' || (step.kind === 'skip' && step.reason !== 'immobilize') ||
        (step.kind === 'self' && step.step.kind === 'wound' && step.step.down !== undefined) ? [stepWords(monster, step)] : []);
}

/**
 * For each expectation, the monsters that attack, and so draw modifier cards, before its monster
 * in the round played from the written state, each on its first option as *Run round* plays it.
 */
function attacksBefore(scenario: Scenario, start: PlayState, nodes: readonly Expectation[], geometry: BoardGeometry): Array<{ node: Expectation; attackers: string[] }> {
    const turns = playRound(start, { types: monsterTypesOf(scenario), decks: decksOf(scenario), geometry }).report.turns.flatMap(t => t.kind === 'monster' ? [t.report] : []);
    const draws = (turn: TurnReport): boolean => turn.steps.some(step => step.kind === 'attack' && step.resolved);
    return nodes.flatMap(node => {
        const at = turns.findIndex(t => t.monster === node.monster?.$refText);
        // A monster that draws no card itself (no hit points to work out) is not moved along the deck by others.
        if (at < 0 || !draws(turns[at])) {
            return [];
        }
        const attackers = turns.slice(0, at).filter(draws).map(t => t.monster);
        return attackers.length > 0 ? [{ node, attackers }] : [];
    });
}

/**
 * Plays what the expectations ask about, but for those `outOfTime` (of another round, or of a
 * removed monster). Each `expect after` starts again from the written state, so one block that
 * does not hold never changes the verdict on another.
 */
export function judgeState(scenario: Scenario, board: Board | undefined, decisions: readonly MonsterDecision[], geometry?: BoardGeometry,
    outOfTime: ReadonlySet<AstNode> = new Set()): StateJudgement {
    if (!board) {
        return NOTHING_JUDGED;
    }
    const shared = geometry ?? boardGeometry(board);
    const blocks = scenario.statements.filter(isStateExpectation).filter(node => !outOfTime.has(node));
    const withDamage = scenario.statements.filter(isExpectation).filter(e => !outOfTime.has(e) && e.options.some(writesDamage));
    if (blocks.length === 0 && withDamage.length === 0) {
        return NOTHING_JUDGED;
    }
    const start = playStateOf(scenario, board);
    const facts: Array<FailedLine<StateFact>> = [];
    const unplayable: Array<FailedLine<StateExpectation>> = [];
    const afterActed: StateExpectation[] = [];
    const namesUnknown: Array<{ node: StateExpectation; names: UnknownName[] }> = [];
    for (const node of blocks) {
        const names = unknownNamesOf(node);
        if (names.length > 0) {
            namesUnknown.push({ node, names });
            continue;
        }
        const monster = node.monster?.$refText;
        if (monster !== undefined) {
            if (start.acted.some(a => a.monster === monster) || board.figureNamed(monster)?.acted) {
                afterActed.push(node);
                continue;
            }
            const played = playUntilMonster(start, monster, shared);
            if ('error' in played) {
                unplayable.push({ node, message: `The state after ${monster}'s turn cannot be worked out: ${played.error}` });
                continue;
            }
            facts.push(...judgeFacts(node, played, { monster }));
        } else if (node.round !== undefined && !(Number.isFinite(node.round) && Number.isFinite(start.round ?? 1))) {
            // A round number too long to be read (Infinity) is also an error where it is written; no round is played towards it.
            const whose = Number.isFinite(node.round) ? "the scenario's" : 'its';
            const written = GrammarUtils.findNodeForProperty(node.$cstNode, 'round')?.text ?? String(node.round);
            unplayable.push({ node, message: `The state after round ${written} is not worked out: ${whose} round number is too long to be read.` });
        } else if (node.round !== undefined && node.round - (start.round ?? 1) >= ROUNDS_PLAYED_AHEAD) {
            unplayable.push({ node, message: `The state after round ${node.round} is not worked out: it is played at most ${ROUNDS_PLAYED_AHEAD} rounds ahead of the current round (${start.round ?? 1}).` });
        } else if (node.round !== undefined && node.round >= (start.round ?? 1)) {
            facts.push(...judgeFacts(node, playUntilRound(start, scenario, node.round), { round: node.round }));
        }
    }
    const judged = withDamage.flatMap(node => {
        const decision = decisions.find(d => d.monster === node.monster?.$refText);
        return decision && !start.acted.some(a => a.monster === decision.monster) ? [{ node, decision }] : [];
    });
    const damages = judged.flatMap(({ node, decision }) => judgeDamages(node, start, decision, shared));
    // Not an option the rules give: the expectation's own error says so, and there is no turn to play.
    const damagesNotJudged = judged.flatMap(({ node, decision }) => {
        const playable = new Set(playableDamageOptions(node, decision).map(p => p.option));
        return node.options.filter(o => writesDamage(o) && !playable.has(o)).map(option => ({ node: option, expectation: node }));
    });
    const damagesAfterAttacks = judged.length > 0 ? attacksBefore(scenario, start, judged.map(j => j.node), shared) : [];
    return { facts, damages, unplayable, afterActed, damagesNotJudged, namesUnknown, damagesAfterAttacks };
}
