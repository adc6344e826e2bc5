import type { LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../../language/generated/ast.js';
import { isCoordinate } from '../../../language/hex/offset.js';

/** `c4` → `C4`: offered only when upper-casing alone turns the text into a coordinate. */
export function upperCaseCoordinate(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const written = document.textDocument.getText(diagnostic.range);
    const upper = written.toUpperCase();
    if (upper === written || !isCoordinate(upper)) {
        return [];
    }
    return [{
        title: `Write the coordinate in upper case: ${upper}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [TextEdit.replace(diagnostic.range, upper)] } }
    }];
}
