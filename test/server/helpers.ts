import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { clearDocuments, expectHover, parseHelper } from 'langium/test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterEach, expect } from 'vitest';
import type { CodeAction, TextEdit } from 'vscode-languageserver';
import type { Scenario } from '../../language/generated/ast.js';
import { createGhsServices } from '../../server/ghs-lsp-module.js';
import { TurnIssueCodes } from '../../server/lsp/turn-diagnostics.js';

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

/** The text after a request's edits, as an editor applies them; a refusal fails the test with its reason. */
export function appliedAnswer(text: string, answer: { readonly edits: TextEdit[] } | { readonly error: string }): string {
    if ('error' in answer) {
        throw new Error(`refused: ${answer.error}`);
    }
    return TextDocument.applyEdits(TextDocument.create('file:///x.ghs', 'ghs', 1, text), answer.edits);
}

/** Formats a scenario the way an editor asks for it, with the given indentation. */
export async function format(text: string, tabSize = 2, insertSpaces = true): Promise<string> {
    const document = await parse(text);
    const edits = await services.lsp.Formatter!.formatDocument(document, { textDocument: { uri: document.uri.toString() }, options: { tabSize, insertSpaces } });
    const formatted = applyEdits(document, edits);
    await clearDocuments(services, [document]);
    return formatted;
}

/** A quick fix applied: the titles offered, the text after the first, and the issue codes still reported. */
export interface Fixed {
    titles: string[];
    text: string;
    /** Issue codes still reported after the fix, apart from the explanations of the monsters' turns. */
    codesAfter: string[];
}

/** Asks for the quick fixes of the one diagnostic with `code`, as an editor does, and applies the first. */
export async function quickFix(text: string, code: string): Promise<Fixed> {
    const document = await parse(text, { validation: true });
    const diagnostics = (document.diagnostics ?? []).filter(d => d.code === code);
    expect(diagnostics, `diagnostics with ${code}`).toHaveLength(1);
    const actions = await services.lsp.CodeActionProvider!.getCodeActions(document, {
        textDocument: { uri: document.uri.toString() },
        range: diagnostics[0].range,
        context: { diagnostics, triggerKind: 1 }
    }) as CodeAction[];
    const titles = actions.map(a => a.title);
    const edits = actions[0]?.edit?.changes?.[document.uri.toString()] ?? [];
    const fixed = applyEdits(document, edits);
    await clearDocuments(services, [document]);
    const after = await parse(fixed, { validation: true });
    const explanations: string[] = Object.values(TurnIssueCodes);
    const codesAfter = (after.diagnostics ?? []).map(d => String(d.code)).filter(c => !explanations.includes(c));
    await clearDocuments(services, [after]);
    return { titles, text: fixed, codesAfter };
}

/** A 5×5 room with the given lines, as the quick-fix tests write them. */
export function room(...lines: string[]): string {
    return ['scenario "x" {', '  map A1..E5', ...lines, '}'].join('\n');
}

const hover = expectHover(services);

/**
 * The hover's Markdown at the `index`-th `<|>` mark of `text`. The Markdown is caught by a pattern
 * that accepts anything, so that each test can say what it expects of it. Langium hands the
 * pattern '' when there is no hover: that fails here, so two missing hovers never pass for two
 * equal ones.
 */
export async function hoverMarkdown(text: string, index = 0): Promise<string> {
    let markdown = '';
    const catchAll = { test: (value: string) => (markdown = value, true), source: '', flags: '' } as unknown as RegExp;
    await hover({ text, index, disposeAfterCheck: true, hover: catchAll });
    expect(markdown, `a hover at mark ${index} of:\n${text}`).not.toBe('');
    return markdown;
}
