import { GrammarUtils } from 'langium';
import type { Area, Scenario, Statement, TerrainStatement } from '../generated/ast.js';
import { isCharacter, isDoor, isMapStatement, isMonster, isNoteStatement, isRulesStatement, isSummon, isTerrainStatement, isThinWall } from '../generated/ast.js';
import type { TerrainKind } from '../model/board.js';
import { mapExtent } from '../model/from-ast.js';
import { type OffsetCoord, formatCoordinate, parseCoordinate } from '../hex/offset.js';
import { leftTheBoard } from '../model/figure-statements.js';
import { spacesAfterKeyword } from './keyword-column.js';
import { type Rect, compactRects, coordKey, formatRect, rectContains, rectCoords, rectOf, rectUnion } from './rectangles.js';
import { insertLine, insertionAfter, removeStatement } from './statement-layout.js';
import type { BoardEditResult, TextChange } from './text-change.js';

/** One area of a terrain statement as it is being edited: its rectangle, and what replaces it. */
interface AreaState {
    readonly area: Area;
    /** Undefined for an area that is not a readable rectangle: it is left as written. */
    readonly rect?: Rect;
    /** The rectangles now written in its place; [] when it goes. */
    rects: Rect[];
    changed: boolean;
}

interface StatementState {
    readonly statement: TerrainStatement;
    readonly areas: AreaState[];
    /** Rectangles added after the last area. */
    readonly appended: Rect[];
}

function areaRect(area: Area): Rect | undefined {
    const from = area.from && parseCoordinate(area.from.label);
    const to = area.to ? parseCoordinate(area.to.label) : from;
    return from && to ? rectOf(from, to) : undefined;
}

function stateOf(statement: TerrainStatement): StatementState {
    return {
        statement,
        areas: statement.areas.map(area => {
            const rect = areaRect(area);
            return { area, rect, rects: rect ? [rect] : [], changed: false };
        }),
        appended: []
    };
}

function coveredBy(state: StatementState, coord: OffsetCoord): boolean {
    return state.areas.some(a => a.rects.some(r => rectContains(r, coord))) || state.appended.some(r => rectContains(r, coord));
}

/** Takes the hexes out of every area of the statement, splitting an area into the fewest rectangles left. */
function eraseFrom(state: StatementState, erased: ReadonlySet<string>): void {
    for (const area of state.areas) {
        if (!area.rect || !area.rects.some(r => rectCoords(r).some(c => erased.has(coordKey(c))))) {
            continue;
        }
        const left = area.rects.flatMap(rectCoords).filter(c => !erased.has(coordKey(c)));
        area.rects = compactRects(left);
        area.changed = true;
    }
}

/** Adds a rectangle to the statement: grown into an area it lines up with, else written after the last area. */
function addTo(state: StatementState, rect: Rect): void {
    for (const area of state.areas) {
        if (area.rects.length === 1) {
            const union = rectUnion(area.rects[0], rect);
            if (union) {
                area.rects = [union];
                area.changed = true;
                return;
            }
        }
    }
    for (let i = 0; i < state.appended.length; i++) {
        const union = rectUnion(state.appended[i], rect);
        if (union) {
            state.appended[i] = union;
            return;
        }
    }
    state.appended.push(rect);
}

/**
 * The changes for one statement: each changed area is rewritten in place, a vanished area goes
 * with its comma, and the statement goes when no area is left. Untouched areas, the comments
 * between them and the statement's layout stay as written.
 */
function changesOf(text: string, state: StatementState): TextChange[] {
    const live = state.areas.filter(a => a.rects.length > 0 || !a.rect);
    if (live.length === 0 && state.appended.length === 0) {
        const removal = removeStatement(text, state.statement);
        return removal ? [removal] : [];
    }
    const changes: TextChange[] = [];
    const cst = state.areas.map(a => a.area.$cstNode!);
    const firstKept = state.areas.findIndex(a => a.rects.length > 0 || !a.rect);
    const commas = state.statement.$cstNode ? GrammarUtils.findNodesForKeyword(state.statement.$cstNode, ',') : [];
    state.areas.forEach((area, i) => {
        if (!area.changed) {
            return;
        }
        if (area.rects.length > 0) {
            changes.push({ start: cst[i].offset, end: cst[i].end, text: area.rects.map(formatRect).join(', ') });
        } else if (firstKept < 0 || i < firstKept) {
            // Before the first area that stays: it goes with the comma after it and the spaces after that.
            changes.push({ start: cst[i].offset, end: cst[i].end, text: '' });
            const comma = commas[i];
            if (comma) {
                changes.push({ start: comma.offset, end: spacesAfter(text, comma.end), text: '' });
            }
        } else {
            // After one that stays: it goes with the comma before it and the spaces before it. A
            // comment between them stays.
            const comma = commas[i - 1];
            if (comma) {
                changes.push({ start: comma.offset, end: comma.end, text: '' });
            }
            changes.push({ start: spacesBefore(text, cst[i].offset, comma?.end ?? cst[i - 1].end), end: cst[i].end, text: '' });
        }
    });
    if (state.appended.length > 0) {
        const added = state.appended.map(formatRect).join(', ');
        const last = cst[cst.length - 1];
        changes.push({ start: last.end, end: last.end, text: `, ${added}` });
    }
    return changes;
}

/** The offset past the whitespace that starts at `offset`. */
function spacesAfter(text: string, offset: number): number {
    let end = offset;
    while (end < text.length && /\s/.test(text[end])) {
        end++;
    }
    return end;
}

/** The offset where the whitespace that ends at `offset` starts, not before `floor`. */
function spacesBefore(text: string, offset: number, floor: number): number {
    let start = offset;
    while (start > floor && /\s/.test(text[start - 1])) {
        start--;
    }
    return start;
}

/** Terrain statements go together: a new kind follows the last terrain statement, or the map. */
function newStatementPlace(scenario: Scenario): Statement | undefined {
    const statements = scenario.statements;
    const terrain = [...statements].reverse().find(s => isTerrainStatement(s) || isThinWall(s) || isDoor(s));
    return terrain ?? [...statements].reverse().find(s => isMapStatement(s) || isNoteStatement(s) || isRulesStatement(s));
}

function inMap(scenario: Scenario, coords: readonly OffsetCoord[]): { inside: OffsetCoord[]; error?: string } {
    const extent = mapExtent(scenario);
    if (!extent) {
        return { inside: [], error: 'the scenario has no usable `map` statement.' };
    }
    if (coords.length === 0) {
        return { inside: [], error: 'no hex was named: name at least one.' };
    }
    const inside = coords.filter(c => c.col >= extent.from.col && c.col <= extent.to.col && c.row >= extent.from.row && c.row <= extent.to.row);
    if (inside.length === 0) {
        return { inside, error: `${coords.map(formatCoordinate).join(', ') || 'no hex'} ${coords.length === 1 ? 'is' : 'are'} off the map.` };
    }
    return { inside };
}

/**
 * Lays terrain of one kind on hexes, a stroke of the brush: each hex holds one kind of terrain,
 * so the hexes leave any other terrain statement first. Hexes off the map are left out.
 */
export function paintTerrain(scenario: Scenario, text: string, kind: TerrainKind, coords: readonly OffsetCoord[]): BoardEditResult {
    const { inside: onMap, error } = inMap(scenario, coords);
    if (error) {
        return { error };
    }
    // No figure stands on a wall or an obstacle: a stroke across one leaves its hex as it is.
    const standing = kind === 'wall' || kind === 'obstacle' ? figuresOn(scenario) : new Map<string, string>();
    const inside = onMap.filter(c => !standing.has(formatCoordinate(c)));
    if (inside.length === 0) {
        const names = onMap.map(c => `${standing.get(formatCoordinate(c))} stands on ${formatCoordinate(c)}`);
        return { error: `${names.join(', ')}: no figure stands on ${kind === 'wall' ? 'a wall' : 'an obstacle'}.` };
    }
    const states = scenario.statements.filter(isTerrainStatement).map(stateOf);
    const others = states.filter(s => s.statement.kind !== kind);
    const own = states.filter(s => s.statement.kind === kind);
    const erased = new Set(inside.map(coordKey));
    others.forEach(s => eraseFrom(s, erased));
    const fresh = inside.filter(c => !own.some(s => coveredBy(s, c)));
    const changes = others.flatMap(s => changesOf(text, s));
    if (fresh.length === 0) {
        return changes.length > 0 ? { changes } : { error: `${inside.map(formatCoordinate).join(', ')} ${inside.length === 1 ? 'is' : 'are'} already ${kind}.` };
    }
    const rects = compactRects(fresh);
    if (own.length === 0) {
        const after = newStatementPlace(scenario);
        const insertion = after && insertionAfter(text, scenario, after);
        if (!insertion) {
            return { error: 'found no place for a new terrain statement in the scenario block.' };
        }
        const line = `${kind}${' '.repeat(spacesAfterKeyword(kind))}${rects.map(formatRect).join(', ')}`;
        return { changes: [...changes, insertLine(insertion, line)] };
    }
    for (const rect of rects) {
        const target = own.find(s => s.areas.some(a => a.rects.length === 1 && rectUnion(a.rects[0], rect))) ?? own[own.length - 1];
        addTo(target, rect);
    }
    return { changes: [...changes, ...own.flatMap(s => changesOf(text, s))] };
}

/** The figure standing on each hex, by label; a removed standee or an exhausted character stands on none. */
function figuresOn(scenario: Scenario): Map<string, string> {
    const standing = new Map<string, string>();
    for (const statement of scenario.statements) {
        if ((isCharacter(statement) || isSummon(statement) || isMonster(statement)) && !leftTheBoard(statement)
            && statement.position?.label && !standing.has(statement.position.label)) {
            standing.set(statement.position.label, statement.name);
        }
    }
    return standing;
}

/** Takes every kind of terrain off the hexes. */
export function eraseTerrain(scenario: Scenario, text: string, coords: readonly OffsetCoord[]): BoardEditResult {
    const states = scenario.statements.filter(isTerrainStatement).map(stateOf);
    const erased = new Set(coords.map(coordKey));
    states.forEach(s => eraseFrom(s, erased));
    const changes = states.flatMap(s => changesOf(text, s));
    if (changes.length === 0) {
        return { error: `${coords.map(formatCoordinate).join(', ') || 'no hex'}: no terrain to erase.` };
    }
    return { changes };
}
