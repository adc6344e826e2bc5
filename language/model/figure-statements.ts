import type { Character, Monster, Scenario, Summon } from '../generated/ast.js';
import { isCharacter, isMonster, isSummon } from '../generated/ast.js';
import type { FigureKind } from './board.js';

/** A statement that puts a figure on the board. */
export type FigureNode = Character | Summon | Monster;

export function figuresOf(scenario: Scenario): FigureNode[] {
    return scenario.statements.filter((s): s is FigureNode => isCharacter(s) || isSummon(s) || isMonster(s));
}

/** An exhausted character or a removed standee: its line stays, but it stands on no hex. */
export function leftTheBoard(figure: FigureNode): boolean {
    return isCharacter(figure) ? figure.flags.includes('exhausted') : figure.removed;
}

/** The kind of figure a statement puts on the board. */
export function figureKindOf(figure: FigureNode): FigureKind {
    return isCharacter(figure) ? 'character' : isSummon(figure) ? 'summon' : 'monster';
}
