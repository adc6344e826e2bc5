import { AstUtils, type AstNode, CstUtils, type LangiumDocument } from 'langium';
import type { CodeAction, Diagnostic } from 'vscode-languageserver';
import type { Scenario } from '../../../language/generated/ast.js';
import { isScenario } from '../../../language/generated/ast.js';
import type { IssueCode } from '../../../language/validation/issue-codes.js';

/** Builds the repairs for one diagnostic; none when the document no longer matches it. */
export type QuickFix = (diagnostic: Diagnostic, document: LangiumDocument<Scenario>) => CodeAction[];

/**
 * Quick fixes by issue code. Each fix is registered for the codes it mends, so a new kind of
 * repair is one `register` call in the module, with no change to the code action provider.
 */
export class QuickFixRegistry {
    private readonly fixes = new Map<string, QuickFix[]>();

    register(codes: IssueCode | readonly IssueCode[], fix: QuickFix): void {
        for (const code of typeof codes === 'string' ? [codes] : codes) {
            this.fixes.set(code, [...(this.fixes.get(code) ?? []), fix]);
        }
    }

    fixesFor(code: string): readonly QuickFix[] {
        return this.fixes.get(code) ?? [];
    }
}

/** The innermost AST node of the given kind under the start of a diagnostic's range. */
export function nodeAt<T extends AstNode>(document: LangiumDocument<Scenario>, diagnostic: Diagnostic, is: (n: AstNode) => n is T): T | undefined {
    const root = document.parseResult.value.$cstNode;
    const offset = document.textDocument.offsetAt(diagnostic.range.start);
    const leaf = root && CstUtils.findLeafNodeAtOffset(root, offset);
    return leaf ? AstUtils.getContainerOfType(leaf.astNode, is) : undefined;
}

export function scenarioOf(document: LangiumDocument<Scenario>): Scenario | undefined {
    const root = document.parseResult.value;
    return isScenario(root) ? root : undefined;
}
