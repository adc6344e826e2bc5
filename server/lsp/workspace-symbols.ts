import { type AstNode, type CstNode, GrammarUtils, type LangiumDocument, interruptAndCheck } from 'langium';
import type { FuzzyMatcher, LangiumSharedServices, WorkspaceSymbolProvider } from 'langium/lsp';
import { CancellationToken, SymbolKind, type WorkspaceSymbol, type WorkspaceSymbolParams } from 'vscode-languageserver';
import { type Scenario, isCharacter, isDeck, isMonster, isMonsterType, isScenario, isSummon } from '../../language/generated/ast.js';

/**
 * The scenarios and their figures, monster types and decks, in every document the server holds:
 * those open in the editor and the workspace's files it has read. Langium's provider lists the
 * names a document exports, and a scenario exports none (it links only to itself).
 */
export class GhsWorkspaceSymbolProvider implements WorkspaceSymbolProvider {
    private readonly fuzzyMatcher: FuzzyMatcher;

    constructor(private readonly shared: LangiumSharedServices) {
        this.fuzzyMatcher = shared.lsp.FuzzyMatcher;
    }

    async getSymbols(params: WorkspaceSymbolParams, cancelToken: CancellationToken = CancellationToken.None): Promise<WorkspaceSymbol[]> {
        const query = typeof params?.query === 'string' ? params.query.toLowerCase() : '';
        const symbols: WorkspaceSymbol[] = [];
        for (const document of this.shared.workspace.LangiumDocuments.all) {
            await interruptAndCheck(cancelToken);
            symbols.push(...symbolsOf(document).filter(s => this.fuzzyMatcher.match(query, s.name)));
        }
        return symbols;
    }
}

/** The scenario, then its figures, monster types and decks in the order written, each at its name. */
export function symbolsOf(document: LangiumDocument): WorkspaceSymbol[] {
    const scenario = document.parseResult.value;
    if (!isScenario(scenario) || !scenario.$cstNode) {
        return [];
    }
    const uri = document.uri.toString();
    const title = scenarioTitle(scenario);
    const at = (name: string, kind: SymbolKind, node: CstNode | undefined, containerName?: string): WorkspaceSymbol[] =>
        name && node ? [{ name, kind, location: { uri, range: node.range }, ...(containerName !== undefined ? { containerName } : {}) }] : [];
    const nameOf = (node: AstNode) => node.$cstNode && GrammarUtils.findNodeForProperty(node.$cstNode, 'name');
    const symbols = at(title, SymbolKind.Namespace, nameOf(scenario) ?? scenario.$cstNode);
    for (const statement of scenario.statements) {
        const kind = isMonster(statement) ? SymbolKind.Class : isCharacter(statement) ? SymbolKind.Variable : isSummon(statement) ? SymbolKind.TypeParameter
            : isMonsterType(statement) ? SymbolKind.Struct : isDeck(statement) ? SymbolKind.Array : undefined;
        if (kind !== undefined && 'name' in statement && typeof statement.name === 'string') {
            symbols.push(...at(statement.name, kind, nameOf(statement), title));
        }
    }
    return symbols;
}

function scenarioTitle(scenario: Scenario): string {
    return scenario.name ? scenario.name.replace(/^"|"$/g, '') : '';
}
