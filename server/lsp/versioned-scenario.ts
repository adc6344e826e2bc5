import { type LangiumDocument, URI } from 'langium';
import type { LangiumSharedServices } from 'langium/lsp';
import type { CancellationToken } from 'vscode-languageserver';
import { type Scenario, isScenario } from '../../language/generated/ast.js';
import { currentDocument } from './current-document.js';

/**
 * The parsed scenario of the document at the version the client named, for a request that
 * edits it. Refused, with the reason, when the server holds another version (edits worked out
 * for one text would corrupt another) or when the scenario does not parse: its tree lacks what
 * the parser could not read, and an edit worked out from it could write over the author's text.
 */
export async function versionedScenario(shared: LangiumSharedServices, params: { uri: string; version: number }, purpose: string,
    cancelToken?: CancellationToken): Promise<{ document: LangiumDocument<Scenario>; scenario: Scenario } | { error: string }> {
    const uri = URI.parse(params.uri);
    const known = shared.workspace.LangiumDocuments.getDocument(uri);
    if (!known) {
        return { error: `the server does not know ${params.uri}: open it first.` };
    }
    if (known.textDocument.version !== params.version) {
        return { error: `the scenario changed: the server has version ${known.textDocument.version}, the edit was asked for version ${params.version}.` };
    }
    const document = await currentDocument(shared, uri, cancelToken);
    if (document.textDocument.version !== params.version) {
        return { error: `the scenario changed while the edit was worked out (now version ${document.textDocument.version}).` };
    }
    const scenario = document.parseResult.value;
    if (!isScenario(scenario) || document.parseResult.parserErrors.length > 0 || document.parseResult.lexerErrors.length > 0) {
        return { error: `the scenario does not parse: mend its syntax errors before ${purpose}.` };
    }
    return { document: document as LangiumDocument<Scenario>, scenario };
}
