import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterEach } from 'vitest';
import type { TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../language/generated/ast.js';
import { createGhsServices } from '../../server/ghs-lsp-module.js';

export const { shared, Ghs: services } = createGhsServices(EmptyFileSystem);
export const parse = parseHelper<Scenario>(services);
/** The analysis service the tests ask, as every feature does. */
export const analyzer = services.analysis.ScenarioAnalyzer;

/**
 * Opens scenarios, validated, for one test file and drops them from the workspace after each
 * test, so documents do not pile up across tests.
 */
export function openedPerTest(): (text: string) => Promise<LangiumDocument<Scenario>> {
    let opened: LangiumDocument[] = [];
    afterEach(async () => {
        await clearDocuments(services, opened);
        opened = [];
    });
    return async text => {
        const document = await parse(text, { validation: true });
        opened.push(document);
        return document;
    };
}

/** The text of a document after applying edits to it, as an editor would. */
export function applyEdits(document: LangiumDocument, edits: TextEdit[]): string {
    return TextDocument.applyEdits(document.textDocument, edits);
}

/** Formats a scenario the way an editor asks for it, with the given indentation. */
export async function format(text: string, tabSize = 2, insertSpaces = true): Promise<string> {
    const document = await parse(text);
    const edits = await services.lsp.Formatter!.formatDocument(document, { textDocument: { uri: document.uri.toString() }, options: { tabSize, insertSpaces } });
    const formatted = applyEdits(document, edits);
    await clearDocuments(services, [document]);
    return formatted;
}
