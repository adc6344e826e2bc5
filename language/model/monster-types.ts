import type { Card, Condition, Deck, Element, Level, Monster, MonsterType, ModifierCard, MoveMode, Reveal, Scenario, StatCard } from '../generated/ast.js';
import { isDeck, isModifierDeck, isMonsterType, isRoundStatement } from '../generated/ast.js';
import { seededShuffle } from './seeded-shuffle.js';
import type { RetaliateSpec } from './ability-spec.js';
import { type CardAttackSpec, type CardLineSpec, type HealSpec, cardLines } from './card-lines.js';
import { statCardsInPlay } from './type-levels.js';

export type { Condition, Element, Level };

export type { RetaliateSpec } from './ability-spec.js';
export type { CardAttackSpec, CardLineSpec, HealSpec } from './card-lines.js';

/** How many standees of a type exist when its `monster-type` block does not say (`standees N`). */
export const DEFAULT_STANDEES = 10;

/** One side (normal or elite) of a monster type's stat card. */
export interface StatSpec {
    readonly health?: number;
    readonly move: number;
    /** Absent when the stat card has no attack value: such a type cannot attack. */
    readonly attack?: number;
    /** 0 for a melee type. */
    readonly range: number;
    /** How many targets each of its attacks has (`target N` on the stat card; 1 without). */
    readonly targets: number;
    readonly flying: boolean;
    readonly jumping: boolean;
    readonly shield: number;
    readonly retaliate?: RetaliateSpec;
    readonly pierce: number;
    /** Conditions each of its attacks adds. */
    readonly adds: readonly Condition[];
    readonly immune: readonly Condition[];
}

export interface MonsterTypeSpec {
    readonly name: string;
    readonly normal?: StatSpec;
    readonly elite?: StatSpec;
    /** The deck it draws from: its `deck` line, else its own name. */
    readonly deck: string;
    /** The type names its deck with a `deck` line, which is how types share one deck. */
    readonly deckWritten: boolean;
    /** How many standees the type has (`standees N`, else `DEFAULT_STANDEES`). */
    readonly standees: number;
}

/** An ability card as printed. */
export interface CardSpec {
    readonly name: string;
    readonly initiative: number;
    readonly shuffle: boolean;
    /** Every line in the order printed, as the monster performs them. */
    readonly lines: readonly CardLineSpec[];
    readonly move?: { readonly change: number; readonly mode?: MoveMode };
    /** In the order printed: the first is the attack whose focus the focus rules choose. */
    readonly attacks: readonly CardAttackSpec[];
    readonly shield?: number;
    readonly retaliate?: RetaliateSpec;
    readonly heal?: HealSpec;
    readonly infuse: readonly Element[];
    readonly consume: readonly Element[];
}

export interface DeckSpec {
    readonly name: string;
    readonly cards: readonly CardSpec[];
}

export function statSpec(card: StatCard | undefined): StatSpec | undefined {
    if (!card) {
        return undefined;
    }
    const numbers = new Map<string, number>();
    let flying = false;
    let jumping = false;
    let retaliate: RetaliateSpec | undefined;
    const adds: Condition[] = [];
    const immune: Condition[] = [];
    for (const stat of card.stats) {
        switch (stat.$type) {
            case 'NumberStat':
                numbers.set(stat.kind, stat.value);
                break;
            case 'FlagStat':
                flying ||= stat.kind === 'flying';
                jumping ||= stat.kind === 'jumping';
                break;
            case 'RetaliateStat':
                retaliate = { value: stat.value, range: stat.range ?? 1 };
                break;
            case 'ConditionStat':
                (stat.kind === 'adds' ? adds : immune).push(...stat.conditions);
                break;
        }
    }
    return {
        health: numbers.get('health'), move: numbers.get('move') ?? 0, attack: numbers.get('attack'), range: numbers.get('range') ?? 0,
        targets: numbers.get('target') ?? 1, flying, jumping, shield: numbers.get('shield') ?? 0, retaliate, pierce: numbers.get('pierce') ?? 0, adds, immune
    };
}

export function monsterTypeSpec(node: MonsterType): MonsterTypeSpec {
    const side = (level: Level): StatSpec | undefined => statSpec(statCardsInPlay(node).find(l => l.level === level));
    const written = node.deck?.$refText;
    return {
        name: node.name, normal: side('normal'), elite: side('elite'), deck: written ?? node.name, deckWritten: written !== undefined,
        standees: node.standees ?? DEFAULT_STANDEES
    };
}

export function cardSpec(card: Card): CardSpec {
    const { lines, attacks } = cardLines(card);
    let move: CardSpec['move'];
    let shield: number | undefined;
    let retaliate: RetaliateSpec | undefined;
    let heal: HealSpec | undefined;
    for (const line of lines) {
        // A line printed twice is an error (`checkCardLines`); the last one written counts.
        if (line.kind === 'move') {
            move = { change: line.change, mode: line.mode };
        } else if (line.kind === 'shield') {
            shield = line.value;
        } else if (line.kind === 'retaliate') {
            retaliate = line.retaliate;
        } else if (line.kind === 'heal') {
            heal = line.heal;
        }
    }
    const infuse = lines.flatMap(l => (l.kind === 'infuse' ? [l.element] : []));
    const consume = lines.flatMap(l => (l.kind === 'consume' ? l.consume.elements : []));
    return { name: card.name, initiative: card.initiative, shuffle: card.shuffle, lines, move, attacks, shield, retaliate, heal, infuse, consume };
}

export function deckSpec(deck: Deck): DeckSpec {
    return { name: deck.name, cards: deck.cards.filter(c => c.name !== undefined).map(cardSpec) };
}

/** The monster types of a scenario by name; the first of two with one name counts (validation reports the other). */
export function monsterTypesOf(scenario: Scenario): Map<string, MonsterTypeSpec> {
    const types = new Map<string, MonsterTypeSpec>();
    for (const node of scenario.statements.filter(isMonsterType)) {
        if (node.name && !types.has(node.name)) {
            types.set(node.name, monsterTypeSpec(node));
        }
    }
    return types;
}

export function decksOf(scenario: Scenario): Map<string, DeckSpec> {
    const decks = new Map<string, DeckSpec>();
    for (const node of scenario.statements.filter(isDeck)) {
        if (node.name && !decks.has(node.name)) {
            decks.set(node.name, deckSpec(node));
        }
    }
    return decks;
}

/** The card a reveal names, or the one it draws from its seeded shuffle; undefined when there is none. */
export function revealedCard(reveal: Reveal, deck: DeckSpec | undefined): CardSpec | undefined {
    if (!deck) {
        return undefined;
    }
    if (reveal.card !== undefined) {
        return deck.cards.find(c => c.name === reveal.card);
    }
    if (reveal.seed === undefined) {
        return undefined;
    }
    const order = seededShuffle(deck.cards, reveal.seed, reveal.shuffle ?? 0);
    return order[(reveal.position ?? 1) - 1];
}

/** The card each monster type reveals this round (the first reveal of a type counts). */
export function revealedCards(scenario: Scenario, types: ReadonlyMap<string, MonsterTypeSpec>, decks: ReadonlyMap<string, DeckSpec>): Map<string, CardSpec> {
    const cards = new Map<string, CardSpec>();
    const round = scenario.statements.find(isRoundStatement);
    for (const reveal of round?.reveals ?? []) {
        const typeName = reveal.type?.$refText;
        const type = typeName === undefined ? undefined : types.get(typeName);
        if (!type || cards.has(type.name)) {
            continue;
        }
        const card = revealedCard(reveal, decks.get(type.deck));
        if (card) {
            cards.set(type.name, card);
        }
    }
    shareRevealedCards(cards, types);
    return cards;
}

/** Types that share a deck act on the one card it reveals, whichever of them names it: each gets it in `cards`. */
export function shareRevealedCards(cards: Map<string, CardSpec>, types: ReadonlyMap<string, MonsterTypeSpec>): void {
    for (const type of types.values()) {
        const sharer = cards.has(type.name) || !type.deckWritten
            ? undefined
            : [...types.values()].find(other => other.deckWritten && other.deck === type.deck && cards.has(other.name));
        if (sharer) {
            cards.set(type.name, cards.get(sharer.name)!);
        }
    }
}

/** A modifier card as printed: `+1`, `-2`, `+0`, `x2`, `null`, `bless`, `curse`. */
export type ModifierCardName = string;

export function modifierCardName(card: ModifierCard): ModifierCardName {
    return typeof card === 'number' ? (card >= 0 ? `+${card}` : `${card}`) : card;
}

/**
 * The monster attack modifier deck as written: a seed and how many reshuffles it has had, or an
 * explicit order of the cards still to draw; the blesses and curses in it; the cards drawn since
 * the last shuffle; whether the end of the round still shuffles for an x2 or null drawn before them.
 */
export interface ModifierDeckSpec {
    readonly seed?: number;
    /** Reshuffles since the seed was set (0 for the first shuffle): `seededShuffle(cards, seed, shuffle)`. */
    readonly shuffle: number;
    /** The cards still to draw, top first, when the deck is written in order. */
    readonly order?: readonly ModifierCardName[];
    readonly bless: number;
    readonly curse: number;
    readonly drawn: readonly ModifierCardName[];
    /** Blesses and curses shuffled into a seeded deck's draw pile since its shuffle, each after the `after`-th card drawn. */
    readonly added?: ReadonlyArray<{ readonly card: 'bless' | 'curse'; readonly after: number }>;
    /**
     * `shuffle-due`: an x2 or null drawn this round has been shuffled back since (the pile ran
     * out), so `drawn` no longer shows it, and the end of the round shuffles all the same.
     */
    readonly shuffleDue: boolean;
    /** The author declared a deck other than the standard 20 cards (plus blesses and curses). */
    readonly custom: boolean;
}

export function modifierDeckOf(scenario: Scenario): ModifierDeckSpec | undefined {
    const node = scenario.statements.find(isModifierDeck);
    if (!node) {
        return undefined;
    }
    return {
        seed: node.seed, shuffle: node.shuffle ?? 0,
        order: node.order.length > 0 ? node.order.map(modifierCardName) : undefined,
        bless: node.bless ?? 0, curse: node.curse ?? 0, drawn: node.drawn.map(modifierCardName),
        ...(node.added.length > 0 ? { added: node.added.map(a => ({ card: a.card, after: a.after ?? 0 })) } : {}),
        shuffleDue: node.shuffleDue, custom: node.custom
    };
}

/** The standard monster attack modifier deck: 6 +0, 5 +1, 5 -1, +2, -2, x2 and null. */
export const STANDARD_MODIFIER_DECK: readonly ModifierCardName[] = [
    ...Array<string>(6).fill('+0'), ...Array<string>(5).fill('+1'), ...Array<string>(5).fill('-1'), '+2', '-2', 'x2', 'null'
];

/** The round a scenario is in, when it says. */
export function roundNumberOf(scenario: Scenario): number | undefined {
    return scenario.statements.find(isRoundStatement)?.number;
}

/** A standee's side of its type's stat card; undefined for a monster without a (known) type. */
export function standeeStat(monster: Monster): StatSpec | undefined {
    const type = monster.type?.ref;
    return type ? statSpec(statCardsInPlay(type).find(l => l.level === (monster.level ?? 'normal'))) : undefined;
}

/**
 * The card a standee acts on this round, when its type revealed one and the standee's side of the
 * stat card exists; undefined for a monster without a type.
 */
export function standeeCard(monster: Monster): { readonly stat: StatSpec; readonly card: CardSpec } | undefined {
    const typeName = monster.type?.$refText;
    const scenario = monster.$container;
    const stat = standeeStat(monster);
    if (typeName === undefined || !scenario || !stat) {
        return undefined;
    }
    const types = monsterTypesOf(scenario);
    const type = types.get(typeName);
    const card = type && revealedCards(scenario, types, decksOf(scenario)).get(type.name);
    return card ? { stat, card } : undefined;
}

/**
 * A monster takes a turn this round when it has an ability block or its type revealed a card for
 * it, unless it was summoned this round.
 */
export function takesTurn(monster: Monster): boolean {
    return !monster.summoned && (monster.ability !== undefined || standeeCard(monster) !== undefined);
}
