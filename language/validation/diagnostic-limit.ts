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
    const listed: Array<{ diagnostic: Diagnostic; index: number }> = [];
    diagnostics.forEach((diagnostic, index) => {
        const counted = leftOutCount(diagnostic);
        if (counted > 0) {
            leftOut += counted;
        } else {
            listed.push({ diagnostic, index });
        }
    });
    if (listed.length <= limit && leftOut === 0) {
        return [...diagnostics];
    }
    const bySeverity = [...listed].sort((a, b) => (a.diagnostic.severity ?? 1) - (b.diagnostic.severity ?? 1) || a.index - b.index);
    const kept = bySeverity.slice(0, limit).sort((a, b) => a.index - b.index).map(k => k.diagnostic);
    const dropped = bySeverity.slice(limit).map(k => k.diagnostic);
    leftOut += dropped.length;
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
        data: { leftOut, code: IssueCodes.DiagnosticsLeftOut }
    });
    return kept;
}
