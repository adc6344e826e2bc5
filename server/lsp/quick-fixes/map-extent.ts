import { GrammarUtils, type LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../../language/generated/ast.js';
import { isMapStatement } from '../../../language/generated/ast.js';
import { formatCoordinate } from '../../../language/hex/offset.js';
import { allHexRefs, coordinateOf, isBoardHexRef } from '../../../language/validation/scenario-facts.js';
import { nodeAt, scenarioOf } from './quick-fix.js';

/** The extent offered when the scenario names no hex yet: the size of a typical room tile set. */
const DEFAULT_EXTENT = 'A1..P7';

/** The smallest extent that holds every hex the scenario names, or the default when it names none. */
export function coveringExtent(scenario: Scenario): string {
    const coords = allHexRefs(scenario).filter(isBoardHexRef).map(coordinateOf).filter(c => c !== undefined);
    if (coords.length === 0) {
        return DEFAULT_EXTENT;
    }
    const cols = coords.map(c => c.col);
    const rows = coords.map(c => c.row);
    const from = formatCoordinate({ col: Math.min(...cols), row: Math.min(...rows) });
    const to = formatCoordinate({ col: Math.max(...cols), row: Math.max(...rows) });
    return `${from}..${to}`;
}

/** Adds `map <extent>` as the scenario's first statement, on a line of its own when the others are. */
export function addMissingMapExtent(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const scenario = scenarioOf(document);
    if (!scenario?.$cstNode || scenario.statements.some(isMapStatement)) {
        return [];
    }
    const statement = `map ${coveringExtent(scenario)}`;
    const edit = insertFirstStatement(document, scenario, statement);
    if (!edit) {
        return [];
    }
    return [{
        title: `Add the missing map extent: '${statement}'`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [edit] } }
    }];
}

function insertFirstStatement(document: LangiumDocument<Scenario>, scenario: Scenario, statement: string): TextEdit | undefined {
    const text = document.textDocument.getText();
    const first = scenario.statements[0]?.$cstNode;
    if (first) {
        const lineStart = document.textDocument.offsetAt({ line: first.range.start.line, character: 0 });
        const indentation = text.substring(lineStart, first.offset);
        const ownLine = /^[ \t]*$/.test(indentation);
        return TextEdit.insert(first.range.start, ownLine ? `${statement}\n${indentation}` : `${statement} `);
    }
    const open = GrammarUtils.findNodeForKeyword(scenario.$cstNode, '{');
    const close = GrammarUtils.findNodeForKeyword(scenario.$cstNode, '}');
    if (!open) {
        return undefined;
    }
    const lineStart = document.textDocument.offsetAt({ line: open.range.start.line, character: 0 });
    const outer = /^[ \t]*/.exec(text.substring(lineStart, open.offset))?.[0] ?? '';
    if (close && /^\s*$/.test(text.substring(open.end, close.offset))) {
        return TextEdit.replace({ start: open.range.end, end: close.range.start }, `\n${outer}  ${statement}\n${outer}`);
    }
    return TextEdit.insert(open.range.end, ` ${statement}`);
}

/** Rewrites `map P7..A1` top-left first, as the validator computed it in `data.fixed`. */
export function fixReversedMapCorners(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const fixed = (diagnostic.data as { fixed?: unknown } | undefined)?.fixed;
    const map = nodeAt(document, diagnostic, isMapStatement);
    const from = map?.from?.$cstNode;
    const to = map?.to?.$cstNode;
    if (typeof fixed !== 'string' || !from || !to) {
        return [];
    }
    return [{
        title: `Fix the reversed map corners: 'map ${fixed}'`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [TextEdit.replace({ start: from.range.start, end: to.range.end }, fixed)] } }
    }];
}
