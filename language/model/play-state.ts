import type { Hex } from '../hex/hex.js';
/**
 * The state a turn or a round is played on and leaves behind, apart from the syntax tree: the
 * board with the figures still standing, every figure's hit points and conditions, the monster
 * attack modifier deck, the turns taken this round and the round's reveals. `edit/scenario-state.ts`
 * writes it back into the document.
 */
import type { Board, FigureSpec } from './board.js';
import type { ModifierDeckSpec } from './monster-types.js';
import type { ConditionName } from '../rules/conditions.js';
import type { FigureState } from './figure-state.js';
import { type DeckState, MAX_BLESSES, MAX_CURSES, type ModifierCard, STANDARD_MONSTER_DECK, isModifierCard, orderedDeck, seededDeck, shufflesDeck } from './modifier-deck.js';

/** A monster's turn this round, as its `acted` record says. */
export interface ActedEntry {
    readonly monster: string;
    /** Where it stood and where it ended; absent when the record read back does not say it readably. */
    readonly from?: Hex;
    readonly to?: Hex;
    /** Every figure it attacked, over all the attacks of its card, in the order attacked. */
    readonly attacks: readonly string[];
    /** The damage each attacked figure suffered, for those whose hit points are known. */
    readonly damage?: Readonly<Record<string, number>>;
    /**
     * The initiative it acted at (100 for a monster written without one): where the round stands,
     * even once the monster has left the board.
     */
    readonly initiative?: number;
}

/** The card a monster type reveals, as the `round` block writes it. */
export type RevealState =
    | { readonly type: string; readonly kind: 'named'; readonly card: string }
    | { readonly type: string; readonly kind: 'seeded'; readonly seed: number; readonly shuffle: number; readonly position: number };

export interface PlayState {
    /** The figures still on the map, where they stand now (a removed or exhausted figure is gone). */
    readonly board: Board;
    /**
     * Every figure whose hit points are known, down ones included. A figure the scenario gives no
     * hit points (a one-moment puzzle's character, a monster without a type) is absent: attacks
     * on it are not resolved, and it suffers no damage.
     */
    readonly vitals: ReadonlyMap<string, FigureState>;
    /** Conditions of every figure, hit points known or not, in the order written or gained. */
    readonly conditions: ReadonlyMap<string, readonly ConditionName[]>;
    /** Figures that left the board: removed monsters and summons, exhausted characters. */
    readonly down: ReadonlyMap<string, 'removed' | 'exhausted'>;
    readonly deck: DeckState;
    /** The document names no modifier deck: one is written as soon as a card is drawn. */
    readonly deckWritten: boolean;
    /** The turns monsters have taken this round. */
    readonly acted: readonly ActedEntry[];
    /** The round's number: the `round` block's, 1 without one. */
    readonly round?: number;
    readonly reveals: readonly RevealState[];
}

/**
 * The seed of a scenario that names no modifier deck: the standard twenty cards shuffled with it.
 * `ghs play --seed S` sets another.
 */
export const DEFAULT_MODIFIER_SEED = 0;

/**
 * The deck a `modifiers` line describes. `bless N` and `curse N` are the blesses and curses in
 * the deck when it was last shuffled (drawn ones included); an `order` deck's later shuffles are
 * seeded by `DEFAULT_MODIFIER_SEED`, as the line has no seed.
 */
export function deckStateOf(spec: ModifierDeckSpec | undefined, fallbackSeed = DEFAULT_MODIFIER_SEED): DeckState {
    const cards = (names: readonly string[]): ModifierCard[] => names.filter(isModifierCard);
    if (!spec) {
        return seededDeck(fallbackSeed);
    }
    const drawn = cards(spec.drawn);
    // Only a standard x2 or null brings the end-of-round reshuffle, and a deck that drew one was
    // reshuffled at the end of that round: one among the cards drawn since was drawn this round.
    // One the pile's running out has shuffled back since is no longer among them: `shuffle-due` says so.
    const reshuffle = spec.shuffleDue || drawn.some(shufflesDeck);
    if (spec.order) {
        const deck = orderedDeck([...drawn, ...cards(spec.order)], spec.seed ?? fallbackSeed);
        return { ...deck, drawn, reshuffle };
    }
    // Validation reports a count past the ten cards there are; the play goes on with those ten.
    const extra: ModifierCard[] = [
        ...Array<ModifierCard>(Math.min(spec.bless, MAX_BLESSES)).fill('bless'),
        ...Array<ModifierCard>(Math.min(spec.curse, MAX_CURSES)).fill('curse')
    ];
    const deck = seededDeck(spec.seed ?? fallbackSeed, [...STANDARD_MONSTER_DECK, ...extra]);
    return { ...deck, shuffle: spec.shuffle, drawn, reshuffle };
}

/** The figure specs of a play state's board, each with the conditions the state gives it. */
export function boardFigures(state: PlayState): FigureSpec[] {
    return state.board.figures.map(({ cell: _cell, ...spec }) => spec);
}

/**
 * The board with a figure's conditions changed. Invisible is the engine's never-focused flag: it
 * stays when the author wrote the `invisible` flag, and otherwise follows the condition.
 */
export function withConditions(board: Board, name: string, conditions: readonly ConditionName[]): Board {
    return board.withFigures(board.figures.map(({ cell: _cell, ...spec }) => {
        if (spec.name !== name) {
            return spec;
        }
        const flagged = spec.invisible === true && !(spec.conditions ?? []).includes('invisible');
        const invisible = flagged || conditions.includes('invisible');
        return { ...spec, conditions, ...(invisible ? { invisible: true } : { invisible: undefined }) };
    }));
}
