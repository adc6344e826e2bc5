/**
 * The monster attack modifier deck, as plain data a document can record and read back.
 *
 * Cards are written as in scenarios: `+0`, `+1`, `-1`, `+2`, `-2`, `x2`, `null`, `bless`, `curse`.
 * A bless counts as `x2` and a curse as `null`, but each leaves the deck when drawn instead of
 * going to the discard.
 *
 * The standard monster deck is twenty cards: six +0, five +1, five -1, one +2, one -2, one x2
 * and one null (the rulebook's component list: a 20-card monster attack modifier deck; the same
 * deck in Gloomhaven, Frosthaven and Jaws of the Lion).
 *
 * State: `cards` is what the deck held when it was last shuffled; the order of that shuffle is
 * either written out (`order`, only for the first shuffle a document names) or the `shuffle`-th
 * seeded shuffle of `seed`. Blesses and curses added since then (`added`) are slipped into the
 * draw pile at a place the seed decides; `drawn` lists the cards drawn since the shuffle. Every
 * function returns a new state and never changes its input.
 *
 * Shuffles (Gloomhaven rulebook, End of Round): "If a standard “2x” card or “Null” card attack
 * modifier card was drawn from a specific modifier deck during the round, shuffle all the discards
 * of that deck back into its draw deck" — a bless or curse does not count, as it is not a standard
 * card. "This shuffling also happens if a modifier card must be drawn and there are none left in
 * the draw pile." A bless or curse drawn "should be removed … instead of being placed into the
 * discard", so it never comes back; "a maximum of only 10 curse cards can be placed into any one
 * deck", and there are ten bless cards.
 *
 * Advantage and disadvantage: "An attacker with Advantage will draw two modifier cards from their
 * deck and use whichever one is better"; with Disadvantage "whichever one is worse". The monster
 * deck carries no added effects, so the better card is the one that gives this attack the higher
 * value; "If there is ambiguity about which card drawn is better or worse, use whichever card was
 * drawn first" (equal values: x2 and +2 on an attack of 2). Jaws of the Lion keeps these rules;
 * for Frosthaven they are kept too (no rolling modifiers in a monster deck, where its rules
 * differ), so there is no edition switch here.
 */
import { seededRandom, seededShuffle } from './seeded-shuffle.js';

export type ModifierCard = '+0' | '+1' | '-1' | '+2' | '-2' | 'x2' | 'null' | 'bless' | 'curse';

export const MODIFIER_CARDS: readonly ModifierCard[] = ['+0', '+1', '-1', '+2', '-2', 'x2', 'null', 'bless', 'curse'];

/** The twenty cards of the standard monster deck. */
export const STANDARD_MONSTER_DECK: readonly ModifierCard[] = [
    '+0', '+0', '+0', '+0', '+0', '+0',
    '+1', '+1', '+1', '+1', '+1',
    '-1', '-1', '-1', '-1', '-1',
    '+2', '-2', 'x2', 'null'
];

/** At most ten blesses and ten curses exist to be shuffled into a deck. */
export const MAX_BLESSES = 10;
export const MAX_CURSES = 10;

export interface AddedCard {
    readonly card: 'bless' | 'curse';
    /** How many cards had been drawn since the shuffle when it was added. */
    readonly after: number;
}

export interface DeckState {
    /** The cards in the deck when it was last shuffled. */
    readonly cards: readonly ModifierCard[];
    /** The seed every shuffle of this deck is drawn from. */
    readonly seed: number;
    /** How many times the deck has been shuffled before the current order (0 for the first). */
    readonly shuffle: number;
    /** An explicit order for the current shuffle instead of the seeded one (a permutation of `cards`). */
    readonly order?: readonly ModifierCard[];
    readonly added: readonly AddedCard[];
    /** The cards drawn since the shuffle, in order. */
    readonly drawn: readonly ModifierCard[];
    /** A standard x2 or null was drawn this round: the deck is reshuffled at the end of the round. */
    readonly reshuffle: boolean;
}

export function isModifierCard(text: string): text is ModifierCard {
    return (MODIFIER_CARDS as readonly string[]).includes(text);
}

/** A fresh deck shuffled by seed; the standard twenty cards unless others are given. */
export function seededDeck(seed: number, cards: readonly ModifierCard[] = STANDARD_MONSTER_DECK): DeckState {
    return { cards: [...cards], seed, shuffle: 0, added: [], drawn: [], reshuffle: false };
}

/**
 * A deck in a written order, first card on top. Later shuffles (when it runs out or at the end of
 * a round with x2 or null) are seeded by `seed`.
 */
export function orderedDeck(order: readonly ModifierCard[], seed = 0): DeckState {
    return { cards: [...order], seed, shuffle: 0, order: [...order], added: [], drawn: [], reshuffle: false };
}

/** How a card changes an attack value: `x2` and bless double, `null` and curse make 0. */
export function applyCard(card: ModifierCard, value: number): number {
    switch (card) {
        case 'x2':
        case 'bless':
            return value * 2;
        case 'null':
        case 'curse':
            return 0;
        default:
            return Math.max(0, value + Number(card));
    }
}

/** Whether drawing the card brings a reshuffle at the end of the round: only the standard x2 and null do. */
export function shufflesDeck(card: ModifierCard): boolean {
    return card === 'x2' || card === 'null';
}

/** Blesses and curses leave the deck when drawn. */
export function leavesDeck(card: ModifierCard): boolean {
    return card === 'bless' || card === 'curse';
}

/** Every card since the shuffle in draw order: the drawn ones first, then the draw pile. */
function sequence(state: DeckState): ModifierCard[] {
    const order = state.order && state.shuffle === 0 ? [...state.order] : seededShuffle(state.cards, state.seed, state.shuffle);
    state.added.forEach((added, i) => {
        const random = seededRandom((Math.imul(state.seed >>> 0, 0x27D4EB2F) ^ Math.imul(state.shuffle + 1, 0x165667B1) ^ Math.imul(i + 1, 0x9E3779B1)) >>> 0);
        const room = order.length - added.after + 1;
        order.splice(added.after + Math.floor(random() * room), 0, added.card);
    });
    return order;
}

/** The cards still to be drawn, top first. */
export function drawPile(state: DeckState): ModifierCard[] {
    return sequence(state).slice(state.drawn.length);
}

/** The cards in the deck now, drawn or not: blesses and curses already drawn are gone. */
export function deckCards(state: DeckState): ModifierCard[] {
    const cards = [...state.cards, ...state.added.map(a => a.card)];
    for (const card of state.drawn.filter(leavesDeck)) {
        cards.splice(cards.indexOf(card), 1);
    }
    return cards;
}

/** A new seeded shuffle of every card the deck holds; the round's reshuffle mark is kept. */
export function reshuffle(state: DeckState): DeckState {
    return { cards: deckCards(state), seed: state.seed, shuffle: state.shuffle + 1, added: [], drawn: [], reshuffle: state.reshuffle };
}

export interface Draw {
    readonly card: ModifierCard;
    readonly state: DeckState;
    /** True when the pile was empty and the discards were shuffled before this card was drawn. */
    readonly reshuffled: boolean;
}

/** Draws the top card; an empty pile is reshuffled first ("If the deck runs out, shuffle the discards"). */
export function drawCard(state: DeckState): Draw {
    let current = state;
    let reshuffled = false;
    if (drawPile(current).length === 0) {
        current = reshuffle(current);
        reshuffled = true;
    }
    const card = drawPile(current)[0];
    if (card === undefined) {
        throw new Error('the modifier deck holds no cards');
    }
    return {
        card, reshuffled,
        state: { ...current, drawn: [...current.drawn, card], reshuffle: current.reshuffle || shufflesDeck(card) }
    };
}

export type DrawMode = 'normal' | 'advantage' | 'disadvantage';

export interface ModifierDraw {
    readonly mode: DrawMode;
    /** Every card drawn, in order: one, or two with advantage or disadvantage. */
    readonly cards: readonly ModifierCard[];
    /** The card whose effect applies. */
    readonly kept: ModifierCard;
    /** Index into `cards` of the kept one. */
    readonly keptIndex: number;
    readonly state: DeckState;
    readonly reshuffled: boolean;
}

/**
 * One draw for one attack whose value before the card is `value`: one card, or two with
 * advantage (the better kept) or disadvantage (the worse kept); on a tie the first drawn.
 */
export function drawModifier(state: DeckState, value: number, mode: DrawMode = 'normal'): ModifierDraw {
    const first = drawCard(state);
    if (mode === 'normal') {
        return { mode, cards: [first.card], kept: first.card, keptIndex: 0, state: first.state, reshuffled: first.reshuffled };
    }
    const second = drawCard(first.state);
    const a = applyCard(first.card, value);
    const b = applyCard(second.card, value);
    const takeSecond = mode === 'advantage' ? b > a : b < a;
    return {
        mode,
        cards: [first.card, second.card],
        kept: takeSecond ? second.card : first.card,
        keptIndex: takeSecond ? 1 : 0,
        state: second.state,
        reshuffled: first.reshuffled || second.reshuffled
    };
}

/** Advantage and disadvantage cancel each other out. */
export function drawMode(advantage: boolean, disadvantage: boolean): DrawMode {
    if (advantage === disadvantage) {
        return 'normal';
    }
    return advantage ? 'advantage' : 'disadvantage';
}

/**
 * Shuffles a bless or a curse into the remaining draw pile. Refused (the state is returned
 * unchanged and `added` is false) when all ten of that card are already in the deck.
 */
export function addCard(state: DeckState, card: 'bless' | 'curse'): { state: DeckState; added: boolean } {
    const limit = card === 'bless' ? MAX_BLESSES : MAX_CURSES;
    if (deckCards(state).filter(c => c === card).length >= limit) {
        return { state, added: false };
    }
    return { state: { ...state, added: [...state.added, { card, after: state.drawn.length }] }, added: true };
}

/**
 * The end-of-round step: a deck that drew x2 or null this round is shuffled anew. A deck shuffled
 * since and not drawn from has no discards to shuffle back: its pile is already the whole deck in
 * a fresh order. Play never ends a round so (a pile that runs out is shuffled for the card drawn
 * next), but a written deck can: the `modifiers` line of a pile all drawn is the shuffle its next
 * draw makes, so that shuffle stands for the one the round's end would make.
 */
export function endRound(state: DeckState): DeckState {
    if (!state.reshuffle) {
        return state;
    }
    if (state.drawn.length === 0 && state.added.length === 0) {
        return { ...state, reshuffle: false };
    }
    return { ...reshuffle(state), reshuffle: false };
}

/**
 * Whether a deck's `modifiers` line says `shuffle-due`: the end-of-round shuffle is due and the
 * cards drawn since the last shuffle do not show it, as the x2 or null that called for it was
 * shuffled back when the pile ran out.
 */
export function shuffleDueWord(state: DeckState): boolean {
    return state.reshuffle && !state.drawn.some(shufflesDeck);
}

/** Whether the deck is the standard twenty cards plus any blesses and curses. */
export function isStandardDeck(cards: readonly ModifierCard[]): boolean {
    const plain = cards.filter(c => !leavesDeck(c));
    const count = (list: readonly ModifierCard[]): string => MODIFIER_CARDS.map(c => list.filter(x => x === c).length).join(',');
    return count(plain) === count(STANDARD_MONSTER_DECK);
}

/**
 * What is wrong with a deck state read from a document, in words: an order that is not the
 * deck's cards, drawn cards that are not the top of that order, blesses or curses added beyond
 * ten. Empty when it is sound.
 */
export function deckProblems(state: DeckState): string[] {
    const problems: string[] = [];
    const key = (cards: readonly ModifierCard[]): string => [...cards].sort().join(' ');
    if (state.order && key(state.order) !== key(state.cards)) {
        problems.push('the written order does not hold the same cards as the deck');
    }
    if (!Number.isInteger(state.seed) || !Number.isInteger(state.shuffle) || state.shuffle < 0) {
        problems.push('the seed and the shuffle number must be whole numbers');
    }
    const order = sequence(state);
    if (state.drawn.length > order.length) {
        problems.push(`${state.drawn.length} cards drawn from a deck of ${order.length}`);
    } else {
        const first = state.drawn.findIndex((card, i) => order[i] !== card);
        if (first >= 0) {
            problems.push(`card ${first + 1} drawn is ${state.drawn[first]}, but the deck's order has ${order[first]} there`);
        }
    }
    for (const card of ['bless', 'curse'] as const) {
        const count = [...state.cards, ...state.added.map(a => a.card)].filter(c => c === card).length;
        if (count > 10) {
            problems.push(`${count} ${card} cards: at most 10 can be in one deck`);
        }
    }
    return problems;
}
