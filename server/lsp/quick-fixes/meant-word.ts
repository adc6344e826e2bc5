import type { LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../../language/generated/ast.js';

/**
 * `helth` → `health`: writes the word a "did you mean" diagnostic names in place of the one
 * written. Offered only while its range still holds a single word other than the one meant.
 */
export function writeMeantWord(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const meant = (diagnostic.data as { meant?: unknown } | undefined)?.meant;
    const written = document.textDocument.getText(diagnostic.range);
    if (typeof meant !== 'string' || written === meant || !/^[\w-]+$/.test(written)) {
        return [];
    }
    return [{
        title: `Write '${meant}' instead of '${written}'`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [TextEdit.replace(diagnostic.range, meant)] } }
    }];
}
