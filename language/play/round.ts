/**
 * A whole round on a play state: every turn in initiative order, then the end-of-round steps.
 *
 * - The cards are those the `round` block reveals (by name, or the card at the written position
 *   of the type's seeded shuffle); the board already acts on them.
 * - Monsters act as `actingMonsters` orders them: "monster types by their card's initiative,
 *   within a type elites before normals, then by standee number". Characters and summons act at
 *   their initiative too (a summon just before its owner; on equal initiatives a character before
 *   a monster). They take no turn of the monster AI, but the conditions mark their turns: wound
 *   hurts at the start of it, and the conditions that last "until the end of its next turn" end
 *   with it. When monsters have already acted this round (played one by one), the round goes on
 *   from there: characters whose initiative comes before the last monster that acted have had
 *   their turn.
 * - Each monster plays the option the players chose for it (`RoundChoices`), else the first of
 *   its decision; `playRoundUntilChoice` stops instead at the first monster with a choice not yet made,
 *   so that the players can be asked on the board that monster decides on.
 * - End of round: the modifier deck is reshuffled if a standard x2 or null was drawn ("If a
 *   standard “2x” card or “Null” card attack modifier card was drawn … during the round, shuffle
 *   all the discards of that deck back into its draw deck"); the shield and retaliate of this
 *   round's cards end ("only active until the end of the round in which the card was drawn");
 *   the element board wanes ("If there are any elemental infusion tokens in the Strong column, move
 *   them to the Waning column. If there are any elemental infusion tokens in the Waning column, move
 *   them to Inert", p. 32); monsters summoned this round take turns from the next;
 *   the `acted` records are cleared; the round number goes up by one; and the next round's
 *   reveals are written so that it is determined: a seeded deck turns to its next card, or, after
 *   a card with the shuffle mark or its last card, is shuffled anew (`shuffle` + 1, card 1). A
 *   reveal by name stays as written: the author names the next card.
 */
import type { Figure } from '../model/board.js';
import type { DeckSpec, MonsterTypeSpec } from '../model/monster-types.js';
import { type BoardGeometry, actingMonsters, boardGeometry } from '../engine/analyze.js';
import { endRoundBonuses, figureState } from '../model/figure-state.js';
import { type DeckState, endRound, shufflesDeck } from '../model/modifier-deck.js';
import { type TurnReport, type TurnStep, playMonsterTurn } from './monster-turn.js';
import { type PlayState, type RevealState, withConditions } from '../model/play-state.js';
import { seededShuffle } from '../model/seeded-shuffle.js';
import { turnEnd, turnStart } from './self-lines.js';
import { isCondition } from '../rules/conditions.js';
import { type Element, waneElements } from '../model/elements.js';

/**
 * How many rounds past the current one are ever played: those an expectation looks ahead to, and
 * those `ghs play --rounds` plays. Every keystroke re-judges the expectations, so a round number
 * typed too large must not keep the editor playing for minutes, nor a command line for an hour;
 * no scenario lasts this long.
 */
export const ROUNDS_PLAYED_AHEAD = 100;

/** A character's or summon's turn that changed something: its wound, the conditions that ended with it. */
export interface FigureTurn {
    readonly kind: 'figure';
    readonly figure: string;
    readonly initiative: number;
    readonly steps: readonly TurnStep[];
}

export type RoundTurn =
    | { readonly kind: 'monster'; readonly report: TurnReport }
    | FigureTurn
    | { readonly kind: 'refused'; readonly monster: string; readonly reason: string };

export type EndOfRoundStep =
    /** `written`: the shuffle was due when the round was taken up, for a card drawn earlier in it. */
    | { readonly kind: 'reshuffle'; readonly written?: ShuffleWritten }
    | { readonly kind: 'bonuses'; readonly figures: readonly string[] }
    | { readonly kind: 'round'; readonly number: number }
    /** The element board wanes: `waning` were strong and are waning now, `inert` were waning. */
    | { readonly kind: 'elements'; readonly waning: readonly Element[]; readonly inert: readonly Element[] }
    /** `reshuffled`: the type's deck is shuffled anew, and the reveal is the new shuffle's first card. */
    | { readonly kind: 'reveal'; readonly reveal: Extract<RevealState, { kind: 'seeded' }>; readonly reshuffled: boolean };

export interface RoundReport {
    /** The round played, when the scenario numbers it. */
    readonly round?: number;
    readonly turns: readonly RoundTurn[];
    readonly end: readonly EndOfRoundStep[];
}

export interface RoundContext {
    readonly types: ReadonlyMap<string, MonsterTypeSpec>;
    readonly decks: ReadonlyMap<string, DeckSpec>;
    readonly geometry?: BoardGeometry;
    /** The options the players chose, by monster; the first option for any other. */
    readonly choices?: ReadonlyMap<string, number>;
}

/** Where a round stops to ask: the monster with more than one option, and the state it decides on. */
export interface RoundQuestion {
    readonly monster: string;
    readonly state: PlayState;
}

interface Actor {
    readonly name: string;
    readonly initiative: number;
    /** Characters before monsters on equal initiatives; a summon before its owner. */
    readonly rank: number;
    readonly monster: boolean;
}

export function playRound(start: PlayState, context: RoundContext): { state: PlayState; report: RoundReport } {
    const played = playRoundUntilChoice(start, context, false);
    if ('question' in played) {
        throw new Error('a round that asks nothing stopped to ask');
    }
    return played;
}

/**
 * The round, stopping at the first monster whose decision leaves the players a choice (more than
 * one option) that `context.choices` does not make, when `ask` is set.
 */
export function playRoundUntilChoice(start: PlayState, context: RoundContext, ask: boolean):
    { state: PlayState; report: RoundReport } | { question: RoundQuestion } {
    const geometry = context.geometry ?? boardGeometry(start.board);
    let state = start;
    const turns: RoundTurn[] = [];
    for (const actor of turnOrder(state)) {
        if (actor.monster) {
            if (!state.board.figureNamed(actor.name)) {
                continue;
            }
            const chosen = context.choices?.get(actor.name);
            const played = playMonsterTurn(state, actor.name, { geometry, ...(chosen !== undefined && { option: chosen }) });
            if ('error' in played) {
                turns.push({ kind: 'refused', monster: actor.name, reason: played.error });
                continue;
            }
            if (ask && chosen === undefined && played.report.options > 1) {
                return { question: { monster: actor.name, state } };
            }
            state = played.state;
            turns.push({ kind: 'monster', report: played.report });
        } else {
            const played = playFigureTurn(state, actor);
            state = played.state;
            turns.push(...played.turns);
        }
    }
    const ended = endOfRound(state, context, shuffleWritten(start.deck));
    return { state: ended.state, report: { ...(start.round !== undefined ? { round: start.round } : {}), turns, end: ended.steps } };
}

/**
 * The turns of the characters and summons that come before the monster's in what is left of the
 * round, as the round plays them, the monsters' turns left out: what a monster's turn played on
 * its own plays first, so that the round goes on from it as if played straight through. None when
 * the monster has no turn left.
 */
export function figureTurnsBefore(start: PlayState, monster: string): { state: PlayState; turns: FigureTurn[] } {
    const order = turnOrder(start);
    const at = order.findIndex(actor => actor.monster && actor.name === monster);
    let state = start;
    const turns: FigureTurn[] = [];
    for (const actor of order.slice(0, Math.max(at, 0)).filter(a => !a.monster)) {
        const played = playFigureTurn(state, actor);
        state = played.state;
        turns.push(...played.turns);
    }
    return { state, turns };
}

/** A character's or summon's turn of the round, if it is still on the board, and what it did, if anything. */
function playFigureTurn(state: PlayState, actor: Actor): { state: PlayState; turns: FigureTurn[] } {
    const figure = state.board.figureNamed(actor.name);
    if (!figure) {
        return { state, turns: [] };
    }
    const turn = figureTurn(state, figure);
    return {
        state: turn.state,
        turns: turn.steps.length > 0 ? [{ kind: 'figure', figure: actor.name, initiative: actor.initiative, steps: turn.steps }] : []
    };
}

/** Every figure that has a turn left this round, in initiative order. */
export function turnOrder(state: PlayState): Actor[] {
    const monsters = actingMonsters(state.board);
    // A monster written without an initiative acts last, at 100, as `actingMonsters` orders it. One
    // removed during its turn (by its wound, by a retaliate) has left the board but keeps its record,
    // which still says where the round stands.
    const actedInitiatives = state.acted.flatMap(a => {
        const figure = state.board.figureNamed(a.monster);
        const initiative = a.initiative ?? (figure ? figure.initiative ?? 100 : undefined);
        return initiative !== undefined ? [initiative] : [];
    });
    const after = actedInitiatives.length > 0 ? Math.max(...actedInitiatives) : -1;
    const actors: Actor[] = monsters.map((m, index) => ({ name: m.name, initiative: m.initiative ?? 100, rank: 2 + index / 1000, monster: true }));
    for (const figure of state.board.figures) {
        if (figure.kind === 'monster') {
            continue;
        }
        const owner = figure.kind === 'summon' ? state.board.figures.find(f => f.kind === 'character' && f.name === figure.owner) : figure;
        // A long rest's initiative is 99.
        const initiative = owner?.longRest ? 99 : owner?.initiative;
        if (initiative === undefined || initiative <= after) {
            continue;
        }
        actors.push({ name: figure.name, initiative, rank: figure.kind === 'summon' ? 0 : 1, monster: false });
    }
    // The sort is stable: monsters keep the order `actingMonsters` gives them.
    return actors.sort((a, b) => a.initiative - b.initiative || a.rank - b.rank);
}

/** A character's or summon's turn as the monsters see it: wound at its start, expiring conditions at its end. */
export function figureTurn(state: PlayState, figure: Figure): { state: PlayState; steps: TurnStep[] } {
    const known = state.vitals.get(figure.name);
    let current = known ?? figureState(figure.name, figure.kind, 1, { conditions: (state.conditions.get(figure.name) ?? []).map(name => ({ name })) });
    const steps: TurnStep[] = [];
    if (known) {
        const start = turnStart(current);
        current = start.state;
        steps.push(...start.steps.map(step => ({ kind: 'self' as const, phase: 'start' as const, step })));
    }
    if (!current.down) {
        const end = turnEnd(current);
        current = end.state;
        steps.push(...end.steps.map(step => ({ kind: 'self' as const, phase: 'end' as const, step })));
    }
    const vitals = new Map(state.vitals);
    const conditions = new Map(state.conditions);
    const down = new Map(state.down);
    if (known) {
        vitals.set(figure.name, current);
    }
    const now = current.conditions.map(c => c.name).filter(isCondition);
    conditions.set(figure.name, now);
    // An invisibility that ended lets the monsters that act later this round focus the figure.
    let board = now.length === (state.conditions.get(figure.name) ?? []).length ? state.board : withConditions(state.board, figure.name, now);
    if (current.down) {
        down.set(figure.name, current.down);
        board = board.withFigures(board.figures.filter(f => f.name !== figure.name).map(({ cell: _cell, ...spec }) => spec));
    }
    return { state: { ...state, board, vitals, conditions, down }, steps };
}

/**
 * How the deck the round was taken up with showed a shuffle due: a standard x2 or null among the
 * cards written drawn, which can only have been drawn earlier this round (a deck that drew one is
 * shuffled at the end of that round), or the `shuffle-due` word for one shuffled back since.
 */
export type ShuffleWritten = 'drawn' | 'shuffle-due';

export function shuffleWritten(deck: DeckState): ShuffleWritten | undefined {
    if (!deck.reshuffle) {
        return undefined;
    }
    return deck.drawn.some(shufflesDeck) ? 'drawn' : 'shuffle-due';
}

/**
 * The end-of-round steps. `written`: the round was taken up with the shuffle already due, for a
 * card drawn earlier this round; the words say so, as no card of the turns played may have
 * brought the shuffle. A deck shuffled since and not drawn from has nothing to shuffle back.
 */
export function endOfRound(state: PlayState, context: RoundContext, written?: ShuffleWritten): { state: PlayState; steps: EndOfRoundStep[] } {
    const steps: EndOfRoundStep[] = [];
    const deck = endRound(state.deck);
    if (deck.shuffle !== state.deck.shuffle) {
        steps.push({ kind: 'reshuffle', ...(written ? { written } : {}) });
    }
    const vitals = new Map([...state.vitals].map(([name, v]) => [name, endRoundBonuses(v)] as const));
    const ending = [...state.vitals.values()].filter(v => v.round).map(v => v.name);
    if (ending.length > 0) {
        steps.push({ kind: 'bonuses', figures: ending });
    }
    const elements = waneElements(state.elements);
    const waning = [...elements.keys()];
    const inert = [...state.elements.keys()].filter(e => state.elements.get(e) === 'waning');
    if (waning.length > 0 || inert.length > 0) {
        steps.push({ kind: 'elements', waning, inert });
    }
    const round = state.round !== undefined ? state.round + 1 : undefined;
    if (round !== undefined) {
        steps.push({ kind: 'round', number: round });
    }
    const reveals = state.reveals.map(reveal => nextReveal(reveal, context));
    reveals.forEach((reveal, i) => {
        const before = state.reveals[i];
        if (reveal !== before && reveal.kind === 'seeded' && before.kind === 'seeded') {
            steps.push({ kind: 'reveal', reveal, reshuffled: reveal.shuffle > before.shuffle });
        }
    });
    // A monster summoned this round takes its turns from the next.
    const board = state.board.withFigures(state.board.figures.map(({ cell: _cell, summoned: _summoned, ...spec }) => ({ ...spec, acted: false })));
    return {
        state: {
            ...state, board, vitals, deck: { ...deck, reshuffle: false }, acted: [], ...(round !== undefined ? { round } : {}), reveals,
            elements, consumed: new Map()
        },
        steps
    };
}

/** The reveal that determines the next round: the seeded deck's next card, or a new shuffle after a shuffle mark or the last card. */
export function nextReveal(reveal: RevealState, context: RoundContext): RevealState {
    if (reveal.kind !== 'seeded') {
        return reveal;
    }
    const type = context.types.get(reveal.type);
    const deck = type && context.decks.get(type.deck);
    if (!deck || deck.cards.length === 0) {
        return reveal;
    }
    const card = seededShuffle(deck.cards, reveal.seed, reveal.shuffle)[reveal.position - 1];
    if (!card || card.shuffle || reveal.position >= deck.cards.length) {
        return { ...reveal, shuffle: reveal.shuffle + 1, position: 1 };
    }
    return { ...reveal, position: reveal.position + 1 };
}
