import type { Character, Monster, Scenario, Summon } from '../generated/ast.js';
import { isCharacter, isMonster, isSummon } from '../generated/ast.js';

/** A statement that puts a figure on the board. */
export type FigureNode = Character | Summon | Monster;

export function figuresOf(scenario: Scenario): FigureNode[] {
    return scenario.statements.filter((s): s is FigureNode => isCharacter(s) || isSummon(s) || isMonster(s));
}

/** An exhausted character or a removed standee: its line stays, but it stands on no hex. */
export function leftTheBoard(figure: FigureNode): boolean {
    return isCharacter(figure) ? figure.flags.includes('exhausted') : figure.removed;
}
