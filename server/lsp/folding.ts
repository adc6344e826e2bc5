import type { AstNode, LangiumDocument } from 'langium';
import { GrammarUtils } from 'langium';
import { DefaultFoldingRangeProvider } from 'langium/lsp';
import { FoldingRange } from 'vscode-languageserver';
import { isAbility, isExpectation, isScenario, isTerrainStatement } from '../../language/generated/ast.js';

/**
 * Folds the blocks a reader collapses: the scenario, each monster's ability and each
 * expectation, and a terrain list long enough to span lines. A monster statement itself is not
 * folded, since its ability block already folds from the same line.
 */
export class GhsFoldingRangeProvider extends DefaultFoldingRangeProvider {
    protected override shouldProcess(node: AstNode): boolean {
        return isAbility(node) || isExpectation(node) || isTerrainStatement(node);
    }

    protected override collectFolding(document: LangiumDocument, acceptor: (range: FoldingRange) => void): void {
        super.collectFolding(document, acceptor);
        const scenario = this.scenarioFolding(document);
        if (scenario) {
            acceptor(scenario);
        }
    }

    /**
     * The base class only walks the root's contents, and the root's own text starts with any
     * comment above `scenario`: the scenario folds from its keyword to the line before its `}`.
     */
    private scenarioFolding(document: LangiumDocument): FoldingRange | undefined {
        const scenario = document.parseResult.value;
        const cst = scenario.$cstNode;
        if (!isScenario(scenario) || !cst) {
            return undefined;
        }
        const open = GrammarUtils.findNodeForKeyword(cst, 'scenario');
        const braces = GrammarUtils.findNodesForKeyword(cst, '}');
        const close = braces[braces.length - 1];
        if (!open || !close || close.range.start.line - open.range.start.line < 2) {
            return undefined;
        }
        return FoldingRange.create(open.range.start.line, close.range.start.line - 1);
    }
}
