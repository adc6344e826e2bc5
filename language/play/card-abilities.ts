/**
 * The lines of a monster's card other than its move and its attacks, each performed on the turn's
 * working state and returned as a step: a heal with a range, a condition given without an attack,
 * a summon. The rules each follows are in the engine functions they call (`engine/ally-targets.ts`,
 * `engine/summon-hexes.ts`, `engine/further-attacks.ts`).
 */
import type { FigureSpec } from '../model/board.js';
import { healTargets, positiveConditionTargets } from '../engine/ally-targets.js';
import type { BoardGeometry } from '../engine/analyze.js';
import { furtherAttackTargets } from '../engine/further-attacks.js';
import { summonHexes } from '../engine/summon-hexes.js';
import type { ConditionLineSpec, SummonSpec } from '../model/card-lines.js';
import { applyCondition, heal, hasCondition } from '../model/condition-effects.js';
import { type FigureState, figureState } from '../model/figure-state.js';
import { MAX_BLESSES, MAX_CURSES, addCard, deckCards } from '../model/modifier-deck.js';
import { type GivenCondition, isCondition, isDeckCondition } from '../rules/conditions.js';
import type { TurnState } from './turn-state.js';
import type { ConditionOutcome, ConditionStep, HealStep, SummonStep } from './turn-steps.js';

/** What performing a line needs beyond the state: who acts, the board's geometry, and the players' choices. */
export interface LineContext {
    readonly state: TurnState;
    readonly monster: string;
    readonly geometry: BoardGeometry;
    /** The players' choice among `ways` (the first unless they chose another). */
    choose(ways: number): number;
}

/**
 * A heal with a range on the monster itself or an ally: the one that lost the most hit points
 * (`healTargets`), healed by the heal rules of `model/condition-effects.ts`.
 */
export function performRangedHeal(context: LineContext, value: number, range: number): HealStep {
    const { state } = context;
    const self = state.figure(context.monster)!;
    const choice = healTargets(state.board, self, range, name => state.vitals.get(name), context.geometry);
    if (choice.best.length === 0) {
        return { kind: 'heal', value, range, among: [], chosen: 0 };
    }
    const chosen = context.choose(choice.best.length);
    const target = state.vitals.get(choice.best[chosen])!;
    const healed = heal(target, value);
    state.update(healed.state);
    return {
        kind: 'heal', value, range, target: target.name, among: choice.best, chosen, lost: target.maxHp - target.hp,
        healed: healed.healed, before: target.hp, after: healed.state.hp, removed: healed.removed, poisoned: healed.poisoned
    };
}

/**
 * A bless or curse shuffled into a deck: a monster's into the monster attack modifier deck (which
 * play draws from), a character's or its summon's counted on the character's line. "a maximum of
 * only 10 curse cards can be placed into any one deck" (rulebook p. 23), and there are ten blesses.
 */
function deckCondition(context: LineContext, figure: FigureSpec, condition: 'bless' | 'curse'): ConditionOutcome {
    const { state } = context;
    if (figure.kind === 'monster') {
        const added = addCard(state.deck, condition);
        state.deck = added.state;
        const count = deckCards(added.state).filter(c => c === condition).length;
        return { figure: figure.name, applied: added.added, ...(added.added ? {} : { refused: 'full' as const }), deck: { of: 'monsters', count } };
    }
    const owner = figure.kind === 'summon' ? figure.owner ?? figure.name : figure.name;
    const now = state.curses.get(owner) ?? 0;
    const most = condition === 'curse' ? MAX_CURSES : MAX_BLESSES;
    if (condition !== 'curse' || now >= most) {
        // A monster gives no enemy a bless; a curse past the tenth has no card left to go in.
        return { figure: figure.name, applied: false, refused: 'full', deck: { of: owner, count: now } };
    }
    state.curses.set(owner, now + 1);
    return { figure: figure.name, applied: true, deck: { of: owner, count: now + 1 } };
}

/** A condition on one figure: a token (one it has already starts its time again), or a card in a deck. */
export function giveCondition(context: LineContext, figure: FigureSpec, condition: GivenCondition): ConditionOutcome {
    if (isDeckCondition(condition)) {
        return deckCondition(context, figure, condition);
    }
    const { state } = context;
    const current: FigureState = state.stateOf(figure);
    const already = hasCondition(current, condition);
    // Given during its own turn, the turn is not its "next turn": it lasts until the end of the one after.
    const applied = applyCondition(current, condition, figure.name === context.monster);
    state.update(applied.state);
    return {
        figure: figure.name, applied: applied.applied, ...(applied.refused ? { refused: applied.refused } : {}),
        ...(already && applied.applied ? { already: true as const } : {})
    };
}

/**
 * A condition line: `strengthen self` on the monster; `strengthen range 2` on the monster or an ally
 * within range, by the edition's rule (`positiveConditionTargets`); `muddle enemy range 2` on the
 * enemies the focus rules find "as if they were attack abilities" from where the monster stands
 * (the later editions' words; the first edition's rulebook does not say), with no move and no
 * modifier card.
 */
export function performConditionLine(context: LineContext, line: ConditionLineSpec): ConditionStep {
    const { state } = context;
    const self = state.figure(context.monster)!;
    const base = { kind: 'condition' as const, condition: line.condition, to: line.to, ...(line.range !== undefined ? { range: line.range } : {}) };
    if (line.to === 'self') {
        return { ...base, outcomes: [giveCondition(context, self, line.condition)], ways: 1, chosen: 0 };
    }
    if (line.to === 'ally') {
        const has = (name: string): boolean => {
            if (isCondition(line.condition)) {
                return (state.conditions.get(name) ?? []).includes(line.condition);
            }
            return false;
        };
        const choice = positiveConditionTargets(state.board, self, line.range ?? 0, has, state.board.edition, context.geometry);
        const count = line.allTargets ? choice.candidates.length : Math.max(1, line.targets);
        // With more targets than one the figures are the first in the rule's order; the players choose among ties.
        const pool = line.allTargets ? choice.candidates.map(c => c.name) : choice.best;
        if (pool.length === 0) {
            return { ...base, outcomes: [], ways: 0, chosen: 0 };
        }
        const ways = count >= pool.length ? 1 : pool.length;
        const chosen = ways > 1 && count === 1 ? context.choose(ways) : 0;
        const names = count === 1 ? [pool[chosen]] : pool.slice(0, count);
        const outcomes = names.map(name => giveCondition(context, state.figure(name)!, line.condition));
        return { ...base, outcomes, ways, chosen };
    }
    const choice = furtherAttackTargets(state.board, self, self.cell, { exclude: [] }, {
        range: line.range ?? 0, targets: line.targets, ...(line.allTargets ? { all: true } : {})
    }, context.geometry);
    if (choice.options.length === 0) {
        return { ...base, outcomes: [], ways: 0, chosen: 0 };
    }
    const chosen = context.choose(choice.options.length);
    const outcomes = choice.options[chosen].targets.map(t => giveCondition(context, state.figure(t.name)!, line.condition));
    return { ...base, outcomes, ways: choice.options.length, chosen, focus: { names: choice.focus, criterion: choice.criterion } };
}

/** The standee's name: its type and number (`Skeleton2`), with a letter after it when a line already carries that name. */
function summonedName(type: string, number: number, taken: ReadonlySet<string>): string {
    const plain = `${type}${number}`;
    if (!taken.has(plain)) {
        return plain;
    }
    for (let letter = 98; letter <= 122; letter++) {
        const name = `${plain}${String.fromCharCode(letter)}`;
        if (!taken.has(name)) {
            return name;
        }
    }
    return `${plain}_${taken.size}`;
}

/**
 * A summon line (`summonHexes` places it): the new standee takes the lowest standee number free
 * among the type's `standees`, is named after its type and that number, has its stat card's hit
 * points, and takes no turn this round ("Summoned monsters never act on the round they are
 * summoned"). It fails with no empty hex next to the summoner or no standee left.
 */
export function performSummon(context: LineContext, summon: SummonSpec): SummonStep {
    const { state } = context;
    const base = { kind: 'summon' as const, type: summon.type, level: summon.level, among: [], chosen: 0 };
    const type = state.start.types.get(summon.type);
    const stat = summon.level === 'elite' ? type?.elite : type?.normal;
    if (!type || !stat) {
        return { ...base, failed: 'unknown-type' };
    }
    const onBoard = state.board.figures.filter(f => f.standee?.type === type.name);
    const used = new Set(onBoard.map(f => f.standee?.number));
    let number = 1;
    while (used.has(number)) {
        number++;
    }
    if (onBoard.length >= type.standees || number > type.standees) {
        return { ...base, failed: 'no-standee', standees: type.standees };
    }
    const self = state.figure(context.monster)!;
    const hexes = summonHexes(state.board, self, context.geometry);
    if (hexes.best.length === 0) {
        return { ...base, failed: 'no-hex' };
    }
    const chosen = context.choose(hexes.best.length);
    const hex = hexes.best[chosen];
    const name = summonedName(type.name, number, state.names());
    const health = stat.health ?? 1;
    const spec: FigureSpec = {
        name, kind: 'monster', hex, summoned: true, standee: { type: type.name, level: summon.level, number },
        hp: health, maxHp: health, shield: stat.shield, ...(stat.retaliate ? { retaliate: stat.retaliate } : {}), conditions: []
    };
    state.summons.set(name, { type: type.name, level: summon.level, number, hex });
    state.add(spec, figureState(name, 'monster', health, {
        shield: stat.shield, retaliate: stat.retaliate ? [stat.retaliate] : [],
        ...(stat.immune.length > 0 ? { immunities: stat.immune.filter(isCondition) } : {})
    }));
    return { ...base, name, number, hex, among: hexes.best, chosen, ...(hexes.enemyAt !== undefined ? { enemyAt: hexes.enemyAt } : {}) };
}
