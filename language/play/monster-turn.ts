/**
 * One monster's whole turn on a play state, in the order the rules play it:
 *
 * 1. the start of its turn: wound ("it suffers one point of damage at the start of each of its
 *    turns"); a stunned monster ("cannot perform any abilities") then does nothing but end its turn;
 * 2. the lines of its card in the order printed: "it then performs the abilities listed on its
 *    ability card in order" (Gloomhaven rulebook p. 30; `printed-order` in the rule scenarios).
 *    A monster removed during its turn performs nothing after that.
 *    - the move, to the destination of the chosen option (immobilize: "it cannot perform any move
 *      abilities", so its turn is decided with no move); a move printed after the first attack
 *      goes "as close as possible to its focused target (determined as if it had a melee attack)";
 *    - each attack (disarm: "it cannot perform any attack abilities"). The first attack's targets
 *      are the option's; "If a monster has multiple attacks, it will choose the focus of its other
 *      attacks following normal focus rules, excluding figures it is already attacking", on the
 *      board as it then stands (`furtherAttackTargets`). "If an enemy can't find a focus, it doesn't
 *      move or attack on its turn": with no focus, no attack of the card is made. Each target is
 *      resolved by `resolveTarget` with a draw from the modifier deck; then the attack's effects
 *      (conditions, a curse, push and pull), then the target's retaliate;
 *    - shield and retaliate (active to the end of the round), heals, conditions, summons, and the
 *      elements the lines consume (`card-abilities.ts`, `card-elements.ts`); the monster "will
 *      perform any of the other actions on its ability card that it is able" even with no focus;
 * 3. the end of its turn: the conditions that last "until the end of its next turn" end; its
 *    type's infusions when it is the last of its type to act this round.
 *
 * The option is the players' choice among the rules' tied outcomes: by default the first, in the
 * order the decision lists them. Every later choice the rules leave to the players (a later
 * attack's targets, a heal's or a condition's target, a push's path, a summon's hex) is taken from
 * `TurnChoice.ways` in the order met, the first way by default. Attacks on a figure whose hit points
 * the scenario does not give are not resolved (no card is drawn), though their effects take hold.
 */
import type { Board, Figure, FigureSpec } from '../model/board.js';
import { type EffectiveAttack, type EffectiveLine, abilityOfCard, consumptionsOf, withAttackBonus } from '../model/effective-ability.js';
import { elementsAvailable } from '../model/elements.js';
import { type BoardGeometry, boardGeometry, decideTurn } from '../engine/analyze.js';
import type { DecisionOption, MonsterDecision } from '../engine/decision.js';
import { forcedPaths } from '../engine/forced-movement.js';
import { furtherAttackTargets, laterAttackAim } from '../engine/further-attacks.js';
import { type Hex, hexDistance, hexEquals } from '../hex/hex.js';
import { type AttackAgainst, type AttackBonus, type AttackStep, resolveTarget, retaliate, takeCondition } from './attack-resolution.js';
import { turnLimits } from '../model/condition-effects.js';
import type { ConsumeBonusSpec, ConsumeSpec } from '../model/card-lines.js';
import { isCondition } from '../rules/conditions.js';
import type { FigureState } from '../model/figure-state.js';
import type { ActedEntry, PlayState } from '../model/play-state.js';
import { type Retaliate } from '../model/figure-state.js';
import { performSelfLines, turnEnd, turnStart } from './self-lines.js';
import { type LineContext, giveCondition, performConditionLine, performRangedHeal, performSummon } from './card-abilities.js';
import { ElementUse } from './card-elements.js';
import { TurnState, figureSpecs } from './turn-state.js';
import type { AttackTurnStep, ElementStep, LineRef, TurnStep } from './turn-steps.js';

export type { AttackTurnStep, ConditionStep, ElementStep, HealStep, LineRef, NotPlayedLine, SummonStep, TargetsStep, TurnStep } from './turn-steps.js';

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
    /**
     * The players' choice at each later point the rules leave to them, in the order the turn meets
     * them (an index among that step's ways; 0, the first, for any not given or out of range).
     */
    readonly ways?: readonly number[];
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
    if (figure.summoned) {
        return `${monster} was summoned this round: it takes no turn until the next.`;
    }
    if (!figure.ability) {
        return `${monster} has no ability this round: it takes no turn.`;
    }
    return undefined;
}

/**
 * The ability the monster's turn is decided by now: its card's, with what the consumptions its type
 * can make now add (the element board changes during a round), or its own ability block's.
 */
function abilityNow(state: PlayState, figure: Figure, conditions: readonly string[]): FigureSpec['ability'] {
    if (!figure.card || !figure.standee || figure.ownAbility || !figure.card.lines.some(l => l.kind === 'consume')) {
        return figure.ability;
    }
    const available = elementsAvailable(state.elements, state.consumed.get(figure.standee.type));
    return abilityOfCard(figure.card, conditions.filter(isCondition), available);
}

/**
 * The decision the monster's turn is played by: the engine's, on the monster as the state holds
 * it now (its conditions and hit points, which the board's figure keeps as first written), with
 * no move when it is immobilized. The engine reads stun, disarm and a wound that removes it from
 * these, as the surfaces' decision reads them from the text.
 */
export function turnDecision(state: PlayState, figure: Figure, geometry?: BoardGeometry): MonsterDecision {
    const turn = new TurnState(state);
    const actor = turn.stateOf(figure);
    const limits = turnLimits(actor);
    const conditions = actor.conditions.map(c => c.name);
    const hp = state.vitals.has(figure.name) ? actor.hp : figure.hp;
    const ability = abilityNow(state, figure, conditions);
    const changed = JSON.stringify(ability) !== JSON.stringify(figure.ability);
    const stripMove = !limits.moves && ability?.move !== undefined;
    const stale = !sameConditions(conditions, figure.conditions ?? []) || (conditions.includes('wound') && hp !== figure.hp);
    const board = !stripMove && !stale && !changed
        ? state.board
        : state.board.withFigures(figureSpecs(state.board).map(f => f.name !== figure.name ? f : {
            ...f, conditions, hp, ability: ability && stripMove ? { ...ability, move: undefined } : ability
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
    const turn = new Turn(state, figure, geometry, choice.ways ?? []);
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

/** An inline ability block's lines: its move, then its attack. */
function blockLines(figure: Figure): { lines: EffectiveLine[]; attacks: EffectiveAttack[] } {
    const ability = figure.ability;
    const lines: EffectiveLine[] = [];
    const attacks: EffectiveAttack[] = [];
    if (ability?.move) {
        lines.push({ kind: 'move', points: ability.move.points, mode: ability.move.mode });
    }
    if (ability?.attack) {
        const attack = ability.attack;
        lines.push({ kind: 'attack', index: 0 });
        attacks.push({
            value: attack.value ?? Number.NaN, range: attack.range, targets: attack.targets, ...(attack.all ? { allTargets: true } : {}),
            pierce: 0, push: 0, pull: 0, conditions: [], ...(ability.area ? { area: ability.area } : {})
        });
    }
    return { lines, attacks };
}

/** The lines a monster performs this turn: its card's, or its ability block's. */
function linesOf(figure: Figure): { lines: readonly EffectiveLine[]; attacks: readonly EffectiveAttack[] } {
    return figure.card ? { lines: figure.card.lines, attacks: figure.card.attacks } : blockLines(figure);
}

/** A card's line as the words name it. */
function lineRef(line: EffectiveLine): LineRef | undefined {
    switch (line.kind) {
        case 'attack':
            return { kind: 'attack', attack: line.index + 1 };
        case 'move':
        case 'shield':
        case 'retaliate':
        case 'heal':
        case 'condition':
            return { kind: line.kind };
        default:
            return undefined;
    }
}

/** What a consumption adds to the line it is printed with, and the elements it took. */
interface Bonus {
    readonly elements: string;
    readonly bonus: ConsumeBonusSpec;
}

function sum(bonuses: readonly Bonus[], kind: 'shield' | 'retaliate' | 'heal' | 'range' | 'move'): number {
    return bonuses.reduce((total, b) => total + b.bonus[kind], 0);
}

/** The working state of one turn: every step changes it and adds its record. */
class Turn implements LineContext {
    readonly steps: TurnStep[] = [];
    readonly state: TurnState;
    readonly monster: string;
    private acted?: ActedEntry;
    private choices = 0;
    /** The decision found a focus. */
    private focused = true;
    /** The focus of the attacks made so far, which a later attack keeps in the editions whose rule says so. */
    private keptFocus: string | undefined;
    private disarmSaid = false;
    /** Some ability of the card was performed: the type's infusions then take place. */
    private performed = false;
    /** What each consumption came to, by its line. */
    private readonly consumptions: ElementUse;
    private readonly attacked: string[] = [];

    constructor(start: PlayState, figure: Figure, readonly geometry: BoardGeometry, private readonly ways: readonly number[]) {
        this.state = new TurnState(start);
        this.monster = figure.name;
        this.consumptions = new ElementUse(this.state, figure);
    }

    result(): PlayState {
        return this.state.result(this.acted);
    }

    choose(ways: number): number {
        const index = this.ways[this.choices++] ?? 0;
        return Number.isInteger(index) && index >= 0 && index < ways ? index : 0;
    }

    private self(): Figure | undefined {
        return this.state.figure(this.monster);
    }

    private actor(): FigureState {
        return this.state.stateOf(this.self() ?? this.state.start.board.figureNamed(this.monster)!);
    }

    play(decision: MonsterDecision, optionIndex: number): void {
        const figure = this.self()!;
        const from = decision.hex;
        // 1. Start of turn.
        if (this.state.tracked(this.monster)) {
            const start = turnStart(this.actor());
            this.selfSteps('start', start.steps);
            this.state.update(start.state);
        }
        if (!this.self()) {
            this.steps.push({ kind: 'skip', reason: 'down' });
            this.steps.push(...this.consumptions.infusions(figure, false));
            this.record(figure, from);
            return;
        }
        const limits = turnLimits(this.actor());
        const option = decision.options[optionIndex];
        this.focused = decision.focus.length > 0;
        if (!limits.acts) {
            this.steps.push({ kind: 'skip', reason: 'stun' });
        } else {
            // 2. The card's lines, in the order printed.
            const { lines, attacks } = linesOf(figure);
            this.steps.push(...this.consumptions.atTurnStart(lines));
            const moveAt = lines.findIndex(l => l.kind === 'move');
            const attackAt = lines.findIndex(l => l.kind === 'attack');
            const attackFirst = attackAt >= 0 && moveAt > attackAt;
            for (let index = 0; index < lines.length && this.self(); index++) {
                this.perform(lines, index, attacks, { decision, option, attackFirst });
            }
        }
        // 3. End of turn.
        if (this.self()) {
            const end = turnEnd(this.actor());
            this.selfSteps('end', end.steps);
            this.state.update(end.state);
        }
        this.steps.push(...this.consumptions.infusions(figure, this.performed));
        if (this.self()) {
            this.state.board = this.state.board.withFigures(figureSpecs(this.state.board).map(f => (f.name === this.monster ? { ...f, acted: true } : f)));
        } else {
            this.steps.push({ kind: 'skip', reason: 'down' });
        }
        this.record(figure, from);
    }

    private perform(lines: readonly EffectiveLine[], index: number, attacks: readonly EffectiveAttack[],
        plan: { decision: MonsterDecision; option: DecisionOption | undefined; attackFirst: boolean }): void {
        const line = lines[index];
        switch (line.kind) {
            case 'move':
                this.move(line, index, plan);
                return;
            case 'attack':
                this.attack(attacks[line.index], line.index, index, plan.option);
                return;
            case 'shield': {
                const value = line.value + sum(this.bonuses(index), 'shield');
                this.selfLines({ shield: value });
                return;
            }
            case 'retaliate': {
                const retaliation: Retaliate = { ...line.retaliate, value: line.retaliate.value + sum(this.bonuses(index), 'retaliate') };
                this.selfLines({ retaliate: [retaliation] });
                return;
            }
            case 'heal': {
                const bonuses = this.bonuses(index);
                const value = line.heal.value + sum(bonuses, 'heal');
                if (line.heal.range === undefined) {
                    this.selfLines({ heal: value });
                } else {
                    this.performed = true;
                    this.steps.push(performRangedHeal(this, value, line.heal.range + sum(bonuses, 'range')));
                }
                return;
            }
            case 'condition':
                this.performed = true;
                this.steps.push(performConditionLine(this, line.condition));
                return;
            case 'summon':
                this.performed = true;
                this.steps.push(performSummon(this, line.summon));
                return;
            case 'infuse':
                return;
            case 'consume':
                this.consume(line.consume, lines);
                return;
        }
    }

    /** The bonuses the consumptions of line `index` add, consumed as the line is performed. */
    private bonuses(index: number): Bonus[] {
        const card = this.self()?.card;
        if (!card) {
            return [];
        }
        const ref = lineRef(card.lines[index]);
        return consumptionsOf(card, index).flatMap(consumption => {
            const step = this.consumptions.use(consumption, ref);
            this.steps.push(step);
            return step.outcome === 'consumed' || step.outcome === 'type-consumed' ? [{ elements: consumption.elements.join(' and '), bonus: consumption.bonus! }] : [];
        });
    }

    private selfLines(lines: Parameters<typeof performSelfLines>[1]): void {
        this.performed = true;
        const performed = performSelfLines(this.actor(), lines);
        if (this.state.tracked(this.monster)) {
            this.selfSteps('card', performed.steps);
            this.state.update(performed.state);
        }
    }

    /** A consumption line: its own abilities, when its elements were (or are now) consumed. */
    private consume(consumption: ConsumeSpec, lines: readonly EffectiveLine[]): void {
        let outcome: ElementStep['outcome'] | undefined = consumption.to !== undefined ? this.consumptions.outcomeOf(consumption) : undefined;
        if (outcome === undefined) {
            const ref = consumption.to !== undefined ? lineRef(lines[consumption.to]) : undefined;
            const step: ElementStep = consumption.to !== undefined
                ? { kind: 'element', action: 'consume', elements: consumption.elements, outcome: 'not-performed', ...(ref ? { line: ref } : {}) }
                : this.consumptions.use(consumption);
            this.steps.push(step);
            outcome = step.outcome;
        }
        if (outcome !== 'consumed' && outcome !== 'type-consumed') {
            return;
        }
        for (const ability of consumption.abilities) {
            if (!this.self()) {
                return;
            }
            this.performed = true;
            switch (ability.kind) {
                case 'shield':
                    this.selfLines({ shield: ability.value });
                    break;
                case 'retaliate':
                    this.selfLines({ retaliate: [ability.retaliate] });
                    break;
                case 'heal':
                    if (ability.heal.range === undefined) {
                        this.selfLines({ heal: ability.heal.value });
                    } else {
                        this.steps.push(performRangedHeal(this, ability.heal.value, ability.heal.range));
                    }
                    break;
                case 'condition':
                    this.steps.push(performConditionLine(this, ability.condition));
                    break;
            }
        }
    }

    private move(line: Extract<EffectiveLine, { kind: 'move' }>, index: number,
        plan: { decision: MonsterDecision; option: DecisionOption | undefined; attackFirst: boolean }): void {
        const limits = turnLimits(this.actor());
        if (!limits.moves) {
            this.steps.push({ kind: 'skip', reason: 'immobilize' });
            return;
        }
        const self = this.self()!;
        let option = plan.option;
        if (!this.focused && !plan.attackFirst) {
            return;
        }
        if (plan.attackFirst) {
            // "If a monster has a move but no attack afterward … it will use its movement to get as
            // close as possible to its focused target (determined as if it had a melee attack)".
            const points = Math.max(0, line.points + sum(this.bonuses(index), 'move'));
            const ability = { move: { points, mode: line.mode, teleport: false }, muddled: false };
            const board = this.state.board.withFigures(figureSpecs(this.state.board).map(f => (f.name === this.monster ? { ...f, ability } : f)));
            const decision = decideTurn(board, board.figureNamed(this.monster)!, this.geometry);
            option = decision.options.length > 0 ? decision.options[this.choose(decision.options.length)] : undefined;
        } else {
            // The decision weighed what the move's consumptions add; they are made now.
            this.bonuses(index);
        }
        this.performed = true;
        if (option && !hexEquals(option.destination, self.hex)) {
            this.state.place(this.monster, option.destination);
            this.steps.push({ kind: 'move', from: self.hex, to: option.destination, path: option.path, points: option.movementPoints });
        }
    }

    /**
     * The turn's `acted` record, also for a monster removed during it: the record is what tells the
     * rest of the round that the characters acting before it have had their turns.
     */
    private record(figure: Figure, from: Hex): void {
        const now = this.self();
        const to = now ? now.hex : this.state.fellAt.get(this.monster) ?? from;
        const consumed = this.consumptions.consumedHere();
        this.acted = {
            monster: this.monster, from, to, attacks: [...new Set(this.attacked)], damage: damageDealt(this.steps), initiative: figure.initiative ?? 100,
            ...(consumed.length > 0 ? { consumed } : {})
        };
    }

    private selfSteps(phase: 'start' | 'card' | 'end', steps: ReturnType<typeof turnStart>['steps']): void {
        for (const step of steps) {
            this.steps.push({ kind: 'self', phase, step });
        }
    }

    /** One attack of the card: its targets, each resolved in turn. The first attack's are the option's. */
    private attack(printed: EffectiveAttack, attackIndex: number, lineIndex: number, option: DecisionOption | undefined): void {
        const number = attackIndex + 1;
        if (!turnLimits(this.actor()).attacks) {
            if (!this.disarmSaid) {
                this.steps.push({ kind: 'skip', reason: 'disarm' });
                this.disarmSaid = true;
            }
            return;
        }
        const self = this.self()!;
        if (!this.focused) {
            this.steps.push({ kind: 'targets', attack: number, targets: [], ways: 0, from: self.hex, none: 'no-focus' });
            return;
        }
        const bonuses = this.bonuses(lineIndex);
        const attack = bonuses.reduce((a, b) => withAttackBonus(a, b.bonus), printed);
        const labels: AttackBonus[] = bonuses.filter(b => b.bonus.attack !== 0).map(b => ({ label: b.elements, value: b.bonus.attack }));
        this.performed = true;
        let targets: readonly string[];
        if (attackIndex === 0) {
            this.keptFocus = option?.focus || undefined;
            targets = (option?.targets.map(t => t.name) ?? []).filter(name => this.state.figure(name) !== undefined);
            if (targets.length === 0) {
                this.steps.push({ kind: 'targets', attack: number, targets, ways: 0, from: self.hex, none: 'focus-out-of-reach' });
            }
        } else {
            const aim = laterAttackAim(this.state.board.edition, this.attacked, this.keptFocus);
            const choice = furtherAttackTargets(this.state.board, self, self.cell, aim, {
                range: attack.range, targets: attack.targets, ...(attack.allTargets ? { all: true } : {}), ...(attack.area ? { area: attack.area } : {}),
                muddled: turnLimits(this.actor()).disadvantage
            }, this.geometry);
            const ways = choice.options.length;
            const chosen = ways > 0 ? this.choose(ways) : 0;
            targets = choice.options[chosen]?.targets.map(t => t.name) ?? [];
            this.keptFocus = choice.options[chosen]?.focus ?? this.keptFocus;
            const none = choice.criterion === 'same-focus' ? 'focus-out-of-reach' as const : 'none-left' as const;
            this.steps.push({
                kind: 'targets', attack: number, targets, ways, ...(ways > 1 ? { chosen } : {}), from: self.hex,
                ...(targets.length === 0 ? { none } : { focus: { names: choice.focus, criterion: choice.criterion } })
            });
        }
        for (const target of targets) {
            const attacker = this.self();
            if (!attacker) {
                break;
            }
            this.attacked.push(target);
            this.resolve(attack, labels, number, attacker, target);
        }
    }

    private resolve(attack: EffectiveAttack, labels: readonly AttackBonus[], number: number, self: Figure, targetName: string): void {
        const target = this.state.figure(targetName);
        if (!target) {
            return;
        }
        const targetVitals = this.state.vitals.get(targetName);
        const conditions = attack.conditions.filter(isCondition);
        const steps: AttackStep[] = [];
        let hit: { target: FigureState; damage: number } | undefined;
        if (!targetVitals || Number.isNaN(attack.value)) {
            let state = this.state.stateOf(target);
            for (const condition of conditions) {
                const taken = takeCondition(state, condition);
                state = taken.state;
                steps.push(taken.step);
            }
            this.state.update(state);
        } else {
            const against: AttackAgainst = {
                base: attack.base ?? attack.value,
                ...(attack.base !== undefined && attack.value - labels.reduce((s, l) => s + l.value, 0) !== attack.base
                    ? { card: attack.value - labels.reduce((s, l) => s + l.value, 0) - attack.base } : {}),
                bonuses: labels,
                pierce: attack.pierce,
                conditions,
                ranged: attack.range > 0,
                distance: hexDistance(self.hex, target.hex)
            };
            const resolved = resolveTarget(this.actor(), targetVitals, against, this.state.deck);
            this.state.deck = resolved.deck;
            this.state.update(resolved.target);
            steps.push(...resolved.steps);
            hit = resolved;
        }
        // "Any additional effects of an attack are not applied once a monster dies", nor on an exhausted character.
        if (this.state.figure(targetName)) {
            if (attack.conditions.includes('curse')) {
                const outcome = giveCondition(this, target, 'curse');
                steps.push({ kind: 'curse', target: targetName, deck: outcome.deck?.of ?? targetName, applied: outcome.applied, count: outcome.deck?.count ?? 0 });
            }
            for (const how of ['push', 'pull'] as const) {
                const amount = attack[how];
                const now = this.state.figure(targetName);
                if (amount > 0 && now) {
                    steps.push(this.forced(self, now, how, amount));
                }
            }
        }
        const after = this.state.figure(targetName);
        const standing = this.state.vitals.get(targetName);
        if (hit && this.state.tracked(this.monster) && standing) {
            // "If the retaliating figure is pushed out of the range of its retaliate, it also does not trigger."
            const back = retaliate(this.actor(), standing, after ? hexDistance(self.hex, after.hex) : Number.MAX_SAFE_INTEGER);
            steps.push(...back.steps);
            this.state.update(back.attacker);
        }
        this.steps.push(hit
            ? { kind: 'attack', attack: number, target: targetName, resolved: true, damage: hit.damage, steps } satisfies AttackTurnStep
            : { kind: 'attack', attack: number, target: targetName, resolved: false, steps, unresolved: !targetVitals ? 'hit-points-unknown' : 'no-value' } satisfies AttackTurnStep);
    }

    /** A push or pull on the target: the path the players choose among those the rules allow (`forcedPaths`). */
    private forced(self: Figure, target: Figure, how: 'push' | 'pull', amount: number): AttackStep {
        const paths = forcedPaths(this.state.board, self.cell, target.cell, how, amount, this.geometry);
        const chosen = paths.length > 0 ? this.choose(paths.length) : 0;
        const path = paths[chosen];
        if (path && path.hexes.length > 0) {
            this.state.place(target.name, path.hexes[path.hexes.length - 1]);
        }
        return { kind: 'forced', how, target: target.name, amount, from: target.hex, path: path?.hexes ?? [], ways: paths.length, chosen, sprung: path?.sprung ?? [] };
    }
}

export type { Board };
