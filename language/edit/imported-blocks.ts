import { GrammarUtils } from 'langium';
import { type Deck, type MonsterType, type Scenario, isDeck, isMonsterType } from '../generated/ast.js';
import type { SecretariatBlock } from '../interchange/secretariat-import.js';
import { indentationOf, insertionAfter } from './statement-layout.js';
import type { TextChange } from './text-change.js';

/**
 * Imported `monster-type` and `deck` blocks written into a scenario: a block whose type or deck
 * the scenario already has replaces it where it stands (importing again updates it); the others
 * go after the scenario's last statement, a blank line before each.
 */

export interface PlacedBlocks {
    readonly changes: readonly TextChange[];
    /** The blocks that replaced ones written before, in words. */
    readonly replaced: readonly string[];
}

/** The text's own line break, so that a file written with CRLF keeps them. */
function lineBreakOf(text: string): string {
    return text.includes('\r\n') ? '\r\n' : '\n';
}

function blockText(block: SecretariatBlock, indentation: string, eol: string): string {
    return block.lines.map((line, i) => (i === 0 ? line : indentation + line)).join(eol);
}

export function placeBlocks(text: string, scenario: Scenario, blocks: readonly SecretariatBlock[]): PlacedBlocks | { readonly error: string } {
    const eol = lineBreakOf(text);
    const changes: TextChange[] = [];
    const replaced: string[] = [];
    const added: SecretariatBlock[] = [];
    for (const block of blocks) {
        const sameKind: ReadonlyArray<MonsterType | Deck> = block.kind === 'monster-type'
            ? scenario.statements.filter(isMonsterType)
            : scenario.statements.filter(isDeck);
        const existing = sameKind.find(statement => statement.name === block.name);
        const cst = existing?.$cstNode;
        if (existing && cst) {
            changes.push({ start: cst.offset, end: cst.end, text: blockText(block, indentationOf(text, existing), eol) });
            replaced.push(`the ${block.kind} ${block.name}`);
        } else {
            added.push(block);
        }
    }
    if (added.length === 0) {
        return { changes, replaced };
    }
    const last = scenario.statements[scenario.statements.length - 1];
    const insertion = last && insertionAfter(text, scenario, last);
    if (insertion) {
        const written = added.map(block => insertion.indentation + blockText(block, insertion.indentation, eol));
        changes.push({ start: insertion.offset, end: insertion.offset, text: written.map(block => eol + eol + block).join('') });
        return { changes, replaced };
    }
    const scenarioCst = scenario.$cstNode;
    const open = scenarioCst && GrammarUtils.findNodeForKeyword(scenarioCst, '{');
    if (!open) {
        return { error: 'the scenario has no block to write into' };
    }
    const written = added.map(block => `  ${blockText(block, '  ', eol)}`).join(eol + eol);
    changes.push({ start: open.end, end: open.end, text: eol + written + eol });
    return { changes, replaced };
}
