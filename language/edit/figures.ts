import type { Character, Monster, Scenario, Statement, Summon } from '../generated/ast.js';
import { isActedRecord, isCharacter, isDoor, isExpectation, isMapStatement, isMonster, isSummon, isTerrainStatement, isThinWall } from '../generated/ast.js';
import { Terrain } from '../model/board.js';
import { boardFromScenario } from '../model/from-ast.js';
import { type OffsetCoord, formatCoordinate, offsetToHex } from '../hex/offset.js';
import { leftTheBoard } from '../model/figure-statements.js';
import { spacesAfterKeyword } from './keyword-column.js';
import { insertionAfter, removeStatement } from './statement-layout.js';
import type { BoardEditResult, TextChange } from './text-change.js';

type FigureStatement = Character | Summon | Monster;

function isFigure(s: Statement): s is FigureStatement {
    return isCharacter(s) || isSummon(s) || isMonster(s);
}

/**
 * The figure of that name, or why there is none; `at` tells apart monsters of the same name, and
 * a hex where no figure of the name stands is refused rather than read as another figure's.
 */
function findFigure(scenario: Scenario, name: string, at?: OffsetCoord): FigureStatement | { error: string } {
    const named = scenario.statements.filter(isFigure).filter(f => f.name === name);
    if (named.length === 0) {
        return { error: `there is no figure named ${name}.` };
    }
    if (!at) {
        return named[0];
    }
    const label = formatCoordinate(at);
    const here = named.find(f => f.position?.label === label);
    const where = named.map(f => f.position?.label).filter((l): l is string => l !== undefined);
    return here ?? { error: `${name} does not stand on ${label}${where.length > 0 ? ` (it stands on ${where.join(', ')})` : ''}.` };
}

/** Why no figure may stand on the hex, if it may not. */
function refusalAt(scenario: Scenario, coord: OffsetCoord, moving?: FigureStatement): string | undefined {
    const label = formatCoordinate(coord);
    const board = boardFromScenario(scenario);
    if (!board) {
        return 'the scenario has no usable board: it needs a valid `map` statement.';
    }
    const cell = board.cellOf(offsetToHex(coord));
    if (cell < 0) {
        return `${label} is off the map.`;
    }
    if (board.doorAt(cell) === 'closed') {
        return `${label} is a closed door: no figure stands in it.`;
    }
    if (board.has(cell, Terrain.Wall)) {
        return `${label} is a wall.`;
    }
    if (board.has(cell, Terrain.Obstacle)) {
        return `${label} is an obstacle: no figure stands on it.`;
    }
    // A removed standee or an exhausted character keeps its line but stands on no hex.
    const other = scenario.statements.filter(isFigure).find(f => f !== moving && !leftTheBoard(f) && f.position?.label === label);
    if (other) {
        return `${other.name} stands on ${label}.`;
    }
    return undefined;
}

/** Moves a figure: one edit of its `at`, refused with the reason when it may not stand there. */
export function moveFigure(scenario: Scenario, name: string, from: OffsetCoord | undefined, to: OffsetCoord): BoardEditResult {
    const figure = findFigure(scenario, name, from);
    if ('error' in figure) {
        return figure;
    }
    const position = figure.position?.$cstNode;
    if (!position) {
        return { error: `there is no figure named ${name}.` };
    }
    if (figure.position?.label === formatCoordinate(to)) {
        return { error: `${name} already stands on ${formatCoordinate(to)}.` };
    }
    const refusal = refusalAt(scenario, to, figure);
    if (refusal) {
        return { error: refusal };
    }
    return { changes: [{ start: position.offset, end: position.end, text: formatCoordinate(to) }] };
}

/** The first of `Prefix1`, `Prefix2`… that names no figure yet. */
function freshName(scenario: Scenario, prefix: string): string {
    const taken = new Set(scenario.statements.filter(isFigure).map(f => f.name));
    let n = 1;
    while (taken.has(`${prefix}${n}`)) {
        n++;
    }
    return `${prefix}${n}`;
}

/** New figures join the others: after the last figure, else after the room's terrain, else after the map. */
function placeForFigure(scenario: Scenario): Statement | undefined {
    const reversed = [...scenario.statements].reverse();
    return reversed.find(isFigure) ?? reversed.find(s => isTerrainStatement(s) || isThinWall(s) || isDoor(s)) ?? reversed.find(isMapStatement);
}

/**
 * Adds a character (initiative 50, to be set by the author) or a monster with a small ability
 * (move 2, melee attack 2) on a free hex, with a fresh name.
 */
export function addFigure(scenario: Scenario, text: string, kind: 'character' | 'monster', at: OffsetCoord): BoardEditResult {
    const refusal = refusalAt(scenario, at);
    if (refusal) {
        return { error: refusal };
    }
    const after = placeForFigure(scenario);
    const insertion = after && insertionAfter(text, scenario, after);
    if (!insertion) {
        return { error: `found no place for a ${kind} in the scenario block.` };
    }
    const label = formatCoordinate(at);
    const indent = insertion.indentation;
    const unit = indent.length > 0 ? indent : '  ';
    const spaces = ' '.repeat(spacesAfterKeyword(kind));
    const line = kind === 'character'
        ? `character${spaces}${freshName(scenario, 'Hero')} at ${label} initiative 50`
        : `monster${spaces}${freshName(scenario, 'Monster')} at ${label} {\n${indent}${unit}move 2\n${indent}${unit}attack 2\n${indent}}`;
    return { changes: [{ start: insertion.offset, end: insertion.offset, text: `\n${indent}${line}` }] };
}

/**
 * Deletes a figure with the `expect` and `acted` statements about it, which would name nobody
 * once it is gone. A character whose summons remain is refused: they would have no owner.
 */
export function deleteFigure(scenario: Scenario, text: string, name: string, at?: OffsetCoord): BoardEditResult {
    const figure = findFigure(scenario, name, at);
    if ('error' in figure) {
        return figure;
    }
    const summons = scenario.statements.filter(isSummon).filter(s => s.owner?.$refText === name);
    if (summons.length > 0 && scenario.statements.filter(isFigure).filter(f => f.name === name).length === 1) {
        return { error: `${name} has ${summons.length === 1 ? 'a summon' : 'summons'}, ${summons.map(s => s.name).join(', ')}: delete ${summons.length === 1 ? 'it' : 'them'} first.` };
    }
    const sameName = scenario.statements.filter(isFigure).filter(f => f.name === name).length > 1;
    const about = sameName ? [] : scenario.statements.filter(s =>
        (isExpectation(s) && s.monster?.$refText === name) || (isActedRecord(s) && s.monster?.$refText === name));
    const changes = [figure, ...about].map(s => removeStatement(text, s)).filter((c): c is TextChange => c !== undefined);
    return { changes: mergeAdjacent(changes) };
}

/**
 * Removals of neighbouring lines may each take the same blank line; two changes must not
 * overlap, so overlapping removals are joined.
 */
export function mergeAdjacent(changes: TextChange[]): TextChange[] {
    const sorted = [...changes].sort((a, b) => a.start - b.start);
    const merged: TextChange[] = [];
    for (const change of sorted) {
        const last = merged[merged.length - 1];
        if (last && change.start < last.end && last.text === '' && change.text === '') {
            merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, change.end), text: '' };
        } else {
            merged.push(change);
        }
    }
    return merged;
}
