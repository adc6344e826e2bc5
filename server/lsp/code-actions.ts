import type { LangiumDocument } from 'langium';
import type { CodeActionProvider } from 'langium/lsp';
import type { CodeAction, CodeActionParams, Command, Diagnostic } from 'vscode-languageserver';
import type { Scenario } from '../../language/generated/ast.js';
import type { ScenarioAnalyzer } from '../../language/analysis/scenario-analyzer.js';
import { IssueCodes } from '../../language/validation/issue-codes.js';
import { upperCaseCoordinate } from './quick-fixes/coordinate-case.js';
import { removeElementEntry, writeSelf } from './quick-fixes/card-lines.js';
import { setExpectationToDecision } from './quick-fixes/expectation.js';
import { addMissingMapExtent, fixReversedMapCorners } from './quick-fixes/map-extent.js';
import { writeMeantWord } from './quick-fixes/meant-word.js';
import { moveFigureToNearestFreeHex } from './quick-fixes/move-figure.js';
import { QuickFixRegistry } from './quick-fixes/quick-fix.js';
import { inLineEndingOf } from './line-endings.js';
import { declareCustomModifierDeck, lowerHitPoints, moveCountIntoOrder, removeShuffleDue, revealMeantCard, writeOffTheBoard, writeSharedDeck } from './quick-fixes/scenario-types.js';

/**
 * Every quick fix, by the issue codes it mends. A new one is a function from a diagnostic to
 * code actions, registered here; the provider below needs no change.
 */
export function createQuickFixes(analyzer: ScenarioAnalyzer): QuickFixRegistry {
    const registry = new QuickFixRegistry();
    registry.register([IssueCodes.FigureOverlap, IssueCodes.FigureOnWall, IssueCodes.FigureOnObstacle], moveFigureToNearestFreeHex(analyzer));
    registry.register(IssueCodes.MapMissing, addMissingMapExtent);
    registry.register(IssueCodes.MapReversed, fixReversedMapCorners);
    registry.register(IssueCodes.MalformedCoordinate, upperCaseCoordinate);
    registry.register(IssueCodes.ExpectFailed, setExpectationToDecision);
    registry.register(IssueCodes.HitPointsAboveMaximum, lowerHitPoints);
    registry.register(IssueCodes.ZeroHitPointsOnBoard, writeOffTheBoard);
    registry.register(IssueCodes.ModifierDeckNotStandard, declareCustomModifierDeck);
    registry.register(IssueCodes.ModifierCountWithOrder, moveCountIntoOrder);
    registry.register(IssueCodes.ShuffleDueRedundant, removeShuffleDue);
    registry.register(IssueCodes.DeckNotShared, writeSharedDeck);
    registry.register(IssueCodes.CardNotInDeck, revealMeantCard);
    registry.register(IssueCodes.DidYouMean, writeMeantWord);
    registry.register(IssueCodes.ConditionWithoutTarget, writeSelf);
    registry.register(IssueCodes.ElementRepeated, removeElementEntry);
    return registry;
}

/** The action's edits of the document, in the document's line ending. */
function inDocumentLineEnding(action: CodeAction, document: LangiumDocument): CodeAction {
    const uri = document.uri.toString();
    const edits = action.edit?.changes?.[uri];
    if (!edits) {
        return action;
    }
    return { ...action, edit: { ...action.edit, changes: { ...action.edit?.changes, [uri]: inLineEndingOf(document.textDocument, edits) } } };
}

/** Langium puts the issue code in `code`; some clients hand diagnostics back with it only in `data`. */
function issueCode(diagnostic: Diagnostic): string | undefined {
    if (typeof diagnostic.code === 'string') {
        return diagnostic.code;
    }
    const data = diagnostic.data as { code?: unknown } | undefined;
    return typeof data?.code === 'string' ? data.code : undefined;
}

export class GhsCodeActionProvider implements CodeActionProvider {
    constructor(private readonly fixes: QuickFixRegistry) {}

    getCodeActions(document: LangiumDocument, params: CodeActionParams): Array<Command | CodeAction> {
        const actions: CodeAction[] = [];
        for (const diagnostic of params.context.diagnostics) {
            const code = issueCode(diagnostic);
            for (const fix of code ? this.fixes.fixesFor(code) : []) {
                actions.push(...fix(diagnostic, document as LangiumDocument<Scenario>).map(action => inDocumentLineEnding(action, document)));
            }
        }
        return actions;
    }
}
