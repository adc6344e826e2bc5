import { readFileSync } from 'node:fs';
import { placeBlocks } from '../language/edit/imported-blocks.js';
import { applyChanges } from '../language/edit/text-change.js';
import { importSecretariat, scenarioOfBlocks } from '../language/interchange/secretariat-import.js';
import { diagnosticLine, diagnosticsOf } from './diagnostics.js';
import { type ScenarioSource, fsReason } from './inputs.js';
import { loadScenarios } from './load.js';
import type { InterchangeResult } from './monster-mover.js';

/** The scenario a new import goes into when none is named, as its problems name it. */
const NEW_SCENARIO = '<imported>';

export interface SecretariatRequest {
    /** The one level written; every level of the file without it. */
    readonly level?: number;
    /** The scenario the blocks are written into; a scenario of their own without it. */
    readonly into?: ScenarioSource;
}

/** The files' texts, in order, or why one cannot be read (a wrong command line's exit status). */
export function readDataFiles(paths: readonly string[]): { texts: string[] } | { unreadable: string } {
    const texts: string[] = [];
    for (const path of paths) {
        try {
            texts.push(readFileSync(path, 'utf8'));
        } catch (error) {
            return { unreadable: `cannot read '${path}': ${fsReason(error)}.` };
        }
    }
    return { texts };
}

/**
 * `ghs import --secretariat`: the scenario with the imported blocks, and the errors of that
 * scenario as `ghs check` prints them, so that what is written has been checked.
 */
export async function importSecretariatFiles(request: SecretariatRequest, texts: { monster: string; deck?: string }): Promise<InterchangeResult> {
    const imported = importSecretariat({ ...texts, level: request.level });
    if (imported.errors.length > 0) {
        return { warnings: imported.warnings, errors: imported.errors };
    }
    let text = scenarioOfBlocks(imported);
    const warnings = [...imported.warnings];
    if (request.into) {
        const { documents: [document] } = await loadScenarios([request.into]);
        const { parserErrors, lexerErrors } = document.parseResult;
        if (parserErrors.length + lexerErrors.length > 0) {
            return {
                warnings, errors: [`'${request.into.name}' has syntax errors, so the blocks have no sure place in it; mend them first.`],
                problems: diagnosticsOf(document).filter(d => d.severity === 'error').map(d => diagnosticLine(request.into!.name, d))
            };
        }
        const placed = placeBlocks(request.into.text, document.parseResult.value, imported.blocks);
        if ('error' in placed) {
            return { warnings, errors: [`'${request.into.name}': ${placed.error}.`] };
        }
        warnings.push(...placed.replaced.map(what => `Replaced ${what} that '${request.into!.name}' had.`));
        text = applyChanges(request.into.text, placed.changes);
    }
    const name = request.into?.name ?? NEW_SCENARIO;
    const { documents: [written] } = await loadScenarios([{ name, text }]);
    const problems = diagnosticsOf(written).filter(d => d.severity === 'error').map(d => diagnosticLine(name, d));
    return { output: text, warnings, errors: [], problems, invalid: problems.length > 0 };
}
