/**
 * The board of the next round from a play state whose round has ended: each standee acts on the
 * card its type now reveals, read against its side of the stat card, as the scenario text
 * written back after the round would give it. The state's hit points, conditions and deck are
 * already the next round's; only the cards change hands.
 */
import type { FigureSpec } from '../model/board.js';
import { abilityOfCard, effectiveCard } from '../model/effective-ability.js';
import { type CardSpec, type DeckSpec, type MonsterTypeSpec, shareRevealedCards } from '../model/monster-types.js';
import type { Condition, Scenario } from '../generated/ast.js';
import { isMonster } from '../generated/ast.js';
import type { PlayState, RevealState } from '../model/play-state.js';
import { seededShuffle } from '../model/seeded-shuffle.js';
import { elementsAvailable } from '../model/elements.js';

function cardOf(reveal: RevealState, deck: DeckSpec | undefined): CardSpec | undefined {
    if (!deck) {
        return undefined;
    }
    return reveal.kind === 'named' ? deck.cards.find(c => c.name === reveal.card) : seededShuffle(deck.cards, reveal.seed, reveal.shuffle)[reveal.position - 1];
}

/** The card each type reveals; types that share a deck act on the one card it reveals. */
function revealedCards(reveals: readonly RevealState[], types: ReadonlyMap<string, MonsterTypeSpec>, decks: ReadonlyMap<string, DeckSpec>): Map<string, CardSpec> {
    const cards = new Map<string, CardSpec>();
    for (const reveal of reveals) {
        const type = types.get(reveal.type);
        const card = type && !cards.has(type.name) ? cardOf(reveal, decks.get(type.deck)) : undefined;
        if (type && card) {
            cards.set(type.name, card);
        }
    }
    shareRevealedCards(cards, types);
    return cards;
}

/** The state with every standee dealt its type's card for the round the state is in. */
export function dealRound(state: PlayState, scenario: Scenario, types: ReadonlyMap<string, MonsterTypeSpec>, decks: ReadonlyMap<string, DeckSpec>): PlayState {
    const cards = revealedCards(state.reveals, types, decks);
    // The inline ability block wins over the type's card, round after round.
    const monsters = new Map(scenario.statements.filter(isMonster).map(m => [m.name, m]));
    const figures = state.board.figures.map(({ cell: _cell, ...spec }): FigureSpec => {
        const standee = spec.standee;
        const type = standee ? types.get(standee.type) : undefined;
        const written = monsters.get(spec.name);
        if (!standee || !type || written?.ability) {
            return spec;
        }
        const stat = standee.level === 'elite' ? type.elite : type.normal;
        const revealed = cards.get(type.name);
        const conditions = (state.conditions.get(spec.name) ?? []) as readonly Condition[];
        const card = stat && revealed ? effectiveCard(stat, revealed) : undefined;
        const { card: _old, ability: _ability, initiative: _initiative, ...rest } = spec;
        const initiative = written?.initiative ?? card?.initiative;
        const available = elementsAvailable(state.elements, state.consumed.get(type.name));
        return { ...rest, ...(card ? { card, ability: abilityOfCard(card, conditions, available) } : {}), ...(initiative !== undefined ? { initiative } : {}) };
    });
    return { ...state, board: state.board.withFigures(figures) };
}
