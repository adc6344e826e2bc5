import type { AstNode } from 'langium';
import { type Scenario, isActedRecord, isExpectation, isMonster, isStateExpectation } from '../generated/ast.js';

export interface TextPosition {
    /** Zero-based, as in LSP. */
    readonly line: number;
    readonly character: number;
}

/**
 * The monster a cursor is about: the one a `monster` statement declares, or the one an `expect`,
 * `expect after` or `acted` statement names, when that statement holds the cursor's line. Of several statements
 * on that line, the one holding the cursor wins, else the nearest. Read from the parsed scenario,
 * so a one-line block is as well understood as a long one.
 */
export function monsterAt(scenario: Scenario, position: TextPosition): string | undefined {
    let best: { statement: AstNode; distance: number } | undefined;
    for (const statement of scenario.statements) {
        const range = statement.$cstNode?.range;
        if (!range || range.start.line > position.line || range.end.line < position.line) {
            continue;
        }
        const distance = distanceOnLine(range, position);
        if (!best || distance < best.distance) {
            best = { statement, distance };
        }
    }
    return best ? monsterOf(best.statement) : undefined;
}

/** How far the cursor is from a range that covers its line: 0 inside it. */
function distanceOnLine(range: { start: TextPosition; end: TextPosition }, position: TextPosition): number {
    if (range.start.line === position.line && position.character < range.start.character) {
        return range.start.character - position.character;
    }
    if (range.end.line === position.line && position.character > range.end.character) {
        return position.character - range.end.character;
    }
    return 0;
}

function monsterOf(statement: AstNode): string | undefined {
    if (isMonster(statement)) {
        return statement.name || undefined;
    }
    if (isExpectation(statement) || isStateExpectation(statement) || isActedRecord(statement)) {
        return statement.monster?.$refText || undefined;
    }
    return undefined;
}
