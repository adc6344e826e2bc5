import type { Diagnostic } from 'vscode-languageserver-types';
import { IssueCodes } from './issue-codes.js';

/**
 * The most diagnostics one document reports. Past some hundred thousand, sending them overflows
 * the call stack and every one is lost; long before that, nobody reads them: the first ones
 * show what is wrong.
 */
export const MAX_DIAGNOSTICS = 1000;

function leftOutCount(diagnostic: Diagnostic): number {
    const data = diagnostic.data as { leftOut?: unknown } | undefined;
    return diagnostic.code === IssueCodes.DiagnosticsLeftOut && typeof data?.leftOut === 'number' ? data.leftOut : 0;
}

/**
 * How many of the diagnostics left out are errors, warnings, informations and hints (by LSP
 * severity, 1 to 4, at index 0 to 3): the note is one diagnostic, but a summary counts what it stands for.
 */
export type LeftOutBySeverity = [number, number, number, number];

/** What a note of left-out diagnostics stands for, by severity; undefined for any other diagnostic. */
export function leftOutBySeverity(diagnostic: Diagnostic): LeftOutBySeverity | undefined {
    const count = leftOutCount(diagnostic);
    if (count === 0) {
        return undefined;
    }
    const data = diagnostic.data as { bySeverity?: unknown };
    const given = data.bySeverity;
    if (Array.isArray(given) && given.length === 4 && given.every(n => typeof n === 'number')) {
        return [...given] as LeftOutBySeverity;
    }
    const counts: LeftOutBySeverity = [0, 0, 0, 0];
    counts[(diagnostic.severity ?? 1) - 1] = count;
    return counts;
}

function before(a: Diagnostic, b: Diagnostic): number {
    return a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
}

/**
 * At most `limit` diagnostics, the most severe first, in the order they came; when some are
 * left out, one more diagnostic at the first of them says how many, as severe as the worst of them.
 * An earlier such count (from a part of the checks that was limited on its own) adds up.
 */
export function limitDiagnostics(diagnostics: readonly Diagnostic[], limit = MAX_DIAGNOSTICS): Diagnostic[] {
    let leftOut = 0;
    const bySeverity: LeftOutBySeverity = [0, 0, 0, 0];
    const listed: Array<{ diagnostic: Diagnostic; index: number }> = [];
    diagnostics.forEach((diagnostic, index) => {
        const counted = leftOutBySeverity(diagnostic);
        if (counted) {
            leftOut += leftOutCount(diagnostic);
            counted.forEach((n, i) => bySeverity[i] += n);
        } else {
            listed.push({ diagnostic, index });
        }
    });
    if (listed.length <= limit && leftOut === 0) {
        return [...diagnostics];
    }
    const worstFirst = [...listed].sort((a, b) => (a.diagnostic.severity ?? 1) - (b.diagnostic.severity ?? 1) || a.index - b.index);
    const kept = worstFirst.slice(0, limit).sort((a, b) => a.index - b.index).map(k => k.diagnostic);
    const dropped = worstFirst.slice(limit).map(k => k.diagnostic);
    leftOut += dropped.length;
    dropped.forEach(d => bySeverity[(d.severity ?? 1) - 1]++);
    const earlierMarker = diagnostics.find(d => leftOutCount(d) > 0);
    const first = dropped.length > 0 ? dropped.reduce((a, b) => (before(b, a) < 0 ? b : a)) : earlierMarker!;
    const severity = Math.min(...dropped.map(d => d.severity ?? 1), earlierMarker?.severity ?? 4) as Diagnostic['severity'];
    kept.push({
        range: first.range,
        severity,
        code: IssueCodes.DiagnosticsLeftOut,
        source: first.source,
        message: `${leftOut.toLocaleString('en-US')} more ${leftOut === 1 ? 'problem is' : 'problems are'} not listed, from here on: ` +
            `a file reports at most ${limit.toLocaleString('en-US')}. Fix the listed ones first.`,
        data: { leftOut, bySeverity, code: IssueCodes.DiagnosticsLeftOut }
    });
    return kept;
}
