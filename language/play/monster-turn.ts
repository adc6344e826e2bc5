/**
 * One monster's whole turn on a play state, in the order the rules play it:
 *
 * 1. the start of its turn: wound ("it suffers one point of damage at the start of each of its
 *    turns"); a stunned monster ("cannot perform any abilities") then does nothing but end its turn;
 * 2. the card's lines that act on itself when it activates: shield, retaliate, heal self;
 * 3. the move, to the destination of the chosen option (immobilize: "it cannot perform any move
 *    abilities", so its turn is decided with no move);
 * 4. every attack of the card in the order printed (disarm: "it cannot perform any attack
 *    abilities"; a disarmed monster still moves as its card says). The first attack's targets are
 *    the option's; "If a monster has multiple attacks, it will choose the focus of its other
 *    attacks following normal focus rules, excluding figures it is already attacking", on the
 *    board as it then stands (`furtherAttackTargets`). Each target is resolved by
 *    `resolveTarget` with a draw from the modifier deck, its conditions added, then its retaliate;
 *    a monster at 0 hit points is removed, a character exhausted;
 * 5. the end of its turn: the conditions that last "until the end of its next turn" end.
 *
 * The option is the players' choice among the rules' tied outcomes: by default the first, in the
 * order the decision lists them; a later attack with tied targets takes the first way too.
 * Attacks on a figure whose hit points the scenario does not give are not resolved (no card is
 * drawn), though their conditions take hold. Push, pull, heals of others and elements are not
 * played: the report says so.
 */
import type { Board, Figure, FigureSpec } from '../model/board.js';
import type { EffectiveAttack } from '../model/effective-ability.js';
import { type BoardGeometry, boardGeometry, decideTurn } from '../engine/analyze.js';
import type { FocusCriterion, Hindrance, MonsterDecision, NoFocus } from '../engine/decision.js';
import { furtherAttackTargets } from '../engine/further-attacks.js';
import { type Hex, hexDistance, hexEquals } from '../hex/hex.js';
import { type AttackAgainst, type AttackStep, resolveTarget, retaliate, takeCondition } from './attack-resolution.js';
import { turnLimits } from '../model/condition-effects.js';
import { type ConditionName, isCondition } from '../rules/conditions.js';
import { type FigureState, figureState } from '../model/figure-state.js';
import type { DeckState } from '../model/modifier-deck.js';
import type { ActedEntry, PlayState } from '../model/play-state.js';
import { type SelfStep, performSelfLines, turnEnd, turnStart } from './self-lines.js';

/** One step of a turn as data; `explain/play-words.ts` words it. */
export type TurnStep =
    | { readonly kind: 'self'; readonly phase: 'start' | 'card' | 'end'; readonly step: SelfStep }
    | { readonly kind: 'skip'; readonly reason: 'stun' | 'immobilize' | 'disarm' | 'down' }
    | { readonly kind: 'move'; readonly from: Hex; readonly to: Hex; readonly path: readonly Hex[]; readonly points: number }
    | TargetsStep
    | {
        readonly kind: 'attack'; readonly attack: number; readonly target: string;
        /** False when the target's hit points are unknown or the attack has no value: no card is drawn. */
        readonly resolved: boolean; readonly damage?: number; readonly steps: readonly AttackStep[];
        /** Why an attack is not resolved. */
        readonly unresolved?: 'hit-points-unknown' | 'no-value';
    }
    | { readonly kind: 'not-played'; readonly line: NotPlayedLine };

/** Whom one attack of the card goes to, and how that was found. */
export interface TargetsStep {
    readonly kind: 'targets';
    readonly attack: number;
    readonly targets: readonly string[];
    /** How many ways the rules allowed (more than one: the first was taken). */
    readonly ways: number;
    /** Where the monster attacks from. */
    readonly from: Hex;
    /** A later attack's focus, found by the focus rules, and the criterion that decided it. */
    readonly focus?: { readonly names: readonly string[]; readonly criterion: FocusCriterion };
    /**
     * Why it has no target: it has no focus; its focus cannot be attacked from where it stands;
     * no enemy it is not already attacking can be (a later attack).
     */
    readonly none?: 'no-focus' | 'focus-out-of-reach' | 'none-left';
}

/** A line of the card, or a part of the turn, that playing does not perform. */
export type NotPlayedLine =
    | { readonly kind: 'focus'; readonly noFocus: NoFocus; readonly hindrances: readonly Hindrance[] }
    | { readonly kind: 'heal'; readonly value: number; readonly range?: number }
    | { readonly kind: 'infuse' | 'consume'; readonly element: string }
    | { readonly kind: 'forced'; readonly push: number; readonly pull: number };

export interface TurnReport {
    readonly monster: string;
    /** The ability card it acted on, when it is a standee of a type. */
    readonly card?: string;
    /** The option played, an index into the decision's options (0 when it had none). */
    readonly option: number;
    /** How many options the rules gave. */
    readonly options: number;
    readonly steps: readonly TurnStep[];
}

export type TurnResult = { readonly state: PlayState; readonly report: TurnReport } | { readonly error: string };

export interface TurnChoice {
    /** The option of the decision to play (default 0: the first the decision lists). */
    readonly option?: number;
    readonly geometry?: BoardGeometry;
}

/** Whether the monster still has a turn to take this round, or why not. */
export function turnRefusal(state: PlayState, monster: string): string | undefined {
    const figure = state.board.figureNamed(monster);
    if (!figure) {
        return state.down.has(monster) ? `${monster} is no longer on the board.` : `there is no figure named ${monster} on the board.`;
    }
    if (figure.kind !== 'monster') {
        return `${monster} is not a monster: only monsters' turns are played.`;
    }
    if (figure.acted || state.acted.some(a => a.monster === monster)) {
        return `${monster} has already acted this round.`;
    }
    if (!figure.ability) {
        return `${monster} has no ability this round: it takes no turn.`;
    }
    return undefined;
}

/**
 * The decision the monster's turn is played by: the engine's, on the monster as the state holds
 * it now (its conditions and hit points, which the board's figure keeps as first written), with
 * no move when it is immobilized. The engine reads stun, disarm and a wound that removes it from
 * these, as the surfaces' decision reads them from the text.
 */
export function turnDecision(state: PlayState, figure: Figure, geometry?: BoardGeometry): MonsterDecision {
    const actor = actorState(state, figure);
    const limits = turnLimits(actor);
    const conditions = actor.conditions.map(c => c.name);
    const hp = state.vitals.has(figure.name) ? actor.hp : figure.hp;
    const stripMove = !limits.moves && figure.ability?.move !== undefined;
    const stale = !sameConditions(conditions, figure.conditions ?? []) || (conditions.includes('wound') && hp !== figure.hp);
    const board = !stripMove && !stale
        ? state.board
        : state.board.withFigures(specs(state.board).map(f => f.name !== figure.name ? f : {
            ...f, conditions, hp, ...(stripMove ? { ability: { ...f.ability!, move: undefined } } : {})
        }));
    return decideTurn(board, board.figureNamed(figure.name)!, geometry ?? boardGeometry(board));
}

function sameConditions(a: readonly string[], b: readonly string[]): boolean {
    return a.length === b.length && a.every(c => b.includes(c));
}

export function playMonsterTurn(state: PlayState, monster: string, choice: TurnChoice = {}): TurnResult {
    const refused = turnRefusal(state, monster);
    if (refused) {
        return { error: refused };
    }
    const figure = state.board.figureNamed(monster)!;
    const geometry = choice.geometry ?? boardGeometry(state.board);
    const decision = turnDecision(state, figure, geometry);
    const optionIndex = choice.option ?? 0;
    const count = decision.options.length;
    if (!Number.isInteger(optionIndex) || optionIndex < 0 || (count > 0 && optionIndex >= count) || (count === 0 && optionIndex !== 0)) {
        return { error: `option ${optionIndex} does not exist: ${monster}'s turn has ${count} option${count === 1 ? '' : 's'}${count > 0 ? ` (0${count > 1 ? `..${count - 1}` : ''})` : ''}.` };
    }
    const turn = new Turn(state, figure, geometry);
    turn.play(decision, optionIndex);
    return {
        state: turn.result(),
        report: { monster, ...(figure.card ? { card: figure.card.card } : {}), option: optionIndex, options: count, steps: turn.steps }
    };
}

/** The damage each target suffered from the turn's attacks, for those whose hit points are known. */
function damageDealt(steps: readonly TurnStep[]): Record<string, number> {
    const damage: Record<string, number> = {};
    for (const step of steps) {
        if (step.kind === 'attack' && step.resolved && step.damage !== undefined) {
            damage[step.target] = (damage[step.target] ?? 0) + step.damage;
        }
    }
    return damage;
}

/**
 * The hit points each figure lost in the turn, attacks, retaliation and wound together, for the
 * surfaces that mark the damage of the last turn on the figures.
 */
export function turnDamage(report: TurnReport): Map<string, number> {
    const damage = new Map<string, number>();
    const add = (figure: string, amount: number): void => {
        if (amount > 0) {
            damage.set(figure, (damage.get(figure) ?? 0) + amount);
        }
    };
    for (const step of report.steps) {
        if (step.kind === 'self' && step.step.kind === 'wound') {
            add(step.step.figure, step.step.before - step.step.after);
        } else if (step.kind === 'attack') {
            for (const s of step.steps) {
                if (s.kind === 'damage') {
                    add(s.target, s.before - s.after);
                } else if (s.kind === 'retaliate') {
                    add(s.to, s.before - s.after);
                }
            }
        }
    }
    return damage;
}

function specs(board: Board): FigureSpec[] {
    return board.figures.map(({ cell: _cell, ...spec }) => spec);
}

/** The figure's vitals, or a stand-in that carries its conditions when its hit points are unknown. */
function actorState(state: PlayState, figure: FigureSpec): FigureState {
    return state.vitals.get(figure.name) ?? figureState(figure.name, figure.kind, 1, {
        conditions: (state.conditions.get(figure.name) ?? []).map(name => ({ name }))
    });
}

/** The attacks a monster makes this turn: its card's, or the one of its ability block. */
function attacksOf(figure: Figure): EffectiveAttack[] {
    if (figure.card) {
        return [...figure.card.attacks];
    }
    const attack = figure.ability?.attack;
    if (!attack) {
        return [];
    }
    return [{
        value: attack.value ?? Number.NaN, range: attack.range, targets: attack.targets, pierce: 0, push: 0, pull: 0, conditions: [],
        ...(figure.ability?.area ? { area: figure.ability.area } : {})
    }];
}

/** The working state of one turn: every step changes it and adds its record. */
class Turn {
    readonly steps: TurnStep[] = [];
    private board: Board;
    private readonly vitals: Map<string, FigureState>;
    private readonly conditions: Map<string, readonly ConditionName[]>;
    private readonly down: Map<string, 'removed' | 'exhausted'>;
    private deck: DeckState;
    private acted?: ActedEntry;
    private readonly name: string;
    /** The decision found a focus. */
    private focused = true;
    /** Where the monster stood when it was removed during its turn. */
    private removedAt?: Hex;

    constructor(private readonly state: PlayState, figure: Figure, private readonly geometry: BoardGeometry) {
        this.board = state.board;
        this.vitals = new Map(state.vitals);
        this.conditions = new Map(state.conditions);
        this.down = new Map(state.down);
        this.deck = state.deck;
        this.name = figure.name;
    }

    result(): PlayState {
        return {
            ...this.state, board: this.board, vitals: this.vitals, conditions: this.conditions, down: this.down, deck: this.deck,
            acted: this.acted ? [...this.state.acted, this.acted] : this.state.acted
        };
    }

    private self(): Figure | undefined {
        return this.board.figureNamed(this.name);
    }

    private actor(): FigureState {
        return actorState({ ...this.state, vitals: this.vitals, conditions: this.conditions }, this.self() ?? this.state.board.figureNamed(this.name)!);
    }

    /** Keeps a figure's new vitals (or, its hit points unknown, its conditions); one that fell leaves the board. */
    private update(state: FigureState): void {
        if (this.vitals.has(state.name)) {
            this.vitals.set(state.name, state);
        }
        this.conditions.set(state.name, state.conditions.map(c => c.name));
        if (state.down && this.vitals.has(state.name)) {
            const figure = this.board.figureNamed(state.name);
            if (state.name === this.name && figure) {
                this.removedAt = figure.hex;
            }
            this.down.set(state.name, state.down);
            this.board = this.board.withFigures(specs(this.board).filter(f => f.name !== state.name));
        }
    }

    private tracked(name: string): boolean {
        return this.vitals.has(name);
    }

    play(decision: MonsterDecision, optionIndex: number): void {
        const figure = this.self()!;
        const from = decision.hex;
        // 1. Start of turn.
        if (this.tracked(this.name)) {
            const start = turnStart(this.actor());
            this.selfSteps('start', start.steps);
            this.update(start.state);
        }
        if (!this.self()) {
            this.steps.push({ kind: 'skip', reason: 'down' });
            this.record(figure, from, []);
            return;
        }
        const limits = turnLimits(this.actor());
        const option = decision.options[optionIndex];
        this.focused = decision.focus.length > 0;
        const attacked: string[] = [];
        if (!limits.acts) {
            this.steps.push({ kind: 'skip', reason: 'stun' });
        } else {
            // 2. The card's lines on itself.
            const card = figure.card;
            if (card) {
                const lines = performSelfLines(this.actor(), {
                    ...(card.shield ? { shield: card.shield } : {}),
                    ...(card.retaliate ? { retaliate: [card.retaliate] } : {}),
                    ...(card.heal?.self ? { heal: card.heal.value } : {})
                });
                if (this.tracked(this.name)) {
                    this.selfSteps('card', lines.steps);
                    this.update(lines.state);
                }
            }
            // 3. The move.
            if (!limits.moves && (figure.ability?.move ?? figure.card?.move)) {
                this.steps.push({ kind: 'skip', reason: 'immobilize' });
            }
            if (option && !hexEquals(option.destination, from)) {
                const index = this.board.figures.findIndex(f => f.name === this.name);
                this.board = this.board.withFigureAt(index, this.board.cellOf(option.destination));
                this.steps.push({ kind: 'move', from, to: option.destination, path: option.path, points: option.movementPoints });
            }
            if (!option && decision.noFocus) {
                this.steps.push({ kind: 'not-played', line: { kind: 'focus', noFocus: decision.noFocus, hindrances: decision.hindrances } });
            }
            // 4. The attacks.
            const attacks = attacksOf(figure);
            if (attacks.length > 0 && !limits.attacks) {
                this.steps.push({ kind: 'skip', reason: 'disarm' });
            } else {
                attacks.forEach((attack, index) => {
                    if (this.self()) {
                        this.attack(attack, index, index === 0 ? (option?.targets.map(t => t.name) ?? []) : undefined, attacked);
                    }
                });
            }
            if (card?.heal && !card.heal.self) {
                this.notPlayed({ kind: 'heal', value: card.heal.value, ...(card.heal.range ? { range: card.heal.range } : {}) });
            }
            for (const element of card?.infuse ?? []) {
                this.notPlayed({ kind: 'infuse', element });
            }
            for (const element of card?.consume ?? []) {
                this.notPlayed({ kind: 'consume', element });
            }
        }
        // 5. End of turn.
        if (this.self()) {
            const end = turnEnd(this.actor());
            this.selfSteps('end', end.steps);
            this.update(end.state);
        }
        if (this.self()) {
            this.board = this.board.withFigures(specs(this.board).map(f => (f.name === this.name ? { ...f, acted: true } : f)));
        } else {
            this.steps.push({ kind: 'skip', reason: 'down' });
        }
        this.record(figure, from, attacked);
    }

    /**
     * The turn's `acted` record, also for a monster removed during it: the record is what tells the
     * rest of the round that the characters acting before it have had their turns.
     */
    private record(figure: Figure, from: Hex, attacked: readonly string[]): void {
        const now = this.self();
        const to = now ? now.hex : this.removedAt ?? from;
        this.acted = {
            monster: this.name, from, to, attacks: [...new Set(attacked)], damage: damageDealt(this.steps), initiative: figure.initiative ?? 100
        };
    }

    private notPlayed(line: NotPlayedLine): void {
        this.steps.push({ kind: 'not-played', line });
    }

    private selfSteps(phase: 'start' | 'card' | 'end', steps: readonly SelfStep[]): void {
        for (const step of steps) {
            this.steps.push({ kind: 'self', phase, step });
        }
    }

    /** One attack of the card: its targets, each resolved in turn. `given`: the first attack's, from the option. */
    private attack(attack: EffectiveAttack, index: number, given: readonly string[] | undefined, attacked: string[]): void {
        const number = index + 1;
        let targets: readonly string[];
        if (given) {
            targets = given;
            if (targets.length === 0) {
                this.steps.push({
                    kind: 'targets', attack: number, targets, ways: 0, from: this.self()!.hex, none: this.focused ? 'focus-out-of-reach' : 'no-focus'
                });
            }
        } else {
            const self = this.self()!;
            const choice = furtherAttackTargets(this.board, self, self.cell, attacked, {
                range: attack.range, targets: attack.targets, ...(attack.area ? { area: attack.area } : {}),
                muddled: turnLimits(this.actor()).disadvantage
            }, this.geometry);
            targets = choice.options[0]?.targets.map(t => t.name) ?? [];
            const ways = choice.options.length;
            this.steps.push({
                kind: 'targets', attack: number, targets, ways, from: self.hex,
                ...(targets.length === 0 ? { none: 'none-left' as const } : { focus: { names: choice.focus, criterion: choice.criterion } })
            });
        }
        for (const target of targets) {
            const self = this.self();
            if (!self) {
                break;
            }
            attacked.push(target);
            this.resolve(attack, number, self, target);
        }
        // Forced movement moves the targets: an attack with none has nothing to say about it.
        if (targets.length > 0 && (attack.push > 0 || attack.pull > 0)) {
            this.notPlayed({ kind: 'forced', push: attack.push, pull: attack.pull });
        }
    }

    private resolve(attack: EffectiveAttack, number: number, self: Figure, targetName: string): void {
        const target = this.board.figureNamed(targetName);
        if (!target) {
            return;
        }
        const targetVitals = this.vitals.get(targetName);
        if (!targetVitals || Number.isNaN(attack.value)) {
            const steps: AttackStep[] = [];
            let state = actorState({ ...this.state, vitals: this.vitals, conditions: this.conditions }, target);
            for (const condition of attack.conditions) {
                const taken = takeCondition(state, condition);
                state = taken.state;
                steps.push(taken.step);
            }
            this.update(state);
            this.steps.push({
                kind: 'attack', attack: number, target: targetName, resolved: false, steps, unresolved: !targetVitals ? 'hit-points-unknown' : 'no-value'
            });
            return;
        }
        const distance = hexDistance(self.hex, target.hex);
        const against: AttackAgainst = {
            base: attack.base ?? attack.value,
            ...(attack.base !== undefined && attack.value !== attack.base ? { card: attack.value - attack.base } : {}),
            pierce: attack.pierce,
            conditions: attack.conditions.filter(isCondition),
            ranged: attack.range > 0,
            distance
        };
        const hit = resolveTarget(this.actor(), targetVitals, against, this.deck);
        this.deck = hit.deck;
        this.update(hit.target);
        const steps: AttackStep[] = [...hit.steps];
        if (this.tracked(this.name)) {
            const back = retaliate(this.actor(), hit.target, distance);
            steps.push(...back.steps);
            this.update(back.attacker);
        }
        this.steps.push({ kind: 'attack', attack: number, target: targetName, resolved: true, damage: hit.damage, steps });
    }
}
