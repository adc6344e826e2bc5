import { afterEach } from 'vitest';
import type { ValidationResult } from 'langium/test';
import type { Scenario } from '../../../language/generated/ast.js';
import { validate } from '../helpers.js';

/** A diagnostic as the expectation tests pin it: `at` is line:first-last column, 1-based, end exclusive. */
export interface Reported {
    message: string;
    at: string;
    code: string;
    /** Only when it is not an error. */
    severity?: number;
}

/**
 * Validates texts as the editor does and reports their diagnostics in the pinned form; each test's
 * documents are disposed after it, so no test sees another's scenario.
 */
export function reportedPerTest(): (text: string) => Promise<Reported[]> {
    const open: Array<ValidationResult<Scenario>> = [];
    afterEach(async () => {
        await Promise.all(open.splice(0).map(result => result.dispose()));
    });
    return async text => {
        const result = await validate(text);
        open.push(result);
        return result.diagnostics.map(d => ({
            message: String(d.message),
            at: `${d.range.start.line + 1}:${d.range.start.character + 1}-${d.range.end.character + 1}`,
            code: String(d.code ?? ''),
            ...(d.severity !== 1 ? { severity: d.severity } : {})
        }));
    };
}
