import type { LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../../language/generated/ast.js';
import { isFigure } from '../../../language/generated/ast.js';
import { hexOfRef } from '../../../language/model/from-ast.js';
import type { ScenarioAnalyzer } from '../../../language/analysis/scenario-analyzer.js';
import { nearestFreeHex } from '../free-hexes.js';
import { type QuickFix, nodeAt, scenarioOf } from './quick-fix.js';

/**
 * For a figure on another figure, a wall or an obstacle: moves it to the nearest hex (by hex
 * distance) that is on the map, neither wall nor obstacle, and not taken by another figure.
 */
export function moveFigureToNearestFreeHex(analyzer: ScenarioAnalyzer): QuickFix {
    return (diagnostic, document) => moveFigure(diagnostic, document, analyzer);
}

function moveFigure(diagnostic: Diagnostic, document: LangiumDocument<Scenario>, analyzer: ScenarioAnalyzer): CodeAction[] {
    const scenario = scenarioOf(document);
    const figure = nodeAt(document, diagnostic, isFigure);
    const from = hexOfRef(figure?.position);
    const position = figure?.position?.$cstNode;
    if (!scenario || !figure || !from || !position) {
        return [];
    }
    const target = nearestFreeHex(scenario, analyzer.boardOf(scenario), from, figure);
    if (!target) {
        return [];
    }
    return [{
        title: `Move ${figure.name} to the nearest free hex, ${target.label}`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [TextEdit.replace(position.range, target.label)] } }
    }];
}
