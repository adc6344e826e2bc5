/** A diagnostic as the import check reads it: its severity (0 for an error, as VS Code numbers them), line (from 0) and words. */
export interface CheckedLine {
    readonly severity: number;
    readonly line: number;
    readonly message: string;
}

/**
 * What *New Scenario from Monster Mover Link* tells when the scenario it opened has errors, as
 * `ghs import` lists them: a link can hold a board the language refuses (a figure on a wall).
 * Undefined when there is none.
 */
export function importCheckMessage(diagnostics: readonly CheckedLine[]): string | undefined {
    const errors = diagnostics.filter(d => d.severity === 0).sort((a, b) => a.line - b.line);
    if (errors.length === 0) {
        return undefined;
    }
    const [first] = errors;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''}, in the Problems panel)` : '';
    return `The imported scenario has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}, which ghs check would refuse: line ${first.line + 1}: ${first.message}${more}`;
}
