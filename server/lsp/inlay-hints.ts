import { CstUtils, type LangiumDocument } from 'langium';
import type { InlayHintProvider } from 'langium/lsp';
import type { CancellationToken, InlayHint, InlayHintParams, Position, Range } from 'vscode-languageserver';
import { sameOption } from '../../language/engine/expectations.js';
import type { Expectation } from '../../language/generated/ast.js';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { quotedOption } from '../../language/explain/option-words.js';
import { attackedNames } from '../../language/model/attacked-target.js';

function within(range: Range, position: Position): boolean {
    const after = (a: Position, b: Position): boolean => a.line > b.line || (a.line === b.line && a.character >= b.character);
    return after(position, range.start) && after(range.end, position);
}

/** The end of the last token of the `expect` statement on its first line. */
function expectLineEnd(expectation: Expectation): Position | undefined {
    const cst = expectation.$cstNode;
    if (!cst) {
        return undefined;
    }
    const line = cst.range.start.line;
    const onFirstLine = CstUtils.flattenCst(cst).filter(leaf => !leaf.hidden && leaf.range.end.line === line).toArray();
    return onFirstLine[onFirstLine.length - 1]?.range.end;
}

/**
 * Where an `expect` does not hold: `✗ not possible` after each listed option the rules do not
 * give, and the options the rules give but the list lacks, after the `expect` line.
 */
export class GhsInlayHintProvider implements InlayHintProvider {
    constructor(private readonly analyzer: ScenarioAnalyzer) {}

    async getInlayHints(document: LangiumDocument, params: InlayHintParams, cancelToken?: CancellationToken): Promise<InlayHint[]> {
        const context = await this.analyzer.analyzeDocumentAsync(document, cancelToken);
        if (!context) {
            return [];
        }
        const hints: InlayHint[] = [];
        for (const { node, result } of context.analysis.expectations) {
            if (result.passed) {
                continue;
            }
            const given = `The rules give: ${result.actual.length > 0 ? result.actual.map(quotedOption).join(' | ') : 'nothing'}.`;
            for (const option of node.options) {
                const written = { destination: option.destination?.label ?? '', targets: attackedNames(option.targets) };
                const end = option.$cstNode?.range.end;
                if (end && result.missing.some(missing => sameOption(missing, written))) {
                    hints.push({ position: end, label: '✗ not possible', paddingLeft: true, tooltip: given });
                }
            }
            const lineEnd = expectLineEnd(node);
            if (lineEnd && result.extra.length > 0) {
                hints.push({
                    position: lineEnd,
                    label: `✚ missing: ${result.extra.map(quotedOption).join(' | ')}`,
                    paddingLeft: true,
                    tooltip: given
                });
            }
        }
        return hints.filter(h => within(params.range, h.position));
    }
}
