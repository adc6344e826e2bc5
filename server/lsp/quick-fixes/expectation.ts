import { GrammarUtils, type LangiumDocument } from 'langium';
import { type CodeAction, CodeActionKind, type Diagnostic, TextEdit } from 'vscode-languageserver';
import type { Expectation, Scenario } from '../../../language/generated/ast.js';
import { isExpectation } from '../../../language/generated/ast.js';
import { nodeAt } from './quick-fix.js';

/** The engine's options as the failed-expectation diagnostic carries them: `H3 attacks Hero10`, each a `to` line. */
function decidedOptions(diagnostic: Diagnostic): string[] | undefined {
    const options = (diagnostic.data as { options?: unknown } | undefined)?.options;
    return Array.isArray(options) && options.length > 0 && options.every(o => typeof o === 'string') ? options : undefined;
}

/**
 * Rewrites a failed `expect` block to list exactly the options the engine decided. Only the
 * `to` lines are replaced: a comment after the `{` or before the `}` stays.
 */
export function setExpectationToDecision(diagnostic: Diagnostic, document: LangiumDocument<Scenario>): CodeAction[] {
    const options = decidedOptions(diagnostic);
    const expectation = nodeAt(document, diagnostic, isExpectation);
    const edit = options && expectation && optionsEdit(document, expectation, options.map(o => `to ${o}`));
    if (!edit) {
        return [];
    }
    return [{
        title: "Set this expectation to the engine's decision",
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [document.textDocument.uri]: [edit] } }
    }];
}

function optionsEdit(document: LangiumDocument<Scenario>, expectation: Expectation, lines: string[]): TextEdit | undefined {
    const text = document.textDocument;
    const cst = expectation.$cstNode;
    const open = cst && GrammarUtils.findNodeForKeyword(cst, '{');
    if (!cst || !open) {
        return undefined;
    }
    const indentationOf = (line: number, offset: number): string => {
        const prefix = text.getText({ start: { line, character: 0 }, end: text.positionAt(offset) });
        return /^[ \t]*$/.test(prefix) ? prefix : '';
    };
    const outer = indentationOf(cst.range.start.line, cst.offset);
    const first = expectation.options[0]?.$cstNode;
    const last = expectation.options[expectation.options.length - 1]?.$cstNode;
    if (first && last && first.range.start.line > open.range.start.line) {
        const inner = indentationOf(first.range.start.line, first.offset) || `${outer}  `;
        return TextEdit.replace({ start: first.range.start, end: last.range.end }, lines.join(`\n${inner}`));
    }
    if (first && last) {
        // A block on one line stays on one line.
        return TextEdit.replace({ start: first.range.start, end: last.range.end }, lines.join(' '));
    }
    const close = GrammarUtils.findNodeForKeyword(cst, '}');
    const between = close ? text.getText({ start: open.range.end, end: close.range.start }) : '';
    const inner = `${outer}  `;
    if (close && /^\s*$/.test(between)) {
        return TextEdit.replace({ start: open.range.end, end: close.range.start }, `\n${inner}${lines.join(`\n${inner}`)}\n${outer}`);
    }
    return TextEdit.insert(open.range.end, `\n${inner}${lines.join(`\n${inner}`)}`);
}
