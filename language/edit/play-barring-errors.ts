/**
 * Which of a document's errors bar playing it. A scenario with an error is not the scenario
 * written: a reveal of a card its deck lacks leaves the monster without a turn, a deck that is
 * not the standard one without `custom` is played as the standard one; playing it would write a
 * round that never happened and rewrite the line in error as if it were right. So every error
 * bars play, but a failed expectation: that is a verdict on what play does, not part of the
 * state it plays from.
 */
import type { LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { IssueCodes } from '../validation/issue-codes.js';

const VERDICTS: ReadonlySet<string> = new Set([IssueCodes.ExpectFailed, IssueCodes.StateExpectFailed, IssueCodes.DamageExpectFailed]);

const ERROR_SEVERITY = 1;

/** The document's errors that bar play, in file order. */
export function errorsBarringPlay(document: LangiumDocument): Diagnostic[] {
    return (document.diagnostics ?? [])
        .filter(d => (d.severity ?? ERROR_SEVERITY) === ERROR_SEVERITY && !VERDICTS.has(String(d.code)))
        .sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character);
}

/** Why nothing is played, naming the first error with its line (1-based) and words. */
export function barredPlayText(errors: readonly Diagnostic[]): string {
    const [first] = errors;
    const message = typeof first.message === 'string' ? first.message : first.message.value;
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    const where = `line ${first.range.start.line + 1}: ${sentence}`;
    return errors.length === 1
        ? `the scenario has an error on ${where} Mend it first.`
        : `the scenario has ${errors.length} errors, the first on ${where} Mend them first.`;
}
