import type { Edition } from '../language/model/board.js';
import { linkFromScenario } from '../language/interchange/monster-mover-export.js';
import { importLink } from '../language/interchange/monster-mover-import.js';
import { linkOf } from '../language/interchange/monster-mover-link.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import type { ScenarioSource } from './inputs.js';
import { loadScenarios } from './load.js';

export interface InterchangeResult {
    /** What goes to standard output: the scenario text or the link. */
    readonly output?: string;
    readonly warnings: readonly string[];
    readonly errors: readonly string[];
    /** The scenario's own errors (and, for an import, warnings), each a whole `file:line:column: error: message` line that says its severity. */
    readonly problems?: readonly string[];
    /** Whether the scenario itself has errors, as `ghs check` would count them. */
    readonly invalid?: boolean;
}

/**
 * `ghs import <link>`: the `.ghs` text of a Monster Mover share link, checked as `ghs check` would
 * check the file written (`name`): a link can hold a board the language refuses (a figure on a
 * wall), and such a scenario is not handed over as if it were sound.
 */
export async function importMonsterMoverLink(link: string, name: string): Promise<InterchangeResult> {
    const { text, warnings, errors } = importLink(link);
    if (text === undefined) {
        return { output: text, warnings, errors };
    }
    const { documents: [document] } = await loadScenarios([{ name, text }]);
    const diagnostics = diagnosticsOf(document).filter(d => d.severity === 'error' || d.severity === 'warning');
    return { output: text, warnings, errors, problems: diagnostics.map(d => diagnosticLine(name, d)), invalid: diagnostics.some(d => d.severity === 'error') };
}

/** `ghs export <file> --monster-mover`: the share link of a valid scenario. */
export async function exportMonsterMoverLink(source: ScenarioSource, monster: string | undefined, edition: Edition): Promise<InterchangeResult> {
    const { documents: [document], analysis } = await loadScenarios([source], edition);
    const problems = diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(source.name, d));
    if (problems.length > 0) {
        return { warnings: [], errors: ['The scenario has errors; mend them first.'], problems };
    }
    const { state, errors, warnings } = linkFromScenario(document.parseResult.value, { monster, edition: analysis.ScenarioAnalyzer.editionOf(document.parseResult.value) });
    return { output: state && linkOf(state), warnings, errors };
}
