import { GrammarUtils, type LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { CardCondition, CardHeal, Scenario } from '../../../language/generated/ast.js';
import { isCardCondition, isCardHeal, isElementEntry } from '../../../language/generated/ast.js';
import { nodeAt } from './quick-fix.js';

function fix(title: string, diagnostic: Diagnostic, document: LangiumDocument<Scenario>, edits: TextEdit[]): CodeAction[] {
    return [{ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], isPreferred: true, edit: { changes: { [document.textDocument.uri]: edits } } }];
}

/** A positive condition or a heal that does not say whom it reaches: the monster itself, as it is played. */
export function writeSelf(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const line = nodeAt(document, diagnostic, (n): n is CardCondition | CardHeal => isCardCondition(n) || isCardHeal(n));
    const cst = line?.$cstNode;
    if (!line || !cst || line.self || line.range !== undefined) {
        return [];
    }
    const end = GrammarUtils.findNodeForProperty(cst, isCardHeal(line) ? 'value' : 'condition');
    return end ? fix("Write 'self'", diagnostic, document, [TextEdit.insert(end.range.end, ' self')]) : [];
}

/** An element named twice on the element board: the later entry goes, with the comma before it. */
export function removeElementEntry(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const entry = nodeAt(document, diagnostic, isElementEntry);
    const cst = entry?.$cstNode;
    if (!entry || !cst) {
        return [];
    }
    const text = document.textDocument.getText();
    const comma = text.lastIndexOf(',', cst.offset);
    if (comma < 0 || text.slice(comma + 1, cst.offset).trim() !== '') {
        return [];
    }
    const textDocument = document.textDocument;
    return fix(`Remove '${cst.text}'`, diagnostic, document, [TextEdit.del({ start: textDocument.positionAt(comma), end: cst.range.end })]);
}
