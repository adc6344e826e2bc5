/**
 * The working state of one monster's turn: a copy of the play state's parts that its steps change
 * (the board, hit points, conditions, the figures that left, the modifier deck, the element board,
 * what the monster types consumed, the characters' curses), changed step by step and handed back
 * as a new play state. Nothing outside the turn sees it.
 */
import type { Board, Figure, FigureSpec } from '../model/board.js';
import type { Element, ElementState } from '../model/elements.js';
import { type FigureState, figureState } from '../model/figure-state.js';
import type { DeckState } from '../model/modifier-deck.js';
import type { ActedEntry, PlayState, SummonRecord } from '../model/play-state.js';
import type { ConditionName } from '../rules/conditions.js';
import type { Hex } from '../hex/hex.js';

export function figureSpecs(board: Board): FigureSpec[] {
    return board.figures.map(({ cell: _cell, ...spec }) => spec);
}

export class TurnState {
    board: Board;
    readonly vitals: Map<string, FigureState>;
    readonly conditions: Map<string, readonly ConditionName[]>;
    readonly down: Map<string, 'removed' | 'exhausted'>;
    deck: DeckState;
    readonly elements: Map<Element, ElementState>;
    readonly consumed: Map<string, readonly Element[]>;
    readonly curses: Map<string, number>;
    readonly summons: Map<string, SummonRecord>;
    /** Where each figure removed during the turn stood when it fell. */
    readonly fellAt = new Map<string, Hex>();

    constructor(readonly start: PlayState) {
        this.board = start.board;
        this.vitals = new Map(start.vitals);
        this.conditions = new Map(start.conditions);
        this.down = new Map(start.down);
        this.deck = start.deck;
        this.elements = new Map(start.elements);
        this.consumed = new Map(start.consumed);
        this.curses = new Map(start.curses);
        this.summons = new Map(start.summons);
    }

    result(acted?: ActedEntry): PlayState {
        return {
            ...this.start, board: this.board, vitals: this.vitals, conditions: this.conditions, down: this.down, deck: this.deck,
            elements: this.elements, consumed: this.consumed, curses: this.curses, summons: this.summons,
            acted: acted ? [...this.start.acted, acted] : this.start.acted
        };
    }

    figure(name: string): Figure | undefined {
        return this.board.figureNamed(name);
    }

    tracked(name: string): boolean {
        return this.vitals.has(name);
    }

    /** The figure's vitals, or a stand-in that carries its conditions when its hit points are unknown. */
    stateOf(figure: Pick<FigureSpec, 'name' | 'kind'>): FigureState {
        return this.vitals.get(figure.name) ?? figureState(figure.name, figure.kind, 1, {
            conditions: (this.conditions.get(figure.name) ?? []).map(name => ({ name }))
        });
    }

    /** Keeps a figure's new vitals (or, its hit points unknown, its conditions); one that fell leaves the board. */
    update(state: FigureState): void {
        if (this.vitals.has(state.name)) {
            this.vitals.set(state.name, state);
        }
        this.conditions.set(state.name, state.conditions.map(c => c.name));
        if (state.down && this.vitals.has(state.name)) {
            const figure = this.board.figureNamed(state.name);
            if (figure) {
                this.fellAt.set(state.name, figure.hex);
            }
            this.down.set(state.name, state.down);
            this.board = this.board.withFigures(figureSpecs(this.board).filter(f => f.name !== state.name));
        }
    }

    /** The figure moved to another free hex of the board. */
    place(name: string, hex: Hex): void {
        const index = this.board.figures.findIndex(f => f.name === name);
        const cell = this.board.cellOf(hex);
        if (index >= 0 && cell >= 0 && this.board.figures[index].cell !== cell) {
            this.board = this.board.withFigureAt(index, cell);
        }
    }

    /** A new figure on the board (a summoned monster), with its vitals. */
    add(spec: FigureSpec, state: FigureState): void {
        this.board = this.board.withFigures([...figureSpecs(this.board), spec]);
        this.vitals.set(spec.name, state);
        this.conditions.set(spec.name, []);
    }

    /** Every name a figure of the scenario carries, on the board or off it. */
    names(): Set<string> {
        return new Set([...this.board.figures.map(f => f.name), ...this.down.keys(), ...this.vitals.keys(), ...this.conditions.keys()]);
    }
}
