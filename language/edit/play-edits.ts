/**
 * Playing a monster's turn or a whole round on a document: the changes to its text that write
 * the new state, and the report of every step, or the reason it cannot be played. The analysis
 * comes from the document's analysis service, so the turn played is the one the editor's views
 * showed.
 */
import type { LangiumDocument } from 'langium';
import type { ScenarioAnalyzer } from '../analysis/scenario-analyzer.js';
import { incompleteBoardClause } from '../explain/board-problem-words.js';
import { figureTurnWords } from '../explain/play-words.js';
import { barredPlayText, errorsBarringPlay } from './play-barring-errors.js';
import { decksOf, monsterTypesOf, takesTurn } from '../model/monster-types.js';
import type { Scenario } from '../generated/ast.js';
import { isActedRecord, isCharacter, isMonster, isScenario, isSummon } from '../generated/ast.js';
import { type TurnReport, playMonsterTurn, turnDecision } from '../play/monster-turn.js';
import { wordDecision } from '../explain/decision-words.js';
import { optionLine } from '../explain/option-words.js';
import type { PlayState } from '../model/play-state.js';
import { type FigureTurn, type RoundReport, figureTurnsBefore, playRoundUntilChoice } from '../play/round.js';
import { playStateOf } from '../model/state-from-scenario.js';
import { stateChanges } from './scenario-state.js';
import type { TextChange } from './text-change.js';

export type PlayTurnEdits = {
    readonly edits: readonly TextChange[];
    /** The turns of the characters and summons played first, those that changed something. */
    readonly before: readonly FigureTurn[];
    readonly report: TurnReport;
    readonly state: PlayState;
} | { readonly error: string };
export type PlayRoundEdits = { readonly edits: readonly TextChange[]; readonly report: RoundReport; readonly state: PlayState } | { readonly error: string };

/** A choice the players make before the round can go on: the monster's options in words, on the board it decides on. */
export interface RoundChoiceQuestion {
    readonly monster: string;
    readonly options: readonly string[];
    /** Why the options tie, when the rules say. */
    readonly tie?: string;
}

export interface RoundChoices {
    /** The options chosen so far, by monster; any other monster plays its first option, unless asked about. */
    readonly choices?: ReadonlyMap<string, number>;
}

export interface PlayOptions {
    /** The modifier deck's seed when the document names no deck. */
    readonly seed?: number;
    /** The players' choices at the turn's later points the rules leave to them (see `TurnChoice.ways`). */
    readonly ways?: readonly number[];
}

interface Ready {
    readonly scenario: Scenario;
    readonly state: PlayState;
    readonly text: string;
}

/** The document's scenario and its play state, or why nothing can be played on it. */
function ready(analyzer: ScenarioAnalyzer, document: LangiumDocument, options: PlayOptions): Ready | { error: string } {
    const root = document.parseResult.value;
    const context = isScenario(root) ? analyzer.analyzeDocument(document) : undefined;
    if (!context) {
        return { error: 'the document holds no scenario.' };
    }
    const { scenario, analysis } = context;
    if (analysis.incomplete) {
        return { error: incompleteBoardClause(analysis.incomplete) };
    }
    const barring = errorsBarringPlay(document);
    if (barring.length > 0) {
        return { error: barredPlayText(barring) };
    }
    const board = analyzer.boardOf(scenario);
    if (!analysis.board || !board) {
        return { error: 'the scenario has no usable board: it needs a valid `map` statement.' };
    }
    return { scenario, state: playStateOf(scenario, board, options), text: document.textDocument.getText() };
}

/**
 * Plays one monster's whole turn with the option `optionIndex` of its decision (the players'
 * choice among tied outcomes; 0, the first, by default). The characters and summons that act
 * before it this round and have not yet taken their turn take it first (wound, then the
 * conditions that end with it), as the round would play them: the monster decides on the board
 * they leave, and the rest of the round, played afterwards, goes on as if played straight through.
 */
export function playTurnEdits(analyzer: ScenarioAnalyzer, document: LangiumDocument, monsterName: string, optionIndex = 0,
    options: PlayOptions = {}): PlayTurnEdits {
    const prepared = ready(analyzer, document, options);
    if ('error' in prepared) {
        return prepared;
    }
    const { scenario, state, text } = prepared;
    const monster = scenario.statements.find(s => (isMonster(s) || isCharacter(s) || isSummon(s)) && s.name === monsterName);
    if (!monster) {
        return { error: `there is no figure named ${monsterName}.` };
    }
    if (!isMonster(monster)) {
        return { error: `${monsterName} is not a monster: only monsters' turns are played.` };
    }
    const record = scenario.statements.find(s => isActedRecord(s) && s.monster?.$refText === monsterName);
    if (record) {
        const line = record.$cstNode ? ` (line ${record.$cstNode.range.start.line + 1})` : '';
        return { error: `${monsterName} has already acted this round${line}.` };
    }
    if (monster.removed) {
        return { error: `${monsterName} was removed: it takes no turn.` };
    }
    if (!takesTurn(monster)) {
        return { error: `${monsterName} has no ability this round: it takes no turn.` };
    }
    if (!state.board.figureNamed(monsterName)) {
        return { error: `${monsterName} is not on the board (its hex is missing, off the map, or taken by another figure).` };
    }
    const before = figureTurnsBefore(state, monsterName);
    const played = playMonsterTurn(before.state, monsterName, { option: optionIndex, ...(options.ways ? { ways: options.ways } : {}) });
    if ('error' in played) {
        return before.turns.length > 0 ? { error: `${played.error} ${earlierTurnsWords(before.turns)}` } : played;
    }
    return { edits: stateChanges(text, scenario, played.state), before: before.turns, report: played.report, state: played.state };
}

/** Why the monster's options are not those shown on the board as written. */
function earlierTurnsWords(turns: readonly FigureTurn[]): string {
    const words = turns.map(turn => `${turn.figure}'s turn at initiative ${turn.initiative}`);
    return `(It is decided after ${words.join(', ')}, played first: ${turns.flatMap(figureTurnWords).join('; ')}.)`;
}

/** Plays the rest of the round: every monster still to act, in order, then the end-of-round steps. */
export function playRoundEdits(analyzer: ScenarioAnalyzer, document: LangiumDocument, options: PlayOptions & RoundChoices = {}): PlayRoundEdits {
    const played = playRoundOrAsk(analyzer, document, options, false);
    if ('question' in played) {
        throw new Error('a round that asks nothing stopped to ask');
    }
    return played;
}

/**
 * The same, stopping at the first monster whose options the players choose between and whose
 * choice is not among `choices`, to say what to ask.
 */
export function playRoundAsking(analyzer: ScenarioAnalyzer, document: LangiumDocument, options: PlayOptions & RoundChoices = {}):
    PlayRoundEdits | { readonly question: RoundChoiceQuestion } {
    return playRoundOrAsk(analyzer, document, options, true);
}

function playRoundOrAsk(analyzer: ScenarioAnalyzer, document: LangiumDocument, options: PlayOptions & RoundChoices, ask: boolean):
    PlayRoundEdits | { readonly question: RoundChoiceQuestion } {
    const prepared = ready(analyzer, document, options);
    if ('error' in prepared) {
        return prepared;
    }
    const { scenario, state, text } = prepared;
    const played = playRoundUntilChoice(state, { types: monsterTypesOf(scenario), decks: decksOf(scenario), ...(options.choices && { choices: options.choices }) }, ask);
    if ('question' in played) {
        const { monster, state: before } = played.question;
        const decision = wordDecision(turnDecision(before, before.board.figureNamed(monster)!));
        return { question: { monster, options: decision.options.map(option => optionLine(decision, option)), ...(decision.tie && { tie: decision.tie.text }) } };
    }
    return { edits: stateChanges(text, scenario, played.state, { roundEnded: true }), report: played.report, state: played.state };
}
