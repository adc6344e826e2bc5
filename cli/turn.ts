import { resolve } from 'node:path';
import type { Edition } from '../language/board/board.js';
import type { MonsterDecision } from '../language/engine/decision.js';
import { incompleteBoardText } from '../language/analysis/incomplete-board.js';
import { analyzeScenario } from '../language/analysis/scenario-analysis.js';
import { loadScenarios } from './load.js';

export interface TurnReport {
    readonly file: string;
    readonly problems: readonly string[];
    readonly decisions: readonly MonsterDecision[];
}

export async function explainTurns(file: string, monster?: string, defaultEdition: Edition = 'gloomhaven'): Promise<TurnReport> {
    const [document] = await loadScenarios([resolve(file)], defaultEdition);
    const problems = (document.diagnostics ?? [])
        .filter(d => d.severity === 1 && d.code !== 'ghs.expect-failed')
        .map(d => `${d.range.start.line + 1}:${d.range.start.character + 1}: ${typeof d.message === 'string' ? d.message : d.message.value}`);
    const analysis = analyzeScenario(document.parseResult.value, defaultEdition);
    if (analysis.incomplete) {
        // A turn worked out on a board that lacks what the parser could not read would be wrong
        // with no sign of it on the command line: explain none.
        problems.push(`${incompleteBoardText(analysis.incomplete)} No turn is explained until then.`);
        return { file, problems, decisions: [] };
    }
    const decisions = analysis.decisions.filter(d => monster === undefined || d.monster === monster);
    if (monster !== undefined && decisions.length === 0) {
        problems.push(`No monster named ${monster} takes a turn in ${file}.`);
    }
    return { file, problems, decisions };
}

export function formatTurns(report: TurnReport): string {
    const lines: string[] = [];
    for (const problem of report.problems) {
        lines.push(`${report.file}:${problem}`);
    }
    for (const decision of report.decisions) {
        lines.push(`${decision.monster}: ${decision.summary}`);
        for (const reason of decision.reasons) {
            lines.push(`  ${reason}`);
        }
        lines.push('');
    }
    if (report.decisions.length === 0 && report.problems.length === 0) {
        lines.push('No monster takes a turn: give a monster an ability block ({ move 2 attack }).');
    }
    return lines.join('\n').trimEnd();
}
