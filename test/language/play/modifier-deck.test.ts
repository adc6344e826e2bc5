import { describe, expect, test } from 'vitest';
import {
    STANDARD_MONSTER_DECK, type DeckState, type ModifierCard, addCard, applyCard, deckCards, deckProblems, drawCard, drawMode, drawModifier,
    drawPile, endRound, isStandardDeck, orderedDeck, reshuffle, seededDeck, shuffleDueWord
} from '../../../language/model/modifier-deck.js';

const sorted = (cards: readonly ModifierCard[]): ModifierCard[] => [...cards].sort();

function drawMany(state: DeckState, n: number): { cards: ModifierCard[]; state: DeckState } {
    const cards: ModifierCard[] = [];
    let current = state;
    for (let i = 0; i < n; i++) {
        const draw = drawCard(current);
        cards.push(draw.card);
        current = draw.state;
    }
    return { cards, state: current };
}

describe('the standard monster deck', () => {
    test('twenty cards: six +0, five +1, five -1, one +2, one -2, one x2, one null', () => {
        expect(STANDARD_MONSTER_DECK).toHaveLength(20);
        const count = (c: ModifierCard): number => STANDARD_MONSTER_DECK.filter(x => x === c).length;
        expect([count('+0'), count('+1'), count('-1'), count('+2'), count('-2'), count('x2'), count('null')]).toEqual([6, 5, 5, 1, 1, 1, 1]);
        expect(isStandardDeck(STANDARD_MONSTER_DECK)).toBe(true);
        expect(isStandardDeck([...STANDARD_MONSTER_DECK, 'bless', 'curse'])).toBe(true);
        expect(isStandardDeck(STANDARD_MONSTER_DECK.slice(1))).toBe(false);
    });
});

describe('card values', () => {
    test('"A x2 symbol, this means the attack value is doubled"; "A null symbol, this means NO damage is done"', () => {
        expect(applyCard('x2', 3)).toBe(6);
        expect(applyCard('null', 3)).toBe(0);
        expect(applyCard('bless', 3)).toBe(6);
        expect(applyCard('curse', 3)).toBe(0);
        expect(applyCard('+1', 3)).toBe(4);
        expect(applyCard('-2', 3)).toBe(1);
        expect(applyCard('-2', 1)).toBe(0);
    });
});

describe('seeded deck', () => {
    test('the pile is the seeded shuffle of the twenty cards, the same for the same seed', () => {
        const deck = seededDeck(7);
        expect(drawPile(deck)).toEqual(drawPile(seededDeck(7)));
        expect(sorted(drawPile(deck))).toEqual(sorted(STANDARD_MONSTER_DECK));
        expect(drawPile(seededDeck(8))).not.toEqual(drawPile(deck));
    });

    test('a draw returns the top card and a new state; the old state is unchanged', () => {
        const deck = seededDeck(3);
        const top = drawPile(deck)[0];
        const draw = drawCard(deck);
        expect(draw.card).toBe(top);
        expect(draw.state.drawn).toEqual([top]);
        expect(deck.drawn).toEqual([]);
        expect(drawPile(draw.state)).toEqual(drawPile(deck).slice(1));
    });

    test('the state survives being written as JSON and read again', () => {
        let { state } = drawMany(seededDeck(11), 5);
        state = addCard(state, 'bless').state;
        state = drawMany(state, 3).state;
        const read = JSON.parse(JSON.stringify(state)) as DeckState;
        expect(drawPile(read)).toEqual(drawPile(state));
        expect(drawMany(read, 4).cards).toEqual(drawMany(state, 4).cards);
    });
});

describe('explicit order', () => {
    test('cards come off in the written order', () => {
        const deck = orderedDeck(['+1', 'x2', '-1']);
        expect(drawMany(deck, 3).cards).toEqual(['+1', 'x2', '-1']);
    });

    test('"This shuffling also happens if a modifier card must be drawn and there are none left in the draw pile"; blesses and curses drawn stay out', () => {
        const deck = orderedDeck(['+1', 'curse', 'null'], 5);
        const { state } = drawMany(deck, 3);
        const draw = drawCard(state);
        expect(draw.reshuffled).toBe(true);
        expect(draw.state.shuffle).toBe(1);
        expect(sorted([draw.card, ...drawPile(draw.state)])).toEqual(sorted(['+1', 'null']));
        // the reshuffle at the end of the round is still due: the null was drawn this round
        expect(draw.state.reshuffle).toBe(true);
    });
});

describe('end of round', () => {
    test('"the deck reshuffles at the end of a round in which x2 or null was drawn"', () => {
        const deck = orderedDeck(['x2', ...STANDARD_MONSTER_DECK.filter(c => c !== 'x2')]);
        const { state } = drawMany(deck, 2);
        expect(state.reshuffle).toBe(true);
        const next = endRound(state);
        expect(next.reshuffle).toBe(false);
        expect(next.shuffle).toBe(1);
        expect(next.drawn).toEqual([]);
        expect(sorted(drawPile(next))).toEqual(sorted(STANDARD_MONSTER_DECK));
    });

    test('a deck shuffled since its x2 or null and not drawn from has no discards to shuffle back: the mark goes, the order stays', () => {
        const { state } = drawMany(orderedDeck(['+1', 'null']), 2);
        const shuffled = reshuffle(state);
        expect(shuffled).toMatchObject({ shuffle: 1, drawn: [], reshuffle: true });
        expect(endRound(shuffled)).toEqual({ ...shuffled, reshuffle: false });
        const drawnSince = drawCard(shuffled).state;
        expect(endRound(drawnSince)).toMatchObject({ shuffle: 2, drawn: [], reshuffle: false });
    });

    test('shuffle-due is said when the shuffle is due and the cards drawn since the last shuffle do not show it', () => {
        const { state } = drawMany(orderedDeck(['+1', 'null', '-1']), 2);
        expect(shuffleDueWord(state)).toBe(false);
        const runOut = drawMany(state, 2).state;
        expect(runOut).toMatchObject({ shuffle: 1, reshuffle: true });
        expect(runOut.drawn).toHaveLength(1);
        expect(shuffleDueWord(runOut)).toBe(!runOut.drawn.includes('null'));
        expect(shuffleDueWord({ ...runOut, drawn: ['-1'] })).toBe(true);
        expect(shuffleDueWord({ ...runOut, drawn: ['x2'] })).toBe(false);
        expect(shuffleDueWord({ ...runOut, drawn: ['bless'] })).toBe(true);
        expect(shuffleDueWord(endRound(runOut))).toBe(false);
        expect(shuffleDueWord(drawMany(orderedDeck(['+1', '-1']), 2).state)).toBe(false);
    });

    test('no reshuffle at the end of a round without x2 or null', () => {
        const deck = orderedDeck(['+0', '+1', ...STANDARD_MONSTER_DECK.slice(0, 18)]);
        const { state } = drawMany(deck, 2);
        expect(endRound(state)).toBe(state);
    });

    test('"If a BLESS or CURSE card is drawn, it should be removed … instead of being placed into the discard"', () => {
        let deck = addCard(orderedDeck(['null', '+0']), 'bless').state;
        deck = addCard(deck, 'curse').state;
        expect(sorted(drawPile(deck))).toEqual(sorted(['null', '+0', 'bless', 'curse']));
        const { state } = drawMany(deck, 4);
        expect(state.reshuffle).toBe(true);
        const next = endRound(state);
        expect(sorted(deckCards(next))).toEqual(sorted(['null', '+0']));
        expect(sorted(drawPile(next))).toEqual(sorted(['null', '+0']));
    });

    test('blesses and curses still in the pile stay in the deck through the reshuffle', () => {
        const first = drawCard(orderedDeck(['x2', '+0', '+1', '-1']));
        expect(first.card).toBe('x2');
        const cursed = addCard(first.state, 'curse').state;
        expect(sorted(drawPile(endRound(cursed)))).toEqual(sorted(['x2', '+0', '+1', '-1', 'curse']));
    });

    test('"If a standard “2x” card or “Null” card … was drawn": a bless or curse drawn brings no reshuffle', () => {
        let deck = addCard(orderedDeck(['+0']), 'bless').state;
        deck = addCard(deck, 'curse').state;
        const { state } = drawMany(deck, 3);
        expect(state.reshuffle).toBe(false);
        expect(endRound(state)).toBe(state);
    });
});

describe('blesses and curses', () => {
    test('an added bless goes into the draw pile, never among the cards drawn', () => {
        const { state } = drawMany(seededDeck(2), 10);
        const after = addCard(state, 'bless').state;
        expect(after.drawn).toEqual(state.drawn);
        expect(drawPile(after)).toHaveLength(11);
        expect(drawPile(after).filter(c => c === 'bless')).toHaveLength(1);
    });

    test('ten of each at most', () => {
        let deck = seededDeck(1);
        for (let i = 0; i < 10; i++) {
            deck = addCard(deck, 'curse').state;
        }
        const refused = addCard(deck, 'curse');
        expect(refused.added).toBe(false);
        expect(refused.state).toBe(deck);
        expect(addCard(deck, 'bless').added).toBe(true);
    });
});

describe('advantage and disadvantage', () => {
    test('"An attacker with Advantage will draw two modifier cards from their deck and use whichever one is better"', () => {
        const draw = drawModifier(orderedDeck(['-1', '+2', '+0']), 3, 'advantage');
        expect(draw.cards).toEqual(['-1', '+2']);
        expect(draw.kept).toBe('+2');
        expect(draw.keptIndex).toBe(1);
        expect(draw.state.drawn).toEqual(['-1', '+2']);
    });

    test('"An attacker with Disadvantage will draw two modifier cards … and use whichever one is worse"', () => {
        const draw = drawModifier(orderedDeck(['x2', '+1', '+0']), 3, 'disadvantage');
        expect(draw.kept).toBe('+1');
        // the x2 was drawn, even though not used: the deck reshuffles at the end of the round
        expect(draw.state.reshuffle).toBe(true);
    });

    test('better is measured on the attack: x2 on attack 1 (2) loses to +2 (3); "If there is ambiguity about which card drawn is better or worse, use whichever card was drawn first"', () => {
        expect(drawModifier(orderedDeck(['x2', '+2']), 1, 'advantage').kept).toBe('+2');
        expect(drawModifier(orderedDeck(['x2', '+2']), 2, 'advantage').kept).toBe('x2');
        expect(drawModifier(orderedDeck(['+2', 'x2']), 2, 'advantage').kept).toBe('+2');
        expect(drawModifier(orderedDeck(['null', '-2']), 1, 'disadvantage').kept).toBe('null');
    });

    test('advantage and disadvantage cancel each other out', () => {
        expect(drawMode(true, true)).toBe('normal');
        expect(drawMode(false, false)).toBe('normal');
        expect(drawMode(true, false)).toBe('advantage');
        expect(drawMode(false, true)).toBe('disadvantage');
    });

    test('the second card of an advantage draw may come from a reshuffled pile', () => {
        expect(drawModifier(orderedDeck(['+1', '-1']), 2, 'advantage').reshuffled).toBe(false);
        const empty = drawModifier(drawMany(orderedDeck(['+1', '-1']), 1).state, 2, 'advantage');
        expect(empty.reshuffled).toBe(true);
        expect(empty.cards[0]).toBe('-1');
    });
});

describe('a deck read back from a document', () => {
    test('a sound state has no problems', () => {
        expect(deckProblems(drawMany(seededDeck(4), 6).state)).toEqual([]);
        expect(deckProblems(orderedDeck(['+1', 'x2']))).toEqual([]);
    });

    test('drawn cards that are not the top of the order are named with their place', () => {
        const state: DeckState = { ...orderedDeck(['+1', 'x2', '-1']), drawn: ['+1', '-1'] };
        expect(deckProblems(state)).toEqual(['card 2 drawn is -1, but the deck\'s order has x2 there']);
    });

    test('an order that is not the deck\'s cards, too many draws, too many curses', () => {
        expect(deckProblems({ ...orderedDeck(['+1', 'x2']), order: ['+1', '+1'] })[0]).toBe('the written order does not hold the same cards as the deck');
        expect(deckProblems({ ...orderedDeck(['+1']), drawn: ['+1', '+1'] })).toEqual(['2 cards drawn from a deck of 1']);
        const cursed = orderedDeck([...STANDARD_MONSTER_DECK, ...Array<ModifierCard>(11).fill('curse')]);
        expect(deckProblems(cursed)).toEqual(['11 curse cards: at most 10 can be in one deck']);
    });
});
