import { type DeepPartial, type Module, inject, setInterruptionPeriod } from 'langium';
import {
    DefaultDefinitionProvider, DefaultDocumentHighlightProvider, type DefaultSharedModuleContext,
    type LangiumServices, type LangiumSharedServices,
    type PartialLangiumLSPServices, type PartialLangiumSharedLSPServices, createDefaultModule, createDefaultSharedModule
} from 'langium/lsp';
import { CompletionList } from 'vscode-languageserver';
import { GhsGeneratedModule, GhsGeneratedSharedModule } from '../language/generated/module.js';
import { type GhsAddedServices, GhsModule } from '../language/ghs-module.js';
import { registerValidationChecks } from '../language/ghs-validator.js';
import { GhsCodeActionProvider, createQuickFixes } from './lsp/code-actions.js';
import { GhsCodeLensProvider } from './lsp/code-lens.js';
import { ParsedVersions } from './lsp/current-document.js';
import { GhsCompletionProvider } from './lsp/completion.js';
import { GhsDocumentSymbolProvider } from './lsp/document-symbols.js';
import { GhsDocumentUpdateHandler } from './lsp/document-update-handler.js';
import { GhsFoldingRangeProvider } from './lsp/folding.js';
import { GhsExecuteCommandHandler } from './lsp/execute-command.js';
import { GhsFormatter } from './lsp/formatter.js';
import { type FeatureLog, guarded } from './lsp/guard.js';
import { GhsHoverProvider } from './lsp/hover/hover-provider.js';
import { GhsInlayHintProvider } from './lsp/inlay-hints.js';
import type { QuickFixRegistry } from './lsp/quick-fixes/quick-fix.js';
import { GhsReferencesProvider } from './lsp/references.js';
import { GhsRenameProvider } from './lsp/rename.js';
import { SelfContainedDocumentBuilder } from './lsp/self-contained-builder.js';
import { GhsSemanticTokenProvider } from './lsp/semantic-tokens.js';
import { GhsTextDocuments } from './lsp/text-documents.js';
import { registerTurnExplanations } from './lsp/turn-diagnostics.js';
import { GhsWorkspaceSymbolProvider } from './lsp/workspace-symbols.js';
import { registerYieldBeforeAnalysis } from './lsp/yield-before-analysis.js';

export interface GhsLspAddedServices {
    fixes: {
        /** Quick fixes by issue code; see `createQuickFixes` for how a new one is added. */
        QuickFixes: QuickFixRegistry;
    };
    lspWorkspace: {
        /** The version of the text each document's syntax tree was read from. */
        ParsedVersions: ParsedVersions;
    };
}

export type GhsLspServices = LangiumServices & GhsAddedServices & GhsLspAddedServices;

/** Failures go to the editor's output for the server when there is one, else to stderr. */
function featureLog(services: GhsLspServices | LangiumSharedServices): FeatureLog {
    return message => {
        const connection = 'shared' in services ? services.shared.lsp.Connection : services.lsp.Connection;
        if (connection) {
            connection.console.error(message);
        } else {
            console.error(message);
        }
    };
}

const noTokens = () => ({ data: [] });
const none = () => [];
const nothing = () => undefined;

/**
 * The editor features, each behind a guard so that a failure in one answers empty and leaves
 * the server and the other features running.
 */
export const GhsLspModule: Module<GhsLspServices, PartialLangiumLSPServices & GhsLspAddedServices> = {
    lsp: {
        SemanticTokenProvider: s => guarded(new GhsSemanticTokenProvider(s), 'semantic tokens', featureLog(s),
            { semanticHighlight: noTokens, semanticHighlightRange: noTokens, semanticHighlightDelta: noTokens }),
        DocumentSymbolProvider: s => guarded(new GhsDocumentSymbolProvider(), 'document symbols', featureLog(s), { getSymbols: none }),
        FoldingRangeProvider: s => guarded(new GhsFoldingRangeProvider(s), 'folding', featureLog(s), { getFoldingRanges: none }),
        Formatter: s => guarded(new GhsFormatter(), 'formatting', featureLog(s),
            { formatDocument: none, formatDocumentRange: none, formatDocumentOnType: none }),
        CompletionProvider: s => guarded(new GhsCompletionProvider(s), 'completion', featureLog(s),
            { getCompletion: () => CompletionList.create([], false) }),
        RenameProvider: s => guarded(new GhsRenameProvider(s), 'rename', featureLog(s), { rename: nothing, prepareRename: nothing }),
        CodeActionProvider: s => guarded(new GhsCodeActionProvider(s.fixes.QuickFixes), 'code actions', featureLog(s), { getCodeActions: none }),
        HoverProvider: s => guarded(new GhsHoverProvider(s), 'hover', featureLog(s), { getHoverContent: nothing }),
        CodeLensProvider: s => guarded(new GhsCodeLensProvider(s.analysis.ScenarioAnalyzer), 'code lens', featureLog(s), { provideCodeLens: none }),
        InlayHintProvider: s => guarded(new GhsInlayHintProvider(s.analysis.ScenarioAnalyzer), 'inlay hints', featureLog(s), { getInlayHints: none }),
        ReferencesProvider: s => guarded(new GhsReferencesProvider(s), 'find references', featureLog(s), { findReferences: none }),
        // Langium's own providers, as they are, behind the same guard.
        DefinitionProvider: s => guarded(new DefaultDefinitionProvider(s), 'go to definition', featureLog(s), { getDefinition: nothing }),
        DocumentHighlightProvider: s => guarded(new DefaultDocumentHighlightProvider(s), 'document highlight', featureLog(s),
            { getDocumentHighlight: nothing })
    },
    fixes: {
        QuickFixes: s => createQuickFixes(s.analysis.ScenarioAnalyzer)
    },
    lspWorkspace: {
        ParsedVersions: s => new ParsedVersions(s.shared)
    }
};

/** The shared features, workspace symbols and the server's commands, behind the same guard. */
const GhsSharedLspModule: Module<LangiumSharedServices, PartialLangiumSharedLSPServices & DeepPartial<LangiumSharedServices>> = {
    lsp: {
        WorkspaceSymbolProvider: s => guarded(new GhsWorkspaceSymbolProvider(s), 'workspace symbols', featureLog(s), { getSymbols: none }),
        ExecuteCommandHandler: s => guarded(new GhsExecuteCommandHandler(s), 'commands', featureLog(s),
            { executeCommand: () => ({ error: 'the server failed to run the command; its log says why.' }) }),
        DocumentUpdateHandler: s => new GhsDocumentUpdateHandler(s)
    },
    workspace: {
        DocumentBuilder: s => new SelfContainedDocumentBuilder(s),
        TextDocuments: s => new GhsTextDocuments(s)
    }
};

/** Services for the language server: the language's own, Langium's editor defaults, and ours. */
export function createGhsServices(context: DefaultSharedModuleContext): { shared: LangiumSharedServices; Ghs: GhsLspServices } {
    const shared = inject(createDefaultSharedModule(context), GhsGeneratedSharedModule, GhsSharedLspModule);
    const Ghs = inject(createDefaultModule({ shared }), GhsGeneratedModule, GhsModule, GhsLspModule);
    shared.ServiceRegistry.register(Ghs);
    registerValidationChecks(Ghs);
    registerTurnExplanations(Ghs);
    registerYieldBeforeAnalysis(Ghs);
    // Created now, not when first asked: it must hear the first build.
    void Ghs.lspWorkspace.ParsedVersions;
    if (context.connection) {
        // A build lets requests in between its steps once this many milliseconds have passed
        // (Langium's default is 10): a hover in one file then waits for at most one step of a
        // build in another, not for several.
        setInterruptionPeriod(2);
    } else {
        // Without a client there is no `initialized` notification to start the configuration provider.
        shared.workspace.ConfigurationProvider.initialized({});
    }
    return { shared, Ghs };
}
